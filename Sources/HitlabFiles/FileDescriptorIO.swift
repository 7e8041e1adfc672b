#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing a file descriptor whole, a chunk at a time, past interruptions: the one
/// loop every reader and writer of Hitlab's files, pipes and standard streams goes through.
public enum FileDescriptorIO {
    /// Hands each chunk `fd` gives to `body` until it ends. `path` names it in errors.
    public static func forEachChunk(_ fd: Int32, _ path: String, _ body: (ArraySlice<UInt8>) throws -> Void) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path, errno: errno)
            }
            if n == 0 { return }
            try body(chunk[0..<n])
        }
    }

    /// The same for the file at `path`, opened for reading.
    public static func forEachChunk(ofFile path: String, _ body: (ArraySlice<UInt8>) throws -> Void) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path, errno: errno) }
        defer { close(fd) }
        try forEachChunk(fd, path, body)
    }

    /// Writes every byte to `fd`; a failure (a full disk, a closed pipe) is an error naming `path`.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8], _ path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw FileError(path, errno: errno) }
            offset += n
        }
    }
}
