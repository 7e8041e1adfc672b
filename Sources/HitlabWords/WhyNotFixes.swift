import HitlabCore

/// The change that removes a blocker, as an engineer would make it.
extension Blocker {
    /// The change that removes this blocker, as an engineer would make it; nil when there is
    /// nothing to change (a descendant that passes the touch on, a view out of the window).
    public func fix(target: View, in language: Language) -> String? {
        let t = target.name, v = view?.name ?? t
        func say(_ phrase: Phrase) -> String { language.say(phrase) }
        switch (kind, pattern) {
        case (.hidden, _):
            return say("set isHidden = false on \(v)")
        case (.interactionOff, .transitionInFlight?), (.covered, .transitionInFlight?):
            return say(
                """
                wait for the transition to finish: while it animates, UIKit turns interaction off on the outgoing \
                view and puts the incoming one in front
                """)
        case (.interactionOff, _):
            let starts = view.map { !$0.kind.interactiveByDefault } == true
            return starts
                ? say(
                    "set isUserInteractionEnabled = true on \(v), whose class starts it off\(unsaid: view!.classLabel)")
                : say("set isUserInteractionEnabled = true on \(v)")
        case (.transparent, _):
            return say(
                "give \(v) an alpha above 0.01 (a clear background colour keeps it invisible and tappable)")
        case (.disabled, _):
            return say("set isEnabled = true on \(v)")
        case (.animating, _):
            return say("add .allowUserInteraction to \(v)'s animation options, or wait until it ends")
        case (.zeroSize, _):
            return view === target
                ? say(
                    "give \(t) a width and a height (check its Auto Layout constraints)")
                : say(
                    "give \(v) a size that holds \(t) (check its Auto Layout constraints)")
        case (.outsideAncestor, _):
            return say(
                """
                make \(v) large enough to hold \(t), or move \(t) inside \(v)'s bounds (or override \(v)'s \
                point(inside:with:))
                """)
        case (.outsideView, _):
            return say(
                "tap inside \(t), or grow its hit area (override point(inside:with:))")
        case (.covered, .sheetDimmingView?):
            let sheet = presentedName(default: v)
            return say(
                """
                dismiss \(sheet) first (a tap on the dimmed area asks UIKit to), or give its sheet an undimmed detent \
                (largestUndimmedDetentIdentifier) so the area around it takes touches
                """)
        case (.covered, .popoverOutside?):
            let popover = presentedName(default: v)
            return say(
                "add \(t) to \(popover)'s popoverPresentationController.passthroughViews, or dismiss the popover first")
        case (.covered, .cellContentView?):
            return say(
                "add \(t) to the cell's contentView (\(inFront?.name ?? v)), not to the cell itself")
        case (.covered, .stackViewGap?):
            return say(
                """
                make the arranged subviews fill \(v)'s gaps, or set isUserInteractionEnabled = false on \(v) if \
                nothing in it takes taps
                """)
        case (.covered, _):
            let front = inFront?.name ?? v
            return say(
                """
                set isUserInteractionEnabled = false on \(front) if it should not take touches, or bring \(t)'s \
                branch in front of it (bringSubviewToFront)
                """)
        case (.passThrough, _):
            return say(
                "return \(t) from its hitTest where the point is in its own area")
        case (.descendant, _):
            guard reachesAlongChain != true else { return nil }
            if view?.kind.isControl == true {
                return say(
                    """
                    set isUserInteractionEnabled = false on \(v) so the touch lands on \(t), or subclass \(v) and \
                    pass its touches on by hand (next?.touchesBegan(_:with:) and the like): a control's own \
                    touches methods do not pass them up
                    """)
            }
            return say(
                """
                set isUserInteractionEnabled = false on \(v) so the touch lands on \(t), or let \(v) pass touches \
                up the chain to \(t) (do not override its touches methods, or call super)
                """)
        case (.gesture, _):
            if recognizer?.scrollsItsView == true {
                return effect == .cancels
                    ? say(
                        "set canCancelContentTouches = false on \(v), or keep the finger still")
                    : say("set delaysContentTouches = false on \(v)")
            }
            let r = recognizer?.name ?? v
            if effect == .cancels && !target.gestures.contains(where: \.isEnabled) {
                return say(
                    """
                    set cancelsTouchesInView = false on \(r), or have its delegate's \
                    gestureRecognizer(_:shouldReceive:) return false for touches in \(t)
                    """)
            }
            return effect == .cancels
                ? say(
                    "set cancelsTouchesInView = false on \(r), or have it require \(t)'s recognizer to fail")
                : say("set delaysTouchesBegan = false on \(r)")
        case (.windowInFront, _):
            let w = inFront?.name ?? v
            if inFront?.classLabel.contains("Keyboard") == true {
                return say(
                    """
                    lay \(t) out above the keyboard (constrain it to keyboardLayoutGuide), or dismiss the keyboard \
                    (resignFirstResponder) before \(t) should take taps
                    """)
            }
            // Where the window returns a view of its own, making it pass touches through changes nothing.
            if let hit = view, hit !== inFront {
                return say("move \(t) out from under \(hit.name), or hide \(w) while \(t) should take taps")
            }
            return say(
                """
                hide \(w) while \(t) should take taps, or make its hitTest return nil where it shows nothing (a \
                pass-through window returns nil when the hit view is the window itself)
                """)
        case (.notInWindow, _):
            return nil
        case (.notVisible, _):
            if view?.superview == nil { return say("move \(t) onto the screen") }
            if view?.kind == .scrollView || view?.boundsOrigin != .zero {
                return say(
                    """
                    scroll \(v) until \(t) shows (its contentOffset, or scrollRectToVisible(_:animated:)), then \
                    tap it
                    """)
            }
            return say("move \(t) inside \(v)'s bounds")
        }
    }
}

extension Blocker {
    /// The presented controller whose dimming view or container is in front, by name.
    func presentedName(default name: String) -> String {
        (inFront?.presentationPart ?? view?.presentationPart)?.controller.name ?? name
    }
}
