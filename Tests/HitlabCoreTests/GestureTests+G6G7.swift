import HitlabCore
import HitlabWords
import XCTest

/// G6: pinch and rotation need two fingers, one-finger recognizers fail with two. G7: a
/// recognizer sees only the touches hit-tested into its view and cancels only those.
final class SeveralFingerGestureTests: XCTestCase {
    private func photo(_ kinds: [GestureKind], _ configure: (View) -> Void = { _ in }) -> Scene {
        let photo = view(
            "photo", 0, 0, 300, 300,
            { v in
                v.touches = .handle
                v.isMultipleTouchEnabled = true
                v.responds = Set(kinds.map { "\($0.rawValue)ed" })
                for kind in kinds {
                    let g = GestureRecognizer(name: "photo.\(kind.rawValue)", kind: kind)
                    g.action = "\(kind.rawValue)ed"
                    g.target = "photo"
                    v.addGesture(g)
                }
                configure(v)
            })
        let button = view(
            "button", 320, 0, 80, 80, kind: .button,
            {
                $0.action = "buy"; $0.target = "photo"
            })
        return scene([photo, button])
    }

    /// Two fingers 100 points apart around (150, 150) moving to `distance` apart along x, in
    /// ten small steps each, interleaved in time as real fingers' events are.
    private func spread(to distance: Double) -> Interaction {
        func steps(_ from: Double, _ to: Double) -> [Point] {
            (1..<10).map { Point(from + (to - from) * Double($0) / 10, 150) }
        }
        let a = 150 - distance / 2, b = 150 + distance / 2
        return .fingers([
            FingerPath(
                from: Point(100, 150), to: Point(a, 150), through: steps(100, a), down: 0, hold: 0.1, duration: 0.2),
            FingerPath(
                from: Point(200, 150), to: Point(b, 150), through: steps(200, b), down: 0.05, hold: 0.06, duration: 0.2)
        ])
    }

    func testG6PinchBeginsWhenTheDistanceChangesEnoughAndEndsWhenBothFingersAreUp() {
        let t = photo([.pinch]).run(spread(to: 200))
        XCTAssertEqual(t.gestureState("photo.pinch"), .recognized)
        let states = t.steps.compactMap { step -> GestureState? in
            if case .gesture(let g) = step { return g.state } else { return nil }
        }
        XCTAssertEqual(states.first, .possible)
        XCTAssertTrue(states.contains(.began) && states.contains(.changed))
        guard
            case .pinched(let change, let scale)? = t.gestureReasons.first(where: {
                if case .pinched = $0 { return true } else { return false }
            })
        else {
            return XCTFail("no pinch began")
        }
        XCTAssertGreaterThanOrEqual(change, GestureRecognizer.pinchThreshold)
        XCTAssertGreaterThan(scale, 1)
        guard
            case .scaleChanged(let last)? = t.gestureReasons.last(where: {
                if case .scaleChanged = $0 { return true } else { return false }
            })
        else {
            return XCTFail("no change")
        }
        XCTAssertEqual(last, 2, accuracy: 1e-9, "scale = 200 / 100 points")
    }

    func testG6APinchOfOneFingerNeverBegins() {
        let t = photo([.pinch]).run(.drag(from: Point(100, 100), to: Point(200, 200)))
        XCTAssertEqual(t.gestureState("photo.pinch"), .failed)
        XCTAssertEqual(t.gestureReasons.last, .neverBegan(fingers: 1))
    }

    func testG6FingersThatDoNotSpreadEnoughLeaveThePinchUnrecognized() {
        let t = photo([.pinch]).run(spread(to: 105))
        XCTAssertEqual(t.gestureState("photo.pinch"), .failed)
        XCTAssertEqual(t.gestureReasons.last, .neverBegan(fingers: 2))
    }

