import HitlabCore
import HitlabRender

/// Where things are in the window's frame, in pixels: what painting used and what the
/// pointer is routed against.
public struct WindowLayout {
    /// The scene's frame layout (nil in the gallery).
    public var frame: FrameLayout?
    /// Each view's row of the panel's tree.
    public var treeRows: [String: Rect] = [:]
    /// Each sentence's row of the panel, by its step.
    public var sentenceRows: [Int: Rect] = [:]
    /// The gallery's cards, in order.
    public var galleryCards: [Rect] = []

    public init(frame: FrameLayout? = nil, treeRows: [String: Rect] = [:], galleryCards: [Rect] = []) {
        self.frame = frame
        self.treeRows = treeRows
        self.galleryCards = galleryCards
    }
}

/// Routes the pointer, in frame pixels, to the playground: a click closes the help, opens a
/// gallery card, selects a tree row; on the canvas a left press starts a touch (or, in 3D,
/// turns the stack), a right or Alt click selects the view under it; hovering names the view
/// a click would hit. No SDL here: the window only passes positions in.
public final class PointerInput {
    public let playground: Playground
    private var pressedInScene = false
    /// The layout a touch began in: its moves and release are read in the same one, even if
    /// the frame was laid out again meanwhile.
    private var touchLayout: WindowLayout?
    private var rotating = false
    /// A middle-button drag pans the zoomed canvas; the last pixel it was at.
    private var panningFrom: Point?

    /// What came of an input: whether the picture changed, a `--trace-ui` event, and whether
    /// a scene was opened from the gallery (the window then watches its file).
    public struct Outcome: Equatable {
        public var redraw = false
        public var event: String?
        public var openedScene = false
    }

    public init(playground: Playground) {
        self.playground = playground
    }

    /// Degrees the 3D stack turns per pixel dragged, and how far it may turn (never edge-on).
    static let degreesPerPixel = 0.25
    static let maximumTurn = 60.0

    /// A frame pixel as a scene point (whole points read better in the story), when it is
    /// on the canvas or a touch that started there goes on.
    public func scenePoint(_ pixel: Point, in layout: WindowLayout) -> Point? {
        guard let frame = layout.frame, let scene = playground.scene else { return nil }
        guard frame.sceneRect.contains(pixel) || pressedInScene, let inverse = frame.sceneToPixels.inverted else { return nil }
        let q = inverse.apply(pixel) + scene.window.boundsOrigin
        return Point(q.x.rounded(), q.y.rounded())
    }

    public func down(_ pixel: Point, button: Int, alt: Bool, in layout: WindowLayout, time: Double) -> Outcome {
        var out = Outcome(redraw: true)
        if playground.showHelp {
            playground.perform(.help)
            out.event = "click closes help"
            return out
        }
        if playground.mode == .gallery {
            if let i = layout.galleryCards.firstIndex(where: { $0.contains(pixel) }) {
                playground.openGalleryEntry(i)
                out.openedScene = true
                out.event = "open \(i)"
            }
            return out
        }
        if let row = layout.sentenceRows.first(where: { $0.value.contains(pixel) }) {
            playground.show(step: row.key)
            out.event = "step \(row.key)"
            return out
        }
        if let row = layout.treeRows.first(where: { $0.value.contains(pixel) }) {
            playground.select(row.key)
            out.event = "select \(row.key)"
            return out
        }
        guard let point = scenePoint(pixel, in: layout) else { return out }
        if button == 2 {
            panningFrom = pixel
            return out
        }
        if playground.show3D && button == 1 {
            rotating = true
            return out
        }
        if button == 3 || alt {
            playground.select(at: point)
            out.event = "select \(playground.selection ?? "-")"
            return out
        }
        guard button == 1 else { return out }
        pressedInScene = true
        touchLayout = layout
        playground.press(at: point, time: time)
        out.event = "press \(formatNumber(point.x)) \(formatNumber(point.y))"
        return out
    }

    /// `dx`, `dy`: how far the pointer moved, in window points (for turning the 3D stack).
    public func moved(_ pixel: Point, dx: Double, dy: Double, in layout: WindowLayout, time: Double) -> Outcome {
        if let from = panningFrom, let frame = layout.frame {
            playground.pan(byScenePoints: (pixel.x - from.x) / frame.sceneScale, (pixel.y - from.y) / frame.sceneScale)
            panningFrom = pixel
            return Outcome(redraw: true, event: "pan")
        }
        if rotating {
            let limit = Self.maximumTurn
            playground.yaw = max(-limit, min(limit, playground.yaw + dx * Self.degreesPerPixel))
            playground.pitch = max(-limit, min(limit, playground.pitch + dy * Self.degreesPerPixel))
            return Outcome(redraw: true, event: "rotate")
        }
        guard playground.mode == .scene else { return Outcome() }
        playground.pointerPoint = scenePoint(pixel, in: layout) ?? playground.pointerPoint
        if pressedInScene, let point = scenePoint(pixel, in: touchLayout ?? layout) {
            playground.move(to: point, time: time)
            return Outcome(redraw: true)
        }
        let before = playground.hover
        playground.hoverAt(scenePoint(pixel, in: layout))
        guard playground.hover != before else { return Outcome() }
        return Outcome(redraw: true, event: "hover \(playground.hover ?? "-")")
    }

    public func up(_ pixel: Point, button: Int, in layout: WindowLayout, time: Double) -> Outcome {
        if rotating || panningFrom != nil {
            rotating = false
            panningFrom = nil
            return Outcome()
        }
        guard pressedInScene, button == 1 else { return Outcome() }
        var out = Outcome(redraw: true)
        if let point = scenePoint(pixel, in: touchLayout ?? layout) {
            playground.release(at: point, time: time)
            out.event = "release \(formatNumber(point.x)) \(formatNumber(point.y))"
        }
        pressedInScene = false
        touchLayout = nil
        return out
    }
}
