import Foundation
import HitlabCore
import HitlabFiles
import HitlabScene
import HitlabWords

/// The language of this run's help, usage errors and messages, worked out once in
/// `Hitlab.main()` from the arguments (`--lang X` or `--lang=X` anywhere) or else the locale,
/// before ArgumentParser reads any help text. The one global of the executable: HitlabCore
/// keeps none.
enum CommandLanguage {
    nonisolated(unsafe) static var current: Language = .en

    /// The locale variables `Language.fromEnvironment` reads, straight from the C library
    /// (Foundation's `ProcessInfo.environment` copies every variable: a twentieth of a
    /// `trace`'s whole run).
    static var localeEnvironment: [String: String] {
        var found: [String: String] = [:]
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(key) { found[key] = String(cString: value) }
        }
        return found
    }

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

/// One sentence in this run's language, its Chinese from the catalog.
func tr(_ phrase: Phrase) -> String {
    CommandLanguage.current.say(phrase, adjustChinese: ChineseSpacing.apply)
}

/// One sentence in `language`, its Chinese from the catalog.
func tr(_ language: Language, _ phrase: Phrase) -> String {
    language.say(phrase, adjustChinese: ChineseSpacing.apply)
}

/// An error as a person reads it, in this run's language: a file's reason translated.
func errorText(_ error: Error, _ language: Language = CommandLanguage.current) -> String {
    if let error = error as? FileError { return error.message(in: language) }
    return "\(error)"
}

/// An error as a sentence says it, in the sentence's language (`errorText`).
struct ErrorWord: LocalizedWord {
    let error: Error
    init(_ error: Error) { self.error = error }
    func text(in language: Language) -> String { errorText(error, language) }
}

/// The themes as a sentence lists them: "light, dark or projector"; "light、dark、projector".
struct ThemeNames: LocalizedWord {
    func text(in language: Language) -> String {
        language == .en ? ThemeName.spelledOut : language.list(ThemeName.allCases.map(\.rawValue))
    }
}
