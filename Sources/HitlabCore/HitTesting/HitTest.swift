/// The result of hit-testing the window at a point: every visit and the view found.
public struct HitTestResult {
    public let point: Point
    public let visits: [Visit]
    public let hit: View?
}

extension View {
    /// `hitTest(_:with:)` on this view (usually the window) with the point in its own
    /// coordinates, recording every call (H1-H4, C1-C5).
    public func hitTest(_ point: Point) -> HitTestResult {
        var log = VisitLog()
        let hit = hitTest(point, depth: 0, recorder: &log)
        return HitTestResult(point: point, visits: log.visits, hit: hit)
    }

    /// The same search without recording: what UIKit itself does.
    public func hitTestUntraced(_ point: Point) -> View? {
        var none = NoRecord()
        return hitTest(point, depth: 0, recorder: &none)
    }

    /// UIKit's algorithm, step for step:
    /// H1 reject hidden / non-interactive / transparent / disabled; H2 reject when
    /// `pointInside` is false; H3 ask the subviews front to back with the converted point;
    /// H4 else return self. C4 asks the subviews even when the default found nothing, C5
    /// turns a result of `self` into nil.
    func hitTest<R: HitTestRecorder>(_ point: Point, depth: Int, recorder: inout R) -> View? {
        let index = recorder.enter(self, depth: depth, point: point)
        let rejection = interactionRejection
        if let rejection, outsideBounds != .naive {
            recorder.finish(index, rejection, bypassed: nil)
            return nil
        }
        if rejection == nil && pointInside(point) {
            if let found = firstSubviewHit(point, depth: depth, recorder: &recorder) {
                recorder.finish(index, .entered, bypassed: nil)
                return found
            }
            if passThrough {
                recorder.finish(index, .passedThrough, bypassed: nil)
                return nil
            }
            recorder.finish(index, .hit, bypassed: nil)
            return self
        }
        let reason = rejection ?? .outside
        if outsideBounds != .off, let found = firstSubviewHit(point, depth: depth, recorder: &recorder) {
            recorder.finish(index, .entered, bypassed: reason)
            return found
        }
        recorder.finish(index, reason, bypassed: nil)
        return nil
    }

    /// H3: the subviews from the frontmost (last added) to the first; the first to return a
    /// view wins and its earlier siblings are never visited.
    private func firstSubviewHit<R: HitTestRecorder>(_ point: Point, depth: Int, recorder: inout R) -> View? {
        var i = subviews.count
        while i > 0 {
            i -= 1
            let sub = subviews[i]
            if let found = sub.hitTest(sub.convertFromSuperview(point), depth: depth + 1, recorder: &recorder) {
                return found
            }
        }
        return nil
    }
}
