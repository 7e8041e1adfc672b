/// `Scene.tapReach` for one target at many points (the audit's pieces), with everything that
/// does not depend on the point worked out once: each level's mapping from window
/// coordinates, its H1 verdict, the views in front of the next level down. At a point it
/// answers with the indices of its blockers, which the audit adds up; the blockers themselves
/// are built once, at the end. It must agree with `tapReach` (WhyNotConsistencyTests).
struct ReachPlan {
    /// One view on the path from the window to the target.
    private final class Level {
        let view: View
        let fromWindow: AffineTransform
        /// H1's blocker index, when the view refuses touches (and C4 does not bypass it).
        let rejected: Int?
        /// The blocker index when the point is outside (nil: C4 asks the subviews anyway).
        let outside: Int?
        /// The hit area in window coordinates, when it is an axis-aligned rectangle.
        let area: Rect?
        /// The views in front of the next level down (kept apart, so a point tested against
        /// their areas touches no object): their hit area in window coordinates when that
        /// alone decides whether they answer, and their blocker index.
        let coverAreas: [Rect?]
        let coverIndices: [Int]
        let coverViews: [View]
        let coverFromWindow: [AffineTransform]

        init(
            view: View, fromWindow: AffineTransform, rejected: Int?, outside: Int?, area: Rect?,
            coverAreas: [Rect?], coverIndices: [Int], coverViews: [View], coverFromWindow: [AffineTransform]
        ) {
            (self.view, self.fromWindow, self.rejected, self.outside, self.area) = (
                view, fromWindow, rejected, outside, area
            )
            (self.coverAreas, self.coverIndices, self.coverViews, self.coverFromWindow) = (
                coverAreas, coverIndices, coverViews, coverFromWindow
            )
        }
    }

    let target: View
    private var levels: [Level] = []
    private let targetFromWindow: AffineTransform
    /// Every blocker a point can give, by index; a descendant adds one per view hit.
    private(set) var blockers: [Blocker] = []
    private var descendants: [ObjectIdentifier: Int] = [:]
    /// Whether a touch on each view hit inside the target gets to it (T2, G1), once per view.
    private var passesOn: [ObjectIdentifier: Bool] = [:]
    /// The last view asked about, and its answer.
    private var lastPass: (hit: View, reaches: Bool)?
    private var passThrough: Int?
    /// The windows in front of the target's (W1), each with its blocker index.
    private var frontWindows: [(View, Int)] = []
    /// Set when an ancestor's C6 override may return the target: the plan defers to `tapReach`.
    let needsFullWalk: Bool
    /// Whether a window in front returns a view at a point, remembered across the targets of
    /// one audit (the targets of the windows behind all ask the same windows).
    var windowAnswers: WindowAnswers?

