import CCairo
import HitlabCore

/// The window's scene composed once (backdrop, views and layers, and what the window draws
/// over them that no story step changes: a dump's wireframe, the hit map, the outlines marked
/// at rest), copied in under each frame's story. Composed again only when the scene, its
/// revision, the layout, the theme or those extras change.
final class ComposedScene {
    private struct Key: Equatable {
        let revision: Int
        let width: Int, height: Int
        let sceneRect: Rect
        let theme: ThemeName
        let language: Language
        let boundsOrigin: Point
        let storeRedraws: Int
        let wireframe: Bool
        let hitMap: Bool
        let outlines: [Outline]
    }
    private var cached: (scene: Weak<Scene>, key: Key, image: CairoImage)?
    /// How many times the scene was composed (the benchmark and tests read it).
    private(set) var compositions = 0

    func forget() { cached = nil }

    /// The composed picture for a window frame, and whether Cairo allocated all of it.
    func image(
        _ scene: Scene, layout: FrameLayout, options: RenderOptions, outlines: ArraySlice<Outline> = [],
        renderer: Renderer
    ) -> (image: CairoImage, whole: Bool) {
        let store = renderer.store, theme = options.theme
        func key() -> Key {
            Key(
                revision: scene.revision, width: layout.size.width, height: layout.size.height,
                sceneRect: layout.sceneRect, theme: theme.name, language: options.language,
                boundsOrigin: scene.window.boundsOrigin, storeRedraws: store.redraws, wireframe: options.wireframe,
                hitMap: options.hitMap, outlines: Array(outlines))
        }
        if let cached, cached.scene.object === scene, cached.key == key() { return (cached.image, true) }
        let image = CairoImage(width: layout.size.width, height: layout.size.height)
        let whole = image.width == max(1, layout.size.width) && image.height == max(1, layout.size.height)
        image.draw { cr in
            theme.backdrop.set(cr)
            cairo_paint(cr)
            cairo_save(cr)
            concat(cr, layout.sceneToPixels)
            SceneCompositor(
                store: store, theme: theme, scale: layout.sceneScale, language: options.language,
                minimumTextPixels: layout.minimumTextPixels
            ).draw(windowsOf: scene, cr)
            cairo_restore(cr)
            if options.wireframe || options.hitMap {
                let painter = WindowPainter(
                    renderer: renderer, theme: theme, scale: layout.panelScale, language: options.language)
                if options.wireframe { painter.wireframe(scene, layout: layout, cr) }
                if options.hitMap { painter.hitMap(scene, layout: layout, cr) }
            }
            // In the scene's coordinates, over the extras, as a frame strokes them before its story.
            cairo_save(cr)
            concat(cr, layout.sceneToPixels)
            OverlayPainter(
                theme: theme, text: renderer.text, scale: layout.panelScale, placement: { $0.matrixToScreen }
            ).paintOutlines(outlines, cr)
            cairo_restore(cr)
        }
        compositions += 1
        // Keyed after drawing: drawing may have filled backing stores for the first time.
        cached = (Weak(scene), key(), image)
        return (image, whole)
    }
}
