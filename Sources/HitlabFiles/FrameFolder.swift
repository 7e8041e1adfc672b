#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder of an export's frames (`step-001.png` ...), written so that nothing of the user's
/// is touched and no half set is ever left: the frames go to a fresh folder made for them,
/// then take their places together at `commit()`. A folder that exists may hold only Hitlab's
/// own frames (regular files named as frames, no links); those of an earlier, longer story are
/// removed at commit. Dropped uncommitted, the staged frames are removed one by one.
public final class FrameFolder {
    /// The folder the frames end up in, resolved.
    public let path: String
    private let staging: String
    /// Whether the folder is new: then the staging folder itself is renamed into place.
    private let isNew: Bool
    private let isFrame: (String) -> Bool
    private var written: [String] = []
    private var committed = false

    public init(_ requested: String, isFrame: @escaping (String) -> Bool) throws {
        self.isFrame = isFrame
        let path = try OutputPath.real(requested)
        self.path = path
        switch ReadFile.kind(path) {
        case .folder?:
            isNew = false
            let strangers = try Self.entries(path).filter { name in
                var info = stat()
                return !(isFrame(name) && lstat(path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
            }
            if !strangers.isEmpty {
                let shown = strangers.sorted().prefix(3).joined(separator: ", ") + (strangers.count > 3 ? ", …" : "")
                throw FileError(
                    requested,
                    """
                    holds files that are not Hitlab's frames (\(shown)); give a new or empty folder, or one that \
                    holds only step-NNN.png frames
                    """)
            }
            staging = try Self.makeTemporaryFolder(path + "/.hitlab-frames-XXXXXX", for: requested)
        case .file?, .other?:
            throw FileError(requested, "is not a folder")
        case nil:
            isNew = true
            let parent = AtomicFile.parentFolder(of: path)
            guard ReadFile.kind(parent) == .folder else {
                throw FileError(
                    requested, "the folder that would hold it, \(parent), does not exist")
            }
            let name = path.split(separator: "/").last.map(String.init) ?? "frames"
            staging = try Self.makeTemporaryFolder(
                (parent == "/" ? "" : parent) + "/." + name + ".hitlab-XXXXXX", for: requested)
            // mkdtemp makes it private; the folder it becomes is made as mkdir would.
            let mask = umask(0)
            umask(mask)
            chmod(staging, 0o777 & ~mask)
        }
    }

    /// Stages one frame (never through a link: the file is created new, exclusively).
    public func add(name: String, bytes: [UInt8]) throws {
        precondition(isFrame(name) && !name.contains("/"), "a frame's name")
        let file = staging + "/" + name
        let fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError(path + "/" + name, errno: errno) }
        written.append(name)
        defer { close(fd) }
        try FileDescriptorIO.writeAll(fd, bytes, path + "/" + name)
    }

    /// Puts every frame in place and removes the frames of an earlier story that this one
    /// does not have.
    public func commit() throws {
        if isNew {
            guard rename(staging, path) == 0 else { throw FileError(path, errno: errno) }
        } else {
            for name in written {
                // rename replaces a frame (or a link planted since: the link, never its target).
                guard rename(staging + "/" + name, path + "/" + name) == 0 else {
                    throw FileError(path + "/" + name, errno: errno)
                }
            }
            rmdir(staging)
            let kept = Set(written)
            for name in (try? Self.entries(path)) ?? [] where isFrame(name) && !kept.contains(name) {
                var info = stat()
                if lstat(path + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path + "/" + name) }
            }
        }
        committed = true
    }

    deinit {
        guard !committed else { return }
        for name in written { unlink(staging + "/" + name) }
        rmdir(staging)
    }

    private static func makeTemporaryFolder(_ template: String, for requested: String) throws -> String {
        var chars = Array(template.utf8CString)
        guard let made = mkdtemp(&chars) else {
            throw FileError(requested, "cannot make a folder for the frames: \(system: errno)")
        }
        return String(cString: made)
    }

    /// The names in a folder, but `.` and `..` and Hitlab's own staging folders.
    private static func entries(_ folder: String) throws -> [String] {
        guard let dir = opendir(folder) else { throw FileError(folder, errno: errno) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." || name.hasPrefix(".hitlab-frames-") { continue }
            names.append(name)
        }
        return names
    }
}
