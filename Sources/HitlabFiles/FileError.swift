#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file Hitlab could not read or write, with the reason in words ("is a folder",
/// "Permission denied", "No space left on device").
public struct FileError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The reason the system gave for `code` (pass `errno` right after the failing call).
    public init(_ path: String, errno code: Int32) {
        self.init(path, String(cString: strerror(code)))
    }

    public var description: String { "\(path): \(reason)" }
}
