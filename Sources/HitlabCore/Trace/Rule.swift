/// The rules of UIKit's event delivery that Hitlab follows and names: every tag the
/// narration prints (`[H2, C1]`) is one of these, and `docs/rules.md` explains each.
public enum Rule: String, CaseIterable, Sendable {
    case h1 = "H1", h2 = "H2", h3 = "H3", h4 = "H4", h5 = "H5", h6 = "H6"
    case c1 = "C1", c2 = "C2", c3 = "C3", c4 = "C4", c5 = "C5"
    case r1 = "R1", r2 = "R2", r3 = "R3", r4 = "R4", r5 = "R5"
    case t1 = "T1", t2 = "T2", t3 = "T3"
    case a1 = "A1", a2 = "A2", a3 = "A3"
    case g1 = "G1", g2 = "G2", g3 = "G3"
    case f1 = "F1", f2 = "F2"

    /// The rule in one line.
    public var summary: String {
        switch self {
        case .h1: return "A hidden, non-interactive, transparent (alpha <= 0.01) or disabled view returns nil; its subviews are never asked."
        case .h2: return "Otherwise, when pointInside is false, hitTest returns nil."
        case .h3: return "Otherwise the subviews are asked front to back, each with the point converted into it; the first to return a view wins."
        case .h4: return "When no subview returns a view, the view returns itself."
        case .h5: return "Clipping changes what is drawn, never what is hit: a subview outside its superview's bounds cannot be hit there."
        case .h6: return "A skipped ancestor skips its whole subtree, whatever the subviews' own properties."
        case .c1: return "A round button: pointInside is true within the circle inscribed in its bounds."
        case .c2: return "An expanded hit area: pointInside tests the bounds grown by insets."
        case .c3: return "A parent whose pointInside is true only inside its subviews' frames."
        case .c4: return "A parent whose hitTest asks its subviews even when the point is outside its own bounds."
        case .c5: return "A transparent overlay: hitTest turns a result of itself into nil, so touches pass through."
        case .r1: return "A view's next responder is its view controller when it is the controller's root view, else its superview."
        case .r2: return "A view controller's next responder is its view's superview, or the controller that presented it."
        case .r3: return "The window's next responder is the application."
        case .r4: return "The application's next responder is the app delegate, when it is a responder."
        case .r5: return "When the chain ends and nobody handled the event, it is dropped."
        case .t1: return "Every phase of a touch goes to the view hit when it began, even after the pointer leaves it."
        case .t2: return "A responder that does not handle touches passes each one to its next responder."
        case .t3: return "Touches go to the hit view, never to the first responder."
        case .a1: return "A control tracks its own touches and sends its action on touch-up inside (its bounds grown by 70 points while tracking)."
        case .a2: return "An action goes to its target; with no target, up the chain from the first responder."
        case .a3: return "A control in front keeps its touch from its superviews' touch handling and tap recognizers."
        case .g1: return "Recognizers on the hit view and its ancestors see the touch before the views do."
        case .g2: return "A recognizer that recognizes cancels the touch in the views (cancelsTouchesInView)."
        case .g3: return "When a view and an ancestor both recognize a tap, the deeper one wins unless both allow simultaneous recognition."
        case .f1: return "One responder may be the first responder: keys and nil-targeted actions start there."
        case .f2: return "Touches never start at the first responder."
        }
    }
}
