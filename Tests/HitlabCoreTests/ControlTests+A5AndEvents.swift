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
