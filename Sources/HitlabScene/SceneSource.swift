import Foundation
import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

/// A scene file's text, changed by edits in place: a view's `frame` or a flag is rewritten
/// where it stands (or added after the view's `frame`), and every other byte of the file —
/// comments, key order, quoting, blank lines — stays as written. The text is the one truth:
/// each edit gives a new text, and the scene is loaded again from it, so what is saved is
/// exactly what is shown. Undo and redo step through the texts.
public struct SceneSource {
    public let path: String
    /// Every text so far, oldest first; `current` is the one shown.
    private var texts: [String]
    private var index = 0

    public init(path: String, text: String) {
        self.path = path
        texts = [text]
        diskText = text
    }

    /// The file's text as last read or written: what the edits are based on. A save finds the
    /// file still holding it, or asks (another program wrote the file meanwhile).
    public private(set) var diskText: String

    /// The file changed on disk since the edits began: `disk` is what it holds now.
    public struct ChangedOnDisk: Error, CustomStringConvertible {
        public let disk: String
        public var description: String { "the file changed on disk since it was read" }
    }

    /// The file as loaded (`save` of an unchanged source writes these bytes).
    public var text: String { texts[index] }
    public var canUndo: Bool { index > 0 }
    public var canRedo: Bool { index + 1 < texts.count }
    /// Whether the text differs from the one last saved or loaded.
    public private(set) var savedIndex = 0
    public var isDirty: Bool { index != savedIndex }

    /// One change to a view, as a user makes it in the window.
    public enum Edit: Equatable {
        /// The view's frame (`frame: [x, y, width, height]`, in its superview's points).
        case frame(view: String, Rect)
        /// A yes/no key of the view: `hidden`, `interactive`, `enabled`, `passThrough`.
        case flag(view: String, key: String, Bool)
        /// A number key of the view: `alpha`.
        case number(view: String, key: String, Double)
        /// A word key of the view: `hitArea`.
        case word(view: String, key: String, String)
        /// A new view at the end of `parent`'s subviews (in front of its siblings), written as
        /// one flow mapping: `{name: ..., kind: ..., frame: [...], ...}`.
        case add(parent: String, view: String, kind: String, frame: Rect)
        /// The view and everything under it, out of the file.
        case delete(view: String)
        /// The view one place later (+1, in front) or earlier (-1, behind) among its siblings (H3).
        case reorder(view: String, by: Int)
        /// The view (with everything under it) moved to the end of another view's subviews,
        /// its frame becoming `frame` (in the new superview's points).
        case reparent(view: String, to: String, frame: Rect)
        /// Any key of the view, its value typed as YAML on one line (`"#FF3B30"`, `[0, 0, 80, 44]`,
        /// `{en: Buy, zh-Hans: 购买}`); nil takes the key out (its default applies). A new `name`
        /// is written into every reference to the view too (`target`, `firstResponder`, a check's
        /// `hit` and `chain`, a default gesture name such as `card.tap`, ...).
        case set(view: String, key: String, value: String?)
    }

    public struct EditError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Applies `edit` to the current text; the scene it gives is loaded to check it (an edit
    /// the loader refuses is refused, with the loader's message). Later texts (redo) are dropped.
    @discardableResult
    public mutating func apply(_ edit: Edit, language: Language = .en) throws -> Scene {
        let new = try Self.patched(text, edit, language: language)
        let scene = try load(new, language: language)
        texts.removeSubrange((index + 1)...)
        texts.append(new)
        index += 1
        return scene
    }

    /// The scene of the text before the last edit, or nil when there is none.
    public mutating func undo(language: Language = .en) throws -> Scene? {
        guard canUndo else { return nil }
        index -= 1
        return try load(text, language: language)
    }

    public mutating func redo(language: Language = .en) throws -> Scene? {
        guard canRedo else { return nil }
        index += 1
        return try load(text, language: language)
    }

    /// The text was written to the file (or the file was read again).
    public mutating func markSaved() {
        savedIndex = index
        diskText = text
    }

    /// Reads a scene file's text as the loader reads it (a regular file, within the limits).
    public static func read(path: String) throws -> SceneSource {
        let bytes = try ReadFile.contents(path, maxBytes: SceneLimits.fileBytes)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw EditError(description: "\(path) is not UTF-8 text")
        }
        return SceneSource(path: path, text: text)
    }

