import CCairo
import HitlabCore

/// The side panel: the scene's title, the click, the responder chain, the trace as numbered
/// sentences with their rule ids (the current one marked), the view tree with each view's
/// verdict, and a legend of the outline styles.
struct SidePanel {
    let theme: Theme
    let text: TextRasterizer
    /// Pixels per point for the panel's text.
    let scale: Double

    /// One row of the panel.
    enum Row {
        case text(CairoImage, indent: Double, accent: Bool, view: String? = nil)
        case swatch(Verdict, CairoImage)
        case gap(Double)
    }

    private var px: Int { Int((theme.panelFontSize * scale).rounded()) }
    private var pad: Double { 16 * scale }

    /// Every row, for a panel `width` pixels wide.
    func rows(scene: Scene, story: Story?, state: StoryState?, width: Double, selected: String? = nil) -> (head: [Row], sentences: [Row], tail: [Row]) {
        let inner = pixels(width - 2 * pad, .towardZero)
        var head: [Row] = []
        func add(_ s: String, _ list: inout [Row], size: Int? = nil, weight: TextRasterizer.Weight = .regular,
                 colour: Colour? = nil, indent: Double = 0, accent: Bool = false, view: String? = nil) {
            if let image = text.image(s, pixelSize: size ?? px, weight: weight, colour: colour ?? theme.panelText,
                                      wrapWidth: max(1, inner - pixels(indent, .towardZero))) {
                list.append(.text(image, indent: indent, accent: accent, view: view))
            }
        }
        add(scene.title, &head, size: Int(Double(px) * 1.35), weight: .bold)
        if let summary = scene.summary { add(summary, &head, colour: theme.panelDim) }
        var sentences: [Row] = []
        if let story, let state {
            head.append(.gap(pad / 2))
            add(story.interaction.summary + "  ·  step \(state.step) of \(story.stepCount)", &head, weight: .bold, colour: theme.panelAccent)
            if !state.chain.isEmpty {
                let handlers = state.handlers
                let chain = state.chain.map { handlers.contains(ObjectIdentifier($0)) ? "\($0.name) ✓" : $0.name }
                add("Chain: " + chain.joined(separator: " → "), &head, colour: theme.panelText)
            }
            head.append(.gap(pad / 2))
            let shown = story.lines.prefix(state.step)
            for (i, line) in shown.enumerated() {
                let indent = Double(min(line.depth, 6)) * 10 * scale
                let isCurrent = i == shown.count - 1
                add("\(i + 1). " + line.text + (line.rules.isEmpty ? "" : "  [" + line.rules.joined(separator: ", ") + "]"),
                    &sentences, colour: isCurrent ? theme.panelText : theme.panelDim, indent: indent, accent: isCurrent)
            }
        }
        var tail: [Row] = [.gap(pad / 2)]
        add("Views", &tail, weight: .bold)
        var rows = 0
        scene.window.forEachInTree { view, depth in
            rows += 1
            guard rows <= 40 else { return }
            var line = view.name + (view.kind == .view ? "" : " (\(view.kind.rawValue))")
            if view.isHidden { line += "  hidden" }
            if let controller = view.controller { line += "  ◂ \(controller.name)" }
            if let vs = state?.visits[ObjectIdentifier(view)] {
                line = "\(vs.number) " + line + "  — " + (vs.settled ? theme.label(for: vs.visit.verdict) : "asking…")
            }
            let isSelected = view.name == selected
            add(isSelected ? "▶ " + line : line, &tail, weight: isSelected ? .bold : .regular,
                colour: isSelected || state?.visits[ObjectIdentifier(view)] != nil ? theme.panelText : theme.panelDim,
                indent: Double(min(depth, 8)) * 12 * scale, accent: isSelected, view: view.name)
        }
        if rows > 40 { add("… and \(rows - 40) more views", &tail, colour: theme.panelDim) }
        tail.append(.gap(pad / 2))
        for verdict in Verdict.allCases {
            if let image = text.image(theme.label(for: verdict), pixelSize: Int(Double(px) * 0.92), colour: theme.panelText) {
                tail.append(.swatch(verdict, image))
            }
        }
        return (head, sentences, tail)
    }

