/// The result of hit-testing the window at a point: every visit and the view found.
public struct HitTestResult {
    /// The view hit-testing started at; holding it keeps every visited view alive.
    public let root: View
    public let point: Point
    public let visits: [Visit]
    public let hit: View?
}

extension View {
    /// `hitTest(_:with:)` on this view (usually the window) with the point in its own
    /// coordinates, recording every call (H1-H4, C1-C5).
    public func hitTest(_ point: Point) -> HitTestResult {
        var log = VisitLog(capacity: visitCountHint)
        let hit = hitTest(point, depth: 0, recorder: &log)
        visitCountHint = log.visits.count
        return HitTestResult(root: self, point: point, visits: log.visits, hit: hit)
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
    ///
    /// UIKit's recursion, written as a loop over an explicit stack of pending calls, so that
    /// a tree 100,000 levels deep neither overflows the thread's stack nor slows down.
    func hitTest<R: HitTestRecorder>(_ point: Point, depth: Int, recorder: inout R) -> View? {
        var stack: [PendingCall] = []
        var returned: View? = nil
        // Starts a `hitTest` call: rejects at once (returning nil, false) or leaves it pending
        // while its subviews are asked (true).
        @inline(__always)
        func call(_ view: View, _ rejection: Verdict?, _ mode: OutsideBoundsHitting, _ plainRect: Rect?, _ point: Point) -> Bool {
            let index = recorder.enter(view, depth: depth + stack.count, point: point)
            if let rejection, mode != .naive {
                recorder.finish(index, rejection, bypassed: nil)
                return false
            }
            let inside = rejection == nil && (plainRect.map { $0.contains(point) } ?? view.pointInside(point))
            if inside {
                stack.append(PendingCall(view: view, point: point, index: index, next: view.subviews.count, bypassed: nil))
            } else if mode != .off && !view.subviews.isEmpty {
                // C4: the default found nothing; ask the subviews anyway.
                stack.append(PendingCall(view: view, point: point, index: index, next: view.subviews.count,
                                         bypassed: rejection ?? .outside))
            } else {
                recorder.finish(index, rejection ?? .outside, bypassed: nil)
                return false
            }
            return true
        }
        _ = call(self, hitGeometry.rejection, hitGeometry.outsideBounds,
                 hitGeometry.usesPlainRect ? hitGeometry.plainRect : nil, point)
        while let top = stack.last {
            if let found = returned {
                // H3: the first subview to return a view wins; its earlier siblings are not asked.
                recorder.finish(top.index, .entered, bypassed: top.bypassed)
                stack.removeLast()
                returned = found
                continue
            }
            // H3: ask the remaining subviews, front to back, until one needs its own subviews
            // asked. Many siblings are read from the parent's packed geometry array (one
            // stream of memory); a few straight from each subview.
            var i = top.next
            var descended = false
            let subviews = top.view.subviews
            if subviews.count >= View.packedThreshold {
                top.view.childGeometry.withUnsafeBufferPointer { geometry in
                    guard let base = geometry.baseAddress else { return }
                    while i > 0 {
                        i -= 1
                        let g = base + i
                        unowned(unsafe) let sub = subviews[i]
                        if call(sub, g.pointee.rejection, g.pointee.outsideBounds, g.pointee.usesPlainRect ? g.pointee.plainRect : nil,
                                HitGeometry.convertFromSuperview(g, top.point)) {
                            descended = true
                            return
                        }
                    }
                }
            } else {
                while i > 0 {
                    i -= 1
                    unowned(unsafe) let sub = subviews[i]
                    if call(sub, sub.hitGeometry.rejection, sub.hitGeometry.outsideBounds,
                            sub.hitGeometry.usesPlainRect ? sub.hitGeometry.plainRect : nil, sub.convertFromSuperview(top.point)) {
                        descended = true
                        break
                    }
                }
            }
            if descended { stack[stack.count - 2].next = i }
            if descended { continue }
            stack.removeLast()
            if let reason = top.bypassed {
                recorder.finish(top.index, reason, bypassed: nil)
            } else if top.view.passThrough {
                recorder.finish(top.index, .passedThrough, bypassed: nil)   // C5
            } else {
                recorder.finish(top.index, .hit, bypassed: nil)             // H4
                returned = top.view
            }
        }
        return returned
    }
}

/// A `hitTest` call waiting for its subviews' answers.
private struct PendingCall {
    unowned(unsafe) let view: View
    let point: Point
    let index: Int
    /// The next subview to ask is `subviews[next - 1]` (front to back).
    var next: Int
    /// Set when the view itself was rejected for this reason and C4 asks its subviews anyway.
    let bypassed: Verdict?
}
