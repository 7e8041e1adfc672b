import HitlabCore
import HitlabScene

/// The playground's part for edit mode (F2): the scene file's text (`SceneSource`: edits,
/// undo, saving), whether edit mode is on, the drag that moves or resizes a view, the key
/// field, and what an outside change or a first `q` left pending. Its geometry (handles,
/// snapping) is here too; what an edit does to the scene shown is the playground's.
public struct SceneEditor {
    /// The scene file's text, which edits change (nil for a dump: it has no YAML to edit).
    public internal(set) var source: SceneSource?
    /// Edit mode: a drag moves or resizes a view instead of touching it.
    public internal(set) var editing = false
    /// The view being dragged: where the drag began, the frame it had, the handle taken.
    public internal(set) var drag: Drag?
    /// Enter: one key of the selected view being typed (nil: none).
    public internal(set) var keyField: KeyField?
    /// The file's text after an outside change that found unsaved edits (Ctrl+R takes it).
    var outsideText: String?
    /// `q` was pressed once with unsaved edits: the next `q` quits.
    var quitPending = false

    public struct Drag {
        public let view: View
        let start: Point
        let frame: Rect
        let grip: Grip
    }

    /// Which edges of a frame a drag moves: a corner handle two, an edge's middle one, the
    /// body all four (a move).
    struct Grip: Equatable {
        var left = false, right = false, top = false, bottom = false
        var isMove: Bool { !(left || right || top || bottom) }
        static let body = Grip()
    }

    /// Whether quitting now would lose edits: the first `q` (or closing the window) asks.
    var hasUnsavedEdits: Bool { source?.isDirty == true }

    /// The editor of the scene file at `path` (nil or a dump: nothing to edit).
    init(path: String?) {
        // Only a scene file can be edited; a dump is read, not written.
        let isFile = path.map { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") } ?? false
        source = isFile ? path.flatMap { try? SceneSource.read(path: $0) } : nil
    }

    // MARK: Geometry

    /// How near a handle a press resizes rather than moves, in scene points (less on a small
    /// view, so that its middle still moves it).
    static let grabDistance = 12.0
    /// A handle's side as drawn, in scene points.
    public static let handleSide = 10.0
    /// How near a sibling's edge a dragged edge snaps to it, in points.
    static let snapDistance = 4.0

    /// The selected view's resize handles in window points: its corners and the middles of its
    /// edges (on its transformed outline when it is rotated or scaled).
    static func handles(of view: View) -> [(grip: Grip, at: Point)] {
        let b = view.bounds, m = view.matrixToScreen
        return [(0.0, 0.0), (0.5, 0), (1, 0), (1, 0.5), (1, 1), (0.5, 1), (0, 1), (0, 0.5)].map { fx, fy in
            (
                Grip(left: fx == 0, right: fx == 1, top: fy == 0, bottom: fy == 1),
                m.apply(Point(b.minX + fx * b.width, b.minY + fy * b.height))
            )
        }
    }

    /// Where the selected view's handles are drawn, in window points.
    public static func handlePoints(of view: View) -> [Point] { handles(of: view).map(\.at) }

    /// The handle of `view` a press at `p` takes, if any: the nearest within reach.
    static func grip(of view: View, at p: Point) -> Grip? {
        let box = view.frameOnScreen
        let reach = min(grabDistance, max(3, min(box.width, box.height) / 4))
        return handles(of: view).map { ($0.grip, $0.at.distance(to: p)) }.filter { $0.1 <= reach }.min { $0.1 < $1.1 }?
            .0
    }

    /// Starts dragging `view` from `p`: by the handle there, else the whole view.
    mutating func beginDrag(_ view: View, at p: Point, grip: Grip? = nil) {
        drag = Drag(view: view, start: p, frame: view.frame, grip: grip ?? Self.grip(of: view, at: p) ?? .body)
    }

    /// The frame the drag from its start to `p` gives, snapped to whole points (at least
    /// 1 x 1) and to its siblings' edges when one comes within `snapDistance`.
    func draggedFrame(to p: Point) -> Rect? {
        guard let drag, let superview = drag.view.superview else { return nil }
        // The pointer's way in the superview's own points, where the frame is: a scaled or
        // rotated superview turns and scales it.
        let a = superview.convertFromScreen(drag.start), b = superview.convertFromScreen(p)
        let dx = (b.x - a.x).rounded(), dy = (b.y - a.y).rounded()
        let f = drag.frame, g = drag.grip
        let siblings = superview.subviews.filter { $0 !== drag.view }.map(\.frame)
        /// The smallest shift that puts one of `edges` on one of `targets`, if within reach.
        func snap(_ edges: [Double], _ targets: [Double]) -> Double {
            let shifts = edges.flatMap { e in targets.map { $0 - e } }.filter { abs($0) <= Self.snapDistance }
            return shifts.min { abs($0) < abs($1) } ?? 0
        }
        /// One axis: the low and high edges after the drag, snapped; at least 1 point apart. A
        /// side handle leaves the other axis as it was.
        func axis(
            _ low: Double, _ high: Double, _ d: Double, lowMoves: Bool, highMoves: Bool, _ targets: [Double]
        ) -> (Double, Double) {
            if g.isMove {
                let s = snap([(low + d).rounded(), (high + d).rounded()], targets)
                return ((low + d).rounded() + s, (high + d).rounded() + s)
            }
            guard lowMoves || highMoves else { return (low, high) }
            var (l, h) = (low.rounded(), high.rounded())
            if lowMoves { l = (low + d).rounded(); l = min(l + snap([l], targets), h - 1) }
            if highMoves { h = (high + d).rounded(); h = max(h + snap([h], targets), l + 1) }
            return (l, h)
        }
        let (x0, x1) = axis(
            f.minX, f.maxX, dx, lowMoves: g.left, highMoves: g.right, siblings.flatMap { [$0.minX, $0.maxX] })
        let (y0, y1) = axis(
            f.minY, f.maxY, dy, lowMoves: g.top, highMoves: g.bottom, siblings.flatMap { [$0.minY, $0.maxY] })
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
