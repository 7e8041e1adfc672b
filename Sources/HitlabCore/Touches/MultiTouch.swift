/// Why the views never get a touch, though it was hit-tested and its recognizers see it.
public enum TouchRefusal {
    /// T4: `view` has `isMultipleTouchEnabled` off and already has touch `first`.
    case multipleTouchOff(View, first: Int)
    /// T5: `tracking` tracks touch `other` while this touch's `hit` lands elsewhere in the
    /// same window, and one of the two views is exclusive (`hitIsExclusive` says which).
    case exclusiveTouch(hit: View, tracking: View, other: Int, hitIsExclusive: Bool)
    /// G2, G7: a recognizer that sees this touch has already recognized and cancels touches in
    /// its view, so the views never get a touch it takes.
    case recognizerOwns(GestureRecognizer)

    public var rule: Rule {
        switch self {
        case .multipleTouchOff: return .t4
        case .exclusiveTouch: return .t5
        case .recognizerOwns: return .g7
        }
    }

    /// The view (or recognizer's view) the refusal is about, and the other party.
    public var views: [View] {
        switch self {
        case .multipleTouchOff(let v, _): return [v]
        case .exclusiveTouch(let hit, let tracking, _, _): return [hit, tracking]
        case .recognizerOwns(let r): return r.view.map { [$0] } ?? []
        }
    }
}

extension TouchSession {
    /// G7: a recognizer that sees this new touch has already recognized and takes it.
    func recognizerRefusal(of state: TouchState) -> TouchRefusal? {
        runs.first {
            $0.touches.contains(state.index) && ($0.state == .began || $0.state == .changed)
                && $0.recognizer.cancelsTouchesInView
        }
        .map { .recognizerOwns($0.recognizer) }
    }

    /// Whether the views may have this new touch (T4, T5). Asked once, at its press; a
    /// refused touch is refused for its whole life, while its recognizers still see it.
    func viewsRefusal(of state: TouchState) -> TouchRefusal? {
        guard let hit = state.hit else { return nil }
        let tracked = touches.filter { $0 !== state && $0.isTracked }
        // T4: "the view receives only the first touch event in a multi-touch sequence".
        if !hit.isMultipleTouchEnabled, let first = tracked.first(where: { $0.hit === hit }) {
            return .multipleTouchOff(hit, first: first.index)
        }
        // T5: exclusive views and the others of the same window do not track at once.
        let window = hit.ancestry.first
        for other in tracked {
            guard let view = other.hit, view !== hit, view.ancestry.first === window else { continue }
            if hit.isExclusiveTouch || view.isExclusiveTouch {
                return .exclusiveTouch(
                    hit: hit, tracking: view, other: other.index, hitIsExclusive: hit.isExclusiveTouch)
            }
        }
        return nil
    }
}
