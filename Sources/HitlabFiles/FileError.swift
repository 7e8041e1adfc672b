#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file Hitlab could not read or write, with the reason in words ("is a folder",
/// "Permission denied", "No space left on device"), in English and in Chinese.
public struct FileError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    /// The reason in Simplified Chinese, when one was written (else the English one is shown).
    public let chineseReason: String?

    public init(_ path: String, _ reason: String, _ chineseReason: String? = nil) {
        self.path = path
        self.reason = reason
        self.chineseReason = chineseReason
    }

    /// The reason the system gave for `code` (pass `errno` right after the failing call).
    public init(_ path: String, errno code: Int32) {
        self.init(path, String(cString: strerror(code)), Self.chineseReason(errno: code))
    }

    public var description: String { "\(path): \(reason)" }

    /// What the system's reasons say, in Chinese, for the errors a user meets.
    public static func chineseReason(errno code: Int32) -> String? {
        switch code {
        case ENOENT: return "没有这个文件或文件夹"
        case EACCES, EPERM: return "没有权限"
        case ENOSPC: return "磁盘空间不足"
        case EISDIR: return "是一个文件夹"
        case ENOTDIR: return "路径中有一段不是文件夹"
        case EEXIST: return "已经存在"
        case EROFS: return "在只读的文件系统上"
        case ENAMETOOLONG: return "文件名太长"
        case ELOOP: return "符号链接层数太多"
        case EMFILE, ENFILE: return "打开的文件太多"
        case EIO: return "读写出错（I/O 错误）"
        case EDQUOT: return "超出了磁盘配额"
        case EFBIG: return "文件太大"
        case ENOMEM: return "内存不足"
        case EXDEV: return "不能跨文件系统移动"
        case EPIPE: return "管道已关闭"
        case ENOEXEC: return "不是可执行文件"
        case ETXTBSY: return "文件正被执行，无法写入"
        default: return nil
        }
    }
}
