import HitlabCore
import XCTest

/// The swipe recognizer (G1, G4): discrete, it recognizes mid-drag once the finger has gone far
/// enough in its direction, fast enough; a slider keeps a swipe along it (A3).
final class SwipeTests: XCTestCase {
    private func card(_ direction: SwipeDirection = .right, subviews: [View] = []) -> Scene {
        let swipe = GestureRecognizer(name: "card.swipe", kind: .swipe)
        swipe.direction = direction
        swipe.action = "dismiss"
        swipe.target = "cardVC"
        let card = view(
            "card", 0, 0, 400, 300,
            { v in
                v.touches = .handle
                v.addGesture(swipe)
                v.setController(ViewController(name: "cardVC", responds: ["dismiss"]))
            }, subviews: subviews)
        return scene([card], width: 500, height: 400)
    }

    func testG1AFastDragInItsDirectionIsASwipeRecognizedBeforeTouchUp() {
        let t = card().run(.drag(from: Point(50, 100), to: Point(200, 110)))
        XCTAssertEqual(t.gestureState("card.swipe"), .recognized)
        XCTAssertEqual(t.actionLog, ["dismiss->cardVC"], "discrete: one action (G4)")
        XCTAssertEqual(
            t.deliveryLog, ["card.began.handled", "card.cancelled.cancelled"],
            "recognized mid-drag, so the view is cancelled (G2)")
    }

    func testG1ASwipeFailsTheWrongWayTooSlowOrTooShort() {
        XCTAssertEqual(
            card().run(.drag(from: Point(200, 100), to: Point(50, 100))).gestureState("card.swipe"), .failed,
            "left, not right")
        let slow = card().run(.drag(from: Point(50, 100), to: Point(200, 100), duration: 1))
        XCTAssertTrue(slow.gestureReasons.contains(.swipeTooSlow(1)), "\(slow.gestureReasons)")
        let short = card().run(.drag(from: Point(50, 100), to: Point(80, 100)))
        XCTAssertTrue(short.gestureReasons.contains(.swipeTooShort(30)), "\(short.gestureReasons)")
    }

    func testG1ASwipeUpFollowsWindowCoordinates() {
        XCTAssertEqual(
            card(.up).run(.drag(from: Point(100, 250), to: Point(105, 100))).gestureState("card.swipe"), .recognized)
        XCTAssertEqual(
            card(.up).run(.drag(from: Point(100, 100), to: Point(105, 250))).gestureState("card.swipe"), .failed)
    }

    func testA3ASliderKeepsASwipeAlongItButNotAcrossIt() {
        let slider = {
            view("volume", 20, 120, 300, 40, kind: .slider) {
                $0.action = "set"; $0.target = "cardVC"
            }
        }
        let along = card(.right, subviews: [slider()]).run(.drag(from: Point(40, 140), to: Point(200, 140)))
        XCTAssertTrue(along.gestureReasons.map(\.named).contains("controlWins(volume)"))
        let up = card(.up, subviews: [slider()]).run(.drag(from: Point(40, 140), to: Point(40, 20)))
        XCTAssertEqual(up.gestureState("card.swipe"), .recognized, "Apple lists only swipes parallel to the slider")
    }
}
