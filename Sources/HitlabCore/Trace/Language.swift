/// The languages Hitlab speaks: every sentence it prints or draws exists in each.
public enum Language: String, CaseIterable, Sendable {
    case en
    case zhHans = "zh-Hans"

    /// The language a locale environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`;
    /// Chinese (`zh...`) gives Simplified Chinese, anything else English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return value.lowercased().hasPrefix("zh") ? .zhHans : .en
        }
        return .en
    }

    /// `--lang`'s spelling: `en` or `zh-Hans` (also `zh`, `zh_CN`, `zh-CN`).
    public init?(argument: String) {
        switch String(argument.lowercased().map { $0 == "_" ? "-" : $0 }) {
        case "en", "en-us", "en-gb": self = .en
        case "zh-hans", "zh", "zh-cn", "zh-sg": self = .zhHans
        default: return nil
        }
    }

    /// One of two sentences, by language.
    public func pick(_ en: String, _ zh: String) -> String { self == .en ? en : zh }

    /// A list joined as the language writes it: "a, b" or "a、b".
    public func list(_ items: [String]) -> String { items.joined(separator: self == .en ? ", " : "、") }

    /// The end of a sentence: "." or "。".
    public var stop: String { pick(".", "。") }
}
