import HitlabCore

/// Phases held back and let go: recognizers' delays (G2) and a scroll view's content delay (G5).
extension Narrator {
    /// A held phase: a scroll view's content delay (G5; `TouchSession` records each alone)
    /// or recognizers' own flags (G2).
    func held(_ phase: TouchPhase, by recognizers: [GestureRecognizer]) -> NarrationLine {
        if let scroll = recognizers.first, scroll.holdsContent(phase) {
            let on = scroll.view?.name ?? "?", ms = formatNumber(ScrollSettings.contentTouchDelay * 1000)
            return line(
                t(
                    """
                    Touch began is held back from the content: \(on) delays content touches \
                    (delaysContentTouches) until it knows whether the finger scrolls, about \(ms) ms (measured; \
                    Apple gives no number).
                    """), [.g5])
        }
        let flag = phase == .began ? "delaysTouchesBegan" : "delaysTouchesEnded"
        let names = language.list(recognizers.map(\.name))
        return line(
            t(
                "Touch \(phase.rawValue) is held back: \(names) (\(flag)) has not decided yet."), [.g2])
    }

    func discarded(_ phase: TouchPhase, by recognizer: GestureRecognizer) -> NarrationLine {
        if recognizer.scrollsItsView, let on = recognizer.view?.name {
            return line(
                t(
                    """
                    The held \(phase.rawValue) is never delivered: \(on) scrolls, so the views in it never see \
                    this touch.
                    """), [.g5])
        }
        return line(
            t(
                """
                The held \(phase.rawValue) is never delivered: \(recognizer.name) recognized, so the views never \
                see this touch.
                """), [.g2])
    }

    func contentDelayEnded(_ scrollView: View, _ why: ContentDelayEnd) -> NarrationLine {
        let name = scrollView.name, ms = formatNumber(ScrollSettings.contentTouchDelay * 1000)
        switch why {
        case .stayedStill:
            return line(
                t(
                    """
                    \(ms) ms without moving: not a scroll, so \(name) lets the touch through and the content gets \
                    began now (late: a button there highlights only now).
                    """), [.g5])
        case .released:
            return line(
                t(
                    """
                    The finger came up before \(ms) ms: \(name) lets the held began through at once, and the \
                    ended follows (a quick tap still works, it just never shows a highlight).
                    """), [.g5])
        }
    }
}
