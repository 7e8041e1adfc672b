/// A control's tracking events (A1) and a stepper's steps (A4) as sentences.
extension Narrator {
    func control(_ c: ControlEvent) -> NarrationLine {
        let name = c.control.name
        let margin = formatNumber(View.trackingMargin)
        switch c.event {
        case .touchDown: return line(t("\(name) starts tracking: touch down.", "\(name) 开始跟踪：touch down。"), [.a1], 1)
        case .touchDragInside:
            return line(c.inHitArea ? t("\(name): drag inside its hit area.", "\(name)：在点击区域内拖动。")
                        : t("\(name): drag inside its tracking margin (\(margin) points past its bounds).", "\(name)：在跟踪边距内拖动（bounds 外 \(margin) pt 以内）。"), [.a1], 1)
        case .touchDragOutside:
            return line(t("\(name): drag outside its tracking area (its bounds grown by \(margin) points).",
                          "\(name)：在跟踪范围外拖动（bounds 向外扩大 \(margin) pt）。"), [.a1], 1)
        case .touchDragEnter:
            return line(t("\(name): the drag comes back within \(margin) points of its bounds: inside again.",
                          "\(name)：拖动回到 bounds 外 \(margin) pt 以内：重新算作在内部。"), [.a1], 1)
        case .touchDragExit:
            return line(t("\(name): the drag goes more than \(margin) points past its bounds: it leaves the tracking area.",
                          "\(name)：拖到 bounds 外超过 \(margin) pt，离开了跟踪范围。"), [.a1], 1)
        case .touchUpInside:
            let sends = c.control.kind.sendsActionContinuously ? t("; a slider sent its action as its value changed", "；UISlider 在值变化时已经发送过 action，抬起时不再发送")
                : c.control.kind == .stepper ? t("; a stepper sends its action with valueChanged, not here", "；UIStepper 在 valueChanged 时发送 action，不在这里发送")
                : c.control.action.map { t(", so it sends \($0)", "，所以发送 \($0)") } ?? t(", but it has no action", "，但它没有 action")
            if c.inHitArea { return line(t("\(name): touch up inside its hit area\(sends).", "\(name)：在点击区域内抬起（touch up inside）\(sends)。"), [.a1], 1) }
            return line(t("\(name): touch up inside: \(c.point) is past its edge but within the \(margin)-point tracking margin\(sends).",
                          "\(name)：touch up inside：\(c.point) 已经超出边缘，但仍在 \(margin) pt 的跟踪边距内\(sends)。"), [.a1], 1)
        case .touchUpOutside:
            if c.control.kind == .stepper {
                return line(t("\(name): touch up outside at \(c.point), more than \(margin) points past its bounds (touchUpOutside, an event of its own).",
                              "\(name)：在 \(c.point) touch up outside，超出 bounds \(margin) pt 以上（touchUpOutside 是一个单独的事件）。"), [.a1], 1)
            }
            return line(t("\(name): touch up outside at \(c.point), more than \(margin) points past its bounds: no action is sent.",
                          "\(name)：在 \(c.point) touch up outside，超出 bounds \(margin) pt 以上：不发送 action。"), [.a1], 1)
        case .touchCancel: return line(t("\(name): tracking cancelled, no action.", "\(name)：跟踪被取消，不发送 action。"), [.a1, .g2], 1)
        case .stepper:
            return stepperLine(c)
        case .valueChanged:
            let sends = c.control.action.map { t(", so it sends \($0)", "，所以发送 \($0)") } ?? t(", but it has no action", "，但它没有 action")
            if let outcome = c.stepper, case .stepped(let half, let from, let to, let byRepeat) = outcome {
                let how = byRepeat ? t("held on its \(half.symbol) half, the repeat steps the value \(formatNumber(from)) → \(formatNumber(to))",
                                       "在 \(half.symbol) 那一半上按住，自动重复把值从 \(formatNumber(from)) 变成 \(formatNumber(to))")
                    : t("lifted over its \(half.symbol) half, the value steps \(formatNumber(from)) → \(formatNumber(to))",
                        "在 \(half.symbol) 那一半上抬起，值从 \(formatNumber(from)) 变成 \(formatNumber(to))")
                return line(t("\(name): \(how) (valueChanged)\(sends).", "\(name)：\(how)（valueChanged）\(sends)。"), [.a4], 1)
            }
            if c.control.kind == .stepper {
                return line(t("\(name): touch-up over an enabled half: one valueChanged for the whole press (isContinuous = false)\(sends).",
                              "\(name)：在可用的一半上抬起：整个按压只发一次 valueChanged（isContinuous = false）\(sends)。"), [.a4], 1)
            }
            return line(t("\(name): the knob follows the finger and the value changes (valueChanged)\(sends).",
                          "\(name)：滑块（thumb）跟着手指移动，值发生变化（valueChanged）\(sends)。"), [.a1], 1)
        }
    }

    /// What a stepper did where it sends no valueChanged (A4).
    func stepperLine(_ c: ControlEvent) -> NarrationLine {
        let name = c.control.name
        switch c.stepper {
        case .disabledHalf(let half, let at)?:
            let limit = half == .plus ? "maximumValue" : "minimumValue"
            return line(t("\(name): its \(half.symbol) half is disabled, the value \(formatNumber(at)) being its \(limit) (wraps = false): the value does not change and nothing is sent.",
                          "\(name)：它的 \(half.symbol) 那一半已被禁用，因为值 \(formatNumber(at)) 已经是 \(limit)（wraps = false）：值不变，什么也不发送。"), [.a4], 1)
        case .noHalf?:
            return line(t("\(name): the finger is lifted outside both halves: the value does not step and nothing is sent.",
                          "\(name)：手指在两半之外抬起：值不变，什么也不发送。"), [.a4], 1)
        case .alreadyStepped(let half)?:
            return line(t("\(name): lifted over its \(half.symbol) half after the repeat has stepped the value: touch-up adds no step.",
                          "\(name)：自动重复已经改变过值，这时在 \(half.symbol) 那一半上抬起，不再多加一步。"), [.a4], 1)
        case .stepped(let half, let from, let to, let byRepeat)?:
            let how = byRepeat ? t("held on its \(half.symbol) half, the repeat steps", "在 \(half.symbol) 那一半上按住，自动重复把值")
                : t("lifted over its \(half.symbol) half, the value steps", "在 \(half.symbol) 那一半上抬起，值")
            return line(t("\(name): \(how) \(formatNumber(from)) → \(formatNumber(to)) without valueChanged: with isContinuous = false it waits for touch-up.",
                          "\(name)：\(how)从 \(formatNumber(from)) 变成 \(formatNumber(to))，但不发 valueChanged：isContinuous 为 false，要等到抬起时才发。"), [.a4], 1)
        case nil:
            return line(t("\(name): no change.", "\(name)：没有变化。"), [.a4], 1)
        }
    }
}

extension StepperHalf {
    /// How the stepper draws the half: − or +.
    public var symbol: String { self == .plus ? "+" : "−" }
}
