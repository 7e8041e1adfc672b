import HitlabCore
import HitlabScene
import HitlabWords

/// One key of the selected view, typed in the status bar as `key: value` (YAML on one line):
/// Enter opens it on the view's frame, ↑ and ↓ go through the view's keys as the file writes
/// them and then the keys it could have, Enter writes it into the file's text (`SceneSource`,
/// one undo), Esc leaves it. The loader judges the value: a refused one stays in the field with
/// the loader's message, to be fixed. An empty value takes the key out (its default applies).
public struct KeyField: Equatable {
    public let view: String
    /// The keys ↑ and ↓ go through: the view's own (in the file's order), then the common
    /// keys it does not have yet.
    public let keys: [String]
    /// The values as the file writes them, by key.
    let written: [String: String]
    public private(set) var index = 0
    public private(set) var line: [Character] = []
    public private(set) var caret = 0
    /// Why Enter was refused (the loader's words), until the line changes.
    public internal(set) var error: String?

    public var text: String { String(line) }

    /// Keys a learner reaches for, in the order the scene format lists them.
    static let common = [
        "name", "kind", "frame", "text", "background", "textColor", "fontSize", "cornerRadius", "border",
        "hidden", "alpha", "interactive", "enabled", "clips", "hitArea", "hitInsets", "hitOutsideBounds",
        "passThrough", "touches", "responds", "action", "target", "events", "boundsOrigin", "transform", "image",
        "animation"
    ]

    /// Where a selection starts (the caret is its other end); nil when nothing is selected.
    public private(set) var anchor: Int?
    /// The keys a Tab found for what is typed, when it is more than one.
    public private(set) var candidates: [String] = []

    init(view: String, written pairs: [(key: String, value: String?)]) {
        self.view = view
        // Values over several lines (a block list of gestures) and the subviews stay in the file.
        let own = pairs.filter { $0.value != nil && $0.key != "subviews" }
        written = Dictionary(own.map { ($0.key, $0.value ?? "") }, uniquingKeysWith: { a, _ in a })
        let ownKeys = own.map(\.key)
        keys = ownKeys + Self.common.filter { !ownKeys.contains($0) && !pairs.map(\.key).contains($0) }
        show(keys.firstIndex(of: "frame") ?? 0)
        // The whole line is selected: typing a key name replaces it.
        anchor = 0
    }

    /// The selected characters, if any.
    public var selection: Range<Int>? {
        guard let anchor, anchor != caret else { return nil }
        return min(anchor, caret)..<max(anchor, caret)
    }

    /// The line for key `i`: `key: value` as written, or `key: ` for a key the view lacks; its
    /// value selected, so typing replaces it.
    mutating func show(_ i: Int) {
        guard !keys.isEmpty else { return }
        index = (i + keys.count) % keys.count
        let head = "\(keys[index]): "
        line = Array(head + (written[keys[index]] ?? ""))
        anchor = head.count
        caret = line.count
        error = nil
        candidates = []
    }

    /// Typed text, in place of the selection.
    mutating func insert(_ s: String) {
        let typed = s.filter { $0 != "\n" && $0 != "\r" }
        deleteSelection()
        line.insert(contentsOf: typed, at: caret)
        caret += typed.count
        changed()
    }

    /// Backspace: the selection, else the character before the caret.
    mutating func deleteBackward() {
        if deleteSelection() { return changed() }
        guard caret > 0 else { return }
        line.remove(at: caret - 1)
        caret -= 1
        changed()
    }

    /// Ctrl+Backspace (or Ctrl+W): the selection, else the word before the caret and the spaces
    /// after it.
    mutating func deleteWordBackward() {
        if deleteSelection() { return changed() }
        var start = caret
        while start > 0 && line[start - 1] == " " { start -= 1 }
        let isWord = { (c: Character) in c.isLetter || c.isNumber || c == "_" || c == "#" || c == "." || c == "-" }
        if start > 0 && isWord(line[start - 1]) {
            while start > 0 && isWord(line[start - 1]) { start -= 1 }
        } else if start > 0 {
            start -= 1
        }
        line.removeSubrange(start..<caret)
        caret = start
        changed()
    }

    /// Ctrl+A: the whole line.
    mutating func selectAll() {
        anchor = 0
        caret = line.count
    }

    /// The caret moved (with Shift, the selection grown or shrunk to it).
    mutating func moveCaret(to i: Int, extending: Bool = false) {
        let target = max(0, min(line.count, i))
        if extending {
            if anchor == nil { anchor = caret }
        } else {
            anchor = nil
        }
        caret = target
    }

    /// ← and → without Shift: a selection collapses to its edge on that side.
    mutating func step(_ by: Int, extending: Bool) {
        if !extending, let selected = selection {
            moveCaret(to: by < 0 ? selected.lowerBound : selected.upperBound)
        } else {
            moveCaret(to: caret + by, extending: extending)
        }
    }

    /// Tab on a key name being typed: the key it starts (its value as written, selected), or
    /// the longest start the keys it could be share, which `candidates` lists. False when the
    /// line already has its colon (Tab then goes to the next key).
    mutating func complete() -> Bool {
        guard !line.contains(where: { $0 == ":" || $0 == "：" }) else { return false }
        let typed = String(line).trimmingCharacters(in: .whitespaces).lowercased()
        let found = keys.filter { $0.lowercased().hasPrefix(typed) }
        if found.count == 1, let i = keys.firstIndex(of: found[0]) {
            show(i)
            return true
        }
        guard let first = found.first else {
            error = nil
            candidates = []
            return true
        }
        var common = first
        for key in found.dropFirst() {
            while !key.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        line = Array(common)
        caret = line.count
        anchor = nil
        candidates = found
        return true
    }

    @discardableResult
    private mutating func deleteSelection() -> Bool {
        guard let selected = selection else {
            anchor = nil
            return false
        }
        line.removeSubrange(selected)
        caret = selected.lowerBound
        anchor = nil
        return true
    }

    private mutating func changed() {
        anchor = nil
        error = nil
        candidates = []
    }

    /// The typed key and value; nil when the line has no `key:` (or the key is not one word).
    var keyAndValue: (key: String, value: String)? {
        // A Chinese input method's full-width colon is taken for YAML's.
        guard let colon = line.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return nil }
        let key = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
        let value = String(line[(colon + 1)...]).trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return (key, value)
    }
}

