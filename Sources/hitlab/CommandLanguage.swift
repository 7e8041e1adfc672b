import Foundation
import HitlabCore
import HitlabFiles
import HitlabScene

/// The language of this run's help, usage errors and messages, worked out once in
/// `Hitlab.main()` from the arguments (`--lang X` or `--lang=X` anywhere) or else the locale,
/// before ArgumentParser reads any help text. The one global of the executable: HitlabCore
/// keeps none.
enum CommandLanguage {
    nonisolated(unsafe) static var current: Language = .en

    /// `--lang`'s value in `arguments` (the last one given), else the environment's language.
    static func detect(_ arguments: [String], environment: [String: String]) -> Language {
        var found: Language?
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" { break }
            if argument == "--lang", i + 1 < arguments.count {
                if let language = Language(argument: arguments[i + 1]) { found = language }
                i += 2
                continue
            }
            if argument.hasPrefix("--lang="),
                let language = Language(argument: String(argument.dropFirst("--lang=".count)))
            {
                found = language
            }
            i += 1
        }
        return found ?? Language.fromEnvironment(environment)
    }

    /// `arguments` without `--lang X` and `--lang=X`.
    static func removingLanguage(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            if arguments[i] == "--lang" { i += 2; continue }
            if !arguments[i].hasPrefix("--lang=") { out.append(arguments[i]) }
            i += 1
        }
        return out
    }
}

/// One sentence in this run's language: English as written, or the Chinese one (spaced
/// between Han and Latin, converted for Traditional).
func tr(_ en: String, _ zh: String) -> String {
    CommandLanguage.current.pick(en, ChineseSpacing.apply(zh))
}

/// One sentence in `language`.
func tr(_ language: Language, _ en: String, _ zh: String) -> String {
    language.pick(en, ChineseSpacing.apply(zh))
}

/// An error as a person reads it, in this run's language: a file's reason translated.
func errorText(_ error: Error, _ language: Language = CommandLanguage.current) -> String {
    if let error = error as? FileError { return error.message(in: language) }
    return "\(error)"
}
