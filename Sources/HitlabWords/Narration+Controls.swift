import HitlabCore

/// A control's tracking events (A1) and a stepper's steps (A4) as sentences.
extension Narrator {
    func control(_ c: ControlEvent) -> NarrationLine {
        let told = controlSentence(c)
        // Actions registered for an event other than the one the sentence names (`events:`).
        // Touch up inside, valueChanged and the editing events say their actions in their own sentence.
        let toldAlready: Set<ControlEventKind> = [.touchUpInside, .valueChanged, .editingDidBegin, .editingDidEnd]
        guard !c.actions.isEmpty, !toldAlready.contains(c.event) else { return told }
        return NarrationLine(
            text: told.text + (language.isChinese ? "" : " ") + registered(c),
            rules: told.rules + [.a2], depth: told.depth)
    }

    /// "touchDragExit sends dragLeft." for each event of the step that has actions.
    private func registered(_ c: ControlEvent) -> String {
        ([c.event] + (c.alongside.map { [$0] } ?? [])).compactMap { event -> String? in
            let names = c.control.actions(for: event).map(\.name)
            guard !names.isEmpty else { return nil }
            let list = language.list(names)
            return t("For \(event.rawValue), it sends \(list).")
        }.joined(separator: language.isChinese ? "" : " ")
    }

    /// ", so it sends X" for the actions of an event that names its own, or what a control with
    /// no action for it does.
    private func sends(_ c: ControlEvent) -> String {
        if !c.actions.isEmpty { return t(", so it sends \(language.list(c.actions.map(\.name)))") }
        let kind = c.control.kind
        if c.event == .touchUpInside && kind.mainEvent == .valueChanged, c.control.action != nil {
            if kind == .slider && c.control.valueSettings.isContinuous {
                return t("; a slider sent its action as its value changed")
            }
            return t("; its action is registered for valueChanged, not touch up inside, so nothing is sent here")
        }
        return c.event == kind.mainEvent ? t(", but it has no action") : ""
    }

