import HitlabCore
import HitlabWords
import XCTest

/// A1-A3 and F1: controls, target-action and the first responder.
final class ControlTests: XCTestCase {
    private func buttonScene(target: String? = nil, responds: Set<String> = ["save"]) -> (Scene, View) {
        let button = view(
            "button", 20, 20, 60, 40, kind: .button,
            {
                $0.action = "save"; $0.target = target
            })
        let root = view("root", 0, 0, 300, 300, subviews: [button])
        let vc = ViewController(name: "rootVC", responds: responds)
        root.setController(vc)
        return (scene([root]), button)
    }

    func testA1TouchUpInsideSendsTheAction() {
        let (s, _) = buttonScene()
        let t = s.click(30, 30)
        XCTAssertEqual(t.controlLog, ["button.touchDown", "button.touchUpInside"])
        XCTAssertEqual(t.actionLog, ["save->rootVC"])
    }

    func testA1TouchUpOutsideSendsNothing() {
        let (s, _) = buttonScene()
        let t = s.run(.drag(from: Point(30, 30), to: Point(200, 200)))
        XCTAssertEqual(t.controlLog, ["button.touchDown", "button.touchDragExit", "button.touchUpOutside"])
        XCTAssertTrue(t.actions.isEmpty)
    }

    func testA1DragOutAndBackInStillSends() {
        let (s, _) = buttonScene()
        let session = TouchSession(scene: s)
        session.press(at: Point(30, 30), time: 0)
        session.move(to: Point(200, 200), time: 0.1)
        session.move(to: Point(40, 40), time: 0.2)
        session.release(at: Point(40, 40), time: 0.3)
        XCTAssertEqual(
            session.trace.controlLog,
            ["button.touchDown", "button.touchDragExit", "button.touchDragEnter", "button.touchUpInside"])
        XCTAssertEqual(session.trace.actionLog, ["save->rootVC"])
    }

    // The button's bounds are 0..60 x 0..40 (window 20..80 x 20..60); the tracking area is
    // those bounds grown by 70 points: -70..130 x -70..110 (window -50..150 x -50..130).

    func testA1ReleaseJustPastTheEdgeWithinTheTrackingMarginStillSends() {
        let (s, _) = buttonScene()
        let t = s.run(.drag(from: Point(30, 30), to: Point(149, 40)))
        XCTAssertEqual(
            t.controlLog, ["button.touchDown", "button.touchDragInside", "button.touchUpInside"],
            "69 points past the right edge is still inside while tracking [A1]")
        XCTAssertEqual(t.actionLog, ["save->rootVC"])
        let story = Narrator(scene: s).lines(for: t)
        XCTAssertTrue(
            story.contains {
                $0.text.contains("within the 70-point tracking margin, so it sends save") && $0.rules == [.a1]
            },
            story.map(\.text).joined(separator: "\n"))
    }

    func testA1TheTrackingMarginEndsAt70PointsHalfOpen() {
        let (s, _) = buttonScene()
        let t = s.run(.drag(from: Point(30, 30), to: Point(150, 40)))
        XCTAssertEqual(
            t.controlLog, ["button.touchDown", "button.touchDragExit", "button.touchUpOutside"],
            "exactly 70 points past the right edge is outside, as CGRectContainsPoint says [A1, H2]")
        XCTAssertTrue(t.actions.isEmpty)
        let above = s.run(.drag(from: Point(30, 30), to: Point(30, -50)))
        XCTAssertEqual(
            above.actionLog, ["save->rootVC"], "70 points above the top edge is inside (the minimum edge is closed)")
    }

    func testA1DragExitAndEnterHappenAtTheMarginNotAtTheEdge() {
        let (s, _) = buttonScene()
        let session = TouchSession(scene: s)
        session.press(at: Point(30, 30), time: 0)
        session.move(to: Point(120, 40), time: 0.1)  // 40 points past the edge
        session.move(to: Point(170, 40), time: 0.2)  // 90 points past it
        session.move(to: Point(120, 40), time: 0.3)
        session.release(at: Point(120, 40), time: 0.4)
        XCTAssertEqual(
            session.trace.controlLog,
            [
                "button.touchDown", "button.touchDragInside", "button.touchDragExit",
                "button.touchDragEnter", "button.touchUpInside"
            ])
    }

