import HitlabCore
import XCTest

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

    func testH7DuringItsDelayTheViewIsAlreadyRefusedAndDrawnWhereItStarts() {
        let s = movingScene(allow: false)
        s.view(named: "b")?.animation?.delay = 1
        let animation = s.view(named: "b")!.animation!
        XCTAssertEqual(animation.presentationFrame(at: 0.5, to: Rect(x: 300, y: 100, width: 100, height: 50)).minX, 0)
        let waiting = s.click(350, 125)
        XCTAssertEqual(waiting.hitTest?.visits.first { $0.view.name == "b" }?.verdict, .animating)
        let session = TouchSession(scene: s)
        session.press(at: Point(350, 125), time: 2.1)
        session.release(at: Point(350, 125), time: 2.2)
        session.finish()
        XCTAssertEqual(session.trace.actionLog, ["go->root"], "after its delay and its second, the button takes taps")
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
