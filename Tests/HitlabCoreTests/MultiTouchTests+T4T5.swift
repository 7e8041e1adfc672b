import HitlabCore
import HitlabWords
import XCTest

/// T4, T5: each finger is hit-tested and bound on its own; isMultipleTouchEnabled and
/// isExclusiveTouch decide which views get a further finger.
final class MultiTouchTests: XCTestCase {
    /// Finger `i` still at `p`, down at `down`, up at `up`.
    private func finger(_ x: Double, _ y: Double, down: Double, up: Double) -> FingerPath {
        FingerPath(from: Point(x, y), down: down, up: up)
    }

    private func twoViews(_ configure: (View, View) -> Void = { _, _ in }) -> Scene {
        let left = view("left", 0, 0, 200, 200, { $0.touches = .handle })
        let right = view("right", 200, 0, 200, 200, { $0.touches = .handle })
        configure(left, right)
        return scene([left, right])
    }

    func testT4EachFingerIsHitTestedOnItsOwnAndBoundToItsView() {
        let t = twoViews().run(.fingers([finger(50, 50, down: 0, up: 0.5), finger(250, 50, down: 0.1, up: 0.3)]))
        XCTAssertEqual(t.hitOfTouch[0]??.name, "left")
        XCTAssertEqual(t.hitOfTouch[1]??.name, "right")
        XCTAssertEqual(
            t.deliveryLog, ["left.began.handled", "right.began.handled", "right.ended.handled", "left.ended.handled"])
        XCTAssertEqual(t.fingerOfTouch, [0, 1])
    }

    func testT4ASecondFingerOnAViewWithMultipleTouchOffReachesNoView() {
        let t = twoViews().run(.fingers([finger(50, 50, down: 0, up: 0.5), finger(150, 150, down: 0.1, up: 0.3)]))
        XCTAssertEqual(t.deliveryLog, ["left.began.handled", "left.ended.handled"], "not to left, nor to its superview")
        XCTAssertEqual(t.refusals.map(\.touch), [1])
        guard case .multipleTouchOff(let v, let first)? = t.refusals.first?.refusal else {
            return XCTFail("no T4 refusal")
        }
        XCTAssertEqual(v.name, "left")
        XCTAssertEqual(first, 0)
    }

    func testT4WithMultipleTouchOnTheViewGetsBothFingersEachInItsOwnBegan() {
        let t = twoViews { left, _ in left.isMultipleTouchEnabled = true }
            .run(.fingers([finger(50, 50, down: 0, up: 0.5), finger(150, 150, down: 0.1, up: 0.3)]))
        XCTAssertEqual(
            t.deliveryLog, ["left.began.handled", "left.began.handled", "left.ended.handled", "left.ended.handled"])
        XCTAssertEqual(t.deliveries.map(\.allTouches), [1, 2, 2, 1], "event.allTouches holds every finger down")
        XCTAssertTrue(t.refusals.isEmpty)
    }

    func testT4TheFirstFingerUpFreesTheViewForANewOne() {
        let t = twoViews().run(.fingers([finger(50, 50, down: 0, up: 0.2), finger(150, 150, down: 0.3, up: 0.4)]))
        XCTAssertEqual(
            t.deliveryLog, ["left.began.handled", "left.ended.handled", "left.began.handled", "left.ended.handled"])
    }

    func testT4AButtonSendsItsActionOnceForTwoFingers() {
        let button = view(
            "buy", 0, 0, 200, 100, kind: .button,
            {
                $0.action = "buy"; $0.target = "shop"
            })
        let shop = view("shop", 0, 200, 10, 10, { $0.responds = ["buy"] })
        let t = scene([button, shop]).run(
            .fingers([finger(50, 50, down: 0, up: 0.5), finger(150, 50, down: 0.1, up: 0.3)]))
        XCTAssertEqual(t.actionLog, ["buy->shop"])
        XCTAssertEqual(t.controlLog, ["buy.touchDown", "buy.touchUpInside"])
    }

    func testT5AFingerOnAnExclusiveViewIsRefusedWhileAnotherViewTracks() {
        let t = twoViews { _, right in right.isExclusiveTouch = true }
            .run(.fingers([finger(50, 50, down: 0, up: 0.5), finger(250, 50, down: 0.1, up: 0.3)]))
        XCTAssertEqual(t.deliveryLog, ["left.began.handled", "left.ended.handled"])
        guard case .exclusiveTouch(let hit, let tracking, _, let hitIsExclusive)? = t.refusals.first?.refusal else {
            return XCTFail("no T5 refusal")
        }
        XCTAssertEqual([hit.name, tracking.name], ["right", "left"])
        XCTAssertTrue(hitIsExclusive)
        XCTAssertEqual(t.refusals.first?.refusal.rule, .t5)
    }

    func testT5WhileAnExclusiveViewTracksNoOtherViewGetsANewFinger() {
        let t = twoViews { left, _ in left.isExclusiveTouch = true }
            .run(.fingers([finger(50, 50, down: 0, up: 0.5), finger(250, 50, down: 0.1, up: 0.3)]))
        XCTAssertEqual(t.deliveryLog, ["left.began.handled", "left.ended.handled"])
        guard case .exclusiveTouch(_, _, _, let hitIsExclusive)? = t.refusals.first?.refusal else {
            return XCTFail("no T5 refusal")
        }
        XCTAssertFalse(hitIsExclusive)
    }

    func testT5WithoutExclusiveViewsBothAreDeliveredAndOnceTheFirstIsUpTheSecondGoesThrough() {
        XCTAssertTrue(
            twoViews().run(.fingers([finger(50, 50, down: 0, up: 0.5), finger(250, 50, down: 0.1, up: 0.3)])).refusals
                .isEmpty)
        let t = twoViews { left, _ in left.isExclusiveTouch = true }
            .run(.fingers([finger(50, 50, down: 0, up: 0.2), finger(250, 50, down: 0.3, up: 0.4)]))
        XCTAssertTrue(t.refusals.isEmpty, "the exclusive view no longer tracks a finger")
    }

    func testT5RecognizersStillSeeARefusedFinger() {
        let tap = GestureRecognizer(name: "right.tap", kind: .tap)
        tap.action = "tapped"
        tap.target = "right"
        let t = twoViews { left, right in
            left.isExclusiveTouch = true; right.responds = ["tapped"]; right.addGesture(tap)
        }
        .run(.fingers([finger(50, 50, down: 0, up: 0.5), finger(250, 50, down: 0.1, up: 0.2)]))
        XCTAssertEqual(t.gestureState("right.tap"), .recognized)
        XCTAssertEqual(t.actionLog, ["tapped->right"])
        XCTAssertFalse(t.deliveryLog.contains { $0.hasPrefix("right.") })
    }

    func testT4NarrationNamesEachFingerAndTheRule() {
        let s = twoViews()
        let t = s.run(.fingers([finger(50, 50, down: 0, up: 0.5), finger(150, 150, down: 0.1, up: 0.3)]))
        let en = Narrator(scene: s).lines(for: t), zh = Narrator(scene: s, language: .zhHans).lines(for: t)
        XCTAssertTrue(en.contains { $0.text.hasPrefix("Finger 2 goes down at (150, 150)") })
        XCTAssertTrue(
            en.contains { $0.text.contains("Finger 2 reaches no view: left already has finger 1") && $0.rules == [.t4] }
        )
        XCTAssertTrue(zh.contains { $0.text.contains("第 2 根手指的触摸不会交给任何视图") && $0.rules == [.t4] })
        XCTAssertFalse(
            en.contains { $0.text.contains("The pointer") }, "with several fingers every sentence says whose")
    }
}
