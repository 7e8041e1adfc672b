import HitlabCore
import HitlabFiles

/// A sentence as its call site writes it, in English, with the values it mentions; its other
/// languages are in the catalog (`Catalog/zh-Hans.phrases`), keyed by the English with each
/// value as `%1`, `%2`, … (and a literal `%` as `%%`):
///
///     t("'\(key)' must be a number, got \(got)")   // key: "'%1' must be a number, got %2"
///
/// The code reads in one language; a translator reads every sentence of a language in one file.
public struct Phrase: ExpressibleByStringInterpolation {
    /// The English with `%N` for each value: what the catalog is keyed by (made only when a
    /// translation is looked up: English is said from `literals` and the values directly).
    public var key: String {
        if let template { return template }
        var key = SentenceTemplate.escaped(literals[0])
        for (n, literal) in literals.dropFirst().enumerated() { key += "%\(n + 1)" + SentenceTemplate.escaped(literal) }
        return key
    }
    /// The English around the values, as written (one more than the values); empty when the
    /// phrase was made from a template (`template`).
    private let literals: [String]
    private let template: String?
    let values: [Value]

    /// A value a sentence mentions: its text as Swift interpolates it, or a word that is
    /// itself said in the sentence's language.
    indirect enum Value {
        case text(String)
        case word(any LocalizedWord)
        case unsaid(Value)

        func text(in language: Language) -> String {
            switch self {
            case .text(let text): return text
            case .word(let word): return word.text(in: language)
            case .unsaid(let value): return language == .en ? "" : value.text(in: language)
            }
        }
    }

    public init(stringLiteral value: String) {
        literals = [value]
        template = nil
        values = []
    }

    /// A phrase kept to be said later, in the language of the sentence that mentions it:
    /// `let unit = Phrase(" seconds")`, then `t("from 0 to 9\(unit)")`.
    public init(_ phrase: Phrase) { self = phrase }

    public init(stringInterpolation: StringInterpolation) {
        literals = stringInterpolation.literals
        template = nil
        values = stringInterpolation.values
    }

    init(key: String, values: [Value]) {
        literals = []
        template = key
        self.values = values
    }

    /// The sentence in English.
    var english: String {
        guard template == nil else { return filled(key, in: .en) }
        var out = literals[0]
        for (value, literal) in zip(values, literals.dropFirst()) { out += value.text(in: .en) + literal }
        return out
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        /// The literal text before each value and after the last (always one more than values).
        var literals = [""]
        var values: [Value] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            literals.reserveCapacity(interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) { literals[literals.count - 1] += literal }

        private mutating func append(_ value: Value) {
            values.append(value)
            literals.append("")
        }

        /// A value as `"\(value)"` writes it, in every language.
        public mutating func appendInterpolation<T>(_ value: T) { append(.text(String(describing: value))) }

        /// The same for a value whose type says how it is written, read straight from it:
        /// `String(describing:)` asks the runtime which protocols the type conforms to, and each
        /// first question scans every conformance in the program (0.1 ms at start-up).
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            append(.text(value.description))
        }

        /// A value the English leaves unsaid but a translation names (the catalog's Chinese may
        /// say the window's name where the English says "the window"): written at the end.
        public mutating func appendInterpolation(unsaid value: String) { append(.unsaid(.text(value))) }

        /// A word the English leaves unsaid but a translation names (which knob a drag follows).
        public mutating func appendInterpolation(unsaid word: some LocalizedWord) { append(.unsaid(.word(word))) }

        /// A word said in the sentence's language.
        public mutating func appendInterpolation(_ word: some LocalizedWord) { append(.word(word)) }

        /// A word said in the sentence's language, though its type can also describe itself.
        public mutating func appendInterpolation(_ word: some LocalizedWord & CustomStringConvertible) {
            append(.word(word))
        }
    }

    /// `template` with `%N` replaced by value N said in `language`, `%%` by `%`.
    func filled(_ template: String, in language: Language) -> String {
        SentenceTemplate.filled(template) { n in n <= values.count ? values[n - 1].text(in: language) : nil }
    }
}

