/// The languages Hitlab speaks, as tags: a scene's texts are keyed by them, and HitlabWords
/// writes every sentence in each (English and Simplified Chinese; Traditional Chinese, as Taiwan
/// writes it, is the Simplified sentence converted, so it can lack none).
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

    /// Whether sentences are Chinese (either script).
    public var isChinese: Bool { self != .en }

    /// The language after this one in the window's `l` cycle: English, Simplified, Traditional.
    public var next: Language {
        let all = Language.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
