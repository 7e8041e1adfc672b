import HitlabCore
import HitlabScene
import XCTest

/// What a team would write about its own screen: the round button takes a tap at its
/// centre, and a tap in its square's corner falls through to the card (C1).
final class RoundButtonTests: XCTestCase {
    private func scene() throws -> Scene {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../../Scenes/04-round-button.yaml").standardizedFileURL.path
        return try SceneLoader.load(path: path).scene
    }

    func testTheCentreOfTheRoundButtonHitsIt() throws {
        let trace = try scene().run(.click(Point(240, 160)))
        XCTAssertEqual(trace.hit?.name, "roundButton")
        XCTAssertEqual(trace.actions.first?.name, "buttonTapped")
    }

    func testTheSquaresCornerFallsThroughToTheCard() throws {
        let trace = try scene().run(.click(Point(185, 105)))
        XCTAssertEqual(trace.hit?.name, "card")
    }
}
