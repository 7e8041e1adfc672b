import HitlabCore
import HitlabRender

/// Where things are in the window's frame, in pixels: what painting used and what the
/// pointer is routed against.
public struct WindowLayout {
    /// The scene's frame layout (nil in the gallery).
    public var frame: FrameLayout?
    /// Each view's row of the panel's tree.
    public var treeRows: [ViewRow] = []
    /// Each sentence's row of the panel, by its step.
    public var sentenceRows: [Int: Rect] = [:]
    /// The gallery's cards, in order, as they show on screen (a card scrolled out of view has
    /// an empty rectangle).
    public var galleryCards: [Rect] = []
    /// The same cards in the gallery's content, before scrolling (↑ and ↓ move between rows).
    public var galleryContent: [Rect] = []
    /// Every mark of the last painted frame: the story's and panel's, as `--layout-json`
    /// reports them, and the window's own boxes (a lesson's card, the status line).
    public var marks: [Mark] = []
    /// How many pages the help was split into, to fit the window.
    public var helpPageCount = 1
    /// The rows of the help's key list the help on show lists, of how many.
    public var helpRows: (shown: Range<Int>, of: Int)?

    public init(frame: FrameLayout? = nil, treeRows: [ViewRow] = [], galleryCards: [Rect] = []) {
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
    /// Fingers put down with Shift+click, which stay down until Shift+click lifts them (T4,
    /// T5, G6 with a mouse): finger → scene point.
    public private(set) var pinned: [Int: Point] = [:]
    /// The finger the left button holds down.
    private var mouseFinger: Int?
    /// Ctrl+drag: two fingers mirrored around the press (a pinch, or a rotation).
    private var mirror: (centre: Point, a: Int, b: Int)?
    /// Edit mode: the tree row a press began on (a release on another row moves the view there).
    private var treeDrag: View?
    /// A touch screen's fingers (SDL's ids) and the playground's finger for each.
    private var screenFingers: [Int64: Int] = [:]
    /// The touch screen's finger that acts as the mouse (edit mode, the gallery, the panel).
    private var editFinger: Int64?
    private var lastEditPixel: Point?

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
    /// How near a Shift+click must be to a pinned finger to lift it, in scene points.
    static let fingerReach = 16.0
    /// Ctrl+drag: how far each mirrored finger starts from the press, in scene points.
    static let mirrorHalfSpan = 40.0

    /// A frame pixel as a scene point (whole points read better in the story), when it is
    /// on the canvas or a touch that started there goes on.
    public func scenePoint(_ pixel: Point, in layout: WindowLayout) -> Point? {
        guard let frame = layout.frame, let scene = playground.scene else { return nil }
        guard frame.sceneRect.contains(pixel) || pressedInScene, let inverse = frame.sceneToPixels.inverted else {
            return nil
        }
        let q = inverse.apply(pixel) + scene.window.boundsOrigin
        return Point(q.x.rounded(), q.y.rounded())
    }

    /// `shift`: put a finger down that stays (or lift one there); `ctrl`: two fingers
    /// mirrored around the press.
    public func down(
        _ pixel: Point, button: Int, alt: Bool, shift: Bool = false, ctrl: Bool = false, in layout: WindowLayout,
        time: Double
    ) -> Outcome {
        var out = Outcome(redraw: true)
        // Fingers the playground let go of (a new scene, a reload) are no longer pinned.
        pinned = pinned.filter { playground.fingersDown.contains($0.key) }
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
        if let row = layout.treeRows.first(where: { $0.rect.contains(pixel) }) {
            playground.select(row.view)
            if playground.editing && button == 1 { treeDrag = row.view }
            out.event = "select \(row.view.name)"
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
            out.event = "select \(playground.selection?.name ?? "-")"
            return out
        }
        guard button == 1 else { return out }
        if playground.editing && !shift && !ctrl {
            playground.editPress(at: point)
            pressedInScene = true
            touchLayout = layout
            out.event = "edit \(playground.selection?.name ?? "-")"
            return out
        }
        if shift {
            if let (finger, at) = pinned.first(where: { $0.value.distance(to: point) <= Self.fingerReach }) {
                playground.release(at: at, time: time, finger: finger)
                pinned[finger] = nil
                out.event = "lift finger \(finger + 1)"
            } else if let finger = playground.press(at: point, time: time) {
                pinned[finger] = point
                out.event = "pin finger \(finger + 1) at \(formatNumber(point.x)) \(formatNumber(point.y))"
            }
            return out
        }
        // A finger left down without a Shift+click or a touch screen holding it is one whose
        // release the window never saw: lift it, so this press starts a story of its own.
        if pinned.isEmpty && screenFingers.isEmpty && !playground.fingersDown.isEmpty {
            playground.liftAllFingers(time: time)
        }
        pressedInScene = true
        touchLayout = layout
        if ctrl {
            let half = Point(Self.mirrorHalfSpan, 0)
            if let a = playground.press(at: point - half, time: time),
                let b = playground.press(at: point + half, time: time)
            {
                mirror = (point, a, b)
            }
            out.event = "pinch at \(formatNumber(point.x)) \(formatNumber(point.y))"
            return out
        }
        mouseFinger = playground.press(at: point, time: time)
        out.event = "press \(formatNumber(point.x)) \(formatNumber(point.y))"
        return out
    }

    /// A touch screen's finger goes down (SDL's finger events), at a frame pixel.
    public func fingerDown(_ id: Int64, _ pixel: Point, in layout: WindowLayout, time: Double) -> Outcome {
        // In edit mode (and anywhere but the scene: the gallery, the tree) one finger is the
        // mouse: it moves and resizes views as a drag does.
        if editFinger == nil && screenFingers.isEmpty && (playground.editing || scenePoint(pixel, in: layout) == nil) {
            editFinger = id
            return down(pixel, button: 1, alt: false, in: layout, time: time)
        }
        guard playground.mode == .scene, !playground.showHelp, let point = scenePoint(pixel, in: layout),
            let finger = playground.press(at: point, time: time)
        else { return Outcome() }
        screenFingers[id] = finger
        touchLayout = touchLayout ?? layout
        return Outcome(
            redraw: true, event: "finger \(finger + 1) down \(formatNumber(point.x)) \(formatNumber(point.y))")
    }

    public func fingerMoved(_ id: Int64, _ pixel: Point, in layout: WindowLayout, time: Double) -> Outcome {
        if id == editFinger {
            let from = lastEditPixel ?? pixel
            lastEditPixel = pixel
            return moved(pixel, dx: pixel.x - from.x, dy: pixel.y - from.y, in: layout, time: time)
        }
        guard let finger = screenFingers[id],
            let point = scenePoint(pixel, in: touchLayout ?? layout) ?? unclampedPoint(pixel, touchLayout ?? layout)
        else { return Outcome() }
        playground.move(to: point, time: time, finger: finger)
        return Outcome(redraw: true)
    }

    public func fingerUp(_ id: Int64, _ pixel: Point, in layout: WindowLayout, time: Double) -> Outcome {
        if id == editFinger {
            editFinger = nil
            lastEditPixel = nil
            return up(pixel, button: 1, in: layout, time: time)
        }
        guard let finger = screenFingers.removeValue(forKey: id) else { return Outcome() }
        let point =
            scenePoint(pixel, in: touchLayout ?? layout) ?? unclampedPoint(pixel, touchLayout ?? layout) ?? .zero
        playground.release(at: point, time: time, finger: finger)
        if screenFingers.isEmpty && !pressedInScene { touchLayout = nil }
        return Outcome(redraw: true, event: "finger \(finger + 1) up \(formatNumber(point.x)) \(formatNumber(point.y))")
    }

    /// A frame pixel as a scene point even off the canvas (a finger that wandered off it).
    private func unclampedPoint(_ pixel: Point, _ layout: WindowLayout) -> Point? {
        guard let frame = layout.frame, let scene = playground.scene, let inverse = frame.sceneToPixels.inverted else {
            return nil
        }
        let q = inverse.apply(pixel) + scene.window.boundsOrigin
        return Point(q.x.rounded(), q.y.rounded())
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
            if playground.editDrag != nil {
                playground.editMove(to: point)
                return Outcome(redraw: true)
            }
            if let mirror {
                let d = point - mirror.centre, half = Point(Self.mirrorHalfSpan, 0)
                playground.move(to: mirror.centre - half - d, time: time, finger: mirror.a)
                playground.move(to: mirror.centre + half + d, time: time, finger: mirror.b)
            } else if let mouseFinger {
                playground.move(to: point, time: time, finger: mouseFinger)
            }
            return Outcome(redraw: true)
        }
        let before = playground.hover
        playground.hoverAt(scenePoint(pixel, in: layout))
        guard playground.hover !== before else { return Outcome() }
        return Outcome(redraw: true, event: "hover \(playground.hover?.name ?? "-")")
    }

