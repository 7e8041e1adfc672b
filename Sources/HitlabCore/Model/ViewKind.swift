/// The kinds of view a scene can hold.
public enum ViewKind: String, Sendable, CaseIterable {
    case view
    /// A control (`UIButton`): tracks its own touches and sends its action (A1-A3).
    case button
    /// A plain or custom `UIControl`: tracks and sends like a button, but Apple's list of
    /// controls that keep a single tap from an ancestor's recognizer does not include it (A3).
    case control
    /// `UISwitch`, `UIStepper`, `UISegmentedControl`, `UIPageControl`: on Apple's list (A3).
    case `switch`, stepper, segmentedControl, pageControl
    /// `UISlider`: a drag along it (a swipe on its knob) is its own; a tap is not (A3).
    case slider
    /// `UITextField`: a control that a tap makes the first responder (A5).
    case textField
    /// `UILabel`: user interaction starts disabled (H5).
    case label
    /// `UIImageView`: user interaction starts disabled (H5).
    case image
    /// `UIStackView`: a view that draws nothing; interactive, so a touch in its gaps is its own.
    case stackView
    /// `UIScrollView` (and `UITableView`, `UICollectionView`): its own pan recognizer scrolls,
    /// and it holds back and may cancel its content's touches (G5).
    case scrollView

    /// UIKit's default for `isUserInteractionEnabled`: off only for labels and image views
    /// (measured on real UIKit: on for UIStackView, UIActivityIndicatorView, UIProgressView).
    public var interactiveByDefault: Bool { self != .label && self != .image }
    public var isControl: Bool {
        switch self {
        case .button, .control, .switch, .stepper, .segmentedControl, .pageControl, .slider, .textField: return true
        case .view, .label, .image, .stackView, .scrollView: return false
        }
    }

    /// A3, by class (Apple, "Attaching gesture recognizers to UIKit controls"): "a single
    /// finger single tap" on UIButton, UISwitch, UIStepper, UISegmentedControl or UIPageControl
    /// calls the control's action rather than an ancestor's tap recognizer. A plain or custom
    /// UIControl, and a slider, are not on the list: the ancestor's tap wins.
    /// A text field is not on the list, but its own tap recognizer (`UITextTapRecognizer`) is
    /// deeper than an ancestor's, and of two taps the deeper wins (G3): Hitlab's reading.
    public var keepsSingleTapsFromAncestors: Bool {
        switch self {
        case .button, .switch, .stepper, .segmentedControl, .pageControl, .textField: return true
        default: return false
        }
    }

    /// A3, by class: "a single finger swipe ... on the knob of a UISlider ... parallel to the
    /// slider" and "a single finger pan ... on the knob of a UISwitch ... parallel to the
    /// switch" are the control's, not an ancestor's pan. Hitlab takes the whole control for its
    /// knob and "parallel" as more horizontal than vertical.
    public var keepsParallelDragsFromAncestors: Bool { self == .slider || self == .switch }

    /// The UIKit class a kind stands for, as the narration names it.
    public var uikitClass: String {
        switch self {
        case .view: return "UIView"
        case .button: return "UIButton"
        case .control: return "UIControl"
        case .switch: return "UISwitch"
        case .stepper: return "UIStepper"
        case .segmentedControl: return "UISegmentedControl"
        case .pageControl: return "UIPageControl"
        case .slider: return "UISlider"
        case .textField: return "UITextField"
        case .label: return "UILabel"
        case .image: return "UIImageView"
        case .stackView: return "UIStackView"
        case .scrollView: return "UIScrollView"
        }
    }
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
