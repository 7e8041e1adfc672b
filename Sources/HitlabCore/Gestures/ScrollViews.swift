extension TouchSession {
    /// G5: scroll views that were holding the touch back from their content let it through,
    /// because the finger stayed still long enough or came up; the content gets `began` now.
    func endContentDelays(_ why: ContentDelayEnd, touch state: TouchState) {
        for run in runs where run.contentDelayEnds != nil {
            run.contentDelayEnds = nil
            guard run.state == .possible, let scrollView = run.recognizer.view else { continue }
            record(.contentDelayEnded(scrollView: scrollView, why: why, touch: state.index))
        }
        releaseHeldBeganIfDecided(state)
    }

    /// G5: a scroll view's pan saw the finger move far enough to scroll. When a view in its
    /// content is already tracking the touch, the scroll view scrolls only if it may cancel
    /// that touch: `canCancelContentTouches` on and `touchesShouldCancel(in:)` true for the
    /// view (UIKit's default: true unless the view is a UIControl).
    func scroll(_ run: GestureRun, moved: Point, touch state: TouchState) {
        guard let scrollView = run.recognizer.view else { return }
        let distance = moved.distance(to: .zero)
        // Only along an axis it can scroll (or bounce): a sideways drag in a list that scrolls up
        // and down is no scroll of the list's, and the list's pan fails there.
        let horizontally = abs(moved.x) > abs(moved.y)
        if !scrollView.scrolling.scrolls(horizontally: horizontally, size: scrollView.bounds.size) {
            fail(run, .cannotScroll(horizontally: horizontally))
            return
        }
        var tracking: View?
        if let hit = state.hit, hit !== scrollView, state.beganDelivered, !state.isCancelled, !state.finishedDelivery {
            tracking = hit
        }
        if let tracking, run.blockedBy == nil {
            if !scrollView.scrolling.canCancelContentTouches {
                fail(run, .contentIsTracking(tracking))
                return
            }
            if !scrollView.scrolling.shouldCancelTouches(in: tracking) {
                fail(run, .contentKeepsTouch(tracking))
                return
            }
        }
        recognize(run, .scrolls(distance, cancelling: tracking), continuous: true)
    }
}
