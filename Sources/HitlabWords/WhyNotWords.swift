import HitlabCore

/// Each blocker as a plain sentence and the fix an engineer would make, in either language.
/// Only words: what is blocked, and by what, is decided by `Scene.tapReach` and `why`.
extension Blocker {
    /// What keeps the tap from `target`, in one or two sentences.
    public func sentence(target: View, in language: Language) -> String {
        let t = target.name, v = view?.name ?? t
        func say(_ en: String, _ zh: String) -> String { language.pick(en, zh) }
        switch kind {
        case .hidden:
            return view === target
                ? say(
                    "\(t) is hidden (isHidden = true), so hitTest skips it.",
                    "\(t) 被隐藏了（isHidden = true），hitTest 会跳过它。")
                : say(
                    """
                    \(v), which holds \(t), is hidden (isHidden = true), so hitTest skips it and everything \
                    inside it.
                    """,
                    "\(t) 的祖先视图 \(v) 被隐藏了（isHidden = true），hitTest 会跳过它及其所有子视图。")
        case .interactionOff:
            let starts = view.map { !$0.kind.interactiveByDefault } == true
            let note =
                starts ? say(" (\(view!.classLabel) starts with it off)", "（\(view!.classLabel) 默认就是 false）") : ""
            return view === target
                ? say(
                    "\(t) has isUserInteractionEnabled = false\(note), so hitTest returns nil for it.",
                    "\(t) 的 isUserInteractionEnabled 为 false\(note)，它的 hitTest 直接返回 nil。")
                : say(
                    """
                    \(v), which holds \(t), has isUserInteractionEnabled = false\(note), so hitTest returns nil \
                    for it and never asks the views inside it.
                    """,
                    "\(t) 的祖先视图 \(v) 的 isUserInteractionEnabled 为 false\(note)，它的 hitTest 直接返回 nil，也就不会再询问它的子视图。")
        case .transparent:
            let a = formatNumber(view?.alpha ?? 0)
            return view === target
                ? say(
                    """
                    \(t) has alpha \(a), below 0.01 as UIKit stores it (a 32-bit float: 0.01 itself is below), so \
                    hitTest skips it.
                    """,
                    "\(t) 的 alpha 为 \(a)，小于 0.01（UIKit 用 32 位浮点数保存 alpha，连 0.01 存进去后也略小于 0.01），hitTest 会跳过它。")
                : say(
                    """
                    \(v), which holds \(t), has alpha \(a), below 0.01 as UIKit stores it (a 32-bit float: 0.01 \
                    itself is below), so hitTest skips it and everything inside it.
                    """,
                    "\(t) 的祖先视图 \(v) 的 alpha 为 \(a)，小于 0.01（UIKit 用 32 位浮点数保存 alpha），hitTest 会跳过它及其所有子视图。")
        case .disabled:
            return view === target
                ? say(
                    """
                    \(t) is a disabled control (isEnabled = false), so hitTest skips it (the Chinese articles' \
                    rule; Apple's hitTest documentation lists only hidden, interaction and alpha).
                    """,
                    """
                    \(t) 是被禁用的控件（isEnabled = false），hitTest 会跳过它（这条规则来自一些中文技术博客；Apple 的 hitTest(_:with:) 文档只提到 \
                    isHidden、isUserInteractionEnabled 和 alpha）。
                    """
                )
                : say(
                    """
                    \(v), a disabled control (isEnabled = false) that holds \(t), is skipped with everything \
                    inside it.
                    """,
                    "\(t) 的祖先视图 \(v) 是被禁用的控件（isEnabled = false），hitTest 会跳过它及其所有子视图（这一条出自中文技术文章，Apple 的文档没有列出）。")
        case .zeroSize:
            let size = "\(formatNumber(view?.frame.width ?? 0)) × \(formatNumber(view?.frame.height ?? 0))"
            if view === target {
                return say(
                    "\(t) is \(size) pt: with no width or height its pointInside is false everywhere.",
                    "\(t) 的尺寸是 \(size) pt，宽或高为 0，它的 point(inside:with:) 对任何点都返回 false。")
            }
            let drawn =
                view?.clipsToBounds == false
                ? say(", though they are drawn (it does not clip)", "，尽管它们仍然显示在屏幕上（它的 clipsToBounds 为 false）") : ""
            return say(
                """
                \(v), which holds \(t), is \(size) pt: with no width or height its pointInside is false \
                everywhere, so nothing inside it can be hit\(drawn).
                """,
                "\(t) 的祖先视图 \(v) 的尺寸是 \(size) pt，宽或高为 0，它的 point(inside:with:) 对任何点都返回 false，所以它的子视图都点不到\(drawn)。")
        case .outsideAncestor:
            let frame = view.map { $0.frameInWindow.description } ?? ""
            return say(
                """
                The point is outside \(v) (\(frame) in window points), which holds \(t): \(v)'s pointInside is \
                false there, so hitTest never asks the views inside it, whatever is drawn there.
                """,
                """
                点击位置不在 \(t) 的祖先视图 \(v) 的范围内（\(v) 在窗口坐标系中的 frame 为 \(frame)）：\(v) 的 point(inside:with:) 在这里返回 \
                false，hitTest 不会再询问它的子视图，即使子视图超出它的部分在这里看得见。
                """
            )
        case .outsideView:
            let frame = target.frameInWindow.description
            return say(
                "The point is outside \(t)'s own hit area (\(t) is at \(frame) in window points).",
                "点击位置在 \(t) 自己的点击区域之外（\(t) 在窗口坐标系中的 frame 为 \(frame)）。")
        case .covered:
            let front = inFront ?? view
            if front === view {
                return say(
                    """
                    \(v), in front of \(t), takes the point first: subviews are asked from the front (the last in \
                    subviews) back.
                    """,
                    "\(v) 在 \(t) 的上层，命中测试先找到了它：hitTest 从最上层的子视图（subviews 数组的最后一个）开始倒序询问。")
            }
            return say(
                """
                \(v) takes the point first: it is inside \(front!.name), which is in front of \(t), and subviews \
                are asked from the front (the last in subviews) back.
                """,
                """
                命中测试先找到了 \(v)：它在 \(front!.name) 里，而 \(front!.name) 在 \(t) 的上层，hitTest 从最上层的子视图（subviews \
                数组的最后一个）开始倒序询问。
                """
            )
        case .passThrough:
            return say(
                "\(t)'s hitTest returns nil where it would return itself, so the tap goes to the views behind it.",
                "\(t) 的 hitTest 在本该返回自己时返回 nil，所以这次点击落到了它下层的视图上。")
        case .descendant:
            if reachesAlongChain == true {
                let how =
                    target.gestures.contains(where: \.isEnabled)
                    ? say("\(t)'s recognizers see the touch too", "\(t) 上的手势识别器也会收到这次触摸")
                    : say(
                        "\(v) does not handle touches, so they go up the responder chain to \(t)",
                        "\(v) 不处理触摸，触摸沿响应者链传到 \(t)")
                return say("\(v), a view inside \(t), is hit; \(how).", "命中的是 \(t) 里面的 \(v)；\(how)。")
            }
            let keeps =
                view?.kind.isControl == true
                ? say("a control tracks its own touches", "控件会自己跟踪触摸")
                : say("it handles touches itself", "它自己处理触摸")
            if wouldBeHit {
                return say(
                    """
                    Even with nothing in front, \(v), a view inside \(t), would be hit there and keep the touch \
                    (\(keeps)), so \(t) would not get it.
                    """,
                    "即使上层没有别的视图，这里命中的也会是 \(t) 里面的 \(v)，它会自己处理这次触摸（\(keeps)），\(t) 仍然收不到。")
            }
            return say(
                "\(v), a view inside \(t), is hit and keeps the touch (\(keeps)), so \(t) never gets it.",
                "命中的是 \(t) 里面的 \(v)，它自己处理了这次触摸（\(keeps)），不再沿响应者链往上传，\(t) 收不到。")
        case .gesture:
            let r = recognizer?.name ?? "", kindEn = recognizer?.kind.rawValue ?? "",
                kindZh = recognizer?.kind.chineseName ?? ""
            if recognizer?.scrollsItsView == true {
                return effect == .cancels
                    ? say("\(v) scrolls on the drag and cancels the touch in \(t).", "\(v) 在拖动时开始滚动，取消了 \(t) 里的触摸。")
                    : say(
                        """
                        \(v) holds the touch back from \(t) for \(formatNumber(ScrollSettings.contentTouchDelay)) \
                        s to see whether it scrolls (delaysContentTouches = true).
                        """,
                        """
                        \(v) 会把触摸延迟 \(formatNumber(ScrollSettings.contentTouchDelay)) 秒再交给 \
                        \(t)，先判断是不是要滚动（delaysContentTouches = true）。
                        """
                    )
            }
            return effect == .cancels
                ? say(
                    """
                    \(r), a \(kindEn) recognizer on \(v), recognizes and cancels the touch in \(t) \
                    (cancelsTouchesInView = true).
                    """,
                    "\(v) 上的\(kindZh)手势识别器 \(r) 识别成功，取消了 \(t) 里的触摸（cancelsTouchesInView = true）。")
                : say(
                    """
                    \(r), a \(kindEn) recognizer on \(v), holds touchesBegan back from \(t) until it fails \
                    (delaysTouchesBegan = true).
                    """,
                    "\(v) 上的\(kindZh)手势识别器 \(r) 在识别失败之前，推迟把 touchesBegan 发给 \(t)（delaysTouchesBegan = true）。")
        case .windowInFront:
            let w = inFront?.name ?? v, level = formatNumber(inFront?.windowLevel ?? 0)
            return say(
                """
                \(w), a window in front of \(t)'s window (windowLevel \(level)), returns \(v) from its hitTest \
                here, so UIKit gives it the touch and never asks \(t)'s window.
                """,
                """
                \(w) 是位于 \(t) 所在窗口前面的窗口（windowLevel 为 \(level)），它的 hitTest:withEvent: 在这里返回了 \(v)，所以 UIKit \
                把这次触摸交给它，不会再询问 \(t) 所在的窗口。
                """
            )
        case .notInWindow:
            return say(
                "\(t) is not in the window: a full-screen presentation took \(v) out of it.",
                "\(t) 不在窗口里：以 .fullScreen 方式 present 完成后，UIKit 把 \(v) 从窗口中移除了。")
        case .notVisible:
            let at = target.frameInWindow.description
            if view?.superview == nil {
                return say(
                    """
                    \(t) is not on screen: it lies at \(at) in window points, wholly outside the window, so no \
                    tap can land on it.
                    """,
                    "\(t) 不在屏幕上：它在窗口坐标系中的 frame 是 \(at)，整个在窗口之外，手指点不到。")
            }
            if let o = view?.boundsOrigin, o != .zero {
                return say(
                    """
                    \(t) is not on screen: \(v) is scrolled to content offset \(o), and \(t) (at \(at) in window \
                    points) lies wholly outside \(v)'s bounds: it is not seen (a scroll view clips its content), \
                    nor can a tap reach it (outside \(v)'s bounds, \(v)'s hitTest never asks the views inside it, \
                    H2).
                    """,
                    """
                    \(t) 不在屏幕上：\(v) 已滚动到 contentOffset \(o)，\(t) 在窗口坐标系中的 frame 是 \(at)，整个在 \(v) 的 bounds \
                    之外：既看不见（滚动视图默认 clipsToBounds = true），也点不到（点在 \(v) 的 bounds 之外时，\(v) 的 hitTest 不会往下找，H2）。
                    """
                )
            }
            return say(
                """
                \(t) is not on screen: it lies at \(at) in window points, wholly outside \(v)'s bounds. \(v) \
                clips it (clipsToBounds = true), so it is not drawn; drawn or not, a point outside \(v)'s bounds \
                never reaches it (H2).
                """,
                """
                \(t) 不在屏幕上：它在窗口坐标系中的 frame 是 \(at)，整个在 \(v) 的 bounds 之外。\(v) 的 clipsToBounds 为 \
                true，所以它没有画出来；就算画出来，落在 \(v) 的 bounds 之外的点也到不了它（H2）。
                """
            )
        }
    }

