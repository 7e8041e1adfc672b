import HitlabCore

extension Narrator {
    // MARK: Gesture recognizers (G1-G7)

    func gesture(_ g: GestureRecord) -> NarrationLine {
        let name = g.recognizer.name
        let on = g.recognizer.view?.name ?? "?"
        switch (g.state, g.reason) {
        case (_, .sawTouchOverControl(let controlView)):
            let control = controlView.name
            let cls = g.counterpart?.kind.uikitClass ?? "UIControl"
            return line(
                t(
                    """
                    \(name) (\(g.recognizer.kind.rawValue) on \(on)) sees the touch before the views do. \
                    \(control) is a \(cls), not one of the controls that keep a single tap from their ancestors' \
                    recognizers (UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl), so this tap \
                    may still take the touch.
                    """,
                    """
                    \(name)（\(on) 上的\(kindZh(g.recognizer.kind))手势识别器）比视图先看到这次触摸。\(control) 是 \
                    \(cls)，不在“单击不会被祖先视图的手势识别器抢走”的控件之列（UIButton、UISwitch、UIStepper、UISegmentedControl、\
                    UIPageControl），所以这个点击手势仍可能截获这次触摸。
                    """
                ), [.g1, .a3])
        case (_, .touchJoined(let n)):
            let how: String
            switch g.recognizer.kind {
            case .pinch: how = t("it measures the distance between its first two from here", "从这里开始测量前两根手指之间的距离")
            case .rotation: how = t("it measures the angle between its first two from here", "从这里开始测量前两根手指连线的角度")
            default: how = t("it follows their centroid, and what it moved so far is kept", "它跟踪这些手指的中心点，已经移动的距离保持不变")
            }
            return line(
                t(
                    "\(name) sees another finger on \(on): \(n) are down now; \(how).",
                    "\(name) 收到了落在 \(on) 上的另一根手指：现在有 \(n) 根手指按着；\(how)。"), [.g6, .g7])
        case (_, .tooManyTouches(let n)):
            return line(
                t(
                    """
                    \(name) fails: \(n) fingers are down on \(on), and a \(g.recognizer.kind.rawValue) recognizes \
                    one (numberOfTouchesRequired = 1).
                    """,
                    """
                    \(name) 识别失败：\(on) 上按着 \(n) 根手指，而\(kindZh(g.recognizer.kind))手势识别器只识别一根手指（\
                    numberOfTouchesRequired = 1）。
                    """
                ), [.g6])
        case (_, .pinched(let change, let scale)):
            let way = change >= 0 ? t("further apart", "远") : t("closer", "近")
            return line(
                t(
                    """
                    \(name) begins: the two fingers are \(formatNumber(abs(change))) pt \(way) than when it \
                    started measuring (scale \(formatNumber(scale))); it calls its action (began). A change of \
                    \(formatNumber(GestureRecognizer.pinchThreshold)) pt is Hitlab's threshold: UIKit says only \
                    \"moved enough\".
                    """,
                    """
                    \(name) 进入 began 状态：两根手指的距离比开始测量时\(way)了 \(formatNumber(abs(change))) pt（scale 为 \
                    \(formatNumber(scale))），向 target 发送 action。距离变化 \
                    \(formatNumber(GestureRecognizer.pinchThreshold)) pt 才开始是 Hitlab 自定的阈值，UIKit 只说“移动得足够多”。
                    """
                ), [.g6, .g4])
        case (_, .rotated(let degrees)):
            return line(
                t(
                    """
                    \(name) begins: the two fingers turned \(formatNumber(degrees))°; it calls its action \
                    (began). A turn of \(formatNumber(GestureRecognizer.rotationThresholdDegrees))° is Hitlab's \
                    threshold: UIKit says only \"moved enough\".
                    """,
                    """
                    \(name) 进入 began 状态：两根手指转动了 \(formatNumber(degrees))°，向 target 发送 action。转动 \
                    \(formatNumber(GestureRecognizer.rotationThresholdDegrees))° 才开始是 Hitlab 自定的阈值，UIKit \
                    只说“移动得足够多”。
                    """
                ), [.g6, .g4])
        case (_, .scaleChanged(let scale)):
            return line(
                t(
                    "\(name) changes: scale \(formatNumber(scale)); it calls its action again (changed).",
                    "\(name) 进入 changed 状态：scale 为 \(formatNumber(scale))，再次向 target 发送 action。"), [.g6, .g4])
        case (_, .rotationChanged(let degrees)):
            return line(
                t(
                    "\(name) changes: rotation \(formatNumber(degrees))°; it calls its action again (changed).",
                    "\(name) 进入 changed 状态：旋转了 \(formatNumber(degrees))°，再次向 target 发送 action。"), [.g6, .g4])
        case (_, .neverBegan(let fingers)):
            if fingers < 2 {
                return line(
                    t(
                        """
                        \(name) fails: only one finger was ever down on \(on), and a \
                        \(g.recognizer.kind.rawValue) needs two.
                        """,
                        "\(name) 识别失败：\(on) 上始终只有一根手指，而\(kindZh(g.recognizer.kind))手势需要两根。"), [.g6])
            }
            let what = g.recognizer.kind == .pinch ? t("their distance", "距离") : t("their angle", "角度")
            return line(
                t(
                    "\(name) fails: the fingers came up before \(what) changed enough.",
                    "\(name) 识别失败：手指抬起前，两指的\(what)变化始终不够大。"), [.g6])
        case (_, .waitsFor(let otherRecognizer)):
            let other = otherRecognizer.name
            return line(
                t(
                    "\(name) would recognize, but it requires \(other) to fail first (require(toFail:)), so it waits.",
                    "\(name) 本可以识别成功，但它要求 \(other) 先失败（require(toFail:)），所以只能先等待。"), [.g3])
        case (.possible, _) where g.recognizer.scrollsItsView:
            return line(
                t(
                    "\(name) (the pan that scrolls \(on), a \(scrollClass(g))) sees the touch before the views do.",
                    "\(name)（\(scrollClass(g)) 自带的拖动手势识别器，\(on) 靠它滚动）比视图先看到这次触摸。"), [.g1, .g5])
        case (.possible, _):
            return line(
                t(
                    "\(name) (\(g.recognizer.kind.rawValue) on \(on)) sees the touch before the views do.",
                    "\(name)（\(on) 上的\(kindZh(g.recognizer.kind))手势识别器）比视图先看到这次触摸。"), [.g1])
        case (_, .tapped): return line(t("\(name) recognizes a tap at touch-up.", "\(name) 在手指抬起时识别出一次点击。"), [.g1])
        case (_, .tappedTwice): return line(t("\(name) recognizes the second tap.", "\(name) 识别出第二次点击。"), [.g1])
        case (_, .heldLongEnough(let d)):
            return line(
                t(
                    "\(name) begins: held for \(formatNumber(d)) s without moving; it calls its action (began).",
                    "\(name) 进入 began 状态：按住 \(formatNumber(d)) 秒未移动，向 target 发送 action。"), [.g1, .g4])
        case (_, .movedEnough(let d)):
            return line(
                t(
                    "\(name) begins: the pointer moved \(formatNumber(d)) points; it calls its action (began).",
                    "\(name) 进入 began 状态：手指移动了 \(formatNumber(d)) pt，向 target 发送 action。"), [.g1, .g4])
        case (_, .scrolls(let d, let cancellingView)):
            let cancelling = cancellingView?.name
            let cancel =
                cancelling.map { c in
                    t(
                        """
                         \(c) was already tracking the touch, and touchesShouldCancel(in: \(c)) is true \
                        (\(cancelWhy(g))), so \(c) loses it.
                        """,
                        "\(c) 已经收到这次触摸，而 touchesShouldCancel(in: \(c)) 返回 true（\(cancelWhy(g))），所以 \(c) 的这次触摸被取消。")
                } ?? ""
            return line(
                t(
                    "\(name) begins: the pointer moved \(formatNumber(d)) points, so \(on) scrolls.\(cancel)",
                    "\(name) 进入 began 状态：手指移动了 \(formatNumber(d)) pt，所以 \(on) 开始滚动。\(cancel)"), [.g5])
        case (_, .contentIsTracking(let cView)):
            let c = cView.name
            return line(
                t(
                    """
                    \(name) fails: \(c) in the content is already tracking the touch and canCancelContentTouches \
                    is off, so \(on) does not scroll however far the finger moves.
                    """,
                    "\(name) 识别失败：内容视图 \(c) 已经收到这次触摸，而 canCancelContentTouches 为 false，所以无论手指移动多远，\(on) 都不会滚动。"), [.g5])
        case (_, .contentKeepsTouch(let cView)):
            let c = cView.name
            return line(
                t(
                    """
                    \(name) fails: \(c) is already tracking the touch and touchesShouldCancel(in: \(c)) is false \
                    (\(cancelWhy(g))), so \(on) does not scroll and \(c) keeps the touch.
                    """,
                    """
                    \(name) 识别失败：\(c) 已经收到这次触摸，而 touchesShouldCancel(in: \(c)) 返回 false（\(cancelWhy(g))），所以 \(on) \
                    不滚动，触摸仍归 \(c)。
                    """
                ), [.g5])
        case (_, .movedOn(let p)) where g.recognizer.scrollsItsView:
            return line(
                t(
                    "\(name) changes: the pointer moved on to \(p) and \(on) scrolls with it.",
                    "\(name) 进入 changed 状态：手指移到 \(p)，\(on) 跟着滚动。"), [.g5])
        case (_, .ended) where g.recognizer.scrollsItsView:
            return line(
                t(
                    "\(name) ends with the touch: \(on) stops following the finger.",
                    "手指抬起，\(name) 进入 ended 状态：\(on) 不再跟着手指滚动。"), [.g5])
        case (_, .movedOn(let p)):
            return line(
                t(
                    "\(name) changes: the pointer moved on to \(p); it calls its action again (changed).",
                    "\(name) 进入 changed 状态：手指移到 \(p)，再次向 target 发送 action。"), [.g4])
        case (_, .ended):
            return line(
                t(
                    "\(name) ends with the touch: recognized; it calls its action once more (ended).",
                    "手指抬起，\(name) 进入 ended 状态：识别成功，最后一次向 target 发送 action。"), [.g1, .g4])
        case (_, .swiped(let d, let seconds)):
            let dir = g.recognizer.direction.rawValue, dirZh = directionZh(g.recognizer.direction)
            return line(
                t(
                    """
                    \(name) recognizes a swipe \(dir): \(formatNumber(d)) points that way in \
                    \(formatNumber(seconds)) s (at least \(formatNumber(GestureRecognizer.swipeDistance)) points \
                    within \(formatNumber(GestureRecognizer.swipeMaxDuration)) s: Hitlab's numbers, UIKit \
                    documents none).
                    """,
                    """
                    \(name) 识别出一次向\(dirZh)的轻扫（.\(dir)）：\(formatNumber(seconds)) 秒内朝这个方向移动了 \(formatNumber(d)) \
                    pt（判定标准是至少 \(formatNumber(GestureRecognizer.swipeDistance)) pt、不超过 \
                    \(formatNumber(GestureRecognizer.swipeMaxDuration)) 秒；这是 Hitlab 自定的数值，UIKit 没有公开）。
                    """
                ), [.g1])
        case (_, .swipeWrongWay(let moved)):
            let dir = g.recognizer.direction.rawValue, dirZh = directionZh(g.recognizer.direction)
            return line(
                t(
                    "\(name) fails: the finger moved \(moved) from its press, not mostly \(dir).",
                    "\(name) 识别失败：手指相对按下处的位移是 \(moved)，主要方向不是向\(dirZh)。"), [.g1])
        case (_, .swipeTooSlow(let seconds)):
            return line(
                t(
                    "\(name) fails: the finger took \(formatNumber(seconds)) s, too slow for a swipe.",
                    "\(name) 识别失败：手指用了 \(formatNumber(seconds)) 秒，对轻扫来说太慢了。"), [.g1])
        case (_, .swipeTooShort(let d)):
            return line(
                t(
                    """
                    \(name) fails: the finger came up after \(formatNumber(d)) points \
                    \(g.recognizer.direction.rawValue), short of \(formatNumber(GestureRecognizer.swipeDistance)).
                    """,
                    """
                    \(name) 识别失败：手指向\(directionZh(g.recognizer.direction))只移动了 \(formatNumber(d)) pt 就抬起，不到 \
                    \(formatNumber(GestureRecognizer.swipeDistance)) pt。
                    """
                ), [.g1])
        case (_, .movedTooFar(let d)):
            return line(
                t(
                    """
                    \(name) fails: the pointer moved \(formatNumber(d)) points, more than \
                    \(formatNumber(GestureRecognizer.allowableMovement)).
                    """,
                    """
                    \(name) 识别失败：手指移动了 \(formatNumber(d)) pt，超过 \
                    \(formatNumber(GestureRecognizer.allowableMovement)) pt。
                    """
                ), [.g1])
        case (_, .releasedTooSoon(let d)):
            return line(
                t(
                    """
                    \(name) fails: released after \(formatNumber(d)) s, before \
                    \(formatNumber(GestureRecognizer.longPressDuration)) s.
                    """,
                    "\(name) 识别失败：按了 \(formatNumber(d)) 秒就松开，不到 \(formatNumber(GestureRecognizer.longPressDuration)) 秒。"
                ), [.g1])
        case (_, .didNotMove):
            return line(
                t(
                    "\(name) fails: the pointer never moved \(formatNumber(GestureRecognizer.panThreshold)) points.",
                    "\(name) 识别失败：手指的移动距离始终不到 \(formatNumber(GestureRecognizer.panThreshold)) pt。"), [.g1])
        case (_, .noSecondTap):
            return line(t("\(name) fails: no second tap came in time.", "\(name) 识别失败：没等到第二次点击。"), [.g1])
        case (_, .preventedBy(let winnerRecognizer)):
            let winner = winnerRecognizer.name
            return line(
                t(
                    "\(name) fails: \(winner) already recognized and the two may not recognize together.",
                    "\(name) 识别失败：\(winner) 已经识别成功，而两者不允许同时识别。"), [.g3])
        case (_, .requiredFailed(let otherRecognizer)):
            let other = otherRecognizer.name
            return line(
                t(
                    "\(name) recognizes now: \(other), which it was waiting for, failed.",
                    "\(name) 现在识别成功：它所等待的 \(other) 失败了。"), [.g3])
        case (_, .requiredRecognized(let otherRecognizer)):
            let other = otherRecognizer.name
            return line(
                t(
                    "\(name) fails: \(other) recognized, and \(name) required it to fail.",
                    "\(name) 识别失败：\(other) 识别成功了，而 \(name) 要求它失败。"), [.g3])
        case (_, .controlWins(let controlView)):
            let control = controlView.name
            let cls = g.counterpart?.kind.uikitClass ?? "UIControl"
            if g.recognizer.kind == .swipe {
                return line(
                    t(
                        "\(name) fails: \(control) is a \(cls), and a swipe along its knob is its own.",
                        "\(name) 识别失败：\(control) 是 \(cls)，在滑块（thumb）上顺着滑动方向轻扫，由 \(control) 自己处理。"), [.a3])
            }
            if g.recognizer.kind == .pan {
                let knob = g.counterpart?.kind == .switch ? "圆钮" : "滑块（thumb）"
                return line(
                    t(
                        "\(name) fails: \(control) is a \(cls), and a drag along its knob is its own.",
                        "\(name) 识别失败：\(control) 是 \(cls)，顺着控件方向拖动\(knob)，由 \(control) 自己处理。"), [.a3])
            }
            return line(
                t(
                    "\(name) fails: \(control) is a \(cls) in front and keeps single taps for itself.",
                    "\(name) 识别失败：\(control) 是位于上层的 \(cls)，单击由它自己处理。"), [.a3])
        case (_, .sawTouch):
            return line(t("\(name) is \(g.state.rawValue).", "\(name) 的状态是 \(g.state.rawValue)。"), [.g1])
        }
    }