    /// Writes the current text to the scene's file: a temporary file renamed over it, the
    /// path resolved first (links followed), a folder refused; then it counts as saved. Just
    /// before the rename the file must still hold `diskText` (unless `over` is the text the
    /// user chose to write over): otherwise `ChangedOnDisk`, and nothing is written. Returns
    /// false when there was nothing to write (no edit, and the file holds the text).
    @discardableResult
    public mutating func save(over: String? = nil) throws -> Bool {
        let expected = over ?? diskText
        func onDisk() -> String? {
            (try? ReadFile.contents(path, maxBytes: SceneLimits.fileBytes)).map { String(decoding: $0, as: UTF8.self) }
        }
        if !isDirty, onDisk() == text { return false }
        _ = try AtomicFile.write(Array(text.utf8), to: path) {
            if let now = onDisk(), now != expected { throw ChangedOnDisk(disk: now) }
        }
        markSaved()
        return true
    }

    /// How many names the file has (hard links): saving gives this name a file of its own.
    public var linkCount: Int { ReadFile.linkCount(path) }

    private func load(_ text: String, language: Language) throws -> Scene {
        try SceneLoader.load(
            text: text, path: path, directory: URL(fileURLWithPath: path).deletingLastPathComponent().path,
            language: language
        ).scene
    }

    // MARK: Patching the text

