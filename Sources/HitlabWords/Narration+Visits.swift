import HitlabCore

/// A `hitTest` call told: its verdict and why (H1-H7, C1-C7), and the words for a view's
/// hit area.
extension Narrator {
    func visit(_ v: Visit) -> NarrationLine {
        let name = v.view.name, p = v.point
        let subs = v.view.subviews.count
        switch v.verdict {
        case .hidden:
            return line(
                t(
                    "\(name) at \(p): hidden, so hitTest returns nil and its subviews are never visited."),
                hiddenRules(v.view), v.depth
            )
        case .notInteractive:
            let why =
                v.view.kind.interactiveByDefault
                ? "" : t(" (a \(v.view.kind.uikitClass) starts that way)")
            return line(
                t(
                    "\(name) at \(p): user interaction is off\(why), so it and its subviews are skipped."),
                v.view.kind.interactiveByDefault ? [.h1] : [.h1, .h5], v.depth)
        case .transparent:
            let a = v.view.alpha
            // 0.01 (or a hair above) is below 0.01 once stored as a 32-bit float.
            let stored =
                a >= View.minimumHittableAlpha
                ? t(", stored as \(v.view.storedAlpha) (a 32-bit float)")
                : ""
            return line(
                t(
                    """
                    \(name) at \(p): alpha is \(formatNumber(a))\(stored), less than 0.01, so it and its subviews \
                    are skipped.
                    """),
                [v.verdict.rule], v.depth)
        case .disabled:
            return line(
                t(
                    "\(name) at \(p): a disabled control, so it and its subviews are skipped."), [v.verdict.rule],
                v.depth)
        case .animating:
            return line(
                t(
                    """
                    \(name) at \(p): it is being animated without .allowUserInteraction, so it and its subviews are \
                    skipped until the animation ends; the point is tested against its model frame, where the \
                    animation takes it.
                    """), [v.verdict.rule], v.depth)
        case .outside:
            return line(
                t(
                    "\(name) at \(p): outside its \(areaName(v.view)), so it returns nil without asking its subviews."),
                [v.verdict.rule] + areaRules(v.view), v.depth)
        case .entered:
            if let bypassed = v.bypassed {
                if bypassed == .outside {
                    return line(
                        t(
                            """
                            \(name) at \(p): outside its \(areaName(v.view)), but hitOutsideBounds asks its \
                            subviews anyway, and one of them answered.
                            """),
                        [.c4], v.depth)
                }
                return line(
                    t(
                        """
                        \(name) at \(p): \(verdictWord(bypassed)), yet the naive outside-bounds fix asks its \
                        subviews anyway, and one answered: the hidden-parent trap.
                        """), [.c4, .h6], v.depth)
            }
            return line(
                t(
                    """
                    \(name) at \(p): inside its \(areaName(v.view)); it asks its \(subs) \
                    subview\(subs == 1 ? "" : "s") from the front, and one answered.
                    """),
                [.h2, v.verdict.rule] + areaRules(v.view), v.depth)
        case .passedThrough where v.view.presentationPart != nil:
            return line(
                t(
                    """
                    \(name) at \(p): the presentation's container view (UITransitionView); none of its subviews \
                    took the point, so it returns nil and the touch goes on to the views behind the presentation.
                    """), [.c5, .r6], v.depth)
        case .passedThrough:
            return line(
                t(
                    """
                    \(name) at \(p): inside, but none of its subviews took it and it passes touches through, so \
                    it returns nil and the search goes on behind it.
                    """), [v.verdict.rule],
                v.depth)
        case .toPassthroughView:
            let through = passthroughView(of: v)?.name ?? "?", returned = v.returned?.name ?? "nil"
            return line(
                t(
                    """
                    \(name) at \(p): the dimming view would return itself, but \(through), one of the popover's \
                    passthroughViews, holds the point, so it returns what \(through)'s hitTest returned: \
                    \(returned).
                    """), [.c7], v.depth)
        case .hit where v.view.presentationPart != nil:
            let c = v.view.presentationPart!.controller
            return c.presentationStyle == .popover
                ? line(
                    t(
                        """
                        \(name) at \(p): the dimming view of \(c.name)'s popover covers the window, and no \
                        passthrough view holds the point, so it returns itself: the views behind the popover get \
                        nothing, and its tap asks UIKit to dismiss the popover.
                        """), [.h4, .r6, .c7], v.depth)
                : line(
                    t(
                        """
                        \(name) at \(p): the dimming view of \(c.name)'s sheet covers the window around it, so it \
                        returns itself: the views behind the sheet get nothing, and its tap asks UIKit to dismiss \
                        the sheet.
                        """), [.h4, .r6], v.depth)
        case .hit:
            let none =
                subs == 0
                ? t("it has no subviews")
                : t("none of its \(subs) subview\(subs == 1 ? "" : "s") took it")
            return line(
                t(
                    "\(name) at \(p): inside its \(areaName(v.view)) and \(none), so it returns itself."),
                [v.verdict.rule] + areaRules(v.view), v.depth)
        }
    }

    /// C7: the passthrough view that held the point, the one the returned view is in.
    func passthroughView(of v: Visit) -> View? {
        guard let returned = v.returned, let c = v.view.presentationPart?.controller else { return nil }
        return c.passthroughViews.first { p in returned.ancestry.contains { $0 === p } }
    }

    func hiddenRules(_ view: View) -> [Rule] { view.subviews.isEmpty ? [.h1] : [.h1, .h6] }

    // MARK: Helpers

    /// A verdict as a sentence names it: its name in English ("notInteractive"), a few words in
    /// Chinese ("用户交互关闭").
    func verdictWord(_ v: Verdict) -> ChosenWord {
        let phrase: Phrase
        switch v {
        case .hidden: phrase = Phrase("hidden")
        case .notInteractive: phrase = Phrase("user interaction off")
        case .transparent: phrase = Phrase("transparent")
        case .disabled: phrase = Phrase("disabled")
        case .animating: phrase = Phrase("animating")
        case .outside: phrase = Phrase("outside")
        case .entered: phrase = Phrase("entered")
        case .passedThrough: phrase = Phrase("passed through")
        case .toPassthroughView: phrase = Phrase("handed to a passthrough view")
        case .hit: phrase = Phrase("hit")
        }
        return ChosenWord(en: v.rawValue, otherwise: phrase)
    }

    func areaName(_ view: View) -> String {
        var name: String
        switch view.hitArea {
        case .rect: name = t("bounds")
        case .circle: name = t("circular hit area")
        case .ellipse: name = t("elliptical hit area")
        case .roundedRect: name = t("rounded hit area")
        case .subviewsOnly: name = t("subviews' frames (its own hit area)")
        }
        let e = view.hitInsets
        if !e.isZero {
            // "bounds（向外扩大 15 pt）内": no space before the full-width bracket.
            if language.isChinese && name.hasSuffix(" ") { name.removeLast() }
            if e.top == e.left && e.left == e.bottom && e.bottom == e.right {
                name +=
                    e.top > 0
                    ? t(" grown by \(formatNumber(e.top))")
                    : t(" shrunk by \(formatNumber(-e.top))")
            } else {
                name += t(" adjusted by insets")
            }
        }
        return name
    }

    func areaRules(_ view: View) -> [Rule] {
        var rules: [Rule] = []
        switch view.hitArea {
        case .circle: rules.append(.c1)
        case .subviewsOnly: rules.append(.c3)
        default: break
        }
        if !view.hitInsets.isZero { rules.append(.c2) }
        return rules
    }
}
