import HitlabCore
import HitlabRender
import HitlabStory
import HitlabWords

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
        let (id, began) = touches.press(at: p, time: time, finger: finger, on: scene)
        rebuildStory()
        if began {
            position = 1
            // With a view selected: why does this tap reach it, or not?
            views.whyNot = selection.map { scene.why($0, at: p, quick: true) }
            if predict { playing = false }
        }
        views.hover = nil
        return id
    }

    /// Lifts every finger still down where it last was (a release the window never saw).
    public func liftAllFingers(time: Double) {
        for (finger, at) in touches.lastPointOfEachFingerDown { release(at: at, time: time, finger: finger) }
    }

    public func move(to p: Point, time: Double, finger: Int = 0) {
        guard mode == .scene, touches.move(to: p, time: time, finger: finger) else {
            if fingersDown.isEmpty { hoverAt(p) }
            return
        }
        rebuildStory()
    }

    public func release(at p: Point, time: Double, finger: Int = 0) {
        guard mode == .scene, touches.release(at: p, time: time, finger: finger) else { return }
        rebuildStory()
    }

    /// Which view a click at `p` would hit, shown faintly (never in predict mode).
    public func hoverAt(_ p: Point?) {
        guard let scene, let p, !predict else {
            views.hover = nil
            return
        }
        views.hover = scene.hitTestUntraced(p)
    }

    /// Selects the frontmost view under `p`, and behind it on a right-click at the same place
    /// (`ViewSelection.select(at:in:)`); the status bar says which of how many.
    public func select(at p: Point) {
        guard let scene, let (i, count) = views.select(at: p, in: scene), let name = selection?.name else { return }
        notice = language.say(
            "\(name): \(i + 1) of \(count) views under the pointer (right-click again: the next behind)")
    }

    /// Selects a view (a tree row clicked), or nothing.
    public func select(_ view: View?) { views.selected = view }

    /// Selects the view a script or a test names (nil or an unknown name: nothing).
    public func select(named name: String?) { views.selected = name.flatMap { scene?.view(named: $0) } }

    func rebuildStory() {
        guard let scene, let session else { return }
        story = Story(scene: scene, trace: session.trace, interaction: touches.interaction, language: language)
    }

    /// Runs the recorded interaction again on the scene as it is now.
    public func replay(animated: Bool) {
        guard let scene, !recorded.isEmpty else { return }
        touches.replay(on: scene)
        rebuildStory()
        position = animated ? 1 : Double(story?.stepCount ?? 0)
        if animated && !predict { playing = true }
    }
}
