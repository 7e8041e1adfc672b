import CCairo
import HitlabCore
import HitlabFiles
import HitlabStory
import HitlabWords

/// The side panel: the scene's title, the click, the responder chain, the trace as numbered
/// sentences with their rule ids (the current one marked), the view tree with each view's
/// verdict (runs of siblings with one verdict on one row), the footnotes of labels that found
/// no room on the canvas, and a legend of exactly the marks in the picture.
struct SidePanel {
    let theme: Theme
    let text: TextRasterizer
    /// Pixels per point for the panel's text.
    let scale: Double
    let words: Words
    /// A class is predicting: the scene's summary, which often states the answer, waits.
    var withholdSummary = false
    /// Whether the panel names the chain in a line of its own (on a projector, the chain
    /// strip under the scene is its one place: its room goes to larger text).
    var showsChain = true
    /// A lesson's card: its heading in bold, then its text, in place of the scene's title.
    var card: [String] = []
    /// The card is an answer: the current sentence gives way to it.
    var cardOutranksSentence = false

    /// One row of the panel.
    enum Row {
        case text(TextRow)
        case swatch(LegendEntry, CairoImage, words: String)
        case gap(Double)
    }

    /// Which part of the panel a row of text belongs to (what gives way when it is short).
    enum Part { case card, cardText, head, step, summary, sentence, rules, footnote, treeHeading, tree, treeNote, hint }

    /// A row of text, its font size, and the view it names (the tree's rows).
    struct TextRow {
        let image: CairoImage
        var indent = 0.0
        var accent = false
        var view: View? = nil
        var kind: MarkKind? = nil
        var words = ""
        var px = 0
        var part = Part.head
    }

    var px: Int { theme.bodyPixels(scale: scale) }
    var pad: Double { 16 * scale }