    static func patched(_ text: String, _ edit: Edit, language: Language) throws -> String {
        let t: (Phrase) -> String = language.say
        let (view, key, value): (String, String, String)
        switch edit {
        case .add, .delete, .reorder, .reparent:
            return try SubviewEdits(text: text, language: language).apply(edit)
        case .set(let v, let k, let typed):
            if k == "subviews" {
                throw EditError(
                    description: t(
                        """
                        subviews are edited in the tree: a row dragged onto another changes its superview, \
                        Ctrl+B/N/L/I adds, Backspace deletes
                        """))
            }
            guard let typed else { return try removingKey(text, view: v, key: k, language: language) }
            let written = try oneLineValue(typed, key: k, language: language)
            if k == "name" { return try renamed(text, view: v, to: written, language: language) }
            (view, key, value) = (v, k, written)
        case .frame(let v, let r):
            (view, key, value) = (
                v, "frame",
                """
                [\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \
                \(formatNumber(r.height))]
                """
            )
        case .flag(let v, let k, let b): (view, key, value) = (v, k, b ? "true" : "false")
        case .number(let v, let k, let n): (view, key, value) = (v, k, formatNumber(n))
        case .word(let v, let k, let w): (view, key, value) = (v, k, w)
        }
        let root = try Parser.scene(text).singleRoot()
        guard let root, let mapping = viewMapping(named: view, in: root) else {
            throw EditError(description: t("no view named '\(view)' in the scene's file"))
        }
        let lines = LineIndex(text)
        if let entry = mapping.mapping?.first(where: { $0.key.string == key }) {
            // The value is rewritten where it stands.
            guard let start = lines.offset(entry.value), let keyStart = lines.offset(entry.key) else {
                throw EditError(description: "'\(key)' has no position")
            }
            // A value shared through a YAML anchor (&name) or alias (*name) would change every view
            // that shares it, or land on the anchor's text: left to the author.
            let first = text.unicodeScalars[text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: start)]
            if start < keyStart || first == "&" || first == "*" {
                throw EditError(
                    description: t(
                        "'\(key)' of \(view) is shared through a YAML anchor or alias: edit it in the file by hand"))
            }
            let end = Self.endOfValue(in: text, from: start)
            try Self.requireOneLine(entry.value, text: text, start..<end, key: key, view: view, language: language)
            return Self.replacing(text, start..<end, with: value)
        }
        // A new key: in a flow mapping before its closing brace; in a block mapping on a line
        // of its own after the view's `frame` (or `name`), at the keys' indentation.
        guard let mappingStart = lines.offset(mapping) else { throw EditError(description: "the view has no position") }
        let scalars = Array(text.unicodeScalars)
        if scalars[mappingStart] == "{" {
            let close = Self.matchingClose(scalars, from: mappingStart)
            return Self.replacing(text, close..<close, with: ", \(key): \(value)")
        }
        // After the last key written on one line that comes before it in docs/scene-format.md's
        // order; else after the view's `frame` (or `name`).
        let oneLine = (mapping.mapping ?? Node.Mapping([])).filter { pair in
            guard let k = lines.offset(pair.key), let v = lines.offset(pair.value), k < v else { return false }
            return !scalars[k..<v].contains("\n") && !scalars[k..<Self.endOfValue(in: text, from: v)].contains("\n")
        }
        let rank = ViewKeyOrder.rank(key)
        let anchor =
            oneLine.filter { ViewKeyOrder.rank($0.key.string ?? "") < rank }
            .max { ViewKeyOrder.rank($0.key.string ?? "") < ViewKeyOrder.rank($1.key.string ?? "") }
            ?? mapping.mapping?.first(where: { $0.key.string == "frame" })
            ?? mapping.mapping?.first(where: { $0.key.string == "name" })
        guard let anchor, let keyStart = lines.offset(anchor.key), let valueStart = lines.offset(anchor.value) else {
            // A view with neither (the window): the new key goes first, on a line of its own.
            guard let first = mapping.mapping?.first, let firstKey = lines.offset(first.key) else {
                throw EditError(description: "the view's mapping is empty")
            }
            let column = lines.column(of: firstKey)
            return Self.replacing(
                text, (firstKey - column)..<(firstKey - column),
                with: String(repeating: " ", count: column) + "\(key): \(value)\n")
        }
        let indent = String(repeating: " ", count: lines.column(of: keyStart))
        let lineEnd = scalars[Self.endOfValue(in: text, from: valueStart)...].firstIndex(of: "\n") ?? scalars.count
        return Self.replacing(text, lineEnd..<lineEnd, with: "\n\(indent)\(key): \(value)")
    }

    /// The mapping of the view named `name`: the window, a view under `subviews`, or a window
    /// of `windows`, at any depth.
    static func viewMapping(named name: String, in root: Node) -> Node? {
        func search(_ node: Node) -> Node? {
            guard let pairs = node.mapping else { return nil }
            if pairs.first(where: { $0.key.string == "name" })?.value.string == name { return node }
            for (key, value) in pairs where key.string == "subviews" {
                for child in value.sequence ?? [] { if let found = search(child) { return found } }
            }
            return nil
        }
        guard let top = root.mapping else { return nil }
        if let window = top.first(where: { $0.key.string == "window" })?.value {
            // The window is named `window` unless it says otherwise.
            if name == "window" && window.mapping?.first(where: { $0.key.string == "name" }) == nil { return window }
            if let found = search(window) { return found }
        }
        for item in top.first(where: { $0.key.string == "windows" })?.value.sequence ?? [] {
            if let found = search(item) { return found }
        }
        return nil
    }

    /// Where a value that starts at `start` ends: its closing bracket for a flow list or map,
    /// its closing quote, else the first `,`, `}`, `]`, line end or ` #` comment.
    static func endOfValue(in text: String, from start: Int) -> Int {
        let s = Array(text.unicodeScalars)
        switch s[start] {
        case "[", "{": return matchingClose(s, from: start) + 1
        case "\"", "'":
            var i = start + 1
            while i < s.count && s[i] != s[start] { i += s[i] == "\\" && s[start] == "\"" ? 2 : 1 }
            return min(i + 1, s.count)
        default:
            var i = start
            while i < s.count, !",}]\n".unicodeScalars.contains(s[i]), !(s[i] == "#" && i > start && s[i - 1] == " ") {
                i += 1
            }
            while i > start && s[i - 1] == " " { i -= 1 }
            return i
        }
    }

    /// The offset of the bracket that closes the one at `open` (quotes skipped).
    static func matchingClose(_ s: [Unicode.Scalar], from open: Int) -> Int {
        var depth = 0, i = open
        var quote: Unicode.Scalar?
        while i < s.count {
            let c = s[i]
            if let q = quote {
                if c == "\\" && q == "\"" { i += 2; continue }
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[" || c == "{" {
                depth += 1
            } else if c == "]" || c == "}" {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return s.count
    }

    static func replacing(_ text: String, _ range: Range<Int>, with new: String) -> String {
        var scalars = Array(text.unicodeScalars)
        scalars.replaceSubrange(range, with: Array(new.unicodeScalars))
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Line and column (libyaml's, 1-based, counted in characters) to offsets in the text's
    /// Unicode scalars.
    struct LineIndex {
        private var starts: [Int] = [0]

        init(_ text: String) {
            for (i, s) in text.unicodeScalars.enumerated() where s == "\n" { starts.append(i + 1) }
        }

        func offset(_ node: Node) -> Int? {
            guard let mark = node.mark, mark.line >= 1, mark.line <= starts.count else { return nil }
            return starts[mark.line - 1] + mark.column - 1
        }

        /// The 0-based column of an offset.
        func column(of offset: Int) -> Int {
            let line = starts.lastIndex { $0 <= offset } ?? 0
            return offset - starts[line]
        }
    }
}
