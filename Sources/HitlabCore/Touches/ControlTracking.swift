extension View {
    /// How far past its bounds a tracking control still counts a touch as inside (A1):
    /// UIControl's long-observed 70 points on every side.
    public static let trackingMargin = 70.0

    /// Where a tracking control counts a touch as inside (A1): its hit area, or its bounds
    /// grown by the tracking margin, whichever reaches further.
    public func isInsideWhileTracking(_ local: Point) -> Bool {
        let m = View.trackingMargin
        return pointInside(local) || bounds.grown(by: EdgeInsets(all: m)).contains(local)
    }
}

extension TouchSession {
    /// A control tracks each phase that reaches it (A1): touch down (and touch down repeat for
    /// a second tap), drags in and out of its tracking area, touch up inside or outside, or
    /// cancel. Its own tracking comes first, as UIControl calls `beginTracking`,
    /// `continueTracking` and `endTracking` before it sends the touch events (Chameleon's
    /// UIControl.m does so): a stepper steps (A4), a slider's value follows the finger, a
    /// switch, segmented or page control changes its value at touch-up inside. Each event sends
    /// the actions registered for it (A2).
    func track(_ control: View, _ phase: TouchPhase, of state: TouchState) {
        let id = ObjectIdentifier(control)
        // Tracking starts only on an enabled control; disabled while tracking, it goes on
        // (`setEnabled:` cancels nothing, T6).
        guard control.isEnabled || state.trackingInside[id] != nil else { return }
        let local = control.convertFromScreen(state.location)
        let inside = control.isInsideWhileTracking(local)
        // UIKit sends some events together, in one call: drag exit with drag outside, drag
        // enter with drag inside, touch down repeat with touch down.
        let event: ControlEventKind
        var alongside: ControlEventKind?
        switch phase {
        case .began:
            event = .touchDown
            if state.tapCount > 1 { alongside = .touchDownRepeat }
        case .moved:
            let was = state.trackingInside[id] ?? true
            switch (was, inside) {
            case (true, true): event = .touchDragInside
            case (true, false): (event, alongside) = (.touchDragExit, .touchDragOutside)
            case (false, true): (event, alongside) = (.touchDragEnter, .touchDragInside)
            case (false, false): event = .touchDragOutside
            }
        case .ended:
            event = inside ? .touchUpInside : .touchUpOutside
        case .cancelled:
            event = .touchCancel
        }
        state.trackingInside[id] = inside
        switch control.kind {
        case .stepper:
            trackStepper(control, phase, local: local, of: state)
        case .slider:
            // The value follows the finger at every move, reported at once when continuous,
            // else once as the touch ends.
            let continuous = control.valueSettings.isContinuous
            if phase == .moved && continuous || phase == .ended && !continuous && state.moved {
                emit(.valueChanged, by: control, at: local)
            }
        case .switch, .segmentedControl, .pageControl:
            if phase == .ended && inside { emit(.valueChanged, by: control, at: local) }
        default:
            break
        }
        emit(event, alongside: alongside, by: control, at: local, cause: phase == .cancelled ? state.cancelCause : nil)
    }

    /// One control event in the story (with the one sent in the same call), then the actions
    /// registered for them, in order.
    private func emit(
        _ event: ControlEventKind, alongside: ControlEventKind? = nil, by control: View, at local: Point,
        cause: CancelCause? = nil
    ) {
        var record = ControlEvent(control: control, event: event, point: local, inHitArea: control.pointInside(local))
        record.alongside = alongside
        record.cancelCause = cause
        record.actions = control.actions(for: event) + (alongside.map { control.actions(for: $0) } ?? [])
        self.record(.control(record))
        sendActions(of: control, for: event)
        if let alongside { sendActions(of: control, for: alongside) }
    }

    /// A tapped text field becomes its window's first responder (A5, W2): the one before it
    /// resigns (a text field then sends editingDidEnd), and it sends editingDidBegin.
    func becomeFirstResponder(_ field: View, at local: Point) {
        let window = ObjectIdentifier(field.ancestry[0])
        if let before = firstResponders[window] as? View, before.kind == .textField {
            emit(.editingDidEnd, by: before, at: before.convertFromScreen(field.convertToScreen(local)))
        }
        firstResponders[window] = field
        emit(.editingDidBegin, by: field, at: local)
    }

    /// Sends the actions `control` registered for `event` (A2).
    func sendActions(of control: View, for event: ControlEventKind) {
        for action in control.actions(for: event) {
            send(action.name, from: .control(control), target: action.target, event: event)
        }
    }
}
