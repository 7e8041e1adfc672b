#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few calls that differ between Linux and macOS, in one place: the rest of Hitlab uses
/// POSIX as both systems have it. (Built and tested on Linux; the macOS branches follow
/// Apple's documented calls but have not been built here.)
public enum Platform {
    /// This program's own executable, resolved (not `argv[0]`, which may name another file).
    public static var ownExecutable: String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        buffer[n] = 0
        return String(cString: buffer)
        #else
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
        #endif
    }

    /// An unnamed file in `folder`, open for writing, that vanishes if the process dies before
    /// it is named (Linux's `O_TMPFILE`); nil where the system or the file system has none,
    /// and the caller then creates a named one. Throws the errno of any other failure.
    static func openUnnamedFile(in folder: String) -> (fd: Int32?, errno: Int32) {
        #if os(Linux)
        let fd = open(folder, O_DIRECTORY | 0o20000000 | O_WRONLY | O_CLOEXEC, 0o644)
        if fd >= 0 { return (fd, 0) }
        let code = errno
        return (nil, [EOPNOTSUPP, EISDIR, EINVAL, ENOENT].contains(code) ? 0 : code)
        #else
        return (nil, 0)
        #endif
    }

    /// Gives a file from `openUnnamedFile` the name `path`; false (with errno set) when that
    /// name is taken or linking fails.
    static func name(unnamed fd: Int32, as path: String) -> Bool {
        #if os(Linux)
        return linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
        #else
        errno = ENOTSUP
        return false
        #endif
    }

    /// This process's peak resident memory, in MB (for benchmarks).
    public static var peakMemoryMB: Double {
        var usage = rusage()
        #if os(Linux)
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        #endif
        #if os(Linux)
        return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
        #else
        return Double(usage.ru_maxrss) / 1024 / 1024  // bytes on macOS
        #endif
    }

    /// This process's resident memory now, in MB (for benchmarks; 0 where unknown).
    public static var residentMemoryMB: Double {
        #if os(Linux)
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { return 0 }
        let text = String(decoding: buffer[0..<n], as: UTF8.self)
        let pages = text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024 / 1024
        #else
        return 0
        #endif
    }
}
