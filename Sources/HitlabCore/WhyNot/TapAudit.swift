/// How much of one tap target a tap reaches, and what takes the rest.
public struct TargetAudit {
    public let target: View
    /// The part of the view a person can tap, in square window points: its bounds, less what
    /// the window's edges and clipping ancestors cut off.
    public let area: Double
    /// How much of `area` a tap reaches.
    public let reachedArea: Double
    /// Each cause, with the area it blocks on its own (causes overlap: the shares of two
    /// blockers of the same spot both count it). Largest first, ties in the order UIKit meets them.
    public let blockers: [(blocker: Blocker, area: Double)]
    /// A point a tap reaches (the middle of its largest reached piece), if any.
    public let reachedPoint: Point?
    /// A point of the visible part (the middle of its largest piece), if any.
    public let visiblePoint: Point?

    /// The reached share of the visible area, 0...1 (0 for a view with no visible area).
    public var share: Double { area > 0 ? min(1, reachedArea / area) : 0 }
    public func share(of blocked: Double) -> Double { area > 0 ? min(1, blocked / area) : 0 }
}

/// A share as a person reads it: "100%", "78.5%", "0%" (one decimal where it is not whole).
public func formatPercent(_ share: Double) -> String {
    formatNumber((share * 1000).rounded() / 10) + "%"
}

/// Every tap target of a scene, those no point reaches first.
public struct TapAudit {
    public let targets: [TargetAudit]
}

extension View {
    /// A tap target: a control, a view with an enabled recognizer other than a scroll view's
    /// own pan, or a view that handles touches itself. Not the window.
    public var isTapTarget: Bool {
        guard !isWindow else { return false }
        return kind.isControl || touches != .forward
            || gestures.contains { $0.isEnabled && !$0.scrollsItsView }
    }
}

extension Scene {
    /// The audit of every tap target in the window, in a sort a person acts on: unreachable
    /// first, then the least reached, ties in tree order.
    public func auditTaps() -> TapAudit {
        let map = TapMap(self)
        var targets: [View] = []
        window.forEachInTree { view, _ in if view.isTapTarget { targets.append(view) } }
        let audits = targets.map { map.audit($0) }
        let order = audits.indices.sorted { a, b in
            (audits[a].share, a) < (audits[b].share, b)
        }
        return TapAudit(targets: order.map { audits[$0] })
    }

    /// The audit of one view, tap target or not.
    public func auditTaps(of view: View) -> TargetAudit { TapMap(self).audit(view) }
}

/// The geometry the audit cuts each target's area by. It cuts the visible part of the target
/// along the edges of the views that can change the answer there (the target's ancestors,
/// the views in front of it and its own subtree; never the views behind) until no edge
/// crosses a piece: inside such a piece the hit test's answer cannot change, so one walk at
/// its middle decides it, exactly. Where a curved hit area (circle, ellipse, rounded corners)
/// or a rotated view lies, the piece is sampled on a fine grid instead, with an error below
/// 1% of the target's area.
struct TapMap {
    let scene: Scene
    /// Each view's mapping into window coordinates, computed once.
    private var toWindow: [ObjectIdentifier: AffineTransform] = [:]

    /// Samples a curved piece is cut into across the target, at least: the error of the
    /// midpoint samples along a curve is below half a step times its length, under 1% of the
    /// area for any shape a target's bounds hold at 200 steps across.
    static let curvedSteps = 200.0
    /// The most samples one target's curved pieces take, so a huge rotated view stays fast.
    static let curvedSampleLimit = 250_000.0

    init(_ scene: Scene) {
        self.scene = scene
        var stack: [(View, AffineTransform)] = [(scene.window, .identity)]
        while let (view, m) = stack.popLast() {
            toWindow[ObjectIdentifier(view)] = m
            for sub in view.subviews { stack.append((sub, sub.matrixToSuperview.then(m))) }
        }
    }

    private func matrix(_ v: View) -> AffineTransform { toWindow[ObjectIdentifier(v)] ?? v.matrixToWindow }

    /// The views whose edges can change whether a tap reaches `target`: its ancestors, every
    /// view in front of it (later siblings of it or of an ancestor, with their subtrees) and
    /// its own subtree.
    private func relevantViews(_ target: View) -> (edgesOnly: [View], subtrees: [View]) {
        let path = target.ancestry
        var roots: [View] = [target]
        for (i, view) in path.dropLast().enumerated() {
            let next = path[i + 1]
            for sibling in view.subviews.reversed() {
                if sibling === next { break }
                roots.append(sibling)
            }
        }
        var subtrees: [View] = []
        for root in roots { root.forEachInTree { v, _ in subtrees.append(v) } }
        return (Array(path.dropLast()), subtrees)
    }

