extension TouchSession {
    /// A gesture recognizer's action (G4): straight to its target, never along the chain. A
    /// recognizer is not a responder, and `UIGestureRecognizer.init(target:action:)` says of
    /// the target that "nil isn't a valid value": without one, nothing is sent.
    func sendAction(of recognizer: GestureRecognizer) {
        guard let action = recognizer.action else { return }
        guard let target = recognizer.target else {
            record(
                .action(
                    ActionRecord(
                        name: action, from: .recognizer(recognizer), target: nil, route: .noTarget,
                        searched: [], handledBy: nil)))
            return
        }
        send(action, from: .recognizer(recognizer), target: target)
    }

    /// Sends a control's action (A2, `UIApplication.sendAction(_:to:from:for:)`): to the named
    /// target; with a nil target, to the first responder and along its chain to the first
    /// responder that implements it (F1), or from the sender when there is no first responder.
    /// Nobody implementing it drops it.
    func send(_ action: String, from sender: ActionSender, target: String?, event: ControlEventKind? = nil) {
        let searched: [Responder]
        let route: ActionRoute
        if let target {
            route = .target
            searched = scene.responder(named: target).map { [$0] } ?? []
        } else if let first = firstResponder {
            route = .firstResponder
            searched = scene.responderChain(from: first)
        } else {
            route = .sender
            searched = sender.view.map { scene.responderChain(from: $0) } ?? []
        }
        var asked: [Responder] = []
        var handler: Responder?
        for responder in searched {
            asked.append(responder)
            if responder.implements(action) { handler = responder; break }
        }
        var sent = ActionRecord(
            name: action, from: sender, target: target, route: route, searched: asked, handledBy: handler)
        sent.event = event
        if route == .firstResponder, let window = sender.view?.ancestry.first, window !== scene.keyWindow {
            sent.keyWindow = scene.keyWindow
        }
        if case .recognizer(let recognizer) = sender { sent.state = gestureState(of: recognizer) }
        record(.action(sent))
    }

    /// A recognizer's state now, as its action reports it (`began`, `changed`, `recognized`).
    func gestureState(of recognizer: GestureRecognizer) -> GestureState? {
        runs.last { $0.recognizer === recognizer }?.state
    }
}
