import HitlabCore
import XCTest

/// G1's thresholds set per recognizer, as UIKit's API sets them: a tap's
/// `numberOfTapsRequired`, a long press's `minimumPressDuration` and `allowableMovement`.
final class GestureSettingsTests: XCTestCase {
    private func photo(_ recognizer: GestureRecognizer) -> Scene {
        recognizer.action = "zoom"
        recognizer.target = "photo"
        return scene([
            view(
                "photo", 0, 0, 200, 200,
                {
                    $0.responds = ["zoom"]; $0.addGesture(recognizer)
                })
        ])
    }

    private func tap(taps: Int) -> GestureRecognizer {
        let tap = GestureRecognizer(name: "photo.tap", kind: .tap)
        tap.taps = taps
        return tap
    }

    func testG1ATapOfThreeTapsRecognizesAtTheThirdAndSendsItsActionOnce() {
        let t = photo(tap(taps: 3)).run(.click(Point(50, 50), taps: 3, hold: 0.05))
        XCTAssertEqual(t.gestureState("photo.tap"), .recognized)
        XCTAssertEqual(t.gestures.last?.reason, .tappedTimes(3))
        XCTAssertEqual(t.actionLog, ["zoom->photo"])
    }

    func testG1ATapOfThreeTapsFailsOnTwoSayingHowManyCame() {
        let t = photo(tap(taps: 3)).run(.click(Point(50, 50), taps: 2, hold: 0.05))
        XCTAssertEqual(t.gestureState("photo.tap"), .failed)
        XCTAssertEqual(t.gestures.last?.reason, .noFurtherTap(taps: 2, required: 3))
        XCTAssertEqual(t.actionLog, [])
    }

    func testG1ADoubleTapIsATapOfTwoTaps() {
        let double = photo(GestureRecognizer(name: "photo.tap", kind: .doubleTap))
            .run(.click(Point(50, 50), taps: 2, hold: 0.05))
        let two = photo(tap(taps: 2)).run(.click(Point(50, 50), taps: 2, hold: 0.05))
        XCTAssertEqual(double.gestures.map(\.state), two.gestures.map(\.state))
        XCTAssertEqual(double.gestures.map(\.reason), two.gestures.map(\.reason))
        XCTAssertEqual(two.gestures.last?.reason, .tappedTimes(2))
        XCTAssertEqual(
            photo(tap(taps: 2)).click(50, 50).gestures.last?.reason, .noFurtherTap(taps: 1, required: 2))
    }

    func testG1AMinimumPressDurationOfOneSecondFailsAHoldOf0_8AndBeginsAtOneSecond() {
        let press = GestureRecognizer(name: "photo.longPress", kind: .longPress)
        press.minimumPressDuration = 1
        let s = photo(press)
        let short = s.run(.click(Point(50, 50), hold: 0.8))
        XCTAssertEqual(short.gestureState("photo.longPress"), .failed)
        XCTAssertEqual(short.gestures.last?.reason, .releasedTooSoon(0.8))
        let session = TouchSession(scene: s)
        session.press(at: Point(50, 50), time: 0)
        session.advance(to: 0.9)
        XCTAssertEqual(session.trace.gestureState("photo.longPress"), .possible)
        session.advance(to: 1.05)
        XCTAssertEqual(session.trace.gestureState("photo.longPress"), .began)
        XCTAssertEqual(session.trace.gestures.last?.reason, .heldLongEnough(1))
    }

    func testG1AnAllowableMovementOf30LetsALongPressDrift15PointsBeforeItBegins() {
        // 15 points to the right at 0.4 s, before the press has lasted 0.5 s; up at 0.8 s.
        let drift = Interaction.drag(
            from: Point(50, 50), to: Point(70, 50), through: [Point(65, 50)], hold: 0.1, duration: 0.6)
        let strict = photo(GestureRecognizer(name: "photo.longPress", kind: .longPress)).run(drift)
        XCTAssertEqual(strict.gestureState("photo.longPress"), .failed)
        XCTAssertEqual(strict.gestures.last?.reason, .movedTooFar(15))
        let loose = GestureRecognizer(name: "photo.longPress", kind: .longPress)
        loose.allowableMovement = 30
        let t = photo(loose).run(drift)
        XCTAssertEqual(t.gestureState("photo.longPress"), .recognized)
        XCTAssertEqual(t.actionLog, ["zoom->photo", "zoom->photo", "zoom->photo"], "began, changed, ended (G4)")
    }
}