    func audit(_ target: View) -> TargetAudit {
        let m = matrix(target)
        let windowRect = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
        // The visible part: the target's bounds, cut by the window and each clipping ancestor.
        var clips: [View] = [target]
        var exact = m.isAxisAligned
        for ancestor in target.ancestry.dropLast() where ancestor.clipsToBounds && !ancestor.isWindow {
            clips.append(ancestor)
            exact = exact && matrix(ancestor).isAxisAligned
        }
        var box = windowRect
        for v in clips { box = box.intersection(Rect.bounding(v.bounds.corners.map(matrix(v).apply))) }
        var tally = Tally()
        guard box.width > 0 && box.height > 0 else {
            return tally.audit(of: target, in: scene)
        }
        // The edges that cross the visible box, and the boxes holding curves.
        var edges: [Edge] = [], curves: [Rect] = []
        let (ancestors, subtrees) = relevantViews(target)
        for view in ancestors + subtrees {
            let vm = matrix(view)
            let curved = !vm.isAxisAligned || (view.hitArea != .rect && view.hitArea != .subviewsOnly)
            for rect in view.hitRect == view.bounds ? [view.bounds] : [view.bounds, view.hitRect] {
                let r = Rect.bounding(rect.corners.map(vm.apply))
                if curved {
                    if r.intersects(box) { curves.append(r) }
                    continue
                }
                edges += Edge.sides(of: r).filter { $0.crosses(box) }
            }
        }
        let curvedArea = curves.reduce(0) { $0 + $1.intersection(box).area }
        let step = max(box.area.squareRoot() / Self.curvedSteps, (curvedArea / Self.curvedSampleLimit).squareRoot())
        // Cut the box along edges until none crosses a piece (widest-first keeps pieces square).
        var pending: [(Rect, [Edge])] = [(box, edges)]
        while let (piece, crossing) = pending.popLast() {
            guard let cut = Edge.middle(of: crossing, in: piece) else {
                if exact && !curves.contains(where: { $0.intersects(piece) }) {
                    tally.add(scene.tapReach(to: target, at: piece.center), piece: piece)
                } else {
                    sample(piece, step: step) { small in
                        guard exact || clips.allSatisfy({ $0.bounds.contains($0.convertFromWindow(small.center)) }) else { return }
                        tally.add(scene.tapReach(to: target, at: small.center), piece: small)
                    }
                }
                continue
            }
            for half in cut.split(piece) {
                pending.append((half, crossing.filter { $0.crosses(half) }))
            }
        }
        return tally.audit(of: target, in: scene)
    }

    /// Cuts `piece` into squares about `step` a side.
    private func sample(_ piece: Rect, step: Double, _ body: (Rect) -> Void) {
        let nx = max(1, Int((piece.width / step).rounded(.up))), ny = max(1, Int((piece.height / step).rounded(.up)))
        let w = piece.width / Double(nx), h = piece.height / Double(ny)
        for j in 0..<ny {
            for i in 0..<nx { body(Rect(x: piece.minX + Double(i) * w, y: piece.minY + Double(j) * h, width: w, height: h)) }
        }
    }
}

/// One side of a view's rectangle in window coordinates: a vertical line at `x = at` from
/// `from` to `to` in y, or a horizontal one at `y = at`.
struct Edge {
    let vertical: Bool
    let at: Double, from: Double, to: Double

    static func sides(of r: Rect) -> [Edge] {
        [Edge(vertical: true, at: r.minX, from: r.minY, to: r.maxY), Edge(vertical: true, at: r.maxX, from: r.minY, to: r.maxY),
         Edge(vertical: false, at: r.minY, from: r.minX, to: r.maxX), Edge(vertical: false, at: r.maxY, from: r.minX, to: r.maxX)]
    }

    /// Whether the edge passes through the inside of `r` (touching its border does not count).
    func crosses(_ r: Rect) -> Bool {
        vertical ? (at > r.minX && at < r.maxX && from < r.maxY && to > r.minY)
                 : (at > r.minY && at < r.maxY && from < r.maxX && to > r.minX)
    }

    /// The edge to cut `piece` along: across its longer side if one crosses there, nearest the middle.
    static func middle(of edges: [Edge], in piece: Rect) -> Edge? {
        guard !edges.isEmpty else { return nil }
        let preferVertical = piece.width >= piece.height
        func cost(_ e: Edge) -> (Int, Double) {
            let off = e.vertical ? abs(e.at - piece.midX) / piece.width : abs(e.at - piece.midY) / piece.height
            return (e.vertical == preferVertical ? 0 : 1, off)
        }
        return edges.min { cost($0) < cost($1) }
    }

    func split(_ r: Rect) -> [Rect] {
        vertical ? [Rect(x: r.minX, y: r.minY, width: at - r.minX, height: r.height), Rect(x: at, y: r.minY, width: r.maxX - at, height: r.height)]
                 : [Rect(x: r.minX, y: r.minY, width: r.width, height: at - r.minY), Rect(x: r.minX, y: at, width: r.width, height: r.maxY - at)]
    }
}

/// The audit's running sums for one target.
private struct Tally {
    var area = 0.0, reached = 0.0
    var blocked: [BlockerKey: (blocker: Blocker, area: Double, order: Int)] = [:]
    var largest: Rect?, largestReached: Rect?

    mutating func add(_ reach: TapReach, piece: Rect) {
        let a = piece.area
        area += a
        if a > (largest?.area ?? 0) { largest = piece }
        if reach.reached {
            reached += a
            if a > (largestReached?.area ?? 0) { largestReached = piece }
            return
        }
        for (i, blocker) in reach.blockers.enumerated() where blocker.blocks {
            let key = blocker.key
            if let known = blocked[key] {
                blocked[key] = (known.blocker, known.area + a, min(known.order, i))
            } else {
                blocked[key] = (blocker, a, i)
            }
        }
    }

    func audit(of target: View, in scene: Scene) -> TargetAudit {
        let list = blocked.values.sorted { ($0.area, -$0.order) > ($1.area, -$1.order) }
            .map { (blocker: BlockerPattern.named($0.blocker, target: target, in: scene), area: $0.area) }
        return TargetAudit(target: target, area: area, reachedArea: reached, blockers: list,
                           reachedPoint: largestReached?.center, visiblePoint: largest?.center)
    }
}

extension AffineTransform {
    /// No rotation or shear: rectangles stay axis-aligned rectangles.
    var isAxisAligned: Bool { b == 0 && c == 0 }
}

extension Rect {
    var area: Double { width * height }

    func intersection(_ o: Rect) -> Rect {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    func intersects(_ o: Rect) -> Bool {
        max(minX, o.minX) < min(maxX, o.maxX) && max(minY, o.minY) < min(maxY, o.maxY)
    }
}
