import HitlabCore
import XCTest

/// A4: UIStepper's halves, its step at touch-up, its repeat while held, its limits.
final class StepperTests: XCTestCase {
    /// A 100 x 40 stepper at (20, 20): its − half is window x 20..70, its + half 70..120.
    private func stepperScene(_ settings: (inout ControlValue) -> Void = { _ in }) -> Scene {
        let stepper = view(
            "stepper", 20, 20, 100, 40, kind: .stepper,
            {
                $0.action = "stepped"; settings(&$0.valueSettings)
            })
        let root = view("root", 0, 0, 400, 400, subviews: [stepper])
        root.setController(ViewController(name: "rootVC", responds: ["stepped"]))
        return scene([root])
    }

    /// The stepper's value after each step, as the story reports them.
    private func values(_ t: InteractionTrace) -> [Double] {
        t.controlEvents.compactMap { if case .stepped(_, _, let to, _)? = $0.stepper { return to } else { return nil } }
    }

    func testA4ATapOnPlusStepsOnceAtTouchUpAndSendsValueChanged() {
        let t = stepperScene().click(100, 40)
        XCTAssertEqual(
            t.controlLog, ["stepper.touchDown", "stepper.valueChanged", "stepper.touchUpInside"],
            "the step comes at touch-up, before touchUpInside")
        XCTAssertEqual(values(t), [1])
        XCTAssertEqual(t.actionLog, ["stepped->rootVC"])
    }

    func testA4MinusAtTheMinimumIsDisabledAndSendsNothing() {
        let t = stepperScene().click(30, 40)
        XCTAssertEqual(t.controlLog, ["stepper.touchDown", "stepper.stepper", "stepper.touchUpInside"])
        guard case .disabledHalf(.minus, at: 0)? = t.controlEvents[1].stepper else {
            return XCTFail("\(String(describing: t.controlEvents[1].stepper))")
        }
        XCTAssertTrue(t.actions.isEmpty)
    }

    func testA4PlusAtTheMaximumIsDisabledToo() {
        let t = stepperScene { $0.value = 100 }.click(100, 40)
        XCTAssertTrue(t.actions.isEmpty)
    }

    func testA4WrapsGoesRoundPastALimit() {
        let t = stepperScene { $0.wraps = true }.click(30, 40)
        XCTAssertEqual(values(t), [100])
        XCTAssertEqual(t.actionLog, ["stepped->rootVC"])
    }

    func testA4HeldItRepeatsEveryHalfSecondAndTouchUpAddsNothing() {
        let t = stepperScene { $0.stepValue = 5 }.run(.click(Point(100, 40), hold: 1.2))
        XCTAssertEqual(values(t), [5, 10], "steps at 0.5 s and 1.0 s")
        XCTAssertEqual(t.actionLog, ["stepped->rootVC", "stepped->rootVC"])
        guard case .alreadyStepped(.plus)? = t.controlEvents.first(where: { $0.event == .stepper })?.stepper else {
            return XCTFail("touch-up says the repeat stepped")
        }
    }

    func testA4WithoutAutorepeatAHoldStepsOnceAtTouchUp() {
        let t = stepperScene { $0.autorepeat = false }.run(.click(Point(100, 40), hold: 1.2))
        XCTAssertEqual(values(t), [1])
    }

    func testA4SlidingFarAwayBeforeTheRepeatStepsNothing() {
        let t = stepperScene().run(.drag(from: Point(100, 40), to: Point(390, 390)))
        XCTAssertTrue(values(t).isEmpty)
        XCTAssertTrue(t.actions.isEmpty)
        XCTAssertEqual(t.controlLog.last, "stepper.touchUpOutside")
    }

    func testA4AStepTheRepeatMadeBeforeTheFingerSlidAwayStays() {
        let t = stepperScene().run(.drag(from: Point(100, 40), to: Point(390, 390), hold: 0.7))
        XCTAssertEqual(values(t), [1])
        XCTAssertEqual(t.actionLog, ["stepped->rootVC"])
    }

    func testA4TheHalfFollowsTheFinger() {
        let t = stepperScene { $0.value = 50 }.run(.drag(from: Point(30, 40), to: Point(110, 40)))
        XCTAssertEqual(values(t), [51], "pressed on −, lifted over +: +")
    }

    func testA4NotContinuousStepsSilentlyThenOneValueChangedAtTouchUp() {
        let t = stepperScene { $0.isContinuous = false }.run(.click(Point(100, 40), hold: 1.2))
        XCTAssertEqual(t.controlEvents.filter { $0.event == .valueChanged }.count, 1)
        XCTAssertEqual(t.controlEvents.last(where: { $0.event == .valueChanged })?.value, 2)
        XCTAssertEqual(t.actionLog, ["stepped->rootVC"])
    }

    func testA4NotContinuousReleasedOutsideSendsNothingThoughTheValueChanged() {
        let t = stepperScene { $0.isContinuous = false }.run(
            .drag(from: Point(100, 40), to: Point(390, 390), hold: 0.7))
        XCTAssertEqual(values(t), [1])
        XCTAssertTrue(t.actions.isEmpty)
    }

    func testA4TheSceneKeepsItsValue() {
        let s = stepperScene()
        _ = s.click(100, 40)
        XCTAssertEqual(values(s.click(100, 40)), [1], "each interaction starts from the scene's value")
    }
}
