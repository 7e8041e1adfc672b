import HitlabCore

/// Each blocker as a plain sentence and the fix an engineer would make, in either language.
/// Only words: what is blocked, and by what, is decided by `Scene.tapReach` and `why`.
extension Blocker {
    /// What keeps the tap from `target`, in one or two sentences.
    public func sentence(target: View, in language: Language) -> String {
        let t = target.name, v = view?.name ?? t
        func say(_ phrase: Phrase) -> String { language.say(phrase) }
        switch kind {
        case .hidden:
            return view === target
                ? say(
                    "\(t) is hidden (isHidden = true), so hitTest skips it.")
                : say(
                    """
                    \(v), which holds \(t), is hidden (isHidden = true), so hitTest skips it and everything \
                    inside it.
                    """)
        case .interactionOff:
            let starts = view.map { !$0.kind.interactiveByDefault } == true
            let note =
                starts ? say(" (\(view!.classLabel) starts with it off)") : ""
            return view === target
                ? say(
                    "\(t) has isUserInteractionEnabled = false\(note), so hitTest returns nil for it.")
                : say(
                    """
                    \(v), which holds \(t), has isUserInteractionEnabled = false\(note), so hitTest returns nil \
                    for it and never asks the views inside it.
                    """)
        case .transparent:
            let a = formatNumber(view?.alpha ?? 0)
            return view === target
                ? say(
                    """
                    \(t) has alpha \(a), below 0.01 as UIKit stores it (a 32-bit float: 0.01 itself is below), so \
                    hitTest skips it.
                    """)
                : say(
                    """
                    \(v), which holds \(t), has alpha \(a), below 0.01 as UIKit stores it (a 32-bit float: 0.01 \
                    itself is below), so hitTest skips it and everything inside it.
                    """)
        case .disabled:
            return view === target
                ? say(
                    """
                    \(t) is a disabled control (isEnabled = false), so hitTest skips it (the Chinese articles' \
                    rule; Apple's hitTest documentation lists only hidden, interaction and alpha).
                    """)
                : say(
                    """
                    \(v), a disabled control (isEnabled = false) that holds \(t), is skipped with everything \
                    inside it.
                    """)
        case .animating:
            return say(
                """
                \(v) is being animated without .allowUserInteraction as the tap comes, so hitTest skips it and \
                everything inside it until the animation ends; it is tested at its model frame, not where it is \
                drawn.
                """)
        case .zeroSize:
            let size = "\(formatNumber(view?.frame.width ?? 0)) × \(formatNumber(view?.frame.height ?? 0))"
            if view === target {
                return say(
                    "\(t) is \(size) pt: with no width or height its pointInside is false everywhere.")
            }
            let drawn =
                view?.clipsToBounds == false
                ? say(", though they are drawn (it does not clip)") : ""
            return say(
                """
                \(v), which holds \(t), is \(size) pt: with no width or height its pointInside is false \
                everywhere, so nothing inside it can be hit\(drawn).
                """)
        case .outsideAncestor:
            let frame = view.map { $0.frameOnScreen.description } ?? ""
            return say(
                """
                The point is outside \(v) (\(frame) in window points), which holds \(t): \(v)'s pointInside is \
                false there, so hitTest never asks the views inside it, whatever is drawn there.
                """)
        case .outsideView:
            let frame = target.frameOnScreen.description
            return say(
                "The point is outside \(t)'s own hit area (\(t) is at \(frame) in window points).")
        case .covered:
            let front = inFront ?? view
            if front === view {
                return say(
                    """
                    \(v), in front of \(t), takes the point first: subviews are asked from the front (the last in \
                    subviews) back.
                    """)
            }
            return say(
                """
                \(v) takes the point first: it is inside \(front!.name), which is in front of \(t), and subviews \
                are asked from the front (the last in subviews) back.
                """)
        case .passThrough:
            return say(
                "\(t)'s hitTest returns nil where it would return itself, so the tap goes to the views behind it.")
        case .descendant:
            if reachesAlongChain == true {
                let how =
                    target.gestures.contains(where: \.isEnabled)
                    ? say("\(t)'s recognizers see the touch too")
                    : say(
                        "\(v) does not handle touches, so they go up the responder chain to \(t)")
                return say("\(v), a view inside \(t), is hit; \(how).")
            }
            let keeps =
                view?.kind.isControl == true
                ? say("a control tracks its own touches")
                : say("it handles touches itself")
            if wouldBeHit {
                return say(
                    """
                    Even with nothing in front, \(v), a view inside \(t), would be hit there and keep the touch \
                    (\(keeps)), so \(t) would not get it.
                    """)
            }
            return say(
                "\(v), a view inside \(t), is hit and keeps the touch (\(keeps)), so \(t) never gets it.")
        case .gesture:
            let r = recognizer?.name ?? "", kind = recognizer?.kind.word ?? ChosenWord(en: "", zh: "")
            if recognizer?.scrollsItsView == true {
                return effect == .cancels
                    ? say("\(v) scrolls on the drag and cancels the touch in \(t).")
                    : say(
                        """
                        \(v) holds the touch back from \(t) for \(formatNumber(ScrollSettings.contentTouchDelay)) \
                        s to see whether it scrolls (delaysContentTouches = true).
                        """)
            }
            return effect == .cancels
                ? say(
                    """
                    \(r), a \(kind) recognizer on \(v), recognizes and cancels the touch in \(t) \
                    (cancelsTouchesInView = true).
                    """)
                : say(
                    """
                    \(r), a \(kind) recognizer on \(v), holds touchesBegan back from \(t) until it fails \
                    (delaysTouchesBegan = true).
                    """)
        case .windowInFront:
            let w = inFront?.name ?? v, level = formatNumber(inFront?.windowLevel ?? 0)
            return say(
                """
                \(w), a window in front of \(t)'s window (windowLevel \(level)), returns \(v) from its hitTest \
                here, so UIKit gives it the touch and never asks \(t)'s window.
                """)
        case .notInWindow:
            return say(
                "\(t) is not in the window: a full-screen presentation took \(v) out of it.")
        case .notVisible:
            let at = target.frameOnScreen.description
            if view?.superview == nil {
                return say(
                    """
                    \(t) is not on screen: it lies at \(at) in window points, wholly outside the window, so no \
                    tap can land on it.
                    """)
            }
            if let o = view?.boundsOrigin, o != .zero {
                return say(
                    """
                    \(t) is not on screen: \(v) is scrolled to content offset \(o), and \(t) (at \(at) in window \
                    points) lies wholly outside \(v)'s bounds: it is not seen (a scroll view clips its content), \
                    nor can a tap reach it (outside \(v)'s bounds, \(v)'s hitTest never asks the views inside it, \
                    H2).
                    """)
            }
            return say(
                """
                \(t) is not on screen: it lies at \(at) in window points, wholly outside \(v)'s bounds. \(v) \
                clips it (clipsToBounds = true), so it is not drawn; drawn or not, a point outside \(v)'s bounds \
                never reaches it (H2).
                """)
        }
    }

