/// The events a control sends (`UIControl.Event`, A1, A5) and the actions registered for them.
public enum ControlEventKind: String, Sendable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    /// A slider's value follows the finger; a switch toggled; a stepper stepped (A4).
    case valueChanged
    /// "A semantic action triggered by a button" (iOS 9 and later).
    case primaryActionTriggered
    /// A text field became the first responder, or stopped being it (A5).
    case editingDidBegin, editingChanged, editingDidEnd
    /// Not a UIKit event: what a stepper did with the touch where it sends no `valueChanged`
    /// (a disabled half, no half under the finger, a step reported only at touch-up) (A4).
    case stepper

    /// The events a scene can register an action for: UIKit's own.
    public static var registrable: [ControlEventKind] { allCases.filter { $0 != .stepper } }
}

/// An action registered for a control event, with its target (nil: the first responder, A2).
public struct ControlAction: Equatable, Sendable {
    public var name: String
    public var target: String?

    public init(name: String, target: String? = nil) {
        self.name = name
        self.target = target
    }
}

extension ViewKind {
    /// The event a control's `action` is registered for: touch-up inside for buttons and plain
    /// controls; `valueChanged` for the controls that hold a value (what `addTarget(_:action:for:)`
    /// is called with for them). A text field has no such event of touch (nil).
    public var mainEvent: ControlEventKind? {
        switch self {
        case .button, .control: return .touchUpInside
        case .switch, .stepper, .slider, .segmentedControl, .pageControl: return .valueChanged
        default: return nil
        }
    }
}

extension View {
    /// The actions sent for `event`, in order: the main action first (`action`), then the one
    /// registered for the event by name (`events:`).
    public func actions(for event: ControlEventKind) -> [ControlAction] {
        var list: [ControlAction] = []
        if event == kind.mainEvent, let action { list.append(ControlAction(name: action, target: target)) }
        if let extra = eventActions[event] { list.append(extra) }
        return list
    }
}
