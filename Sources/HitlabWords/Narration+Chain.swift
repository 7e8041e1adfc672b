import HitlabCore

/// The responder chain told: who follows whom and why, what each responder did with the
/// touch, the touches the views never got, and where an action went.
extension Narrator {
    func chainHeader(_ chain: [Responder]) -> NarrationLine {
        let names = chain.map(\.name).joined(separator: " → ")
        return line(
            t("The responder chain is \(names).", "响应者链是 \(names)。"),
            [.r1, .r2, .r3, .r4].filter { rule in
                rule == .r1 || (rule == .r2 && chain.contains { $0 is ViewController }) || rule == .r3
                    || (rule == .r4 && scene.delegate != nil)
            })
    }

    func chainLink(_ link: ChainLink) -> NarrationLine {
        let from = link.from.name, next = link.to.name
        let text: String
        switch link.reason {
        case .rootView:
            text = t(
                "\(from) is \(next)'s root view, so \(next) comes next.", "\(from) 是 \(next) 的根视图，所以下一个响应者是 \(next)。")
        case .windowScene:
            text = t(
                "After the window comes \(next), its UIWindowScene (iOS 13 and later), then the application.",
                "\(from) 之后是 \(next)，即它所在的 UIWindowScene（iOS 13 起），再下一个是 UIApplication。")
        case .presenterForwardedFrom(let requested):
            text = t(
                """
                \(from) was presented from \(requested), which forwarded the presentation up to its container \
                \(next): \(next) is the presenter and comes next.
                """,
                """
                \(from) 是在 \(requested) 上调用 present 弹出的，但 \(requested) 把这次弹出沿控制器层级转交给了外层容器 \(next)：真正的 presenter \
                是 \(next)，所以下一个响应者是 \(next)。
                """
            )
        case .presenter:
            text = t(
                "\(from) was presented by \(next), so the presenter comes next.",
                "\(from) 是由 \(next) 弹出（present）的，所以下一个响应者是弹出它的控制器。")
        case .rootControllerOutOfWindow:
            text = t(
                """
                \(from)'s view is out of the window (a full-screen presentation removed it), but \(from) is still \
                the window's root view controller, so \(next) comes next.
                """,
                "一次全屏弹出把 \(from) 的视图移出了窗口，但 \(from) 仍是窗口的根视图控制器（rootViewController），所以下一个响应者是 \(next)。")
        case .viewsSuperview:
            text = t("After \(from) comes \(next), the superview of its view.", "\(from) 之后是 \(next)，也就是它的视图的父视图。")
        }
        return line(text, [link.rule], 1)
    }

    /// The touches no view gets (T4, T5, G7).
    func notDelivered(_ refusal: TouchRefusal, touch: Int) -> NarrationLine {
        let who = finger(touch), cap = who.prefix(1).uppercased() + who.dropFirst()
        switch refusal {
        case .multipleTouchOff(let view, let first):
            return line(
                t(
                    """
                    \(cap) reaches no view: \(view.name) already has \(finger(first)) and its \
                    isMultipleTouchEnabled is false (the default), so it receives only its first touch; UIKit \
                    does not give this one to another view either. Recognizers still see it.
                    """,
                    """
                    \(who)的触摸不会交给任何视图：\(view.name) 已经有\(finger(first))的触摸，而它的 isMultipleTouchEnabled 为 \
                    false（默认值），只接收第一个触摸；UIKit 也不会把这个触摸转交给别的视图。手势识别器仍然能收到它。
                    """
                ), [.t4], 1)
        case .exclusiveTouch(let hit, let tracking, let other, let hitIsExclusive):
            if hitIsExclusive {
                return line(
                    t(
                        """
                        \(cap) reaches no view: \(hit.name) has isExclusiveTouch on, and \(tracking.name) in the \
                        same window is tracking \(finger(other)). Recognizers still see it.
                        """,
                        """
                        \(who)的触摸不会交给任何视图：\(hit.name) 的 isExclusiveTouch 为 true，而同一窗口里的 \(tracking.name) \
                        正在跟踪\(finger(other))。手势识别器仍然能收到它。
                        """
                    ), [.t5], 1)
            }
            return line(
                t(
                    """
                    \(cap) reaches no view: \(tracking.name) has isExclusiveTouch on and is tracking \
                    \(finger(other)), so no other view in its window gets a new finger, \(hit.name) included. \
                    Recognizers still see it.
                    """,
                    """
                    \(who)的触摸不会交给任何视图：\(tracking.name) 的 isExclusiveTouch 为 \
                    true，正在跟踪\(finger(other))，所以同一窗口里的其他视图（包括 \(hit.name)）都收不到新的手指。手势识别器仍然能收到它。
                    """
                ), [.t5], 1)
        case .recognizerOwns(let r):
            return line(
                t(
                    """
                    \(cap) never reaches the views: \(r.name) has already recognized and cancels touches in its \
                    view (cancelsTouchesInView), so a touch it sees is its alone.
                    """,
                    "\(who)的触摸不会交给视图：\(r.name) 已经识别成功，而且 cancelsTouchesInView 为 true，它收到的触摸只归它自己。"), [.g2, .g7], 1)
        }
    }

