import HitlabCore
import HitlabRender
import HitlabStory

/// The pointer: a press starts a touch and a story, moves and the release feed it, hovering
/// shows what a click would hit, and a click can select a view for the inspector.
extension Playground {
    // MARK: Pointer

    /// A finger goes down at a scene point. With no finger down it starts a new touch and a
    /// new story (H1-H4 onwards); with one down it joins that story as another finger (T4).
    /// `finger`: which (nil: the next free one); returns the finger used.
    @discardableResult
    public func press(at p: Point, time: Double, finger: Int? = nil) -> Int? {
        guard let scene, mode == .scene else { return nil }
        let joining = session != nil && !fingersDown.isEmpty
        if !joining {
            session = TouchSession(scene: scene)
            pressTime = time
            recorded = []
        }
        guard let session else { return nil }
        let id = finger ?? (0...).first { id in !fingersDown.contains(id) && !(joining && recorded.contains { $0.finger == id }) }!
        let t = max(0, time - pressTime)
        fingersDown.insert(id)
        recorded.append(.press(p, t, finger: id))
        session.press(at: p, time: t, finger: id)
        rebuildStory(interaction: currentInteraction)
        if !joining {
            position = 1
            // With a view selected: why does this tap reach it, or not?
            whyNot = selection.flatMap { scene.view(named: $0) }.map { scene.why($0, at: p, quick: true) }
            if predict { playing = false }
        }
        hover = nil
        return id
    }

    /// Lifts every finger still down where it last was (a release the window never saw).
    public func liftAllFingers(time: Double) {
        for finger in fingersDown.sorted() {
            let at = recorded.last { $0.finger == finger }?.point ?? .zero
            release(at: at, time: time, finger: finger)
        }
    }

    public func move(to p: Point, time: Double, finger: Int = 0) {
        guard let session, mode == .scene, fingersDown.contains(finger) else {
            if fingersDown.isEmpty { hoverAt(p) }
            return
        }
        let t = max(0, time - pressTime)
        recorded.append(.move(p, t, finger: finger))
        session.move(to: p, time: t, finger: finger)
        rebuildStory(interaction: currentInteraction)
    }

    public func release(at p: Point, time: Double, finger: Int = 0) {
        guard let session, mode == .scene, fingersDown.contains(finger) else { return }
        let t = max(0, time - pressTime)
        recorded.append(.release(p, t, finger: finger))
        fingersDown.remove(finger)
        session.release(at: p, time: t, finger: finger)
        if fingersDown.isEmpty { session.finish() }
        rebuildStory(interaction: currentInteraction)
    }

    /// Which view a click at `p` would hit, shown faintly (never in predict mode).
    public func hoverAt(_ p: Point?) {
        guard let scene, let p, !predict else {
            hover = nil
            return
        }
        hover = scene.hitTestUntraced(p)?.name
    }

    /// Selects the frontmost view under `p` (drawn there, or whose hit area holds it),
    /// hittable or not: the inspector can then turn a dead label's interaction on. Again at
    /// the same place, the next view behind it, and round again: everything is reachable.
    public func select(at p: Point) {
        guard let scene else { return }
        // Front to back; the windows, which are under everything, last.
        let views = scene.viewsUnder(p).views.map(\.view)
        let under = (views.filter { !$0.isWindow } + views.filter(\.isWindow)).map(\.name)
        let again = lastSelectPoint.map { $0.distance(to: p) <= Self.samePlace } ?? false
        if again, let current = selection, let i = under.firstIndex(of: current) {
            selection = under[(i + 1) % under.count]
        } else {
            selection = under.first
        }
        lastSelectPoint = p
        if let name = selection, let i = under.firstIndex(of: name) {
            notice = language.pick("\(name): \(i + 1) of \(under.count) views under the pointer (right-click again: the next behind)",
                                   "\(name)：指针下 \(under.count) 个视图中的第 \(i + 1) 个（再按右键：下一个）")
        }
    }

    /// How near a right-click must be to the last to count as the same place, in scene points.
    static let samePlace = 3.0

    public func select(_ name: String?) { selection = name }

    var currentInteraction: Interaction {
        guard let first = recorded.first, first.kind == .press else { return .click(.zero) }
        let fingers = recorded.reduce(into: [Int]()) { if !$0.contains($1.finger) { $0.append($1.finger) } }
        if fingers.count > 1 { return .fingers(fingers.map { finger in FingerPath(recorded: recorded.filter { $0.finger == finger }) }) }
        let from = first.point
        if let last = recorded.last(where: { $0.kind != .press }), last.point != from {
            return .drag(from: from, to: last.point)
        }
        return .click(from)
    }

    func rebuildStory(interaction: Interaction) {
        guard let scene, let session else { return }
        story = Story(scene: scene, trace: session.trace, interaction: interaction, language: language)
    }

    /// Runs the recorded interaction again on the scene as it is now.
    public func replay(animated: Bool) {
        guard let scene, !recorded.isEmpty else { return }
        session = Self.play(recorded, on: scene)
        rebuildStory(interaction: currentInteraction)
        position = animated ? 1 : Double(story?.stepCount ?? 0)
        if animated && !predict { playing = true }
    }

    /// A fresh touch session fed the recorded inputs (finished when they end with a release).
    static func play(_ inputs: [PointerEvent], on scene: Scene) -> TouchSession {
        let session = TouchSession(scene: scene)
        session.play(inputs)
        return session
    }
}
