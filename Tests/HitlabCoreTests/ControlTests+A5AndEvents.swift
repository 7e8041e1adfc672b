import HitlabCore
import XCTest

/// A5 (a tap makes a text field the first responder) and the control events an app registers
/// actions for (`events:`, A1, A2).
final class ControlEventTests: XCTestCase {
    private func form() -> (Scene, email: View, password: View, signIn: View) {
        let email = view(
            "email", 20, 20, 300, 40, kind: .textField, { $0.eventActions[.editingDidEnd] = .init(name: "check") })
        let password = view(
            "password", 20, 80, 300, 40, kind: .textField, { $0.eventActions[.editingDidBegin] = .init(name: "rules") })
        let signIn = view("signIn", 20, 140, 300, 40, kind: .button, { $0.action = "signIn" })
        let root = view(
            "root", 0, 0, 400, 400,
            { $0.setController(ViewController(name: "formVC", responds: ["check", "rules", "signIn"])) },
            subviews: [email, password, signIn])
        let s = scene([root])
        s.firstResponder = email
        return (s, email, password, signIn)
    }

    func testA5ATapMakesATextFieldTheFirstResponderAfterTheOneBeforeEndsEditing() {
        let (s, _, password, _) = form()
        let session = TouchSession(scene: s)
        session.press(at: Point(100, 100), time: 0)
        session.release(at: Point(100, 100), time: 0.1)
        session.finish()
        // The field's own tap takes the touch as it lifts: the views get touchesCancelled and
        // its tracking ends cancelled; then the tap's action focuses it (G4, G2).
        XCTAssertEqual(
            session.trace.controlLog,
            ["password.touchDown", "password.touchCancel", "email.editingDidEnd", "password.editingDidBegin"])
        XCTAssertEqual(session.trace.deliveryLog.last, "password.cancelled.cancelled")
        XCTAssertEqual(session.trace.actions.map(\.name), ["check", "rules"])
        XCTAssertEqual(session.trace.actions.map(\.event), [.editingDidEnd, .editingDidBegin])
        XCTAssertTrue(session.trace.firstResponder === password)
        // The scene keeps its own first responder.
        XCTAssertEqual(s.firstResponder?.name, "email")
    }

    func testA5ANilTargetedActionStartsAtTheTextFieldTheTapMadeFirstResponder() {
        let (s, _, password, _) = form()
        let session = TouchSession(scene: s)
        session.press(at: Point(100, 100), time: 0)
        session.release(at: Point(100, 100), time: 0.1)
        session.press(at: Point(100, 160), time: 1)
        session.release(at: Point(100, 160), time: 1.1)
        session.finish()
        let signIn = session.trace.actions.last
        XCTAssertEqual(signIn?.name, "signIn")
        XCTAssertEqual(signIn?.route, .firstResponder)
        XCTAssertTrue(signIn?.searched.first === password)
        XCTAssertEqual(signIn?.event, .touchUpInside)
        // A button does not take the first responder away from a text field.
        XCTAssertTrue(session.trace.firstResponder === password)
    }

    func testA5ATapOnTheFirstResponderChangesNothing() {
        let (s, email, _, _) = form()
        let session = TouchSession(scene: s)
        session.press(at: Point(100, 40), time: 0)
        session.release(at: Point(100, 40), time: 0.1)
        session.finish()
        XCTAssertEqual(session.trace.controlLog, ["email.touchDown", "email.touchCancel"])
        XCTAssertTrue(session.trace.actions.isEmpty)
        XCTAssertTrue(session.trace.firstResponder === email)
    }

    func testA2EachEventSendsItsActionAndDragExitComesWithDragOutside() {
        let button = view(
            "b", 100, 100, 100, 50, kind: .button,
            {
                $0.action = "play"
                $0.eventActions = [
                    .touchDown: .init(name: "down"), .touchDragExit: .init(name: "exit"),
                    .touchDragOutside: .init(name: "outside"), .touchDragEnter: .init(name: "enter")
                ]
            })
        let root = view(
            "root", 0, 0, 400, 400,
            { $0.setController(ViewController(name: "vc", responds: ["play", "down", "exit", "outside", "enter"])) },
            subviews: [button])
        let session = TouchSession(scene: scene([root]))
        session.press(at: Point(150, 125), time: 0)
        session.move(to: Point(150, 300), time: 0.1)  // 100 points below: past the 70-point margin
        session.move(to: Point(150, 130), time: 0.2)
        session.release(at: Point(150, 130), time: 0.3)
        session.finish()
        XCTAssertEqual(
            session.trace.controlLog, ["b.touchDown", "b.touchDragExit", "b.touchDragEnter", "b.touchUpInside"])
        XCTAssertEqual(session.trace.actions.map(\.name), ["down", "exit", "outside", "enter", "play"])
        XCTAssertEqual(
            session.trace.actions.map(\.event),
            [.touchDown, .touchDragExit, .touchDragOutside, .touchDragEnter, .touchUpInside])
        XCTAssertEqual(session.trace.controlEvents[1].alongside, .touchDragOutside)
    }

