import Foundation
import HitlabChecks
import HitlabChecksTesting
import HitlabRender
import HitlabScene
import XCTest

/// A team's scene checked in its own test suite: every check the scene file holds (the hit
/// view, the chain, the action, and two screenshots against their goldens), as `hitlab check`
/// runs them, through the library.
final class SceneChecksTests: XCTestCase {
    static let hitlab = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL.path

    func testTheRoundButtonScenesChecksAndScreenshotsHold() {
        assertSceneChecks(Self.hitlab + "/Scenes/04-round-button.yaml")
    }

    /// The same checks fail once the scene no longer does what they say: without its circular
    /// hit area the button takes the tap in its square's corner (the card's check fails).
    func testTheChecksFailWhenTheSceneIsBroken() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clickscene-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder + "/scene.yaml") }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let yaml = try String(contentsOfFile: Self.hitlab + "/Scenes/04-round-button.yaml", encoding: .utf8)
            .replacingOccurrences(of: "hitArea: circle", with: "hitArea: rect")
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("screenshot:") }.joined(
                separator: "\n")
        try yaml.write(toFile: folder + "/scene.yaml", atomically: true, encoding: .utf8)
        let scene = try SceneLoader.load(path: folder + "/scene.yaml").scene
        let outcomes = SceneChecks.run(scene, at: folder + "/scene.yaml", snapshotting: .hitlab(try Renderer()))
        let failed = outcomes.filter { !$0.passed }
        XCTAssertEqual(failed.map(\.index), [1], "only the corner's check fails")
        XCTAssertTrue(
            failed.first?.problems.first?.contains("hit: expected card, got roundButton") == true,
            "\(failed.map(\.problems))")
    }
}
