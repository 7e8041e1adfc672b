import Foundation
import XCTest

/// `hitlab check`'s screenshots, in a copy of a project: a one-point change fails with a diff
/// image, an actual image and a summary; under CI a missing golden fails and nothing is
/// recorded; locally it is recorded.
final class ScreenshotCheckCommandLineTests: XCTestCase {
    func testAOnePointMoveFailsAndAMissingGoldenIsRecordedOnlyLocally() throws {
        let s = try Scratch()
        let proj = s.path + "/proj", report = s.path + "/report.html"
        try s.write("proj/Package.swift", "")
        try s.copy("Scenes/04-round-button.yaml", to: "proj/Scenes/04-round-button.yaml")
        for name in ["rest", "click", "click-projector"] {
            try s.copy(
                "Tests/Snapshots/04-round-button/\(name).png", to: "proj/Tests/Snapshots/04-round-button/\(name).png")
        }
        let scene = proj + "/Scenes/04-round-button.yaml", snapshots = proj + "/Tests/Snapshots/04-round-button"
        // The images named in messages, relative to the current folder (the scratch folder).
        let seen = "proj/Tests/Snapshots/04-round-button"
        let ci = { (arguments: [String]) in
            hitlab(["check"] + arguments, in: s.path, environment: ["CI": "true"], removing: [])
        }
        let tolerance =
            "screenshots: a pixel counts as changed when a channel differs by more than 8 of 255; "
            + "a screenshot fails when more than 16 pixels change"

        let pass = ci([scene, "--report", report])
        XCTAssertEqual(pass.status, 0, "goldens pass in a copy: \(pass.summary)")
        XCTAssertTrue(pass.stdout.hasSuffix("\nscenes: 1 given: 1 passed\nchecks: 5 passed, 0 failed\n"), pass.stdout)

        let text = try String(contentsOfFile: scene, encoding: .utf8)
        XCTAssertTrue(text.contains("frame: [140, 60, 120, 120]"))
        try s.write(
            "proj/Scenes/04-round-button.yaml",
            text.replacingOccurrences(of: "frame: [140, 60, 120, 120]", with: "frame: [141, 60, 120, 120]"))
        let moved = ci([scene, "--report", report])
        XCTAssertEqual(moved.status, 1, "a one-point move fails: \(moved.summary)")
        // The golden, where and how much changed (the circle and its "hit area" label), and the two images.
        XCTAssertTrue(
            lines(moved.stderr).contains(
                "\(scene):34:5: error: check 3 screenshot \(seen)/rest.png: "
                    + "2543 pixels changed (0.39% of 1012x640), in the box x=215 y=135 w=123 h=146; "
                    + "see \(seen)/rest.actual.png and \(seen)/rest.diff.png"),
            "failure names the golden where it is, with a diff summary: \(moved.stderr)")
        XCTAssertEqual(pngSize(snapshots + "/rest.diff.png")?.width, 1012, "a diff image")
        XCTAssertEqual(pngSize(snapshots + "/rest.actual.png")?.height, 640, "an actual image")
        let html = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        XCTAssertTrue(
            html.contains(
                "<figcaption>diff: proj/Tests/Snapshots/04-round-button/rest.diff.png</figcaption><img alt=\"diff\" src=\"data:image/png;base64,"
            ),
            "the report shows the diff: \(html.prefix(600))")
        XCTAssertTrue(
            moved.stdout.contains("hint: if these pictures changed on purpose")
                && moved.stdout.contains("\n  hitlab check --update-failed \(scene)\n"),
            "the hint names the command: \(moved.stdout)")
        XCTAssertTrue(moved.stdout.contains("\n\(tolerance)\n"), "tolerance printed: \(moved.stdout)")
        XCTAssertTrue(moved.stdout.hasSuffix("\nchecks: 2 passed, 3 failed\n"), moved.stdout)

        try FileManager.default.removeItem(atPath: snapshots)
        let missing = ci([scene, "--report", report])
        XCTAssertEqual(missing.status, 1, "a missing golden fails under CI: \(missing.summary)")
        XCTAssertTrue(
            lines(missing.stderr).contains(
                "\(scene):34:5: error: check 3 screenshot \(seen)/rest.png: no golden: CI never records one; see \(seen)/rest.actual.png"
            ),
            "missing golden message: \(missing.stderr)")
        XCTAssertTrue(
            missing.stdout.contains(
                "hint: goldens are missing; record them on your machine (plain `hitlab check` records only the missing ones)"
            )
                && missing.stdout.contains("\n  hitlab check \(scene)\n"),
            "the hint names the command: \(missing.stdout)")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: snapshots + "/rest.png"), "CI recorded a golden by itself")
        let seenByCI = FileManager.default.contents(atPath: snapshots + "/rest.actual.png")
        XCTAssertNotNil(seenByCI)

        let record = ci(["--record", scene])
        XCTAssertEqual(record.status, 2, "--record refused under CI: \(record.summary)")
        XCTAssertTrue(
            record.stderr.hasPrefix(
                "hitlab: error: refusing to record goldens while CI is set: record them locally and review them\n"),
            record.stderr)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: snapshots + "/rest.png"), "--record under CI recorded nothing")

        let local = hitlab(["check", scene, "--report", report], in: s.path, removing: ["CI"])
        XCTAssertEqual(local.status, 0, "a missing golden is recorded locally: \(local.summary)")
        XCTAssertTrue(
            local.stdout.hasPrefix("recorded \(seen)/rest.png: new golden (1012x640); review it before committing\n"),
            local.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: snapshots + "/rest.png"), "golden not recorded")
        XCTAssertEqual(
            FileManager.default.contents(atPath: snapshots + "/rest.png"), seenByCI,
            "the golden recorded is what CI saw")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: snapshots).sorted(),
            ["click-projector.png", "click.png", "rest.png"],
            "the goldens, and no actual or diff image left")
    }
}

