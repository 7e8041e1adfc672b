import HitlabCore
import HitlabWords
import XCTest

/// G5: a scroll view holds a still touch back from its content (`delaysContentTouches`,
/// about 150 ms, measured), scrolls on a drag with its own pan recognizer, and cancels the
/// content's touch only when `canCancelContentTouches` is on and `touchesShouldCancel(in:)`
/// says yes (UIKit's default: yes for views, no for controls).
final class ScrollViewG5Tests: XCTestCase {
    /// A table (scroll view) with a cell that handles touches and a button in the cell.
    private func table(_ configure: (View) -> Void = { _ in }) -> Scene {
        let button = view("buy", 200, 10, 80, 40, kind: .button) {
            $0.action = "buy"; $0.target = "cell"
        }
        let cell = view(
            "cell", 0, 0, 300, 60,
            {
                $0.touches = .handle; $0.responds = ["buy"]
            }, subviews: [button])
        let table = view("table", 0, 0, 300, 400, kind: .scrollView, configure, subviews: [cell])
        return scene([table])
    }

    func testG5AScrollViewHasItsOwnPanAndClipsByDefault() {
        let s = table()
        let t = s.view(named: "table")!
        XCTAssertEqual(t.scrollPan?.name, "table.panGestureRecognizer")
        XCTAssertTrue(t.clipsToBounds)
        XCTAssertEqual(
            t.scrolling, ScrollSettings(), "delaysContentTouches and canCancelContentTouches default to true")
    }

    func testG5AQuickTapOnAButtonIsHeldThenDeliveredAtTouchUp() {
        let t = table().click(240, 30)
        XCTAssertEqual(t.deliveryLog, ["buy.began.handled", "buy.ended.handled"])
        XCTAssertEqual(t.actionLog, ["buy->cell"], "a quick tap still works")
        let inputs = t.steps.compactMap { step -> String? in
            switch step {
            case .held(.began, let by, _): return "held:" + by.map(\.name).joined()
            case .contentDelayEnded(let v, let why, _): return "\(v.name):\(why.rawValue)"
            case .input(.ended, _, _, _): return "up"
            default: return nil
            }
        }
        XCTAssertEqual(
            inputs, ["held:table.panGestureRecognizer", "up", "table:released"], "began waits for the touch-up")
    }

    func testG5AStillFingerReachesTheContentAfter150Milliseconds() {
        let s = table()
        let session = TouchSession(scene: s)
        session.press(at: Point(240, 30), time: 0)
        session.advance(to: 0.149)
        XCTAssertTrue(session.trace.deliveries.isEmpty, "still held at 149 ms")
        session.advance(to: 0.151)
        XCTAssertEqual(session.trace.deliveryLog, ["buy.began.handled"])
        XCTAssertEqual(session.trace.controlLog, ["buy.touchDown"], "the highlight comes late")
    }

    func testG5ADragBeforeTheDelayScrollsAndTheContentNeverSeesTheTouch() {
        let t = table().run(.drag(from: Point(100, 30), to: Point(100, 200)))
        XCTAssertEqual(t.gestureState("table.panGestureRecognizer"), .recognized)
        XCTAssertTrue(t.deliveries.isEmpty, "the held began is discarded")
        XCTAssertTrue(t.steps.contains { if case .discarded(.began, _, _) = $0 { return true } else { return false } })
    }

    func testG5ADelaysContentTouchesOffDeliversBeganAtOnce() {
        let t = table { $0.scrolling.delaysContentTouches = false }.click(100, 30)
        XCTAssertEqual(t.deliveryLog, ["cell.began.handled", "cell.ended.handled"])
        XCTAssertFalse(t.steps.contains { if case .held = $0 { return true } else { return false } })
    }

