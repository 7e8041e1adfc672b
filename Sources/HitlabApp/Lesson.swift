import HitlabCore
import HitlabRender
import HitlabStory
import HitlabWords

/// A lesson in the window: parts one after another, each as a question, the click, the story
/// revealed stop by stop, then the answer, all on → (and back on ←). A lesson file
/// (`hitlab open LESSON.yaml`) brings parts across scenes; `e` makes one of the scene on
/// screen, a part for each of its checks (the check's note is the answer).
public struct Lesson: Equatable {
    public enum Phase: String, Equatable {
        /// The question before the click; → plays the click.
        case before
        /// The click's story is being revealed.
        case story
        /// The answer after the story's last step; → goes to the next part.
        case after
        /// Every part is done.
        case done
    }

    public let title: LocalizedText?
    public let parts: [LessonPart]
    /// Whether the lesson came from a file (its parts open their own scenes; it is the
    /// window's whole content, so `e` does not leave it).
    public let fromFile: Bool
    public internal(set) var index = 0
    public internal(set) var phase: Phase = .before

    public static func == (a: Lesson, b: Lesson) -> Bool {
        a.index == b.index && a.phase == b.phase && a.parts.count == b.parts.count
    }

    /// The scene's checks that click or drag, in its order (screenshot checks repeat clicks
    /// for pictures and are left out), each note kept for after the story.
    init?(scene: Scene, path: String?) {
        parts = scene.checks.filter { $0.interaction != nil && $0.screenshot == nil }.map { check in
            LessonPart(
                scene: scene, scenePath: path ?? "", interaction: check.interaction!,
                after: check.note)
        }
        if parts.isEmpty { return nil }
        title = nil
        fromFile = false
    }

    public init(plan: LessonPlan) {
        title = plan.title
        parts = plan.parts
        fromFile = true
    }

    var current: LessonPart? { parts.indices.contains(index) ? parts[index] : nil }
}

extension Playground {
    // MARK: Lessons

    /// Starts (or ends) a lesson over the scene's checks; predict mode goes with it.
    func toggleLesson() {
        if let lesson {
            guard !lesson.fromFile else {
                note(language.say("a lesson file plays to its end: q quits"))
                return
            }
            self.lesson = nil
            return
        }
        guard let scene, let new = Lesson(scene: scene, path: scenePath) else {
            note(language.say("this scene has no checks to walk through"))
            return
        }
        start(new)
    }

    /// Plays a lesson file from its first part.
    public func startLesson(_ plan: LessonPlan) {
        start(Lesson(plan: plan))
    }

    private func start(_ new: Lesson) {
        lesson = new
        setPredict(true)
        enterPart(0, phase: .before)
    }

    /// Shows part `i` of the lesson: its scene (when it is not the one on screen) and, for
    /// the story or the answer, its click played to the end.
    private func enterPart(_ i: Int, phase: Lesson.Phase) {
        guard var lesson, lesson.parts.indices.contains(i) else { return }
        let part = lesson.parts[i]
        if scene !== part.scene { open(part.scene, path: part.scenePath) }
        lesson.index = i
        lesson.phase = phase
        self.lesson = lesson
        clearStory()
        if phase != .before {
            perform(part.interaction)
            position = Double(story?.stepCount ?? 0)
        }
    }

    /// → in a lesson: the click after the question, the story stop by stop, the answer, then
    /// the next part.
    func lessonForward() {
        guard var lesson, let part = lesson.current else { return }
        switch lesson.phase {
        case .before:
            perform(part.interaction)
            lesson.phase = .story
            let first = part.nextStop(after: 0, of: story?.stepCount ?? 0)
            if first > 1 { arrive(atStop: first) }
        case .story:
            if let story, visibleStep < story.stepCount || chainStillHidden {
                if chainStillHidden {
                    revealNext()
                } else {
                    arrive(atStop: part.nextStop(after: visibleStep, of: story.stepCount))
                }
            } else if part.after != nil {
                lesson.phase = .after
            } else {
                return advancePart()
            }
        case .after:
            return advancePart()
        case .done:
            break
        }
        self.lesson = lesson
    }

