import CCairo
import HitlabCore

/// Composites a scene's views and layers from their backing stores, as Core Animation
/// would: each view in its superview's coordinates (frame centre, transform about it,
/// bounds origin), its layer, its sublayers, its subviews, then its border; alpha as group
/// opacity; `clips` clipping sublayers and subviews to the bounds. Hidden views are drawn
/// as faint ghosts (Hitlab's own cue, so the student sees what hit-testing skipped).
struct SceneCompositor {
    let store: LayerStore
    let theme: Theme
    /// Pixels per point of the frame.
    let scale: Double
    /// The language of the views' texts, where the scene gives them in several.
    var language: Language = .en
    /// No view's text smaller than this many pixels of the frame (a projector's floor).
    var minimumTextPixels = 0
    /// The opacity of a hidden view's ghost.
    static let ghostAlpha = 0.22

    /// Draws `view` (and its subtree) with `cr` in its superview's coordinates.
    /// Every window of the scene, back to front (W1): a window in front draws over the ones behind.
    func draw(windowsOf scene: Scene, _ cr: OpaquePointer) {
        for window in scene.windows { draw(window, cr) }
    }

    func draw(_ view: View, _ cr: OpaquePointer, drawingScale: Double = 1) {
        cairo_save(cr)
        // A window's frame places it on the screen (W1), whose coordinates the caller set up.
        concat(cr, view.matrixToSuperview)
        let ds = drawingScale * max(abs(view.transform.scaleX), abs(view.transform.scaleY))
        let bounds = view.bounds
        let storeScale = LayerStore.storeScale(for: bounds.size, wanted: quantized(scale * ds))
        let alpha = min(1, max(0, view.alpha)) * (view.isHidden ? Self.ghostAlpha : 1)
        let hasChildren = !view.subviews.isEmpty || !view.layers.isEmpty || view.appearance.border != nil
        let group = alpha < 1 && hasChildren
        if group {
            // The group's surface only needs to cover what the subtree draws.
            cairo_save(cr)
            let extent = view.drawingExtent
            cairo_rectangle(cr, extent.minX - 2, extent.minY - 2, extent.width + 4, extent.height + 4)
            cairo_clip(cr)
            cairo_push_group(cr)
        }
        let ownAlpha = group ? 1 : alpha
        paint(
            store.content(
                view.appearance.localized(language), size: bounds.size, scale: storeScale, theme: theme,
                minimumFontSize: minimumFontSize(ds)),
            at: bounds.origin, scale: storeScale, alpha: ownAlpha, cr)
        if view.clipsToBounds {
            cairo_save(cr)
            roundedRectPath(cr, bounds.minX, bounds.minY, bounds.width, bounds.height, view.appearance.cornerRadius)
            cairo_clip(cr)
        }
        for layer in view.layers {
            draw(layer, in: bounds.origin, cr, drawingScale: ds, alpha: ownAlpha)
        }
        for sub in view.subviews { draw(sub, cr, drawingScale: ds) }
        if view.clipsToBounds { cairo_restore(cr) }
        if let border = view.appearance.border {
            paint(
                store.border(border, cornerRadius: view.appearance.cornerRadius, size: bounds.size, scale: storeScale),
                at: bounds.origin, scale: storeScale, alpha: ownAlpha, cr)
        }
        if group {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    /// A sublayer: drawn in its view's bounds coordinates, never hit-tested.
    private func draw(
        _ layer: Layer, in origin: Point, _ cr: OpaquePointer, drawingScale: Double, alpha parentAlpha: Double
    ) {
        cairo_save(cr)
        cairo_translate(cr, origin.x + layer.frame.minX, origin.y + layer.frame.minY)
        let storeScale = LayerStore.storeScale(for: layer.frame.size, wanted: quantized(scale * drawingScale))
        let alpha = min(1, max(0, layer.alpha)) * parentAlpha
        let group = alpha < 1 && (!layer.sublayers.isEmpty || layer.appearance.border != nil)
        if group { cairo_push_group(cr) }
        let own = group ? 1 : alpha
        paint(
            store.content(
                layer.appearance.localized(language), size: layer.frame.size, scale: storeScale, theme: theme,
                minimumFontSize: minimumFontSize(drawingScale)),
            at: .zero, scale: storeScale, alpha: own, cr)
        for sub in layer.sublayers { draw(sub, in: .zero, cr, drawingScale: drawingScale, alpha: own) }
        if let border = layer.appearance.border {
            paint(
                store.border(
                    border, cornerRadius: layer.appearance.cornerRadius, size: layer.frame.size, scale: storeScale),
                at: .zero, scale: storeScale, alpha: own, cr)
        }
        if group {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    private func paint(
        _ image: CairoImage?, at origin: Point, scale storeScale: Double, alpha: Double, _ cr: OpaquePointer
    ) {
        guard let image, alpha > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, 1 / storeScale, 1 / storeScale)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        if alpha >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, alpha) }
        cairo_restore(cr)
    }

    /// The floor in the points of a view drawn `drawingScale` times larger than the scene.
    private func minimumFontSize(_ drawingScale: Double) -> Double {
        minimumTextPixels > 0 ? Double(minimumTextPixels) / (scale * drawingScale) : 0
    }

    /// Store scales in quarter steps, so nearby zooms share stores.
    private func quantized(_ s: Double) -> Double { max(0.25, (s * 4).rounded(.up) / 4) }
}