    func testG5ADragThatStartsOnACellCancelsTheCellAndScrolls() {
        // Held still past the delay, the cell is tracking; touchesShouldCancel(in: cell) is true.
        let t = table().run(.drag(from: Point(100, 30), to: Point(100, 200), hold: 0.3))
        XCTAssertEqual(t.deliveryLog, ["cell.began.handled", "cell.cancelled.cancelled"])
        XCTAssertEqual(t.gestureState("table.panGestureRecognizer"), .recognized)
        XCTAssertTrue(t.gestureReasons.map(\.named).contains("scrolls(170, cancelling: cell)"))
    }

    func testG5ADragThatStartsOnAButtonDoesNotScrollByDefault() {
        let t = table().run(.drag(from: Point(240, 30), to: Point(240, 200), hold: 0.3))
        XCTAssertEqual(t.gestureState("table.panGestureRecognizer"), .failed)
        XCTAssertTrue(t.gestureReasons.map(\.named).contains("contentKeepsTouch(buy)"))
        XCTAssertFalse(t.deliveryLog.contains { $0.hasSuffix("cancelled") }, "the button keeps tracking")
        XCTAssertEqual(
            t.controlLog.last, "buy.touchUpOutside", "released 170 points below: outside the 70-point margin")
    }

    func testG5ATouchesShouldCancelOverriddenToTrueScrollsFromAButton() {
        let t = table { $0.scrolling.touchesShouldCancel = .always }.run(
            .drag(from: Point(240, 30), to: Point(240, 200), hold: 0.3))
        XCTAssertEqual(t.gestureState("table.panGestureRecognizer"), .recognized)
        XCTAssertEqual(t.controlLog.last, "buy.touchCancel")
    }

    func testG5ACanCancelContentTouchesOffNeverScrollsOnceTheContentTracks() {
        let t = table { $0.scrolling.canCancelContentTouches = false }.run(
            .drag(from: Point(100, 30), to: Point(100, 200), hold: 0.3))
        XCTAssertEqual(t.gestureState("table.panGestureRecognizer"), .failed)
        XCTAssertTrue(t.gestureReasons.map(\.named).contains("contentIsTracking(cell)"))
        XCTAssertEqual(t.deliveryLog.last, "cell.ended.handled")
    }

    func testG5ADelaysContentTouchesOffMakesADragOnAButtonFailToScroll() {
        // The classic trap: turning the delay off makes buttons highlight at once, and a drag
        // that starts on one no longer scrolls the table.
        let t = table { $0.scrolling.delaysContentTouches = false }.run(
            .drag(from: Point(240, 30), to: Point(240, 200)))
        XCTAssertEqual(t.gestureState("table.panGestureRecognizer"), .failed)
        XCTAssertEqual(t.controlLog.first, "buy.touchDown")
    }

    func testG5ANarrationNamesTheDelayAsMeasured() {
        let s = table()
        let t = s.click(240, 30)
        let en = Narrator(scene: s).lines(for: t).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(
            en.contains(
                "table delays content touches (delaysContentTouches) until it knows whether the finger scrolls, about 150 ms (measured; Apple gives no number). [G5]"
            ), en)
        XCTAssertTrue(en.contains("The finger came up before 150 ms"), en)
        let zh = Narrator(scene: s, language: .zhHans).lines(for: t).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(zh.contains("大约 150 毫秒（实测值，Apple 没有给出数字）"), zh)
    }

    func testG5AHorizontalDragOnASliderInAScrollViewIsTheSlidersByA3() {
        let slider = view("volume", 20, 20, 200, 30, kind: .slider) {
            $0.action = "set"; $0.target = "list"
        }
        let list = view(
            "list", 0, 0, 300, 300, kind: .scrollView,
            {
                $0.responds = ["set"]; $0.scrolling.delaysContentTouches = false
            }, subviews: [slider])
        let t = scene([list]).run(.drag(from: Point(40, 35), to: Point(180, 38)))
        XCTAssertTrue(t.gestureReasons.map(\.named).contains("controlWins(volume)"))
    }
}
