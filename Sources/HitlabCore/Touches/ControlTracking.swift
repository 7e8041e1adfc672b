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
    /// A control tracks each phase that reaches it (A1): touch down, drags in and out of its
    /// tracking area, and on release the action when the touch is still inside it.
    func track(_ control: View, _ phase: TouchPhase, of state: TouchState) {
        guard control.isEnabled else { return }
        let local = control.convertFromWindow(state.location)
        let inside = control.isInsideWhileTracking(local)
        let id = ObjectIdentifier(control)
        let event: ControlEventKind
        switch phase {
        case .began:
            event = .touchDown
        case .moved:
            let was = state.trackingInside[id] ?? true
            switch (was, inside) {
            case (true, true): event = .touchDragInside
            case (true, false): event = .touchDragExit
            case (false, true): event = .touchDragEnter
            case (false, false): event = .touchDragOutside
            }
        case .ended:
            event = inside ? .touchUpInside : .touchUpOutside
        case .cancelled:
            event = .touchCancel
        }
        state.trackingInside[id] = inside
        // A stepper's own tracking (A4) runs first: UIControl calls begin/continue/endTracking
        // before it sends the touch events (Chameleon's UIControl.m does so).
        if control.kind == .stepper { trackStepper(control, phase, local: local, of: state) }
        record(
            .control(ControlEvent(control: control, event: event, point: local, inHitArea: control.pointInside(local))))
        // A stepper's action is its valueChanged (A4), never touch-up inside.
        if control.kind == .stepper { return }
        if control.kind.sendsActionContinuously {
            // A slider: every move while tracking changes its value (valueChanged), in or out.
            guard phase == .moved else { return }
            record(
                .control(
                    ControlEvent(
                        control: control, event: .valueChanged, point: local, inHitArea: control.pointInside(local))))
            if let action = control.action { send(action, from: .control(control), target: control.target) }
            return
        }
        if event == .touchUpInside, let action = control.action {
            send(action, from: .control(control), target: control.target)
        }
    }
}
