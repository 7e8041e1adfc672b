extension TouchSession {
    /// Sends an action (A2): to the named target; with a nil target, to the first responder
    /// and along its chain to the first responder that implements it (F1), or from the
    /// sender when there is no first responder. Nobody implementing it drops it.
    func send(_ action: String, from sender: String, senderView: View?, target: String?) {
        let searched: [Responder]
        let route: ActionRoute
        if let target {
            route = .target
            searched = scene.responder(named: target).map { [$0] } ?? []
        } else if let first = scene.firstResponder {
            route = .firstResponder
            searched = scene.responderChain(from: first)
        } else {
            route = .sender
            searched = senderView.map { scene.responderChain(from: $0) } ?? []
        }
        var asked: [Responder] = []
        var handler: Responder?
        for responder in searched {
            asked.append(responder)
            if responder.implements(action) { handler = responder; break }
        }
        record(.action(ActionRecord(name: action, sender: sender, target: target, route: route,
                                    searched: asked, handledBy: handler)))
    }
}
