/// The gesture recognizers a scene can attach to a view (G1-G7).
public enum GestureKind: String, Sendable, CaseIterable {
    case tap, doubleTap, longPress, pan
    /// `UISwipeGestureRecognizer`: discrete; recognizes mid-drag once the finger has gone far
    /// enough, fast enough, in its `direction`.
    case swipe
    /// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` (G6): continuous, two
    /// touches on the view or its subviews; they begin once the fingers' distance (pinch) or
    /// angle (rotation) has changed enough.
    case pinch, rotation

    /// Long press, pan, pinch and rotation are continuous: began, changed, ended, each calling
    /// the action.
    public var isContinuous: Bool { self == .longPress || self == .pan || self == .pinch || self == .rotation }

    /// Whether a further finger makes it fail (G6): a tap, double tap, long press or swipe
    /// recognizes one finger (`numberOfTouchesRequired`, default 1); a pan takes any number
    /// (`maximumNumberOfTouches`, default unlimited) and follows their centroid; a pinch or a
    /// rotation follows its first two.
    public var failsOnExtraTouch: Bool { self == .tap || self == .doubleTap || self == .longPress || self == .swipe }
}

/// A gesture recognizer's configuration, as in UIKit. Its run-time state lives in a
/// `TouchSession`, so one scene can be clicked many times.
public final class GestureRecognizer {
    public let name: String
    public let kind: GestureKind
    public var action: String?
    /// The responder its action goes to (G4). A recognizer never searches the chain: with no
    /// target, nothing is sent (scenes must name one).
    public var target: String?
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    /// May recognize together with the others (G3's exception).
    public var simultaneous = false
    /// May recognize together with these recognizers only (the delegate's
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, answered per pair).
    public var simultaneousWith: Set<String> = []
    /// `require(toFail:)`: it may recognize only once this recognizer has failed (G3).
    public var requiresFailureOf: String?
    /// `isEnabled` (default true): a disabled recognizer does not receive touches.
    public var isEnabled = true
    /// Swipes only: the direction it recognizes (UIKit's default: right).
    public var direction: SwipeDirection = .right
    /// Taps only: `numberOfTapsRequired` (default 1), the taps in a row it recognizes, each
    /// within `doubleTapInterval` of the one before.
    public var taps = 1
    /// Long presses only: `minimumPressDuration` (default 0.5 s), how long the finger must stay.
    public var minimumPressDuration = GestureRecognizer.longPressDuration
    /// `allowableMovement` (default 10 points, settable on long presses only, as UIKit's API
    /// allows): how far a tap's or a long press's finger may move before it fails.
    public var allowableMovement = GestureRecognizer.defaultAllowableMovement

    /// The taps it needs before it recognizes: a double tap is a tap that needs two (0: not a tap).
    public var tapsRequired: Int {
        switch kind {
        case .tap: return taps
        case .doubleTap: return 2
        default: return 0
        }
    }
    /// Set by the view that owns this recognizer, and cleared when that view goes.
    public internal(set) weak var view: View?
    /// A scroll view's own `panGestureRecognizer`: recognizing scrolls its view (G5), and its
    /// handler is the scroll view itself rather than an action a scene names.
    public internal(set) var scrollsItsView = false
    /// G5: a scroll view's pan holds its content's `began` back (`delaysContentTouches`);
    /// every other phase, and every other recognizer, goes by `delaysTouchesBegan/Ended` (G2).
    public func holdsContent(_ phase: TouchPhase) -> Bool { phase == .began && scrollsItsView }

    public init(name: String, kind: GestureKind) {
        self.name = name
        self.kind = kind
    }

    /// UIKit's thresholds, in points and seconds.
    public static let defaultAllowableMovement = 10.0
    public static let panThreshold = 10.0
    public static let longPressDuration = 0.5
    public static let doubleTapInterval = 0.35
    /// A swipe's distance along its direction, and the time it must take at most. UIKit does
    /// not document either; these are Hitlab's.
    public static let swipeDistance = 50.0
    public static let swipeMaxDuration = 0.5
    /// How much the two fingers' distance must change before a pinch begins, and their angle
    /// before a rotation begins (G6). UIKit says only "moved enough"; these are Hitlab's.
    public static let pinchThreshold = 10.0
    public static let rotationThresholdDegrees = 10.0
}

/// `UISwipeGestureRecognizer.Direction`, in window coordinates (y grows downwards).
public enum SwipeDirection: String, Sendable, CaseIterable {
    case right, left, up, down

    /// The unit vector of the direction.
    public var unit: Point {
        switch self {
        case .right: return Point(1, 0)
        case .left: return Point(-1, 0)
        case .up: return Point(0, -1)
        case .down: return Point(0, 1)
        }
    }

    public var isHorizontal: Bool { self == .right || self == .left }
}

/// A recognizer is equal only to itself (a trace's reasons compare by identity, never by name).
extension GestureRecognizer: Equatable {
    public static func == (a: GestureRecognizer, b: GestureRecognizer) -> Bool { a === b }
}
