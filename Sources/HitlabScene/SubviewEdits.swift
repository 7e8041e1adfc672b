import HitlabCore
import HitlabWords
import Yams

/// Edits of a `subviews` list in a scene file's text: a view added at its end, one taken out,
/// two siblings swapped. A block list's items are whole lines (an item runs until the next line
/// at its dash's indentation or less); a flow list's items are their `{...}` and the comma
/// between. Nothing else of the text changes.
struct SubviewEdits {
    let text: String
    let language: Language
    private let scalars: [Unicode.Scalar]
    private let lines: SceneSource.LineIndex
    private let root: Node

    init(text: String, language: Language) throws {
        self.text = text
        self.language = language
        scalars = Array(text.unicodeScalars)
        lines = SceneSource.LineIndex(text)
        guard let root = try Parser.scene(text).singleRoot() else {
            throw SceneSource.EditError(description: "the file is empty")
        }
        self.root = root
    }

    private func fail(_ message: String) -> SceneSource.EditError { SceneSource.EditError(description: message) }
    private func say(_ phrase: Phrase) -> String { language.say(phrase) }

    func apply(_ edit: SceneSource.Edit) throws -> String {
        switch edit {
        case .add(let parent, let name, let kind, let frame):
            return try add(parent: parent, name: name, kind: kind, frame: frame)
        case .delete(let name):
            let (list, i) = try place(of: name)
            return SceneSource.replacing(text, cut(i, from: list), with: "")
        case .reorder(let name, let by):
            let (list, i) = try place(of: name)
            let j = i + by
            guard let items = list.sequence, items.indices.contains(j) else {
                let end = by > 0 ? Phrase("last (frontmost)") : Phrase("first (backmost)")
                throw fail(say("\(name) is already the \(end) of its siblings"))
            }
            let a = range(of: min(i, j), in: list, withSeparator: false),
                b = range(of: max(i, j), in: list, withSeparator: false)
            let first = String(String.UnicodeScalarView(scalars[a])),
                second = String(String.UnicodeScalarView(scalars[b]))
            return SceneSource.replacing(SceneSource.replacing(text, b, with: first), a, with: second)
        case .reparent(let name, let target, let frame):
            return try reparent(name, to: target, frame: frame)
        default:
            return text
        }
    }

    /// The item's text cut from its list and added at the end of the target's subviews: a flow
    /// item `{...}` goes into any list; a block item's lines go into a block list (re-indented)
    /// or make a new block `subviews:` for a view that has none. Then its frame is rewritten.
    private func reparent(_ name: String, to target: String, frame: Rect) throws -> String {
        let (list, i) = try place(of: name)
        guard let targetMapping = SceneSource.viewMapping(named: target, in: root) else {
            throw fail(say("no view named '\(target)' in the scene's file"))
        }
        if let targetStart = lines.offset(targetMapping), let itemStart = lines.offset((list.sequence ?? [])[i]),
            targetStart >= itemStart && targetStart < range(of: i, in: list, withSeparator: false).upperBound
        {
            throw fail(say("\(name) cannot go inside itself or one of its subviews"))
        }
        let itemRange = range(of: i, in: list, withSeparator: false)
        var item = String(String.UnicodeScalarView(scalars[itemRange]))
        let isFlowItem = scalars[lines.offset((list.sequence ?? [])[i]) ?? 0] == "{"
        if isFlowItem {
            // Only the mapping itself: its dash and line belong to the old list.
            let start = lines.offset((list.sequence ?? [])[i]) ?? 0
            item = String(String.UnicodeScalarView(scalars[start..<SceneSource.endOfValue(in: text, from: start)]))
        }
        let rest = try SubviewEdits(text: SceneSource.replacing(text, cut(i, from: list), with: ""), language: language)
        let moved = try rest.insert(item: item, isFlow: isFlowItem, into: target)
        return try SceneSource.patched(moved, .frame(view: name, frame), language: language)
    }

