/// The result of hit-testing the window at a point: every visit and the view found.
public struct HitTestResult {
    /// The view hit-testing started at.
    public let root: View
    public let point: Point
    public let visits: [Visit]
    public let hit: View?
}

extension View {
    /// `hitTest(_:with:)` on this view (usually the window) with the point in its own
    /// coordinates, recording every call (H1-H4, C1-C7).
    public func hitTest(_ point: Point) -> HitTestResult {
        var log = VisitLog()
        let hit = hitTest(point, depth: 0, recorder: &log)
        return HitTestResult(root: self, point: point, visits: log.visits, hit: hit)
    }

    /// The same search without recording: what UIKit itself does.
    public func hitTestUntraced(_ point: Point) -> View? {
        var none = NoRecord()
        return hitTest(point, depth: 0, recorder: &none)
    }

    /// UIKit's `hitTest(_:with:)`, step for step, telling `recorder` about each call:
    ///
    ///     H1  hidden, not interactive, alpha < 0.01 (as a 32-bit float) or a disabled control: return nil
    ///     H2  pointInside false: return nil (C1-C3 decide what "inside" means)
    ///     H3  ask the subviews front to back, each with the point converted into it;
    ///         the first one to return a view wins
    ///     H4  no subview returned one: return self
    ///
    /// with Hitlab's declarable overrides: C4 (`hitOutsideBounds`) asks the subviews even when
    /// H1 or H2 said nil, C5 (`passThrough`) turns a result of `self` into nil, and C6
    /// (`hitTestReturns`) turns a result of `self` into another view.
    func hitTest<R: HitTestRecorder>(_ point: Point, depth: Int, recorder: inout R) -> View? {
        let visit = recorder.enter(self, depth: depth, point: point)
        let rejection = interactionRejection  // H1
        if let skip = hitTestSkip {
            recorder.finish(visit, skip, bypassed: nil)
            return nil
        }
        let inside = rejection == nil && pointInside(point)  // H2
        if !inside && (outsideBounds == .off || subviews.isEmpty) {
            recorder.finish(visit, rejection ?? .outside, bypassed: nil)
            return nil
        }
        let bypassed = inside ? nil : rejection ?? .outside  // C4
        for subview in subviews.reversed() {  // H3
            let converted = subview.convertFromSuperview(point)
            if let found = subview.hitTest(converted, depth: depth + 1, recorder: &recorder) {
                recorder.finish(visit, .entered, bypassed: bypassed)
                return found
            }
        }
        if let bypassed {
            recorder.finish(visit, bypassed, bypassed: nil)
            return nil
        }
        if let handed = passthroughHit(point, depth: depth, recorder: &recorder) {  // C7
            recorder.finish(visit, .toPassthroughView, bypassed: nil)
            return handed
        }
        if passThrough {  // C5
            recorder.finish(visit, .passedThrough, bypassed: nil)
            return nil
        }
        if let instead = hitTestReturns {  // C6
            recorder.finish(visit, .entered, bypassed: nil)
            recorder.returnedInstead(visit, instead)
            return instead
        }
        recorder.finish(visit, .hit, bypassed: nil)  // H4
        return self
    }
}
