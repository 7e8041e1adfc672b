import CCairo
import HitlabCore
import HitlabFiles
import HitlabStory
import HitlabWords

/// Where things go in a frame, in pixels.
public struct FrameLayout {
    /// A window's frame (the scene composed once and reused under each frame's story) or a
    /// picture (`render`, `check`, `export`: drawn whole each time).
    public enum Kind: Equatable { case window, picture }
    public let kind: Kind
    public let size: (width: Int, height: Int)
    /// The scene's window area.
    public let sceneRect: Rect
    /// Pixels per scene point.
    public let sceneScale: Double
    public let panelRect: Rect
    /// Pixels per panel point.
    public let panelScale: Double
    /// The band under the scene where the responder chain's strip goes (nil: no chain).
    public let stripRect: Rect?
    /// The band at the top of the canvas the window keeps free (a lesson's card), pixels.
    public var reservedTop = 0.0
    /// The smallest text the frame draws, the scene's own included (a projector's floor;
    /// 0: the scene's texts are as large as the scene's scale makes them).
    public var minimumTextPixels = 0
    /// The canvas: everything left of the panel.
    public var canvasRect: Rect {
        Rect(x: 0, y: 0, width: panelRect.width > 0 ? panelRect.minX : Double(size.width), height: Double(size.height))
    }

    public static let margin = 36.0
    /// A projector's frame keeps less room around the scene, which is drawn larger instead.
    public static func margin(_ theme: Theme) -> Double { theme.name == .projector ? 24 : margin }
    /// The shortest picture `render` makes, in points, so the panel has room for the story.
    public static let minimumHeight = 640.0
    /// The canvas of `render`'s own size is at least this wide (points, margins included),
    /// so a small scene's chain strip has room for real class names.
    public static let minimumCanvasWidth = 320.0
    /// Room the window keeps under the canvas for its status line, points.
    public static let statusLineHeight = 52.0
    /// The panel takes at most this share of a window's width.
    public static let maximumPanelShare = 0.38

    /// The side panel's width in a window's frame of `frame` pixels.
    public static func panelWidth(theme: Theme, frame: (width: Int, height: Int), showPanel: Bool) -> Double {
        let panelScale = theme.textScale(frameHeight: frame.height)
        return showPanel ? min(theme.panelWidth * panelScale, Double(frame.width) * maximumPanelShare) : 0
    }

    /// Screen points (every view's `matrixToScreen` lands there) to frame pixels (2D view).
    public var sceneToPixels: AffineTransform {
        AffineTransform.scale(sceneScale, sceneScale).then(.translation(sceneRect.minX, sceneRect.minY))
    }
}

/// A frame laid out before anything is painted: where the scene and the panel go, every
/// label of the story with its place, and the panel's rows. Painting and the window's input
/// read the same plan.
public struct FramePlan {
    public let layout: FrameLayout
    let overlay: OverlayPlan
    public let panel: PanelLayout?

    /// Every placed mark, as `--layout-json` reports them: the canvas's, the panel's footnotes
    /// and legend, and the panel itself.
    public var marks: [Mark] { overlay.marks + (panel?.marks ?? []) }
    /// The responders the picture numbers, in order: the touch's responder chain, or at a
    /// nil-targeted action's step that starts at the first responder, the action's search.
    public var numberedResponders: [Responder] { overlay.numbered }
    /// The arrows between the chain's badges on the canvas, each as points along it (pixels).
    public var chainArrows: [[Point]] { overlay.arrows.map { $0.samples() } }
}

/// Turns a scene and a click's story into pixels. It draws what the model decided; it
/// decides nothing. Backing stores and text runs are kept between frames.
public final class Renderer {
    public let text: TextRasterizer
    public let store: LayerStore

