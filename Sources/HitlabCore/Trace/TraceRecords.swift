/// A touch phase (T1).
public enum TouchPhase: String, Sendable, CaseIterable {
    case began, moved, ended, cancelled
}

/// What the pointer did: the input, which is never cancelled (a touch's phases are `TouchPhase`).
public enum InputPhase: String, Sendable, CaseIterable {
    case began, moved, ended
}

/// What a responder did with one phase of the touch (T2, R5).
public enum DeliveryOutcome: String, Sendable {
    /// Overridden without `super`: stopped there.
    case handled
    /// Overridden with `super`: handled and passed on.
    case handledAndForwarded
    /// Not overridden: passed to the next responder.
    case forwarded
    /// The responder got `touchesCancelled` because a recognizer took the touch (G2).
    case cancelled
    /// Reached the end of the chain unhandled: the touch is dropped (R5).
    case dropped
}

/// One phase of a touch at one responder.
public struct Delivery {
    public let responder: Responder
    public let phase: TouchPhase
    public let outcome: DeliveryOutcome
    /// Which touch of the interaction (0 for the first press).
    public let touch: Int
    /// How many touches the event holds (`UIEvent.allTouches`): every finger down, and this
    /// one while it ends.
    public var allTouches = 1
    /// Why a `cancelled` phase came: a recognizer took the touch (G2), the text field's own
    /// tap recognized as the finger lifted (A5), or the view left the window (T6).
    public var cancelCause: CancelCause = .recognizer
    /// Whether the phase came from the responder before on the chain (it did not keep it),
    /// rather than to the hit view first; and whether this responder ends the chain.
    public var passedOn = false
    public var endsChain = false
}

/// What cancelled a touch in the views.
public enum CancelCause: Sendable {
    case recognizer, textFieldTap, viewRemoved
}

public struct ControlEvent {
    public let control: View
    public let event: ControlEventKind
    /// The touch's location in the control's own coordinates.
    public let point: Point
    /// Whether that location is in the control's hit area; a touch inside the tracking area
    /// but not here is in the 70-point tracking margin (A1).
    public let inHitArea: Bool
    /// A stepper: what it did (A4), and its value after it.
    public var stepper: StepperOutcome? = nil
    public var value: Double? = nil
    /// An event UIKit sends in the same call: drag outside with drag exit, drag inside with
    /// drag enter, touch down repeat with touch down (A1).
    public var alongside: ControlEventKind? = nil
    /// The actions registered for these events, in the order the control sends them (A2).
    public var actions: [ControlAction] = []
    /// For touch cancel: what cancelled the touch.
    public var cancelCause: CancelCause? = nil
}

/// How an action found its receiver (A2).
public enum ActionRoute: String, Sendable {
    /// The sender named a target.
    case target
    /// A nil target: the search started at the first responder (F1).
    case firstResponder
    /// A nil target and no first responder: the search started at the sender.
    case sender
    /// A gesture recognizer without a target: it sends to its targets only and never searches
    /// the chain, so nothing is sent (UIKit refuses a nil target: "nil isn't a valid value").
    case noTarget
}

/// Who sent an action: a control (A2) or a gesture recognizer (G4), held by reference.
public enum ActionSender {
    case control(View)
    case recognizer(GestureRecognizer)

    /// The control's or the recognizer's name.
    public var name: String {
        switch self {
        case .control(let view): return view.name
        case .recognizer(let recognizer): return recognizer.name
        }
    }
    /// The control, or the recognizer's view.
    public var view: View? {
        switch self {
        case .control(let view): return view
        case .recognizer(let recognizer): return recognizer.view
        }
    }
}

/// One action sent by a control or a gesture recognizer.
public struct ActionRecord {
    public let name: String
    public let from: ActionSender
    /// The named target, or nil for a nil-targeted action.
    public let target: String?
    public let route: ActionRoute
    /// The responders asked, in order.
    public let searched: [Responder]
    /// Who implements it, or nil when it was dropped.
    public let handledBy: Responder?
    /// The control event that sent it (nil: a gesture recognizer's).
    public var event: ControlEventKind? = nil
    /// The recognizer's state when it sent it (nil: a control's).
    public var state: GestureState? = nil
    /// A nil-targeted search that started in another window than the sender's: the key
    /// window, whose first responder it started at (W2).
    public var keyWindow: View? = nil