    /// Every row, for a panel `width` pixels wide; `treeRows` caps the view tree.
    /// Only the last sentences that fit in `sentenceBudget` pixels are drawn into rows (the
    /// earlier ones would be dropped by the layout anyway): a story of 20,000 steps costs
    /// the rows the panel shows, not 20,000 pictures of text. `skipped` counts the others.
    func rows(
        scene: Scene, story: Story?, state: StoryState?, overlay: () -> OverlayPlan?, width: Double,
        selected: View? = nil, treeRows: Int = 40, showRules: Bool = false, sentenceBudget: Double? = nil
    )
        -> (head: [Row], sentences: [Row], tail: [Row], skipped: Int)
    {
        let inner = pixels(width - 2 * pad, .towardZero)
        var head: [Row] = []
        func add(
            _ s: String, _ list: inout [Row], _ part: Part, size: Int? = nil, weight: TextRasterizer.Weight = .regular,
            colour: Colour? = nil, indent: Double = 0, accent: Bool = false, view: View? = nil, kind: MarkKind? = nil
        ) {
            if let image = text.image(
                s, pixelSize: size ?? px, weight: weight, colour: colour ?? theme.panelText,
                wrapWidth: max(1, inner - pixels(indent, .towardZero)))
            {
                list.append(
                    .text(
                        TextRow(
                            image: image, indent: indent, accent: accent, view: view, kind: kind, words: s,
                            px: size ?? px, part: part)))
            }
        }
        if card.isEmpty {
            add(scene.title(in: words.language), &head, .head, size: Int(Double(px) * 1.35), weight: .bold)
        }
        for (i, line) in card.enumerated() {
            add(line, &head, i == 0 ? .card : .cardText, weight: i == 0 ? .bold : .regular)
        }
        if !card.isEmpty { head.append(.gap(pad / 2)) }
        if !withholdSummary, let summary = scene.summary(in: words.language) {
            add(summary, &head, .summary, colour: theme.panelDim)
        }
        var sentences: [Row] = []
        var skipped = 0
        if let story, let state {
            head.append(.gap(pad / 2))
            add(
                story.interaction.summary(in: words.language) + "  ·  " + words.step(state.step, of: story.stepCount),
                &head, .step, weight: .bold, colour: theme.panelAccent)
            if showsChain, !state.chain.isEmpty {
                let handlers = state.handlers
                let chain = state.chain.map { handlers.contains(ObjectIdentifier($0)) ? "\($0.name) ✓" : $0.name }
                add(words.chainHeading + chain.joined(separator: " → "), &head, .head, colour: theme.panelText)
            }
            head.append(.gap(pad / 2))
            let shown = story.lines.prefix(max(0, state.step - state.withheld))
            // From the current sentence back, while they fit the budget (always the current one).
            var total = 0.0
            for i in shown.indices.reversed() {
                if let budget = sentenceBudget, total > budget { skipped = i + 1; break }
                let line = shown[i]
                let indent = Double(min(line.depth, 6)) * 10 * scale
                let isCurrent = i == shown.count - 1
                var one: [Row] = []
                add(
                    "\(i + 1). " + line.text
                        + (line.rules.isEmpty ? "" : "  [" + line.rules.map(\.rawValue).joined(separator: ", ") + "]"),
                    &one, .sentence, colour: isCurrent ? theme.panelText : theme.panelDim, indent: indent,
                    accent: isCurrent)
                total += height(of: one)
                sentences.insert(contentsOf: one, at: 0)
            }
        }
        var tail: [Row] = [.gap(pad / 2)]
        // The rules behind the current sentence's tags, as docs/rules.md states them.
        // In predict mode the step being predicted is withheld, and so are its rules: they are
        // the current shown sentence's, not the next one's (R4 beside "who comes after the application?").
        if showRules, let story, let state, state.step - state.withheld > 0 {
            let rules = story.lines[state.step - state.withheld - 1].rules
            for rule in rules {
                add(
                    "\(rule.rawValue)  " + rule.summary(in: words.language), &tail, .rules, colour: theme.panelDim,
                    indent: 10 * scale)
            }
            if !rules.isEmpty { tail.append(.gap(pad / 2)) }
        }
        let overlay = overlay()  // asked for only here: the rows above are set while it is made
        if let footnotes = overlay?.footnotes, !footnotes.isEmpty {
            add(words.noRoom, &tail, .footnote, weight: .bold)
            for note in footnotes {
                add("[\(note.number)] \(note.text)", &tail, .footnote, colour: theme.panelText, kind: .footnote)
            }
            tail.append(.gap(pad / 2))
        }
        add(words.views, &tail, .treeHeading, weight: .bold)
        var rows = 0
        var views = 0
        scene.forEachView { _, _ in views += 1 }
        var unvisited = 0
        let lines: [TreeLine]
        if views > treeRows, let state, !state.visitOrder.isEmpty {
            // Too many to list: the views the click visited, which the story is about.
            unvisited = views - state.visits.count
            lines = treeLines(scene: scene, state: state, onlyVisited: true)
        } else {
            lines = treeLines(scene: scene, state: state, onlyVisited: false)
        }
        for row in lines {
            rows += 1
            guard rows <= treeRows else { continue }
            let isSelected = selected != nil && row.view === selected
            add(
                isSelected ? "▶ " + row.text : row.text, &tail, .tree, weight: isSelected ? .bold : .regular,
                colour: isSelected || row.visited ? theme.panelText : theme.panelDim,
                indent: Double(min(row.depth, 8)) * 12 * scale, accent: isSelected, view: row.view)
        }
        if rows > treeRows { add(words.andMore(rows - treeRows), &tail, .treeNote, colour: theme.panelDim) }
        for (view, presented) in scene.removedByPresentation {
            let owner = view.controller.map { "  ◂ \($0.name)" } ?? ""
            add(
                view.name + owner + "  — " + words.removedFromWindow(by: presented.name), &tail, .tree,
                colour: theme.panelDim, view: view)
        }
        if unvisited > 0 { add(words.notListed(unvisited), &tail, .treeNote, colour: theme.panelDim) }
        let legend = (overlay?.legend ?? []).sorted()
        if !legend.isEmpty { tail.append(.gap(pad / 2)) }
        for entry in legend {
            let said = words.legend(entry)
            if let image = text.image(
                said, pixelSize: theme.legendPixels(scale: scale), colour: theme.panelText,
                wrapWidth: max(1, inner - pixels(54 * scale, .up)))
            {
                tail.append(.swatch(entry, image, words: said))
            }
        }
        return (head, sentences, tail, skipped)
    }

    /// One row of the view tree: a view, or a run of siblings with one verdict.
    private struct TreeLine {
        let text: String
        let view: View?
        let depth: Int
        let visited: Bool
    }