    /// The window's frames reuse the scene composed once while a story plays over it.
    let composed = ComposedScene()
    /// Whether the window composes the outlines marked at rest with the scene (false: every
    /// frame strokes them, as pictures do; the tests hold the two to the same pixels).
    var composesRestingOutlines = true
    /// Set when a picture this frame needed could not be allocated (Cairo gave 1 x 1 instead).
    var allocationFailed = false

    /// Whether Cairo allocated the picture a layout asked for.
    static func isWhole(_ image: CairoImage, _ layout: FrameLayout) -> Bool {
        image.width == max(1, layout.size.width) && image.height == max(1, layout.size.height)
    }
    /// A second setter of text, for a frame's panel laid out on another CPU while its canvas is
    /// drawn (`planAndDraw`); nil when it cannot be made.
    lazy var panelText: TextRasterizer? = try? TextRasterizer(faces: .second)
    /// The panel's own pixels while the canvas is drawn on another CPU (`planAndDraw`), kept for
    /// the next frame of the same size (the panel paints every one of them).
    private var panelPixels: CairoImage?

    /// Memory for a panel of `width` x `height` pixels, or nil when it cannot be allocated.
    func panelImage(width: Int, height: Int) -> CairoImage? {
        if let image = panelPixels, image.width == width, image.height == height { return image }
        let image = CairoImage(width: width, height: height, pool: ReadyPixelMemory.framePool())
        guard image.width == width, image.height == height else { return nil }
        panelPixels = image
        return image
    }

    /// How many times the scene was composed (the benchmark and tests read it).
    public var compositions: Int { composed.compositions }

    public init() throws {
        text = try TextRasterizer()
        store = LayerStore(text: text)
    }

    /// Lays out a frame for `scene` (and its story panel): a window's frame of a given size,
    /// or a picture sized by the scene.
    public func layout(_ scene: Scene, story: Story?, state: StoryState?, options: RenderOptions) -> FrameLayout {
        text.language = options.language
        let chain = story?.trace.chain.map(\.name) ?? []
        if let frame = options.frameSize {
            // The strip may number an action's search instead (StoryOverlay.walk): room for the longest.
            let searches = story?.trace.actions.filter { $0.route == .firstResponder }.map { $0.searched.map(\.name) }
            return windowLayout(scene, chains: [chain] + (searches ?? []), frame: frame, options: options)
        }
        return pictureLayout(scene, story: story, state: state, chain: chain, options: options)
    }

    /// A window's frame: the canvas fits the scene into what the panel leaves, zoomed about
    /// the focus, with the chain strip and the status line below.
    private func windowLayout(
        _ scene: Scene, chains: [[String]], frame: (width: Int, height: Int), options: RenderOptions
    ) -> FrameLayout {
        let theme = options.theme, m = FrameLayout.margin(theme)
        let w = scene.size.width, h = scene.size.height
        let W = Double(frame.width), H = Double(frame.height)
        let panelScale = theme.textScale(frameHeight: frame.height)
        let panelWidth = FrameLayout.panelWidth(theme: theme, frame: frame, showPanel: options.showPanel)
        let canvasWidth = W - panelWidth
        let chainStrip = ChainStrip(theme: theme, text: text, scale: panelScale)
        let strip = max(
            chainStrip.height(rows: ChainStrip.rowsKeptInWindows),
            chains.map { chainStrip.height(for: $0, width: canvasWidth - 2 * m) }.max() ?? 0)
        // The chain strip sits above the window's status line.
        let status = max(FrameLayout.statusLineHeight * panelScale, options.reservedBottom)
        let stripBand = strip > 0 ? strip + status : options.reservedBottom
        // A lesson's card keeps the top of the canvas: the scene fits below it.
        let top0 = min(options.reservedTop, H / 2)
        let s = max(0.05, min(canvasWidth / (w + 2 * m), (H - stripBand - top0) / (h + 2 * m))) * options.zoom
        var left = (canvasWidth - w * s) / 2, top = top0 + (H - stripBand - top0 - h * s) / 2
        if let focus = options.focus, options.zoom > 1 {
            left = canvasWidth / 2 - focus.x * s
            top = top0 + (H - stripBand - top0) / 2 - focus.y * s
        }
        let band = strip > 0 ? Rect(x: m, y: H - status - strip, width: canvasWidth - 2 * m, height: strip) : nil
        var layout = FrameLayout(
            kind: .window, size: frame,
            sceneRect: Rect(x: left.rounded(), y: top.rounded(), width: w * s, height: h * s),
            sceneScale: s, panelRect: Rect(x: W - panelWidth, y: 0, width: panelWidth, height: H),
            panelScale: panelScale, stripRect: band)
        layout.reservedTop = top0
        if theme.name == .projector { layout.minimumTextPixels = Theme.projectorMinimumPixels(height: frame.height) }
        return layout
    }

