import CCairo
import HitlabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paints a laid-out story: outlines in the views' coordinates, everything else in pixels.
/// Colours mean one thing each: a verdict's colour is only ever that verdict; every other
/// mark (chain, tags, the touch, hit areas) is in the theme's ink and told apart by shape.
struct OverlayPainter {
    let theme: Theme
    let text: TextRasterizer
    /// Pixels per point for labels.
    let scale: Double
    /// Maps a view's own coordinates to the context's (window points in 2D).
    let placement: (View) -> AffineTransform

    var ink: Colour { theme.ink }
    var paper: Colour { theme.paper }
    var smallPx: Int { theme.smallPixels(scale: scale) }

    // MARK: Outlines (context in scene coordinates)

    func paintOutlines(_ outlines: some Sequence<Outline>, _ cr: OpaquePointer) {
        for o in outlines {
            cairo_save(cr)
            defer { cairo_restore(cr) }
            for clipper in o.clippedBy {
                cairo_save(cr)
                concat(cr, placement(clipper))
                ViewPaths.bounds(clipper, cr)
                cairo_restore(cr)
                cairo_clip(cr)
            }
            if let fill = o.fill {
                cairo_save(cr)
                cairo_new_path(cr)
                concat(cr, placement(o.view))
                ViewPaths.bounds(o.view, cr)
                cairo_restore(cr)
                fill.set(cr)
                cairo_fill(cr)
            }
            cairo_save(cr)
            cairo_new_path(cr)
            concat(cr, placement(o.view))
            if o.shape == .bounds { ViewPaths.bounds(o.view, cr) } else { ViewPaths.hitArea(o.view, cr) }
            cairo_restore(cr)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            if o.halo {
                setDash(cr, [])
                (o.colour == ink ? paper : theme.halo).set(cr, alpha: 0.75)
                cairo_set_line_width(cr, o.width + 2.5)
                cairo_stroke_preserve(cr)
            }
            setDash(cr, o.dash)
            o.colour.set(cr)
            cairo_set_line_width(cr, o.width)
            cairo_stroke(cr)
            setDash(cr, [])
        }
    }

    // MARK: Marks (pixels)