    func testA1TouchDownStillNeedsTheHitArea() {
        let (s, _) = buttonScene()
        let t = s.click(100, 30)
        XCTAssertEqual(
            t.hit?.name, "root", "the margin is for tracking only: a press past the edge does not hit the button")
        XCTAssertTrue(t.controlLog.isEmpty)
    }

    func testA1ARoundButtonReleasedInItsSquareCornerStillSends() {
        let button = view(
            "round", 20, 20, 80, 80, kind: .button,
            {
                $0.action = "save"; $0.hitArea = .circle
            })
        let root = view("root", 0, 0, 300, 300, subviews: [button])
        root.setController(ViewController(name: "rootVC", responds: ["save"]))
        let s = scene([root])
        let t = s.run(.drag(from: Point(60, 60), to: Point(23, 23)))
        XCTAssertEqual(
            t.actionLog, ["save->rootVC"], "the corner is outside the circle but inside the tracking area [A1, C1]")
        XCTAssertTrue(Narrator(scene: s).lines(for: t).contains { $0.text.contains("tracking margin") })
    }

    func testA2ExplicitTargetGetsTheActionDirectly() {
        let (s, _) = buttonScene(target: "appDelegate")
        s.delegate?.responds = ["save"]
        let t = s.click(30, 30)
        XCTAssertEqual(t.actions.first?.route, .target)
        XCTAssertEqual(t.actionLog, ["save->appDelegate"])
    }

    func testA2TargetThatDoesNotImplementTheActionDropsIt() {
        let (s, _) = buttonScene(target: "window")
        XCTAssertEqual(s.click(30, 30).actionLog, ["save->dropped"])
    }

    func testA2NilTargetStartsAtTheFirstResponderF1() {
        let field = view("field", 0, 200, 100, 40, { $0.responds = ["save"] })
        let (s, _) = buttonScene(responds: [])
        s.window.subviews[0].addSubview(field)
        s.reindex()
        s.firstResponder = field
        let t = s.click(30, 30)
        XCTAssertEqual(t.actions.first?.route, .firstResponder)
        XCTAssertEqual(t.actionLog, ["save->field"])
    }

    func testA2FirstResponderChainIsSearchedNotTheSenders() {
        // The sender's controller implements it, but the first responder lives elsewhere.
        let field = view("field", 0, 200, 100, 40)
        let (s, _) = buttonScene(responds: ["save"])
        s.window.addSubview(field)
        s.reindex()
        s.firstResponder = field
        let t = s.click(30, 30)
        XCTAssertEqual(
            t.actions.first?.searched.map(\.name), ["field", "window", "windowScene", "application", "appDelegate"])
        XCTAssertEqual(t.actionLog, ["save->dropped"])
    }

    func testA2UnimplementedActionIsDropped() {
        let (s, _) = buttonScene(responds: [])
        let t = s.click(30, 30)
        XCTAssertEqual(t.actionLog, ["save->dropped"])
        XCTAssertEqual(
            t.actions.first?.searched.map(\.name),
            ["button", "root", "rootVC", "window", "windowScene", "application", "appDelegate"])
    }

    func testA3ControlKeepsTheTouchFromItsSuperviewsHandling() {
        let (s, button) = buttonScene()
        button.superview?.touches = .handle
        let t = s.click(30, 30)
        XCTAssertEqual(t.handledBy.map(\.name), ["button"])
    }

    func testA3ControlBeatsAnAncestorsTapRecognizer() {
        let (s, button) = buttonScene()
        button.superview?.addGesture(GestureRecognizer(name: "root.tap", kind: .tap))
        let t = s.click(30, 30)
        XCTAssertEqual(t.gestureState("root.tap"), .failed)
        XCTAssertEqual(t.actionLog, ["save->rootVC"])
        XCTAssertEqual(t.gestures.first?.reason.named, "controlWins(button)")
    }

    func testA3DoesNotStopAnAncestorsPan() {
        let (s, button) = buttonScene()
        button.superview?.addGesture(GestureRecognizer(name: "root.pan", kind: .pan))
        let t = s.run(.drag(from: Point(30, 30), to: Point(30, 150)))
        XCTAssertEqual(t.gestureState("root.pan"), .recognized)
        XCTAssertEqual(t.controlLog.last, "button.touchCancel")
    }

