import Foundation
import HitlabCore
import HitlabWords
import Yams

/// Any key of a view, as the inspector types it: its value written over the old one on one
/// line, taken out (the default applies), or a new name written into every reference too.
extension SceneSource {
    /// The view's keys in the file's order, each with its value as written (nil: a value over
    /// several lines, such as a block list of gestures, which the window does not retype).
    public func keys(of view: String) -> [(key: String, value: String?)] {
        guard let root = try? Parser.scene(text).singleRoot(),
            let mapping = Self.viewMapping(named: view, in: root)
        else { return [] }
        let lines = LineIndex(text), scalars = Array(text.unicodeScalars)
        return (mapping.mapping.map(Array.init) ?? []).compactMap { key, value in
            guard let name = key.string else { return nil }
            guard let start = lines.offset(value), start < scalars.count else { return (name, nil) }
            let end = Self.endOfValue(in: text, from: start)
            let written = String(String.UnicodeScalarView(scalars[start..<end]))
            let oneLine =
                !written.contains("\n")
                && (try? Self.requireOneLine(value, text: text, start..<end, key: name, view: view, language: .en))
                    != nil
            return (name, oneLine ? written : nil)
        }
    }

    /// A typed value, trimmed, if it is one YAML value on one line; else why not.
    static func oneLineValue(_ typed: String, key: String, language: Language) throws -> String {
        let t: (Phrase) -> String = language.say
        let v = typed.trimmingCharacters(in: .whitespaces)
        guard let first = v.unicodeScalars.first, !v.contains("\n") else {
            throw EditError(
                description: t(
                    "'\(key)' needs a value (leave it empty to take the key out)"))
        }
        guard !"&*|>".unicodeScalars.contains(first) else {
            throw EditError(
                description: t(
                    "'\(v)': anchors, aliases and block text are written in the file by hand"))
        }
        guard let node = try? Yams.compose(yaml: "k: " + v), node.mapping?.count == 1 else {
            throw EditError(
                description: t(
                    "'\(v)' is not one YAML value: quote text that holds ': ' or ' #', and close every [ and {"))
        }
        return v
    }

    /// Refuses a value the text cannot be patched in place: a block list or mapping, block
    /// text (`|`, `>`), or plain text folded over several lines.
    static func requireOneLine(
        _ value: Node, text: String, _ range: Range<Int>, key: String, view: String, language: Language
    ) throws {
        let scalars = Array(text.unicodeScalars)
        let written = String(String.UnicodeScalarView(scalars[range]))
        let fits: Bool
        switch value {
        case .mapping, .sequence: fits = scalars[range.lowerBound] == "{" || scalars[range.lowerBound] == "["
        case .scalar(let s):
            switch s.style {
            case .literal, .folded: fits = false
            case .plain, .any: fits = written == s.string
            default: fits = true
            }
        default: fits = false
        }
        if !fits {
            throw EditError(
                description: language.say(
                    "'\(key)' of \(view) is written over several lines: edit it in the file"))
        }
    }