    private func treeLines(scene: Scene, state: StoryState?, onlyVisited: Bool) -> [TreeLine] {
        var out: [TreeLine] = []
        var run: [(View, Int, VisitState)] = []
        func flush() {
            if run.count >= StoryOverlay.runLength, let first = run.first, let last = run.last {
                let numbers = run.map(\.2.number)
                out.append(
                    TreeLine(
                        text: "\(numbers.min()!)–\(numbers.max()!) \(first.0.name)–\(last.0.name)  — "
                            + words.verdict(first.2.visit.verdict, of: first.2.visit.view), view: nil, depth: first.1,
                        visited: true))
            } else {
                for (view, depth, _) in run { out.append(line(view, depth)) }
            }
            run = []
        }
        func line(_ view: View, _ depth: Int) -> TreeLine {
            var text = view.name + words.kindTag(view.kind)
            if view.isHidden { text += "  hidden" }
            if let controller = view.controller { text += "  ◂ \(controller.name)" }
            let vs = state?.visits[ObjectIdentifier(view)]
            if let vs {
                text =
                    "\(vs.number) " + text + "  — "
                    + (vs.settled ? words.verdict(vs.visit.verdict, of: vs.visit.view) : words.asking)
            }
            return TreeLine(text: text, view: view, depth: depth, visited: vs != nil)
        }
        func isLeafOfTheStory(_ view: View) -> Bool {
            !view.subviews.contains { state?.visits[ObjectIdentifier($0)] != nil }
        }
        scene.forEachView { view, depth in
            let vs = state?.visits[ObjectIdentifier(view)]
            if onlyVisited && vs == nil { return }
            if let vs, vs.settled, vs.visit.verdict != .hit, isLeafOfTheStory(view),
                let last = run.last, last.0.superview === view.superview, last.2.visit.verdict == vs.visit.verdict
            {
                run.append((view, depth, vs))
                return
            }
            flush()
            if let vs, vs.settled, vs.visit.verdict != .hit, isLeafOfTheStory(view) {
                run = [(view, depth, vs)]
            } else {
                out.append(line(view, depth))
            }
        }
        flush()
        return out
    }

    /// A dim line saying what gave way for lack of room.
    private func hintRow(_ words: String, width: Double) -> Row? {
        text.image(
            words, pixelSize: px, colour: theme.panelDim, wrapWidth: max(1, pixels(width - 2 * pad, .towardZero))
        ).map {
            .text(TextRow(image: $0, words: words, px: px, part: .hint))
        }
    }