    func testG6RotationFollowsTheAngleBetweenTheTwoFingers() {
        // The second finger goes a quarter turn around the first, clockwise on screen.
        let t = photo([.rotation]).run(
            .fingers([
                FingerPath(from: Point(100, 150), down: 0, up: 0.6),
                FingerPath(
                    from: Point(200, 150), to: Point(100, 250), through: [Point(171, 221)], down: 0.1, hold: 0,
                    duration: 0.3)
            ]))
        XCTAssertEqual(t.gestureState("photo.rotation"), .recognized)
        guard
            case .rotationChanged(let degrees)? = t.gestureReasons.last(where: {
                if case .rotationChanged = $0 { return true } else { return false }
            })
        else {
            return XCTFail("no rotation change")
        }
        XCTAssertEqual(degrees, 90, accuracy: 1e-6)
    }

    func testG6ATapFailsWhenASecondFingerJoins() {
        let t = photo([.tap]).run(
            .fingers([
                FingerPath(from: Point(100, 100), down: 0, up: 0.2),
                FingerPath(from: Point(200, 200), down: 0.05, up: 0.15)
            ]))
        XCTAssertEqual(t.gestureState("photo.tap"), .failed)
        XCTAssertTrue(t.gestureReasons.contains(.tooManyTouches(2, required: 1)))
        XCTAssertTrue(t.actions.isEmpty)
    }

    func testG6G3APinchAndAPanOnOneViewShareTheFingersSoTheFirstToRecognizeWins() {
        let t = photo([.pan, .pinch]).run(spread(to: 200))
        XCTAssertEqual(t.gestureState("photo.pinch"), .recognized)
        XCTAssertEqual(
            t.gestureState("photo.pan"), .failed, "the fingers' centroid never moved, so the pan never began")
        XCTAssertTrue(t.gestureReasons.map(\.named).contains("preventedBy(photo.pinch)"))
    }

    func testG6APanFollowsTheCentroidOfItsFingers() {
        // Both fingers move 30 points right: the pan moves 30, as one finger would.
        let t = photo([.pan]).run(
            .fingers([
                FingerPath(from: Point(100, 100), to: Point(130, 100), down: 0, hold: 0.1, duration: 0.1),
                FingerPath(from: Point(200, 100), to: Point(230, 100), down: 0.05, hold: 0.05, duration: 0.1)
            ]))
        XCTAssertEqual(t.gestureState("photo.pan"), .recognized)
        XCTAssertTrue(t.gestureReasons.contains(.touchJoined(2)))
    }

    func testG7RecognizersOnDifferentViewsWithDifferentFingersBothRecognize() {
        let a = view("a", 0, 0, 150, 150, { $0.addGesture(GestureRecognizer(name: "a.pan", kind: .pan)) })
        let b = view("b", 200, 0, 150, 150, { $0.addGesture(GestureRecognizer(name: "b.pan", kind: .pan)) })
        let t = scene([a, b]).run(
            .fingers([
                FingerPath(from: Point(50, 50), to: Point(50, 120), down: 0),
                FingerPath(from: Point(250, 50), to: Point(250, 120), down: 0.02)
            ]))
        XCTAssertEqual(t.gestureState("a.pan"), .recognized)
        XCTAssertEqual(t.gestureState("b.pan"), .recognized, "they share no touch, so neither prevents the other")
    }

    func testG7APinchCancelsOnlyItsOwnTouchesAndAButtonBesideItKeepsTracking() {
        let s = photo([.pinch])
        let t = s.run(
            .fingers([
                FingerPath(from: Point(100, 150), to: Point(50, 150), down: 0, hold: 0.1, duration: 0.2, up: 0.5),
                FingerPath(from: Point(200, 150), to: Point(250, 150), down: 0.05, hold: 0.05, duration: 0.2, up: 0.5),
                FingerPath(from: Point(350, 40), down: 0.2, up: 0.4)
            ]))
        XCTAssertEqual(t.gestureState("photo.pinch"), .recognized)
        XCTAssertEqual(
            t.deliveries.filter { $0.responder.name == "photo" }.map(\.phase), [.began, .began, .cancelled, .cancelled])
        XCTAssertEqual(t.controlLog, ["button.touchDown", "button.touchUpInside"])
        XCTAssertEqual(t.actions.filter { $0.sender == "button" }.map(\.name), ["buy"])
    }

