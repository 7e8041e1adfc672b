#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that it is either the old one or the whole new one, never a half: the
/// bytes go to a file created exclusively in the target's folder (unnamed until complete,
/// where the system allows it), which is then renamed over the target. Nothing else is
/// touched: no folder is ever removed, no link is followed at the last step.
public enum AtomicFile {
    /// Writes `bytes` to `path` after resolving it (see `OutputPath.resolve`). Missing
    /// folders on the way are created only when `createFolders` says so (a golden's folder,
    /// `out/`); otherwise a missing folder is an error. Returns the resolved path written.
    @discardableResult
    public static func write(
        _ bytes: [UInt8], to path: String, inside root: String? = nil, createFolders: Bool = false,
        check: () throws -> Void = {}
    ) throws -> String {
        let stream = try Stream(path, inside: root, createFolders: createFolders)
        try stream.append(bytes)
        return try stream.commit(check: check)
    }

    /// A file written a piece at a time (an export's frames, one after another) that appears
    /// whole at `commit()` or not at all: dropped uncommitted, nothing is left behind.
    public final class Stream {
        /// The resolved path the file will have.
        public let target: String
        private let path: String
        private let folder: String
        private let fd: Int32
        private var temporary: String?
        private var committed = false

        public init(_ path: String, inside root: String? = nil, createFolders: Bool = false) throws {
            self.path = path
            target = try OutputPath.resolve(path, inside: root)
            folder = AtomicFile.parentFolder(of: target)
            if createFolders {
                try AtomicFile.makeFolders(folder, for: path)
            } else if ReadFile.kind(folder) != .folder {
                throw FileError(path, "the folder \(folder) does not exist")
            }
            // What a writer killed between naming its file and renaming it left is cleared first
            // (once a write: the folder may hold thousands of files, an export's frames).
            AtomicFile.removeStaleTemporaries(in: folder, for: target)
            (fd, temporary) = try AtomicFile.openTemporary(in: folder, for: target)
        }

        public func append(_ bytes: [UInt8]) throws {
            try FileDescriptorIO.writeAll(fd, bytes, path)
        }

        /// Puts the file in place; returns the resolved path written. `check` runs just before
        /// the rename (a file changed on disk since it was read is refused there).
        @discardableResult
        public func commit(check: () throws -> Void = {}) throws -> String {
            try check()
            // A file that is replaced keeps its permissions (a 0600 file stays private).
            var old = stat()
            if lstat(target, &old) == 0, old.st_mode & S_IFMT == S_IFREG { fchmod(fd, old.st_mode & 0o7777) }
            if temporary == nil { temporary = try AtomicFile.link(fd, in: folder, for: target) }
            guard rename(temporary!, target) == 0 else { throw FileError(path, errno: errno) }
            committed = true
            return target
        }

        deinit {
            close(fd)
            if !committed, let temporary { unlink(temporary) }
        }
    }

    /// Removes a file Hitlab wrote earlier (an `.actual.png`, a `.diff.png`): only a regular
    /// file, not a link or a folder, and only inside `root`.
    public static func removeOutput(_ path: String, inside root: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            let resolved = try? OutputPath.resolve(path, inside: root)
        else { return }
        unlink(resolved)
    }

    /// A temporary file in `folder`: unnamed (`O_TMPFILE`, nothing is left if the process is
    /// killed) or, where that is not supported, a fresh name created exclusively.
    fileprivate static func openTemporary(in folder: String, for target: String) throws -> (Int32, String?) {
        let unnamed = Platform.openUnnamedFile(in: folder)
        if let fd = unnamed.fd { return (fd, nil) }
        if unnamed.errno != 0 { throw FileError(target, errno: unnamed.errno) }
        for _ in 0..<100 {
            let name = temporaryName(in: folder, for: target)
            let fd = open(name, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 { return (fd, name) }
            if errno != EEXIST { throw FileError(target, errno: errno) }
        }
        throw FileError(target, "cannot create a temporary file beside it")
    }

    /// Gives an unnamed temporary file a fresh name so it can be renamed over the target.
    fileprivate static func link(_ fd: Int32, in folder: String, for target: String) throws -> String {
        for _ in 0..<100 {
            let name = temporaryName(in: folder, for: target)
            if Platform.name(unnamed: fd, as: name) { return name }
            if errno != EEXIST { throw FileError(target, errno: errno) }
        }
        throw FileError(target, "cannot name a temporary file beside it")
    }

    /// `.NAME.hitlab-PID-RANDOM`: the writer's process id, so that one killed between naming
    /// the file and renaming it can be told from one still writing.
    fileprivate static func temporaryName(in folder: String, for target: String) -> String {
        let base = target.split(separator: "/").last.map(String.init) ?? "out"
        let random = (0..<12).map { _ in "abcdefghijklmnopqrstuvwxyz0123456789".randomElement()! }
        return folder + "/." + base + ".hitlab-" + String(getpid()) + "-" + String(random)
    }

    /// Removes what a writer of `target` killed between naming its temporary file and renaming
    /// it left behind: only regular files named as `temporaryName` names them for this target,
    /// whose process no longer exists. Nothing else in the folder is touched.
    static func removeStaleTemporaries(in folder: String, for target: String) {
        let base = target.split(separator: "/").last.map(String.init) ?? "out"
        let prefix = "." + base + ".hitlab-"
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard name.hasPrefix(prefix) else { continue }
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0, pid != getpid() else {
                continue
            }
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
            var info = stat()
            let path = folder + "/" + name
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(path)
        }
    }

    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Creates the folders of `folder` that are missing, one at a time.
    fileprivate static func makeFolders(_ folder: String, for path: String) throws {
        var current = ""
        for part in folder.split(separator: "/") {
            current += "/" + part
            if ReadFile.kind(current) == nil && mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw FileError(path, errno: errno)
            }
        }
        guard ReadFile.kind(folder) == .folder else {
            throw FileError(path, "\(folder) is not a folder")
        }
    }
}
