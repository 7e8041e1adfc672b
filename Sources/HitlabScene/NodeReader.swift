import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

/// A mapping entry with the position of its key.
struct Entry {
    let key: String
    let keyNode: Node
    let value: Node
}

/// Typed access to YAML nodes. Every problem becomes a positioned diagnostic and decoding
/// carries on with the default, so one pass reports every error.
struct NodeReader {
    let sink: DiagnosticSink

    func position(_ node: Node) -> SourcePosition {
        node.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? .start
    }

    func error(_ node: Node, _ message: String) {
        sink.error(position(node), message)
    }

    /// The language of the messages.
    var language: Language { sink.language }

    /// One message in the reader's language (`DiagnosticSink.t`).
    func t(_ phrase: Phrase) -> String { sink.t(phrase) }

    /// "from LO to HI" ("在 LO 到 HI 之间"), with a unit (" seconds") when given.
    func between(_ low: String, _ high: String, _ unit: Phrase = "") -> String {
        t("from \(low) to \(high)\(unit)")
    }

    /// " seconds", the unit `between` gives a time.
    static let seconds = Phrase(" seconds")

    /// "; did you mean 'x'?" in the reader's language.
    func didYouMean(_ near: String) -> String { t("; did you mean '\(near)'?") }

    /// A mapping's entries by key, after reporting keys outside `known` (with the nearest
    /// known key as a suggestion) and keys that are not plain strings.
    func entries(_ node: Node, known: [String], what: String) -> [String: Entry]? {
        guard let mapping = node.mapping else {
            error(
                node,
                t(
                    "\(what) must be a mapping (key: value), got \(describe(node))"))
            return nil
        }
        var result: [String: Entry] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                error(
                    keyNode,
                    t(
                        "\(what) has a key that is not a name: \(describe(keyNode))"))
                continue
            }
            guard known.contains(key) else {
                let hint =
                    nearestKey(to: key, in: known).map { didYouMean($0) }
                    ?? t(" (known keys: \(WordList(known)))")
                error(keyNode, t("unknown key '\(key)' in \(what)\(hint)"))
                continue
            }
            result[key] = Entry(key: key, keyNode: keyNode, value: value)
        }
        return result
    }

    func isNull(_ node: Node) -> Bool {
        classify(node) == .null
    }

    /// A short description of what a node holds, for type errors.
    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return t("a mapping")
        case .sequence(let s): return t("a list of \(s.count)")
        case .alias: return t("an alias")
        case .scalar(let s):
            let text = s.string.count > 40 ? String(s.string.prefix(40)) + "…" : s.string
            switch classify(node) {
            case .null: return "null"
            case .int, .float: return t("the number \(text)")
            case .bool: return t("the boolean \(text)")
            default: return language.say("the string \"\(text)\"")
            }
        }
    }

    // MARK: Scalars

    func string(_ node: Node, _ key: String) -> String? {
        guard let scalar = node.scalar, !isNull(node) else {
            error(node, t("'\(key)' must be a string, got \(describe(node))"))
            return nil
        }
        return scalar.string
    }

    func bool(_ node: Node, _ key: String) -> Bool? {
        guard case .bool(let value) = classify(node) else {
            error(
                node,
                t(
                    "'\(key)' must be true or false, got \(describe(node))"))
            return nil
        }
        return value
    }

    /// A finite number, optionally within a range.
    func number(_ node: Node, _ key: String, min: Double? = nil, max: Double? = nil, range: String? = nil) -> Double? {
        let value: Double
        switch classify(node) {
        case .int(let i): value = Double(i)
        case .float(let f): value = f
        default:
            error(node, t("'\(key)' must be a number, got \(describe(node))"))
            return nil
        }
        let text = node.scalar?.string ?? ""
        guard value.isFinite else {
            error(node, t("'\(key)' must be a finite number, got \(text)"))
            return nil
        }
        if let min, value < min {
            let bound = range.map { Phrase("must be \($0)") } ?? Phrase("must be >= \(formatNumber(min))")
            error(node, t("'\(key)' \(bound), got \(text)"))
            return nil
        }
        if let max, value > max {
            let bound = range.map { Phrase("must be \($0)") } ?? Phrase("must be <= \(formatNumber(max))")
            error(node, t("'\(key)' \(bound), got \(text)"))
            return nil
        }
        return value
    }

    func integer(_ node: Node, _ key: String, min: Int, max: Int = Int.max) -> Int? {
        guard case .int(let value) = classify(node) else {
            error(
                node, t("'\(key)' must be a whole number, got \(describe(node))")
            )
            return nil
        }
        guard value >= min else {
            error(node, t("'\(key)' must be at least \(min), got \(value)"))
            return nil
        }
        guard value <= max else {
            error(node, t("'\(key)' must be at most \(max), got \(value)"))
            return nil
        }
        return value
    }

    /// A finite number no larger than `limit` either way.
    func number(_ node: Node, _ key: String, magnitude limit: Double) -> Double? {
        number(node, key, min: -limit, max: limit, range: between(formatNumber(-limit), formatNumber(limit)))
    }

    /// Text shown to people (a label, a title, a note): at most `SceneLimits.textLength` characters.
    func text(_ node: Node, _ key: String) -> String? {
        guard let value = string(node, key) else { return nil }
        guard value.count <= SceneLimits.textLength else {
            error(
                node,
                t(
                    "'\(key)' is \(value.count) characters long; the limit is \(SceneLimits.textLength)"))
            return nil
        }
        return value
    }

    /// A text in one language, or in several: `title: Round button`, or
    /// `title: {en: Round button, zh-Hans: 圆形按钮}`. The plain form counts for every language.
    func localizedText(_ node: Node, _ key: String) -> LocalizedText? {
        guard node.mapping != nil else { return text(node, key).map { LocalizedText($0) } }
        guard let e = entries(node, known: Language.allCases.map(\.rawValue), what: "'\(key)'") else { return nil }
        var byLanguage: [Language: String] = [:]
        for language in Language.allCases {
            if let entry = e[language.rawValue], let value = text(entry.value, "\(key).\(language.rawValue)") {
                byLanguage[language] = value
            }
        }
        guard let first = Language.allCases.lazy.compactMap({ byLanguage[$0] }).first else {
            error(
                node,
                t(
                    "'\(key)' gives no text: write it for one or more of 'en', 'zh-Hans', 'zh-Hant'"))
            return nil
        }
        return LocalizedText(first, byLanguage: byLanguage)
    }

    /// One of an enumeration's raw values.
    func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ key: String, _ type: T.Type) -> T?
    where T.RawValue == String {
        guard let text = node.scalar?.string, !isNull(node), let value = T(rawValue: text) else {
            let options = language.list(T.allCases.map { "'\($0.rawValue)'" })
            var message = t(
                "'\(key)' must be one of \(options), got \(describe(node))")
            if let text = node.scalar?.string, let near = nearestKey(to: text, in: T.allCases.map(\.rawValue)) {
                message += didYouMean(near)
            }
            error(node, message)
            return nil
        }
        return value
    }

    // MARK: Lists

    func sequence(_ node: Node, _ key: String) -> [Node]? {
        guard let seq = node.sequence else {
            error(node, t("'\(key)' must be a list, got \(describe(node))"))
            return nil
        }
        return Array(seq)
    }

    /// A list of exactly `count` finite numbers.
    func numbers(_ node: Node, _ key: String, count: Int, shape: String) -> [Double]? {
        guard let seq = node.sequence, seq.count == count else {
            error(
                node, t("'\(key)' must be \(shape), got \(describe(node))")
            )
            return nil
        }
        var values: [Double] = []
        for item in seq {
            guard let v = number(item, key) else { return nil }
            values.append(v)
        }
        return values
    }

    /// `[x, y]`, each coordinate within `SceneLimits.coordinate`.
    func point(_ node: Node, _ key: String) -> Point? {
        guard let v = numbers(node, key, count: 2, shape: "[x, y]") else { return nil }
        let limit = SceneLimits.coordinate
        guard abs(v[0]) <= limit, abs(v[1]) <= limit else {
            error(
                node,
                t(
                    """
                    '\(key)' coordinates must be from \(formatNumber(-limit)) to \(formatNumber(limit)), got \
                    [\(formatNumber(v[0])), \(formatNumber(v[1]))]
                    """))
            return nil
        }
        return Point(v[0], v[1])
    }

    func names(_ node: Node, _ key: String) -> [(String, Node)]? {
        guard let items = sequence(node, key) else { return nil }
        return items.compactMap { item in string(item, key).map { ($0, item) } }
    }

    func colour(_ node: Node, _ key: String) -> Colour? {
        // `background: #F2F2F7` is null to YAML: an unquoted # starts a comment.
        if case .scalar = node, classify(node) == .null {
            error(
                node,
                t(
                    """
                    '\(key)' must be a colour, got null: in YAML an unquoted # starts a comment, so quote it: \
                    \(key): \"#F2F2F7\"
                    """))
            return nil
        }
        guard let text = string(node, key) else { return nil }
        guard let colour = parseColour(text) else {
            var message = language.say(
                "'\(key)' must be \"#RRGGBB\", \"#RRGGBBAA\" or a CSS colour name, got \"\(text)\"")
            if let near = nearestKey(to: text, in: Array(cssColours.keys).sorted()) { message += didYouMean(near) }
            error(node, message)
            return nil
        }
        return colour
    }
}