    func testG7AFingerThatJoinsARecognizedPinchNeverReachesTheViews() {
        let t = photo([.pinch]).run(
            .fingers([
                FingerPath(from: Point(100, 150), to: Point(50, 150), down: 0, hold: 0.1, duration: 0.1, up: 0.5),
                FingerPath(from: Point(200, 150), to: Point(250, 150), down: 0.05, hold: 0.05, duration: 0.1, up: 0.5),
                FingerPath(from: Point(150, 250), down: 0.3, up: 0.4)
            ]))
        guard case .recognizerOwns(let r)? = t.refusals.first?.refusal else {
            return XCTFail("the third finger was delivered")
        }
        XCTAssertEqual(r.name, "photo.pinch")
        XCTAssertEqual(t.refusals.first?.touch, 2)
    }

    func testG6NarrationSaysThresholdIsHitlabsInBothLanguages() {
        let s = photo([.pinch])
        let t = s.run(spread(to: 200))
        XCTAssertTrue(
            Narrator(scene: s).lines(for: t).contains {
                $0.text.contains("Hitlab's threshold") && $0.rules.contains(.g6)
            })
        XCTAssertTrue(
            Narrator(scene: s, language: .zhHans).lines(for: t).contains {
                $0.text.contains("捏合") || $0.text.contains("Hitlab 自定的阈值")
            })
    }
}

/// G6: the finger counts a recognizer is set to.
final class TouchCountTests: XCTestCase {
    private func mapScene(_ recognizer: GestureRecognizer) -> Scene {
        recognizer.action = "did"
        recognizer.target = "root"
        let root = view("root", 0, 0, 400, 400, { $0.responds = ["did"] })
        root.addGesture(recognizer)
        return scene([root])
    }

    func testG6ATwoFingerTapRecognizesWhenBothLiftAndFailsOnOne() {
        let tap = GestureRecognizer(name: "two", kind: .tap)
        tap.touchesRequired = 2
        let s = mapScene(tap)
        let both = s.run(.fingers([FingerPath(from: Point(100, 100)), FingerPath(from: Point(200, 100))]))
        XCTAssertEqual(both.gestureState("two"), .recognized)
        let one = s.click(100, 100)
        XCTAssertEqual(one.gestureState("two"), .failed)
        XCTAssertTrue(one.gestureReasons.contains(.tooFewTouches(1, required: 2)))
    }

    func testG6APanWaitsForItsMinimumAndIgnoresFingersBeyondItsMaximum() {
        let pan = GestureRecognizer(name: "pan", kind: .pan)
        pan.minimumTouches = 2
        pan.maximumTouches = 2
        let s = mapScene(pan)
        XCTAssertEqual(s.run(.drag(from: Point(100, 100), to: Point(100, 300))).gestureState("pan"), .failed)
        let three = s.run(
            .fingers([
                FingerPath(from: Point(100, 100), to: Point(100, 300)),
                FingerPath(from: Point(200, 100), to: Point(200, 300)),
                FingerPath(from: Point(300, 100), to: Point(300, 300), down: 0.05)
            ]))
        XCTAssertEqual(three.gestureState("pan"), .recognized)
        XCTAssertFalse(
            three.gestureReasons.contains { if case .touchJoined(3) = $0 { return true } else { return false } })
    }
}

/// G1: a screen-edge pan starts only at one of its edges of the screen.
final class ScreenEdgePanTests: XCTestCase {
    func testG1AScreenEdgePanBeginsOnlyNearItsEdge() {
        let back = GestureRecognizer(name: "back", kind: .screenEdgePan)
        back.edges = [.left]
        back.action = "pop"
        back.target = "root"
        let root = view("root", 0, 0, 400, 400, { $0.responds = ["pop"] })
        root.addGesture(back)
        let s = scene([root])
        let atEdge = s.run(.drag(from: Point(5, 200), to: Point(200, 200)))
        XCTAssertEqual(atEdge.gestureState("back"), .recognized)
        XCTAssertEqual(atEdge.actions.map(\.state), [.began, .recognized])
        let inside = s.run(.drag(from: Point(100, 200), to: Point(300, 200)))
        XCTAssertEqual(inside.gestureState("back"), .failed)
        XCTAssertTrue(inside.gestureReasons.contains(.notAtEdge(distance: 100, edge: .left)))
    }
}
