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
                    """,
                    """
                    触摸的 began 先被扣住，不交给内容视图：\(on) 的 delaysContentTouches 为 true，它会先等大约 \(ms) 毫秒（实测值，Apple \
                    没有给出数字），看手指是不是要滚动。
                    """
                ), [.g5])
        }
        let flag = phase == .began ? "delaysTouchesBegan" : "delaysTouchesEnded"
        let names = language.list(recognizers.map(\.name))
        return line(
            t(
                "Touch \(phase.rawValue) is held back: \(names) (\(flag)) has not decided yet.",
                "触摸的 \(phase.rawValue) 被扣住了：\(names) 的 \(flag) 为 true，且尚未识别出结果。"), [.g2])
    }

    func discarded(_ phase: TouchPhase, by recognizer: GestureRecognizer) -> NarrationLine {
        if recognizer.scrollsItsView, let on = recognizer.view?.name {
            return line(
                t(
                    """
                    The held \(phase.rawValue) is never delivered: \(on) scrolls, so the views in it never see \
                    this touch.
                    """,
                    "被扣住的 \(phase.rawValue) 不会再送出：\(on) 开始滚动，内容视图根本收不到这次触摸。"), [.g5])
        }
        return line(
            t(
                """
                The held \(phase.rawValue) is never delivered: \(recognizer.name) recognized, so the views never \
                see this touch.
                """,
                "被扣住的 \(phase.rawValue) 不会再送出：\(recognizer.name) 已经识别成功，视图收不到这次触摸。"), [.g2])
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
                    """,
                    "手指 \(ms) 毫秒内没有移动，不像是要滚动，所以 \(name) 放行：内容视图这时才收到 began（晚了一拍，比如按钮要到这时才高亮）。"), [.g5])
        case .released:
            return line(
                t(
                    """
                    The finger came up before \(ms) ms: \(name) lets the held began through at once, and the \
                    ended follows (a quick tap still works, it just never shows a highlight).
                    """,
                    "手指在 \(ms) 毫秒内就抬起了：\(name) 立即放行被扣住的 began，紧接着是 ended（快速点击依然有效，只是看不到高亮）。"), [.g5])
        }
    }
}