    public func up(_ pixel: Point, button: Int, in layout: WindowLayout, time: Double) -> Outcome {
        if let dragged = treeDrag {
            treeDrag = nil
            // Edit mode: a row dragged onto another row's view moves it in there.
            if let target = layout.treeRows.first(where: { $0.rect.contains(pixel) })?.view, target !== dragged {
                playground.reparent(dragged, into: target)
                return Outcome(redraw: true, event: "reparent \(dragged.name) \(target.name)")
            }
            return Outcome()
        }
        if rotating || panningFrom != nil {
            rotating = false
            panningFrom = nil
            return Outcome()
        }
        guard pressedInScene, button == 1 else { return Outcome() }
        var out = Outcome(redraw: true)
        if let point = scenePoint(pixel, in: touchLayout ?? layout) {
            if playground.editDrag != nil {
                playground.editRelease(at: point)
                out.event = "edited \(playground.selection?.name ?? "-")"
            } else if let mirror {
                let d = point - mirror.centre, half = Point(Self.mirrorHalfSpan, 0)
                playground.release(at: mirror.centre - half - d, time: time, finger: mirror.a)
                playground.release(at: mirror.centre + half + d, time: time, finger: mirror.b)
                out.event = "pinch released"
            } else if let mouseFinger {
                playground.release(at: point, time: time, finger: mouseFinger)
                out.event = "release \(formatNumber(point.x)) \(formatNumber(point.y))"
            }
        }
        pressedInScene = false
        mirror = nil
        mouseFinger = nil
        if screenFingers.isEmpty { touchLayout = nil }
        return out
    }
}
