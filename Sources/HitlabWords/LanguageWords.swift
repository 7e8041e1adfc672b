import HitlabCore

/// How each language writes a sentence, a list, an ending.
extension Language {
    /// `--lang`'s accepted values, for messages.
    public static let names = "en, zh-Hans or zh-Hant"

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

    /// A list joined as the language writes it: "a, b" or "a、b".
    public func list(_ items: [String]) -> String { items.joined(separator: self == .en ? ", " : "、") }

    /// The end of a sentence: "." or "。".
    public var stop: String { say(".") }
}
