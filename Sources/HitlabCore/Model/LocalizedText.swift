/// A text a scene or a lesson gives, in one language for all or in several
/// (`{en: ..., zh-Hans: ...}`): a title, a summary, a check's note, a teacher's question.
public struct LocalizedText: Hashable, Sendable {
    /// The English, or the first given.
    public var text: String
    public var byLanguage: [Language: String] = [:]

    public init(_ text: String, byLanguage: [Language: String] = [:]) {
        self.text = text
        self.byLanguage = byLanguage
    }
}
