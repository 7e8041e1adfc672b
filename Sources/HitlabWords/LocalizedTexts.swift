import HitlabCore

/// A scene's and a lesson's own texts in a language: that language's, else for Traditional
/// Chinese the Simplified one converted, else the plain one.
extension Appearance {
    /// The look in a language: its text in that language when the scene gives one.
    public func localized(_ language: Language) -> Appearance {
        guard let own = text.flatMap({ language.own($0.byLanguage) }) else { return self }
        var copy = self
        copy.text = LocalizedText(own)
        return copy
    }
}

extension Scene {
    /// The title in a language (the plain title when that language has none).
    public func title(in language: Language) -> String { title(language) }
    public func summary(in language: Language) -> String? { summary?(language) }
}

extension Check {
    /// The note in a language (the plain note when that language has none).
    public func note(in language: Language) -> String? { note?(language) }
}

extension LocalizedText {
    /// The text in a language: its own, else (for Traditional Chinese) the Simplified one
    /// converted, else the plain one.
    public func callAsFunction(_ language: Language) -> String { language.own(byLanguage) ?? text }
}
