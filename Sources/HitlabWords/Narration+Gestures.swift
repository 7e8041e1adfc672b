import HitlabCore

extension Narrator {
    // MARK: Gesture recognizers (G1-G8)

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
                    \(name) (\(g.recognizer.kind.word) on \(on)) sees the touch before the views do. \
                    \(control) is a \(cls), not one of the controls that keep a single tap from their ancestors' \
                    recognizers (UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl), so this tap \
                    may still take the touch.
                    """), [.g1, .a3])
        case (_, .refusedTouch(.always)):
            return line(
                t(
                    """
                    \(name) never sees the touch: its delegate's gestureRecognizer(_:shouldReceive:) says no, so \
                    the views get it as if \(name) were not there.
                    """), [.g8])
        case (_, .refusedTouch(.control(let controlView))):
            let control = controlView.name, cls = controlView.kind.uikitClass
            return line(
                t(
                    """
                    \(name) never sees the touch: its delegate's gestureRecognizer(_:shouldReceive:) says no to \
                    touches on a control, and \(control) is a \(cls); the control tracks the touch on its own.
                    """), [.g8])
        case (_, .refusedTouch(.inside(let insideView))):
            let inside = insideView.name
            return line(
                t(
                    """
                    \(name) never sees the touch: its delegate's gestureRecognizer(_:shouldReceive:) says no to \
                    touches in \(inside), and the touch is there.
                    """), [.g8])
        case (_, .delegateRefusedBegin) where g.recognizer.kind.isContinuous:
            return line(
                t(
                    """
                    \(name) fails: it would have begun, but its delegate's gestureRecognizerShouldBegin(_:) \
                    says no.
                    """), [.g8])
        case (_, .delegateRefusedBegin):
            return line(
                t(
                    """
                    \(name) fails: it would have recognized, but its delegate's gestureRecognizerShouldBegin(_:) \
                    says no.
                    """), [.g8])
        case (_, .cannotScroll(true)):
            return line(
                t(
                    """
                    \(name) fails: the drag goes sideways and \(on) cannot scroll sideways: its content is no \
                    wider than it, and it does not bounce horizontally (alwaysBounceHorizontal is off).
                    """), [.g5])
        case (_, .cannotScroll(false)):
            return line(
                t(
                    """
                    \(name) fails: the drag goes up or down and \(on) cannot scroll that way: its content is no \
                    taller than it, and it does not bounce vertically (alwaysBounceVertical is off).
                    """), [.g5])
        case (_, .notAtEdge(let distance, let edge)):
            guard let edge else { return line(t("\(name) fails: it has no edges to start from."), [.g1]) }
            let limit = formatNumber(GestureRecognizer.screenEdgeDistance)
            let side: String
            switch edge {
            case .left: side = t("the screen's left edge")
            case .right: side = t("the screen's right edge")
            case .top: side = t("the screen's top edge")
            case .bottom: side = t("the screen's bottom edge")
            }
            return line(
                t(
                    """
                    \(name) fails: the touch began \(formatNumber(distance)) points from \(side), and a screen-edge \
                    pan starts within \(limit) points of one of its edges (Hitlab's number: UIKit documents none).
                    """), [.g1])
        case (_, .touchJoined(let n)):
            let how: String
            switch g.recognizer.kind {
            case .pinch: how = t("it measures the distance between its first two from here")
            case .rotation: how = t("it measures the angle between its first two from here")
            default: how = t("it follows their centroid, and what it moved so far is kept")
            }
            return line(
                t(
                    "\(name) sees another finger on \(on): \(n) are down now; \(how)."), [.g6, .g7])
        case (_, .tooManyTouches(let n, let required)):
            return line(
                t(
                    """
                    \(name) fails: \(n) fingers are down on \(on), and a \(g.recognizer.kind.word) recognizes \
                    \(required) (numberOfTouchesRequired = \(required)).
                    """), [.g6])
        case (_, .tooFewTouches(let n, let required)):
            let setting = g.recognizer.kind == .pan ? "minimumNumberOfTouches" : "numberOfTouchesRequired"
            return line(
                t(
                    """
                    \(name) fails: at most \(n) of the \(required) fingers it needs were down together on \(on) \
                    (\(setting) = \(required)).
                    """), [.g6])
        case (_, .pinched(let change, let scale)):
            let way = change >= 0 ? t("further apart") : t("closer")
            return line(
                t(
                    """
                    \(name) begins: the two fingers are \(formatNumber(abs(change))) pt \(way) than when it \
                    started measuring (scale \(formatNumber(scale))); it calls its action (began). A change of \
                    \(formatNumber(GestureRecognizer.pinchThreshold)) pt is Hitlab's threshold: UIKit says only \
                    \"moved enough\".
                    """), [.g6, .g4])
        case (_, .rotated(let degrees)):
            return line(
                t(
                    """
                    \(name) begins: the two fingers turned \(formatNumber(degrees))°; it calls its action \
                    (began). A turn of \(formatNumber(GestureRecognizer.rotationThresholdDegrees))° is Hitlab's \
                    threshold: UIKit says only \"moved enough\".
                    """), [.g6, .g4])
        case (_, .scaleChanged(let scale)):
            return line(
                t(
                    "\(name) changes: scale \(formatNumber(scale)); it calls its action again (changed)."), [.g6, .g4])
        case (_, .rotationChanged(let degrees)):
            return line(
                t(
                    "\(name) changes: rotation \(formatNumber(degrees))°; it calls its action again (changed)."),
                [.g6, .g4])
        case (_, .neverBegan(let fingers)):
            if fingers < 2 {
                return line(
                    t(
                        """
                        \(name) fails: only one finger was ever down on \(on), and a \
                        \(g.recognizer.kind.word) needs two.
                        """), [.g6])
            }
            let what = g.recognizer.kind == .pinch ? t("their distance") : t("their angle")
            return line(
                t(
                    "\(name) fails: the fingers came up before \(what) changed enough."), [.g6])
        case (_, .waitsFor(let otherRecognizer)):
            let other = otherRecognizer.name
            // Who said so: require(toFail:), or a delegate's answer (G8).
            if g.recognizer.requiresFailureOf != other {
                return line(
                    g.recognizer.shouldRequireFailureOf.contains(other)
                        ? t(
                            """
                            \(name) would recognize, but its delegate's gestureRecognizer(_:shouldRequireFailureOf:) \
                            says it must wait for \(other) to fail, so it waits.
                            """)
                        : t(
                            """
                            \(name) would recognize, but \(other)'s delegate's \
                            gestureRecognizer(_:shouldBeRequiredToFailBy:) says \(name) must wait for it to fail, so \
                            it waits.
                            """), [.g3, .g8])
            }
            return line(
                t(
                    "\(name) would recognize, but it requires \(other) to fail first (require(toFail:)), so it waits."),
                [.g3])
        case (.possible, _) where g.recognizer.scrollsItsView:
            return line(
                t(
                    "\(name) (the pan that scrolls \(on), a \(scrollClass(g))) sees the touch before the views do."),
                [.g1, .g5])
        case (.possible, _):
            return line(
                t(
                    "\(name) (\(g.recognizer.kind.word) on \(on)) sees the touch before the views do."), [.g1])
        case (_, .tapped): return line(t("\(name) recognizes a tap at touch-up."), [.g1])
        case (_, .tappedTimes(let n)) where n == 2: return line(t("\(name) recognizes the second tap."), [.g1])
        case (_, .tappedTimes(let n)): return line(t("\(name) recognizes \(n) taps in a row, all it needs."), [.g1])
        case (_, .heldLongEnough(let d, let moved)) where moved > 0:
            return line(
                t(
                    """
                    \(name) begins: held for \(formatNumber(d)) s, the finger \(formatNumber(moved)) points \
                    from where it went down, within its \(formatNumber(g.recognizer.allowableMovement)); \
                    it calls its action (began).
                    """), [.g1, .g4])
        case (_, .heldLongEnough(let d, _)):
            return line(
                t(
                    "\(name) begins: held for \(formatNumber(d)) s without moving; it calls its action (began)."),
                [.g1, .g4])
        case (_, .movedEnough(let d)):
            let moved = formatNumber(d >= 20 ? d.rounded() : d)
            return line(
                t("\(name) begins: the pointer moved \(moved) points; it calls its action (began)."),
                [.g1, .g4])
        case (_, .scrolls(let d, let cancellingView)):
            let cancelling = cancellingView?.name
            let cancel =
                cancelling.map { c in
                    t(
                        """
                         \(c) was already tracking the touch, and touchesShouldCancel(in: \(c)) is true \
                        (\(cancelWhy(g))), so \(c) loses it.
                        """)
                } ?? ""
            let moved = formatNumber(d >= 20 ? d.rounded() : d)
            return line(t("\(name) begins: the pointer moved \(moved) points, so \(on) scrolls.\(cancel)"), [.g5])
        case (_, .contentIsTracking(let cView)):
            let c = cView.name
            return line(
                t(
                    """
                    \(name) fails: \(c) in the content is already tracking the touch and canCancelContentTouches \
                    is off, so \(on) does not scroll however far the finger moves.
                    """), [.g5])
        case (_, .contentKeepsTouch(let cView)):
            let c = cView.name
            return line(
                t(
                    """
                    \(name) fails: \(c) is already tracking the touch and touchesShouldCancel(in: \(c)) is false \
                    (\(cancelWhy(g))), so \(on) does not scroll and \(c) keeps the touch.
                    """), [.g5])
        case (_, .movedOn(let p)) where g.recognizer.scrollsItsView:
            return line(
                t(
                    "\(name) changes: the pointer moved on to \(p) and \(on) scrolls with it."), [.g5])
        case (_, .ended) where g.recognizer.scrollsItsView:
            return line(
                t(
                    "\(name) ends with the touch: \(on) stops following the finger."), [.g5])
        case (_, .movedOn(let p)):
            return line(
                t(
                    "\(name) changes: the pointer moved on to \(p); it calls its action again (changed)."), [.g4])
        case (_, .ended):
            return line(
                t(
                    "\(name) ends with the touch: recognized; it calls its action once more (ended)."), [.g1, .g4])
        case (_, .swiped(let d, let seconds)):
            let direction = g.recognizer.direction
            return line(
                t(
                    """
                    \(name) recognizes a swipe \(direction.word): \(formatNumber(d)) points that way in \
                    \(formatNumber(seconds)) s (at least \(formatNumber(GestureRecognizer.swipeDistance)) points \
                    within \(formatNumber(GestureRecognizer.swipeMaxDuration)) s: Hitlab's numbers, UIKit \
                    documents none).\(unsaid: direction.rawValue)
                    """), [.g1])
        case (_, .swipeWrongWay(let moved)):
            return line(
                t(
                    """
                    \(name) fails: the finger moved \(moved) from its press, not mostly \
                    \(g.recognizer.direction.word).
                    """), [.g1])
        case (_, .swipeTooSlow(let seconds)):
            return line(
                t(
                    "\(name) fails: the finger took \(formatNumber(seconds)) s, too slow for a swipe."), [.g1])
        case (_, .swipeTooShort(let d)):
            return line(
                t(
                    """
                    \(name) fails: the finger came up after \(formatNumber(d)) points \
                    \(g.recognizer.direction.word), short of \(formatNumber(GestureRecognizer.swipeDistance)).
                    """), [.g1])
        case (_, .movedTooFar(let d)):
            return line(
                t(
                    """
                    \(name) fails: the pointer moved \(formatNumber(d)) points, more than \
                    \(formatNumber(g.recognizer.allowableMovement)).
                    """), [.g1])
        case (_, .releasedTooSoon(let d)):
            return line(
                t(
                    """
                    \(name) fails: released after \(formatNumber(d)) s, before \
                    \(formatNumber(g.recognizer.minimumPressDuration)) s.
                    """), [.g1])
        case (_, .didNotMove):
            return line(
                t(
                    "\(name) fails: the pointer never moved \(formatNumber(GestureRecognizer.panThreshold)) points."),
                [.g1])
        case (_, .noFurtherTap(_, let required)) where required == 2:
            return line(t("\(name) fails: no second tap came in time."), [.g1])
        case (_, .noFurtherTap(let taps, let required)) where required > 2:
            return line(
                t(
                    """
                    \(name) fails: it needs \(required) taps in a row, each within \
                    \(formatNumber(GestureRecognizer.doubleTapInterval)) s of the last; only \(taps) came.
                    """), [.g1])
        case (_, .noFurtherTap):
            return line(t("\(name) fails: the interaction ended before it could recognize."), [.g1])
        case (_, .preventedBy(let winnerRecognizer)):
            let winner = winnerRecognizer.name
            return line(
                t(
                    "\(name) fails: \(winner) already recognized and the two may not recognize together."), [.g3])
        case (_, .requiredFailed(let otherRecognizer)):
            let other = otherRecognizer.name
            return line(
                t(
                    "\(name) recognizes now: \(other), which it was waiting for, failed."), [.g3])
        case (_, .requiredRecognized(let otherRecognizer)):
            let other = otherRecognizer.name
            return line(
                t(
                    "\(name) fails: \(other) recognized, and \(name) required it to fail."), [.g3])
        case (_, .controlWins(let controlView)):
            let control = controlView.name
            let cls = g.counterpart?.kind.uikitClass ?? "UIControl"
            if g.recognizer.kind == .swipe {
                return line(
                    t(
                        "\(name) fails: \(control) is a \(cls), and a swipe along its knob is its own."), [.a3])
            }
            if g.recognizer.kind == .pan {
                let knob = g.counterpart?.kind == .switch ? Phrase("a switch's knob") : Phrase("a slider's thumb")
                return line(
                    t("\(name) fails: \(control) is a \(cls), and a drag along its knob is its own.\(unsaid: knob)"),
                    [.a3])
            }
            return line(
                t(
                    "\(name) fails: \(control) is a \(cls) in front and keeps single taps for itself."), [.a3])
        case (_, .sawTouch):
            return line(t("\(name) is \(g.state.rawValue)."), [.g1])
        }
    }

    /// The UIKit class of the scroll view a pan scrolls, as a sentence names it.
    func scrollClass(_ g: GestureRecord) -> String { g.recognizer.view?.kind.uikitClass ?? "UIScrollView" }

    /// Why `touchesShouldCancel(in:)` answered as it did for the content view (the record's
    /// counterpart) in the scroll view of `g`'s pan.
    func cancelWhy(_ g: GestureRecord) -> String {
        let scrollView = g.recognizer.view?.name ?? "?"
        switch g.recognizer.view?.scrolling.touchesShouldCancel ?? .unlessControl {
        case .always: return t("\(scrollView) overrides it to return true")
        case .never: return t("\(scrollView) overrides it to return false")
        case .unlessControl:
            let isControl = g.counterpart?.kind.isControl == true
            return isControl
                ? t("UIKit's default for a UIControl")
                : t("UIKit's default for a view that is not a UIControl")
        }
    }
}

extension SwipeDirection {
    /// The direction in a sentence: "right" in English, 右 in Chinese.
    var word: some LocalizedWord {
        switch self {
        case .right: return ChosenWord(en: rawValue, zh: "右")
        case .left: return ChosenWord(en: rawValue, zh: "左")
        case .up: return ChosenWord(en: rawValue, zh: "上")
        case .down: return ChosenWord(en: rawValue, zh: "下")
        }
    }
}

extension GestureKind {
    /// The kind in a sentence: its name in English ("longPress"), as a Chinese teacher names it in
    /// Chinese.
    var word: ChosenWord { ChosenWord(en: rawValue, zh: chineseName) }

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
        case .screenEdgePan: return "屏幕边缘拖动"
        }
    }
}
