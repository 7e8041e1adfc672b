import CCairo
import HitlabCore

/// How to draw a frame.
public struct RenderOptions {
    public var theme: Theme = .light
    /// Pixels per point (2 for HiDPI screens and projectors).
    public var scale: Double = 1
    /// Freeze the story after this many steps (nil: all).
    public var step: Int?
    /// The exploded 3D view of views and layers.
    public var layers3D = false
    /// Fit everything into exactly this many pixels (the window, the benchmark); nil: the
    /// frame is as big as the scene and the panel need at `scale`.
    public var frameSize: (width: Int, height: Int)?
    /// With `frameSize`: magnifies the scene area about its centre.
    public var zoom: Double = 1
    /// The 3D camera, in degrees.
    public var yaw: Double = 34
    public var pitch: Double = 22
    /// Hide the side panel (the scene takes the whole frame).
    public var showPanel = true

    public init(theme: Theme = .light, scale: Double = 1, step: Int? = nil, layers3D: Bool = false,
                frameSize: (width: Int, height: Int)? = nil) {
        self.theme = theme
        self.scale = scale
        self.step = step
        self.layers3D = layers3D
        self.frameSize = frameSize
    }
}

/// Where things go in a frame, in pixels.
public struct FrameLayout {
    public let size: (width: Int, height: Int)
    /// The scene's window area.
    public let sceneRect: Rect
    /// Pixels per scene point.
    public let sceneScale: Double
    public let panelRect: Rect
    /// Pixels per panel point.
    public let panelScale: Double

    public static let margin = 24.0

    /// Window points to frame pixels (2D view).
    public var sceneToPixels: AffineTransform {
        AffineTransform.scale(sceneScale, sceneScale).then(.translation(sceneRect.minX, sceneRect.minY))
    }
}

/// Turns a scene and a click's story into pixels. It draws what the model decided; it
/// decides nothing. Backing stores and text runs are kept between frames.
public final class Renderer {
    public let text: TextRasterizer
    public let store: LayerStore

    public init() throws {
        text = try TextRasterizer()
        store = LayerStore(text: text)
    }

    /// Lays out a frame for `scene` (and its story panel).
    public func layout(_ scene: Scene, story: Story?, state: StoryState?, options: RenderOptions) -> FrameLayout {
        let m = FrameLayout.margin, theme = options.theme
        let w = scene.size.width, h = scene.size.height
        if let frame = options.frameSize {
            let W = Double(frame.width), H = Double(frame.height)
            let panelScale = max(1, H / 720)
            let panelWidth = options.showPanel ? min(theme.panelWidth * panelScale, W * 0.45) : 0
            let s = max(0.05, min((W - panelWidth) / (w + 2 * m), H / (h + 2 * m))) * options.zoom
            let left = (W - panelWidth - w * s) / 2, top = (H - h * s) / 2
            return FrameLayout(size: frame, sceneRect: Rect(x: left.rounded(), y: top.rounded(), width: w * s, height: h * s),
                               sceneScale: s, panelRect: Rect(x: W - panelWidth, y: 0, width: panelWidth, height: H),
                               panelScale: panelScale)
        }
        let s = options.scale
        let panelWidth = theme.panelWidth * s
        let panel = SidePanel(theme: theme, text: text, scale: s)
        let panelHeight = panel.naturalHeight(scene: scene, story: story, state: state, width: panelWidth)
        let width = pixels((w + 2 * m) * s + panelWidth, .up)
        let height = pixels(max((h + 2 * m) * s, panelHeight), .up)
        return FrameLayout(size: (width, height), sceneRect: Rect(x: m * s, y: m * s, width: w * s, height: h * s),
                           sceneScale: s, panelRect: Rect(x: (w + 2 * m) * s, y: 0, width: panelWidth, height: Double(height)),
                           panelScale: s)
    }

    /// Draws a whole frame: the scene, the story on top, the side panel. Throws when the
    /// picture would be larger than `SceneLimits` allows (a big scene at a big `scale`).
    public func render(_ scene: Scene, story: Story?, options: RenderOptions) throws -> CairoImage {
        let state = story?.state(at: options.step)
        let layout = self.layout(scene, story: story, state: state, options: options)
        if let problem = SceneLimits.outputProblem(width: Double(layout.size.width), height: Double(layout.size.height)) {
            throw RenderError.tooLarge(problem)
        }
        let image = CairoImage(width: layout.size.width, height: layout.size.height)
        image.draw { cr in
            self.drawFrame(scene, story: story, state: state, layout: layout, options: options, cr)
        }
        return image
    }

    /// The side panel of a frame laid out (nil when the frame has no panel).
    public func panelLayout(_ scene: Scene, story: Story?, state: StoryState?, layout: FrameLayout, options: RenderOptions,
                            selected: String? = nil) -> PanelLayout? {
        guard layout.panelRect.width > 0 else { return nil }
        return SidePanel(theme: options.theme, text: text, scale: layout.panelScale)
            .layout(scene: scene, story: story, state: state, in: layout.panelRect, selected: selected)
    }

    /// Draws a frame into any Cairo context of `layout.size` pixels, its panel as `panel` laid
    /// it out (laid out here when not given).
    public func drawFrame(_ scene: Scene, story: Story?, state: StoryState?, layout: FrameLayout, options: RenderOptions,
                          selected: String? = nil, panel: PanelLayout? = nil, _ cr: OpaquePointer) {
        let theme = options.theme
        cairo_save(cr)
        theme.backdrop.set(cr)
        cairo_paint(cr)
        let s = layout.sceneScale
        let sceneBounds = Rect(x: 0, y: 0, width: layout.panelRect.minX, height: Double(layout.size.height))
        if options.layers3D {
            var exploded = ExplodedView(scene: scene, store: store, theme: theme, scale: s, area: layout.sceneRect)
            exploded.yaw = options.yaw
            exploded.pitch = options.pitch
            exploded.draw(cr)
            let overlay = StoryOverlay(theme: theme, text: text, scale: s, toPixels: .identity, placement: exploded.placement)
            var labels = LabelPlacer(theme: theme, text: text, toPixels: .identity, scale: s, bounds: sceneBounds)
            cairo_save(cr)
            overlay.drawAtRest(scene, cr, labels: &labels)
            if let p = state?.pointer { exploded.drawRay(p, cr) }
            if let state { overlay.draw(state, scene: scene, cr, labels: &labels) }
            cairo_restore(cr)
        } else {
            cairo_save(cr)
            cairo_translate(cr, layout.sceneRect.minX, layout.sceneRect.minY)
            cairo_scale(cr, s, s)
            cairo_translate(cr, -scene.window.boundsOrigin.x, -scene.window.boundsOrigin.y)
            SceneCompositor(store: store, theme: theme, scale: s).draw(scene.window, cr)
            let toPixels = AffineTransform.translation(-scene.window.boundsOrigin.x, -scene.window.boundsOrigin.y)
                .then(layout.sceneToPixels)
            let overlay = StoryOverlay(theme: theme, text: text, scale: s, toPixels: toPixels, placement: { $0.matrixToWindow })
            var labels = LabelPlacer(theme: theme, text: text, toPixels: toPixels, scale: s, bounds: sceneBounds)
            overlay.drawAtRest(scene, cr, labels: &labels)
            if let state { overlay.draw(state, scene: scene, cr, labels: &labels) }
            cairo_restore(cr)
        }
        if let panel = panel ?? panelLayout(scene, story: story, state: state, layout: layout, options: options, selected: selected) {
            SidePanel(theme: theme, text: text, scale: layout.panelScale).paint(panel, cr)
        }
        cairo_restore(cr)
    }
}
