import HitlabCore

/// One sentence of the story, with the rules behind it.
public struct NarrationLine: Equatable {
    public let text: String
    /// The rules behind it, as ids (the picture lists them with their summaries).
    public let rules: [Rule]
    /// Indentation level (hit-test depth), for display.
    public let depth: Int

    public var rendered: String {
        String(repeating: "  ", count: depth) + text + (rules.isEmpty ? "" : " [" + rules.map(\.rawValue).joined(separator: ", ") + "]")
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

    private func visitStart(_ v: Visit) -> NarrationLine {
        let name = v.view.name, p = v.point, n = v.view.subviews.count
        let asks = t("asks its \(n) subview\(n == 1 ? "" : "s"), frontmost first", n == 1 ? "询问它唯一的子视图" : "逆序遍历它的 \(n) 个子视图（从最后添加、位于最上层的那个开始）")
        if let bypassed = v.bypassed ?? (v.verdict.isRejection ? v.verdict : nil) {
            if bypassed == .outside {
                return line(t("\(name) at \(p): outside its \(areaName(v.view)), but hitOutsideBounds \(asks) anyway.",
                              "\(name)（触摸点在它的坐标系中为 \(p)）：点不在它的\(areaName(v.view))内，但 hitOutsideBounds 仍然\(asks)。"), [.h2, .c4], v.depth)
            }
            return line(t("\(name) at \(p): \(bypassed.rawValue), yet the naive outside-bounds fix \(asks) anyway: the hidden-parent trap.",
                          "\(name)（触摸点在它的坐标系中为 \(p)）：\(verdictWord(bypassed))，可是那个朴素的“超出范围”修复仍然\(asks)：这就是隐藏父视图的陷阱。"), [.h1, .c4, .h6], v.depth)
        }
        return line(t("\(name) at \(p): inside its \(areaName(v.view)), so it \(asks).",
                      "\(name)（触摸点在它的坐标系中为 \(p)）：点在它的\(areaName(v.view))内，所以它\(asks)。"), [.h2, .h3] + areaRules(v.view), v.depth)
    }

    private func visitReturn(_ v: Visit) -> NarrationLine {
        let name = v.view.name, returned = v.returned?.name ?? "nil"
        switch v.verdict {
        case .entered where v.returnedInstead != nil:
            let other = v.returnedInstead?.name ?? "?"
            return line(t("\(name): none of its subviews took the point, so UIKit's hitTest would return \(name) itself; its override returns \(other) instead (hitTestReturns).",
                          "\(name)：没有子视图接下这个点，UIKit 默认的 hitTest 会返回 \(name) 自己；它重写的 hitTest 改为返回 \(other)（hitTestReturns）。"), [.h4, .c6], v.depth)
        case .entered:
            return line(t("\(name) returns \(returned), which one of its subviews found.", "\(name) 的 hitTest:withEvent: 返回 \(returned)，这是它的子视图返回的结果。"),
                        v.bypassed == nil ? [.h3] : [.c4], v.depth)
        case .hit where v.view.kind == .stackView:
            // H5: a stack view draws nothing, but nothing makes it pass a touch on.
            return line(t("\(name): none of its subviews took the point, so it returns itself. A UIStackView draws nothing, yet it is interactive: a touch in the gaps between its subviews is its own.",
                          "\(name)：没有子视图接下这个点，所以它返回自己。UIStackView 自己不绘制任何内容，但它可以交互：点在子视图之间空隙里的触摸归它自己。"), [.h4, .h5], v.depth)
        case .hit:
            return line(t("\(name): none of its subviews took the point, so it returns itself.", "\(name)：没有子视图接下这个点，所以它返回自己。"), [.h4], v.depth)
        case .passedThrough:
            return line(t("\(name): none of its subviews took it and it passes touches through, so it returns nil and the search goes on behind it.",
                          "\(name)：没有子视图接下这个点，而 \(name) 让触摸穿透，所以返回 nil，命中测试接着询问排在它后面的视图。"), [v.verdict.rule], v.depth)
        default:
            return line(t("\(name): none of its subviews took it either, so it returns nil.", "\(name)：它的子视图也都没有接下，所以返回 nil。"), [.h2, .c4], v.depth)
        }
    }

    private func told(_ step: StoryStep) -> NarrationLine {
        switch step {
        case .input(let phase, let p, _, let touch):
            return input(phase, p, touch: touch)
        case .removedFromWindow(let view, let presented):
            let presenter = presented.presentingController?.name ?? "?"
            return line(t("\(view.name) is not in the window: \(presenter) presented \(presented.name) full screen, and UIKit removes the presenter's views once such a presentation completes, so no hitTest reaches \(view.name) or its subviews.",
                           "\(view.name) 不在窗口里：\(presenter) 以全屏（fullScreen）样式弹出了 \(presented.name)，弹出完成后 UIKit 会把 presenter 的视图移出窗口，所以命中测试既不会询问 \(view.name)，也不会询问它的子视图。"), [.r2, .h3])
        case .windowPassed(let window, let next):
            return line(t("\(window.name) returned nil, so the touch is not its: UIKit asks the window behind it, \(next.name).",
                          "\(window.name) 返回了 nil，这次触摸不归它：UIKit 接着询问它后面的窗口 \(next.name)。"), [.w1])
        case .visit(let v):
            return v.askedSubviews ? visitStart(v) : visit(v)
        case .visitReturned(let v):
            return visitReturn(v)
        case .hitResult(let result, _, let touch) where manyFingers:
            let whose = finger(touch)
            guard let view = result.hit else {
                return line(t("Nothing was hit for \(whose): no view gets this touch.", "\(whose)没有命中任何视图：这个触摸不会交给任何视图。"), [.h2, .t4])
            }
            return line(t("The hit view of \(whose) is \(view.name): this touch is bound to it for its whole life, whatever the other fingers do.",
                          "\(whose)的命中视图是 \(view.name)：这个触摸在整个生命周期内都绑定在它上面，与其他手指无关。"), [.h3, .h4, .t1, .t4])
        case .hitResult(let result, _, _):
            guard let view = result.hit else {
                return line(t("Nothing was hit: the window's hitTest returned nil, so no view gets this touch.",
                               "没有命中任何视图：UIWindow 的 hitTest:withEvent: 返回了 nil，这次触摸不会交给任何视图。"), [.h2])
            }
            return line(t("The hit view is \(view.name): the touch is bound to it for its whole life; every phase the views receive starts there.",
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

    private func input(_ phase: InputPhase, _ p: Point, touch: Int) -> NarrationLine {
        if manyFingers {
            let who = finger(touch)
            switch phase {
            case .began:
                return line(t("\(who.prefix(1).uppercased() + who.dropFirst()) goes down at \(p). UIKit hit-tests this touch on its own, from the window, whatever the other fingers are on.",
                              "\(who)在 \(p) 按下。UIKit 为这个触摸单独做一次命中测试，从窗口开始，与其他手指按在哪里无关。"), [.t4])
            case .moved: return line(t("\(who.prefix(1).uppercased() + who.dropFirst()) moves to \(p).", "\(who)移动到 \(p)。"), [.t1])
            case .ended: return line(t("\(who.prefix(1).uppercased() + who.dropFirst()) comes up at \(p).", "\(who)在 \(p) 抬起。"), [.t1])
            }
        }
        switch phase {
        case .began:
            let which = touch == 0 ? t("The pointer goes down", "手指按下") : t("The pointer goes down again (press \(touch + 1))", "手指再次按下（第 \(touch + 1) 次）")
            if scene.otherWindows.isEmpty {
                return line(t("\(which) at \(p). The application sends the event to the window, which hit-tests from the top.",
                              "\(which)，位置 \(p)。UIApplication 把事件交给 UIWindow，由它从顶层开始做命中测试。"), touch == 0 ? [.h1] : [])
            }
            let count = scene.windows.count
            return line(t("\(which) at \(p). The app has \(count) windows: UIKit hit-tests them from the front one back, until one returns a view.",
                          "\(which)，位置 \(p)。应用有 \(count) 个窗口：UIKit 从最前面的窗口开始依次做命中测试，直到某个窗口返回视图。"), touch == 0 ? [.h1, .w1] : [.w1])
        case .moved: return line(t("The pointer moves to \(p).", "手指移动到 \(p)。"), [.t1])
        case .ended: return line(t("The pointer comes up at \(p).", "手指在 \(p) 抬起。"), [.t1])
        }
    }

    private func visit(_ v: Visit) -> NarrationLine {
        let name = v.view.name, p = v.point
        let subs = v.view.subviews.count
        switch v.verdict {
        case .hidden:
            return line(t("\(name) at \(p): hidden, so hitTest returns nil and its subviews are never visited.",
                          "\(name)（触摸点在它的坐标系中为 \(p)）：它是隐藏的（hidden），hitTest 返回 nil，它的子视图都不会被访问。"), hiddenRules(v.view), v.depth)
        case .notInteractive:
            let why = v.view.kind.interactiveByDefault ? "" : t(" (\(v.view.kind.rawValue)s start that way)", "（\(v.view.kind.rawValue) 默认就是这样）")
            return line(t("\(name) at \(p): user interaction is off\(why), so it and its subviews are skipped.",
                          "\(name)（触摸点在它的坐标系中为 \(p)）：用户交互（userInteractionEnabled）关闭了\(why)，它和它的子视图都被跳过。"),
                        v.view.kind.interactiveByDefault ? [.h1] : [.h1, .h5], v.depth)
        case .transparent:
            let a = v.view.alpha
            // 0.01 (or a hair above) is below 0.01 once stored as a 32-bit float.
            let stored = a >= View.minimumHittableAlpha ? t(", stored as \(v.view.storedAlpha) (a 32-bit float)", "，但以 32 位浮点数存储后实际是 \(v.view.storedAlpha)") : ""
            return line(t("\(name) at \(p): alpha is \(formatNumber(a))\(stored), less than 0.01, so it and its subviews are skipped.",
                          "\(name)（触摸点在它的坐标系中为 \(p)）：透明度（alpha）设为 \(formatNumber(a))\(stored)，小于 0.01，所以它和它的子视图都被跳过。"), [v.verdict.rule], v.depth)
        case .disabled:
            return line(t("\(name) at \(p): a disabled control, so it and its subviews are skipped.",
                          "\(name)（触摸点在它的坐标系中为 \(p)）：控件被禁用（enabled = NO），它和它的子视图都被跳过。"), [v.verdict.rule], v.depth)
        case .outside:
            return line(t("\(name) at \(p): outside its \(areaName(v.view)), so it returns nil without asking its subviews.",
                          "\(name)（触摸点在它的坐标系中为 \(p)）：点不在它的\(areaName(v.view))内，所以不问子视图，直接返回 nil。"),
                        [v.verdict.rule] + areaRules(v.view), v.depth)
        case .entered:
            if let bypassed = v.bypassed {
                if bypassed == .outside {
                    return line(t("\(name) at \(p): outside its \(areaName(v.view)), but hitOutsideBounds asks its subviews anyway, and one of them answered.",
                                  "\(name)（触摸点在它的坐标系中为 \(p)）：点不在它的\(areaName(v.view))内，但 hitOutsideBounds 仍然询问子视图，其中一个接下了。"), [.c4], v.depth)
                }
                return line(t("\(name) at \(p): \(bypassed.rawValue), yet the naive outside-bounds fix asks its subviews anyway, and one answered: the hidden-parent trap.",
                              "\(name)（触摸点在它的坐标系中为 \(p)）：\(verdictWord(bypassed))，可是那个朴素的“超出范围”修复仍然询问子视图，其中一个接下了：这就是隐藏父视图的陷阱。"), [.c4, .h6], v.depth)
            }
            return line(t("\(name) at \(p): inside its \(areaName(v.view)); it asks its \(subs) subview\(subs == 1 ? "" : "s") from the front, and one answered.",
                          "\(name)（触摸点在它的坐标系中为 \(p)）：点在它的\(areaName(v.view))内；它逆序遍历 \(subs) 个子视图，其中一个返回了视图。"),
                        [.h2, v.verdict.rule] + areaRules(v.view), v.depth)
        case .passedThrough:
            return line(t("\(name) at \(p): inside, but none of its subviews took it and it passes touches through, so it returns nil and the search goes on behind it.",
                          "\(name)（触摸点在它的坐标系中为 \(p)）：点在它内部，但没有子视图接下，而它让触摸穿透，所以返回 nil，命中测试接着询问排在它后面的视图。"), [v.verdict.rule], v.depth)
        case .hit:
            let none = subs == 0 ? t("it has no subviews", "它没有子视图") : t("none of its \(subs) subview\(subs == 1 ? "" : "s") took it", "它的 \(subs) 个子视图都没有接下")
            return line(t("\(name) at \(p): inside its \(areaName(v.view)) and \(none), so it returns itself.",
                          "\(name)（触摸点在它的坐标系中为 \(p)）：点在它的\(areaName(v.view))内，而且\(none)，所以它返回自己。"), [v.verdict.rule] + areaRules(v.view), v.depth)
        }
    }

    private func hiddenRules(_ view: View) -> [Rule] { view.subviews.isEmpty ? [.h1] : [.h1, .h6] }

    private func chainHeader(_ chain: [Responder]) -> NarrationLine {
        let names = chain.map(\.name).joined(separator: " → ")
        return line(t("The responder chain is \(names).", "响应者链是 \(names)。"), [.r1, .r2, .r3, .r4].filter { rule in
            rule == .r1 || (rule == .r2 && chain.contains { $0 is ViewController }) || rule == .r3 || (rule == .r4 && scene.delegate != nil)
        })
    }

    private func chainLink(_ link: ChainLink) -> NarrationLine {
        let from = link.from.name, next = link.to.name
        let text: String
        switch link.reason {
        case .rootView:
            text = t("\(from) is \(next)'s root view, so \(next) comes next.", "\(from) 是 \(next) 的根视图，所以下一个响应者是 \(next)。")
        case .windowScene:
            text = t("After the window comes \(next), its UIWindowScene (iOS 13 and later), then the application.",
                     "\(from) 之后是 \(next)，即它所在的 UIWindowScene（iOS 13 起），再下一个是 UIApplication。")
        case .presenterForwardedFrom(let requested):
            text = t("\(from) was presented from \(requested), which forwarded the presentation up to its container \(next): \(next) is the presenter and comes next.",
                     "\(from) 是在 \(requested) 上调用 present 弹出的，但 \(requested) 把这次弹出沿控制器层级转交给了外层容器 \(next)：真正的 presenter 是 \(next)，所以下一个响应者是 \(next)。")
        case .presenter:
            text = t("\(from) was presented by \(next), so the presenter comes next.", "\(from) 是由 \(next) 弹出（present）的，所以下一个响应者是弹出它的控制器。")
        case .rootControllerOutOfWindow:
            text = t("\(from)'s view is out of the window (a full-screen presentation removed it), but \(from) is still the window's root view controller, so \(next) comes next.",
                     "一次全屏弹出把 \(from) 的视图移出了窗口，但 \(from) 仍是窗口的根视图控制器（rootViewController），所以下一个响应者是 \(next)。")
        case .viewsSuperview:
            text = t("After \(from) comes \(next), the superview of its view.", "\(from) 之后是 \(next)，也就是它的视图的父视图。")
        }
        return line(text, [link.rule], 1)
    }

    /// The touches no view gets (T4, T5, G7).
    private func notDelivered(_ refusal: TouchRefusal, touch: Int) -> NarrationLine {
        let who = finger(touch), cap = who.prefix(1).uppercased() + who.dropFirst()
        switch refusal {
        case .multipleTouchOff(let view, let first):
            return line(t("\(cap) reaches no view: \(view.name) already has \(finger(first)) and its isMultipleTouchEnabled is false (the default), so it receives only its first touch; UIKit does not give this one to another view either. Recognizers still see it.",
                          "\(who)的触摸不会交给任何视图：\(view.name) 已经有\(finger(first))的触摸，而它的 isMultipleTouchEnabled 为 false（默认值），只接收第一个触摸；UIKit 也不会把这个触摸转交给别的视图。手势识别器仍然能收到它。"), [.t4], 1)
        case .exclusiveTouch(let hit, let tracking, let other, let hitIsExclusive):
            if hitIsExclusive {
                return line(t("\(cap) reaches no view: \(hit.name) has isExclusiveTouch on, and \(tracking.name) in the same window is tracking \(finger(other)). Recognizers still see it.",
                              "\(who)的触摸不会交给任何视图：\(hit.name) 的 isExclusiveTouch 为 true，而同一窗口里的 \(tracking.name) 正在跟踪\(finger(other))。手势识别器仍然能收到它。"), [.t5], 1)
            }
            return line(t("\(cap) reaches no view: \(tracking.name) has isExclusiveTouch on and is tracking \(finger(other)), so no other view in its window gets a new finger, \(hit.name) included. Recognizers still see it.",
                          "\(who)的触摸不会交给任何视图：\(tracking.name) 的 isExclusiveTouch 为 true，正在跟踪\(finger(other))，所以同一窗口里的其他视图（包括 \(hit.name)）都收不到新的手指。手势识别器仍然能收到它。"), [.t5], 1)
        case .recognizerOwns(let r):
            return line(t("\(cap) never reaches the views: \(r.name) has already recognized and cancels touches in its view (cancelsTouchesInView), so a touch it sees is its alone.",
                          "\(who)的触摸不会交给视图：\(r.name) 已经识别成功，而且 cancelsTouchesInView 为 true，它收到的触摸只归它自己。"), [.g2, .g7], 1)
        }
    }

    private func delivery(_ d: Delivery) -> NarrationLine {
        let line = ownDelivery(d)
        guard manyFingers else { return line }
        // T4: a view's touchesBegan gets its own touches; event.allTouches has every finger.
        let all = d.phase == .began && d.allTouches > 1
            ? t(": its touches hold \(finger(d.touch)) alone, event.allTouches holds \(d.allTouches)", "：touches 参数里只有\(finger(d.touch))，event.allTouches 里有 \(d.allTouches) 个触摸") : ""
        return NarrationLine(text: t("[\(finger(d.touch))\(all)] ", "【\(finger(d.touch))\(all)】") + line.text, rules: line.rules, depth: line.depth)
    }

    private func ownDelivery(_ d: Delivery) -> NarrationLine {
        let who = d.responder.name, phase = "touches\(d.phase.rawValue.prefix(1).uppercased())\(d.phase.rawValue.dropFirst())"
        switch d.outcome {
        case .handled:
            let isControl = (d.responder as? View)?.kind.isControl == true
            let why = isControl ? t("a control tracks its touches and keeps them", "控件自己跟踪这次触摸")
                : t("it overrides \(phase) without calling super", "它重写了 \(phase) 而没有调用 super")
            return line(t("\(phase) → \(who) handles it: \(why); the touch stops here.", "\(phase) → \(who) 处理了它：\(why)；触摸到此为止。"),
                        isControl ? [.t2, .a3] : [.t2], 1)
        case .handledAndForwarded:
            return line(t("\(phase) → \(who) handles it and calls super, passing it on.", "\(phase) → \(who) 处理了它并调用 super，继续传给下一个响应者。"), [.t2], 1)
        case .forwarded:
            return line(t("\(phase) → \(who) does not override it; the default passes it to the next responder.",
                          "\(phase) → \(who) 没有重写它；默认实现把它传给下一个响应者。"), [.t2], 1)
        case .cancelled:
            return line(t("touchesCancelled → \(who): a recognizer took the touch.", "touchesCancelled → \(who)：这次触摸被手势识别器接管。"), [.g2], 1)
        case .dropped:
            return line(t("\(phase) → \(who) passes it on, but the chain ends here: the touch is dropped.",
                          "\(phase) → \(who) 把它继续向上传，但响应者链到此结束：这次触摸被丢弃。"), [.r5], 1)
        }
    }

    private func action(_ a: ActionRecord) -> NarrationLine {
        let asked = language.list(a.searched.map(\.name))
        let rule: Rule = a.byRecognizer ? .g4 : .a2
        switch a.route {
        case .noTarget:
            return line(t("\(a.sender) has no target for \(a.name): a gesture recognizer sends its action only to its target and never searches the responder chain, so nothing is sent.",
                          "\(a.sender) 没有为 \(a.name) 设置 target：手势识别器只把 action 发给自己的 target，从不沿响应者链查找，所以没有发送任何 action。"), [.g4], 1)
        case .target:
            guard let target = a.target else { break }
            if a.handledBy != nil {
                return line(t("Action \(a.name) from \(a.sender) goes straight to its target \(target), which implements it.",
                              "\(a.sender) 把 \(a.name) 直接发给它的 target \(target)，\(target) 实现了这个方法。"), [rule], 1)
            }
            return line(t("Action \(a.name) from \(a.sender) goes to its target \(target), which does not implement it: iOS would crash with 'unrecognized selector'; Hitlab drops it.",
                          "\(a.sender) 把 \(a.name) 发给它的 target \(target)，但 \(target) 没有实现这个方法：在 iOS 上会因 unrecognized selector 崩溃；Hitlab 把这个动作丢弃。"), [rule], 1)
        case .firstResponder, .sender:
            let start = a.route == .firstResponder ? t("the first responder \(a.searched.first?.name ?? "?")", "从第一响应者 \(a.searched.first?.name ?? "?") 开始")
                : t("the sender itself (no first responder)", "没有第一响应者，于是从发送者自己开始")
            let rules: [Rule] = a.route == .firstResponder ? [.a2, .f1] : [.a2]
            if let h = a.handledBy {
                return line(t("Action \(a.name) from \(a.sender) has a nil target: the search starts at \(start); asked \(asked); \(h.name) implements it.",
                              "\(a.sender) 发送 \(a.name)，target 为 nil：\(start)沿响应者链查找，依次询问了 \(asked)；\(h.name) 实现了这个方法。"), rules, 1)
            }
            return line(t("Action \(a.name) from \(a.sender) has a nil target: the search starts at \(start); asked \(asked); nobody implements it, so it is dropped.",
                          "\(a.sender) 发送 \(a.name)，target 为 nil：\(start)沿响应者链查找，依次询问了 \(asked)；没有谁实现这个方法，所以被丢弃。"), rules + [.r5], 1)
        }
        return line(t("Action \(a.name) from \(a.sender).", "\(a.sender) 发送 \(a.name)。"), [rule], 1)
    }

    // MARK: Helpers

    /// A verdict in a few words of the narration's language.
    private func verdictWord(_ v: Verdict) -> String {
        switch v {
        case .hidden: return t("hidden", "隐藏")
        case .notInteractive: return t("user interaction off", "用户交互关闭")
        case .transparent: return t("transparent", "透明")
        case .disabled: return t("disabled", "被禁用")
        case .outside: return t("outside", "不在范围内")
        case .entered: return t("entered", "进入")
        case .passedThrough: return t("passed through", "穿透")
        case .hit: return t("hit", "命中")
        }
    }

    private func areaName(_ view: View) -> String {
        var name: String
        switch view.hitArea {
        case .rect: name = t("bounds", " bounds ")
        case .circle: name = t("circular hit area", "圆形点击区域")
        case .ellipse: name = t("elliptical hit area", "椭圆点击区域")
        case .roundedRect: name = t("rounded hit area", "圆角点击区域")
        case .subviewsOnly: name = t("subviews' frames (its own hit area)", "子视图的 frame（它自己的点击区域）")
        }
        let e = view.hitInsets
        if !e.isZero {
            // "bounds（向外扩大 15 pt）内": no space before the full-width bracket.
            if language.isChinese && name.hasSuffix(" ") { name.removeLast() }
            if e.top == e.left && e.left == e.bottom && e.bottom == e.right {
                name += e.top > 0 ? t(" grown by \(formatNumber(e.top))", "（向外扩大 \(formatNumber(e.top)) pt）")
                    : t(" shrunk by \(formatNumber(-e.top))", "（向内缩小 \(formatNumber(-e.top)) pt）")
            } else {
                name += t(" adjusted by insets", "（按 insets 调整）")
            }
        }
        return name
    }

    private func areaRules(_ view: View) -> [Rule] {
        var rules: [Rule] = []
        switch view.hitArea {
        case .circle: rules.append(.c1)
        case .subviewsOnly: rules.append(.c3)
        default: break
        }
        if !view.hitInsets.isZero { rules.append(.c2) }
        return rules
    }

    func line(_ text: String, _ rules: [Rule], _ depth: Int = 0) -> NarrationLine {
        NarrationLine(text: text, rules: rules, depth: depth)
    }
}
