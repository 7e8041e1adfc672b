import Foundation
import XCTest

/// The checks that say the order and the state after it: `timeline`, `firstResponder`, an
/// action's `event`. Scene 31's first check, made wrong one field at a time, fails naming it.
final class CheckOrderTests: XCTestCase {
    private let base = try? String(
        contentsOfFile: projectRoot + "/Scenes/31-form-first-responder.yaml", encoding: .utf8)

    private func failure(_ replace: String, with wrong: String, _ line: UInt = #line) throws -> String {
        let text = try XCTUnwrap(base)
        let first = try XCTUnwrap(text.range(of: replace), "the scene still has \(replace)", line: line)
        let s = try Scratch()
        let scene = try s.write("wrong.yaml", text.replacingCharacters(in: first, with: wrong))
        let run = hitlab(["check", scene, "--report", "r.html"], in: s.path)
        XCTAssertEqual(run.status, 1, run.summary, line: line)
        XCTAssertTrue(run.stdout.contains(" passed, 1 failed"), run.stdout, line: line)
        return run.stderr
    }

    func testATimelineInAnotherOrderFailsAtItsFirstDifference() throws {
        let stderr = try failure(
            "      - {action: checkEmail}\n      - {action: showHints}",
            with: "      - {action: showHints}\n      - {action: checkEmail}")
        XCTAssertTrue(
            stderr.contains("timeline: item 3 expected {action: showHints}, got {action: checkEmail}"), stderr)
    }

    func testATimelineMissingAnItemSaysWhatMore() throws {
        let stderr = try failure("      - {deliver: cancelled, to: passwordField}\n", with: "")
        XCTAssertTrue(
            stderr.contains("timeline: item 2 expected {action: checkEmail}, got {deliver: cancelled"), stderr)
    }

    func testAWrongFirstResponderFails() throws {
        let stderr = try failure("    firstResponder: passwordField", with: "    firstResponder: emailField")
        XCTAssertTrue(stderr.contains("firstResponder: expected emailField, got passwordField"), stderr)
    }

    func testAWrongEventFails() throws {
        let stderr = try failure(
            "{name: checkEmail, event: editingDidEnd", with: "{name: checkEmail, event: touchUpInside")
        XCTAssertTrue(stderr.contains("checkEmail: expected event touchUpInside, got editingDidEnd"), stderr)
    }
}
