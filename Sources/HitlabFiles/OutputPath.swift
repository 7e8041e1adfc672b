#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an output really goes. A path is resolved (symbolic links followed, `..` applied)
/// before anything is written, and refused when it is a folder, something other than a
/// regular file, or outside the folder the output belongs to.
public enum OutputPath {
    /// The absolute, resolved form of `path`. Components that do not exist yet are kept as
    /// written (they cannot be links). With `root`, the result must lie inside it.
    public static func resolve(_ path: String, inside root: String? = nil) throws -> String {
        guard !path.isEmpty else { throw FileError(path, "is an empty path") }
        let resolved = try real(path)
        switch ReadFile.kind(resolved) {
        case .folder?: throw FileError(path, "is a folder; give a file name")
        case .other?:
            throw FileError(path, "is not a regular file (a FIFO, a device or a socket)")
        case .file?, nil: break
        }
        if let root {
            let base = try real(root)
            guard resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
                let direct = resolved == (try? absolute(path))
                let via = direct ? "" : FileReason(" (it resolves to \(resolved))")
                throw FileError(path, "lies outside \(base)\(via); outputs must stay inside it")
            }
        }
        return resolved
    }

    /// `path` made absolute against the current folder, without resolving anything. A
    /// relative path with no current folder to start from (it was deleted, or lies deeper
    /// than PATH_MAX) is an error: resolving it from `/` would write where nobody asked.
    public static func absolute(_ path: String) throws -> String {
        if path.hasPrefix("/") { return path }
        let cwd = try currentFolder()
        return (cwd == "/" ? "" : cwd) + "/" + path
    }

    /// The current folder, or an error naming why it cannot be had.
    public static func currentFolder() throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else {
            let code = errno
            let why: FileReason =
                code == ENOENT
                ? FileReason("it was deleted")
                : code == ENAMETOOLONG || code == ERANGE
                    ? FileReason("it lies deeper than \(PATH_MAX) bytes") : .system(code)
            throw FileError(
                ".",
                """
                the current folder cannot be found (\(why)); change to a folder that exists, or give \
                absolute paths
                """)
        }
        return String(cString: buffer)
    }

    /// Refuses an output that is one of the command's inputs (the same file, links and hard
    /// links followed): `check s.json --json s.json` would replace the scene with its results.
    public static func requireDistinct(
        _ output: String, from inputs: [String], what: String = "the output",
        role: String = "an input of this command"
    ) throws {
        let target = try real(output)
        var outInfo = stat()
        let outExists = stat(target, &outInfo) == 0
        for input in inputs where !input.isEmpty && input != "-" {
            guard let source = try? real(input) else { continue }
            var inInfo = stat()
            let same =
                source == target
                || (outExists && stat(source, &inInfo) == 0 && inInfo.st_dev == outInfo.st_dev
                    && inInfo.st_ino == outInfo.st_ino)
            if same {
                throw FileError(
                    output, "is \(input), \(role); \(what) must go to another file")
            }
        }
    }

    /// Refuses a folder of outputs (`--frames DIR`) that holds an input under a name the
    /// outputs take (`step-001.png`): writing the frames would replace it.
    public static func requireNone(
        of inputs: [String], inFolder folder: String, named isOutputName: (String) -> Bool, what: String
    ) throws {
        let base = try real(folder)
        for input in inputs where !input.isEmpty && input != "-" {
            guard let source = try? real(input), let slash = source.lastIndex(of: "/") else { continue }
            let (dir, name) = (String(source[..<slash]), String(source[source.index(after: slash)...]))
            if (dir.isEmpty ? "/" : dir) == base && isOutputName(name) {
                throw FileError(
                    folder,
                    "holds \(input), a file this command reads, under a name \(what) writes; give another folder")
            }
        }
    }

    /// Refuses to replace an existing file that the command did not write before: one with
    /// none of `markers` in its first 4 KB (`check --json a.json` where `a.json` is a scene).
    public static func requireOwnOrNew(_ output: String, markers: [String], what: String) throws {
        let target = try real(output)
        guard ReadFile.kind(target) == .file else { return }
        let fd = open(target, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 4096)
        let n = read(fd, &head, head.count)
        guard n > 0 else { return }
        let text = String(decoding: head.prefix(n), as: UTF8.self)
        if !markers.contains(where: text.contains) {
            throw FileError(
                output, "already exists and is not a file \(what) wrote; give another path, or move it away first")
        }
    }

    /// `file` as seen from `folder` (both absolute or both relative to one place, as written):
    /// `../out/a.png`. Nothing is resolved.
    public static func relative(_ file: String, from folder: String) -> String {
        func parts(_ p: String) -> [String] {
            var out: [String] = []
            for part in p.split(separator: "/") where part != "." {
                if part == "..", let last = out.last, last != ".." {
                    out.removeLast()
                } else {
                    out.append(String(part))
                }
            }
            return out
        }
        let base = parts(folder), target = parts(file)
        var common = 0
        while common < min(base.count, target.count) && base[common] == target[common] { common += 1 }
        let path = (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }

    /// Resolves the longest existing prefix with `realpath`, then appends the rest lexically.
    public static func real(_ path: String) throws -> String {
        var parts = try absolute(path).split(separator: "/").map(String.init)
        var resolved = "/"
        while let part = parts.first {
            parts.removeFirst()
            if part == "." { continue }
            if part == ".." {
                resolved = parent(resolved)
                continue
            }
            let candidate = join(resolved, part)
            var info = stat()
            guard lstat(candidate, &info) == 0 else {
                // Nothing here: the rest is created, not followed.
                resolved = candidate
                for rest in parts where rest != "." {
                    resolved = rest == ".." ? parent(resolved) : join(resolved, rest)
                }
                return resolved
            }
            guard let real = realpath(candidate, nil) else {
                throw FileError(path, "is a symbolic link to nothing (\(candidate))")
            }
            resolved = String(cString: real)
            free(real)
        }
        return resolved
    }

    private static func join(_ dir: String, _ name: String) -> String { dir == "/" ? "/" + name : dir + "/" + name }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), path != "/" else { return "/" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