    /// The control's or the recognizer's name.
    public var sender: String { from.name }
    /// Sent by a gesture recognizer (G4), not a control (A2).
    public var byRecognizer: Bool {
        if case .recognizer = from { return true }
        return false
    }
    /// The control, or the recognizer's view.
    public var senderView: View? { from.view }
}

/// A gesture recognizer's states as the trace reports them.
public enum GestureState: String, Sendable {
    case possible
    /// A continuous recognizer (pan, long press) began; it reports `recognized` once it ends.
    case began
    /// A continuous recognizer that began saw the touch move: it stays recognized and calls
    /// its action again (UIKit's `.changed`).
    case changed
    /// A discrete recognizer recognized, or a continuous one ended (UIKit's `.ended`, which
    /// is the same state as `.recognized`).
    case recognized
    case failed
}

/// Why a recognizer reached its state, for the narration. The recognizer or view a reason
/// names is held by reference (equal only to itself).
public enum GestureReason: Equatable {
    /// The recognizer started watching the touch (G1).
    case sawTouch
    case tapped
    /// A tap that needs several (`numberOfTapsRequired`) got the last of them: this many.
    case tappedTimes(Int)
    /// A long press held this many seconds, its finger this many points from where it went down.
    case heldLongEnough(Double, moved: Double = 0)
    case movedEnough(Double)
    /// A continuous recognizer's touch moved on (`.changed`), to this point.
    case movedOn(Point)
    case ended
    case movedTooFar(Double)
    /// A swipe went far enough in its direction in time (distance, seconds).
    case swiped(Double, Double)
    /// A swipe's finger went the wrong way, too slowly, or not far enough.
    case swipeWrongWay(Point)
    case swipeTooSlow(Double)
    case swipeTooShort(Double)
    case releasedTooSoon(Double)
    case didNotMove
    /// G8: its delegate's `gestureRecognizer(_:shouldReceive:)` kept this touch from it.
    case refusedTouch(DelegateRefusal)
    /// G8: its delegate's `gestureRecognizerShouldBegin(_:)` said no.
    case delegateRefusedBegin
    /// A tap that needs several taps in a row got only `taps` of its `required` in time.
    case noFurtherTap(taps: Int, required: Int)
    /// G6: a recognizer of one finger (tap, double tap, long press, swipe) saw a further
    /// finger go down on its view: this many are down now.
    case tooManyTouches(Int, required: Int)
    /// The fingers came up before as many as it needs were down together (G6).
    case tooFewTouches(Int, required: Int)
    /// A screen-edge pan's touch started this far from the nearest of its edges (nil: it has none).
    case notAtEdge(distance: Double, edge: ScreenEdge?)
    /// G6, G7: another finger went down on its view; it follows this many now (a pan their
    /// centroid, a pinch or rotation its first two, measuring from here).
    case touchJoined(Int)
    /// G6: a pinch's fingers are this many points further apart (negative: closer) than when
    /// it started measuring; it begins at `scale`.
    case pinched(change: Double, scale: Double)
    /// G6: a rotation's fingers turned this many degrees (clockwise positive, y down).
    case rotated(Double)
    /// G6: a pinch or rotation that began: its fingers moved on, to this scale or angle.
    case scaleChanged(Double)
    case rotationChanged(Double)
    /// G6: a pinch or rotation whose fingers all came up before it began; `fingers`: the most
    /// it ever had down at once.
    case neverBegan(fingers: Int)
    /// G3 (or any other winner): another recognizer recognized first.
    case preventedBy(GestureRecognizer)
    /// A3: a control in front keeps single taps (or, a slider or switch, drags along it) for itself.
    case controlWins(View)
    /// A3: the hit view is a control that is not on Apple's list, so this ancestor's tap may
    /// still take the touch from it.
    case sawTouchOverControl(View)
    /// G3, `require(toFail:)`: it would recognize, but waits for this recognizer to fail.
    case waitsFor(GestureRecognizer)
    /// G3: the recognizer it waited for failed, so it recognizes now.
    case requiredFailed(GestureRecognizer)
    /// G3: the recognizer it required to fail recognized instead.
    case requiredRecognized(GestureRecognizer)
    /// G5: a scroll view's pan: the finger moved this far, so it scrolls; when a view in the
    /// content was already tracking the touch, `touchesShouldCancel(in:)` said yes for it.
    case scrolls(Double, cancelling: View?)
    /// G5: a scroll view's pan saw a drag along an axis its view cannot scroll (its content is no
    /// longer that way, and it does not bounce that way).
    case cannotScroll(horizontally: Bool)
    /// G5: the content view was tracking the touch and `canCancelContentTouches` is off.
    case contentIsTracking(View)
    /// G5: the content view was tracking the touch and `touchesShouldCancel(in:)` said no.
    case contentKeepsTouch(View)

