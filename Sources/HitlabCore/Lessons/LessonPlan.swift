/// A class of several scenes (a lesson file): for each part, the scene, the click or drag to
/// play, a question to ask before it (that does not give the answer away), what to say after
/// it, and the steps to stop at. `hitlab open LESSON.yaml` plays it in the window, `hitlab
/// export LESSON.yaml` turns it into one HTML deck, frames, a GIF or a video.
public struct LessonPlan {
    public var title: LocalizedText
    public var parts: [LessonPart]

    public init(title: LocalizedText, parts: [LessonPart]) {
        self.title = title
        self.parts = parts
    }
}

/// One scene of a lesson and what to do with it.
public struct LessonPart {
    /// The scene, and its file as the lesson names it (resolved from the lesson's folder).
    public let scene: Scene
    public let scenePath: String
    /// What is played: a click, a drag or fingers.
    public let interaction: Interaction
    /// Shown before the click: a question for the class.
    public var before: LocalizedText?
    /// Shown after the story's last step: the answer, or what to take away.
    public var after: LocalizedText?
    /// The story's steps → stops at (always the last too); empty: every step.
    public var stops: [Int] = []

    public init(
        scene: Scene, scenePath: String, interaction: Interaction, before: LocalizedText? = nil,
        after: LocalizedText? = nil, stops: [Int] = []
    ) {
        self.scene = scene
        self.scenePath = scenePath
        self.interaction = interaction
        self.before = before
        self.after = after
        self.stops = stops
    }

    /// The step → goes to from `step` in a story of `count` steps: the next stop, or the next
    /// step when the part names none; the last step is always a stop.
    public func nextStop(after step: Int, of count: Int) -> Int {
        guard !stops.isEmpty else { return min(step + 1, count) }
        return stops.filter { $0 > step && $0 <= count }.min() ?? count
    }

    /// The stop ← goes back to from `step` (1 at the start).
    public func previousStop(before step: Int) -> Int {
        guard !stops.isEmpty else { return max(step - 1, 1) }
        return stops.filter { $0 < step }.max() ?? 1
    }
}
