/// The languages Hitlab speaks: every sentence it prints or draws exists in each.
/// Sentences are written in English and in Simplified Chinese; Traditional Chinese (as Taiwan
/// writes it) is the Simplified sentence converted (`TraditionalChinese`), so it can lack none.
public enum Language: String, CaseIterable, Sendable {
    case en
    case zhHans = "zh-Hans"
    case zhHant = "zh-Hant"

    /// The language a locale environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`;
    /// Chinese of Taiwan, Hong Kong or Macau (`zh_TW`, `zh_HK`, `zh_MO`, `zh-Hant`) gives
    /// Traditional Chinese, other Chinese (`zh...`) Simplified, anything else English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let tag = value.split(separator: ".").first.map(String.init) ?? value
            return Language(argument: tag) ?? (tag.lowercased().hasPrefix("zh") ? .zhHans : .en)
        }
        return .en
    }

    /// `--lang`'s spelling: `en`, `zh-Hans` (also `zh`, `zh_CN`, `zh-CN`) or `zh-Hant` (also
    /// `zh_TW`, `zh-TW`, `zh-HK`).
    public init?(argument: String) {
        switch String(argument.lowercased().map { $0 == "_" ? "-" : $0 }) {
        case "en", "en-us", "en-gb", "c", "posix": self = .en
        case "zh-hans", "zh", "zh-cn", "zh-sg", "zh-hans-cn": self = .zhHans
        case "zh-hant", "zh-tw", "zh-hk", "zh-mo", "zh-hant-tw", "zh-hant-hk": self = .zhHant
        default: return nil
        }
    }

    /// `--lang`'s accepted values, for messages.
    public static let names = "en, zh-Hans or zh-Hant"

    /// Whether sentences are Chinese (either script).
    public var isChinese: Bool { self != .en }

    /// One of two sentences, by language: the Chinese one is written in Simplified Chinese and
    /// converted for Traditional.
    public func pick(_ en: String, _ zh: String) -> String {
        switch self {
        case .en: return en
        case .zhHans: return zh
        case .zhHant: return TraditionalChinese.convert(zh)
        }
    }

    /// A text a scene gives per language (a title, a caption, a note): this language's own,
    /// else for Traditional the Simplified one converted, else nil.
    public func own(_ texts: [Language: String]) -> String? {
        if let own = texts[self] { return own }
        if self == .zhHant, let simplified = texts[.zhHans] { return TraditionalChinese.convert(simplified) }
        return nil
    }

    /// The language after this one in the window's `l` cycle: English, 简体中文, 繁體中文.
    public var next: Language {
        let all = Language.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// A list joined as the language writes it: "a, b" or "a、b".
    public func list(_ items: [String]) -> String { items.joined(separator: self == .en ? ", " : "、") }

    /// The end of a sentence: "." or "。".
    public var stop: String { pick(".", "。") }
}
