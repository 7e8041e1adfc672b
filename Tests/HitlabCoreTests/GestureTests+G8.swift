import HitlabCore
import XCTest

/// G8: a recognizer's delegate has the last word: `gestureRecognizer(_:shouldReceive:)` keeps a
/// touch from it (the views get it as if the recognizer were not there), and
/// `gestureRecognizerShouldBegin(_:)` fails it where it would begin.
final class GestureDelegateTests: XCTestCase {
    /// A table with a tap (select the row) and a rating control in it: a plain UIControl, which
    /// does not keep single taps from its ancestors' recognizers (A3).
    private func table(_ configure: (GestureRecognizer) -> Void = { _ in }) -> Scene {
        let tap = GestureRecognizer(name: "table.tap", kind: .tap)
        (tap.action, tap.target) = ("selectRow", "table")
        configure(tap)
        let rating = view(
            "rating", 20, 20, 100, 40, kind: .control,
            {
                $0.action = "rate"; $0.target = "table"
            })
        let note = view("note", 20, 80, 100, 40, { $0.touches = .handle })
        return scene([
            view(
                "table", 0, 0, 300, 300,
                {
                    $0.responds = ["selectRow", "rate"]; $0.addGesture(tap)
                },
                subviews: [rating, note])
        ])
    }

    func testWithoutTheDelegateTheTableTapTakesTheControlsTouch() {
        let t = table().click(50, 40)
        XCTAssertEqual(t.gestureState("table.tap"), .recognized)
        XCTAssertEqual(t.actionLog, ["selectRow->table"], "the control's touch is cancelled: no rate")
    }

    func testG8NotControlsKeepsTheTouchFromTheTapAndTheControlSendsItsAction() {
        let t = table { $0.shouldReceive = .notControls }.click(50, 40)
        XCTAssertEqual(t.gestureState("table.tap"), .possible, "a recognizer given no touch stays possible")
        XCTAssertEqual(t.gestures.last?.reason, .refusedTouch(.control(t.hit!)))
        XCTAssertEqual(t.actionLog, ["rate->table"])
        XCTAssertFalse(t.deliveryLog.contains { $0.contains("cancelled") })
    }

    func testG8NotControlsStillLetsTheTapTakeTouchesElsewhere() {
        let t = table { $0.shouldReceive = .notControls }.click(50, 100)
        XCTAssertEqual(t.gestureState("table.tap"), .recognized)
        XCTAssertEqual(t.actionLog, ["selectRow->table"])
    }

    func testG8NotInRefusesTouchesInTheNamedViewAndItsSubviews() {
        let t = table { $0.shouldReceive = .notIn(["note"]) }.click(50, 100)
        XCTAssertEqual(t.gestures.last?.reason, .refusedTouch(.inside(t.hit!)))
        XCTAssertEqual(t.deliveryLog, ["note.began.handled", "note.ended.handled"])
        XCTAssertEqual(
            table { $0.shouldReceive = .notIn(["note"]) }.click(50, 40).gestureState("table.tap"), .recognized)
    }

    func testG8ShouldReceiveFalseKeepsEveryTouch() {
        let t = table { $0.shouldReceive = .none }.click(50, 100)
        XCTAssertEqual(t.gestures.last?.reason, .refusedTouch(.always))
        XCTAssertEqual(t.actionLog, [])
    }

    func testG8ShouldBeginFalseFailsTheTapWhereItWouldRecognizeAndTheViewKeepsItsTouch() {
        let t = table { $0.shouldBegin = false }.click(50, 100)
        XCTAssertEqual(t.gestureState("table.tap"), .failed)
        XCTAssertEqual(t.gestures.last?.reason, .delegateRefusedBegin)
        XCTAssertEqual(t.deliveryLog, ["note.began.handled", "note.ended.handled"])
        XCTAssertEqual(t.actionLog, [])
    }

    func testG8ShouldBeginFalseFailsALongPressWhereItWouldBegin() {
        let press = GestureRecognizer(name: "lp", kind: .longPress)
        press.shouldBegin = false
        let t = scene([view("a", 0, 0, 100, 100, { $0.addGesture(press) })]).run(.click(Point(10, 10), hold: 0.8))
        XCTAssertEqual(t.gestureState("lp"), .failed)
        XCTAssertEqual(t.gestures.last?.reason, .delegateRefusedBegin)
    }
}