    /// A3 by class (Apple, "Attaching gesture recognizers to UIKit controls"): the listed
    /// classes keep a single tap from an ancestor's tap; a plain UIControl and a slider do not.
    /// A text field keeps it too: its own tap recognizer is the deeper (G3, Hitlab's reading).
    func testA3OnlyTheListedControlClassesKeepASingleTapFromAnAncestorsTap() {
        for kind in ViewKind.allCases where kind.isControl {
            let control = view("c", 20, 20, 200, 40, kind: kind, { $0.action = "changed" })
            let root = view(
                "root", 0, 0, 300, 300,
                { v in
                    let tap = GestureRecognizer(name: "root.tap", kind: .tap)
                    tap.action = "rootTapped"
                    tap.target = "rootVC"
                    v.addGesture(tap)
                    v.setController(ViewController(name: "rootVC", responds: ["changed", "rootTapped"]))
                }, subviews: [control])
            // Right of the middle: a stepper's + half (its − half is disabled at 0, A4).
            let t = scene([root]).click(160, 30)
            let listed: Set<ViewKind> = [.button, .switch, .stepper, .segmentedControl, .pageControl, .textField]
            if listed.contains(kind) {
                XCTAssertEqual(t.gestureState("root.tap"), .failed, "\(kind)")
                // A text field has no main action: the tap makes it the first responder (A5).
                XCTAssertEqual(
                    t.actionLog, kind == .textField ? [] : ["changed->rootVC"], "\(kind) sends its own action")
            } else {
                XCTAssertEqual(t.gestureState("root.tap"), .recognized, "\(kind) loses the tap")
                XCTAssertEqual(t.actionLog, ["rootTapped->rootVC"], "\(kind): its tracking is cancelled, no action")
                XCTAssertEqual(t.controlLog.last, "c.touchCancel", "\(kind)")
                XCTAssertEqual(t.gestures.first?.reason, .tapped)
            }
        }
    }

    /// A3 by class: a drag along a slider or a switch is theirs; across it, the ancestor's pan's.
    func testA3ASliderOrSwitchKeepsADragAlongItButNotAcrossIt() {
        for kind in [ViewKind.slider, .switch, .button] {
            let control = view("c", 20, 100, 260, 40, kind: kind, { $0.action = "changed" })
            let root = view(
                "root", 0, 0, 300, 300, { $0.addGesture(GestureRecognizer(name: "root.pan", kind: .pan)) },
                subviews: [control])
            let s = scene([root])
            let along = s.run(.drag(from: Point(40, 120), to: Point(200, 125)))
            let across = s.run(.drag(from: Point(40, 120), to: Point(45, 250)))
            XCTAssertEqual(along.gestureState("root.pan"), kind == .button ? .recognized : .failed, "\(kind) along")
            XCTAssertEqual(across.gestureState("root.pan"), .recognized, "\(kind) across")
            if kind != .button {
                XCTAssertEqual(
                    along.gestures.first { $0.recognizer.name == "root.pan" }?.reason.named, "controlWins(c)")
            }
        }
    }

    /// A1 for a slider: `isContinuous` (default true) sends the action as the value changes,
    /// at every move while tracking, and nothing more at touch-up. The slider's own tracking
    /// reports the value before the drag event of the same move.
    func testA1ASliderSendsItsActionAtEveryMoveNotAtTouchUp() {
        let slider = view("s", 20, 20, 260, 40, kind: .slider, { $0.action = "slid" })
        let root = view(
            "root", 0, 0, 300, 300, { $0.setController(ViewController(name: "rootVC", responds: ["slid"])) },
            subviews: [slider])
        let session = TouchSession(scene: scene([root]))
        session.press(at: Point(30, 40), time: 0)
        session.move(to: Point(80, 40), time: 0.1)
        session.move(to: Point(150, 40), time: 0.2)
        session.release(at: Point(150, 40), time: 0.3)
        session.finish()
        XCTAssertEqual(
            session.trace.controlLog,
            [
                "s.touchDown", "s.valueChanged", "s.touchDragInside", "s.valueChanged", "s.touchDragInside",
                "s.touchUpInside"
            ])
        XCTAssertEqual(session.trace.actionLog, ["slid->rootVC", "slid->rootVC"])
    }

    func testDisabledButtonLetsTheTouchFallToItsSuperview() {
        let (s, button) = buttonScene()
        button.isEnabled = false
        let t = s.click(30, 30)
        XCTAssertEqual(t.hit?.name, "root")
        XCTAssertTrue(t.actions.isEmpty)
    }
}