extension ScreenshotCheckCommandLineTests {
    /// A failing screenshot's `NAME.actual.png` is never written over, nor removed, when it is
    /// another check's golden: that golden keeps its bytes and the failure says why. (A golden
    /// may not be named `….actual.png`; through a link it can still be that file.)
    func testAnActualPictureNeverReplacesAnotherChecksGolden() throws {
        let s = try Scratch()
        let proj = s.path + "/proj", snapshots = proj + "/Tests/Snapshots/04-round-button"
        try s.write("proj/Package.swift", "")
        try s.copy("Tests/Snapshots/04-round-button/rest.png", to: "proj/Tests/Snapshots/04-round-button/rest.png")
        // Check 4's golden is a link to the file check 3's actual picture would be.
        try s.copy(
            "Tests/Snapshots/04-round-button/rest.png", to: "proj/Tests/Snapshots/04-round-button/rest.actual.png")
        try FileManager.default.createSymbolicLink(
            atPath: snapshots + "/other.png", withDestinationPath: snapshots + "/rest.actual.png")
        let text = try String(contentsOfFile: projectRoot + "/Scenes/04-round-button.yaml", encoding: .utf8)
        let checks = text.range(of: "\nchecks:\n")!
        try s.write(
            "proj/Scenes/04-round-button.yaml",
            String(text[..<checks.upperBound]).replacingOccurrences(
                of: "frame: [140, 60, 120, 120]", with: "frame: [141, 60, 120, 120]")
                + "  - click: [240, 160]\n    hit: roundButton\n  - click: [185, 105]\n    hit: card\n"
                + "  - screenshot: Tests/Snapshots/04-round-button/rest.png\n"
                + "  - screenshot: Tests/Snapshots/04-round-button/other.png\n")
        let before = try Data(contentsOf: URL(fileURLWithPath: snapshots + "/rest.actual.png"))
        let run = hitlab(["check", proj + "/Scenes/04-round-button.yaml"], in: s.path, environment: ["CI": "true"])
        XCTAssertEqual(run.status, 1, "the moved circle fails both screenshots: \(run.summary)")
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: snapshots + "/rest.actual.png")), before,
            "check 4's golden keeps its bytes")
        XCTAssertTrue(
            run.stderr.contains(
                "proj/Tests/Snapshots/04-round-button/rest.actual.png not written: it is another check's golden"),
            run.stderr)
        XCTAssertNotNil(pngSize(snapshots + "/rest.diff.png"), "the diff picture is still written")
    }
}
