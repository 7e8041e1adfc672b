import HitlabCore
import XCTest

/// G1-G3: recognizers see touches first, cancel or delay the views' touches, and the deeper one wins.
final class GestureTests: XCTestCase {
    private func tapScene(_ configure: (GestureRecognizer) -> Void = { _ in }) -> Scene {
        let tap = GestureRecognizer(name: "card.tap", kind: .tap)
        tap.action = "cardTapped"
        tap.target = "card"
        configure(tap)
        let card = view(
            "card", 0, 0, 200, 200,
            {
                $0.touches = .handle; $0.responds = ["cardTapped"]; $0.addGesture(tap)
            })
        return scene([card])
    }

    func testG1TapRecognizesAtTouchUpAndG2CancelsTheViewsTouches() {
        let t = tapScene().click(50, 50)
        XCTAssertEqual(t.gestureState("card.tap"), .recognized)
        XCTAssertEqual(t.deliveryLog, ["card.began.handled", "card.cancelled.cancelled"])
        XCTAssertEqual(t.actionLog, ["cardTapped->card"])
    }

    func testG2WithoutCancelsTouchesInViewBothFire() {
        let t = tapScene { $0.cancelsTouchesInView = false }.click(50, 50)
        XCTAssertEqual(t.deliveryLog, ["card.began.handled", "card.ended.handled"])
        XCTAssertEqual(t.gestureState("card.tap"), .recognized)
    }

    func testG2DelaysTouchesBeganHidesTheWholeTouchFromTheViews() {
        let t = tapScene { $0.delaysTouchesBegan = true }.click(50, 50)
        XCTAssertTrue(t.deliveries.isEmpty)
        XCTAssertTrue(t.steps.contains { if case .discarded(.began, _, _) = $0 { return true } else { return false } })
    }

    func testG2DelayedBeganIsDeliveredLateWhenTheTapFails() {
        let t = tapScene { $0.delaysTouchesBegan = true }.run(.drag(from: Point(10, 10), to: Point(100, 10)))
        XCTAssertEqual(t.gestureState("card.tap"), .failed)
        XCTAssertEqual(t.deliveryLog, ["card.began.handled", "card.moved.handled", "card.ended.handled"])
    }

    func testTapFailsWhenTheFingerMovesMoreThan10Points() {
        let t = tapScene().run(.drag(from: Point(10, 10), to: Point(30, 10)))
        XCTAssertEqual(t.gestureState("card.tap"), .failed)
        XCTAssertEqual(t.gestures.first?.reason, .movedTooFar(20))
    }

    func testG3DeeperViewsTapWinsOverTheAncestors() {
        let inner = view("inner", 0, 0, 50, 50, { $0.addGesture(GestureRecognizer(name: "inner.tap", kind: .tap)) })
        let outer = view(
            "outer", 0, 0, 200, 200, { $0.addGesture(GestureRecognizer(name: "outer.tap", kind: .tap)) },
            subviews: [inner])
        let t = scene([outer]).click(10, 10)
        XCTAssertEqual(t.gestureState("inner.tap"), .recognized)
        XCTAssertEqual(t.gestureState("outer.tap"), .failed)
        XCTAssertEqual(
            t.gestures.map(\.recognizer.name), ["inner.tap", "outer.tap"], "the deeper one sees the touch first")
    }

    func testG3SimultaneousLetsBothRecognize() {
        let outerTap = GestureRecognizer(name: "outer.tap", kind: .tap)
        outerTap.simultaneous = true
        let inner = view("inner", 0, 0, 50, 50, { $0.addGesture(GestureRecognizer(name: "inner.tap", kind: .tap)) })
        let outer = view("outer", 0, 0, 200, 200, { $0.addGesture(outerTap) }, subviews: [inner])
        let t = scene([outer]).click(10, 10)
        XCTAssertEqual(t.gestureState("inner.tap"), .recognized)
        XCTAssertEqual(t.gestureState("outer.tap"), .recognized)
    }