    func testA1ASecondTapOnAControlSendsTouchDownRepeat() {
        let button = view(
            "b", 100, 100, 100, 50, kind: .button, { $0.eventActions[.touchDownRepeat] = .init(name: "twice") })
        let root = view("root", 0, 0, 400, 400, { $0.responds = ["twice"] }, subviews: [button])
        let session = TouchSession(scene: scene([root]))
        session.press(at: Point(150, 125), time: 0)
        session.release(at: Point(150, 125), time: 0.1)
        session.press(at: Point(150, 125), time: 0.3)
        session.release(at: Point(150, 125), time: 0.4)
        session.press(at: Point(150, 125), time: 2)  // too late to count as a repeat
        session.release(at: Point(150, 125), time: 2.1)
        session.finish()
        XCTAssertEqual(
            session.trace.controlEvents.filter { $0.event == .touchDown }.map(\.alongside), [nil, .touchDownRepeat, nil]
        )
        XCTAssertEqual(session.trace.actionLog, ["twice->root"])
    }

    func testA1ASwitchSendsValueChangedAsTheFingerLiftsInsideItBeforeTouchUpInside() {
        let toggle = view("t", 100, 100, 60, 40, kind: .switch, { $0.action = "toggled" })
        let root = view("root", 0, 0, 400, 400, { $0.responds = ["toggled"] }, subviews: [toggle])
        let session = TouchSession(scene: scene([root]))
        session.press(at: Point(120, 120), time: 0)
        session.release(at: Point(120, 120), time: 0.1)
        session.finish()
        XCTAssertEqual(session.trace.controlLog, ["t.touchDown", "t.valueChanged", "t.touchUpInside"])
        XCTAssertEqual(session.trace.actions.map(\.event), [.valueChanged])
    }

    func testA1ASliderThatIsNotContinuousSendsOneValueChangedAsTheTouchEnds() {
        let slider = view(
            "s", 20, 20, 260, 40, kind: .slider,
            {
                $0.action = "slid"
                $0.valueSettings.isContinuous = false
            })
        let root = view("root", 0, 0, 300, 300, { $0.responds = ["slid"] }, subviews: [slider])
        let session = TouchSession(scene: scene([root]))
        session.press(at: Point(30, 40), time: 0)
        session.move(to: Point(80, 40), time: 0.1)
        session.move(to: Point(150, 40), time: 0.2)
        session.release(at: Point(150, 40), time: 0.3)
        session.finish()
        XCTAssertEqual(
            session.trace.controlLog,
            ["s.touchDown", "s.touchDragInside", "s.touchDragInside", "s.valueChanged", "s.touchUpInside"])
        XCTAssertEqual(session.trace.actionLog, ["slid->root"])
    }

    func testG4ARecognizersActionSaysTheStateItWasSentIn() {
        let pan = GestureRecognizer(name: "pan", kind: .pan)
        let root = view("root", 0, 0, 400, 400, { $0.responds = ["panned"] })
        pan.action = "panned"
        pan.target = "root"
        root.addGesture(pan)
        let session = TouchSession(scene: scene([root]))
        session.press(at: Point(100, 100), time: 0)
        session.move(to: Point(150, 100), time: 0.1)
        session.move(to: Point(200, 100), time: 0.2)
        session.release(at: Point(200, 100), time: 0.3)
        session.finish()
        XCTAssertEqual(session.trace.actions.map(\.state), [.began, .changed, .recognized])
        XCTAssertEqual(session.trace.actions.map(\.event), [nil, nil, nil])
    }
}

/// A finger that "moves" to where it already is does not move (T1): no touchesMoved, and a
/// begun long press neither changes nor calls its action again.
final class StationaryTouchTests: XCTestCase {
    func testT1AMoveToTheSamePointIsNoMove() {
        let press = GestureRecognizer(name: "press", kind: .longPress)
        press.action = "held"
        press.target = "root"
        let root = view("root", 0, 0, 400, 400, { $0.responds = ["held"] })
        root.addGesture(press)
        let session = TouchSession(scene: scene([root]))
        session.press(at: Point(100, 100), time: 0)
        session.move(to: Point(100, 100), time: 0.7)
        session.move(to: Point(100, 100), time: 0.8)
        session.release(at: Point(100, 100), time: 0.9)
        session.finish()
        XCTAssertEqual(session.trace.actions.map(\.state), [.began, .recognized])
        XCTAssertFalse(session.trace.deliveries.contains { $0.phase == .moved })
    }
}

