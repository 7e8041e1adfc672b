import HitlabCore
import HitlabScene
import XCTest

/// A recognizer's settings in a scene: `taps`, `minimumPressDuration`, `allowableMovement`,
/// loaded onto the model, and every misuse an error at its place, all at once.
final class LoaderGestureSettingsTests: XCTestCase {
    private func scene(_ gestures: String) -> String {
        "size: [100, 100]\nwindow: {subviews: [{name: v, frame: [0, 0, 50, 50], gestures: \(gestures)}]}"
    }

    func testTheSettingsReachTheRecognizers() throws {
        let yaml = scene(
            "[{kind: tap, taps: 3}, {kind: longPress, minimumPressDuration: 1.5, allowableMovement: 25}]")
        let loaded = try SceneLoader.load(text: yaml, path: "t.yaml")
        let gestures = try XCTUnwrap(loaded.scene.window.subviews.first?.gestures)
        XCTAssertEqual(gestures.map(\.tapsRequired), [3, 0])
        XCTAssertEqual(gestures[1].minimumPressDuration, 1.5)
        XCTAssertEqual(gestures[1].allowableMovement, 25)
    }

    func testADoubleTapNeedsTwoAndSaysSoForAnyOtherNumber() throws {
        let loaded = try SceneLoader.load(text: scene("[{kind: doubleTap, taps: 2}]"), path: "t.yaml")
        XCTAssertEqual(loaded.scene.window.subviews.first?.gestures.first?.tapsRequired, 2)
        XCTAssertEqual(
            errors(scene("[{kind: doubleTap, taps: 3}]")),
            ["2:89: a doubleTap is a tap of 2 taps: for 3, write 'kind: tap' with 'taps: 3'"])
    }

    func testEachMisuseIsPositionedAndAllAreReported() {
        XCTAssertEqual(
            errors(
                scene(
                    """
                    [{kind: pan, taps: 2}, {kind: tap, minimumPressDuration: 1}, {kind: tap, name: t2, taps: 11},
                     {kind: longPress, allowableMovement: -1}, {kind: swipe, allowableMovement: 5}]
                    """)),
            [
                "2:77: 'taps' applies to taps only: gesture 'v.pan' is a pan",
                "2:99: 'minimumPressDuration' applies to long presses only: gesture 'v.tap' is a tap",
                "2:153: 'taps' must be at most 10, got 11",
                "3:39: 'allowableMovement' must be >= 0, got -1",
                "3:58: 'allowableMovement' applies to long presses only: gesture 'v.swipe' is a swipe"
            ])
    }
}

/// G8's delegate answers in a scene: `shouldBegin`, `shouldReceive`, the failure requirements.
final class LoaderGestureDelegateTests: XCTestCase {
    private func scene(_ gestures: String) -> String {
        """
        size: [100, 100]
        window: {subviews: [{name: v, frame: [0, 0, 50, 50], gestures: \(gestures)}, {name: w, frame: [50, 0, 50, 50]}]}
        """
    }

    func testTheAnswersReachTheRecognizers() throws {
        let yaml = scene(
            """
            [{kind: tap, shouldReceive: {notIn: [w]}, shouldRequireFailureOf: [v.doubleTap]},
             {kind: doubleTap, shouldBegin: false, shouldBeRequiredToFailBy: [v.tap]}, {kind: pan, shouldReceive: false},
             {kind: swipe, shouldReceive: {notControls: true}}]
            """)
        let gestures = try XCTUnwrap(
            try SceneLoader.load(text: yaml, path: "t.yaml").scene.window.subviews.first?.gestures)
        XCTAssertEqual(gestures.map(\.shouldReceive), [.notIn(["w"]), .all, .none, .notControls])
        XCTAssertEqual(gestures.map(\.shouldBegin), [true, false, true, true])
        XCTAssertTrue(gestures[0].requiresFailure(of: gestures[1]))
        XCTAssertEqual(gestures[1].shouldBeRequiredToFailBy, ["v.tap"])
    }

    func testUnknownNamesAndBadShapesArePositionedWithASuggestion() {
        XCTAssertEqual(
            errors(
                scene(
                    """
                    [{kind: tap, shouldReceive: {notIn: [x]}}, {kind: pan, shouldReceive: {notIn: [w], notControls: true}},
                     {kind: swipe, shouldRequireFailureOf: [v.tapp, v.swipe]}]
                    """)),
            [
                "2:101: 'notIn' names 'x', which is not a view in this scene; did you mean 'v'?",
                "2:134: 'shouldReceive' takes one of 'notIn' or 'notControls'",
                "3:41: 'shouldRequireFailureOf' names 'v.tapp', which is not a gesture in this scene; did you mean 'v.tap'?",
                "3:49: gesture 'v.swipe' cannot require itself to fail"
            ])
    }
}
