/// The answer to "why doesn't my view get this tap?": whether it does, and every reason not.
public struct WhyAnswer {
    /// Where the point came from when the question gave none.
    public enum PointChoice: String, Sendable {
        /// The question gave it.
        case given
        /// The view's centre.
        case centre
        /// The centre is not visible (cut off by the window or a clipping ancestor): the
        /// middle of the largest visible piece of the view instead.
        case visiblePart
    }

    public let target: View
    /// Window coordinates.
    public let point: Point
    public let pointChoice: PointChoice
    /// The view UIKit's hit test returns at the point.
    public let hit: View?
    /// What happens, in UIKit's order: first whether the hit test gets the touch to the view
    /// (hit, passed up the chain to it, or returned by an ancestor's override), then whether a
    /// recognizer cancels it there. `reached` and every line `why` prints follow from these.
    public let hitTestReaches: Bool
    /// The recognizer that recognizes and cancels the touch after the hit test reached the view.
    public var cancelledBy: Blocker? { hitTestReaches ? blockers.first { $0.kind == .gesture && $0.blocks } : nil }
    /// Whether the tap gets to the view and no recognizer cancels it there.
    public var reached: Bool { hitTestReaches && cancelledBy == nil }
    /// No part of the view is on screen (a `notVisible` blocker names what cuts it off).
    public var offScreen: Bool { blockers.contains { $0.kind == .notVisible } }

    /// The answer in one word, in UIKit's order; `why`'s headline says this and nothing else.
    public enum Outcome {
        /// The hit test gets the touch to the view and no recognizer cancels it.
        case reached
        /// No part of the view is on screen.
        case offScreen
        /// The hit test does not get the touch to the view.
        case hitTestMisses
        /// The hit test gets it there, then a recognizer recognizes and cancels it.
        case cancelled(by: Blocker)
    }

    public var outcome: Outcome {
        if offScreen { return .offScreen }
        if !hitTestReaches { return .hitTestMisses }
        if let c = cancelledBy { return .cancelled(by: c) }
        return .reached
    }
    /// Every independent reason, in the order UIKit meets them, each with its pattern named.
    public let blockers: [Blocker]
    /// The ancestor whose overridden hitTest returns the view (C6), when that is how it is reached.
    public let returnedBy: View?
    /// The share of the view's visible area a tap reaches (see `TargetAudit`).
    public let audit: TargetAudit
}

extension Scene {
    /// Whether a tap at `point` (window coordinates; nil: the view's centre) reaches `target`.
    /// `quick`: the share of the view a tap reaches is only roughed out (some 64 hit
    /// tests, its bound stated in `audit.uncertainArea`); every reason and the answer at the
    /// point are the same. The window asks this way on a click, within a frame.
    public func why(_ target: View, at point: Point? = nil, quick: Bool = false) -> WhyAnswer {
        // A tap as an interaction starts: views animating then are skipped (H7).
        atMoment(0) { whyAtStart(target, at: point, quick: quick) }
    }

    private func whyAtStart(_ target: View, at point: Point?, quick: Bool) -> WhyAnswer {
        let audit = auditTaps(of: target, budget: quick ? TapMap.quickPieceBudget : TapMap.singlePieceBudget)
        let (p, choice) = point.map { ($0, WhyAnswer.PointChoice.given) } ?? defaultPoint(of: target, audit: audit)
        let reach = tapReach(to: target, at: p)
        let hit = hitTestUntraced(p)
        // A note that a view inside the target is hit holds only where it is the hit test's
        // answer; where something else is hit first, it is left out (a blocking descendant
        // stays: it is a reason of its own, and says that it would be hit).
        var blockers = reach.blockers.compactMap { b -> Blocker? in
            guard b.kind == .descendant, b.view !== hit else { return b }
            if !b.blocks { return nil }
            var would = b
            would.wouldBeHit = true
            return would
        }
        // A view no part of which is on screen: one reason, what cuts it off, instead of the
        // point's position against each ancestor (whose fix would be to enlarge them).
        if audit.area <= 0, target.frame.width > 0, target.frame.height > 0, let clipper = hidingAncestor(of: target) {
            let geometric: Set<Blocker.Kind> = [.outsideAncestor, .outsideView]
            let at = blockers.firstIndex { geometric.contains($0.kind) } ?? blockers.count
            blockers.removeAll { geometric.contains($0.kind) }
            blockers.insert(Blocker(.notVisible, view: clipper), at: min(at, blockers.count))
        }
        if reach.reached { blockers += gestureBlockers(of: target, at: p) }
        blockers = blockers.map { BlockerPattern.named($0, target: target, in: self) }
        return WhyAnswer(
            target: target, point: p, pointChoice: choice, hit: hit,
            hitTestReaches: reach.reached,
            blockers: blockers, returnedBy: reach.returnedBy, audit: audit)
    }

    /// The innermost ancestor that clips and that the view lies wholly outside of (the window
    /// counts: it is the screen), if any.
    func hidingAncestor(of target: View) -> View? {
        let frame = target.frameOnScreen
        for ancestor in target.ancestry.dropLast().reversed() where ancestor.clipsToBounds || ancestor.superview == nil
        {
            if !ancestor.frameOnScreen.overlaps(frame) { return ancestor }
        }
        return nil
    }

    /// The view's centre, unless the window or a clipping ancestor cuts it off.
    private func defaultPoint(of target: View, audit: TargetAudit) -> (Point, WhyAnswer.PointChoice) {
        let centre = target.convertToScreen(target.bounds.center)
        let clips = target.ancestry.prefix(1) + target.ancestry.dropFirst().filter(\.clipsToBounds)
        if clips.allSatisfy({ $0.bounds.contains($0.convertFromScreen(centre)) }) { return (centre, .centre) }
        return audit.visiblePoint.map { ($0, .visiblePart) } ?? (centre, .centre)
    }

    /// What recognizers do to a touch that reaches `target`, played as a click (G2, G5): one
    /// that recognizes and cancels it, one that holds its `began` back. None when one of the
    /// target's own recognizers recognizes: the tap then is the target's.
    func gestureBlockers(of target: View, at point: Point) -> [Blocker] {
        let trace = run(.click(point))
        let own = Set(target.gestures.map(ObjectIdentifier.init))
        if trace.gestures.contains(where: { own.contains(ObjectIdentifier($0.recognizer)) && $0.state == .recognized })
        {
            return []
        }
        var out: [Blocker] = []
        var seen = Set<String>()
        var lastRecognized: GestureRecognizer?
        func add(_ recognizer: GestureRecognizer, _ effect: Blocker.GestureEffect) {
            guard !own.contains(ObjectIdentifier(recognizer)), seen.insert("\(recognizer.name) \(effect)").inserted
            else { return }
            var b = Blocker(.gesture, view: recognizer.view)
            b.recognizer = recognizer
            b.effect = effect
            out.append(b)
        }
        for step in trace.steps {
            switch step {
            case .gesture(let g) where g.state == .recognized || g.state == .began:
                lastRecognized = g.recognizer
            case .held(_, let by, _):
                by.forEach { add($0, .delays) }
            case .discarded(_, let by, _):
                add(by, .cancels)
            case .delivery(let d) where d.responder === target && d.phase == .cancelled && d.cancelCause == .recognizer:
                if let r = lastRecognized { add(r, .cancels) }
            default:
                break
            }
        }
        return out
    }
}