    private func advancePart() {
        guard var lesson else { return }
        if lesson.index + 1 < lesson.parts.count {
            enterPart(lesson.index + 1, phase: .before)
        } else {
            lesson.phase = .done
            self.lesson = lesson
        }
    }

    /// ← in a lesson: the stop before, the question before the click, the previous part's end.
    func lessonBack() {
        guard var lesson, let part = lesson.current else { return }
        switch lesson.phase {
        case .story where visibleStep > part.nextStop(after: 0, of: story?.stepCount ?? 0):
            position = Double(part.previousStop(before: visibleStep))
            chainShown = nil
        case .story:
            lesson.phase = .before
            clearStory()
        case .after, .done:
            lesson.phase = .story
        case .before where lesson.index > 0:
            let previous = lesson.parts[lesson.index - 1]
            return enterPart(lesson.index - 1, phase: previous.after != nil ? .after : .story)
        case .before:
            break
        }
        self.lesson = lesson
    }

    /// A lesson's stop: its step at once. In predict mode a stop where the chain grows shows
    /// only its next responder; → reveals the others one at a time before the next stop.
    private func arrive(atStop step: Int) {
        guard let story else { return }
        let before = story.state(at: visibleStep).chain.count
        jump(toStep: step)
        let after = story.state(at: visibleStep).chain.count
        if predict && after > before { chainShown = before + 1 }
    }

    /// Home in a lesson: the part's question; at the question already, the lesson's start.
    func lessonHome() {
        guard let lesson else { return }
        enterPart(lesson.phase == .before ? 0 : lesson.index, phase: .before)
    }

    /// PgUp / PgDn: the previous or next part's question (a class goes back to part 1 in a
    /// few presses, not one per stop).
    func goToPart(offset: Int) {
        guard let lesson else {
            note(language.say("PgUp and PgDn move between a lesson's parts: open a lesson, or press e"))
            return
        }
        let target = max(0, min(lesson.parts.count - 1, lesson.index + offset))
        enterPart(target, phase: .before)
    }

    /// Shows step `n` of the story at once (a number typed and Enter, the chain key), paused,
    /// every responder of the chain shown.
    func jump(toStep n: Int) {
        guard let story else { return }
        playing = false
        position = Double(max(1, min(n, story.stepCount)))
        chainShown = nil
    }

    /// `c`: jumps to the step that names the responder chain (or to the story's first click
    /// in a lesson's question).
    func jumpToChain() {
        if let lesson, lesson.phase == .before { lessonForward() }
        guard let story else {
            note(language.say("no story yet: click the scene first"))
            return
        }
        guard let step = (1...max(1, story.stepCount)).first(where: { !story.state(at: $0).chain.isEmpty }) else {
            note(language.say("this story has no responder chain: no view was hit"))
            return
        }
        if var lesson, lesson.phase == .before || lesson.phase == .after {
            lesson.phase = .story
            self.lesson = lesson
        }
        jump(toStep: step)
    }

    /// Whether the class is still predicting, so that what states the answer (the scene's
    /// summary) waits: a lesson before its answer, or predict mode before the story's last step.
    public var withholdsAnswers: Bool {
        if let lesson { return lesson.phase == .before || lesson.phase == .story }
        return predict && (story.map { visibleStep < $0.stepCount } ?? true)
    }

    /// What the lesson says now: where it is, the question or the answer, and what → does.
    public var lessonCard: [String]? {
        guard let lesson else { return nil }
        return lessonCard(for: lesson.phase)
    }

    /// Whether the card is the part's answer, which tells the story whole: the panel's current
    /// sentence gives way to it (at a stop, the sentence is what the class waits for).
    public var lessonCardIsAnswer: Bool { lesson?.phase == .after || lesson?.phase == .done }

    /// The cards of the current part in each of its phases: the scene keeps one place through
    /// the part (room for the tallest), so it does not jump as the question gives way to the
    /// story and the answer.
    public var lessonCardsOfPart: [[String]] {
        guard lesson != nil else { return [] }
        return [Lesson.Phase.before, .story, .after].compactMap { lessonCard(for: $0) }
    }