    func delivery(_ d: Delivery) -> NarrationLine {
        let line = ownDelivery(d)
        guard manyFingers else { return line }
        // T4: a view's touchesBegan gets its own touches; event.allTouches has every finger.
        let all =
            d.phase == .began && d.allTouches > 1
            ? t(
                ": its touches hold \(finger(d.touch)) alone, event.allTouches holds \(d.allTouches)",
                "：touches 参数里只有\(finger(d.touch))，event.allTouches 里有 \(d.allTouches) 个触摸") : ""
        return NarrationLine(
            text: t("[\(finger(d.touch))\(all)] ", "【\(finger(d.touch))\(all)】") + line.text, rules: line.rules,
            depth: line.depth)
    }

    func ownDelivery(_ d: Delivery) -> NarrationLine {
        let who = d.responder.name,
            phase = "touches\(d.phase.rawValue.prefix(1).uppercased())\(d.phase.rawValue.dropFirst())"
        switch d.outcome {
        case .handled:
            let isControl = (d.responder as? View)?.kind.isControl == true
            let why =
                isControl
                ? t("a control tracks its touches and keeps them", "控件自己跟踪这次触摸")
                : t("it overrides \(phase) without calling super", "它重写了 \(phase) 而没有调用 super")
            return line(
                t(
                    "\(phase) → \(who) handles it: \(why); the touch stops here.",
                    "\(phase) → \(who) 处理了它：\(why)；触摸到此为止。"),
                isControl ? [.t2, .a3] : [.t2], 1)
        case .handledAndForwarded:
            return line(
                t(
                    "\(phase) → \(who) handles it and calls super, passing it on.",
                    "\(phase) → \(who) 处理了它并调用 super，继续传给下一个响应者。"), [.t2], 1)
        case .forwarded:
            return line(
                t(
                    "\(phase) → \(who) does not override it; the default passes it to the next responder.",
                    "\(phase) → \(who) 没有重写它；默认实现把它传给下一个响应者。"), [.t2], 1)
        case .cancelled:
            return line(
                t("touchesCancelled → \(who): a recognizer took the touch.", "touchesCancelled → \(who)：这次触摸被手势识别器接管。"),
                [.g2], 1)
        case .dropped:
            return line(
                t(
                    "\(phase) → \(who) passes it on, but the chain ends here: the touch is dropped.",
                    "\(phase) → \(who) 把它继续向上传，但响应者链到此结束：这次触摸被丢弃。"), [.r5], 1)
        }
    }

    func action(_ a: ActionRecord) -> NarrationLine {
        let asked = language.list(a.searched.map(\.name))
        let rule: Rule = a.byRecognizer ? .g4 : .a2
        switch a.route {
        case .noTarget:
            return line(
                t(
                    """
                    \(a.sender) has no target for \(a.name): a gesture recognizer sends its action only to its \
                    target and never searches the responder chain, so nothing is sent.
                    """,
                    "\(a.sender) 没有为 \(a.name) 设置 target：手势识别器只把 action 发给自己的 target，从不沿响应者链查找，所以没有发送任何 action。"),
                [.g4], 1)
        case .target:
            guard let target = a.target else { break }
            if a.handledBy != nil {
                return line(
                    t(
                        "Action \(a.name) from \(a.sender) goes straight to its target \(target), which implements it.",
                        "\(a.sender) 把 \(a.name) 直接发给它的 target \(target)，\(target) 实现了这个方法。"), [rule], 1)
            }
            return line(
                t(
                    """
                    Action \(a.name) from \(a.sender) goes to its target \(target), which does not implement it: \
                    iOS would crash with 'unrecognized selector'; Hitlab drops it.
                    """,
                    """
                    \(a.sender) 把 \(a.name) 发给它的 target \(target)，但 \(target) 没有实现这个方法：在 iOS 上会因 unrecognized \
                    selector 崩溃；Hitlab 把这个动作丢弃。
                    """
                ), [rule], 1)
        case .firstResponder, .sender:
            let start =
                a.route == .firstResponder
                ? t(
                    "the first responder \(a.searched.first?.name ?? "?")", "从第一响应者 \(a.searched.first?.name ?? "?") 开始"
                )
                : t("the sender itself (no first responder)", "没有第一响应者，于是从发送者自己开始")
            let rules: [Rule] = a.route == .firstResponder ? [.a2, .f1] : [.a2]
            if let h = a.handledBy {
                return line(
                    t(
                        """
                        Action \(a.name) from \(a.sender) has a nil target: the search starts at \(start); asked \
                        \(asked); \(h.name) implements it.
                        """,
                        "\(a.sender) 发送 \(a.name)，target 为 nil：\(start)沿响应者链查找，依次询问了 \(asked)；\(h.name) 实现了这个方法。"),
                    rules, 1)
            }
            return line(
                t(
                    """
                    Action \(a.name) from \(a.sender) has a nil target: the search starts at \(start); asked \
                    \(asked); nobody implements it, so it is dropped.
                    """,
                    "\(a.sender) 发送 \(a.name)，target 为 nil：\(start)沿响应者链查找，依次询问了 \(asked)；没有谁实现这个方法，所以被丢弃。"),
                rules + [.r5], 1)
        }
        return line(t("Action \(a.name) from \(a.sender).", "\(a.sender) 发送 \(a.name)。"), [rule], 1)
    }
}