/// T6: the app changes a view while a finger is down.
final class ChangesMidTouchTests: XCTestCase {
    private func buttonScene() -> (Scene, View) {
        let button = view("b", 100, 100, 100, 50, kind: .button, { $0.action = "go" })
        let root = view("root", 0, 0, 400, 400, { $0.responds = ["go"] }, subviews: [button])
        return (scene([root]), button)
    }

    func testT6AViewRemovedMidTouchHasItsTouchCancelledAndTheSceneIsPutBack() {
        let (s, button) = buttonScene()
        let trace = s.run(.click(Point(150, 125), hold: 0.3), changes: [.init(time: 0.1, view: button, what: .removed)])
        XCTAssertEqual(trace.deliveryLog, ["b.began.handled", "b.cancelled.cancelled"])
        XCTAssertEqual(trace.controlLog, ["b.touchDown", "b.touchCancel"])
        XCTAssertTrue(trace.actions.isEmpty)
        XCTAssertTrue(button.superview?.name == "root", "the session puts the view back")
    }

    func testT6HiddenOrDisabledMidTouchKeepsTheTouchAndAButtonStillFires() {
        for what: SceneChange.What in [.hidden(true), .enabled(false), .alpha(0), .interactive(false)] {
            let (s, button) = buttonScene()
            let trace = s.run(.click(Point(150, 125), hold: 0.3), changes: [.init(time: 0.1, view: button, what: what)])
            XCTAssertEqual(trace.deliveryLog, ["b.began.handled", "b.ended.handled"], "\(what)")
            XCTAssertEqual(trace.actionLog, ["go->root"], "\(what)")
            XCTAssertFalse(button.isHidden || !button.isEnabled || button.alpha < 1, "\(what) is undone")
        }
    }

    func testT6APressAfterTheChangeIsHitTestedAgainstIt() {
        let (s, button) = buttonScene()
        let session = TouchSession(scene: s)
        session.schedule([.init(time: 0.5, view: button, what: .hidden(true))])
        session.press(at: Point(150, 125), time: 0)
        session.release(at: Point(150, 125), time: 0.1)
        session.press(at: Point(150, 125), time: 1)
        session.release(at: Point(150, 125), time: 1.1)
        session.finish()
        let hits = session.trace.steps.compactMap { step -> String? in
            if case .hitResult(let r, _, _) = step { return r.hit?.name ?? "nil" } else { return nil }
        }
        XCTAssertEqual(hits, ["b", "root"])
        XCTAssertFalse(button.isHidden)
    }
}

/// H7: a view in a `UIView.animate` of its frame.
final class AnimationHitTestTests: XCTestCase {
    private func movingScene(allow: Bool) -> Scene {
        let button = view(
            "b", 300, 100, 100, 50, kind: .button,
            {
                $0.action = "go"
                $0.animation = ViewAnimation(
                    from: Rect(x: 0, y: 100, width: 100, height: 50), duration: 1, allowUserInteraction: allow)
            })
        return scene([view("root", 0, 0, 400, 400, { $0.responds = ["go"] }, subviews: [button])])
    }

    func testH7HitTestingUsesTheModelFrameNotWhereTheViewIsDrawn() {
        let t = movingScene(allow: true).click(50, 125)
        XCTAssertEqual(t.hit?.name, "root")
        XCTAssertEqual(movingScene(allow: true).click(350, 125).actionLog, ["go->root"])
    }

    func testH7WithoutAllowUserInteractionTheAnimatingViewIsSkippedUntilItEnds() {
        let s = movingScene(allow: false)
        let during = s.click(350, 125)
        XCTAssertEqual(during.hit?.name, "root")
        XCTAssertEqual(during.hitTest?.visits.first { $0.view.name == "b" }?.verdict, .animating)
        let session = TouchSession(scene: s)
        session.press(at: Point(350, 125), time: 1.5)
        session.release(at: Point(350, 125), time: 1.6)
        session.finish()
        XCTAssertEqual(session.trace.actionLog, ["go->root"], "after the animation, the button takes taps again")
    }

    func testH7WhyNamesTheAnimationAsTheBlockerOnlyWithoutAllowUserInteraction() throws {
        let blocked = movingScene(allow: false)
        let button = try XCTUnwrap(blocked.view(named: "b"))
        XCTAssertEqual(blocked.why(button).blockers.first?.kind, .animating)
        XCTAssertFalse(button.isAnimatingWithoutInteraction, "the mark goes once why returns")
        let allowed = movingScene(allow: true)
        XCTAssertTrue(allowed.why(try XCTUnwrap(allowed.view(named: "b"))).reached)
    }
}
