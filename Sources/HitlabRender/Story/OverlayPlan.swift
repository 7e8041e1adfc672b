import HitlabCore

/// What a label looks like.
enum LabelStyle {
    /// A visit's number (or range) in a circle of its verdict's colour, the verdict beside it.
    case verdict(number: String, colour: Colour)
    /// A chain position: a numbered square in ink (filled; hollow when it is the step played).
    case chain(number: Int, name: String?, highlighted: Bool)
    /// A tag in ink: who handled the touch, an action, a gesture.
    case tag
    /// A tag for a custom hit area: paper with a dashed ink border, like its outline.
    case hitArea
    /// A footnote's number; its text is in the panel.
    case footnote(Int)
}

/// One outline to stroke, in the view's own coordinates.
struct Outline {
    enum Shape { case bounds, hitArea }
    let view: View
    let shape: Shape
    let colour: Colour
    let width: Double
    let dash: [Double]
    var fill: Colour? = nil
    var halo = true
    /// Ancestors that clip it (drawn clipped, as the view itself is).
    var clippedBy: [View] = []
}

/// Two outlines are the same when they stroke the same views' paths in the same way.
extension Outline: Equatable {
    static func == (a: Outline, b: Outline) -> Bool {
        a.view === b.view && a.shape == b.shape && a.colour == b.colour && a.width == b.width && a.dash == b.dash
            && a.fill == b.fill && a.halo == b.halo && a.clippedBy.count == b.clippedBy.count
            && zip(a.clippedBy, b.clippedBy).allSatisfy { $0 === $1 }
    }
}

/// One finger on the canvas (pixels): numbered from 1, each number its own shape, so two
/// fingers are told apart without colour.
struct FingerDot {
    let number: Int
    let point: Point
    let start: Point
    let down: Bool
    /// No view got this finger (T4, T5, G7): drawn crossed out.
    let refused: Bool
    let radius: Double

    /// Where the mark and its number reach.
    var extent: Rect { Rect(x: point.x - radius, y: point.y - radius * 2.2, width: radius * 3.2, height: radius * 3.2) }
}

/// An arrow between two chain positions, pixels.
struct ChainArrow {
    let from: Point
    let to: Point
    /// View to its controller, or controller to its view's superview (R1, R2): dashed.
    let viaController: Bool
    /// A control point the arrow bends through (a quadratic curve), where a straight arrow
    /// would cross a label or a view's own text; nil: straight.
    var bend: Point? = nil

    /// Points along the arrow, from its start to its end.
    func samples(_ n: Int = 16) -> [Point] {
        guard let c = bend else { return [from, to] }
        return (0...n).map { i in
            let t = Double(i) / Double(n), u = 1 - t
            return Point(
                u * u * from.x + 2 * u * t * c.x + t * t * to.x, u * u * from.y + 2 * u * t * c.y + t * t * to.y)
        }
    }

    /// The arrow, straight if it crosses none of `obstacles`, else bent to one side or the
    /// other (a little, then more) through the first bend that crosses none and stays in
    /// `bounds`; straight when none does. `scale`: pixels per point.
    static func routed(
        from: Point, to: Point, viaController: Bool, avoiding obstacles: [Rect], in bounds: Rect, scale: Double
    ) -> ChainArrow {
        let straight = ChainArrow(from: from, to: to, viaController: viaController)
        func clear(_ arrow: ChainArrow) -> Bool {
            let points = arrow.samples()
            guard points.allSatisfy({ bounds.contains($0) }) else { return false }
            return !zip(points, points.dropFirst()).contains { a, b in
                obstacles.contains { $0.isCrossed(from: a, to: b) }
            }
        }
        guard !clear(straight) else { return straight }
        let dx = to.x - from.x, dy = to.y - from.y
        let length = max(1, (dx * dx + dy * dy).squareRoot())
        let mid = Point((from.x + to.x) / 2, (from.y + to.y) / 2)
        // The control point this far from the middle: the curve passes half as far from it.
        for d in [30.0, -30, 60, -60, 100, -100, 150, -150] {
            let offset = min(abs(d) * scale, length * 0.6) * (d < 0 ? -1 : 1)
            var bent = straight
            bent.bend = Point(mid.x - dy / length * offset, mid.y + dx / length * offset)
            if clear(bent) { return bent }
        }
        return straight
    }
}

