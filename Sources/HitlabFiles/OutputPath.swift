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
        case .other?: throw FileError(path, "is not a regular file (a FIFO, a device or a socket)")
        case .file?, nil: break
        }
        if let root {
            let base = try real(root)
            guard resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
                let via = resolved == absolute(path) ? "" : " (it resolves to \(resolved))"
                throw FileError(path, "lies outside \(base)\(via); outputs must stay inside it")
            }
        }
        return resolved
    }

    /// `path` made absolute against the current folder, without resolving anything.
    public static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = String(cString: buffer)
        return (cwd == "/" ? "" : cwd) + "/" + path
    }

    /// Resolves the longest existing prefix with `realpath`, then appends the rest lexically.
    public static func real(_ path: String) throws -> String {
        var parts = absolute(path).split(separator: "/").map(String.init)
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