    private func lessonCard(for phase: Lesson.Phase) -> [String]? {
        guard let lesson, let part = lesson.current ?? lesson.parts.last else { return nil }
        let t: (Phrase) -> String = language.say
        let n = min(lesson.index + 1, lesson.parts.count), count = lesson.parts.count
        let title = lesson.title.map { $0(language) + " · " } ?? ""
        let heading =
            title + t("part \(n) of \(count)") + " · "
            + part.interaction.summary(in: language)
        switch phase {
        case .before:
            return [heading, part.before?(language) ?? t("What will happen?")]
                + (showsKeyHints ? [t("Predict, then → plays the click.")] : [])
        case .story:
            // The question stays up through the stops: the class is still predicting.
            return [heading, part.before?(language) ?? t("What will happen?")]
        case .after:
            return [heading, part.after?(language) ?? ""]
                + (showsKeyHints ? [n < count ? t("→ the next part") : t("→ ends the lesson")] : [])
        case .done:
            return [
                title + t("The lesson is over: ← goes back, r replays the last click.")
            ]
        }
    }

    /// Runs an interaction at once and shows its first step (predict mode reveals the rest).
    public func perform(_ interaction: Interaction) {
        guard let scene else { return }
        touches.perform(interaction.events, on: scene)
        guard let session else { return }
        story = Story(scene: scene, trace: session.trace, interaction: interaction, language: language)
        position = 1
        playing = false
        chainShown = nil
    }

    // MARK: Predict mode

    /// Whether the chain step is on screen with responders still to predict.
    var chainStillHidden: Bool {
        guard predict, let shown = chainShown, let full = story?.state(at: visibleStep).chain.count else {
            return false
        }
        return shown < full
    }

    /// → in predict mode: the next responder of the chain while it is being predicted, else
    /// the next step (a chain step starts with its first responder only).
    func revealNext() {
        if chainStillHidden {
            chainShown = (chainShown ?? 0) + 1
            return
        }
        guard let story else { return }
        let before = story.state(at: visibleStep).chain.count
        position = Double(min(visibleStep + 1, story.stepCount))
        let after = story.state(at: visibleStep).chain.count
        if after > before { chainShown = predict ? before + 1 : nil }
    }

    /// The prompt of predict mode, for what → will reveal next.
    var predictPrompt: String {
        let t: (Phrase) -> String = language.say
        guard let story else { return t("PREDICT: which view will be hit? Click to start.") }
        let state = story.state(at: visibleStep)
        if !state.hitKnown {
            return t("PREDICT: which view will be hit? → reveals the next step")
        }
        if chainStillHidden, let shown = chainShown, let last = state.chain.prefix(shown).last {
            return t(
                "PREDICT: who comes after \(last.name) in the responder chain? → reveals it")
        }
        if visibleStep < story.stepCount { return t("PREDICT: what happens next? → reveals it") }
        return t("All revealed: r replays, k leaves predict mode")
    }
}

extension Playground {
    // MARK: Going to a step by number

    /// A key while a step number may be typed: a digit with no view selected (the digits
    /// toggle the selected view's properties otherwise) starts or extends the number, Enter
    /// jumps to that step, Backspace takes a digit back, Esc cancels. False when the key is
    /// not for the number (it is then a command).
    public func typeStep(_ key: Key) -> Bool {
        guard story != nil || lesson != nil else { return false }
        switch key {
        case .character(let c) where c.isASCII && c.isNumber && selection == nil && (typedStep != nil || c != "0"):
            if (typedStep ?? "").count < 6 { typedStep = (typedStep ?? "") + String(c) }
            return true
        case .backspace where typedStep != nil:
            typedStep = typedStep.map { String($0.dropLast()) }.flatMap { $0.isEmpty ? nil : $0 }
            return true
        case .escape where typedStep != nil:
            typedStep = nil
            return true
        case .enter where typedStep != nil:
            let n = Int(typedStep ?? "") ?? 0
            typedStep = nil
            if var lesson, lesson.phase != .story {
                if lesson.phase == .before, let part = lesson.current { perform(part.interaction) }
                lesson.phase = .story
                self.lesson = lesson
            }
            jump(toStep: n)
            return true
        default:
            return false
        }
    }
}
