#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file Hitlab could not read or write, with the reason ("is a folder", "Permission denied",
/// "No space left on device") as a `FileReason` the words module can say in any language.
public struct FileError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let why: FileReason

    public init(_ path: String, _ why: FileReason) {
        self.path = path
        self.why = why
    }

    /// The reason the system gave for `code` (pass `errno` right after the failing call).
    public init(_ path: String, errno code: Int32) {
        self.init(path, .system(code))
    }

    /// The reason in English.
    public var reason: String { why.description }

    /// The `errno` code the reason is, when it is the system's alone.
    public var systemCode: Int32? {
        if why.key == "%1", case .system(let code)? = why.values.first { return code }
        return nil
    }

    public var description: String { "\(path): \(reason)" }
}
