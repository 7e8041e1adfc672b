import Foundation
import XCTest

/// Each field of a check is really compared: a wrong expectation in any one of them fails
/// the check with a message naming that field (issue 8: only `hit` was shown to fail).
final class CheckFieldTests: XCTestCase {
    /// Scene 13's first check, with one field made wrong at a time.
    private let base = try? String(contentsOfFile: projectRoot + "/Scenes/13-control-vs-gesture.yaml", encoding: .utf8)

    private func run(_ replace: String, with wrong: String, field: String, _ line: UInt = #line) throws {
        let text = try XCTUnwrap(base)
        XCTAssertTrue(text.contains(replace), "the scene still has \(replace)", line: line)
        let s = try Scratch()
        // Only the first occurrence: check 1 is made wrong, the others stay right.
        let first = try XCTUnwrap(text.range(of: replace), line: line)
        let scene = try s.write("wrong.yaml", text.replacingCharacters(in: first, with: wrong))
        let run = hitlab(["check", scene, "--report", "r.html"], in: s.path)
        XCTAssertEqual(run.status, 1, run.summary, line: line)
        XCTAssertTrue(
            run.stderr.contains("wrong.yaml:28:5: error: check 1 (Click at (280, 275)): \(field): "),
            "the failure names '\(field)': \(run.stderr.prefix(600))", line: line)
        // Exactly this check failed; the scene's others still pass.
        XCTAssertTrue(
            run.stdout.split(separator: "\n").contains {
                $0.hasPrefix("checks: ") && $0.hasSuffix(" passed, 1 failed")
            }, run.stdout, line: line)
    }

    func testAWrongHitFails() throws {
        try run(
            "    hit: buyButton\n    handledBy: [buyButton]", with: "    hit: card\n    handledBy: [buyButton]",
            field: "hit")
    }

    func testAWrongChainFails() throws {
        try run(
            "    hit: buyButton\n", with: "    hit: buyButton\n    chain: [buyButton, window, application]\n",
            field: "chain")
    }

    func testAWrongHandledByFails() throws {
        try run("    handledBy: [buyButton]", with: "    handledBy: [card]", field: "handledBy")
    }

    func testWrongActionsFail() throws {
        try run(
            "actions: [{name: buy, handledBy: cardVC}]", with: "actions: [{name: buy, handledBy: application}]",
            field: "actions")
    }

    func testWrongGesturesFail() throws {
        try run(
            "gestures: [{name: card.tap, state: failed}, {name: card.pan, state: failed}]",
            with: "gestures: [{name: card.tap, state: recognized}, {name: card.pan, state: failed}]", field: "gestures")
    }

    func testAWrongScreenshotFails() throws {
        let s = try Scratch()
        try s.write("Package.swift", "// root\n")
        try s.copy("Scenes/04-round-button.yaml")
        // Scene 04's golden of its click, against the scene with its button's text changed.
        try s.copy("Tests/Snapshots/04-round-button/click.png", to: "golden/click.png")
        let text = try String(contentsOfFile: s.path + "/Scenes/04-round-button.yaml", encoding: .utf8)
        try s.write(
            "Scenes/04-round-button.yaml",
            text.replacingOccurrences(
                of: "{click: [240, 160], screenshot: Tests/Snapshots/04-round-button/click.png}",
                with: "{click: [240, 160], screenshot: golden/click.png}"
            ).replacingOccurrences(of: "{en: Tap,", with: "{en: Top,"))
        let run = hitlab(
            ["check", "Scenes/04-round-button.yaml", "--report", "r.html"], in: s.path, environment: ["CI": "true"],
            removing: [])
        XCTAssertEqual(run.status, 1, run.summary)
        XCTAssertTrue(run.stderr.contains("check 4 screenshot golden/click.png: "), run.stderr)
        XCTAssertTrue(run.stderr.contains("pixels changed"), run.stderr)
    }

    func testAClickThatExpectsNothingIsALoadErrorNotAPass() throws {
        let s = try Scratch()
        let scene = try s.write(
            "empty.yaml", "size: [100, 100]\nwindow: {}\nchecks:\n  - click: [10, 10]\n    note: nothing expected\n")
        let run = hitlab(["check", scene], in: s.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(run.stderr.contains("empty.yaml:4:5: error: this check expects nothing of its click"), run.stderr)
    }

    /// `--shard K/N` parts are disjoint and together cover every scene.
    func testShardsAreDisjointAndCoverEverything() throws {
        let scenes = try FileManager.default.contentsOfDirectory(atPath: projectRoot + "/Scenes").filter {
            $0.hasSuffix(".yaml")
        }.sorted().map { "Scenes/" + $0 }
        var seen: [String] = []
        for k in 1...4 {
            let run = hitlab(["check", "--shard", "\(k)/4", "--report", "out/shard-\(k).html"] + scenes)
            XCTAssertEqual(run.status, 0, run.summary)
            seen += run.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map {
                String($0.dropFirst(5).split(separator: ":")[0])
            }
        }
        XCTAssertEqual(seen.count, scenes.count, "no scene in two parts")
        XCTAssertEqual(Set(seen), Set(scenes), "every scene in some part")
        // A part that does not exist is refused, saying why.
        for (shard, why) in [
            ("4/3", "--shard 4/3: K must be from 1 to 3 (there are 3 parts)"),
            ("0/2", "--shard 0/2: K must be from 1 to 2"),
            ("2/0", "--shard 2/0: N, the number of parts, must be at least 1"),
            ("2", "--shard takes K/N (this machine's part K of N parts")
        ] {
            let run = hitlab(["check", "--shard", shard, "Scenes/01-click-e.yaml"])
            XCTAssertEqual(run.status, 2, shard)
            XCTAssertTrue(run.stderr.contains(why), run.stderr)
        }
    }
}
