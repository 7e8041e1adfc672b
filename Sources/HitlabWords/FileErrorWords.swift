import HitlabCore
import HitlabFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file error in the language of the command or the window.
extension FileError {
    /// The reason in a language.
    public func reason(in language: Language) -> String { language.say(Phrase(why)) }

    /// `PATH: REASON` in a language.
    public func message(in language: Language) -> String { language.say("\(path): \(localizedReason)") }

    /// The reason as a word a sentence says in its language.
    public var localizedReason: some LocalizedWord { Phrase(why) }
}

extension Phrase {
    /// A file's reason, said as a phrase: its values in the sentence's language too.
    public init(_ reason: FileReason) {
        self.init(
            key: reason.key,
            values: reason.values.map { value in
                switch value {
                case .text(let text): return .text(text)
                case .reason(let inner): return .word(Phrase(inner))
                case .system(let code): return .word(SystemReason(code: code))
                }
            })
    }
}

/// What the system says of an `errno` code: its own English, and Chinese for the errors a
/// user meets (else the English).
struct SystemReason: LocalizedWord {
    let code: Int32

    func text(in language: Language) -> String {
        let english = String(cString: strerror(code))
        return language == .en ? english : Self.chineseReason(errno: code) ?? english
    }

    static func chineseReason(errno code: Int32) -> String? {
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