    /// Puts an item's text at the end of `target`'s subviews.
    private func insert(item: String, isFlow: Bool, into target: String) throws -> String {
        guard let mapping = SceneSource.viewMapping(named: target, in: root) else {
            throw fail(say("no view named '\(target)' in the scene's file"))
        }
        let list = mapping.mapping?.first(where: { $0.key.string == "subviews" })?.value
        if isFlow {
            guard let list else {
                return try SceneSource.patched(
                    text, .word(view: target, key: "subviews", "[\(item)]"), language: language)
            }
            if self.isFlow(list) {
                let close = SceneSource.matchingClose(scalars, from: lines.offset(list) ?? 0)
                return SceneSource.replacing(
                    text, close..<close, with: ((list.sequence ?? []).isEmpty ? "" : ", ") + item)
            }
            return appendBlockLines(["- " + item], to: list)
        }
        // A block item: its lines, their indentation made relative to its dash.
        var itemLines = item.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if itemLines.last == "" { itemLines.removeLast() }
        let dash = itemLines.first.map { $0.prefix { $0 == " " }.count } ?? 0
        let relative = itemLines.map { String($0.dropFirst(min(dash, $0.prefix { $0 == " " }.count))) }
        if let list {
            guard !self.isFlow(list) else {
                throw fail(
                    say("\(target)'s subviews are written on one line ([...]): move this view there in the file"))
            }
            return appendBlockLines(relative, to: list)
        }
        guard let first = mapping.mapping?.first, let keyStart = lines.offset(first.key),
            !(scalars[lines.offset(mapping) ?? 0] == "{")
        else {
            throw fail(
                say("\(target) is written on one line ({...}): move this view there in the file"))
        }
        let indent = lines.column(of: keyStart)
        let body = relative.map { String(repeating: " ", count: indent + 2) + $0 }.joined(separator: "\n")
        let end = text.unicodeScalars.count
        let lastLineEnd = range(ofMapping: mapping)
        let at = min(lastLineEnd, end)
        let newline = at > 0 && scalars[at - 1] != "\n" ? "\n" : ""
        return SceneSource.replacing(
            text, at..<at, with: newline + String(repeating: " ", count: indent) + "subviews:\n" + body + "\n")
    }

    /// Lines added after a block list's last item, at its dash's indentation.
    private func appendBlockLines(_ relative: [String], to list: Node) -> String {
        let items = list.sequence ?? []
        guard let last = items.last, let lastStart = lines.offset(last) else { return text }
        let dash = dashColumn(before: lastStart)
        let end = range(of: items.count - 1, in: list, withSeparator: false).upperBound
        let newline = end > 0 && scalars[end - 1] != "\n" ? "\n" : ""
        let body = relative.map { String(repeating: " ", count: dash) + $0 }.joined(separator: "\n")
        return SceneSource.replacing(text, end..<end, with: newline + body + "\n")
    }

    /// Where a block mapping's last line ends (the offset after its newline).
    private func range(ofMapping mapping: Node) -> Int {
        guard let start = lines.offset(mapping) else { return scalars.count }
        let column = lines.column(of: start)
        var end = lineEnd(from: start)
        while end < scalars.count {
            let next = end + 1
            let indent = scalars[next...].prefix { $0 == " " }.count
            let blank = next + indent >= scalars.count || scalars[next + indent] == "\n"
            if !blank && indent < column { break }
            end = lineEnd(from: next)
        }
        return min(end + 1, scalars.count)
    }

    /// What goes when item `i` is taken out of its list: the item (and its separator); for the
    /// only item of a block list, its `subviews:` key line too (an empty block is null, which no
    /// loader takes for a list).
    private func cut(_ i: Int, from list: Node) -> Range<Int> {
        let item = range(of: i, in: list, withSeparator: true)
        guard !isFlow(list), (list.sequence ?? []).count == 1, let key = subviewsKeys[lines.offset(list) ?? -1],
            let keyStart = lines.offset(key)
        else { return item }
        let lineStart = keyStart - lines.column(of: keyStart)
        guard scalars[lineStart..<keyStart].allSatisfy({ $0 == " " }) else { return item }
        return lineStart..<item.upperBound
    }

    /// Each `subviews` list's key, by where the list starts.
    private var subviewsKeys: [Int: Node] {
        var keys: [Int: Node] = [:]
        func walk(_ node: Node) {
            for (key, value) in node.mapping ?? Node.Mapping([]) {
                if key.string == "subviews", let at = lines.offset(value) { keys[at] = key }
                if key.string == "subviews" || key.string == "windows" {
                    (value.sequence ?? []).forEach(walk)
                } else if key.string == "window" {
                    walk(value)
                }
            }
        }
        walk(root)
        return keys
    }

    /// The subviews list holding the view, and its index there.
    private func place(of name: String) throws -> (Node, Int) {
        func search(_ node: Node) -> (Node, Int)? {
            guard let pairs = node.mapping, let list = pairs.first(where: { $0.key.string == "subviews" })?.value else {
                return nil
            }
            for (i, child) in (list.sequence ?? []).enumerated() {
                if child.mapping?.first(where: { $0.key.string == "name" })?.value.string == name { return (list, i) }
                if let found = search(child) { return found }
            }
            return nil
        }
        var windows: [Node] = []
        for (key, value) in root.mapping ?? Node.Mapping([]) {
            if key.string == "window" { windows.append(value) }
            if key.string == "windows" { windows += value.sequence ?? [] }
        }
        for window in windows { if let found = search(window) { return found } }
        throw fail(
            say("no subview named '\(name)' in the scene's file (the window itself stays)"))
    }