    /// The pattern's name as a sentence starts: "A cell's contentView in front of a subview added to the cell".
    public static func patternName(_ pattern: BlockerPattern, in language: Language) -> String {
        switch pattern {
        case .cellContentView:
            return language.pick(
                "a cell's contentView in front of a view added to the cell", "cell 的 contentView 挡住了直接加到 cell 上的视图")
        case .zeroSizeContainer: return language.pick("a container with no size", "容器的尺寸为 0")
        case .controlInLabelOrImage:
            return language.pick("a control inside a UILabel or UIImageView", "控件放在了 UILabel 或 UIImageView 里")
        case .transparentOverlay: return language.pick("a transparent full-screen view in front", "上层有一个全屏的透明视图")
        case .stackViewGap: return language.pick("a stack view takes the touch in its gaps", "UIStackView 在空隙处接住了触摸")
        case .outsideSuperview: return language.pick("a view outside its superview's bounds", "视图超出了父视图的 bounds")
        case .transitionInFlight: return language.pick("a view controller transition in flight", "视图控制器转场还在进行")
        }
    }
}

extension Blocker {
    /// A few words for a list (the audit): "covered by X (in Y)", "isUserInteractionEnabled = false: X".
    public func label(target: View, in language: Language) -> String {
        let v = view?.name ?? target.name
        func say(_ en: String, _ zh: String) -> String { language.pick(en, zh) }
        switch kind {
        case .hidden: return say("hidden: \(v)", "被隐藏：\(v)")
        case .interactionOff:
            return say("isUserInteractionEnabled = false: \(v)", "isUserInteractionEnabled 为 false：\(v)")
        case .transparent: return say("alpha below 0.01: \(v)", "alpha 小于 0.01：\(v)")
        case .disabled: return say("disabled: \(v)", "被禁用：\(v)")
        case .zeroSize: return say("no width or height: \(v)", "宽或高为 0：\(v)")
        case .outsideAncestor: return say("outside \(v)", "在 \(v) 之外")
        case .outsideView: return say("outside its own hit area", "点在自身的点击区域之外")
        case .covered:
            let front = inFront.map { $0 === view ? "" : say(" (in \($0.name))", "（在 \($0.name) 里）") } ?? ""
            return say("covered by \(v)\(front)", "被 \(v)" + (front.isEmpty ? " 挡住" : "\(front)挡住"))
        case .passThrough: return say("passes touches through", "让触摸穿透")
        case .descendant: return say("kept by \(v), inside it", "被内部的 \(v) 拦截")
        case .gesture:
            let r = recognizer?.name ?? v
            return effect == .cancels ? say("cancelled by \(r)", "被 \(r) 取消") : say("held back by \(r)", "被 \(r) 延迟")
        case .notInWindow: return say("not in the window", "不在窗口里")
        case .notVisible: return say("not on screen (outside \(v))", "不在屏幕上（在 \(v) 之外）")
        case .windowInFront:
            return say("under window \(inFront?.name ?? v) (\(v))", "被前面的窗口 \(inFront?.name ?? v) 挡住（\(v)）")
        }
    }
}

