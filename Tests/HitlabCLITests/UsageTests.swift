import Foundation
import XCTest

/// Bad usage exits 2 with a message saying what is wrong; `--help` exits 0 and describes the
/// command.
final class UsageCommandLineTests: XCTestCase {
    /// Help is wrapped to the terminal's width: 80 columns, whatever the test's terminal.
    private let columns = ["COLUMNS": "80"]

    private func assertUsageError(
        _ arguments: [String], _ message: String, help: String = "", command: String, in folder: String,
        _ line: UInt = #line
    ) {
        let run = hitlab(arguments, in: folder, environment: columns)
        XCTAssertEqual(run.status, 2, "\(arguments): \(run.summary)", line: line)
        XCTAssertEqual(run.stdout, "", "\(arguments)", line: line)
        XCTAssertTrue(
            run.stderr.hasPrefix("hitlab: error: \(message)\n\(help)Usage: hitlab \(command) "),
            "\(arguments): \(run.stderr)", line: line)
        XCTAssertTrue(
            run.stderr.hasSuffix("\n  See 'hitlab \(command) --help' for more information.\n"),
            "\(arguments): \(run.stderr)", line: line)
    }

    func testBadUsageExits2SayingWhatIsWrong() throws {
        let s = try bundledProject(scenes: ["Scenes/01-click-e.yaml"])
        let scene = "Scenes/01-click-e.yaml"
        assertUsageError(
            ["trace", scene], "give --at X,Y, --drag X1,Y1:X2,Y2 or --finger", command: "trace", in: s.path)
        assertUsageError(
            ["trace", scene, "--at", "1,2,3"], "The value '1,2,3' is invalid for '--at <X,Y>'",
            help: "Help:  --at <X,Y>  Click at this point (window points, each within ±100000).\n", command: "trace",
            in: s.path)
        assertUsageError(
            ["trace", scene, "--at", "1,2", "--drag", "1,2:3,4"], "give one of --at, --drag or --finger",
            command: "trace", in: s.path)
        assertUsageError(
            ["check", "--frobnicate", scene], "Unknown option '--frobnicate'", command: "check", in: s.path)
    }

    func testAMissingSceneExits2WithAPositionedError() throws {
        let s = try Scratch()
        let missing = s.path + "/nope.yaml"
        let run = hitlab(["trace", missing, "--at", "1,1"], in: s.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertEqual(run.stderr, "\(missing):1:1: error: no such scene file\n", "missing scene error format")
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(s.files(), [], "nothing written")
    }

    func testHelpListsTheSubcommands() throws {
        let s = try Scratch()
        let run = hitlab(["--help"], in: s.path, environment: columns)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertTrue(run.stdout.contains("\nUSAGE: hitlab <subcommand>\n"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains(
                """

                SUBCOMMANDS:
                  open (default)          Open the playground window on a scene, a lesson, or
                                          the gallery of bundled scenes.
                  new                     Write a small starter scene to a new file and open it
                                          in edit mode.
                  trace                   Click (or drag) in a scene and tell what happened,
                                          step by step.
                  why                     Say whether a tap reaches a view, and every reason it
                                          does not.
                  under                   List every view whose area holds a point, front to
                                          back, and what the hit test did with each.
                  audit                   For every tap target, the share of its visible area a
                                          tap reaches, and what takes the rest.
                  render                  Draw a scene headless into a PNG, with a click's
                                          story on top.
                  export                  Export a click's story, or a lesson, for slides and
                                          handouts: PNG frames, a GIF, a video, an HTML page,
                                          Markdown.
                  import                  Turn a view hierarchy dump (UIKit's
                                          recursiveDescription) into a scene.
                  check                   Run every scene's checks, compare screenshots with
                                          their goldens, report what fails.
                  validate                Load scenes and report every error as
                                          FILE:LINE:COLUMN: error: MESSAGE.
                  diff                    Compare two PNG screenshots with Hitlab's screenshot
                                          tolerance.

                """), "help lists trace (and every other subcommand): \(run.stdout)")
        XCTAssertEqual(run.stderr, "")
    }

    func testEachSubcommandsHelp() throws {
        let s = try Scratch()
        let usage = [
            "trace":
                "USAGE: hitlab trace <scene> [--at <X,Y>] [--drag <X1,Y1:X2,Y2>] [--finger <FINGER> ...] [--taps <taps>] [--hold <SECONDS>] [--duration <SECONDS>] [--json] [--lang <LANG>]",
            "check":
                "USAGE: hitlab check <scenes> ... [--record] [--update-failed] [--jobs <jobs>] [--shard <K/N>] [--report <PATH>] [--junit <PATH>] [--json <PATH>] [--lang <LANG>]",
            "validate": "USAGE: hitlab validate <scenes> ... [--lang <LANG>]",
            "open":
                "USAGE: hitlab open [<scene>] [--paused] [--projector] [--size <WxH>] [--script <FILE>] [--trace-ui] [--edit] [--lang <LANG>]"
        ]
        for sub in ["trace", "check", "validate", "open"] {
            let run = hitlab([sub, "--help"], in: s.path, environment: columns)
            XCTAssertEqual(run.status, 0, "\(sub) --help: \(run.summary)")
            XCTAssertTrue(run.stdout.hasPrefix("OVERVIEW: "), "\(sub) --help: \(run.stdout)")
            XCTAssertTrue(run.stdout.contains("\n\(usage[sub]!)\n"), "\(sub) --help: \(run.stdout)")
            XCTAssertTrue(
                run.stdout.contains("\n  -h, --help              Show help information.\n"),
                "\(sub) --help: \(run.stdout)")
            XCTAssertEqual(run.stderr, "", sub)
        }
        XCTAssertEqual(s.files(), [], "help writes nothing")
    }

    func testOpeningAFolderWithoutScenesSaysSoBeforeAnyWindow() throws {
        let s = try Scratch()
        try s.write("notes/readme.txt", "not a scene")
        let run = hitlab(["open", "notes"], in: s.path, environment: ["DISPLAY": ""])
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertEqual(run.stderr, "notes: error: the folder has no .yaml scenes\n", run.summary)
        let none = hitlab(["open", "notes/missing.yaml"], in: s.path, environment: ["DISPLAY": ""])
        XCTAssertEqual(none.status, 2, none.summary)
        XCTAssertTrue(none.stderr.hasPrefix("notes/missing.yaml:"), none.summary)
    }
}
