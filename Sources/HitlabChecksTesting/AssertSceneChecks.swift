import HitlabChecks
import HitlabRender
import HitlabScene
import XCTest

/// Fails the calling test for each check of the scene at `path` that does not hold, with
/// the check's number and every mismatch, as `hitlab check` would say them. Screenshots are
/// compared with their goldens (found as `hitlab check` finds them) and never recorded.
public func assertSceneChecks(
    _ path: String, snapshotting: Snapshotting? = nil, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        let scene = try SceneLoader.load(path: path).scene
        XCTAssertFalse(scene.checks.isEmpty, "\(path) has no checks: nothing would be asserted", file: file, line: line)
        let strategy = try snapshotting ?? .hitlab(Renderer())
        for outcome in SceneChecks.run(scene, at: path, snapshotting: strategy) where !outcome.passed {
            XCTFail(
                "\(path): check \(outcome.index + 1): " + outcome.problems.joined(separator: "; "), file: file,
                line: line)
        }
    } catch {
        XCTFail("\(path): \(error)", file: file, line: line)
    }
}
