import HitlabCore

/// The responder chain told: who follows whom and why, what each responder did with the
/// touch, the touches the views never got, and where an action went.
extension Narrator {
    func chainHeader(_ chain: [Responder]) -> NarrationLine {
        let names = chain.map(\.name).joined(separator: " → ")
        return line(
            t("The responder chain is \(names)."),
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
                "\(from) is \(next)'s root view, so \(next) comes next.")
        case .windowScene:
            text = t(
                """
                After the window comes \(next), its UIWindowScene (iOS 13 and later), then the \
                application.\(unsaid: from)
                """)
        case .presenterForwardedFrom(let requested):
            text = t(
                """
                \(from) was presented from \(requested), which forwarded the presentation up to its container \
                \(next): \(next) is the presenter and comes next.
                """)
        case .presenter:
            text = t(
                "\(from) was presented by \(next), so the presenter comes next.")
        case .rootControllerOutOfWindow:
            text = t(
                """
                \(from)'s view is out of the window (a full-screen presentation removed it), but \(from) is still \
                the window's root view controller, so \(next) comes next.
                """)
        case .viewsSuperview:
            text = t("After \(from) comes \(next), the superview of its view.")
        }
        return line(text, [link.rule], 1)
    }

    /// The touches no view gets (T4, T5, G7).
    func notDelivered(_ refusal: TouchRefusal, touch: Int) -> NarrationLine {
        // "Finger 2" starts a sentence; Chinese has no capitals, so it reads the same.
        let cap = finger(touch).prefix(1).uppercased() + finger(touch).dropFirst()
        switch refusal {
        case .multipleTouchOff(let view, let first):
            return line(
                t(
                    """
                    \(cap) reaches no view: \(view.name) already has \(finger(first)) and its \
                    isMultipleTouchEnabled is false (the default), so it receives only its first touch; UIKit \
                    does not give this one to another view either. Recognizers still see it.
                    """), [.t4], 1)
        case .exclusiveTouch(let hit, let tracking, let other, let hitIsExclusive):
            if hitIsExclusive {
                return line(
                    t(
                        """
                        \(cap) reaches no view: \(hit.name) has isExclusiveTouch on, and \(tracking.name) in the \
                        same window is tracking \(finger(other)). Recognizers still see it.
                        """), [.t5], 1)
            }
            return line(
                t(
                    """
                    \(cap) reaches no view: \(tracking.name) has isExclusiveTouch on and is tracking \
                    \(finger(other)), so no other view in its window gets a new finger, \(hit.name) included. \
                    Recognizers still see it.
                    """), [.t5], 1)
        case .recognizerOwns(let r):
            return line(
                t(
                    """
                    \(cap) never reaches the views: \(r.name) has already recognized and cancels touches in its \
                    view (cancelsTouchesInView), so a touch it sees is its alone.
                    """), [.g2, .g7], 1)
        }
    }

    func delivery(_ d: Delivery) -> NarrationLine {
        let line = ownDelivery(d)
        guard manyFingers else { return line }
        // T4: a view's touchesBegan gets its own touches; event.allTouches has every finger.
        let all =
            d.phase == .began && d.allTouches > 1
            ? t(" Its touches parameter holds \(finger(d.touch)) alone; event.allTouches holds \(d.allTouches).") : ""
        return NarrationLine(
            text: t("[\(finger(d.touch))] ") + line.text + all, rules: line.rules,
            depth: line.depth)
    }

    func ownDelivery(_ d: Delivery) -> NarrationLine {
        let who = d.responder.name,
            phase = "touches\(d.phase.rawValue.prefix(1).uppercased())\(d.phase.rawValue.dropFirst())"
        // Only the hit view's touch was taken; up the chain, touchesCancelled goes on as any phase
        // does: each responder keeps it or passes it on.
        var outcome = d.outcome
        if outcome == .cancelled && d.passedOn {
            switch d.responder.touches {
            case .forward: outcome = d.endsChain ? .dropped : .forwarded
            case .handle: outcome = .handled
            case .handleAndForward: outcome = .handledAndForwarded
            }
        }
        switch outcome {
        case .handled:
            let isControl = (d.responder as? View)?.kind.isControl == true
            let why =
                isControl
                ? t("a control tracks its touches and keeps them")
                : t("it overrides \(phase) without calling super")
            return line(
                t(
                    "\(phase) → \(who) handles it: \(why); the touch stops here."),
                isControl ? [.t2, .a3] : [.t2], 1)
        case .handledAndForwarded:
            return line(
                t(
                    "\(phase) → \(who) handles it and calls super, passing it on."), [.t2], 1)
        case .forwarded:
            return line(
                t(
                    "\(phase) → \(who) does not override it; the default passes it to the next responder."), [.t2], 1)
        case .cancelled where d.cancelCause == .viewRemoved:
            return line(t("touchesCancelled → \(who): the view left the window while the finger was down."), [.t6], 1)
        case .cancelled where d.cancelCause == .textFieldTap:
            return line(
                t(
                    """
                    touchesCancelled → \(who): its own tap recognizer recognized as the finger lifted and took the \
                    touch.
                    """),
                [.a5, .g2], 1)
        case .cancelled:
            return line(
                t("touchesCancelled → \(who): a recognizer took the touch."),
                [.g2], 1)
        case .dropped:
            return line(
                t(
                    "\(phase) → \(who) passes it on, but the chain ends here: the touch is dropped."), [.r5], 1)
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
                    """),
                [.g4], 1)
        case .target:
            guard let target = a.target else { break }
            if a.handledBy != nil {
                return line(
                    t(
                        """
                        Action \(a.name) from \(a.sender) goes straight to its target \(target), which \
                        implements it.
                        """), [rule], 1)
            }
            return line(
                t(
                    """
                    Action \(a.name) from \(a.sender) goes to its target \(target), which does not implement it: \
                    iOS would crash with 'unrecognized selector'; Hitlab drops it.
                    """), [rule], 1)
        case .firstResponder, .sender:
            let first = a.searched.first?.name ?? "?"
            let start =
                a.route == .sender
                ? t("the sender itself (no first responder)")
                : a.keyWindow.map {
                    t("\(first), the key window \($0.name)'s first responder")
                } ?? t("the first responder \(first)")
            let rules: [Rule] =
                a.route == .sender ? [.a2] : a.keyWindow == nil ? [.a2, .f1] : [.a2, .f1, .w2]
            if let h = a.handledBy {
                return line(
                    t(
                        """
                        Action \(a.name) from \(a.sender) has a nil target: the search starts at \(start); asked \
                        \(asked); \(h.name) implements it.
                        """),
                    rules, 1)
            }
            return line(
                t(
                    """
                    Action \(a.name) from \(a.sender) has a nil target: the search starts at \(start); asked \
                    \(asked); nobody implements it, so it is dropped.
                    """),
                rules + [.r5], 1)
        }
        return line(t("Action \(a.name) from \(a.sender)."), [rule], 1)
    }
}
