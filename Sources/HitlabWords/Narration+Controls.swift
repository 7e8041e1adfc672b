import HitlabCore

/// A control's tracking events (A1) and a stepper's steps (A4) as sentences.
extension Narrator {
    func control(_ c: ControlEvent) -> NarrationLine {
        let name = c.control.name
        let margin = formatNumber(View.trackingMargin)
        switch c.event {
        case .touchDown: return line(t("\(name) starts tracking: touch down.", "\(name) 开始跟踪：touch down。"), [.a1], 1)
        case .touchDragInside:
            return line(
                c.inHitArea
                    ? t("\(name): drag inside its hit area.", "\(name)：在点击区域内拖动。")
                    : t(
                        "\(name): drag inside its tracking margin (\(margin) points past its bounds).",
                        "\(name)：在跟踪边距内拖动（bounds 外 \(margin) pt 以内）。"), [.a1], 1)
        case .touchDragOutside:
            return line(
                t(
                    "\(name): drag outside its tracking area (its bounds grown by \(margin) points).",
                    "\(name)：在跟踪范围外拖动（bounds 向外扩大 \(margin) pt）。"), [.a1], 1)
        case .touchDragEnter:
            return line(
                t(
                    "\(name): the drag comes back within \(margin) points of its bounds: inside again.",
                    "\(name)：拖动回到 bounds 外 \(margin) pt 以内：重新算作在内部。"), [.a1], 1)
        case .touchDragExit:
            return line(
                t(
                    "\(name): the drag goes more than \(margin) points past its bounds: it leaves the tracking area.",
                    "\(name)：拖到 bounds 外超过 \(margin) pt，离开了跟踪范围。"), [.a1], 1)
        case .touchUpInside:
            let sends =
                c.control.kind.sendsActionContinuously
                ? t("; a slider sent its action as its value changed", "；UISlider 在值变化时已经发送过 action，抬起时不再发送")
                : c.control.kind == .stepper
                    ? t(
                        "; its action is registered for valueChanged, not touch up inside, so nothing is sent here",
                        "；它的 action 注册在 valueChanged 上，不在 touch up inside 上，所以这里不再发送")
                    : c.control.action.map { t(", so it sends \($0)", "，所以发送 \($0)") }
                        ?? t(", but it has no action", "，但它没有 action")
            if c.inHitArea {
                return line(
                    t("\(name): touch up inside its hit area\(sends).", "\(name)：在点击区域内抬起（touch up inside）\(sends)。"),
                    [.a1], 1)
            }
            return line(
                t(
                    """
                    \(name): touch up inside: \(c.point) is past its edge but within the \(margin)-point tracking \
                    margin\(sends).
                    """,
                    "\(name)：touch up inside：\(c.point) 已经超出边缘，但仍在 \(margin) pt 的跟踪边距内\(sends)。"), [.a1], 1)
        case .touchUpOutside:
            if c.control.kind == .stepper {
                return line(
                    t(
                        """
                        \(name): lifted more than \(margin) points past its bounds (\(c.point) in its own \
                        coordinates): touch up outside, a control event of its own, not the valueChanged its \
                        action is registered for.
                        """,
                        """
                        \(name)：手指在 bounds 外 \(margin) pt 以上抬起（控件自己坐标系中的 \(c.point)），算作 touch up \
                        outside；这是另一个控件事件，和 action 注册的 valueChanged 无关。
                        """
                    ), [.a1], 1)
            }
            return line(
                t(
                    """
                    \(name): touch up outside at \(c.point), more than \(margin) points past its bounds: no \
                    action is sent.
                    """,
                    "\(name)：在 \(c.point) touch up outside，超出 bounds \(margin) pt 以上：不发送 action。"), [.a1], 1)
        case .touchCancel:
            return line(t("\(name): tracking cancelled, no action.", "\(name)：跟踪被取消，不发送 action。"), [.a1, .g2], 1)
        case .stepper:
            return stepperLine(c)
        case .valueChanged:
            let sends =
                c.control.action.map { t(", so it sends \($0)", "，所以发送 \($0)") }
                ?? t(", but it has no action", "，但它没有 action")
            if c.control.kind == .stepper {
                return stepperValueChanged(
                    c,
                    sends: c.control.action.map { t(", so it sends \($0)", "，于是发送 \($0)") }
                        ?? t(", but it has no action", "，但它没有 action"))
            }
            return line(
                t(
                    "\(name): the knob follows the finger and the value changes (valueChanged)\(sends).",
                    "\(name)：滑块（thumb）跟着手指移动，值发生变化（valueChanged）\(sends)。"), [.a1], 1)
        }
    }

