import CCairo
import HitlabCore
import HitlabFiles
import HitlabStory
import HitlabWords

/// The panel painted from its layout.
extension SidePanel {
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
            case .text(let t):
                let image = t.image, indent = t.indent
                if t.accent {
                    theme.panelAccent.set(cr)
                    cairo_rectangle(cr, rect.minX + pad * 0.35, y, 4 * scale, Double(image.height))
                    cairo_fill(cr)
                }
                cairo_set_source_surface(cr, image.surface, (rect.minX + pad + indent).rounded(), y.rounded())
                cairo_paint(cr)
            case .swatch(let entry, let image, _):
                // One line's height, when its words wrap to two.
                let line = Double(text.lineHeight(pixelSize: theme.legendPixels(scale: scale)))
                swatch(entry, x: rect.minX + pad, y: y, height: min(Double(image.height), line), cr)
                cairo_set_source_surface(cr, image.surface, (rect.minX + pad + 54 * scale).rounded(), y.rounded())
                cairo_paint(cr)
            case .gap:
                break
            }
        }
        cairo_restore(cr)
    }

    func height(of rows: [Row]) -> Double {
        rows.reduce(0) { total, row in
            switch row {
            case .text(let row): return total + Double(row.image.height) + 4 * scale
            case .swatch(_, let image, _): return total + Double(image.height) + 2 * scale
            case .gap(let g): return total + g
            }
        }
    }

    /// The panel's natural height in pixels (every row shown; footnotes and legend allowed for).
    func naturalHeight(scene: Scene, story: Story?, state: StoryState?, width: Double) -> Double {
        // Past the tallest picture Hitlab writes, more sentences change nothing: it is refused.
        let (head, sentences, tail, _) = rows(
            scene: scene, story: story, state: state, overlay: { nil }, width: width,
            sentenceBudget: Double(SceneLimits.outputSide))
        let legendRoom = Double(LegendEntry.allKinds) * (Double(px) * 1.1 + 2 * scale) + pad
        return height(of: head) + height(of: sentences) + height(of: tail) + 2 * pad + legendRoom
    }

    /// A legend entry's sample, 44 points wide.
    func swatch(_ entry: LegendEntry, x: Double, y: Double, height h: Double, _ cr: OpaquePointer) {
        let mid = y + h / 2, w = 44 * scale
        let painter = OverlayPainter(theme: theme, text: text, scale: scale, placement: { _ in .identity })
        switch entry {
        case .verdict(let verdict):
            cairo_move_to(cr, x, mid)
            cairo_line_to(cr, x + w, mid)
            theme.halo.set(cr, alpha: 0.75)
            cairo_set_line_width(cr, (theme.outlineWidth * 0.8 + 2.5) * scale)
            cairo_stroke_preserve(cr)
            setDash(cr, theme.dash(for: verdict).map { $0 * scale })
            theme.colour(for: verdict).set(cr)
            cairo_set_line_width(cr, theme.outlineWidth * 0.8 * scale)
            cairo_stroke(cr)
            setDash(cr, [])
        case .chainBadge, .actionWalk:
            OverlayPainter.chainBox(
                number: 1, name: nil, rect: Rect(x: x + w / 2 - h / 2, y: y, width: h, height: h), highlighted: false,
                theme: theme, text: text, fontPx: Int(Double(px) * 0.8), scale: scale, cr)
        case .superviewLink, .controllerLink:
            OverlayPainter.arrow(
                from: Point(x, mid), to: Point(x + w, mid), colour: theme.ink, halo: theme.paper, width: 2 * scale,
                dashed: entry == .controllerLink, scale: scale, cr)
        case .dragPath:
            OverlayPainter.dragPath(
                through: [Point(x + 5 * scale, mid), Point(x + w, mid)], ink: theme.ink, paper: theme.paper,
                scale: scale, cr)
        case .touchPoint:
            painter.crosshair(Point(x + w / 2, mid), down: false, size: h * 0.3, cr)
        case .fingers, .refusedFinger:
            let count = entry == .fingers ? 3 : 1
            for i in 0..<count {
                let dot = FingerDot(
                    number: entry == .fingers ? i + 1 : 2,
                    point: Point(x + w * (Double(i) + 0.5) / Double(count), mid + h * 0.12),
                    start: .zero, down: true, refused: entry == .refusedFinger, radius: h * 0.55)
                painter.finger(dot, badge: false, cr)
            }
        case .hitArea:
            roundedRectPath(cr, x, y + 1, w, h - 2, (h - 2) / 2)
            setDash(cr, [4 * scale, 3 * scale])
            theme.ink.set(cr)
            cairo_set_line_width(cr, 1.5 * scale)
            cairo_stroke(cr)
            setDash(cr, [])
        case .tag:
            roundedRectPath(cr, x, y + 1, w, h - 2, (h - 2) / 2)
            theme.ink.set(cr)
            cairo_fill(cr)
        case .footnote:
            cairo_new_sub_path(cr)
            cairo_arc(cr, x + w / 2, mid, h / 2 - 1, 0, 2 * Double.pi)
            theme.ink.set(cr)
            cairo_set_line_width(cr, 1.5 * scale)
            cairo_stroke(cr)
        }
    }
}

/// The side panel laid out: each row at its height, and each view's row of the tree (the
/// window selects views there). Painting and input read the same layout.
public struct PanelLayout {
    public let rect: Rect
    let placed: [(SidePanel.Row, Double)]
    /// Each view's row of the tree, in pixels, top to bottom.
    public let viewRows: [ViewRow]
    /// Each sentence's row, by the step it tells (1 for the first), in pixels.
    public let sentenceRows: [Int: Rect]

    /// The text of every row, top to bottom.
    public var texts: [String] {
        placed.compactMap { row, _ in
            switch row {
            case .text(let t): return t.words
            case .swatch(_, _, let words): return words
            case .gap: return nil
            }
        }
    }
    /// The panel, its footnotes and its legend, as `--layout-json` reports them.
    let marks: [Mark]
}

/// One view's row of the panel's tree: the view itself and where its row is, in pixels.
public struct ViewRow: Equatable {
    public let view: View
    public let rect: Rect

    public init(view: View, rect: Rect) {
        self.view = view
        self.rect = rect
    }

    public static func == (a: ViewRow, b: ViewRow) -> Bool { a.view === b.view && a.rect == b.rect }
}
