import CCairo
import HitlabCore

/// The click's story drawn on top of the scene, as a teacher would draw it on the board:
/// visited views outlined in visit order with their step numbers and verdicts, custom hit
/// areas dashed, hidden views as ghosts, the hit view emphasised, the responder chain as
/// numbered arrows, and what handled the touch, the actions and the gestures as tags.
struct StoryOverlay {
    let theme: Theme
    let text: TextRasterizer
    /// Pixels per point; the context is in window points when drawing.
    let scale: Double
    /// Maps window points to frame pixels (for text, drawn in pixels to stay crisp).
    let toPixels: AffineTransform
    /// Maps a view's own coordinates to window points (the 3D view projects further).
    let placement: (View) -> AffineTransform

    private var lineWidth: Double { theme.outlineWidth / 1 }

    // MARK: At rest

    /// Dashed outlines of hit areas that differ from the bounds, and ghosts of hidden views.
    func drawAtRest(_ scene: Scene, _ cr: OpaquePointer, labels: inout LabelPlacer) {
        scene.window.forEachInTree { view, _ in
            let underHidden = view.isHidden || isUnderHidden(view)
            if underHidden { ghost(view, cr) }
            guard view.hasCustomHitArea, !underHidden else { return }
            let path: (OpaquePointer) -> Void = { ViewPaths.hitArea(view, $0) }
            stroke(view, path, colour: theme.hitAreaColour, width: lineWidth * 0.6, dash: [6, 4], cr)
            if let label = ViewPaths.hitAreaLabel(view) {
                // Below everything the hit area reaches, so it covers none of it.
                let extent = Rect.bounding(([view.hitRect] + view.subviews.map(\.frameInSuperview)).flatMap(\.corners)
                    .map(placement(view).apply))
                labels.tag(label, at: Point(extent.minX, extent.maxY + 2), colour: theme.hitAreaColour, cr, small: true)
            }
        }
    }

    /// A hidden view is not drawn; its ghost shows what hit-testing skips (H1, H6).
    private func ghost(_ view: View, _ cr: OpaquePointer) {
        stroke(view, { ViewPaths.bounds(view, $0) }, colour: theme.colour(for: .hidden), width: lineWidth * 0.6, dash: theme.dash(for: .hidden), cr, halo: false)
    }

    private func isUnderHidden(_ view: View) -> Bool {
        var v = view.superview
        while let s = v { if s.isHidden { return true }; v = s.superview }
        return false
    }

    // MARK: The story

    func draw(_ state: StoryState, scene: Scene, _ cr: OpaquePointer, labels: inout LabelPlacer) {
        // Visits, in order, each with its number and verdict.
        for v in state.visitOrder {
            guard let vs = state.visits[ObjectIdentifier(v.view)] else { continue }
            let verdict: Verdict = vs.settled ? vs.visit.verdict : .entered
            if verdict == .hit { continue }
            stroke(v.view, { ViewPaths.bounds(v.view, $0) }, colour: theme.colour(for: verdict),
                   width: lineWidth * (vs.settled ? 0.8 : 1), dash: vs.settled ? theme.dash(for: verdict) : [2, 3], cr)
        }
        if let hit = state.hit {
            fill(hit, colour: theme.colour(for: .hit).withAlpha(36), cr)
            stroke(hit, { ViewPaths.bounds(hit, $0) }, colour: theme.colour(for: .hit), width: lineWidth * 1.6, dash: [], cr)
        }
        drawChain(state, scene: scene, cr, labels: &labels)
        for v in state.visitOrder {
            guard let vs = state.visits[ObjectIdentifier(v.view)] else { continue }
            let verdict: Verdict = vs.settled ? vs.visit.verdict : .entered
            let corner = placement(v.view).apply(Point(v.view.bounds.minX, v.view.bounds.minY))
            let label = vs.settled ? theme.label(for: verdict) + (vs.visit.bypassed != nil ? " (C4)" : "") : "asking…"
            labels.badge(number: vs.number, label: label, at: corner, colour: theme.colour(for: verdict), cr)
        }
        drawTags(state, scene: scene, cr, labels: &labels)
        if let p = state.pointer { pointer(placement(scene.window).apply(p), down: state.pointerDown, cr) }
    }

    /// Numbered arrows along the chain between views; controllers as pills.
    private func drawChain(_ state: StoryState, scene: Scene, _ cr: OpaquePointer, labels: inout LabelPlacer) {
        guard !state.chain.isEmpty else { return }
        var points: [(Responder, Point)] = []
        // Each responder is anchored near its view's top-right corner (a controller a little
        // further in), so nested views that share a centre still get distinct arrows.
        for responder in state.chain {
            if let view = responder as? View {
                points.append((view, placement(view).apply(anchor(view, inset: 14))))
            } else if let vc = responder as? ViewController, let root = vc.view {
                points.append((vc, placement(root).apply(anchor(root, inset: 44))))
            }
        }
        // The application and the delegate are not views: pills above the window's corner.
        let window = scene.window
        var offset = 0.0
        for responder in state.chain where responder is AppResponder {
            offset += 1
            let corner = Point(window.bounds.maxX - 60 - (offset - 1) * 130, window.bounds.minY - 14)
            points.append((responder, placement(window).apply(corner)))
        }
        for (i, pair) in zip(points, points.dropFirst()).enumerated() {
            arrow(from: pair.0.1, to: pair.1.1, colour: theme.chainColour, cr)
            let mid = Point((pair.0.1.x + pair.1.1.x) / 2, (pair.0.1.y + pair.1.1.y) / 2)
            labels.chip("\(i + 1)", at: mid, colour: theme.chainColour, cr)
        }
        for (responder, p) in points where !(responder is View) {
            labels.tag(responder.name, at: p, colour: theme.chainColour, cr, small: false)
        }
    }

