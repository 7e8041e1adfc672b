/// One thing that keeps a tap at a point from reaching a view: the answer to "why not my
/// view?". Each is independent of the others: removing it alone would not be enough when
/// there are several, and `why` names them all, in the order UIKit's hit test meets them.
public struct Blocker {
    public enum Kind: String, Sendable, CaseIterable {
        /// H1: the view, or an ancestor, is hidden.
        case hidden
        /// H1: `isUserInteractionEnabled` is false on the view or an ancestor.
        case interactionOff
        /// H1: alpha below 0.01 on the view or an ancestor.
        case transparent
        /// H1: a disabled control (the view or an ancestor).
        case disabled
        /// H7: the view or an ancestor is animating without `.allowUserInteraction` (a tap as
        /// the interaction starts).
        case animating
        /// H2: the view or an ancestor has no width or no height, so `pointInside` is false everywhere.
        case zeroSize
        /// H2/H5: the point is inside the view but outside an ancestor's bounds or hit area.
        case outsideAncestor
        /// H2: the point is outside the view itself, its hit area included.
        case outsideView
        /// H3: a view in front (a later sibling of the view or of an ancestor) took the point first.
        case covered
        /// C5: the view's `hitTest` turns a result of itself into nil.
        case passThrough
        /// H3: a subview of the view was hit; `reachesAlongChain` says whether the touch still gets there.
        case descendant
        /// G2/G5: the touch is delivered, but a recognizer cancels it or holds it back.
        case gesture
        /// R2: a full-screen presentation took the view's tree out of the window.
        case notInWindow
        /// H5: no part of the view is on screen: it lies wholly outside the bounds of an
        /// ancestor that clips it (a scroll view scrolled away from it) or of the window, so no
        /// tap can land on it (`view` is that ancestor).
        case notVisible
        /// W1: a window in front of the view's window returns a view at the point, so the
        /// view's window is never asked (`inFront` is that window, `view` the view it returns).
        case windowInFront
    }

    /// What a recognizer does to a touch the view gets (`gesture` only).
    public enum GestureEffect: String, Sendable {
        /// It recognized and the view got `touchesCancelled` (cancelsTouchesInView, G2).
        case cancels
        /// It held `touchesBegan` back (delaysTouchesBegan, G2; a scroll view's delay, G5).
        case delays
    }

    public let kind: Kind
    /// The view that causes it: the hidden ancestor, the view hit in front, the subview hit,
    /// the view whose recognizer cancels. Nil never for a view-tree cause.
    public let view: View?
    /// `covered`: the view in front whose subtree holds `view` (a later sibling of the target
    /// or of one of its ancestors).
    public var inFront: View? = nil
    /// `descendant`: whether the touch still reaches the target along the responder chain (T2),
    /// or the target's recognizers see it (G1).
    public var reachesAlongChain: Bool? = nil
    /// `descendant`: the view inside the target would take the touch there, but the hit test
    /// does not get that far (something else is hit first).
    public var wouldBeHit = false
    /// `gesture`: the recognizer, and what it does.
    public var recognizer: GestureRecognizer? = nil
    public var effect: GestureEffect? = nil
    /// The common cause of missed taps in real apps this is an instance of, if any.
    public var pattern: BlockerPattern? = nil

    public init(_ kind: Kind, view: View?) {
        self.kind = kind
        self.view = view
    }

    /// Whether it keeps the tap from the target. A descendant that passes the touch on along
    /// the chain, and a recognizer that only delays, do not.
    public var blocks: Bool {
        switch kind {
        case .descendant: return reachesAlongChain != true
        case .gesture: return effect == .cancels
        default: return true
        }
    }

    /// The rule behind it.
    public var rule: Rule {
        switch kind {
        case .hidden, .interactionOff, .transparent, .disabled: return .h1
        case .animating: return .h7
        case .zeroSize, .outsideView: return .h2
        case .outsideAncestor, .notVisible: return .h5
        case .covered, .descendant: return .h3
        case .passThrough: return .c5
        case .gesture: return recognizer?.scrollsItsView == true ? .g5 : .g2
        case .notInWindow: return .r2
        case .windowInFront: return .w1
        }
    }

    /// The same cause at another point (the audit adds up the area of each): a cover is the
    /// view in front, whichever view inside it takes each point.
    var key: BlockerKey {
        BlockerKey(
            kind: kind, view: kind == .covered || kind == .windowInFront ? nil : view.map(ObjectIdentifier.init),
            inFront: inFront.map(ObjectIdentifier.init))
    }
}

/// A blocker's identity without the point: its kind and the views it names.
struct BlockerKey: Hashable {
    let kind: Blocker.Kind
    let view: ObjectIdentifier?
    let inFront: ObjectIdentifier?
}

extension Blocker.Kind {
    /// The H1 reason a `Verdict` names, as a blocker.
    init?(rejection: Verdict) {
        switch rejection {
        case .hidden: self = .hidden
        case .notInteractive: self = .interactionOff
        case .transparent: self = .transparent
        case .disabled: self = .disabled
        case .animating: self = .animating
        default: return nil
        }
    }
}
