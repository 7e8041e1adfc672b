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
    /// How much of the area a curved or slanted edge may have put on the wrong side: 0 where
    /// every edge is straight and axis-aligned, under 1% of the area otherwise.
    public let uncertainArea: Double

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
    /// own pan, or a view that handles touches itself. Not the window, nor the views UIKit
    /// adds for a presentation (R6): nobody aims at a dimming view.
    public var isTapTarget: Bool {
        guard !isWindow, presentationPart == nil else { return false }
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
        forEachView { view, _ in if view.isTapTarget { targets.append(view) } }
        // One budget of pieces for the whole audit, shared out as it goes: what a target does
        // not use passes on to the targets after it.
        var left = TapMap.auditPieceBudget
        var audits: [TargetAudit] = []
        audits.reserveCapacity(targets.count)
        for (i, target) in targets.enumerated() {
            let share = max(TapMap.minimumPieces, left / (targets.count - i))
            var used = 0
            audits.append(map.audit(target, budget: share, used: &used))
            left = max(0, left - used)
        }
        let order = audits.indices.sorted { a, b in
            (audits[a].share, a) < (audits[b].share, b)
        }
        return TapAudit(targets: order.map { audits[$0] })
    }

    /// The audit of one view, tap target or not.
    public func auditTaps(of view: View) -> TargetAudit {
        auditTaps(of: view, budget: TapMap.singlePieceBudget)
    }

    func auditTaps(of view: View, budget: Int) -> TargetAudit {
        var used = 0
        return TapMap(self).audit(view, budget: budget, used: &used)
    }
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
    /// The windows' answers at the points asked, shared by every target of the audit.
    let windowAnswers = WindowAnswers()

    /// Pieces a curved part is first cut into across the target (halved each pass as needed).
    static let curvedSteps = 50.0
    /// The pieces (each one hit-test walk) an audit of every target may cut, shared among
    /// them, and the least a target gets; one view's audit (`why`, a check's `reachable`, the
    /// window's selection) has a budget of its own. Past its budget a target's pieces still
    /// crossed by an edge are decided at their middle, and their area is the stated bound
    /// (`uncertainArea`), unless a view in front answers over the whole piece.
    static let auditPieceBudget = 400_000
    static let minimumPieces = 64
    static let singlePieceBudget = 40_000
    /// The window's question on a click, which must not hold a frame back.
    static let quickPieceBudget = 64

    init(_ scene: Scene) {
        self.scene = scene
        // Every window's views (the app's other windows too: their targets ask them all).
        var stack: [(View, AffineTransform)] = scene.windows.map { ($0, $0.matrixToSuperview) }
        while let (view, m) = stack.popLast() {
            toWindow[ObjectIdentifier(view)] = m
            for sub in view.subviews { stack.append((sub, sub.matrixToSuperview.then(m))) }
        }
    }

    func matrix(_ v: View) -> AffineTransform { toWindow[ObjectIdentifier(v)] ?? v.matrixToScreen }

    /// A view's hit area in window coordinates when it is an axis-aligned rectangle, worked out
    /// once per view for the whole audit.
    func hitRectInWindow(_ v: View) -> Rect? {
        let id = ObjectIdentifier(v)
        if let known = hitRects.known[id] { return known }
        let m = matrix(v)
        let rect = m.isAxisAligned && v.hitArea == .rect ? Rect.bounding(v.hitRect.corners.map(m.apply)) : nil
        hitRects.known[id] = rect
        return rect
    }

    /// `hitRectInWindow`'s answers.
    final class HitRects { var known: [ObjectIdentifier: Rect?] = [:] }
    let hitRects = HitRects()

    /// The views whose edges can change whether a tap reaches `target`: its ancestors (and,
    /// for a C3 ancestor, the subviews its hit area is made of), its own subtree, and the
    /// views in front of it (later siblings of it or of an ancestor) down to the first that
    /// answers wherever its own hit area holds the point: what lies inside such a view decides
    /// only which view takes the tap, not whether one does.
    private func relevantViews(_ target: View) -> [View] {
        let path = target.ancestry
        var out: [View] = []
        // W1: a window in front takes the touch wherever its hitTest returns a view.
        for w in scene.windowsFrontToBack {
            if w === path.first { break }
            addCover(w, to: &out)
        }
        for (i, view) in path.dropLast().enumerated() {
            out.append(view)
            if view.hitArea == .subviewsOnly { out += view.subviews }
            let next = path[i + 1]
            for sibling in view.subviews.reversed() {
                if sibling === next { break }
                addCover(sibling, to: &out)
            }
        }
        target.forEachInTree { v, _ in out.append(v) }
        return out
    }

    /// The views whose edges bound where `view`'s hitTest returns a view.
    private func addCover(_ view: View, to out: inout [View]) {
        var stack = [view]
        while let v = stack.popLast() {
            // H1 without C4's `naive`: it never returns a view, whatever is inside.
            if v.hitTestSkip != nil { continue }
            out.append(v)
            if v.coversItsHitArea && v.hitArea != .subviewsOnly { continue }
            stack += v.subviews
        }
    }

    /// Views in front of `target` that answer wherever their hit area holds the point: a piece
    /// inside one is not reached, however it is cut (as window rectangles where the hit area
    /// is an axis-aligned rectangle, as zones otherwise).
    private func solidCovers(_ target: View, within box: Rect) -> (rects: [Rect], zones: [CurvedZone]) {
        let path = target.ancestry
        var out: [Rect] = [], zones: [CurvedZone] = []
        func add(_ v: View) {
            guard v.coversItsHitArea else { return }
            if let rect = hitRectInWindow(v) {
                if rect.overlaps(box) { out.append(rect) }
            } else if let zone = CurvedZone(v, matrix(v)), zone.box.overlaps(box) {
                zones.append(zone)
            }
        }
        for w in scene.windowsFrontToBack {
            if w === path.first { break }
            add(w)
        }
        for (i, view) in path.dropLast().enumerated() {
            for sibling in view.subviews.reversed() {
                if sibling === path[i + 1] { break }
                add(sibling)
            }
        }
        // A subview of the target's that keeps its touches (a control, a view that handles
        // them) takes the tap from the target wherever it answers, unless the target's own
        // recognizers see it (G1).
        if !target.gestures.contains(where: \.isEnabled) {
            for sub in target.subviews where sub.touches == .handle || sub.kind.isControl { add(sub) }
        }
        return (out, zones)
    }

    /// The audit of one target within `budget` pieces; `used` gets how many it cut.
    func audit(_ target: View, budget: Int, used: inout Int) -> TargetAudit {
        let m = matrix(target)
        let windowRect = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
        // The visible part: the target's bounds, cut by the window and each clipping ancestor.
        var clips: [View] = [target]
        for ancestor in target.ancestry.dropLast() where ancestor.clipsToBounds && !ancestor.isWindow {
            clips.append(ancestor)
        }
        let clipsFromWindow = clips.map { matrix($0).inverted }
        let box = clips.reduce(windowRect) { $0.intersection(Rect.bounding($1.bounds.corners.map(matrix($1).apply))) }
        var tally = AuditTally()
        let hasArea = box.width > 0 && box.height > 0
        // A window in front that answers all over the visible part (an alert, the keyboard's
        // full-screen container that does not pass touches): not reached, one walk tells why.
        let frontDecided =
            hasArea
            && scene.windowsFrontToBack.prefix(while: { $0 !== target.ancestry.first }).contains { w in
                w.coversItsHitArea && (hitRectInWindow(w)?.contains(box) ?? false)
            }
        // The plan needs only the views in front that can take a point it will be asked about.
        let region: Rect? =
            !hasArea
            ? nil : frontDecided ? Rect(x: box.midX - 1e-6, y: box.midY - 1e-6, width: 2e-6, height: 2e-6) : box
        var plan = ReachPlan(target, in: scene, toWindow: matrix, region: region, hitRect: hitRectInWindow)
        plan.windowAnswers = windowAnswers
        func reach(_ p: Point) -> (reached: Bool, blocking: [Int]) {
            plan.needsFullWalk ? plan.fullWalk(at: p, in: scene) : plan.reach(at: p, in: scene)
        }
        guard hasArea else {
            // Nothing of it shows: say why a tap at its centre misses, over no area.
            let centre = m.apply(target.bounds.center)
            tally.add(reach(centre), piece: Rect(origin: centre, size: Size(0, 0)))
            used = 1
            return tally.audit(of: target, blockers: plan.blockers, in: scene, answers: windowAnswers)
        }
        defer { used = tally.pieces }
        if frontDecided {
            tally.add(reach(box.center), piece: box)
            return tally.audit(of: target, blockers: plan.blockers, in: scene, answers: windowAnswers)
        }
        // The views in front that decide a piece alone, found only when a piece asks (past the
        // budget, or in a curved pass): most targets never do.
        var solid: (rects: [Rect], zones: [CurvedZone])?
        func decided(_ piece: Rect) -> Bool {
            if solid == nil { solid = solidCovers(target, within: box) }
            return solid!.rects.contains { $0.contains(piece) }
                || solid!.zones.contains { $0.box.overlaps(piece) && $0.holds(piece) }
        }
        // The straight edges that cross the visible box, and the views whose edges are not.
        var edges: [Edge] = [], zones: [CurvedZone] = []
        for view in relevantViews(target) {
            let vm = matrix(view)
            if !vm.isAxisAligned || (view.hitArea != .rect && view.hitArea != .subviewsOnly) {
                // Views stacked on one another with the same shape draw the same edge once.
                if let zone = CurvedZone(view, vm), zone.box.overlaps(box),
                    !zones.contains(where: { $0.sameShape(as: zone) })
                {
                    zones.append(zone)
                }
                continue
            }
            for rect in view.hitRect == view.bounds ? [view.bounds] : [view.bounds, view.hitRect] {
                edges += Edge.sides(of: Rect.bounding(rect.corners.map(vm.apply))).filter { $0.crosses(box) }
            }
        }
        // Cut the box along the edges until none crosses a piece (the middle one first),
        // breadth first, so that when the budget runs out the pieces left are all small.
        var curvedPieces: [Rect] = []
        var pending: [(Rect, [Edge])] = [(box, edges)]
        var next = 0
        var overBudget: [Rect] = []
        while next < pending.count {
            let (piece, crossing) = pending[next]
            next += 1
            if next % 4096 == 0 { pending.removeFirst(next); next = 0 }
            if let cut = Edge.middle(of: crossing, in: piece) {
                guard tally.pieces + pending.count - next + curvedPieces.count < budget else {
                    overBudget.append(piece); continue
                }
                for half in cut.split(piece) { pending.append((half, crossing.filter { $0.crosses(half) })) }
            } else if zones.contains(where: { $0.box.overlaps(piece) }) {
                curvedPieces.append(piece)
            } else {
                tally.add(reach(piece.center), piece: piece)
            }
        }
        // Past the budget: each piece still crossed is decided at its middle; its area is the
        // bound on what may be counted wrong, unless a view in front answers all over it.
        if !overBudget.isEmpty {
            for piece in overBudget {
                let decided = decided(piece)
                tally.add(reach(piece.center), piece: piece)
                if !decided { tally.uncertain += piece.area }
            }
        }
        guard !curvedPieces.isEmpty else {
            return tally.audit(of: target, blockers: plan.blockers, in: scene, answers: windowAnswers)
        }
        // Where a curve or a slanted edge passes, cut finer there only, until the pieces it
        // may cross hold under 2% of the box: the middle of a piece a curve crosses is on the
        // side holding most of it, so what is counted wrong is under half of that, 1%. A piece
        // no curve crosses is decided once; only the uncertain ones are cut again, pass by pass.
        func visible(_ p: Point) -> Bool {
            zip(clips, clipsFromWindow).allSatisfy { view, m in m.map { view.bounds.contains($0.apply(p)) } ?? false }
        }
        // Whether the visible part's edge (the target's or a clipping ancestor's) crosses a piece.
        let clipZones = clips.compactMap { v in zones.first { $0.view === v } }
        func edgeOfVisible(_ p: Rect) -> Bool { clipZones.contains { $0.box.overlaps(p) && !$0.isUniform(on: p) } }
        // A small budget starts coarser (the first pass cuts about `budget` pieces at most).
        var step = box.area.squareRoot() / min(Self.curvedSteps, Double(budget).squareRoot())
        var curved = AuditTally()
        var frontier = curvedPieces.map { piece in (piece, zones.filter { $0.box.overlaps(piece) }) }
        for pass in 1...Self.curvedPasses {
            var uncertain: [(Rect, [CurvedZone])] = []
            var uncertainArea = 0.0
            for (piece, near) in frontier {
                refine(piece, zones: near, step: step, decided: { p in decided(p) && !edgeOfVisible(p) }) {
                    small, crossing in
                    guard visible(small.center) else { return }
                    // Inside a view in front that answers all over it, and wholly in the visible
                    // part (the target's and its clipping ancestors' edges do not cross it): not
                    // reached, decided.
                    if crossing.isEmpty || (decided(small) && !edgeOfVisible(small)) {
                        curved.add(reach(small.center), piece: small)
                    } else {
                        uncertainArea += small.area
                        uncertain.append((small, crossing))
                    }
                }
            }
            let last =
                uncertainArea / 2 <= Self.curvedError * box.area
                || tally.pieces + curved.pieces + 4 * uncertain.count > budget
                || pass == Self.curvedPasses
            if last {
                for (small, _) in uncertain { curved.add(reach(small.center), piece: small) }
                curved.uncertain = uncertainArea / 2
                break
            }
            frontier = uncertain
            step /= 2
        }
        tally.merge(curved)
        return tally.audit(of: target, blockers: plan.blockers, in: scene, answers: windowAnswers)
    }

    /// The error a curve may leave, as a share of the target's visible box.
    static let curvedError = 0.01
    static let curvedPasses = 8

    /// Cuts `piece` in four until every zone is wholly inside or outside each part, or the
    /// parts are `step` wide; `body` gets each part and the zones that may still cross it
    /// (none: the part is sure).
    /// A part `decided` holds (inside a view in front that answers all over it) is not cut.
    private func refine(
        _ piece: Rect, zones: [CurvedZone], step: Double, decided: (Rect) -> Bool, _ body: (Rect, [CurvedZone]) -> Void
    ) {
        var pending = [(piece, zones)]
        while let (p, near) = pending.popLast() {
            let crossing = near.filter { !$0.isUniform(on: p) }
            if crossing.isEmpty || max(p.width, p.height) <= step || decided(p) { body(p, crossing); continue }
            let w = p.width / 2, h = p.height / 2
            for (dx, dy) in [(0.0, 0.0), (w, 0), (0, h), (w, h)] {
                pending.append((Rect(x: p.minX + dx, y: p.minY + dy, width: w, height: h), crossing))
            }
        }
    }
}
