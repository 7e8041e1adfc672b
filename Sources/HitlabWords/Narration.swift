import HitlabCore

/// One sentence of the story, with the rules behind it.
public struct NarrationLine: Equatable {
    public let text: String
    /// The rules behind it, as ids (the picture lists them with their summaries).
    public let rules: [Rule]
    /// Indentation level (hit-test depth), for display.
    public let depth: Int

    public var rendered: String {
        String(repeating: "  ", count: depth) + text
            + (rules.isEmpty ? "" : " [" + rules.map(\.rawValue).joined(separator: ", ") + "]")
    }
}

/// Tells an interaction's trace as sentences a student can read aloud, one sentence for each
/// step of the trace (sentence N tells `trace.steps[N - 1]`), naming the rule behind each, in
/// English or in Simplified Chinese (with the terms the Chinese iOS articles use: 命中测试,
/// 响应者链, 第一响应者, `hitTest:withEvent:` ...). It only words what the steps say: nothing
/// downstream reads its sentences to learn what happened.
public struct Narrator {
    public let scene: Scene
    public let language: Language
    /// Replaces the wording of the steps it returns a sentence for (a teacher's own words, or
    /// a test showing that nothing depends on the wording). The rules and indentation stay.
    public var rewording: ((StoryStep) -> String?)?
    /// The finger of each touch, from the trace being told: with more than one finger, every
    /// sentence about a touch says whose it is (T4).
    var fingerOfTouch: [Int] = []

    public init(scene: Scene, language: Language = .en) {
        self.scene = scene
        self.language = language
    }

    func t(_ phrase: Phrase) -> String { language.say(phrase) }

    /// The whole story: one sentence a step.
    public func lines(for trace: InteractionTrace) -> [NarrationLine] {
        var teller = self
        teller.fingerOfTouch = trace.fingerOfTouch
        return trace.steps.map(teller.line(for:))
    }

    /// Whether the story has several fingers.
    var manyFingers: Bool { Set(fingerOfTouch).count > 1 }

    /// "finger 2", counted from 1 as a teacher would.
    func finger(_ touch: Int) -> String {
        let n = (touch < fingerOfTouch.count ? fingerOfTouch[touch] : 0) + 1
        return t("finger \(n)")
    }

    /// The sentence for one step.
    public func line(for step: StoryStep) -> NarrationLine {
        let told = told(step)
        guard let own = rewording?(step) else { return told }
        return NarrationLine(text: own, rules: told.rules, depth: told.depth)
    }

    func visitStart(_ v: Visit) -> NarrationLine {
        let name = v.view.name, p = v.point, n = v.view.subviews.count
        if v.verdict == .toPassthroughView {
            let through = passthroughView(of: v)?.name ?? "?"
            return line(
                t(
                    """
                    \(name) at \(p): the dimming view holds the point and would return itself, but \(through), one of \
                    the popover's passthroughViews, holds it too, so it asks \(through)'s hitTest instead.
                    """), [.h2, .c7], v.depth)
        }
        let asks = n == 1 ? t("asks its 1 subview, frontmost first") : t("asks its \(n) subviews, frontmost first")
        if let bypassed = v.bypassed ?? (v.verdict.isRejection ? v.verdict : nil) {
            if bypassed == .outside {
                return line(
                    t(
                        "\(name) at \(p): outside its \(areaName(v.view)), but hitOutsideBounds \(asks) anyway."),
                    [.h2, .c4], v.depth)
            }
            return line(
                t(
                    """
                    \(name) at \(p): \(verdictWord(bypassed)), yet the naive outside-bounds fix \(asks) anyway: \
                    the hidden-parent trap.
                    """),
                [.h1, .c4, .h6], v.depth)
        }
        return line(
            t(
                "\(name) at \(p): inside its \(areaName(v.view)), so it \(asks)."), [.h2, .h3] + areaRules(v.view),
            v.depth)
    }

    func visitReturn(_ v: Visit) -> NarrationLine {
        let name = v.view.name, returned = v.returned?.name ?? "nil"
        switch v.verdict {
        case .entered where v.returnedInstead != nil:
            let other = v.returnedInstead?.name ?? "?"
            return line(
                t(
                    """
                    \(name): none of its subviews took the point, so UIKit's hitTest would return \(name) itself; \
                    its override returns \(other) instead (hitTestReturns).
                    """),
                [.h4, .c6], v.depth)
        case .entered:
            return line(
                t(
                    "\(name) returns \(returned), which one of its subviews found."),
                v.bypassed == nil ? [.h3] : [.c4], v.depth)
        case .hit where v.view.kind == .stackView:
            // H5: a stack view draws nothing, but nothing makes it pass a touch on.
            return line(
                t(
                    """
                    \(name): none of its subviews took the point, so it returns itself. A UIStackView draws \
                    nothing, yet it is interactive: a touch in the gaps between its subviews is its own.
                    """), [.h4, .h5], v.depth)
        case .hit:
            return line(
                t("\(name): none of its subviews took the point, so it returns itself."),
                [.h4], v.depth)
        case .passedThrough where v.view.presentationPart != nil:
            return line(
                t(
                    """
                    \(name), the presentation's container view: none of its subviews took the point, so it \
                    returns nil and the touch goes on to the views behind the presentation.
                    """), [.c5, .r6], v.depth)
        case .passedThrough:
            return line(
                t(
                    """
                    \(name): none of its subviews took it and it passes touches through, so it returns nil and \
                    the search goes on behind it.
                    """), [v.verdict.rule], v.depth)
        case .toPassthroughView:
            return line(
                t(
                    """
                    \(name) returns \(returned), which the popover's passthrough view \
                    \(passthroughView(of: v)?.name ?? "?") found.
                    """), [.c7], v.depth)
        default:
            return line(
                t("\(name): none of its subviews took it either, so it returns nil."),
                [.h2, .c4], v.depth)
        }
    }