/// A word that is said in the sentence's language when a `Phrase` mentions it (a recognizer's
/// kind, a direction, a list of names joined as the language joins them).
public protocol LocalizedWord {
    func text(in language: Language) -> String
}

extension Language {
    /// A phrase in this language: the English as written, or the catalog's Chinese (converted
    /// for Traditional); `adjustChinese` runs on the Chinese once its values are in (the loader
    /// and the command line space Han from Latin with it).
    public func say(_ phrase: Phrase) -> String { say(phrase, adjustChinese: { $0 }) }

    /// A phrase in this language, `adjustChinese` run on its Chinese once the values are in.
    public func say(_ phrase: Phrase, adjustChinese: (String) -> String) -> String {
        switch self {
        case .en:
            return phrase.english
        case .zhHans, .zhHant:
            let key = phrase.key
            guard !key.isEmpty else { return "" }
            // A phrase that is one value alone ("%1") is that value in every language.
            guard let template = PhraseCatalog.chinese[key] ?? (key == "%1" ? "%1" : nil) else {
                return phrase.english
            }
            // Written by hand for Taiwan: its values said in Traditional (a sentence inside it
            // written by hand too), each converted alone in case it is Simplified text.
            if self == .zhHant, let written = PhraseCatalog.traditional[key] {
                return adjustChinese(
                    SentenceTemplate.filled(written) { n in
                        n <= phrase.values.count
                            ? TraditionalChinese.convert(phrase.values[n - 1].text(in: .zhHant)) : nil
                    })
            }
            // Words are said in Simplified too: the whole sentence is converted once.
            let chinese = adjustChinese(phrase.filled(template, in: .zhHans))
            return self == .zhHant ? TraditionalChinese.convert(chinese) : chinese
        }
    }
}

/// A phrase inside a sentence is said in the sentence's language.
extension Phrase: LocalizedWord {
    public func text(in language: Language) -> String { language.say(self) }
}

/// Items joined as the sentence's language joins a list: "a, b" or "a、b".
public struct WordList: LocalizedWord {
    let items: [String]
    public init(_ items: [String]) { self.items = items }
    public func text(in language: Language) -> String { language.list(items) }
}

/// A word given in each language by the code that knows it (a recognizer's kind, a direction):
/// for values the catalog cannot key, because they are chosen, not written.
public struct ChosenWord: LocalizedWord {
    let en: String
    let other: Other

    enum Other {
        case chinese(String)
        case phrase(Phrase)
    }

    /// A word in English and in Chinese, from a table of a few words (a swipe's direction).
    public init(en: String, zh: String) {
        self.en = en
        other = .chinese(zh)
    }

    /// A word the English names verbatim (an enum's name) and other languages say as `phrase`.
    public init(en: String, otherwise phrase: Phrase) {
        self.en = en
        other = .phrase(phrase)
    }

    public func text(in language: Language) -> String {
        if language == .en { return en }
        switch other {
        case .chinese(let zh): return zh
        case .phrase(let phrase): return language.say(phrase)
        }
    }
}

/// A number of things: "1 view", "2 views" in English; in Chinese the number alone, as the
/// Chinese sentence writes the measure word itself ("有 2 个视图").
public struct Count: LocalizedWord {
    let n: Int
    let one: String
    let many: String
    public init(_ n: Int, _ one: String, _ many: String) {
        self.n = n
        self.one = one
        self.many = many
    }
    public func text(in language: Language) -> String { language == .en ? "\(n) \(n == 1 ? one : many)" : "\(n)" }
}

/// Clauses joined as the sentence's language joins them: "a; b" or "a；b".
public struct ClauseList: LocalizedWord {
    let items: [String]
    public init(_ items: [String]) { self.items = items }
    public func text(in language: Language) -> String { items.joined(separator: language == .en ? "; " : "；") }
}

/// Items joined with a separator of each language: `Joined(parts, en: ", ", zh: "，")`.
public struct Joined: LocalizedWord {
    let items: [String]
    let en: String
    let zh: String
    public init(_ items: [String], en: String, zh: String) {
        self.items = items
        self.en = en
        self.zh = zh
    }
    public func text(in language: Language) -> String { items.joined(separator: language == .en ? en : zh) }
}