extension ViewUnderPoint.Fate {
    /// What the hit test did with the view, in a few words, and the rule.
    public func words(in language: Language) -> (text: String, rule: Rule) {
        func say(_ en: String, _ zh: String) -> String { language.pick(en, zh) }
        switch self {
        case .hit: return (say("hit", "命中"), .h4)
        case .entered(let returned):
            return (say("returned \(returned.name), from inside it", "返回了它里面的 \(returned.name)"), .h3)
        case .skipped(let verdict):
            switch verdict {
            case .hidden: return (say("skipped: hidden", "跳过：被隐藏"), .h1)
            case .notInteractive:
                return (say("skipped: isUserInteractionEnabled = false", "跳过：isUserInteractionEnabled 为 false"), .h1)
            case .transparent: return (say("skipped: alpha below 0.01", "跳过：alpha 小于 0.01"), .h1)
            case .disabled: return (say("skipped: a disabled control", "跳过：被禁用的控件"), .h1)
            case .outside: return (say("skipped: outside its hit area", "跳过：点不在它的点击区域内"), .h2)
            case .passedThrough: return (say("skipped: passes touches through", "跳过：让触摸穿透"), .c5)
            case .entered, .hit: return (say("asked", "询问过"), verdict.rule)
            }
        case .answeredInFront(let by):
            return (
                say(
                    "never asked: a view in front answered first" + (by.map { " (\($0.name))" } ?? ""),
                    "没有被询问：上层已有视图先被命中" + (by.map { "（\($0.name)）" } ?? "")), .h3
            )
        case .ancestorSkipped(let ancestor):
            return (
                say("never asked: \(ancestor.name), which holds it, was skipped", "没有被询问：它的祖先视图 \(ancestor.name) 被跳过了"),
                .h6
            )
        case .windowInFront(let window):
            return (
                say(
                    "never asked: window \(window.name), in front, took the touch",
                    "没有被询问：前面的窗口 \(window.name) 已经接下了这次触摸"), .w1
            )
        }
    }

    /// One word for the JSON: hit, entered, skipped, answeredInFront, ancestorSkipped.
    public var key: String {
        switch self {
        case .hit: return "hit"
        case .entered: return "entered"
        case .skipped: return "skipped"
        case .answeredInFront: return "answeredInFront"
        case .ancestorSkipped: return "ancestorSkipped"
        case .windowInFront: return "windowInFront"
        }
    }
}