    func kindZh(_ kind: GestureKind) -> String { kind.chineseName }

    func directionZh(_ d: SwipeDirection) -> String {
        switch d {
        case .right: return "右"
        case .left: return "左"
        case .up: return "上"
        case .down: return "下"
        }
    }

    /// The UIKit class of the scroll view a pan scrolls, as a sentence names it.
    func scrollClass(_ g: GestureRecord) -> String { g.recognizer.view?.kind.uikitClass ?? "UIScrollView" }

    /// Why `touchesShouldCancel(in:)` answered as it did for the content view (the record's
    /// counterpart) in the scroll view of `g`'s pan.
    func cancelWhy(_ g: GestureRecord) -> String {
        let scrollView = g.recognizer.view?.name ?? "?"
        switch g.recognizer.view?.scrolling.touchesShouldCancel ?? .unlessControl {
        case .always: return t("\(scrollView) overrides it to return true", "\(scrollView) 重写了它，总是返回 true")
        case .never: return t("\(scrollView) overrides it to return false", "\(scrollView) 重写了它，总是返回 false")
        case .unlessControl:
            let isControl = g.counterpart?.kind.isControl == true
            return isControl
                ? t("UIKit's default for a UIControl", "UIKit 对 UIControl 的默认值")
                : t("UIKit's default for a view that is not a UIControl", "UIKit 对非 UIControl 视图的默认值")
        }
    }
}

extension GestureKind {
    /// The kind as a Chinese teacher names it, before 手势识别器 (点击手势识别器, 轻扫手势识别器 ...).
    var chineseName: String {
        switch self {
        case .tap: return "点击"
        case .doubleTap: return "双击"
        case .longPress: return "长按"
        case .pan: return "拖动"
        case .swipe: return "轻扫"
        case .pinch: return "捏合"
        case .rotation: return "旋转"
        }
    }
}
