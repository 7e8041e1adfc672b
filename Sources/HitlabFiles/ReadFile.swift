#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files that a user named without trusting them: only regular files (a FIFO or a
/// device would block or never end), never more than a limit.
public enum ReadFile {
    /// The bytes of the regular file at `path`, at most `maxBytes` of them.
    public static func contents(_ path: String, maxBytes: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path, errno: errno) }
        try requireRegular(info, path)
        guard Int(info.st_size) <= maxBytes else { throw tooBig(path, Int(info.st_size), maxBytes) }
        return try readAll(fd, path, maxBytes: maxBytes, expected: Int(info.st_size))
    }

    /// What an open file descriptor (a pipe, a terminal) gives until it ends, refused once it
    /// passes `maxBytes`.
    public static func stream(_ fd: Int32, name: String, maxBytes: Int) throws -> [UInt8] {
        try readAll(fd, name, maxBytes: maxBytes, expected: 0)
    }

    /// Reads `fd` to its end in chunks, failing once more than `maxBytes` have come.
    private static func readAll(_ fd: Int32, _ path: String, maxBytes: Int, expected: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expected, maxBytes))
        try FileDescriptorIO.forEachChunk(fd, path) { chunk in
            bytes.append(contentsOf: chunk)
            // The file may have grown since fstat; a pipe has no size to ask.
            if bytes.count > maxBytes {
                throw FileError(
                    path, "is larger than \(megabytes(maxBytes)) MB, the limit")
            }
        }
        return bytes
    }

    /// What is at `path` (symlinks followed), or nil when nothing is.
    public static func kind(_ path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    public enum Kind { case file, folder, other }

    /// How many names (hard links) a file has; 0 when it cannot be read.
    public static func linkCount(_ path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_nlink) : 0
    }

    static func requireRegular(_ info: stat, _ path: String) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw FileError(path, "is a folder, not a file")
        default: throw FileError(path, "is not a regular file (a FIFO, a device or a socket)")
        }
    }

    private static func tooBig(_ path: String, _ size: Int, _ limit: Int) -> FileError {
        FileError(
            path, "is \(megabytes(size)) MB; the limit is \(megabytes(limit)) MB")
    }

    /// Bytes in megabytes with one decimal.
    public static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
