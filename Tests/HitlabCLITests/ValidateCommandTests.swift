import Foundation
import HitlabCore
import XCTest

/// `hitlab validate`: every error of a scene at once, each at its position; every bundled
/// scene loads; hostile files end within seconds with one positioned error, never a crash.
final class ValidateCommandLineTests: XCTestCase {
    func testEveryErrorAtOnceEachPositioned() throws {
        let s = try Scratch()
        let bad = try s.write("bad.yaml", fourErrorsScene)
        let run = hitlab(["validate", bad], in: s.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertEqual(
            lines(run.stderr),
            fourErrors(at: bad), "4 errors: size, suggestion, duplicate, range")
        XCTAssertEqual(run.stdout, "")
    }

    func testEveryBundledSceneLoads() throws {
        let s = try bundledProject()
        let run = hitlab(["validate"] + bundledScenes, in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        let out = lines(run.stdout)
        XCTAssertEqual(out.count, bundledScenes.count, run.stdout)
        for (line, scene) in zip(out, bundledScenes) {
            XCTAssertNotNil(
                line.range(
                    of:
                        "^ok: \(NSRegularExpression.escapedPattern(for: scene)): [0-9]+ views, [0-9]+ checks \\(YAML scene\\)$",
                    options: .regularExpression), line)
        }
        XCTAssertEqual(run.stderr, "")
    }

    /// Hostile files, each refused within 5 s with one error at the place that breaks.
    func testHostileFilesExit2WithinSecondsWithAPositionedError() throws {
        let s = try Scratch()
        let deep = try s.write(
            "deep.yaml",
            "size: [1, 1]\nwindow: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        let deepJSON = try s.write(
            "deepjson.json", String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        )
        let line = "  - {click: [1, 1], hit: window}\n"
        var bigText = "size: [1, 1]\nwindow: {}\nchecks:\n"
        bigText += String(repeating: line, count: 50 * 1024 * 1024 / line.utf8.count + 1)
        let big = try s.write("big.yaml", bigText)
        // Seed 21: a valid three-byte character comes before the first bad byte, so the
        // column counts characters, not bytes (the 0xD8 is the sixth byte, the fifth character).
        var random = SplitMix(seed: 21)
        let garbage = try s.write(
            "garbage.yaml", Data((0..<200_000).map { _ in UInt8(truncatingIfNeeded: random.next() >> 56) }))
        let nul = try s.write("nul.yaml", Data("size: [1, 1]\nwindow: {}\n".utf8 + [0, 0]))

        // Each file's one error, exactly; `nil` where the column is not pinned. The column of a
        // nesting error is not yet where the nesting goes past 1000 levels: libyaml's scanner
        // reads ahead of its parser, which reports the bracket it was on, here the second of
        // 100000 (2:10); JSON is refused at its 1000th object (1:4996), one level earlier than
        // "more than 1000" says (block YAML: at the 1001st). Line and message are right.
        let cases: [(path: String, line: Int, column: Int?, message: String)] = [
            (deep, 2, nil, "the file nests more than 1000 levels deep"),
            (deepJSON, 1, nil, "the file nests more than 1000 levels deep"),
            (big, 1, 1, "the scene file is 50.0 MB; the limit is 16.0 MB"),
            (garbage, 1, 5, "the file is not UTF-8 text: the byte 0xD8 here (a scene is YAML or JSON)"),
            (nul, 3, 1, "the file is not UTF-8 text: a NUL byte here (a scene is YAML or JSON)")
        ]
        for c in cases {
            let name = (c.path as NSString).lastPathComponent
            let run = hitlab(["validate", c.path], in: s.path, timeout: 20)
            XCTAssertEqual(run.status, 2, "hostile \(name): \(run.summary)")
            let out = lines(run.stderr)
            let column = c.column.map(String.init) ?? "[0-9]+"
            let pattern =
                "^" + NSRegularExpression.escapedPattern(for: "\(c.path):\(c.line):") + column
                + NSRegularExpression.escapedPattern(for: ": error: \(c.message)") + "$"
            XCTAssertTrue(
                out.count == 1 && out[0].range(of: pattern, options: .regularExpression) != nil,
                "hostile \(name): one error at \(c.line):\(c.column.map(String.init) ?? "?"): \(c.message); got \(run.stderr.prefix(300))"
            )
            XCTAssertLessThan(run.seconds, 5, "hostile \(name) took \(run.seconds) s")
        }
    }
}
