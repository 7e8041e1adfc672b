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