    /// A picture (`render`, `check`, `export`): the scene at `options.scale` pixels a point,
    /// as tall as the scene, the strip and (with `fullPanel`) the whole story need.
    private func pictureLayout(
        _ scene: Scene, story: Story?, state: StoryState?, chain: [String], options: RenderOptions
    ) -> FrameLayout {
        let m = FrameLayout.margin, theme = options.theme
        let w = scene.size.width, h = scene.size.height
        let s = options.scale
        let panelWidth = theme.panelWidth * s
        let canvasWidth = max(w + 2 * m, FrameLayout.minimumCanvasWidth)
        let left = ((canvasWidth - w) / 2).rounded(.down)
        let strip = ChainStrip(theme: theme, text: text, scale: s).height(for: chain, width: (canvasWidth - 2 * m) * s)
        let sceneBottom = (h + 2 * m) * s + (strip > 0 ? strip : 0)
        var height = max(sceneBottom, FrameLayout.minimumHeight * s)
        if options.fullPanel {
            let panel = SidePanel(theme: theme, text: text, scale: s, words: Words(options.language))
            height = max(height, panel.naturalHeight(scene: scene, story: story, state: state, width: panelWidth))
        }
        let pixelHeight = pixels(height, .up)
        let band =
            strip > 0
            ? Rect(x: m * s, y: (h + 2 * m) * s - m * s * 0.5, width: (canvasWidth - 2 * m) * s, height: strip) : nil
        return FrameLayout(
            kind: .picture, size: (pixels(canvasWidth * s + panelWidth, .up), pixelHeight),
            sceneRect: Rect(x: left * s, y: m * s, width: w * s, height: h * s),
            sceneScale: s, panelRect: Rect(x: canvasWidth * s, y: 0, width: panelWidth, height: Double(pixelHeight)),
            panelScale: s, stripRect: band)
    }

    /// Lays out the whole frame: the scene's place, the story's labels, the panel.
    public func plan(
        _ scene: Scene, story: Story?, state: StoryState?, options: RenderOptions, selected: View? = nil
    ) -> FramePlan {
        let layout = self.layout(scene, story: story, state: state, options: options)
        let overlay = overlayPlan(scene, story: story, state: state, layout: layout, options: options)
        let panel = panelLayout(
            scene, story: story, state: state, overlay: { overlay }, layout: layout, options: options,
            selected: selected, text: text)
        return FramePlan(layout: layout, overlay: overlay, panel: panel)
    }

    /// The side panel's rows, their text set by `text` (nil when the frame has no panel); the
    /// canvas's labels (`overlay`) are asked for once the rows above its footnotes are set.
    func panelLayout(
        _ scene: Scene, story: Story?, state: StoryState?, overlay: () -> OverlayPlan, layout: FrameLayout,
        options: RenderOptions, selected: View? = nil, text: TextRasterizer
    ) -> PanelLayout? {
        guard layout.panelRect.width > 0 else { return nil }
        var sidePanel = SidePanel(
            theme: options.theme, text: text, scale: layout.panelScale, words: Words(options.language))
        sidePanel.withholdSummary = options.withholdSummary
        sidePanel.showsChain = options.theme.name != .projector || layout.stripRect == nil
        sidePanel.card = options.card
        sidePanel.cardOutranksSentence = options.cardOutranksSentence
        return sidePanel.layout(
            scene: scene, story: story, state: state, overlay: overlay, in: layout.panelRect, selected: selected,
            full: options.fullPanel && layout.kind == .picture, showRules: options.showRules)
    }