/// What the legend shows: exactly the kinds of marks in the picture.
enum LegendEntry: Hashable, Comparable {
    case verdict(Verdict)
    case chainBadge, superviewLink, controllerLink, touchPoint, dragPath, hitArea, tag, footnote
    /// The numbered squares of a nil-targeted action's search from the first responder (A2).
    case actionWalk
    /// Several fingers, each a numbered shape; a finger no view got is crossed out (T4, T5).
    case fingers, refusedFinger

    var order: Int {
        switch self {
        case .verdict(let v): return Verdict.allCases.firstIndex(of: v) ?? 0
        case .chainBadge, .actionWalk: return 20
        case .superviewLink: return 21
        case .controllerLink: return 22
        case .touchPoint: return 23
        case .dragPath: return 24
        case .hitArea: return 25
        case .tag: return 26
        case .footnote: return 27
        case .fingers: return 28
        case .refusedFinger: return 29
        }
    }

    static func < (a: LegendEntry, b: LegendEntry) -> Bool { a.order < b.order }

    /// How many entries a legend can have at most.
    static let allKinds = 8 + 10  // the chain and an action's walk are never both in a legend
}

/// The story on top of the scene, laid out before anything is painted: outlines, the labels
/// with their places, chain arrows, the touch, footnotes and the legend that lists them.
struct OverlayPlan {
    var outlines: [Outline] = []
    /// How many of `outlines`, from the first, are marked at rest (ghosts of hidden views,
    /// custom hit areas): the same at every step, so the window composes them with the scene.
    var restingOutlines = 0
    var labels: [(PlacedLabel, LabelStyle)] = []
    var arrows: [ChainArrow] = []
    /// The touch point in window points (the 3D view draws its ray through the planes).
    var pointer: Point?
    /// The touch point, pixels, and whether the finger is down.
    var touch: (point: Point, down: Bool, radius: Double)?
    /// A drag's path so far, from its press, in pixels.
    var dragPath: [Point]?
    /// Where animating views are drawn now, against their model frames (H7), pixels.
    var ghosts: [[Point]] = []
    /// With several fingers, each one instead of `touch`: pixels, and its path when it moved.
    var fingers: [FingerDot] = []
    /// Labels that found no room: their numbers and texts, for the panel.
    var footnotes: [(number: Int, text: String)] = []
    var legend: Set<LegendEntry> = []
    var strip: ChainStripLayout?
    /// The responders the picture numbers: the chain, or a nil-targeted action's search.
    var numbered: [Responder] = []
    /// The views' and layers' own texts on the canvas, pixels: labels keep off them.
    var captions: [Mark] = []
    /// The font sizes of the canvas labels and of the chain strip, pixels.
    var labelPixels = 0
    var stripPixels = 0

    /// Every mark on the canvas, as `--layout-json` reports them.
    var marks: [Mark] {
        var out: [Mark] = []
        if let touch {
            let r = touch.radius
            out.append(
                Mark(
                    kind: .touchPoint, text: "touch",
                    rect: Rect(x: touch.point.x - r, y: touch.point.y - r, width: 2 * r, height: 2 * r), view: nil))
        }
        for f in fingers {
            out.append(Mark(kind: .touchPoint, text: "finger \(f.number)", rect: f.extent, view: nil))
        }
        out +=
            strip?.nodes.map {
                Mark(kind: .chainNode, text: $0.text, rect: $0.rect, view: $0.view, textPixels: stripPixels)
            } ?? []
        for (label, style) in labels {
            var text = label.request.text
            if case .footnote(let n) = style { text = "[\(n)] " + text }
            if case .verdict(let number, _) = style { text = number + " " + text }
            out.append(
                Mark(
                    kind: label.request.kind, text: text, rect: label.rect, view: label.request.view,
                    textPixels: labelPixels))
        }
        return out + captions
    }
}
