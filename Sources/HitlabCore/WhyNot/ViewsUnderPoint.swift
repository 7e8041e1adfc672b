/// One view whose area holds a point, and what the hit test did with it there.
public struct ViewUnderPoint {
    public enum Fate {
        /// It is the hit view (H4).
        case hit
        /// A view inside it was hit, or its overridden hitTest returned another (C6).
        case entered(returned: View)
        /// A dimming view that returned what a popover's passthrough view returned (C7).
        case handedOn(returned: View)
        /// Asked, and it returned nil: H1's reasons, H2 (its hit area is not its bounds), C5.
        case skipped(Verdict)
        /// Never asked: a view in front had already answered (H3).
        case answeredInFront(by: View?)
        /// Never asked: an ancestor returned nil without asking its subviews (H6).
        case ancestorSkipped(View)
        /// Never asked: a window in front returned a view, so this view's window was not asked (W1).
        case windowInFront(View)
    }

    public let view: View
    public let depth: Int
    /// The view's bounds in window coordinates (the bounding box when it is transformed).
    public let frameOnScreen: Rect
    public let fate: Fate
}

extension Scene {
    /// Every view whose bounds or hit area holds `point` (window coordinates), front to back
    /// (the reverse of drawing order), with what the hit test of a tap there did with each.
    public func viewsUnder(_ point: Point) -> (hit: View?, views: [ViewUnderPoint]) {
        // W1: the windows front to back until one returns a view; as a tap starts, so a view
        // animating then without .allowUserInteraction is skipped (H7), as `why` says.
        let asked = atMoment(0) { hitTestWindows(point) }
        var visits: [ObjectIdentifier: Visit] = [:]
        for visit in asked.flatMap(\.log.visits) { visits[ObjectIdentifier(visit.view)] = visit }
        let hit = asked.last?.hit
        let answered = hit == nil ? nil : asked.last?.window
        var out: [ViewUnderPoint] = []
        for w in windowsFrontToBack {
            var drawn: [(View, Int, AffineTransform)] = []
            var stack: [(View, Int, AffineTransform)] = [(w, 0, w.matrixToSuperview)]
            while let (view, depth, m) = stack.popLast() {
                drawn.append((view, depth, m))
                for sub in view.subviews.reversed() { stack.append((sub, depth + 1, sub.matrixToSuperview.then(m))) }
            }
            let askedWindow = visits[ObjectIdentifier(w)] != nil
            for (view, depth, m) in drawn.reversed() {
                guard let local = m.inverted?.apply(point), view.bounds.contains(local) || view.pointInside(local)
                else { continue }
                let fate: ViewUnderPoint.Fate
                if let answered, !askedWindow {
                    fate = .windowInFront(answered)
                } else {
                    fate = self.fate(of: view, visits: visits, hit: hit)
                }
                out.append(
                    ViewUnderPoint(
                        view: view, depth: depth, frameOnScreen: Rect.bounding(view.bounds.corners.map(m.apply)),
                        fate: fate))
            }
        }
        return (hit, out)
    }

    private func fate(of view: View, visits: [ObjectIdentifier: Visit], hit: View?) -> ViewUnderPoint.Fate {
        if let visit = visits[ObjectIdentifier(view)] {
            switch visit.verdict {
            case .hit: return .hit
            case .entered: return .entered(returned: visit.returned ?? view)
            case .toPassthroughView: return .handedOn(returned: visit.returned ?? view)
            default: return .skipped(visit.verdict)
            }
        }
        // The nearest ancestor that was asked: it skipped its subviews, or a view in front answered first.
        for ancestor in view.ancestry.reversed().dropFirst() {
            guard let visit = visits[ObjectIdentifier(ancestor)] else { continue }
            return visit.askedSubviews ? .answeredInFront(by: hit) : .ancestorSkipped(ancestor)
        }
        return .answeredInFront(by: hit)
    }
}
