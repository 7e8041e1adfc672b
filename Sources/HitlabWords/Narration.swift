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

    func t(_ en: String, _ zh: String) -> String { language.pick(en, zh) }

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
        return t("finger \(n)", "第 \(n) 根手指")
    }

    /// The sentence for one step.
    public func line(for step: StoryStep) -> NarrationLine {
        let told = told(step)
        guard let own = rewording?(step) else { return told }
        return NarrationLine(text: own, rules: told.rules, depth: told.depth)
    }

    func visitStart(_ v: Visit) -> NarrationLine {
        let name = v.view.name, p = v.point, n = v.view.subviews.count
        let asks = t(
            "asks its \(n) subview\(n == 1 ? "" : "s"), frontmost first",
            n == 1 ? "询问它唯一的子视图" : "逆序遍历它的 \(n) 个子视图（从最后添加、位于最上层的那个开始）")
        if let bypassed = v.bypassed ?? (v.verdict.isRejection ? v.verdict : nil) {
            if bypassed == .outside {
                return line(
                    t(
                        "\(name) at \(p): outside its \(areaName(v.view)), but hitOutsideBounds \(asks) anyway.",
                        "\(name)（触摸点在它的坐标系中为 \(p)）：点不在它的\(areaName(v.view))内，但 hitOutsideBounds 仍然\(asks)。"),
                    [.h2, .c4], v.depth)
            }
            return line(
                t(
                    """
                    \(name) at \(p): \(bypassed.rawValue), yet the naive outside-bounds fix \(asks) anyway: the \
                    hidden-parent trap.
                    """,
                    "\(name)（触摸点在它的坐标系中为 \(p)）：\(verdictWord(bypassed))，可是那个朴素的“超出范围”修复仍然\(asks)：这就是隐藏父视图的陷阱。"),
                [.h1, .c4, .h6], v.depth)
        }
        return line(
            t(
                "\(name) at \(p): inside its \(areaName(v.view)), so it \(asks).",
                "\(name)（触摸点在它的坐标系中为 \(p)）：点在它的\(areaName(v.view))内，所以它\(asks)。"), [.h2, .h3] + areaRules(v.view),
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
                    """,
                    "\(name)：没有子视图接下这个点，UIKit 默认的 hitTest 会返回 \(name) 自己；它重写的 hitTest 改为返回 \(other)（hitTestReturns）。"),
                [.h4, .c6], v.depth)
        case .entered:
            return line(
                t(
                    "\(name) returns \(returned), which one of its subviews found.",
                    "\(name) 的 hitTest:withEvent: 返回 \(returned)，这是它的子视图返回的结果。"),
                v.bypassed == nil ? [.h3] : [.c4], v.depth)
        case .hit where v.view.kind == .stackView:
            // H5: a stack view draws nothing, but nothing makes it pass a touch on.
            return line(
                t(
                    """
                    \(name): none of its subviews took the point, so it returns itself. A UIStackView draws \
                    nothing, yet it is interactive: a touch in the gaps between its subviews is its own.
                    """,
                    "\(name)：没有子视图接下这个点，所以它返回自己。UIStackView 自己不绘制任何内容，但它可以交互：点在子视图之间空隙里的触摸归它自己。"), [.h4, .h5], v.depth)
        case .hit:
            return line(
                t("\(name): none of its subviews took the point, so it returns itself.", "\(name)：没有子视图接下这个点，所以它返回自己。"),
                [.h4], v.depth)
        case .passedThrough:
            return line(
                t(
                    """
                    \(name): none of its subviews took it and it passes touches through, so it returns nil and \
                    the search goes on behind it.
                    """,
                    "\(name)：没有子视图接下这个点，而 \(name) 让触摸穿透，所以返回 nil，命中测试接着询问排在它后面的视图。"), [v.verdict.rule], v.depth)
        default:
            return line(
                t("\(name): none of its subviews took it either, so it returns nil.", "\(name)：它的子视图也都没有接下，所以返回 nil。"),
                [.h2, .c4], v.depth)
        }
    }

    func told(_ step: StoryStep) -> NarrationLine {
        switch step {
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
                    """,
                    """
                    \(view.name) 不在窗口里：\(presenter) 以全屏（fullScreen）样式弹出了 \(presented.name)，弹出完成后 UIKit 会把 \
                    presenter 的视图移出窗口，所以命中测试既不会询问 \(view.name)，也不会询问它的子视图。
                    """
                ), [.r2, .h3])
        case .windowPassed(let window, let next):
            return line(
                t(
                    """
                    \(window.name) returned nil, so the touch is not its: UIKit asks the window behind it, \
                    \(next.name).
                    """,
                    "\(window.name) 返回了 nil，这次触摸不归它：UIKit 接着询问它后面的窗口 \(next.name)。"), [.w1])
        case .visit(let v):
            return v.askedSubviews ? visitStart(v) : visit(v)
        case .visitReturned(let v):
            return visitReturn(v)
        case .hitResult(let result, _, let touch) where manyFingers:
            let whose = finger(touch)
            guard let view = result.hit else {
                return line(
                    t("Nothing was hit for \(whose): no view gets this touch.", "\(whose)没有命中任何视图：这个触摸不会交给任何视图。"),
                    [.h2, .t4])
            }
            return line(
                t(
                    """
                    The hit view of \(whose) is \(view.name): this touch is bound to it for its whole life, \
                    whatever the other fingers do.
                    """,
                    "\(whose)的命中视图是 \(view.name)：这个触摸在整个生命周期内都绑定在它上面，与其他手指无关。"), [.h3, .h4, .t1, .t4])
        case .hitResult(let result, _, _):
            guard let view = result.hit else {
                return line(
                    t(
                        "Nothing was hit: the window's hitTest returned nil, so no view gets this touch.",
                        "没有命中任何视图：UIWindow 的 hitTest:withEvent: 返回了 nil，这次触摸不会交给任何视图。"), [.h2])
            }
            return line(
                t(
                    """
                    The hit view is \(view.name): the touch is bound to it for its whole life; every phase the \
                    views receive starts there.
                    """,
                    "命中视图是 \(view.name)：这次触摸在整个生命周期内都绑定在它上面，之后各个阶段的触摸事件都从它开始传递（手势识别器会比它先看到）。"), [.h3, .h4, .t1])
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
            let who = finger(touch)
            switch phase {
            case .began:
                return line(
                    t(
                        """
                        \(who.prefix(1).uppercased() + who.dropFirst()) goes down at \(p). UIKit hit-tests this \
                        touch on its own, from the window, whatever the other fingers are on.
                        """,
                        "\(who)在 \(p) 按下。UIKit 为这个触摸单独做一次命中测试，从窗口开始，与其他手指按在哪里无关。"), [.t4])
            case .moved:
                return line(
                    t("\(who.prefix(1).uppercased() + who.dropFirst()) moves to \(p).", "\(who)移动到 \(p)。"), [.t1])
            case .ended:
                return line(
                    t("\(who.prefix(1).uppercased() + who.dropFirst()) comes up at \(p).", "\(who)在 \(p) 抬起。"), [.t1])
            }
        }
        switch phase {
        case .began:
            let which =
                touch == 0
                ? t("The pointer goes down", "手指按下")
                : t("The pointer goes down again (press \(touch + 1))", "手指再次按下（第 \(touch + 1) 次）")
            if scene.otherWindows.isEmpty {
                return line(
                    t(
                        """
                        \(which) at \(p). The application sends the event to the window, which hit-tests from the \
                        top.
                        """,
                        "\(which)，位置 \(p)。UIApplication 把事件交给 UIWindow，由它从顶层开始做命中测试。"), touch == 0 ? [.h1] : [])
            }
            let count = scene.windows.count
            return line(
                t(
                    """
                    \(which) at \(p). The app has \(count) windows: UIKit hit-tests them from the front one back, \
                    until one returns a view.
                    """,
                    "\(which)，位置 \(p)。应用有 \(count) 个窗口：UIKit 从最前面的窗口开始依次做命中测试，直到某个窗口返回视图。"),
                touch == 0 ? [.h1, .w1] : [.w1])
        case .moved: return line(t("The pointer moves to \(p).", "手指移动到 \(p)。"), [.t1])
        case .ended: return line(t("The pointer comes up at \(p).", "手指在 \(p) 抬起。"), [.t1])
        }
    }

    func line(_ text: String, _ rules: [Rule], _ depth: Int = 0) -> NarrationLine {
        NarrationLine(text: text, rules: rules, depth: depth)
    }
}
