import HitlabCore
import HitlabWords
import XCTest

/// G4: a recognizer sends its action to its target only, never along the chain; continuous
/// recognizers send it at every state change; a cancellation of the views' touches comes
/// immediately before the action (UIGestureRecognizer.h).
final class GestureG4Tests: XCTestCase {
    /// A card whose controller implements `act`, with one recognizer configured by the test.
    private func card(_ kind: GestureKind, _ configure: (GestureRecognizer) -> Void = { _ in }) -> Scene {
        let g = GestureRecognizer(name: "card.g", kind: kind)
        g.action = "act"
        g.target = "cardVC"
        configure(g)
        let card = view(
            "card", 0, 0, 300, 300,
            { v in
                v.touches = .handle
                v.addGesture(g)
                v.setController(ViewController(name: "cardVC", responds: ["act"]))
            })
        return scene([card])
    }

    func testG4ARecognizerWithoutATargetSendsNothingAndNeverSearchesTheChain() {
        // The window's chain implements `act` (the controller, the application): UIKit still sends nothing.
        let s = card(.tap) { $0.target = nil }
        s.application.responds = ["act"]
        let t = s.click(50, 50)
        XCTAssertEqual(t.gestureState("card.g"), .recognized)
        XCTAssertEqual(t.actions.count, 1)
        XCTAssertEqual(t.actions.first?.route, .noTarget)
        XCTAssertNil(t.actions.first?.handledBy)
        XCTAssertTrue(t.actions.first?.searched.isEmpty == true, "no responder is asked")
        let text = Narrator(scene: s).lines(for: t).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(
            text.contains(
                "card.g has no target for act: a gesture recognizer sends its action only to its target and never searches the responder chain, so nothing is sent. [G4]"
            ), text)
    }

    func testG4AFirstResponderDoesNotReceiveARecognizersAction() {
        let s = card(.tap)
        let other = view("field", 0, 350, 10, 10)
        s.window.addSubview(other)
        other.responds = ["act"]
        s.firstResponder = other
        let t = s.click(50, 50)
        XCTAssertEqual(t.actionLog, ["act->cardVC"], "straight to the target, not to the first responder")
        XCTAssertEqual(t.actions.first?.route, .target)
    }

    func testG4AStillLongPressCallsItsActionAtBeganAndAtEnded() {
        let t = card(.longPress).run(.click(Point(50, 50), hold: 0.8))
        XCTAssertEqual(t.actionLog, ["act->cardVC", "act->cardVC"], "began at 0.5 s, ended at release")
        XCTAssertEqual(t.gestureState("card.g"), .recognized)
    }

    func testG4APanCallsItsActionAtBeganEachChangedAndEnded() {
        let s = card(.pan)
        let session = TouchSession(scene: s)
        session.press(at: Point(50, 50), time: 0)
        session.move(to: Point(50, 70), time: 0.1)  // began (20 points)
        session.move(to: Point(50, 90), time: 0.2)  // changed
        session.move(to: Point(50, 110), time: 0.3)  // changed
        session.release(at: Point(50, 110), time: 0.4)  // ended
        session.finish()
        let states = session.trace.steps.compactMap { step -> GestureState? in
            if case .gesture(let g) = step, g.state != .possible { return g.state } else { return nil }
        }
        XCTAssertEqual(states, [.began, .changed, .changed, .recognized])
        XCTAssertEqual(session.trace.actions.count, 4, "one action per state change")
        let plain = s.run(.drag(from: Point(50, 50), to: Point(50, 150)))
        XCTAssertEqual(plain.actions.count, 2, "the default drag (one move, then up): began and ended")
    }

    func testG4ATapCallsItsActionOnce() {
        XCTAssertEqual(card(.tap).click(50, 50).actionLog, ["act->cardVC"])
    }

    func testG4TouchesCancelledComesImmediatelyBeforeTheAction() {
        let t = card(.tap).click(50, 50)
        let order = t.steps.compactMap { step -> String? in
            switch step {
            case .delivery(let d) where d.phase == .cancelled: return "cancelled"
            case .action: return "action"
            default: return nil
            }
        }
        XCTAssertEqual(order, ["cancelled", "action"])
    }
}

