/// An interaction played: its pointer events fed to a touch session, on a scene.
extension TouchSession {
    /// Feeds `events` in order; finishes the session when they end with a release.
    public func play(_ events: [PointerEvent]) {
        for event in events {
            switch event.kind {
            case .press: press(at: event.point, time: event.time, finger: event.finger)
            case .move: move(to: event.point, time: event.time, finger: event.finger)
            case .release: release(at: event.point, time: event.time, finger: event.finger)
            }
        }
        if events.last?.kind == .release { finish() }
    }
}

extension Scene {
    /// Runs an interaction from start to finish on a fresh session and returns its trace.
    public func run(_ interaction: Interaction, changes: [SceneChange] = []) -> InteractionTrace {
        let session = TouchSession(scene: self)
        session.schedule(changes)
        session.play(interaction.events)
        // A story that ends with a finger still down leaves no change made (T6) behind.
        session.undoAllChanges()
        return session.trace
    }

    public func click(_ x: Double, _ y: Double) -> InteractionTrace { run(.click(Point(x, y))) }
}
