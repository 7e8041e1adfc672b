/// A change to a view at a moment of an interaction, while a finger may be down (a check's
/// `changes`, T6): hidden, transparent, non-interactive, disabled, or removed from its
/// superview. The view is held by reference.
public struct SceneChange: Equatable {
    public enum What: Equatable, Sendable {
        case hidden(Bool), alpha(Double), interactive(Bool), enabled(Bool)
        /// `removeFromSuperview()`.
        case removed
    }

    /// Seconds from the first press.
    public let time: Double
    public let view: View
    public let what: What

    public init(time: Double, view: View, what: What) {
        self.time = time
        self.view = view
        self.what = what
    }

    public static func == (a: SceneChange, b: SceneChange) -> Bool {
        a.time == b.time && a.view === b.view && a.what == b.what
    }
}

extension TouchSession {
    /// Changes to make at their moments, in time order (those at one moment in the order given).
    public func schedule(_ changes: [SceneChange]) {
        pendingChanges = (pendingChanges + changes).enumerated().sorted {
            $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
        }.map(\.element)
    }

    /// Makes a change (T6): the scene changes as the app's code would change it, so a later
    /// press is hit-tested against it; the session puts everything back when it finishes. A
    /// touch already bound to a view stays bound to it (T1) and keeps being delivered, except
    /// when the view leaves the window: then its touch is cancelled.
    func apply(_ change: SceneChange) {
        let view = change.view
        record(.changed(change))
        func set<T>(_ property: ReferenceWritableKeyPath<View, T>, _ value: T) {
            let before = view[keyPath: property]
            view[keyPath: property] = value
            undoChanges.append { view[keyPath: property] = before }
        }
        switch change.what {
        case .hidden(let v): set(\.isHidden, v)
        case .alpha(let v): set(\.alpha, v)
        case .interactive(let v): set(\.isUserInteractionEnabled, v)
        case .enabled(let v): set(\.isEnabled, v)
        case .removed:
            guard let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) else {
                return
            }
            view.removeFromSuperview()
            undoChanges.append { parent.insertSubview(view, at: index) }
            // A touch whose view left the window is cancelled (UIKit: "if the view is removed
            // from the window ... the system cancels the touch").
            for state in touches
            where !state.finishedDelivery && !state.isCancelled && !state.refused
                && state.hit.map({ $0 === view || $0.ancestry.contains { $0 === view } }) == true
            {
                state.isCancelled = true
                state.beganHeld = false
                state.endedHeld = false
                if state.beganDelivered { deliver(.cancelled, of: state, cause: .viewRemoved) }
            }
            heldTouches.removeAll { $0.isCancelled }
        }
    }

    /// Puts back everything the changes changed, last first.
    public func undoAllChanges() {
        while let undo = undoChanges.popLast() { undo() }
    }
}