    func testG1ParentGestureAndChildTouchesBothSeeTheTouch() {
        let child = view("child", 0, 0, 50, 50, { $0.touches = .handle })
        let parent = view(
            "parent", 0, 0, 200, 200, { $0.addGesture(GestureRecognizer(name: "parent.tap", kind: .tap)) },
            subviews: [child])
        let t = scene([parent]).click(10, 10)
        XCTAssertEqual(t.gestureState("parent.tap"), .recognized)
        XCTAssertEqual(t.deliveryLog, ["child.began.handled", "child.cancelled.cancelled"])
    }

    func testLongPressRecognizesAfterHalfASecondAndNotBefore() {
        let lp = GestureRecognizer(name: "lp", kind: .longPress)
        let s = scene([view("a", 0, 0, 100, 100, { $0.addGesture(lp) })])
        XCTAssertEqual(s.run(.click(Point(10, 10), taps: 1, hold: 0.2)).gestureState("lp"), .failed)
        XCTAssertEqual(s.run(.click(Point(10, 10), taps: 1, hold: 0.8)).gestureState("lp"), .recognized)
    }

    func testLongPressRecognizesWhileStillHeld() {
        let lp = GestureRecognizer(name: "lp", kind: .longPress)
        let s = scene([view("a", 0, 0, 100, 100, { $0.addGesture(lp) })])
        let session = TouchSession(scene: s)
        session.press(at: Point(10, 10), time: 0)
        session.advance(to: 0.6)
        XCTAssertEqual(session.trace.gestureState("lp"), .began)
        XCTAssertTrue(session.trace.deliveryLog.contains("a.cancelled.cancelled"))
    }

    func testPanBeginsAfter10PointsAndNeedsMovement() {
        let s = scene([view("a", 0, 0, 300, 300, { $0.addGesture(GestureRecognizer(name: "pan", kind: .pan)) })])
        XCTAssertEqual(s.run(.drag(from: Point(10, 10), to: Point(100, 10))).gestureState("pan"), .recognized)
        XCTAssertEqual(s.click(10, 10).gestureState("pan"), .failed)
    }

    func testDoubleTapNeedsTwoTapsAndDelaysTheFirstEnded() {
        let dt = GestureRecognizer(name: "dt", kind: .doubleTap)
        let s = scene([
            view(
                "a", 0, 0, 100, 100,
                {
                    $0.touches = .handle; $0.addGesture(dt)
                })
        ])
        let once = s.click(10, 10)
        XCTAssertEqual(once.gestureState("dt"), .failed)
        XCTAssertEqual(
            once.deliveryLog, ["a.began.handled", "a.ended.handled"],
            "ended held, then delivered when the double tap gave up")
        let twice = s.run(.click(Point(10, 10), taps: 2, hold: 0.05))
        XCTAssertEqual(twice.gestureState("dt"), .recognized)
        XCTAssertEqual(
            twice.deliveryLog, ["a.began.handled", "a.began.handled", "a.cancelled.cancelled", "a.cancelled.cancelled"],
            "the first touch's ended waits; the second tap cancels both touches")
    }

    func testDoubleTapWithoutDelayingEndedLetsTheFirstTouchEndNormally() {
        let dt = GestureRecognizer(name: "dt", kind: .doubleTap)
        dt.delaysTouchesEnded = false
        let s = scene([
            view(
                "a", 0, 0, 100, 100,
                {
                    $0.touches = .handle; $0.addGesture(dt)
                })
        ])
        let twice = s.run(.click(Point(10, 10), taps: 2, hold: 0.05))
        XCTAssertEqual(
            twice.deliveryLog, ["a.began.handled", "a.ended.handled", "a.began.handled", "a.cancelled.cancelled"])
    }

    func testTapOnAButtonItselfCancelsTheButtonsAction() {
        let button = view(
            "button", 0, 0, 100, 100, kind: .button,
            {
                $0.action = "go"; $0.addGesture(GestureRecognizer(name: "button.tap", kind: .tap))
            })
        let t = scene([button]).click(10, 10)
        XCTAssertEqual(t.gestureState("button.tap"), .recognized)
        XCTAssertEqual(t.controlLog, ["button.touchDown", "button.touchCancel"])
        XCTAssertTrue(t.actions.isEmpty)
    }
}