    func told(_ step: StoryStep) -> NarrationLine {
        switch step {
        case .changed(let c):
            return changed(c)
        case .input(let phase, let p, _, let touch):
            return input(phase, p, touch: touch)
        case .removedFromWindow(let view, let presented):
            let presenter = presented.presentingController?.name ?? "?"
            return line(
                t(
                    """
                    \(view.name) is not in the window: \(presenter) presented \(presented.name) full screen, and \
                    UIKit removes the presenter's views once such a presentation completes, so no hitTest reaches \
                    \(view.name) or its subviews.
                    """), [.r2, .h3])
        case .windowPassed(let window, let next):
            return line(
                t(
                    """
                    \(window.name) returned nil, so the touch is not its: UIKit asks the window behind it, \
                    \(next.name).
                    """), [.w1])
        case .visit(let v):
            return v.askedSubviews ? visitStart(v) : visit(v)
        case .visitReturned(let v):
            return visitReturn(v)
        case .hitResult(let result, _, let touch) where manyFingers:
            let whose = finger(touch)
            guard let view = result.hit else {
                return line(
                    t("Nothing was hit for \(whose): no view gets this touch."),
                    [.h2, .t4])
            }
            return line(
                t(
                    """
                    The hit view of \(whose) is \(view.name): this touch is bound to it for its whole life, \
                    whatever the other fingers do.
                    """), [.h3, .h4, .t1, .t4])
        case .hitResult(let result, _, _):
            guard let view = result.hit else {
                return line(
                    t(
                        "Nothing was hit: the window's hitTest returned nil, so no view gets this touch."), [.h2])
            }
            return line(
                t(
                    """
                    The hit view is \(view.name): the touch is bound to it for its whole life; every phase the \
                    views receive starts there.
                    """), [.h3, .h4, .t1])
        case .chain(let chain):
            return chainHeader(chain)
        case .chainLink(let link):
            return chainLink(link)
        case .gesture(let g):
            return gesture(g)
        case .held(let phase, let recognizers, _):
            return held(phase, by: recognizers)
        case .discarded(let phase, let by, _):
            return discarded(phase, by: by)
        case .contentDelayEnded(let scrollView, let why, _):
            return contentDelayEnded(scrollView, why)
        case .notDelivered(let refusal, let touch):
            return notDelivered(refusal, touch: touch)
        case .delivery(let d):
            return delivery(d)
        case .control(let c):
            return control(c)
        case .action(let a):
            return action(a)
        }
    }

    // MARK: Steps

    func input(_ phase: InputPhase, _ p: Point, touch: Int) -> NarrationLine {
        if manyFingers {
            // "Finger 2" starts a sentence; Chinese has no capitals, so it reads the same.
            let who = finger(touch).prefix(1).uppercased() + finger(touch).dropFirst()
            switch phase {
            case .began:
                return line(
                    t(
                        """
                        \(who) goes down at \(p). UIKit hit-tests this touch on its own, from the window, whatever \
                        the other fingers are on.
                        """), [.t4])
            case .moved: return line(t("\(who) moves to \(p)."), [.t1])
            case .ended: return line(t("\(who) comes up at \(p)."), [.t1])
            }
        }
        switch phase {
        case .began:
            let which =
                touch == 0
                ? t("The pointer goes down")
                : t("The pointer goes down again (press \(touch + 1))")
            if scene.otherWindows.isEmpty {
                return line(
                    t(
                        """
                        \(which) at \(p). The application sends the event to the window, which hit-tests from the \
                        top.
                        """), touch == 0 ? [.h1] : [])
            }
            let count = scene.windows.count
            return line(
                t(
                    """
                    \(which) at \(p). The app has \(count) windows: UIKit hit-tests them from the front one back, \
                    until one returns a view.
                    """),
                touch == 0 ? [.h1, .w1] : [.w1])
        case .moved: return line(t("The pointer moves to \(p)."), [.t1])
        case .ended: return line(t("The pointer comes up at \(p)."), [.t1])
        }
    }

    func line(_ text: String, _ rules: [Rule], _ depth: Int = 0) -> NarrationLine {
        NarrationLine(text: text, rules: rules, depth: depth)
    }
}