    func paintMarks(_ plan: OverlayPlan, _ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let drag = plan.dragPath {
            Self.dragPath(through: drag, ink: ink, paper: paper, scale: scale, cr)
        }
        // An animating view where it is drawn now (H7): a dashed frame in ink over paper.
        for ghost in plan.ghosts {
            for (colour, width) in [(paper, 5.0), (ink, 2.0)] {
                setDash(cr, [6 * scale, 4 * scale])
                colour.set(cr)
                cairo_set_line_width(cr, width * scale)
                if let first = ghost.first { cairo_move_to(cr, first.x, first.y) }
                for p in ghost.dropFirst() { cairo_line_to(cr, p.x, p.y) }
                cairo_close_path(cr)
                cairo_stroke(cr)
            }
            setDash(cr, [])
        }
        for arrow in plan.arrows {
            Self.arrow(
                from: arrow.from, to: arrow.to, bend: arrow.bend, colour: ink, halo: paper, width: 2.5 * scale,
                dashed: arrow.viaController, scale: scale, cr)
        }
        for (label, _) in plan.labels {
            guard let leader = label.leader else { continue }
            cairo_move_to(cr, leader.from.x, leader.from.y)
            cairo_line_to(cr, leader.to.x, leader.to.y)
            strokeInk(width: 1.5, halo: 3.5, haloAlpha: 0.8, cr)
            cairo_arc(cr, leader.to.x, leader.to.y, 2.5 * scale, 0, 2 * Double.pi)
            cairo_fill(cr)
        }
        for (label, style) in plan.labels { paint(label, style, cr) }
        if let touch = plan.touch {
            // A view's own text under the touch stays readable (a click lands on a button's
            // title): over the text the mark is faint, around it whole (T6 of the classroom review).
            let r = touch.radius
            let reach = Rect(x: touch.point.x - r, y: touch.point.y - r, width: 2 * r, height: 2 * r)
            let under = plan.captions.map(\.rect).filter { $0.overlaps(reach) }
            func boxes() {
                for box in under { cairo_rectangle(cr, box.minX - 1, box.minY - 1, box.width + 2, box.height + 2) }
            }
            cairo_save(cr)
            if !under.isEmpty {
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_rectangle(cr, reach.minX - 8, reach.minY - 8, reach.width + 16, reach.height + 16)
                boxes()
                cairo_clip(cr)
            }
            crosshair(touch.point, down: touch.down, cr)
            cairo_restore(cr)
            if !under.isEmpty {
                cairo_save(cr)
                boxes()
                cairo_clip(cr)
                cairo_push_group(cr)
                crosshair(touch.point, down: touch.down, cr)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Self.touchOverText)
                cairo_restore(cr)
            }
        }
        for dot in plan.fingers where dot.start != dot.point {
            Self.dragPath(through: [dot.start, dot.point], ink: ink, paper: paper, scale: scale, cr)
        }
        for dot in plan.fingers { finger(dot, cr) }
        if let strip = plan.strip { ChainStrip(theme: theme, text: text, scale: scale).paint(strip, cr) }
        cairo_restore(cr)
    }

    /// The images and size of a label's content (measured during layout, drawn here).
    func size(of text: String, style: LabelStyle) -> Size {
        let h = Double(smallPx) * 1.2 + 4 * scale
        switch style {
        case .verdict(let number, _):
            let numberWidth = max(h, width(number, bold: true) + 8 * scale)
            return Size(numberWidth + width(text, bold: true) + 12 * scale, h)
        case .chain(let number, let name, _):
            let label = name.map { "\(number)  \($0)" } ?? "\(number)"
            return Size(max(h, width(label, bold: true) + 10 * scale), h)
        case .tag, .hitArea:
            return Size(width(text, bold: true) + 12 * scale, h)
        case .footnote(let n):
            return Size(max(h * 0.8, width("\(n)", bold: true) + 6 * scale), h * 0.8)
        }
    }

    private func width(_ s: String, bold: Bool) -> Double {
        Double(text.image(s, pixelSize: smallPx, weight: bold ? .bold : .regular, colour: ink)?.width ?? 0)
    }

    private func paint(_ label: PlacedLabel, _ style: LabelStyle, _ cr: OpaquePointer) {
        let r = label.rect
        switch style {
        case .verdict(let number, let colour):
            let labelInk = Self.ink(on: colour)
            let numberWidth = max(r.height, width(number, bold: true) + 8 * scale)
            roundedRectPath(cr, r.minX, r.minY, r.width, r.height, r.height / 2)
            pill(colour, border: theme.halo, cr)
            // The number on a darker disc, so numbers read as counts, not names.
            roundedRectPath(cr, r.minX + 1, r.minY + 1, numberWidth - 2, r.height - 2, (r.height - 2) / 2)
            theme.halo.set(cr, alpha: 0.35)
            cairo_fill(cr)
            blit(
                number, colour: Colour(r: 255, g: 255, b: 255),
                centredIn: Rect(x: r.minX, y: r.minY, width: numberWidth, height: r.height), cr)
            blit(
                label.request.text, colour: labelInk,
                centredIn: Rect(x: r.minX + numberWidth, y: r.minY, width: r.width - numberWidth, height: r.height), cr)
        case .chain(let number, let name, let highlighted):
            Self.chainBox(
                number: number, name: name, rect: r, highlighted: highlighted, theme: theme, text: text,
                fontPx: smallPx, scale: scale, cr)
        case .tag:
            roundedRectPath(cr, r.minX, r.minY, r.width, r.height, r.height / 2)
            pill(ink, border: paper, cr)
            blit(label.request.text, colour: paper, centredIn: r, cr)
        case .hitArea:
            roundedRectPath(cr, r.minX, r.minY, r.width, r.height, r.height / 2)
            paper.set(cr)
            cairo_fill_preserve(cr)
            setDash(cr, [4 * scale, 3 * scale])
            ink.set(cr)
            cairo_set_line_width(cr, 1.5 * scale)
            cairo_stroke(cr)
            setDash(cr, [])
            blit(label.request.text, colour: ink, centredIn: r, cr)
        case .footnote(let n):
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.midX, r.midY, min(r.width, r.height) / 2, 0, 2 * Double.pi)
            pill(paper, border: ink, cr)
            blit("\(n)", colour: ink, centredIn: r, cr)
        }
    }

    /// A chain position: a numbered square in ink, with the responder's name when given.
    static func chainBox(
        number: Int, name: String?, rect r: Rect, highlighted: Bool, theme: Theme, text: TextRasterizer,
        fontPx: Int, scale: Double, _ cr: OpaquePointer
    ) {
        let ink = theme.ink, paper = theme.paper
        roundedRectPath(cr, r.minX, r.minY, r.width, r.height, 3 * scale)
        (highlighted ? paper : ink).set(cr)
        cairo_fill_preserve(cr)
        (highlighted ? ink : paper).set(cr)
        cairo_set_line_width(cr, (highlighted ? 3 : 1.5) * scale)
        cairo_stroke(cr)
        let label = name.map { "\(number)  \($0)" } ?? "\(number)"
        guard let image = text.image(label, pixelSize: fontPx, weight: .bold, colour: highlighted ? ink : paper) else {
            return
        }
        cairo_set_source_surface(
            cr, image.surface, (r.midX - Double(image.width) / 2).rounded(),
            (r.midY - Double(image.height) / 2).rounded())
        cairo_paint(cr)
    }

    /// An arrow over a halo; dashed for a link through a view controller.
    static func arrow(
        from a: Point, to b: Point, bend: Point? = nil, colour: Colour, halo: Colour, width: Double, dashed: Bool,
        scale: Double, _ cr: OpaquePointer
    ) {
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        guard length > 1 else { return }
        // The head points along the curve's end: from its control point (or the start) to the end.
        let tail = bend ?? a
        let dx = b.x - tail.x, dy = b.y - tail.y
        let reach = max(1, (dx * dx + dy * dy).squareRoot())
        let ux = dx / reach, uy = dy / reach
        let head = min(11 * scale, length / 2)
        let base = Point(b.x - ux * head * 0.8, b.y - uy * head * 0.8)
        for (c, w, alpha) in [(halo, width + 2.5 * scale, 0.8), (colour, width, 1.0)] {
            setDash(cr, dashed && alpha == 1 ? [6 * scale, 4 * scale] : [])
            c.set(cr, alpha: alpha)
            cairo_set_line_width(cr, w)
            cairo_move_to(cr, a.x, a.y)
            if let bend {
                // The quadratic curve as Cairo's cubic one.
                cairo_curve_to(
                    cr, a.x + 2 * (bend.x - a.x) / 3, a.y + 2 * (bend.y - a.y) / 3,
                    base.x + 2 * (bend.x - base.x) / 3, base.y + 2 * (bend.y - base.y) / 3, base.x, base.y)
            } else {
                cairo_line_to(cr, base.x, base.y)
            }
            cairo_stroke(cr)
        }
        setDash(cr, [])
        cairo_move_to(cr, b.x, b.y)
        cairo_line_to(cr, b.x - ux * head - uy * head * 0.5, b.y - uy * head + ux * head * 0.5)
        cairo_line_to(cr, b.x - ux * head + uy * head * 0.5, b.y - uy * head - ux * head * 0.5)
        cairo_close_path(cr)
        colour.set(cr)
        cairo_fill_preserve(cr)
        halo.set(cr, alpha: 0.8)
        cairo_set_line_width(cr, 1.2 * scale)
        cairo_stroke(cr)
    }

    /// A drag's path: a dotted line from the press (a small ring) through the points the
    /// pointer passed to where it is, unlike the chain's arrows.
    static func dragPath(through points: [Point], ink: Colour, paper: Colour, scale: Double, _ cr: OpaquePointer) {
        guard let a = points.first else { return }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for (colour, width, alpha) in [(paper, 7.0, 0.85), (ink, 3.5, 1.0)] {
            setDash(cr, [0.01, 7 * scale])
            colour.set(cr, alpha: alpha)
            cairo_set_line_width(cr, width * scale)
            cairo_move_to(cr, a.x, a.y)
            for b in points.dropFirst() { cairo_line_to(cr, b.x, b.y) }
            cairo_stroke(cr)
        }
        setDash(cr, [])
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_new_sub_path(cr)
        cairo_arc(cr, a.x, a.y, 5 * scale, 0, 2 * Double.pi)
        paper.set(cr)
        cairo_fill_preserve(cr)
        ink.set(cr)
        cairo_set_line_width(cr, 2 * scale)
        cairo_stroke(cr)
    }

    /// How opaque the touch mark is over a view's own text: the text stays readable under it.
    static let touchOverText = 0.3

    /// The touch: a ring with four ticks, in ink over a paper halo.
    func crosshair(_ p: Point, down: Bool, size: Double? = nil, _ cr: OpaquePointer) {
        let r = size ?? (down ? 9.0 : 7.0) * scale
        cairo_new_sub_path(cr)
        cairo_arc(cr, p.x, p.y, r, 0, 2 * Double.pi)
        for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
            cairo_move_to(cr, p.x + dx * r * 1.22, p.y + dy * r * 1.22)
            cairo_line_to(cr, p.x + dx * r * 1.9, p.y + dy * r * 1.9)
        }
        strokeInk(width: 2.5, halo: 5.5, haloAlpha: 0.9, cr)
        cairo_arc(cr, p.x, p.y, r * 0.22, 0, 2 * Double.pi)
        cairo_fill(cr)
    }

    /// One finger: finger 1 a circle, 2 a square, 3 a triangle, 4 a diamond, then pentagon,
    /// hexagon ...; its number in an ink badge at its top right. A finger that is up is drawn
    /// hollow and thin; one no view got is crossed out (T4, T5).
    func finger(_ dot: FingerDot, badge: Bool = true, _ cr: OpaquePointer) {
        let r = dot.radius * 0.62, p = dot.point
        Self.fingerShape(dot.number, at: p, radius: r, cr)
        if dot.down {
            paper.set(cr, alpha: 0.55)
            cairo_fill_preserve(cr)
        }
        strokeInk(width: dot.down ? 3 : 1.5, halo: dot.down ? 6 : 4, haloAlpha: 0.9, cr)
        if dot.refused {
            let d = r * 0.75
            cairo_move_to(cr, p.x - d, p.y - d); cairo_line_to(cr, p.x + d, p.y + d)
            cairo_move_to(cr, p.x + d, p.y - d); cairo_line_to(cr, p.x - d, p.y + d)
            strokeInk(width: 2.5, halo: 5, haloAlpha: 0.9, cr)
        }
        guard badge else { return }
        // The number, in a round badge at the top right, as large as the labels' text.
        let d = max(r * 1.3, Double(smallPx) * 1.3)
        let badge = Rect(x: p.x + r * 0.7, y: p.y - r * 0.7 - d, width: d, height: d)
        cairo_new_sub_path(cr)
        cairo_arc(cr, badge.midX, badge.midY, badge.width / 2, 0, 2 * Double.pi)
        ink.set(cr)
        cairo_fill_preserve(cr)
        paper.set(cr)
        cairo_set_line_width(cr, 1.5 * scale)
        cairo_stroke(cr)
        blit("\(dot.number)", colour: paper, centredIn: badge, cr)
    }

    /// The path of finger `number`'s shape, centred on `p`.
    static func fingerShape(_ number: Int, at p: Point, radius r: Double, _ cr: OpaquePointer) {
        cairo_new_sub_path(cr)
        guard number > 1 else {
            cairo_arc(cr, p.x, p.y, r, 0, 2 * Double.pi)
            return
        }
        // 2: square, 3: triangle, 4: diamond, 5: pentagon, 6: hexagon ...
        let sides = number == 2 ? 4 : number == 4 ? 4 : number == 3 ? 3 : number
        let turn = number == 2 ? Double.pi / 4 : -Double.pi / 2
        let reach = number == 2 ? r * 1.2 : r * 1.15
        for i in 0..<sides {
            let a = turn + 2 * Double.pi * Double(i) / Double(sides)
            let q = Point(p.x + reach * cos(a), p.y + reach * sin(a))
            if i == 0 { cairo_move_to(cr, q.x, q.y) } else { cairo_line_to(cr, q.x, q.y) }
        }
        cairo_close_path(cr)
    }

    /// Strokes the current path in ink over a wider paper halo (widths in points).
    private func strokeInk(width: Double, halo: Double, haloAlpha: Double, _ cr: OpaquePointer) {
        paper.set(cr, alpha: haloAlpha)
        cairo_set_line_width(cr, halo * scale)
        cairo_stroke_preserve(cr)
        ink.set(cr)
        cairo_set_line_width(cr, width * scale)
        cairo_stroke(cr)
    }

    /// The crosshair's reach from its centre, pixels.
    static func touchRadius(scale: Double) -> Double { (9 + 8 + 3) * scale }

    /// Black or white, whichever reads better on `fill`.
    static func ink(on fill: Colour) -> Colour {
        let black = Colour(r: 0, g: 0, b: 0), white = Colour(r: 255, g: 255, b: 255)
        return contrastRatio(fill, black) >= contrastRatio(fill, white) ? black : white
    }

    private func pill(_ colour: Colour, border: Colour, _ cr: OpaquePointer) {
        colour.set(cr)
        cairo_fill_preserve(cr)
        border.set(cr, alpha: 0.85)
        cairo_set_line_width(cr, max(1, 1.5 * scale))
        cairo_stroke(cr)
    }

    private func blit(_ s: String, colour: Colour, centredIn r: Rect, _ cr: OpaquePointer) {
        guard let image = text.image(s, pixelSize: smallPx, weight: .bold, colour: colour) else { return }
        cairo_set_source_surface(
            cr, image.surface, (r.midX - Double(image.width) / 2).rounded(),
            (r.midY - Double(image.height) / 2).rounded())
        cairo_paint(cr)
    }
}
