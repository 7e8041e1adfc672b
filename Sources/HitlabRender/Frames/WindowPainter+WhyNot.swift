import CCairo
import HitlabCore
import HitlabWords

/// What the window draws for a why-not question (a click while a view is selected) and for a
/// dump at rest (a wireframe: a dump has no colours).
extension WindowPainter {
    /// Each blocking reason's view outlined and numbered in the order UIKit meets them, and a
    /// box naming them with their rules; nothing decided here (the answer is `Scene.why`'s).
    public func whyNot(_ answer: WhyAnswer, layout: FrameLayout, in area: Rect, _ cr: OpaquePointer) {
        let blocking = answer.blockers.filter(\.blocks)
        let colour = theme.colour(for: .outside)
        for (i, blocker) in blocking.enumerated() {
            let view = blocker.view ?? answer.target
            outline(view, layout: layout, colour: colour, alpha: 1, width: 3, dash: [8, 4], cr)
            let box = pixelBox(of: view, layout: layout)
            numberTag(i + 1, at: Point(max(area.minX, box.minX), max(area.minY, box.minY)), colour: colour, cr)
        }
        var lines = [(words.whyNot(answer.target.name, at: answer.point, reached: answer.reached), bold: true)]
        for (i, blocker) in blocking.enumerated() {
            lines.append(
                (
                    "\(i + 1). " + blocker.label(target: answer.target, in: words.language)
                        + "  [\(blocker.rule.rawValue)]", bold: false
                ))
            // The fix `why` gives, and the inspector's key that makes it here.
            if let fix = blocker.fix(target: answer.target, in: words.language) {
                lines.append(("   " + words.fix(fix), bold: false))
            }
            if let key = Self.inspectorKey(for: blocker.kind) {
                let view = (blocker.view ?? answer.target).name
                lines.append(("   " + words.fixInWindow(view: view, key: key.key, does: key.does), bold: true))
            }
        }
        textBox(lines, in: area, corner: .topRight, maxWidth: min(area.width * 0.5, 460 * scale), cr)
    }

    /// The inspector's key that removes a blocker of this kind on the view it names.
    static func inspectorKey(for kind: Blocker.Kind) -> (key: String, does: Phrase)? {
        switch kind {
        case .hidden: return ("1", Phrase("hidden: false"))
        case .transparent: return ("2", Phrase("alpha: 1"))
        case .interactionOff: return ("3", Phrase("interaction: true"))
        case .disabled: return ("4", Phrase("enabled: true"))
        case .covered: return ("6", Phrase("pass-through"))
        default: return nil
        }
    }

    /// A dump at rest: every view's outline, and its class where there is room for it.
    public func wireframe(_ scene: Scene, layout: FrameLayout, _ cr: OpaquePointer) {
        // A view's own text names it better than its class: labels keep off every text.
        var taken: [Rect] = []
        scene.forEachView { view, _ in
            if view.appearance.text != nil { taken.append(pixelBox(of: view, layout: layout)) }
        }
        let small = max(9, Int((Double(px) * 0.75).rounded()))
        scene.forEachView { view, _ in
            guard !view.isWindow else { return }
            // Drawn as the screen shows it: within its window and every ancestor that clips
            // (a cell scrolled out of its collection view is not drawn above the screen).
            cairo_save(cr)
            defer { cairo_restore(cr) }
            for ancestor in view.ancestry.dropLast() where ancestor.isWindow || ancestor.clipsToBounds {
                let clip = pixelBox(of: ancestor, layout: layout)
                cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(cr)
            }
            outline(view, layout: layout, colour: theme.ink, alpha: 0.35, width: 1, dash: [], cr)
            let box = pixelBox(of: view, layout: layout)
            guard box.width >= 40, box.height >= Double(small) * 1.4,
                let image = renderer.text.image(view.classLabel, pixelSize: small, colour: theme.ink)
            else { return }
            let spot = Rect(
                x: box.minX + 3, y: box.minY + 2, width: min(Double(image.width), box.width - 6),
                height: Double(image.height))
            // Deeper views draw later: a label never lands on one already placed.
            guard !taken.contains(where: { $0.overlaps(spot) }) else { return }
            taken.append(spot)
            cairo_save(cr)
            cairo_rectangle(cr, spot.minX, spot.minY, spot.width, spot.height)
            cairo_clip(cr)
            cairo_set_source_surface(cr, image.surface, spot.minX.rounded(), spot.minY.rounded())
            cairo_paint_with_alpha(cr, 0.75)
            cairo_restore(cr)
        }
    }

    /// A view's own coordinates to frame pixels, through its window.
    func toPixels(_ view: View, layout: FrameLayout) -> AffineTransform {
        view.matrixToScreen.then(layout.sceneToPixels)
    }

    /// A view's bounds in frame pixels (the bounding box when it is transformed).
    func pixelBox(of view: View, layout: FrameLayout) -> Rect {
        Rect.bounding(view.bounds.corners.map(toPixels(view, layout: layout).apply))
    }

    private func numberTag(_ n: Int, at p: Point, colour: Colour, _ cr: OpaquePointer) {
        guard let image = renderer.text.image("\(n)", pixelSize: px, weight: .bold, colour: theme.paper) else { return }
        let pad = 4 * scale
        let w = Double(image.width) + 2 * pad, h = Double(image.height) + pad
        cairo_new_path(cr)
        cairo_rectangle(cr, p.x, p.y, w, h)
        colour.set(cr, alpha: 1)
        cairo_fill(cr)
        cairo_set_source_surface(cr, image.surface, (p.x + pad).rounded(), (p.y + pad / 2).rounded())
        cairo_paint(cr)
    }
}
