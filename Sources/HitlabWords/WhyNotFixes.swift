import HitlabCore

/// The change that removes a blocker, as an engineer would make it.
extension Blocker {
    /// The change that removes this blocker, as an engineer would make it; nil when there is
    /// nothing to change (a descendant that passes the touch on, a view out of the window).
    public func fix(target: View, in language: Language) -> String? {
        let t = target.name, v = view?.name ?? t
        func say(_ en: String, _ zh: String) -> String { language.pick(en, zh) }
        switch (kind, pattern) {
        case (.hidden, _):
            return say("set isHidden = false on \(v)", "把 \(v) 的 isHidden 设为 false")
        case (.interactionOff, .transitionInFlight?), (.covered, .transitionInFlight?):
            return say(
                """
                wait for the transition to finish: while it animates, UIKit turns interaction off on the outgoing \
                view and puts the incoming one in front
                """,
                "等转场结束（转场动画期间，UIKit 会关闭转出视图的用户交互，并把转入视图放在它上层）")
        case (.interactionOff, _):
            let starts = view.map { !$0.kind.interactiveByDefault } == true
            return starts
                ? say(
                    "set isUserInteractionEnabled = true on \(v), whose class starts it off",
                    "把 \(v) 的 isUserInteractionEnabled 设为 true（\(view!.classLabel) 默认是 false）")
                : say("set isUserInteractionEnabled = true on \(v)", "把 \(v) 的 isUserInteractionEnabled 设为 true")
        case (.transparent, _):
            return say(
                "give \(v) an alpha above 0.01 (a clear background colour keeps it invisible and tappable)",
                "把 \(v) 的 alpha 调到 0.01 以上（想让它看不见但仍能点击，可以保持 alpha 为 1，把 backgroundColor 设为 .clear）")
        case (.disabled, _):
            return say("set isEnabled = true on \(v)", "把 \(v) 的 isEnabled 设为 true")
        case (.zeroSize, _):
            return view === target
                ? say(
                    "give \(t) a width and a height (check its Auto Layout constraints)",
                    "让 \(t) 的宽和高都大于 0（检查它的 Auto Layout 约束）")
                : say(
                    "give \(v) a size that holds \(t) (check its Auto Layout constraints)",
                    "让 \(v) 的大小能容纳 \(t)（检查它的 Auto Layout 约束）")
        case (.outsideAncestor, _):
            return say(
                """
                make \(v) large enough to hold \(t), or move \(t) inside \(v)'s bounds (or override \(v)'s \
                point(inside:with:))
                """,
                "让 \(v) 大到能容纳 \(t)，或者把 \(t) 移到 \(v) 的 bounds 之内（也可以重写 \(v) 的 point(inside:with:)）")
        case (.outsideView, _):
            return say(
                "tap inside \(t), or grow its hit area (override point(inside:with:))",
                "在 \(t) 的范围内点击，或者扩大它的点击区域（重写 point(inside:with:)）")
        case (.covered, .cellContentView?):
            return say(
                "add \(t) to the cell's contentView (\(inFront?.name ?? v)), not to the cell itself",
                "把 \(t) 加到 cell 的 contentView（\(inFront?.name ?? v)）上，而不是直接加到 cell 上")
        case (.covered, .stackViewGap?):
            return say(
                """
                make the arranged subviews fill \(v)'s gaps, or set isUserInteractionEnabled = false on \(v) if \
                nothing in it takes taps
                """,
                "让 arrangedSubviews 填满 \(v) 的空隙；如果它里面没有要响应点击的视图，也可以把它的 isUserInteractionEnabled 设为 false")
        case (.covered, _):
            let front = inFront?.name ?? v
            return say(
                """
                set isUserInteractionEnabled = false on \(front) if it should not take touches, or bring \(t)'s \
                branch in front of it (bringSubviewToFront)
                """,
                """
                如果 \(front) 不该响应触摸，把它的 isUserInteractionEnabled 设为 false；否则把 \(t)（或包含它、与 \(front) 同级的视图）移到 \
                \(front) 上层（bringSubviewToFront(_:)）
                """
            )
        case (.passThrough, _):
            return say(
                "return \(t) from its hitTest where the point is in its own area", "让 \(t) 的 hitTest 在点落在它自己的区域时返回自己")
        case (.descendant, _):
            guard reachesAlongChain != true else { return nil }
            if view?.kind.isControl == true {
                return say(
                    """
                    set isUserInteractionEnabled = false on \(v) so the touch lands on \(t), or subclass \(v) and \
                    pass its touches on by hand (next?.touchesBegan(_:with:) and the like): a control's own \
                    touches methods do not pass them up
                    """,
                    """
                    把 \(v) 的 isUserInteractionEnabled 设为 false，让触摸落到 \(t) 上；或者在 \(v) 的子类里重写 touches 方法，手动调用 \
                    next?.touchesBegan(_:with:) 等，把触摸转给 \(t)（控件自己的 touches 方法不会往上传）
                    """
                )
            }
            return say(
                """
                set isUserInteractionEnabled = false on \(v) so the touch lands on \(t), or let \(v) pass touches \
                up the chain to \(t) (do not override its touches methods, or call super)
                """,
                """
                把 \(v) 的 isUserInteractionEnabled 设为 false，让触摸落到 \(t) 上；或者让 \(v) 把触摸沿响应者链交给 \(t)（不重写它的 touches \
                方法，或在重写里调用 super）
                """
            )
        case (.gesture, _):
            if recognizer?.scrollsItsView == true {
                return effect == .cancels
                    ? say(
                        "set canCancelContentTouches = false on \(v), or keep the finger still",
                        "把 \(v) 的 canCancelContentTouches 设为 false，或者点击时不要移动手指")
                    : say("set delaysContentTouches = false on \(v)", "把 \(v) 的 delaysContentTouches 设为 false")
            }
            let r = recognizer?.name ?? v
            if effect == .cancels && !target.gestures.contains(where: \.isEnabled) {
                return say(
                    """
                    set cancelsTouchesInView = false on \(r), or have its delegate's \
                    gestureRecognizer(_:shouldReceive:) return false for touches in \(t)
                    """,
                    """
                    把 \(r) 的 cancelsTouchesInView 设为 false，或者让它的代理方法 gestureRecognizer(_:shouldReceive:) 对落在 \(t) \
                    里的触摸返回 false
                    """
                )
            }
            return effect == .cancels
                ? say(
                    "set cancelsTouchesInView = false on \(r), or have it require \(t)'s recognizer to fail",
                    "把 \(r) 的 cancelsTouchesInView 设为 false，或者让它等 \(t) 上的手势识别器失败后再识别（require(toFail:)）")
                : say("set delaysTouchesBegan = false on \(r)", "把 \(r) 的 delaysTouchesBegan 设为 false")
        case (.windowInFront, _):
            let w = inFront?.name ?? v
            return say(
                """
                hide \(w) while \(t) should take taps, or make its hitTest return nil where it shows nothing (a \
                pass-through window returns nil when the hit view is the window itself)
                """,
                "在需要点到 \(t) 时隐藏 \(w)；或者让 \(w) 在没有内容的地方 hitTest 返回 nil（穿透窗口的常见写法：命中的是窗口自己时返回 nil）")
        case (.notInWindow, _):
            return nil
        case (.notVisible, _):
            if view?.superview == nil { return say("move \(t) onto the screen", "把 \(t) 移到屏幕范围之内") }
            if view?.kind == .scrollView || view?.boundsOrigin != .zero {
                return say(
                    """
                    scroll \(v) until \(t) shows (its contentOffset, or scrollRectToVisible(_:animated:)), then \
                    tap it
                    """,
                    "先滚动 \(v) 让 \(t) 露出来（设置 contentOffset，或调用 scrollRectToVisible(_:animated:)），再点")
            }
            return say("move \(t) inside \(v)'s bounds", "把 \(t) 移到 \(v) 的 bounds 之内")
        }
    }
}
