/// Why one responder comes after another, where the chain's rule is worth saying (R1-R3).
public enum ChainLinkReason: Equatable, Sendable {
    /// R1: a view is a controller's root view, so the controller comes next.
    case rootView
    /// R3: after the window comes its `UIWindowScene` (iOS 13 and later).
    case windowScene
    /// R2: a presented controller goes to its presenter, to which the controller `present`
    /// was called on (named) forwarded the presentation.
    case presenterForwardedFrom(String)
    /// R2: a presented controller goes to the controller that presented it.
    case presenter
    /// R2: a full-screen presentation took the controller's view out of the window; it is
    /// still the window's root view controller, so the window comes next.
    case rootControllerOutOfWindow
    /// R2: a controller goes to its view's superview.
    case viewsSuperview
}

/// One link of the responder chain that the story explains.
public struct ChainLink {
    public let from: Responder
    public let to: Responder
    public let reason: ChainLinkReason

    public var rule: Rule {
        switch reason {
        case .rootView: return .r1
        case .windowScene: return .r3
        default: return .r2
        }
    }
}

extension Scene {
    /// The links of `chain` worth explaining, in order: a root view to its controller, the
    /// window to its scene, and every controller to what follows it.
    public func explainedLinks(of chain: [Responder]) -> [ChainLink] {
        zip(chain, chain.dropFirst()).compactMap { r, next in
            if let view = r as? View {
                if view.controller != nil { return ChainLink(from: r, to: next, reason: .rootView) }
                if view.isWindow, (next as? AppResponder)?.role == .windowScene {
                    return ChainLink(from: r, to: next, reason: .windowScene)
                }
                return nil
            }
            guard let vc = r as? ViewController else { return nil }
            if let requested = vc.presentationRequestedBy {
                return ChainLink(from: r, to: next, reason: .presenterForwardedFrom(requested.name))
            }
            if vc.presentingController != nil { return ChainLink(from: r, to: next, reason: .presenter) }
            if vc.viewRemovedFrom != nil { return ChainLink(from: r, to: next, reason: .rootControllerOutOfWindow) }
            return ChainLink(from: r, to: next, reason: .viewsSuperview)
        }
    }
}