    /// The story's labels placed on the canvas (2D or exploded 3D).
    func overlayPlan(
        _ scene: Scene, story: Story?, state: StoryState?, layout: FrameLayout, options: RenderOptions
    ) -> OverlayPlan {
        let labelScale = layout.panelScale
        let canvas = layout.canvasRect
        let top = canvas.minY + layout.reservedTop
        let labelArea = Rect(
            x: canvas.minX, y: top, width: canvas.width, height: (layout.stripRect?.minY ?? canvas.maxY) - top)
        if options.layers3D {
            let exploded = explodedView(scene, layout: layout, options: options)
            let overlay = StoryOverlay(
                theme: options.theme, text: text, words: Words(options.language), scale: labelScale,
                toPixels: .identity,
                placement: exploded.placement, canvas: labelArea, visibleArea: canvas,
                honoursClipping: false, linePixels: options.theme.outlineWidth * 1.6)
            return overlay.plan(scene: scene, story: story, state: state, strip: layout.stripRect)
        }
        let pixels = layout.sceneToPixels
        let tree = treeFacts(scene, toPixels: pixels)
        let matrices = tree.matrices
        let overlay = StoryOverlay(
            theme: options.theme, text: text, words: Words(options.language), scale: labelScale, toPixels: pixels,
            placement: { matrices[ObjectIdentifier($0)] ?? $0.matrixToScreen }, canvas: labelArea,
            visibleArea: layout.sceneRect.intersection(canvas) ?? canvas,
            honoursClipping: true, linePixels: options.theme.outlineWidth * 1.6 * layout.sceneScale, facts: tree.facts,
            minimumTextPixels: layout.minimumTextPixels)
        return overlay.plan(scene: scene, story: story, state: state, strip: layout.stripRect)
    }

    /// What the story's layout learns of the tree (each view's transform to the window, the
    /// clips and hidden ancestors in pixels), kept while the scene, its revision and its place
    /// on the frame stay: a story's frames share it, as the views do not move while it plays.
    private var tree:
        (
            scene: Weak<Scene>, revision: Int, toPixels: AffineTransform,
            matrices: [ObjectIdentifier: AffineTransform], facts: StoryOverlay.TreeFacts
        )?

    private func treeFacts(
        _ scene: Scene, toPixels: AffineTransform
    ) -> (matrices: [ObjectIdentifier: AffineTransform], facts: StoryOverlay.TreeFacts) {
        if let tree, tree.scene.object === scene, tree.revision == scene.revision, tree.toPixels == toPixels {
            return (tree.matrices, tree.facts)
        }
        // Each view's transform to the window, found in one walk of the tree.
        var matrices: [ObjectIdentifier: AffineTransform] = [:]
        scene.forEachView { view, _ in
            matrices[ObjectIdentifier(view)] =
                view.superview.flatMap { matrices[ObjectIdentifier($0)] }.map { view.matrixToSuperview.then($0) }
                ?? view.matrixToSuperview
        }
        let facts = StoryOverlay.TreeFacts()
        tree = (Weak(scene), scene.revision, toPixels, matrices, facts)
        return (matrices, facts)
    }

    private func explodedView(_ scene: Scene, layout: FrameLayout, options: RenderOptions) -> ExplodedView {
        var exploded = ExplodedView(
            scene: scene, store: store, theme: options.theme, scale: layout.sceneScale, area: layout.sceneRect)
        exploded.language = options.language
        exploded.yaw = options.yaw
        exploded.pitch = options.pitch
        return exploded
    }

