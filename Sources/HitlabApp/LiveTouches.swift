import HitlabCore

/// The playground's part that holds the interaction under way: the touch session the pointer
/// feeds, the time of its first press, every finger's pointer events (scene points, seconds
/// from the press) for replaying it, and the fingers down now (T4).
struct LiveTouches {
    private(set) var session: TouchSession?
    private var pressTime = 0.0
    /// The last interaction's pointer events, of every finger.
    private(set) var recorded: [PointerEvent] = []
    /// The fingers down now: a press while one is down joins the same interaction.
    private(set) var fingersDown: Set<Int> = []

    /// A finger goes down at `p`. With no finger down it starts a new session on `scene`; with
    /// one down it joins it as another finger. `finger`: which (nil: the next free one).
    /// Returns the finger used and whether a new interaction began.
    mutating func press(at p: Point, time: Double, finger: Int?, on scene: Scene) -> (finger: Int, began: Bool) {
        let joining = session != nil && !fingersDown.isEmpty
        if !joining {
            session = TouchSession(scene: scene)
            pressTime = time
            recorded = []
        }
        let id =
            finger ?? (0...).first { id in
                !fingersDown.contains(id) && !(joining && recorded.contains { $0.finger == id })
            }!
        let t = max(0, time - pressTime)
        fingersDown.insert(id)
        recorded.append(.press(p, t, finger: id))
        session?.press(at: p, time: t, finger: id)
        return (id, !joining)
    }

    /// A finger that is down moves; false when it is not down.
    mutating func move(to p: Point, time: Double, finger: Int) -> Bool {
        guard let session, fingersDown.contains(finger) else { return false }
        let t = max(0, time - pressTime)
        recorded.append(.move(p, t, finger: finger))
        session.move(to: p, time: t, finger: finger)
        return true
    }

    /// A finger that is down comes up (the last one ends the interaction); false when it is not down.
    mutating func release(at p: Point, time: Double, finger: Int) -> Bool {
        guard let session, fingersDown.contains(finger) else { return false }
        let t = max(0, time - pressTime)
        recorded.append(.release(p, t, finger: finger))
        fingersDown.remove(finger)
        session.release(at: p, time: t, finger: finger)
        if fingersDown.isEmpty { session.finish() }
        return true
    }

    /// Where each finger still down last was (to lift them all).
    var lastPointOfEachFingerDown: [(finger: Int, at: Point)] {
        fingersDown.sorted().map { finger in (finger, recorded.last { $0.finger == finger }?.point ?? .zero) }
    }

    /// The recorded events as one interaction: a click, a drag or several fingers.
    var interaction: Interaction {
        guard let first = recorded.first, first.kind == .press else { return .click(.zero) }
        let fingers = recorded.reduce(into: [Int]()) { if !$0.contains($1.finger) { $0.append($1.finger) } }
        if fingers.count > 1 {
            return .fingers(fingers.map { finger in FingerPath(recorded: recorded.filter { $0.finger == finger }) })
        }
        let from = first.point
        if let last = recorded.last(where: { $0.kind != .press }), last.point != from {
            return .drag(from: from, to: last.point)
        }
        return .click(from)
    }

    /// The recorded interaction again, on the scene as it is now.
    mutating func replay(on scene: Scene) {
        session = Self.play(recorded, on: scene)
    }

    /// Runs `events` at once on `scene` as the interaction shown.
    mutating func perform(_ events: [PointerEvent], on scene: Scene) {
        recorded = events
        replay(on: scene)
    }

    /// Nothing recorded and no finger down.
    mutating func clear() {
        session = nil
        recorded = []
        fingersDown = []
    }

    /// A fresh touch session fed the recorded inputs (finished when they end with a release).
    static func play(_ inputs: [PointerEvent], on scene: Scene) -> TouchSession {
        let session = TouchSession(scene: scene)
        session.play(inputs)
        return session
    }
}
