/// The gesture recognizers a scene can attach to a view (G1-G8).
public enum GestureKind: String, Sendable, CaseIterable {
    case tap, doubleTap, longPress, pan
    /// `UISwipeGestureRecognizer`: discrete; recognizes mid-drag once the finger has gone far
    /// enough, fast enough, in its `direction`.
    case swipe
    /// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` (G6): continuous, two
    /// touches on the view or its subviews; they begin once the fingers' distance (pinch) or
    /// angle (rotation) has changed enough.
    case pinch, rotation
    /// `UIScreenEdgePanGestureRecognizer`: a pan of one finger that starts at an edge of the
    /// screen (`edges`).
    case screenEdgePan

    /// Long press, pan, pinch and rotation are continuous: began, changed, ended, each calling
    /// the action.
    public var isContinuous: Bool {
        self == .longPress || self == .pan || self == .pinch || self == .rotation || self == .screenEdgePan
    }

    /// Whether a further finger makes it fail (G6): a tap, double tap, long press or swipe
    /// recognizes one finger (`numberOfTouchesRequired`, default 1); a pan takes any number
    /// (`maximumNumberOfTouches`, default unlimited) and follows their centroid; a pinch or a
    /// rotation follows its first two.
    public var failsOnExtraTouch: Bool {
        self == .tap || self == .doubleTap || self == .longPress || self == .swipe || self == .screenEdgePan
    }
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
    /// G3, G8: its delegate's `gestureRecognizer(_:shouldRequireFailureOf:)`, true for these
    /// recognizers: it waits for each of them to fail, as `require(toFail:)` does.
    public var shouldRequireFailureOf: [String] = []
    /// G3, G8: its delegate's `gestureRecognizer(_:shouldBeRequiredToFailBy:)`, true for these
    /// recognizers: each of them waits for this one to fail.
    public var shouldBeRequiredToFailBy: [String] = []

    /// Whether it may recognize only once `other` has failed (G3): by `require(toFail:)`, or by
    /// either recognizer's delegate (G8).
    public func requiresFailure(of other: GestureRecognizer) -> Bool {
        other !== self
            && (requiresFailureOf == other.name || shouldRequireFailureOf.contains(other.name)
                || other.shouldBeRequiredToFailBy.contains(name))
    }
    /// `isEnabled` (default true): a disabled recognizer does not receive touches.
    public var isEnabled = true
    /// Screen-edge pans only: the edges of the screen it starts from (UIKit's default: none).
    public var edges: Set<ScreenEdge> = []
    /// Swipes only: the direction it recognizes (UIKit's default: right).
    public var direction: SwipeDirection = .right
    /// Taps only: `numberOfTapsRequired` (default 1), the taps in a row it recognizes, each
    /// within `doubleTapInterval` of the one before.
    public var taps = 1
    /// Taps, long presses and swipes: `numberOfTouchesRequired` (default 1), the fingers down
    /// together on its view; a further one fails it (G6).
    public var touchesRequired = 1
    /// Pans: `minimumNumberOfTouches` (default 1), the fingers down before it may begin, and
    /// `maximumNumberOfTouches` (default unlimited): fingers beyond it are ignored (G6).
    public var minimumTouches = 1
    public var maximumTouches: Int?
    /// Long presses only: `minimumPressDuration` (default 0.5 s), how long the finger must stay.
    public var minimumPressDuration = GestureRecognizer.longPressDuration
    /// `allowableMovement` (default 10 points, settable on long presses only, as UIKit's API
    /// allows): how far a tap's or a long press's finger may move before it fails.
    public var allowableMovement = GestureRecognizer.defaultAllowableMovement

    /// G8: its delegate's `gestureRecognizer(_:shouldReceive:)`, which touches it is given.
    public var shouldReceive: TouchFilter = .all
    /// G8: its delegate's `gestureRecognizerShouldBegin(_:)`: `false` fails it where it would
    /// have begun or recognized.
    public var shouldBegin = true

    /// Why its delegate keeps a touch that hit `hit` from it (G8), or nil when it receives it.
    public func refusal(ofTouchOn hit: View) -> DelegateRefusal? {
        switch shouldReceive {
        case .all: return nil
        case .none: return .always
        case .notControls: return hit.kind.isControl ? .control(hit) : nil
        case .notIn(let names): return hit.ancestry.last { names.contains($0.name) }.map { .inside($0) }
        }
    }

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

/// What a recognizer's delegate answers to `gestureRecognizer(_:shouldReceive:)` (G8).
public enum TouchFilter: Equatable, Sendable {
    /// Yes to every touch (no delegate, or one that does not implement it).
    case all
    /// No to every touch.
    case none
    /// No to a touch whose hit view is one of these views or inside one (by name).
    case notIn([String])
    /// No to a touch on a control: the common `!(touch.view is UIControl)`.
    case notControls
}

/// Why a recognizer's delegate kept a touch from it (G8), with the view that decided it.
public enum DelegateRefusal: Equatable {
    case always
    /// The touch is on this control.
    case control(View)
    /// The touch is in this view, one the delegate names.
    case inside(View)
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