    /// The text with the view's `key` taken out: its line in a block mapping, the key and a
    /// comma in a flow mapping.
    static func removingKey(_ text: String, view: String, key: String, language: Language) throws -> String {
        let t: (Phrase) -> String = language.say
        if key == "name" {
            throw EditError(description: t("a view needs its name: type a new one instead"))
        }
        guard let root = try Parser.scene(text).singleRoot(),
            let mapping = viewMapping(named: view, in: root)
        else {
            throw EditError(description: t("no view named '\(view)' in the scene's file"))
        }
        guard let entry = mapping.mapping?.first(where: { $0.key.string == key }) else {
            throw EditError(description: t("\(view) has no '\(key)' to take out"))
        }
        let lines = LineIndex(text), s = Array(text.unicodeScalars)
        guard let keyStart = lines.offset(entry.key), let valueStart = lines.offset(entry.value),
            let mappingStart = lines.offset(mapping)
        else {
            throw EditError(description: "'\(key)' has no position")
        }
        let valueEnd = endOfValue(in: text, from: valueStart)
        try requireOneLine(entry.value, text: text, valueStart..<valueEnd, key: key, view: view, language: language)
        if s[mappingStart] == "{" {
            // `a: 1, key: v, b: 2`: the key and the comma after it; the last key takes the comma before it.
            var after = valueEnd
            while after < s.count && s[after] == " " { after += 1 }
            if after < s.count && s[after] == "," {
                after += 1
                while after < s.count && s[after] == " " { after += 1 }
                return replacing(text, keyStart..<after, with: "")
            }
            var before = keyStart
            while before > mappingStart + 1 && (s[before - 1] == " " || s[before - 1] == "\n") { before -= 1 }
            return replacing(text, (s[before - 1] == "," ? before - 1 : keyStart)..<valueEnd, with: "")
        }
        let lineStart = keyStart - lines.column(of: keyStart)
        guard s[lineStart..<keyStart].allSatisfy({ $0 == " " }) else {
            throw EditError(
                description: t(
                    "'\(key)' shares its line with the list's dash: take it out in the file"))
        }
        let lineEnd = s[valueEnd...].firstIndex(of: "\n").map { $0 + 1 } ?? s.count
        return replacing(text, lineStart..<lineEnd, with: "")
    }

    /// The view's new name, written where it is named and wherever the file refers to it: the
    /// loader's own list of references (`target`, `firstResponder`, `hitTestReturns`, a check's
    /// `hit`, `chain`, `handledBy`, `deliveries`, `reachable`, ...), and default gesture names
    /// (`card.tap` becomes `badge.tap`).
    static func renamed(_ text: String, view old: String, to typed: String, language: Language) throws -> String {
        guard let new = (try? Yams.compose(yaml: "k: " + typed))??.mapping?.first?.value.string, !new.isEmpty else {
            throw EditError(
                description: language.say(
                    "a name is one word (no spaces), such as buyButton"))
        }
        guard new != old, let root = try Parser.scene(text).singleRoot() else { return text }
        guard let mapping = viewMapping(named: old, in: root) else {
            throw EditError(
                description: language.say("no view named '\(old)' in the scene's file"))
        }
        var decoder = SceneDecoder(
            reader: NodeReader(sink: DiagnosticSink(file: "", language: .en)),
            images: ImagePathPolicy(sceneDirectory: nil), fileName: "")
        _ = decoder.decodeScene(root)
        var spots: [(node: Node, name: String)] = []
        for ref in decoder.references {
            if ref.name == old {
                spots.append((ref.node, new))
            } else if ref.name.hasPrefix(old + "."), let defined = decoder.definedNames[ref.name],
                defined?.string != ref.name
            {
                // A gesture named by default after its view and kind (defined where its kind is written).
                spots.append((ref.node, new + ref.name.dropFirst(old.count)))
            }
        }
        for (_, name, node) in decoder.hitTestRedirects where name == old { spots.append((node, new)) }
        let own = mapping.mapping?.first(where: { $0.key.string == "name" })?.value
        if let own { spots.append((own, new)) }
        let lines = LineIndex(text)
        var seen = Set<Int>()
        let places = spots.compactMap { spot in lines.offset(spot.node).map { ($0, spot.name) } }
            .filter { seen.insert($0.0).inserted }.sorted { $0.0 > $1.0 }
        var result = text
        for (start, name) in places {
            result = replacing(result, start..<endOfValue(in: result, from: start), with: yamlScalar(name))
        }
        // The window named by default (no `name` key): the key is added.
        return own == nil
            ? try patched(result, .word(view: old, key: "name", yamlScalar(new)), language: language) : result
    }

    /// A name as YAML text: plain when it is a simple word, else in double quotes.
    static func yamlScalar(_ s: String) -> String {
        let plain =
            s.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || "_.-".unicodeScalars.contains($0)
            }
            && s.first.map { $0.isLetter || $0 == "_" } == true
            && !["true", "false", "null", "yes", "no", "on", "off"].contains(s.lowercased())
        if plain { return s }
        let escaped = s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"\(escaped)\""
    }
}
