/// Whether a tap at one point reaches one view, and every independent reason it does not:
/// the path from the window down to the view, walked as UIKit's hit test walks it.
public struct TapReach {
    /// The reasons, in the order the hit test meets them (the window first, front before back).
    public let blockers: [Blocker]
    /// What the view's own `hitTest` returns at the point (itself, a subview, nil), when the
    /// hit test gets that far; nil too when it never would.
    public let returned: View?
    /// An ancestor whose overridden hitTest returns the view where it would return itself
    /// (C6), when that is how the tap reaches the view.
    public var returnedBy: View? = nil
    /// Whether the touch gets to the view: it is hit, or a subview is and passes the touch up
    /// the chain to it (or to its recognizers), or an ancestor returns it (C6). A recognizer
    /// cancelling it later is not counted here (see `Scene.why`).
    public var reached: Bool { returnedBy != nil || returned != nil && blockers.allSatisfy { !$0.blocks } }
}

extension Scene {
    /// The reach of a tap at `point` (window coordinates) to `target`.
    ///
    /// For each view from the window down to the target, as `hitTest` meets them:
    ///
    ///     H1  the view is hidden, not interactive, transparent or a disabled control
    ///     H2  the point is outside its hit area (an ancestor's: H5; no width or height: zeroSize)
    ///     H3  a later sibling of the next view down returns a view first (covered)
    ///
    /// then at the target itself: a subview returns a view (descendant), or C5 turns the
    /// target into nil. Every reason is tested on its own, so all of them are named, not
    /// only the first: hiding one blocker never just reveals the next.
    public func tapReach(to target: View, at point: Point) -> TapReach {
        let path = target.ancestry
        guard let root = path.first, windows.contains(where: { $0 === root }) else {
            return TapReach(blockers: [Blocker(.notInWindow, view: path.first)], returned: nil)
        }
        // W1: the windows in front are asked first.
        var blockers: [Blocker] = windowsInFront(of: root, at: point).map { front in
            var b = Blocker(.windowInFront, view: front.hit)
            b.inFront = front.window
            return b
        }
        // Each view's own coordinates, from the screen's: a window's frame places it (W1).
        var p = point
        for (i, view) in path.enumerated() {
            p = view.convertFromSuperview(p)
            let isTarget = i == path.count - 1
            // C4 (`naive`) asks the subviews even of a view H1 rejects; the target itself is still not hit.
            if let rejection = isTarget ? view.interactionRejection : view.hitTestSkip,
                let kind = Blocker.Kind(rejection: rejection)
            {
                blockers.append(Blocker(kind, view: view))
            }
            // C4 (`on`, `naive`) asks the subviews even when the point is outside the view.
            if !view.pointInside(p), isTarget || view.outsideBounds == .off {
                let kind: Blocker.Kind =
                    view.frame.width <= 0 || view.frame.height <= 0
                    ? .zeroSize
                    : isTarget ? .outsideView : .outsideAncestor
                blockers.append(Blocker(kind, view: view))
            }
            guard !isTarget else { break }
            let next = path[i + 1]
            for sibling in view.subviews.reversed() {
                if sibling === next { break }
                // C7: a popover's dimming view in front that hands the touch to the target (or a
                // view inside it) does not cover it.
                if let taken = sibling.hitTestUntraced(sibling.convertFromSuperview(p)), !taken.isInside(target) {
                    var covered = Blocker(.covered, view: taken)
                    covered.inFront = sibling
                    blockers.append(covered)
                }
            }
        }
        // The target's own hitTest at the point, in its own coordinates.
        let returned = target.hitTestUntraced(p)
        if let returned, returned !== target, !returned.isInside(target) {
            // C7: a dimming view hands the touch to a passthrough view outside it.
            blockers.append(Blocker(.passThrough, view: target))
        } else if let returned, returned !== target {
            var below = Blocker(.descendant, view: returned)
            below.reachesAlongChain = touchReaches(target, from: returned)
            blockers.append(below)
        } else if returned == nil, target.passThrough, target.interactionRejection == nil, target.pointInside(p) {
            blockers.append(Blocker(.passThrough, view: target))
        }
        // C6: an ancestor that answers with this view where it would answer with itself: the
        // reasons the default path gives do not apply.
        if let holder = path.dropLast().last(where: { $0.hitTestReturns === target }), hitTestUntraced(point) === target
        {
            var reach = TapReach(blockers: [], returned: target)
            reach.returnedBy = holder
            return reach
        }
        return TapReach(blockers: blockers, returned: returned)
    }

    /// Whether a touch delivered to `hit`, a view inside `target`, gets to `target`: its
    /// recognizers see every touch in its subtree (G1), and each responder on the way up that
    /// does not handle touches passes them on (T2). A control keeps its touches (A1).
    func touchReaches(_ target: View, from hit: View) -> Bool {
        if target.gestures.contains(where: { $0.isEnabled }) { return true }
        for responder in responderChain(from: hit) {
            if responder === target { return true }
            if responder.touches == .handle { return false }
        }
        return false
    }
}

extension View {
    /// Its hitTest returns a view (itself or one inside it) exactly where its own hit area
    /// holds the point: it passes H1 and no override (C4, C5, C6) changes its answer.
    var coversItsHitArea: Bool {
        interactionRejection == nil && !passThrough && outsideBounds == .off && hitTestReturns == nil
    }
}

extension View {
    /// It is `view` or one of its descendants.
    func isInside(_ view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }
}