extension Playground {
    /// Enter: the selected view's key field, on its frame.
    func beginKeyField() {
        let t: (Phrase) -> String = language.say
        guard let source else {
            return note(
                t(
                    "this scene cannot be edited here: only a YAML or JSON scene file can"))
        }
        guard let name = selection?.name else {
            return note(t("select a view first: right-click it, Tab, or / to find it"))
        }
        editor.keyField = KeyField(view: name, written: source.keys(of: name))
    }

    /// A key while the field is open; false when it is not (the key is then a command). Letters
    /// arrive as text (`type(_:)`), so a key press of one is only swallowed here.
    public func keyFieldKey(_ chord: KeyChord) -> Bool {
        guard var field = keyField else { return false }
        // Ctrl+S saves what is written, field open or not (the field's line is not written
        // until Enter): never swallowed here.
        if chord.ctrl, chord.key == .character("s") { return false }
        switch chord.key {
        case .escape:
            editor.keyField = nil
            note(language.say("\(field.view): not changed"))
            return true
        case .enter:
            commitKeyField()
            return true
        case .up: field.show(field.index - 1)
        case .tab: if chord.shift || !field.complete() { field.show(field.index + (chord.shift ? -1 : 1)) }
        case .down: field.show(field.index + 1)
        case .left: field.step(-1, extending: chord.shift)
        case .right: field.step(1, extending: chord.shift)
        case .home: field.moveCaret(to: 0, extending: chord.shift)
        case .end: field.moveCaret(to: field.line.count, extending: chord.shift)
        case .backspace: if chord.ctrl { field.deleteWordBackward() } else { field.deleteBackward() }
        case .character("a") where chord.ctrl: field.selectAll()
        case .character("w") where chord.ctrl: field.deleteWordBackward()
        // A space arrives as text too (SDL's text input): the key itself adds nothing.
        default: break
        }
        editor.keyField = field
        return true
    }

    /// Text typed (SDL's text input, or a script's `type`): into the field when it is open.
    public func type(_ text: String) -> Bool {
        guard var field = keyField else { return false }
        field.insert(text)
        editor.keyField = field
        return true
    }

    /// Enter in the field: the key written into the file's text; the loader's refusal stays in
    /// the field to be fixed.
    func commitKeyField() {
        guard var field = keyField, var source, let shown = scene else { return }
        let t: (Phrase) -> String = language.say
        guard let (key, typed) = field.keyAndValue else {
            field.error = t(
                "type a key, a colon and a value, such as frame: [20, 20, 100, 44]")
            editor.keyField = field
            return
        }
        // `#FF3B30` unquoted is a YAML comment: a colour typed here is meant as a colour.
        let value = typed.hasPrefix("#") ? "\"\(typed)\"" : typed
        do {
            let scene = try source.apply(
                .set(view: field.view, key: key, value: value.isEmpty ? nil : value), language: language)
            editor.source = source
            editor.keyField = nil
            let edited = selection
            adopt(scene)
            // A renamed view has a name the old scene never had: it is found by its place.
            if key == "name", let edited { views.carry(to: scene, samePlaceAs: edited, in: shown) }
            note(
                value.isEmpty
                    ? t("\(field.view): \(key) taken out")
                    : "\(selection?.name ?? field.view) \(key): \(value)")
        } catch let refused as SceneLoadError {
            // The loader's messages without the file's position: the text they speak of is not saved yet.
            field.error = refused.diagnostics.map(\.message).joined(separator: "; ")
            editor.keyField = field
        } catch {
            field.error = "\(error)"
            editor.keyField = field
        }
    }

    /// The status bar while the field is open: the line with its caret, the keys, the refusal.
    var keyFieldStatus: String {
        guard let field = keyField else { return "" }
        let t: (Phrase) -> String = language.say
        var line = field.line.map(String.init)
        if let selected = field.selection {
            // The selection between ⟦ ⟧: what typing replaces.
            line[selected.upperBound - 1] += "⟧"
            line[selected.lowerBound] = "⟦" + line[selected.lowerBound]
        } else {
            line.insert("▏", at: field.caret)
        }
        let hint =
            !field.candidates.isEmpty
            ? " · Tab: " + field.candidates.joined(separator: ", ")
            : field.selection != nil
                ? t(" · typing replaces ⟦…⟧ · Tab completes a key · ↑↓ another key · Enter sets · Esc cancels")
                : t(" · ↑↓ another key · Enter sets · empty takes it out · Esc cancels")
        return "\(field.view) · " + line.joined() + (field.error.map { " · ✗ " + $0 } ?? hint)
    }

    /// The inspector while the field is open: the view's keys as the file writes them, the one
    /// being typed in bold.
    public static func keyFieldLines(_ field: KeyField) -> [(String, bold: Bool)] {
        let shown = field.keys.filter { field.written[$0] != nil || $0 == field.keys[field.index] }
        return [("\(field.view)", bold: true)]
            + shown.map { key in
                key == field.keys[field.index]
                    ? ("▸ " + field.text, bold: true) : ("   \(key): \(field.written[key] ?? "")", bold: false)
            }
    }
}