    func height(of rows: [Row]) -> Double {
        rows.reduce(0) { total, row in
            switch row {
            case .text(let image, _, _, _): return total + Double(image.height) + 4 * scale
            case .swatch(_, let image): return total + Double(image.height) + 2 * scale
            case .gap(let g): return total + g
            }
        }
    }

    /// Lays the panel out in `rect` (pixels): every row at its place, and where each view's row
    /// of the tree is. When everything does not fit, the earliest sentences give way so the
    /// current one stays visible.
    func layout(scene: Scene, story: Story?, state: StoryState?, in rect: Rect, selected: String? = nil) -> PanelLayout {
        var (head, sentences, tail) = rows(scene: scene, story: story, state: state, width: rect.width, selected: selected)
        let available = rect.height - 2 * pad - height(of: head) - height(of: tail)
        var dropped = 0
        while height(of: sentences) > available && sentences.count > 1 {
            sentences.removeFirst()
            dropped += 1
        }
        if dropped > 0, let note = text.image("… \(dropped) earlier step\(dropped == 1 ? "" : "s")", pixelSize: px, colour: theme.panelDim) {
            sentences.insert(.text(note, indent: 0, accent: false, view: nil), at: 0)
        }
        var placed: [(Row, Double)] = []
        var viewRows: [String: Rect] = [:]
        var y = rect.minY + pad
        for row in head + sentences + tail {
            placed.append((row, y))
            switch row {
            case .text(let image, _, _, let view):
                if let view { viewRows[view] = Rect(x: rect.minX, y: y, width: rect.width, height: Double(image.height) + 4 * scale) }
                y += Double(image.height) + 4 * scale
            case .swatch(_, let image):
                y += Double(image.height) + 2 * scale
            case .gap(let g):
                y += g
            }
        }
        return PanelLayout(rect: rect, placed: placed, viewRows: viewRows)
    }

    /// Paints a laid-out panel.
    func paint(_ layout: PanelLayout, _ cr: OpaquePointer) {
        let rect = layout.rect
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        theme.panelBackground.set(cr)
        cairo_fill_preserve(cr)
        cairo_clip(cr)
        for (row, y) in layout.placed {
            switch row {
            case .text(let image, let indent, let accent, _):
                if accent {
                    theme.panelAccent.set(cr)
                    cairo_rectangle(cr, rect.minX + pad * 0.35, y, 4 * scale, Double(image.height))
                    cairo_fill(cr)
                }
                cairo_set_source_surface(cr, image.surface, (rect.minX + pad + indent).rounded(), y.rounded())
                cairo_paint(cr)
            case .swatch(let verdict, let image):
                let x = rect.minX + pad, h = Double(image.height), mid = y + h / 2
                cairo_move_to(cr, x, mid)
                cairo_line_to(cr, x + 44 * scale, mid)
                theme.halo.set(cr, alpha: 0.75)
                cairo_set_line_width(cr, (theme.outlineWidth * 0.8 + 2.5) * scale)
                cairo_stroke_preserve(cr)
                setDash(cr, theme.dash(for: verdict).map { $0 * scale })
                theme.colour(for: verdict).set(cr)
                cairo_set_line_width(cr, theme.outlineWidth * 0.8 * scale)
                cairo_stroke(cr)
                setDash(cr, [])
                cairo_set_source_surface(cr, image.surface, (x + 54 * scale).rounded(), y.rounded())
                cairo_paint(cr)
            case .gap:
                break
            }
        }
        cairo_restore(cr)
    }

    /// The panel's natural height in pixels (every row shown).
    func naturalHeight(scene: Scene, story: Story?, state: StoryState?, width: Double) -> Double {
        let (head, sentences, tail) = rows(scene: scene, story: story, state: state, width: width)
        return height(of: head) + height(of: sentences) + height(of: tail) + 2 * pad
    }

}

/// The side panel laid out: each row at its height, and each view's row of the tree (the
/// window selects views there). Painting and input read the same layout.
public struct PanelLayout {
    let rect: Rect
    let placed: [(SidePanel.Row, Double)]
    /// Each view's row of the tree, in pixels.
    public let viewRows: [String: Rect]
}
