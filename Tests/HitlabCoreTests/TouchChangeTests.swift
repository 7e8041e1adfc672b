import HitlabCore
import XCTest

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