    private func controlSentence(_ c: ControlEvent) -> NarrationLine {
        let name = c.control.name
        let margin = formatNumber(View.trackingMargin)
        switch c.event {
        case .touchDown:
            if c.alongside == .touchDownRepeat {
                return line(
                    t(
                        """
                        \(name) starts tracking: touch down, and touch down repeat, for this tap follows one on it \
                        within \(formatNumber(GestureRecognizer.doubleTapInterval)) s.
                        """), [.a1], 1)
            }
            return line(t("\(name) starts tracking: touch down."), [.a1], 1)
        case .touchDragInside:
            return line(
                c.inHitArea
                    ? t("\(name): drag inside its hit area.")
                    : t(
                        "\(name): drag inside its tracking margin (\(margin) points past its bounds)."), [.a1], 1)
        case .touchDragOutside:
            return line(
                t(
                    "\(name): drag outside its tracking area (its bounds grown by \(margin) points)."), [.a1], 1)
        case .touchDragEnter:
            return line(
                t(
                    "\(name): the drag comes back within \(margin) points of its bounds: inside again."), [.a1], 1)
        case .touchDragExit:
            return line(
                t(
                    "\(name): the drag goes more than \(margin) points past its bounds: it leaves the tracking area."),
                [.a1], 1)
        case .touchUpInside:
            let sends = sends(c)
            if c.inHitArea {
                return line(
                    t("\(name): touch up inside its hit area\(sends)."),
                    [.a1], 1)
            }
            return line(
                t(
                    """
                    \(name): touch up inside: \(c.point) is past its edge but within the \(margin)-point tracking \
                    margin\(sends).
                    """), [.a1], 1)
        case .touchUpOutside:
            if c.control.kind == .stepper {
                return line(
                    t(
                        """
                        \(name): lifted more than \(margin) points past its bounds (\(c.point) in its own \
                        coordinates): touch up outside, a control event of its own, not the valueChanged its \
                        action is registered for.
                        """), [.a1], 1)
            }
            if !c.actions.isEmpty {
                return line(
                    t(
                        """
                        \(name): touch up outside at \(c.point) in its own coordinates, more than \(margin) points \
                        past its bounds.
                        """), [.a1], 1)
            }
            return line(
                t(
                    """
                    \(name): touch up outside at \(c.point) in its own coordinates, more than \(margin) points \
                    past its bounds: no action is sent.
                    """), [.a1], 1)
        case .touchCancel:
            let why: Rule = c.cancelCause == .viewRemoved ? .t6 : c.cancelCause == .textFieldTap ? .a5 : .g2
            if !c.actions.isEmpty { return line(t("\(name): tracking cancelled (touchCancel)."), [.a1, why], 1) }
            return line(t("\(name): tracking cancelled, no action."), [.a1, why], 1)
        case .stepper:
            return stepperLine(c)
        case .valueChanged:
            let sends = sends(c)
            switch c.control.kind {
            case .stepper:
                return stepperValueChanged(c, sends: sends)
            case .slider where !c.control.valueSettings.isContinuous:
                return line(
                    t(
                        """
                        \(name): the touch ends; with isContinuous = false the value's one valueChanged comes \
                        now\(sends).
                        """), [.a1], 1)
            case .slider:
                return line(
                    t(
                        "\(name): the knob follows the finger and the value changes (valueChanged)\(sends)."), [.a1],
                    1)
            default:
                return line(
                    t("\(name): lifted inside its tracking area, its value changes (valueChanged)\(sends)."), [.a1], 1)
            }
        case .editingDidBegin:
            return line(t("\(name) becomes the first responder: editingDidBegin\(sends(c))."), [.a5], 1)
        case .editingDidEnd:
            let sends = sends(c)
            return line(
                t("\(name) resigns as first responder (resignFirstResponder): editingDidEnd\(sends)."), [.a5], 1)
        case .touchDownRepeat, .primaryActionTriggered, .editingChanged:
            return line(t("\(name): \(c.event.rawValue)."), [.a1], 1)
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
                    """), [.a4], 1)
        case .stepped(let half, let from, let to, _)? where continuous:
            return line(
                t(
                    """
                    \(name): lifted over its \(half.symbol) button, the value steps \(formatNumber(from)) → \
                    \(formatNumber(to)): valueChanged\(sends).
                    """), [.a4], 1)
        case .stepped(let half, let from, let to, _)?:
            return line(
                t(
                    """
                    \(name): lifted over its \(half.symbol) button, the value steps \(formatNumber(from)) → \
                    \(formatNumber(to)); with isContinuous = false the touch's one valueChanged comes now, at its \
                    end\(sends).
                    """), [.a4], 1)
        default:
            return line(
                t(
                    """
                    \(name): lifted over a button that is not disabled, the touch ends: with isContinuous = false \
                    its one valueChanged comes now\(sends).
                    """), [.a4], 1)
        }
    }

    /// What a stepper did where it sends no valueChanged (A4).
    func stepperLine(_ c: ControlEvent) -> NarrationLine {
        let name = c.control.name
        let action = c.control.action
        switch c.stepper {
        case .disabledHalf(let half, let at)?:
            let limit = half == .plus ? "maximumValue" : "minimumValue"
            let notSent = action.map { t(", so \($0) is not sent") } ?? ""
            return line(
                t(
                    """
                    \(name): the value \(formatNumber(at)) is its \(limit) and wraps is false, so its \
                    \(half.symbol) button is disabled: the value does not change and no valueChanged is \
                    sent\(notSent).
                    """), [.a4], 1)
        case .noHalf?:
            return line(
                t(
                    """
                    \(name): the finger is lifted away from both its − and + buttons: lifting changes the value \
                    no further and sends no valueChanged.
                    """), [.a4], 1)
        case .alreadyStepped(let half)?:
            return line(
                t(
                    """
                    \(name): lifted over its \(half.symbol) button; autorepeat has already changed the value, so \
                    lifting does not step it again.
                    """), [.a4], 1)
        case .stepped(let half, let from, let to, _)?:
            return line(
                t(
                    """
                    \(name): held on its \(half.symbol) button, autorepeat steps the value \(formatNumber(from)) \
                    → \(formatNumber(to)) but sends no valueChanged yet: with isContinuous = false one comes when \
                    the touch ends.
                    """), [.a4], 1)
        case nil:
            return line(t("\(name): no change."), [.a4], 1)
        }
    }
}

extension StepperHalf {
    /// How the stepper draws the half: − or +.
    public var symbol: String { self == .plus ? "+" : "−" }
}

/// A change the app makes to a view while the interaction plays (T6).
extension Narrator {
    func changed(_ c: SceneChange) -> NarrationLine {
        let name = c.view.name, at = formatNumber(c.time)
        let stays = t("a touch already on it stays bound to it and keeps being delivered; a new press skips it")
        switch c.what {
        case .removed:
            return line(
                t(
                    """
                    At \(at) s the app removes \(name) from its superview: a touch on it or inside it is cancelled \
                    (touchesCancelled); a tracking control sends touchCancel.
                    """), [.t6])
        case .hidden(true):
            return line(t("At \(at) s the app hides \(name) (isHidden = true): \(stays)."), [.t6, .h1])
        case .alpha(let a) where Float(a) < 0.01:
            return line(
                t("At \(at) s the app sets \(name)'s alpha to \(formatNumber(a)): \(stays)."), [.t6, .h1])
        case .interactive(false):
            return line(
                t(
                    """
                    At \(at) s the app turns off \(name)'s user interaction (isUserInteractionEnabled = false): \
                    \(stays).
                    """),
                [.t6, .h1])
        case .enabled(false):
            return line(
                t(
                    """
                    At \(at) s the app disables \(name) (isEnabled = false): a control already tracking the touch \
                    goes on tracking it and may still send touch up inside; a new press skips it.
                    """), [.t6, .h1])
        case .hidden(false), .alpha, .interactive(true), .enabled(true):
            let what: String
            switch c.what {
            case .hidden: what = "isHidden = false"
            case .alpha(let a): what = "alpha = \(formatNumber(a))"
            case .interactive: what = "isUserInteractionEnabled = true"
            default: what = "isEnabled = true"
            }
            return line(t("At \(at) s the app sets \(what) on \(name): a new press may hit it again."), [.t6, .h1])
        }
    }
}
