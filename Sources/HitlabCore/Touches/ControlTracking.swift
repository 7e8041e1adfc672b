extension TouchSession {
    /// A control tracks each phase that reaches it (A1): touch down, drags in and out, and
    /// on release the action when the touch is still inside its hit area.
    func track(_ control: View, _ phase: TouchPhase, of state: TouchState) {
        guard control.isEnabled else { return }
        let local = control.convertFromWindow(state.location)
        let inside = control.pointInside(local)
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
        record(.control(ControlEvent(control: control, event: event, point: local)))
        if event == .touchUpInside, let action = control.action {
            send(action, from: control.name, senderView: control, target: control.target)
        }
    }
}