    /// A stepper's valueChanged (A4): the step that sent it, or the one a touch sends at its end.
    func stepperValueChanged(_ c: ControlEvent, sends: String) -> NarrationLine {
        let name = c.control.name
        let continuous = c.control.valueSettings.isContinuous
        switch c.stepper {
        case .stepped(let half, let from, let to, let byRepeat)? where byRepeat:
            return line(
                t(
                    """
                    \(name): held on its \(half.symbol) button, autorepeat steps the value \(formatNumber(from)) \
                    → \(formatNumber(to)): valueChanged\(sends).
                    """,
                    """
                    \(name)：手指一直按着 \(half.symbol) 按钮，autorepeat 把值从 \(formatNumber(from)) 变为 \
                    \(formatNumber(to))，触发 valueChanged\(sends)。
                    """
                ), [.a4], 1)
        case .stepped(let half, let from, let to, _)? where continuous:
            return line(
                t(
                    """
                    \(name): lifted over its \(half.symbol) button, the value steps \(formatNumber(from)) → \
                    \(formatNumber(to)): valueChanged\(sends).
                    """,
                    """
                    \(name)：手指在 \(half.symbol) 按钮上抬起，值从 \(formatNumber(from)) 变为 \(formatNumber(to))，触发 \
                    valueChanged\(sends)。
                    """
                ), [.a4], 1)
        case .stepped(let half, let from, let to, _)?:
            return line(
                t(
                    """
                    \(name): lifted over its \(half.symbol) button, the value steps \(formatNumber(from)) → \
                    \(formatNumber(to)); with isContinuous = false the touch's one valueChanged comes now, at its \
                    end\(sends).
                    """,
                    """
                    \(name)：手指在 \(half.symbol) 按钮上抬起，触摸结束，值从 \(formatNumber(from)) 变为 \
                    \(formatNumber(to))；isContinuous 为 false 时，valueChanged 正是在这一刻才触发\(sends)。
                    """
                ), [.a4], 1)
        default:
            return line(
                t(
                    """
                    \(name): lifted over a button that is not disabled, the touch ends: with isContinuous = false \
                    its one valueChanged comes now\(sends).
                    """,
                    "\(name)：手指在未禁用的按钮上抬起，触摸结束：isContinuous 为 false，valueChanged 只在这时发一次\(sends)。"), [.a4], 1)
        }
    }

    /// What a stepper did where it sends no valueChanged (A4).
    func stepperLine(_ c: ControlEvent) -> NarrationLine {
        let name = c.control.name
        let action = c.control.action
        switch c.stepper {
        case .disabledHalf(let half, let at)?:
            let limit = half == .plus ? "maximumValue" : "minimumValue"
            let notSent = action.map { t(", so \($0) is not sent", "，\($0) 也不会发出") } ?? ""
            return line(
                t(
                    """
                    \(name): the value \(formatNumber(at)) is its \(limit) and wraps is false, so its \
                    \(half.symbol) button is disabled: the value does not change and no valueChanged is \
                    sent\(notSent).
                    """,
                    """
                    \(name)：值 \(formatNumber(at)) 已经是 \(limit)，wraps 为 false，所以 \(half.symbol) 按钮处于禁用状态：值不变，不发送 \
                    valueChanged\(notSent)。
                    """
                ), [.a4], 1)
        case .noHalf?:
            return line(
                t(
                    """
                    \(name): the finger is lifted away from both its − and + buttons: lifting changes the value \
                    no further and sends no valueChanged.
                    """,
                    "\(name)：手指在 − 和 + 两个按钮之外抬起：这次抬起不再改变值，也不发送 valueChanged。"), [.a4], 1)
        case .alreadyStepped(let half)?:
            return line(
                t(
                    """
                    \(name): lifted over its \(half.symbol) button; autorepeat has already changed the value, so \
                    lifting does not step it again.
                    """,
                    "\(name)：手指在 \(half.symbol) 按钮上抬起；值已经由 autorepeat 改过，抬起时不再额外变一次。"), [.a4], 1)
        case .stepped(let half, let from, let to, _)?:
            return line(
                t(
                    """
                    \(name): held on its \(half.symbol) button, autorepeat steps the value \(formatNumber(from)) \
                    → \(formatNumber(to)) but sends no valueChanged yet: with isContinuous = false one comes when \
                    the touch ends.
                    """,
                    """
                    \(name)：手指按住 \(half.symbol) 按钮，autorepeat 把值从 \(formatNumber(from)) 变为 \
                    \(formatNumber(to))，但暂不发送 valueChanged：isContinuous 为 false，整次触摸结束时才统一发一次。
                    """
                ), [.a4], 1)
        case nil:
            return line(t("\(name): no change.", "\(name)：没有变化。"), [.a4], 1)
        }
    }
}

extension StepperHalf {
    /// How the stepper draws the half: − or +.
    public var symbol: String { self == .plus ? "+" : "−" }
}