    /// Lays the panel out in `rect` (pixels): every row at its place, and where each view's row
    /// of the tree is. When everything does not fit, the earliest sentences give way so the
    /// current one stays visible (unless `full`, when the rect was made to fit them all).
    func layout(
        scene: Scene, story: Story?, state: StoryState?, overlay: () -> OverlayPlan?, in rect: Rect,
        selected: View? = nil, full: Bool = false, showRules: Bool = false
    ) -> PanelLayout {
        let rowHeight = Double(px) * 1.2 + 4 * scale
        let treeRows = full ? 40 : max(6, min(40, Int(rect.height * 0.3 / rowHeight)))
        var (head, sentences, tail, skipped) = rows(
            scene: scene, story: story, state: state, overlay: overlay, width: rect.width,
            selected: selected, treeRows: treeRows, showRules: showRules,
            sentenceBudget: full ? Double(SceneLimits.outputSide) : rect.height)
        // When the head and tail leave no room for a sentence, the summary gives way first,
        // then rows of the tree (the tree's heading and notes with its last row), then the
        // legend's last entries, each part that gives way leaving a line that says so, then
        // the rules; the current sentence always stays.
        // The current sentence, and the "… N earlier steps" line above it when there are others.
        let earlier =
            sentences.count > 1 || skipped > 0
            ? hintRow(words.earlierSteps(max(skipped, 1) + sentences.count), width: rect.width).map { height(of: [$0]) }
                ?? 0 : 0
        let oneSentence = (sentences.last.map { height(of: [$0]) } ?? 0) + earlier
        // The last row may reach into the bottom margin, to a quarter of it.
        let margins = pad * 1.25
        func overflows() -> Bool { rect.height - margins - height(of: head) - height(of: tail) < oneSentence }
        func part(_ row: Row) -> Part? { if case .text(let t) = row { return t.part } else { return nil } }
        if overflows(), let i = head.firstIndex(where: { part($0) == .summary }) { head.remove(at: i) }
        var treeLeftOut = 0
        while overflows(), let i = tail.lastIndex(where: { part($0) == .tree }) {
            tail.remove(at: i)
            treeLeftOut += 1
        }
        if treeLeftOut > 0, !tail.contains(where: { part($0) == .tree }) {
            let at = tail.firstIndex(where: { part($0) == .treeHeading }) ?? tail.count
            tail.removeAll { part($0) == .treeHeading || part($0) == .treeNote }
            if let hint = hintRow(words.treeLeftOut, width: rect.width) { tail.insert(hint, at: min(at, tail.count)) }
        }
        func overflowsWithHint(_ n: Int) -> Bool {
            rect.height - margins - height(of: head) - height(of: tail)
                - (hintRow(words.legendLeftOut(n), width: rect.width).map { height(of: [$0]) } ?? 0) < oneSentence
        }
        var legendLeftOut = 0
        let swatches = tail.filter { if case .swatch = $0 { return true } else { return false } }.count
        while overflows() || (legendLeftOut > 0 && legendLeftOut < swatches && overflowsWithHint(legendLeftOut)),
            let i = tail.lastIndex(where: { if case .swatch = $0 { return true } else { return false } })
        {
            tail.remove(at: i)
            legendLeftOut += 1
        }
        if legendLeftOut > 0, let hint = hintRow(words.legendLeftOut(legendLeftOut), width: rect.width) {
            tail.append(hint)
        }
        // Then the current sentence's rules, last first (its rule ids stay in the sentence),
        // and last the lines that say what gave way, then the canvas's footnotes.
        while overflows(), let i = tail.lastIndex(where: { part($0) == .rules }) {
            tail.remove(at: i)
            if !tail.contains(where: { part($0) == .rules }), i < tail.count, case .gap = tail[i] { tail.remove(at: i) }
        }
        for gives in [Part.hint, .footnote] {
            while overflows(), let i = tail.lastIndex(where: { part($0) == gives }) { tail.remove(at: i) }
        }
        // A lesson's card: the step line gives way to it, and to an answer every sentence (below).
        if !card.isEmpty {
            while overflows(), let i = head.lastIndex(where: { part($0) == .step }) {
                head.remove(at: i)
            }
            // At a stop the step is what the class waits for: the question gives way to it,
            // saying so (Home shows it again).
            if !cardOutranksSentence, overflows(), let first = head.firstIndex(where: { part($0) == .cardText }) {
                head.removeAll { part($0) == .cardText }
                if let hint = hintRow(words.questionLeftOut, width: rect.width) { head.insert(hint, at: first) }
            }
        }
        let available = rect.height - 2 * pad - height(of: head) - height(of: tail)
        var dropped = skipped
        // Room for the "… N earlier steps" line once anything is dropped.
        var sentencesHeight = height(of: sentences)
        // A lesson's answer outranks even the current sentence: it tells the story whole.
        let kept = cardOutranksSentence ? 0 : 1
        while sentencesHeight > available - (dropped > 0 || sentencesHeight > available ? rowHeight : 0)
            && sentences.count > kept
        {
            sentencesHeight -= height(of: [sentences.removeFirst()])
            dropped += 1
        }
        var noted = false
        // "… N earlier steps" above a sentence shown, never above none.
        if dropped > 0, !sentences.isEmpty, let note = hintRow(words.earlierSteps(dropped), width: rect.width),
            kept == 1 || sentencesHeight + height(of: [note]) <= available
        {
            sentences.insert(note, at: 0)
            noted = true
        }
        // Which step each sentence row shows (the window jumps there when one is clicked).
        let firstStep = dropped + 1
        let sentenceCount = sentences.count - (noted ? 1 : 0)
        var sentenceRows: [Int: Rect] = [:]
        var placed: [(Row, Double)] = []
        var viewRows: [ViewRow] = []
        var marks: [Mark] = [Mark(kind: .panel, text: "panel", rect: rect, view: nil)]
        var legend: Rect?
        var y = rect.minY + pad
        let firstSentenceRow = head.count + (noted ? 1 : 0)
        for (index, row) in (head + sentences + tail).enumerated() {
            placed.append((row, y))
            if index >= firstSentenceRow && index < firstSentenceRow + sentenceCount, case .text(let t) = row {
                sentenceRows[firstStep + index - firstSentenceRow] = Rect(
                    x: rect.minX, y: y, width: rect.width, height: Double(t.image.height) + 4 * scale)
            }
            switch row {
            case .text(let t):
                let h = Double(t.image.height) + 4 * scale
                if let view = t.view {
                    viewRows.append(ViewRow(view: view, rect: Rect(x: rect.minX, y: y, width: rect.width, height: h)))
                }
                marks.append(
                    Mark(
                        kind: t.kind ?? .panelText, text: t.words,
                        rect: Rect(
                            x: rect.minX + pad + t.indent, y: y, width: Double(t.image.width),
                            height: Double(t.image.height)),
                        view: t.view?.name, textPixels: t.px))
                y += h
            case .swatch(_, let image, _):
                let r = Rect(
                    x: rect.minX + pad, y: y, width: 54 * scale + Double(image.width), height: Double(image.height))
                legend = legend.map { $0.union(r) } ?? r
                y += Double(image.height) + 2 * scale
            case .gap(let g):
                y += g
            }
        }
        if let legend {
            let words = tail.compactMap { row -> String? in
                if case .swatch(_, _, let w) = row { return w } else { return nil }
            }
            marks.append(
                Mark(
                    kind: .legend, text: words.joined(separator: "; "), rect: legend, view: nil,
                    textPixels: theme.legendPixels(scale: scale)))
        }
        return PanelLayout(rect: rect, placed: placed, viewRows: viewRows, sentenceRows: sentenceRows, marks: marks)
    }

    /// Paints a laid-out panel.
}
