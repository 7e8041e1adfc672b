/// How a scroll view shares a touch with the views in it (G5): UIScrollView's
/// `delaysContentTouches`, `canCancelContentTouches` and `touchesShouldCancel(in:)`.
public struct ScrollSettings: Equatable, Sendable {
    /// Documented default true: "the scroll view delays handling the touch-down gesture until
    /// it can determine if scrolling is the intent".
    public var delaysContentTouches = true
    /// Documented default true: a view in the content that is tracking the finger gets
    /// `touchesCancelled` when the finger drags "enough to initiate a scroll"; false and the
    /// scroll view "doesn't scroll regardless of finger movement once the content view starts
    /// tracking".
    public var canCancelContentTouches = true
    /// What the scroll view's `touchesShouldCancel(in:)` answers.
    public var touchesShouldCancel: ContentCancelling = .unlessControl

    /// `contentSize`; nil: not given, and the scroll view scrolls whichever way a drag goes (what
    /// a scene without it has always meant).
    public var contentSize: Size?
    /// `alwaysBounceHorizontal` / `alwaysBounceVertical` (documented default false): bounce, and
    /// so take a drag, along an axis the content does not overflow.
    public var alwaysBounceHorizontal = false
    public var alwaysBounceVertical = false
    /// `isPagingEnabled` (default false): where a scroll stops, not which touches it takes.
    public var paging = false

    public init() {}

    /// Whether it can scroll (or bounce) along an axis, for a scroll view of `size`.
    public func scrolls(horizontally: Bool, size: Size) -> Bool {
        guard let content = contentSize else { return true }
        return horizontally
            ? content.width > size.width || alwaysBounceHorizontal
            : content.height > size.height || alwaysBounceVertical
    }

    /// How long a still finger is held back from the content. Not documented: 150 ms is the
    /// measured value (the private UIScrollViewDelayedTouchesBeganGestureRecognizer).
    public static let contentTouchDelay = 0.15
    /// The property name of a scroll view's own pan recognizer, as UIKit names it.
    public static let panName = "panGestureRecognizer"

    /// `touchesShouldCancel(in:)` for the view tracking the touch.
    public func shouldCancelTouches(in view: View) -> Bool {
        switch touchesShouldCancel {
        case .unlessControl: return !view.kind.isControl
        case .always: return true
        case .never: return false
        }
    }
}

/// An answer of `touchesShouldCancel(in:)` (G5).
public enum ContentCancelling: String, Sendable, CaseIterable {
    /// UIKit's default: "true if view isn't a UIControl object; otherwise, it returns false".
    case unlessControl = "default"
    /// Overridden to return true: a drag that starts on a button still scrolls.
    case always
    /// Overridden to return false: once the content tracks, the scroll view never scrolls.
    case never
}