/// G3's relations between recognizers: require(toFail:), simultaneity per pair, isEnabled.
final class GestureRelationTests: XCTestCase {
    private func photo(_ configure: (GestureRecognizer, GestureRecognizer) -> Void) -> Scene {
        let tap = GestureRecognizer(name: "p.tap", kind: .tap)
        tap.action = "opened"
        tap.target = "vc"
        let double = GestureRecognizer(name: "p.doubleTap", kind: .doubleTap)
        double.action = "zoomed"
        double.target = "vc"
        configure(tap, double)
        let p = view(
            "p", 0, 0, 200, 200,
            { v in
                v.touches = .handle
                v.addGesture(tap)
                v.addGesture(double)
                v.setController(ViewController(name: "vc", responds: ["opened", "zoomed"]))
            })
        return scene([p])
    }

    func testG3ATapThatRequiresTheDoubleTapToFailWaitsForIt() {
        let s = photo { tap, _ in tap.requiresFailureOf = "p.doubleTap" }
        let one = s.click(50, 50)
        XCTAssertEqual(one.gestureState("p.doubleTap"), .failed)
        XCTAssertEqual(one.gestureState("p.tap"), .recognized)
        XCTAssertEqual(one.actionLog, ["opened->vc"])
        let reasons = one.steps.compactMap { step -> GestureReason? in
            if case .gesture(let g) = step, g.recognizer.name == "p.tap" { return g.reason } else { return nil }
        }
        XCTAssertEqual(reasons.map(\.named), ["sawTouch", "waitsFor(p.doubleTap)", "requiredFailed(p.doubleTap)"])
        let two = s.run(.click(Point(50, 50), taps: 2))
        XCTAssertEqual(two.gestureState("p.doubleTap"), .recognized)
        XCTAssertEqual(two.gestureState("p.tap"), .failed)
        XCTAssertEqual(two.actionLog, ["zoomed->vc"], "the single tap never fires")
    }

    /// G8: the delegate's `shouldRequireFailureOf` (the tap's) and `shouldBeRequiredToFailBy` (the
    /// double tap's) set up the same wait as `require(toFail:)`.
    func testG8TheDelegatesFailureRequirementsWaitAsRequireToFailDoes() {
        let plain = photo { tap, _ in tap.requiresFailureOf = "p.doubleTap" }
        let asked = photo { tap, _ in tap.shouldRequireFailureOf = ["p.doubleTap"] }
        let told = photo { _, double in double.shouldBeRequiredToFailBy = ["p.tap"] }
        for interaction in [Interaction.click(Point(50, 50)), .click(Point(50, 50), taps: 2)] {
            let expected = plain.run(interaction)
            for s in [asked, told] {
                let t = s.run(interaction)
                XCTAssertEqual(t.actionLog, expected.actionLog)
                XCTAssertEqual(t.gestures.map(\.reason.named), expected.gestures.map(\.reason.named))
            }
        }
        XCTAssertEqual(asked.click(50, 50).actionLog, ["opened->vc"])
    }

    func testG3WithoutTheRelationTheSingleTapWinsAtOnceAndTheDoubleTapNeverRecognizes() {
        let two = photo { _, _ in }.run(.click(Point(50, 50), taps: 2))
        XCTAssertEqual(two.gestureState("p.doubleTap"), .failed)
        XCTAssertEqual(two.actionLog.first, "opened->vc")
    }

    func testG3SimultaneityIsGivenPerPair() {
        let s = photo { tap, double in
            tap.simultaneousWith = ["someoneElse"]
            double.simultaneousWith = []
        }
        let t = s.run(.click(Point(50, 50), taps: 2))
        XCTAssertEqual(t.gestureState("p.doubleTap"), .failed, "a pair not named stays exclusive")
        let both = photo { tap, _ in tap.simultaneousWith = ["p.doubleTap"] }.run(.click(Point(50, 50), taps: 2))
        XCTAssertEqual(both.gestureState("p.doubleTap"), .recognized, "named pairs may recognize together")
    }

    func testADisabledRecognizerNeverSeesTheTouch() {
        let t = photo { tap, double in
            tap.isEnabled = false; double.isEnabled = false
        }.click(50, 50)
        XCTAssertTrue(t.gestures.isEmpty)
        XCTAssertEqual(t.deliveryLog, ["p.began.handled", "p.ended.handled"])
    }
}