    /// Item `i` of a list: a block item's whole lines (with `withSeparator`, as they are cut),
    /// or a flow item's `{...}` (with the comma before it, or after it for the first).
    private func range(of i: Int, in list: Node, withSeparator: Bool) -> Range<Int> {
        let items = list.sequence ?? []
        let start = lines.offset(items[i]) ?? 0
        if isFlow(list) {
            let end = SceneSource.endOfValue(in: text, from: start)
            guard withSeparator else { return start..<end }
            if i > 0, let previous = lines.offset(items[i - 1]) {
                return SceneSource.endOfValue(in: text, from: previous)..<end
            }
            if items.count > 1, let next = lines.offset(items[1]) { return start..<next }
            return start..<end
        }
        // A block item: from its line's start to the next line at its dash's indentation or less.
        let lineStart = start - lines.column(of: start)
        let dash = dashColumn(before: start)
        var end = lineEnd(from: start)
        while end < scalars.count {
            let next = end + 1
            let indent = scalars[next...].prefix { $0 == " " }.count
            let blank = next + indent >= scalars.count || scalars[next + indent] == "\n"
            if !blank && indent <= dash { break }
            end = lineEnd(from: next)
        }
        return lineStart..<min(end + 1, scalars.count)
    }

    private func isFlow(_ list: Node) -> Bool {
        guard let at = lines.offset(list) else { return false }
        return scalars[at] == "["
    }

    /// The column of the `-` that starts the block item whose content is at `offset`.
    private func dashColumn(before offset: Int) -> Int {
        var i = offset - 1
        while i >= 0 && scalars[i] != "-" && scalars[i] != "\n" { i -= 1 }
        return i >= 0 && scalars[i] == "-" ? lines.column(of: i) : lines.column(of: offset)
    }

    private func lineEnd(from i: Int) -> Int { scalars[i...].firstIndex(of: "\n") ?? scalars.count }

    /// A new view at the end of `parent`'s subviews, written as the file writes its views: a
    /// `{...}` item in a flow list or beside flow items; else a block item, its keys one a line
    /// in the order of `docs/scene-format.md`. A parent with no list gets a block `subviews:`
    /// at the end of its keys (a flow one when the parent itself is written on one line).
    private func add(parent: String, name: String, kind: String, frame: Rect) throws -> String {
        let f =
            """
            [\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width)), \
            \(formatNumber(frame.height))]
            """
        var pairs = [("name", name)] + (kind == "view" ? [] : [("kind", kind)]) + [("frame", f)]
        switch kind {
        case "button":
            pairs += [("background", "\"#0A84FF\""), ("cornerRadius", "10"), ("text", "Button"), ("textColor", "white")]
        case "label": pairs += [("text", "Label")]
        case "image": pairs += [("background", "\"#C7C7CC\"")]
        default: pairs += [("background", "\"#E5E5EA\"")]
        }
        pairs.sort { ViewKeyOrder.rank($0.0) < ViewKeyOrder.rank($1.0) }
        let flowItem = "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        let blockItem = pairs.enumerated().map { ($0.offset == 0 ? "- " : "  ") + "\($0.element.0): \($0.element.1)" }
        guard let mapping = SceneSource.viewMapping(named: parent, in: root) else {
            throw fail(say("no view named '\(parent)' in the scene's file"))
        }
        let parentIsFlow = lines.offset(mapping).map { scalars[$0] == "{" } ?? true
        guard let list = mapping.mapping?.first(where: { $0.key.string == "subviews" })?.value else {
            if parentIsFlow {
                return try SceneSource.patched(
                    text, .word(view: parent, key: "subviews", "[\(flowItem)]"), language: language)
            }
            return try insert(
                item: (usesBlockViews ? blockItem : ["- " + flowItem]).joined(separator: "\n"),
                isFlow: false, into: parent)
        }
        let items = list.sequence ?? []
        if isFlow(list) {
            let open = lines.offset(list) ?? 0
            let close = SceneSource.matchingClose(scalars, from: open)
            return SceneSource.replacing(text, close..<close, with: (items.isEmpty ? "" : ", ") + flowItem)
        }
        let lastIsFlow = items.last.flatMap { lines.offset($0) }.map { scalars[$0] == "{" } ?? !usesBlockViews
        return appendBlockLines(lastIsFlow ? ["- " + flowItem] : blockItem, to: list)
    }

    /// Whether any view in a `subviews` list is written as a block mapping (keys one a line).
    private var usesBlockViews: Bool {
        func blockItem(in node: Node) -> Bool {
            for (key, value) in node.mapping ?? Node.Mapping([]) {
                guard key.string == "subviews" || key.string == "windows" || key.string == "window" else { continue }
                let children = key.string == "window" ? [value] : value.sequence ?? []
                for child in children {
                    if key.string == "subviews", let at = lines.offset(child), scalars[at] != "{" { return true }
                    if blockItem(in: child) { return true }
                }
            }
            return false
        }
        return blockItem(in: root)
    }
}
