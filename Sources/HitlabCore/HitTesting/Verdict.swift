/// Why a `hitTest` call ended the way it did (the contract's `verdict`).
public enum Verdict: String, Sendable, CaseIterable {
    /// H1: `isHidden`; its subviews were never visited.
    case hidden
    /// H1: user interaction disabled.
    case notInteractive
    /// H1: alpha below 0.01 as stored (a 32-bit float).
    case transparent
    /// H1: a disabled control.
    case disabled
    /// H7: animating without `.allowUserInteraction`.
    case animating
    /// H2: `pointInside` was false.
    case outside
    /// The point was inside and a descendant was returned.
    case entered
    /// C5: inside, no descendant, and `passThrough` turned `self` into nil.
    case passedThrough
    /// C7: a dimming view returned what a popover's passthrough view under the point returned.
    case toPassthroughView
    /// H4: returned itself.
    case hit

    /// The view was rejected before its subviews were asked.
    public var isRejection: Bool {
        switch self {
        case .hidden, .notInteractive, .transparent, .disabled, .animating, .outside: return true
        case .entered, .passedThrough, .toPassthroughView, .hit: return false
        }
    }

    /// The rule behind the verdict.
    public var rule: Rule {
        switch self {
        case .hidden, .notInteractive, .transparent, .disabled: return .h1
        case .animating: return .h7
        case .outside: return .h2
        case .entered: return .h3
        case .passedThrough: return .c5
        case .toPassthroughView: return .c7
        case .hit: return .h4
        }
    }
}

extension View {
    /// H1: the reason this view refuses touches before its hit area is even asked, or nil.
    /// The order of the tests decides which reason is named when several hold.
    public var interactionRejection: Verdict? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .notInteractive }
        if storedAlpha < View.minimumHittableAlpha { return .transparent }
        if kind.isControl && !isEnabled { return .disabled }
        if isAnimatingWithoutInteraction { return .animating }
        return nil
    }

    /// H1 as the hit test applies it: the reason `hitTest` returns nil at once without asking
    /// its subviews, or nil when it goes on (C4's `naive` asks the subviews even then). The one
    /// predicate every walk uses: the hit test, `why`'s reach and the audit's plan and covers.
    public var hitTestSkip: Verdict? {
        outsideBounds == .naive ? nil : interactionRejection
    }
}
