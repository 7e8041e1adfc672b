import HitlabCore
import HitlabRender

/// A lesson: a scene's checks one after another, each as its note, a prediction (predict
/// mode), the click, and the story revealed step by step, all on → (and back on ←).
public struct Lesson: Equatable {
    public enum Phase: Equatable {
        /// The check's note is shown; → performs its click.
        case note
        /// The click's story is being revealed.
        case story
        /// Every check is done.
        case done
    }

    /// The checks that click or drag and say what comes of it, in the scene's order
    /// (screenshot checks repeat clicks for pictures and are left out).
    public let checks: [Check]
    public internal(set) var index = 0
    public internal(set) var phase: Phase = .note

    public static func == (a: Lesson, b: Lesson) -> Bool { a.index == b.index && a.phase == b.phase && a.checks.count == b.checks.count }

    init?(scene: Scene) {
        checks = scene.checks.filter { $0.interaction != nil && $0.screenshot == nil }
        if checks.isEmpty { return nil }
    }

    var current: Check? { checks.indices.contains(index) ? checks[index] : nil }
}

extension Playground {
    // MARK: Lessons

    /// Starts (or ends) a lesson over the scene's checks; predict mode goes with it.
    func toggleLesson() {
        if lesson != nil {
            lesson = nil
            return
        }
        guard let scene, let new = Lesson(scene: scene) else {
            note(language.pick("this scene has no checks to walk through", "这个场景没有可以逐个讲解的检查"))
            return
        }
        lesson = new
        setPredict(true)
        clearStory()
    }

    /// → in a lesson: the click after the note, the story step by step, then the next check.
    func lessonForward() {
        guard var lesson else { return }
        switch lesson.phase {
        case .note:
            guard let check = lesson.current, let interaction = check.interaction else { return }
            perform(interaction)
            lesson.phase = .story
        case .story:
            if let story, visibleStep < story.stepCount || chainStillHidden {
                revealNext()
            } else if lesson.index + 1 < lesson.checks.count {
                lesson.index += 1
                lesson.phase = .note
                clearStory()
            } else {
                lesson.phase = .done
            }
        case .done:
            break
        }
        self.lesson = lesson
    }

    /// ← in a lesson: a step back, to the note before the click, to the previous check's end.
    func lessonBack() {
        guard var lesson else { return }
        switch lesson.phase {
        case .story where visibleStep > 1:
            position = Double(visibleStep - 1)
        case .story:
            lesson.phase = .note
            clearStory()
        case .note where lesson.index > 0:
            lesson.index -= 1
            lesson.phase = .story
            if let interaction = lesson.current?.interaction {
                perform(interaction)
                position = Double(story?.stepCount ?? 0)
                chainShown = nil
            }
        case .done:
            lesson.phase = .story
        case .note:
            break
        }
        self.lesson = lesson
    }

    /// What the lesson says now: the check's note and what → will do.
    public var lessonCard: [String]? {
        guard let lesson, let check = lesson.current ?? lesson.checks.last else { return nil }
        let t = language.pick
        let heading = t("Lesson \(min(lesson.index + 1, lesson.checks.count))/\(lesson.checks.count)",
                        "第 \(min(lesson.index + 1, lesson.checks.count))/\(lesson.checks.count) 课")
            + " · " + (check.interaction?.summary(in: language) ?? "")
        let note = check.note(in: language) ?? ""
        switch lesson.phase {
        case .note: return [heading, note, t("Predict what happens, then → clicks.", "先预测会发生什么，再按 → 点击。")]
        case .story: return [heading, note]
        case .done: return [t("The lesson is over: e leaves it, r replays the last click.", "这一课结束了：按 e 退出，按 r 重放最后一次点击。")]
        }
    }

    /// Runs an interaction at once and shows its first step (predict mode reveals the rest).
    public func perform(_ interaction: Interaction) {
        guard let scene else { return }
        recorded = interaction.events
        let session = Self.play(recorded, on: scene)
        self.session = session
        story = Story(scene: scene, trace: session.trace, interaction: interaction, language: language)
        position = 1
        playing = false
        chainShown = nil
    }

    // MARK: Predict mode

    /// Whether the chain step is on screen with responders still to predict.
    var chainStillHidden: Bool {
        guard predict, let shown = chainShown, let full = story?.state(at: visibleStep).chain.count else { return false }
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
        let t = language.pick
        guard let story else { return t("PREDICT: which view will be hit? Click to start.", "预测：哪个视图会被命中？点击开始。") }
        let state = story.state(at: visibleStep)
        if !state.hitKnown { return t("PREDICT: which view will be hit? → reveals the next step", "预测：哪个视图会被命中？按 → 揭晓下一步") }
        if chainStillHidden, let shown = chainShown, let last = state.chain.prefix(shown).last {
            return t("PREDICT: who comes after \(last.name) in the responder chain? → reveals it", "预测：响应者链上 \(last.name) 之后是谁？按 → 揭晓")
        }
        if visibleStep < story.stepCount { return t("PREDICT: what happens next? → reveals it", "预测：接下来会发生什么？按 → 揭晓") }
        return t("All revealed: r replays, k leaves predict mode", "已全部揭晓：按 r 重放，按 k 退出预测模式")
    }
}
