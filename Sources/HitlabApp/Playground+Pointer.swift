import HitlabCore
import HitlabRender

/// The pointer: a press starts a touch and a story, moves and the release feed it, hovering
/// shows what a click would hit, and a click can select a view for the inspector.
extension Playground {
    // MARK: Pointer

    /// The pointer goes down at a scene point: a new touch, a new story (H1-H4 onwards).
    public func press(at p: Point, time: Double) {
        guard let scene, mode == .scene else { return }
        let session = TouchSession(scene: scene)
        self.session = session
        pressTime = time
        recorded = [.press(p, 0)]
        session.press(at: p, time: 0)
        rebuildStory(interaction: .click(p))
        position = 1
        // With a view selected: why does this tap reach it, or not?
        whyNot = selection.flatMap { scene.view(named: $0) }.map { scene.why($0, at: p) }
        if predict { playing = false }
        hover = nil
    }

    public func move(to p: Point, time: Double) {
        guard let session, mode == .scene, !(recorded.last.map { $0.kind == .release } ?? true) else {
            hoverAt(p)
            return
        }
        let t = max(0, time - pressTime)
        recorded.append(.move(p, t))
        session.move(to: p, time: t)
        rebuildStory(interaction: currentInteraction)
    }

    public func release(at p: Point, time: Double) {
        guard let session, mode == .scene, recorded.first?.kind == .press,
              !(recorded.last.map { $0.kind == .release } ?? true) else { return }
        let t = max(0, time - pressTime)
        recorded.append(.release(p, t))
        session.release(at: p, time: t)
        session.finish()
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
