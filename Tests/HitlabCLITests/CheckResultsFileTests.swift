import Foundation
import XCTest

/// `hitlab check --junit` and `--json`: what a CI system reads, for a failing screenshot.
final class CheckResultsFileTests: XCTestCase {
    func testAFailingScreenshotIsInTheJUnitXMLAndTheJSON() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"], goldens: true)
        let scene = s.path + "/Scenes/04-round-button.yaml"
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        try s.write("Scenes/04-round-button.yaml", text.replacingOccurrences(of: "frame: [140, 60, 120, 120]", with: "frame: [141, 60, 120, 120]"))
        let run = hitlab(["check", "Scenes/04-round-button.yaml", "--junit", "out/results.xml", "--json", "out/results.json",
                          "--report", "out/report.html"], in: s.path, environment: ["CI": "true"], removing: [])
        XCTAssertEqual(run.status, 1, run.summary)
        // The XML is well formed and says what a reporter shows (checked with Python's parser).
        let check = """
        import sys, xml.etree.ElementTree as ET
        root = ET.parse(sys.argv[1]).getroot()
        assert root.tag == 'testsuites', root.tag
        cases = root.findall('./testsuite/testcase')
        failed = [c for c in cases if c.find('failure') is not None]
        print(len(cases), len(failed), root.get('failures'))
        for c in failed:
            print(c.get('name'), '|', c.find('failure').get('message'), '|', (c.findtext('system-out') or '').replace('\\n', ' '))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", check, s.path + "/out/results.xml"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the XML parses: \(output)")
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "5 3 3", "five checks, the three screenshots failed")
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.contains(":: check") && $0.contains("pixels changed") && $0.contains("[[ATTACHMENT|") },
                      "each failure names its check, the changed pixels and its images: \(lines)")
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: s.path + "/out/results.json"))) as? [String: Any])
        XCTAssertEqual(json["passed"] as? Int, 2)
        XCTAssertEqual(json["failed"] as? Int, 3)
        let checks = try XCTUnwrap(json["checks"] as? [[String: Any]])
        let diffs = checks.compactMap { $0["diff"] as? String }
        XCTAssertEqual(diffs.count, 3)
        for diff in diffs { XCTAssertTrue(FileManager.default.fileExists(atPath: s.path + "/" + diff) || FileManager.default.fileExists(atPath: diff), diff) }
        let bad = hitlab(["check", "Scenes/04-round-button.yaml", "--junit", "out/results.txt"], in: s.path)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--junit must name an .xml file"), bad.stderr)
    }
}

extension CheckResultsFileTests {
    /// After an intended change, --update-failed rewrites the goldens that failed and only those.
    func testUpdateFailedRewritesOnlyTheFailedGoldens() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"], goldens: true)
        let folder = s.path + "/Tests/Snapshots/04-round-button/"
        let before = try ["rest", "click", "click-projector"].map { try Data(contentsOf: URL(fileURLWithPath: folder + $0 + ".png")) }
        // A one-point move of the button changes all three pictures.
        let text = try String(contentsOfFile: s.path + "/Scenes/04-round-button.yaml", encoding: .utf8)
        try s.write("Scenes/04-round-button.yaml", text.replacingOccurrences(of: "frame: [140, 60, 120, 120]", with: "frame: [141, 60, 120, 120]"))
        let ci = hitlab(["check", "Scenes/04-round-button.yaml", "--update-failed"], in: s.path, environment: ["CI": "true"], removing: [])
        XCTAssertEqual(ci.status, 2, "never under CI: \(ci.summary)")
        let run = hitlab(["check", "Scenes/04-round-button.yaml", "--update-failed", "--report", "out/r.html"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(run.stdout.components(separatedBy: "updated (").count - 1, 3, run.stdout)
        let after = try ["rest", "click", "click-projector"].map { try Data(contentsOf: URL(fileURLWithPath: folder + $0 + ".png")) }
        XCTAssertTrue(zip(before, after).allSatisfy { $0 != $1 }, "the three failed goldens were rewritten")
        // Now nothing fails: a second run rewrites nothing.
        let again = hitlab(["check", "Scenes/04-round-button.yaml", "--update-failed", "--report", "out/r.html"], in: s.path)
        XCTAssertEqual(again.status, 0, again.summary)
        XCTAssertFalse(again.stdout.contains("updated ("), "goldens that pass are left alone: \(again.stdout)")
        let untouched = try ["rest", "click", "click-projector"].map { try Data(contentsOf: URL(fileURLWithPath: folder + $0 + ".png")) }
        XCTAssertEqual(untouched, after)
    }
}
