import Foundation
import XCTest

/// `hitlab check --junit`, `--json` and `--report`: what a CI system reads and keeps, for a
/// failing screenshot.
final class CheckResultsFileTests: XCTestCase {
    func testAFailingScreenshotIsInTheJUnitXMLAndTheJSON() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"], goldens: true)
        let scene = s.path + "/Scenes/04-round-button.yaml"
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        try s.write(
            "Scenes/04-round-button.yaml",
            text.replacingOccurrences(of: "frame: [140, 60, 120, 120]", with: "frame: [141, 60, 120, 120]"))
        let run = hitlab(
            [
                "check", "Scenes/04-round-button.yaml", "--junit", "out/results.xml", "--json", "out/results.json",
                "--report", "out/report.html"
            ], in: s.path, environment: ["CI": "true"], removing: [])
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
        // It validates against the JUnit schema CI systems read (Tests/Schemas/junit.xsd), and
        // the validation can fail: the same XML without a suite's failure count does not.
        let schema = projectRoot + "/Tests/Schemas/junit.xsd"
        XCTAssertEqual(
            try tool("/usr/bin/xmllint", ["--noout", "--schema", schema, "out/results.xml"], in: s.path).status, 0,
            "scripts/setup installs xmllint (libxml2-utils); the XML validates")
        let xml = try String(contentsOfFile: s.path + "/out/results.xml", encoding: .utf8)
        try s.write(
            "out/broken.xml",
            xml.replacingOccurrences(of: " failures=\"3\" errors=\"0\" skipped", with: " errors=\"0\" skipped"))
        XCTAssertNotEqual(
            try tool("/usr/bin/xmllint", ["--noout", "--schema", schema, "out/broken.xml"], in: s.path).status, 0)
        XCTAssertTrue(
            lines.dropFirst().allSatisfy {
                $0.contains(":: check") && $0.contains("pixels changed") && $0.contains("[[ATTACHMENT|Tests/Snapshots/")
            },
            "each failure names its check, the changed pixels and its images: \(lines)")
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: s.path + "/out/results.json")))
                as? [String: Any])
        XCTAssertEqual(json["passed"] as? Int, 2)
        XCTAssertEqual(json["failed"] as? Int, 3)
        let checks = try XCTUnwrap(json["checks"] as? [[String: Any]])
        let diffs = checks.compactMap { $0["diff"] as? String }
        XCTAssertEqual(diffs.count, 3)
        for diff in diffs {
            XCTAssertTrue(
                diff.hasPrefix("Tests/Snapshots/04-round-button/"), "relative to where the command ran: \(diff)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: s.path + "/" + diff), diff)
        }
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
        let before = try ["rest", "click", "click-projector"].map {
            try Data(contentsOf: URL(fileURLWithPath: folder + $0 + ".png"))
        }
        // A one-point move of the button changes all three pictures.
        let text = try String(contentsOfFile: s.path + "/Scenes/04-round-button.yaml", encoding: .utf8)
        try s.write(
            "Scenes/04-round-button.yaml",
            text.replacingOccurrences(of: "frame: [140, 60, 120, 120]", with: "frame: [141, 60, 120, 120]"))
        let ci = hitlab(
            ["check", "Scenes/04-round-button.yaml", "--update-failed"], in: s.path, environment: ["CI": "true"],
            removing: [])
        XCTAssertEqual(ci.status, 2, "never under CI: \(ci.summary)")
        let run = hitlab(
            ["check", "Scenes/04-round-button.yaml", "--update-failed", "--report", "out/r.html"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(run.stdout.components(separatedBy: "updated (").count - 1, 3, run.stdout)
        let after = try ["rest", "click", "click-projector"].map {
            try Data(contentsOf: URL(fileURLWithPath: folder + $0 + ".png"))
        }
        XCTAssertTrue(zip(before, after).allSatisfy { $0 != $1 }, "the three failed goldens were rewritten")
        // Now nothing fails: a second run rewrites nothing.
        let again = hitlab(
            ["check", "Scenes/04-round-button.yaml", "--update-failed", "--report", "out/r.html"], in: s.path)
        XCTAssertEqual(again.status, 0, again.summary)
        XCTAssertFalse(again.stdout.contains("updated ("), "goldens that pass are left alone: \(again.stdout)")
        let untouched = try ["rest", "click", "click-projector"].map {
            try Data(contentsOf: URL(fileURLWithPath: folder + $0 + ".png"))
        }
        XCTAssertEqual(untouched, after)
    }
}

extension CheckResultsFileTests {
    /// The report is one page that travels alone: downloaded as a CI artifact and opened in a
    /// browser, it shows the failing screenshot's three pictures side by side at 1280 pixels,
    /// `f` leaves the failed checks only and `n` steps through them.
    func testTheReportIsOnePageThatShowsTheThreePicturesInABrowser() throws {
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: headlessBrowser),
            "scripts/setup installs chromium-headless-shell")
        let s = try bundledProject(scenes: ["Scenes/01-click-e.yaml", "Scenes/04-round-button.yaml"], goldens: true)
        let text = try String(contentsOfFile: s.path + "/Scenes/04-round-button.yaml", encoding: .utf8)
        try s.write(
            "Scenes/04-round-button.yaml",
            text.replacingOccurrences(of: "frame: [140, 60, 120, 120]", with: "frame: [141, 60, 120, 120]"))
        let run = hitlab(
            ["check", "Scenes/01-click-e.yaml", "Scenes/04-round-button.yaml", "--report", "artifact/report.html"],
            in: s.path, environment: ["CI": "true"], removing: [])
        XCTAssertEqual(run.status, 1, run.summary)
        XCTAssertTrue(
            run.stdout.contains("hitlab check --update-failed Scenes/04-round-button.yaml"),
            "the hint names the command: \(run.stdout)")
        // Alone in its folder, and nothing in it points anywhere else.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: s.path + "/artifact"), ["report.html"])
        let html = try String(contentsOfFile: s.path + "/artifact/report.html", encoding: .utf8)
        XCTAssertEqual(
            html.components(separatedBy: "src=\"").count - 1,
            html.components(separatedBy: "src=\"data:image/png;base64,").count - 1,
            "every picture is embedded")
        XCTAssertFalse(html.contains("http://") || html.contains("https://"))
        // A probe page beside it reads what the browser shows inside the report's frame.
        try s.write(
            "probe.html",
            """
            <!doctype html><body style="margin:0"><iframe id="f" src="artifact/report.html" style="width:1280px;height:900px;border:0"></iframe>
            <pre id="out">not loaded</pre><script>
            document.getElementById('f').addEventListener('load', () => {
              const d = document.getElementById('f').contentDocument, lines = [];
              for (const img of d.querySelector('section.failed').querySelectorAll('img')) {
                const r = img.getBoundingClientRect();
                lines.push(img.alt + ' ' + img.naturalWidth + 'x' + img.naturalHeight + ' ' + (r.width > 300 && r.left >= 0 && r.right <= 1280 ? 'visible' : 'not visible'));
              }
              const key = k => d.dispatchEvent(new KeyboardEvent('keydown', {key: k}));
              lines.push('before f: ' + [...d.querySelectorAll('section.check')].filter(x => x.offsetParent !== null).length + ' shown');
              key('f');
              lines.push('after f: ' + [...d.querySelectorAll('section.check')].filter(x => x.offsetParent !== null).length + ' shown');
              key('n'); key('n');
              lines.push('current: ' + (d.querySelector('section.current') || {id: 'none'}).id);
              document.getElementById('out').textContent = lines.join('\\n');
            });
            </script>
            """)
        let dom = try tool(
            headlessBrowser,
            [
                "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--window-size=1400,1000",
                "--virtual-time-budget=5000", "--dump-dom", "file://" + s.path + "/probe.html"
            ], in: s.path)
        XCTAssertEqual(dom.status, 0)
        let shown =
            dom.out.components(separatedBy: "<pre id=\"out\">").last?.components(separatedBy: "</pre>").first ?? ""
        XCTAssertEqual(
            shown.split(separator: "\n").map(String.init),
            [
                "expected 1012x640 visible", "actual 1012x640 visible", "diff 1012x640 visible",
                "before f: 13 shown", "after f: 3 shown", "current: 04-round-button-4"
            ], dom.out.prefix(400) + "")
    }
}
