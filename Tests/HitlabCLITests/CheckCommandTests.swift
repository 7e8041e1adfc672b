import Foundation
import XCTest

/// `hitlab check`: a failing check exits 1 and shows the actual trace; a scene that does not
/// load exits 2 while the others are still checked; `--jobs` and `--shard` change how the
/// scenes are run, not what comes of them.
final class CheckCommandLineTests: XCTestCase {
    func testAFailingCheckExits1AndShowsTheActualTrace() throws {
        let s = try Scratch()
        let scene = try s.write(
            "wrong.yaml",
            """
            size: [100, 100]
            window:
              subviews:
                - {name: a, frame: [0, 0, 50, 50]}
            checks:
              - click: [10, 10]
                hit: window
              - click: [90, 90]
                hit: window

            """)
        let run = hitlab(["check", scene], in: s.path)
        XCTAssertEqual(run.status, 1, run.summary)
        XCTAssertTrue(
            run.stderr.hasPrefix(
                """
                \(scene):6:5: error: check 1 (Click at (10, 10)): hit: expected window, got a
                  actual trace:
                    Click at (10, 10) in "wrong" (\(scene))

                """), "check failure message and the actual trace: \(run.stderr)")
        XCTAssertTrue(run.stderr.hasSuffix("\n    In short: a was hit; no responder handled the touch.\n"), run.stderr)
        XCTAssertEqual(run.stderr.components(separatedBy: ": error: ").count, 2, "check 2 passes: \(run.stderr)")
        XCTAssertEqual(
            lines(run.stdout), ["FAIL \(scene): 1/2 checks", "scenes: 1 given: 1 failed", "checks: 1 passed, 1 failed"],
            "check summary")
    }

    func testASceneThatDoesNotLoadExits2AndTheOthersAreStillChecked() throws {
        let s = try bundledProject(scenes: ["Scenes/01-click-e.yaml"], goldens: true)
        let bad = try s.write("bad.yaml", fourErrorsScene)
        let run = hitlab(["check", bad, "Scenes/01-click-e.yaml", "--report", s.path + "/report.html"], in: s.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertEqual(
            lines(run.stderr),
            fourErrors(at: bad))
        XCTAssertTrue(run.stdout.hasPrefix("PASS Scenes/01-click-e.yaml: 8/8 checks\n"), run.stdout)
        XCTAssertTrue(
            run.stdout.hasSuffix("\nscenes: 2 given: 1 passed, 1 did not load\nchecks: 8 passed, 0 failed\n"),
            run.stdout)
    }

    /// Every bundled scene, in one process and in two, and in two shards: the same checks pass.
    func testJobsAndShardsEndAsOneProcessDoes() throws {
        let s = try bundledProject(goldens: true)
        // The number of checks, as `validate` counts them.
        let validate = hitlab(["validate"] + bundledScenes, in: s.path)
        XCTAssertEqual(validate.status, 0, validate.summary)
        let total = lines(validate.stdout).compactMap { line in
            line.range(of: "[0-9]+ checks", options: .regularExpression).flatMap {
                Int(line[$0].split(separator: " ")[0])
            }
        }.reduce(0, +)
        XCTAssertGreaterThan(total, 0, validate.stdout)

        let check = { (options: [String], report: String) -> Run in
            hitlab(
                ["check"] + options + bundledScenes + ["--report", s.path + "/" + report], in: s.path,
                environment: ["CI": "true"], removing: [], timeout: 120)
        }
        let one = check([], "r1.html"), two = check(["--jobs", "2"], "r2.html")
        for run in [one, two] {
            XCTAssertEqual(run.status, 0, run.summary)
            XCTAssertEqual(run.stderr, "", run.summary)
        }
        XCTAssertEqual(lines(one.stdout).last, "checks: \(total) passed, 0 failed", one.stdout)
        XCTAssertEqual(lines(two.stdout).last, lines(one.stdout).last, "--jobs 2 ends differently")
        let withoutReport = { (run: Run) in lines(run.stdout).filter { !$0.hasPrefix("report: ") }.sorted() }
        XCTAssertEqual(withoutReport(two), withoutReport(one), "--jobs 2 prints the same lines (in another order)")

        let shards = [check(["--shard", "1/2"], "r3.html"), check(["--shard", "2/2"], "r4.html")]
        let counts = shards.map { run -> Int in
            XCTAssertEqual(run.status, 0, run.summary)
            let last = lines(run.stdout).last ?? ""
            XCTAssertNotNil(last.range(of: "^checks: [0-9]+ passed, 0 failed$", options: .regularExpression), last)
            return Int(last.split(separator: " ")[1]) ?? 0
        }
        XCTAssertTrue(
            counts[0] > 0 && counts[1] > 0 && counts[0] + counts[1] == total,
            "shards \(counts[0]) + \(counts[1]) != \(total)")
        let passed = { (runs: [Run]) in runs.flatMap { lines($0.stdout).filter { $0.hasPrefix("PASS ") } }.sorted() }
        XCTAssertEqual(passed(shards), passed([one]), "the two shards pass the scenes one process passes, each once")
    }
}