    /// `region` (window coordinates): the only points the plan will be asked about; a view in
    /// front whose hit area is an axis-aligned rectangle apart from it is left out (it can take
    /// no point there). `hitRect` gives such a rectangle, when known already.
    init(
        _ target: View, in scene: Scene, toWindow: (View) -> AffineTransform, region: Rect? = nil,
        hitRect known: ((View) -> Rect?)? = nil
    ) {
        self.target = target
        let path = target.ancestry
        needsFullWalk =
            !scene.windows.contains { $0 === path.first } || path.dropLast().contains { $0.hitTestReturns === target }
        func inverse(_ v: View) -> AffineTransform {
            toWindow(v).inverted ?? AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: .infinity, ty: .infinity)
        }
        func windowRect(_ v: View) -> Rect? {
            if let known { return known(v) }
            let m = toWindow(v)
            guard m.isAxisAligned, v.hitArea == .rect else { return nil }
            return Rect.bounding(v.hitRect.corners.map(m.apply))
        }
        targetFromWindow = inverse(target)
        var list: [Blocker] = []
        func add(_ b: Blocker) -> Int { list.append(b); return list.count - 1 }
        // W1: the windows in front of the target's window, asked before it.
        for w in scene.windowsFrontToBack {
            if w === path.first { break }
            var b = Blocker(.windowInFront, view: w)
            b.inFront = w
            frontWindows.append((w, add(b)))
        }
        for (i, view) in path.enumerated() {
            let isTarget = i == path.count - 1
            var rejected: Int?
            if let r = isTarget ? view.interactionRejection : view.hitTestSkip, let kind = Blocker.Kind(rejection: r) {
                rejected = add(Blocker(kind, view: view))
            }
            var outside: Int?
            if isTarget || view.outsideBounds == .off {
                let kind: Blocker.Kind =
                    view.frame.width <= 0 || view.frame.height <= 0
                    ? .zeroSize : isTarget ? .outsideView : .outsideAncestor
                outside = add(Blocker(kind, view: view))
            }
            var areas: [Rect?] = [], indices: [Int] = [], views: [View] = [], inverses: [AffineTransform] = []
            if !isTarget {
                let next = path[i + 1]
                for sibling in view.subviews.reversed() {
                    if sibling === next { break }
                    // H1 without C4's `naive`: it never answers; no blocker to look for.
                    if sibling.hitTestSkip != nil { continue }
                    let area = sibling.coversItsHitArea ? windowRect(sibling) : nil
                    if let region, let area, !area.overlaps(region) { continue }
                    var covered = Blocker(.covered, view: sibling)
                    covered.inFront = sibling
                    areas.append(area)
                    indices.append(add(covered))
                    views.append(sibling)
                    inverses.append(inverse(sibling))
                }
            }
            levels.append(
                Level(
                    view: view, fromWindow: inverse(view), rejected: rejected, outside: outside,
                    area: windowRect(view), coverAreas: areas, coverIndices: indices, coverViews: views,
                    coverFromWindow: inverses))
        }
        // C5, and C7: a dimming view that hands the touch to a passthrough view.
        if target.passThrough || target.presentationPart != nil, target.interactionRejection == nil {
            passThrough = add(Blocker(.passThrough, view: target))
        }
        blockers = list
    }

    /// The indices of the blockers at `point` (window coordinates), in the order UIKit meets
    /// them, and whether the tap reaches the target.
    mutating func reach(at point: Point, in scene: Scene) -> (reached: Bool, blocking: [Int]) {
        var blocking: [Int] = []
        blocking.reserveCapacity(blockers.count)
        for (window, index) in frontWindows
        where windowAnswers?.answers(window, at: point)
            ?? (window.hitTestUntraced(screenPoint: point) != nil)
        {
            blocking.append(index)
        }
        for level in levels {
            if let r = level.rejected { blocking.append(r) }
            if let o = level.outside {
                let inside =
                    level.area.map { $0.contains(point) } ?? level.view.pointInside(level.fromWindow.apply(point))
                if !inside { blocking.append(o) }
            }
            for (i, area) in level.coverAreas.enumerated() {
                let takes: Bool
                if let area {
                    takes = area.contains(point)
                } else {
                    let view = level.coverViews[i], local = level.coverFromWindow[i].apply(point)
                    // C7: a dimming view in front that hands the touch to the target does not cover it.
                    takes =
                        view.coversItsHitArea
                        ? view.pointInside(local) : view.hitTestUntraced(local).map { !$0.isInside(target) } ?? false
                }
                if takes { blocking.append(level.coverIndices[i]) }
            }
        }
        let local = targetFromWindow.apply(point)
        let returned = target.hitTestUntraced(local)
        if let returned, returned !== target, !returned.isInside(target), let p = passThrough {
            blocking.append(p)
        } else if let returned, returned !== target, !passes(returned, in: scene) {
            let id = ObjectIdentifier(returned)
            if let known = descendants[id] {
                blocking.append(known)
            } else {
                var below = Blocker(.descendant, view: returned)
                below.reachesAlongChain = false
                blockers.append(below)
                descendants[id] = blockers.count - 1
                blocking.append(blockers.count - 1)
            }
        } else if returned == nil, let p = passThrough, target.pointInside(local) {
            blocking.append(p)
        }
        return (returned != nil && blocking.isEmpty, blocking)
    }

    private mutating func passes(_ hit: View, in scene: Scene) -> Bool {
        // Neighbouring pieces mostly hit the same view: asked first, without hashing.
        if let last = lastPass, last.hit === hit { return last.reaches }
        let id = ObjectIdentifier(hit)
        let reaches = passesOn[id] ?? scene.touchReaches(target, from: hit)
        passesOn[id] = reaches
        lastPass = (hit, reaches)
        return reaches
    }

    /// The general walk, for the targets the plan defers (C6, out of the window): its
    /// blockers are given indices by what they are, as the plan's are.
    mutating func fullWalk(at point: Point, in scene: Scene) -> (reached: Bool, blocking: [Int]) {
        let reach = scene.tapReach(to: target, at: point)
        var blocking: [Int] = []
        for b in reach.blockers where b.blocks {
            if let i = blockers.firstIndex(where: { $0.key == b.key }) {
                blocking.append(i)
            } else {
                blockers.append(b)
                blocking.append(blockers.count - 1)
            }
        }
        return (reach.reached, blocking)
    }
}

/// Whether each window returns a view at a point, asked once per window and point in one audit.
final class WindowAnswers {
    private struct Key: Hashable {
        let window: ObjectIdentifier
        let x: Double, y: Double
    }
    private var known: [Key: View?] = [:]

    func answers(_ window: View, at point: Point) -> Bool { hit(window, at: point) != nil }

    /// The view the window's hitTest returns at a point (window coordinates).
    func hit(_ window: View, at point: Point) -> View? {
        let key = Key(window: ObjectIdentifier(window), x: point.x, y: point.y)
        if let answer = known[key] { return answer }
        let answer = window.hitTestUntraced(screenPoint: point)
        if known.count < 1_000_000 { known[key] = answer }
        return answer
    }
}