    /// Draws a laid-out frame into any Cairo context of `plan.layout.size` pixels.
    public func drawFrame(_ scene: Scene, plan: FramePlan, options: RenderOptions, _ cr: OpaquePointer) {
        drawCanvas(scene, layout: plan.layout, overlay: plan.overlay, options: options, cr)
        if let panel = plan.panel { paintPanel(panel, layout: plan.layout, options: options, cr) }
    }

    /// The panel's rows painted where the layout put them.
    func paintPanel(
        _ panel: PanelLayout, layout: FrameLayout, options: RenderOptions, text: TextRasterizer? = nil,
        _ cr: OpaquePointer
    ) {
        SidePanel(
            theme: options.theme, text: text ?? self.text, scale: layout.panelScale, words: Words(options.language)
        ).paint(panel, cr)
    }

    /// Everything but the panel: the backdrop, the scene, the story's marks and labels.
    func drawCanvas(
        _ scene: Scene, layout: FrameLayout, overlay: OverlayPlan, options: RenderOptions, _ cr: OpaquePointer
    ) {
        text.language = options.language
        let theme = options.theme
        var framePixels = cairo_matrix_t()
        cairo_get_matrix(cr, &framePixels)
        cairo_save(cr)
        // The window's composed scene covers every pixel of an untransformed frame: no backdrop
        // under it (a 1920x1080 fill is a millisecond of each frame).
        let identity = framePixels.isIdentity
        if !(layout.kind == .window && !options.layers3D && identity) {
            theme.backdrop.set(cr)
            cairo_paint(cr)
        }
        if options.layers3D {
            let exploded = explodedView(scene, layout: layout, options: options)
            exploded.draw(cr)
            let painter = OverlayPainter(
                theme: theme, text: text, scale: layout.panelScale, placement: exploded.placement)
            cairo_save(cr)
            painter.paintOutlines(overlay.outlines, cr)
            if let p = overlay.pointer { exploded.drawRay(p, cr) }
            painter.paintMarks(overlay, cr)
            cairo_restore(cr)
        } else {
            // The window: the scene composed once with the outlines at rest, copied in under each
            // frame's story (pixel for pixel, so only into an untransformed frame).
            var composedOutlines = 0
            if layout.kind == .window {
                let resting =
                    identity && composesRestingOutlines ? overlay.outlines.prefix(overlay.restingOutlines) : []
                composedOutlines = resting.count
                let (image, whole) = composed.image(
                    scene, layout: layout, options: options, outlines: resting, renderer: self)
                allocationFailed = allocationFailed || !whole
                cairo_save(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_surface(cr, image.surface, 0, 0)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            cairo_save(cr)
            concat(cr, layout.sceneToPixels)
            if layout.kind == .picture {
                SceneCompositor(
                    store: store, theme: theme, scale: layout.sceneScale, language: options.language,
                    minimumTextPixels: layout.minimumTextPixels
                ).draw(windowsOf: scene, cr)
            }
            if layout.kind == .picture, options.wireframe || options.hitMap {
                cairo_save(cr)
                cairo_set_matrix(cr, &framePixels)
                let painter = WindowPainter(
                    renderer: self, theme: theme, scale: layout.panelScale, language: options.language)
                if options.wireframe { painter.wireframe(scene, layout: layout, cr) }
                if options.hitMap { painter.hitMap(scene, layout: layout, cr) }
                cairo_restore(cr)
            }
            let painter = OverlayPainter(
                theme: theme, text: text, scale: layout.panelScale, placement: { $0.matrixToScreen })
            painter.paintOutlines(overlay.outlines.dropFirst(composedOutlines), cr)
            painter.paintMarks(overlay, cr)
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }
}

/// A reference that does not keep its object alive: a cache of a scene is stale once the scene
/// is gone, even if a new one takes its address.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