    /// A blocker's kind as `why` labels it: in English its JSON key (`covered`), in Chinese a
    /// name a class reads (the key stays in `--json`).
    public static func kindName(_ kind: Kind, in language: Language) -> String {
        guard language != .en else { return kind.rawValue }
        switch kind {
        case .hidden: return language.say("hidden view")
        case .interactionOff: return language.say("user interaction off")
        case .transparent: return language.say("alpha too low")
        case .disabled: return language.say("disabled control")
        case .animating: return language.say("animating")
        case .zeroSize: return language.say("no size")
        case .outsideAncestor: return language.say("outside an ancestor")
        case .outsideView: return language.say("outside the view")
        case .covered: return language.say("covered by a view in front")
        case .passThrough: return language.say("passes touches through")
        case .descendant: return language.say("a subview is hit")
        case .gesture: return language.say("a gesture recognizer")
        case .notInWindow: return language.say("not in the window")
        case .notVisible: return language.say("not on screen")
        case .windowInFront: return language.say("a window in front")
        }
    }

    /// The pattern's name as a sentence starts: "A cell's contentView in front of a subview added to the cell".
    public static func patternName(_ pattern: BlockerPattern, in language: Language) -> String {
        switch pattern {
        case .cellContentView:
            return language.say(
                "a cell's contentView in front of a view added to the cell")
        case .zeroSizeContainer: return language.say("a container with no size")
        case .controlInLabelOrImage:
            return language.say("a control inside a UILabel or UIImageView")
        case .transparentOverlay: return language.say("a transparent full-screen view in front")
        case .stackViewGap: return language.say("a stack view takes the touch in its gaps")
        case .outsideSuperview: return language.say("a view outside its superview's bounds")
        case .transitionInFlight: return language.say("a view controller transition in flight")
        case .sheetDimmingView: return language.say("a sheet's dimming view takes the touches around it")
        case .popoverOutside: return language.say("outside a popover, its dimming view takes the touches")
        }
    }
}

