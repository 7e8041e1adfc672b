import HitlabCore
import HitlabFiles

/// A file error in the language of the command or the window.
extension FileError {
    /// The reason in a language.
    public func reason(in language: Language) -> String {
        language.pick(reason, chineseReason ?? reason)
    }

    /// `PATH: REASON` in a language.
    public func message(in language: Language) -> String {
        language.pick("\(path): \(reason)", "\(path)：\(reason(in: language))")
    }
}