    private func anchor(_ view: View, inset: Double) -> Point {
        let b = view.bounds
        return Point(b.maxX - min(inset, b.width / 2), b.minY + min(inset, b.height / 2))
    }

    /// Who handled the touch, actions and gestures, as tags on the views.
    private func drawTags(_ state: StoryState, scene: Scene, _ cr: OpaquePointer, labels: inout LabelPlacer) {
        for d in state.deliveries where d.outcome == .handled || d.outcome == .handledAndForwarded {
            if let view = d.responder as? View, d.phase == .began {
                let p = placement(view).apply(Point(view.bounds.minX, view.bounds.maxY))
                labels.tag("✓ handles touches", at: p, colour: theme.colour(for: .hit), cr, small: true, above: true)
            }
        }
        for g in state.gestures.values.sorted(by: { $0.recognizer.name < $1.recognizer.name }) {
            guard let view = g.recognizer.view, g.state != .possible else { continue }
            let mark = g.state == .failed ? "✗" : "✓"
            let p = placement(view).apply(Point(view.bounds.maxX, view.bounds.maxY))
            labels.tag("\(mark) \(g.recognizer.name) \(g.state.rawValue)", at: p, colour: g.state == .failed ? theme.colour(for: .outside) : theme.colour(for: .hit), cr, small: true, alignRight: true, above: true)
        }
        for a in state.actions {
            let senderView = scene.view(named: a.sender)
                ?? state.gestures.values.first(where: { $0.recognizer.name == a.sender })?.recognizer.view
            let to = a.handledBy.map { "→ \($0.name)" } ?? "→ dropped"
            if let v = senderView {
                let p = placement(v).apply(Point(v.bounds.midX, v.bounds.maxY))
                labels.tag("\(a.name) \(to)", at: p, colour: Theme.okabeIto.reddishPurple, cr, small: false)
            }
        }
    }

    // MARK: Primitives

    /// Strokes a path built in the view's own coordinates, with a uniform line width and a
    /// dark halo underneath so it stands out on any content.
    private func stroke(_ view: View, _ path: (OpaquePointer) -> Void, colour: Colour, width: Double, dash: [Double], _ cr: OpaquePointer, halo: Bool = true) {
        cairo_save(cr)
        cairo_new_path(cr)
        concat(cr, placement(view))
        path(cr)
        cairo_restore(cr)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        if halo {
            setDash(cr, [])
            theme.halo.set(cr, alpha: 0.75)
            cairo_set_line_width(cr, width + 2.5)
            cairo_stroke_preserve(cr)
        }
        setDash(cr, dash)
        colour.set(cr)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
        setDash(cr, [])
    }

    private func fill(_ view: View, colour: Colour, _ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_new_path(cr)
        concat(cr, placement(view))
        ViewPaths.bounds(view, cr)
        cairo_restore(cr)
        colour.set(cr)
        cairo_fill(cr)
    }

    private func arrow(from a: Point, to b: Point, colour: Colour, _ cr: OpaquePointer) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1 else { return }
        let ux = dx / length, uy = dy / length
        let head = min(14, length / 2)
        let tip = Point(b.x - ux * 4, b.y - uy * 4)
        for (c, w, alpha) in [(theme.halo, lineWidth + 2.5, 0.75), (colour, lineWidth, 1.0)] {
            c.set(cr, alpha: alpha)
            cairo_set_line_width(cr, w)
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, tip.x - ux * head * 0.6, tip.y - uy * head * 0.6)
            cairo_stroke(cr)
        }
        cairo_move_to(cr, tip.x, tip.y)
        cairo_line_to(cr, tip.x - ux * head - uy * head * 0.5, tip.y - uy * head + ux * head * 0.5)
        cairo_line_to(cr, tip.x - ux * head + uy * head * 0.5, tip.y - uy * head - ux * head * 0.5)
        cairo_close_path(cr)
        colour.set(cr)
        cairo_fill_preserve(cr)
        theme.halo.set(cr, alpha: 0.75)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
    }

    private func pointer(_ p: Point, down: Bool, _ cr: OpaquePointer) {
        let r = down ? 9.0 : 7.0
        cairo_new_sub_path(cr)
        cairo_arc(cr, p.x, p.y, r, 0, 2 * Double.pi)
        haloStroke(theme.pointerColour, width: 3, cr)
        for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
            cairo_move_to(cr, p.x + dx * (r + 2), p.y + dy * (r + 2))
            cairo_line_to(cr, p.x + dx * (r + 8), p.y + dy * (r + 8))
        }
        haloStroke(theme.pointerColour, width: 2, cr)
    }

    /// Strokes the current path in `colour` over a dark halo 2.5 wider.
    private func haloStroke(_ colour: Colour, width: Double, _ cr: OpaquePointer) {
        theme.halo.set(cr, alpha: 0.8)
        cairo_set_line_width(cr, width + 2.5)
        cairo_stroke_preserve(cr)
        colour.set(cr)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }
}