    /// The view of the other party the reason names, if any: the other recognizer's view,
    /// the control in front, the content view tracking the touch (held, never looked up).
    public var counterpart: View? {
        switch self {
        case .preventedBy(let r), .waitsFor(let r), .requiredFailed(let r), .requiredRecognized(let r): return r.view
        case .controlWins(let v), .sawTouchOverControl(let v), .contentIsTracking(let v), .contentKeepsTouch(let v):
            return v
        case .refusedTouch(.control(let v)), .refusedTouch(.inside(let v)): return v
        case .scrolls(_, let cancelling): return cancelling
        default: return nil
        }
    }

    public var rule: Rule {
        switch self {
        case .preventedBy, .waitsFor, .requiredFailed, .requiredRecognized: return .g3
        case .controlWins: return .a3
        case .scrolls, .contentIsTracking, .contentKeepsTouch, .cannotScroll: return .g5
        case .tooManyTouches, .tooFewTouches, .pinched, .rotated, .scaleChanged, .rotationChanged, .neverBegan:
            return .g6
        case .touchJoined: return .g7
        case .refusedTouch, .delegateRefusedBegin: return .g8
        default: return .g1
        }
    }
}

/// Why a scroll view let a held touch through to its content (G5).
public enum ContentDelayEnd: String, Sendable {
    /// The finger stayed still for `ScrollSettings.contentTouchDelay`: not a scroll.
    case stayedStill
    /// The finger came up first: the content gets `began` and `ended` at once.
    case released
}

/// A recognizer's change of state.
public struct GestureRecord {
    public let recognizer: GestureRecognizer
    public let state: GestureState
    public let reason: GestureReason
    /// The view of the other party the reason names: the other recognizer's view, the
    /// control that keeps the touch, the content view that tracks it. Set by the session.
    public internal(set) var counterpart: View? = nil
}

/// One thing that happened, in the order it happened: the story the window animates and
/// the narration tells.
public enum StoryStep {
    /// The pointer went down, moved or came up (window coordinates, seconds).
    case input(InputPhase, Point, time: Double, touch: Int)
    /// A view that is not in the window because a full-screen presentation of `presented`
    /// removed it (R2): told before the first hit test, which never visits it.
    case removedFromWindow(View, presented: ViewController)
    /// A `hitTest` call starts (one that asks no subview is told whole here).
    case visit(Visit)
    /// A call that asked its subviews returns (`Visit.returned`).
    case visitReturned(Visit)
    /// A window returned nil, so UIKit asks the window behind it (W1).
    case windowPassed(View, next: View)
    /// The hit test's answer (its `hit` view or nil, returned to the window), with the hit
    /// view's responder chain (R1-R4; empty when nothing was hit), whether or not the touch
    /// is then delivered along it.
    case hitResult(HitTestResult, chain: [Responder], touch: Int)
    case chain([Responder])
    /// Why one member of the chain follows another (R1-R3), after `.chain`.
    case chainLink(ChainLink)
    case gesture(GestureRecord)
    /// A phase held back by `delaysTouchesBegan` / `delaysTouchesEnded` (G2), or by a scroll
    /// view's `delaysContentTouches` (G5: then its own pan recognizer alone is listed).
    case held(TouchPhase, by: [GestureRecognizer], touch: Int)
    /// A held `began` that was never delivered because a recognizer took the touch.
    case discarded(TouchPhase, by: GestureRecognizer, touch: Int)
    /// A scroll view stopped holding its content's touch back (G5): the finger stayed still
    /// for the delay, or came up before it.
    case contentDelayEnded(scrollView: View, why: ContentDelayEnd, touch: Int)
    /// T4, T5, G7: the views never get this touch (its recognizers still see it).
    case notDelivered(TouchRefusal, touch: Int)
    case delivery(Delivery)
    case control(ControlEvent)
    case action(ActionRecord)
    /// The app changed a view while the interaction played (T6).
    case changed(SceneChange)
}
