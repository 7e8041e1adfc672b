/// The kinds of view a scene can hold.
public enum ViewKind: String, Sendable, CaseIterable {
    case view
    /// A control (`UIButton`): tracks its own touches and sends its action (A1-A3).
    case button
    /// `UILabel`: user interaction starts disabled (H5).
    case label
    /// `UIImageView`: user interaction starts disabled (H5).
    case image

    /// UIKit's default for `isUserInteractionEnabled`.
    public var interactiveByDefault: Bool { self != .label && self != .image }
    public var isControl: Bool { self == .button }
}

/// How far a view's own hit area reaches outside its bounds to find subviews (C4).
public enum OutsideBoundsHitting: String, Sendable {
    /// UIKit's default: a point outside the bounds is rejected with all its subviews (H5).
    case off
    /// C4 as Hitlab applies it: when the default finds nothing, subviews are tried anyway,
    /// but only when the view itself passes H1.
    case on
    /// The seed article's code as written: subviews are tried even when the view itself is
    /// hidden, transparent or non-interactive (the hidden-parent trap).
    case naive
}