extension Blocker {
    /// A few words for a list (the audit): "covered by X (in Y)", "isUserInteractionEnabled = false: X".
    public func label(target: View, in language: Language) -> String {
        let v = view?.name ?? target.name
        func say(_ phrase: Phrase) -> String { language.say(phrase) }
        switch kind {
        case .hidden: return say("hidden: \(v)")
        case .interactionOff:
            return say("isUserInteractionEnabled = false: \(v)")
        case .transparent: return say("alpha below 0.01: \(v)")
        case .disabled: return say("disabled: \(v)")
        case .animating: return say("animating: \(v)")
        case .zeroSize: return say("no width or height: \(v)")
        case .outsideAncestor: return say("outside \(v)")
        case .outsideView: return say("outside its own hit area")
        case .covered:
            guard let window = inFront, window !== view else { return say("covered by \(v)") }
            return say("covered by \(v) (in \(window.name))")
        case .passThrough: return say("passes touches through")
        case .descendant: return say("kept by \(v), inside it")
        case .gesture:
            let r = recognizer?.name ?? v
            return effect == .cancels ? say("cancelled by \(r)") : say("held back by \(r)")
        case .notInWindow: return say("not in the window")
        case .notVisible: return say("not on screen (outside \(v))")
        case .windowInFront:
            return say("under window \(inFront?.name ?? v) (\(v))")
        }
    }
}

extension ViewUnderPoint.Fate {
    /// What the hit test did with the view, in a few words, and the rule.
    public func words(in language: Language) -> (text: String, rule: Rule) {
        func say(_ phrase: Phrase) -> String { language.say(phrase) }
        switch self {
        case .hit: return (say("hit"), .h4)
        case .entered(let returned):
            return (say("returned \(returned.name), from inside it"), .h3)
        case .handedOn(let returned):
            return (say("returned \(returned.name), from a passthrough view of the popover"), .c7)
        case .skipped(let verdict):
            switch verdict {
            case .hidden: return (say("skipped: hidden"), .h1)
            case .notInteractive:
                return (say("skipped: isUserInteractionEnabled = false"), .h1)
            case .transparent: return (say("skipped: alpha below 0.01"), .h1)
            case .disabled: return (say("skipped: a disabled control"), .h1)
            case .animating: return (say("skipped: animating without .allowUserInteraction"), .h7)
            case .outside: return (say("skipped: outside its hit area"), .h2)
            case .passedThrough: return (say("skipped: passes touches through"), .c5)
            case .entered, .hit, .toPassthroughView: return (say("asked"), verdict.rule)
            }
        case .answeredInFront(let by):
            return (
                by.map { say("never asked: a view in front answered first (\($0.name))") }
                    ?? say("never asked: a view in front answered first"), .h3
            )
        case .ancestorSkipped(let ancestor):
            return (
                say("never asked: \(ancestor.name), which holds it, was skipped"),
                .h6
            )
        case .windowInFront(let window):
            return (
                say(
                    "never asked: window \(window.name), in front, took the touch"), .w1
            )
        }
    }

    /// One word for the JSON: hit, entered, skipped, answeredInFront, ancestorSkipped.
    public var key: String {
        switch self {
        case .hit: return "hit"
        case .entered: return "entered"
        case .handedOn: return "handedOn"
        case .skipped: return "skipped"
        case .answeredInFront: return "answeredInFront"
        case .ancestorSkipped: return "ancestorSkipped"
        case .windowInFront: return "windowInFront"
        }
    }
}
