import Foundation
import XCTest

/// `--lang` on the subcommands that print words: what they say follows it; the lines scripts
/// read (`ok:`, `PASS`, `checks: N passed, N failed`) and positioned errors keep their form.
final class LanguageOptionTests: XCTestCase {
    func testValidateAndImportSayWhatTheyDidInTheLanguageAsked() throws {
        let s = try Scratch()
        try s.copy("Scenes/04-round-button.yaml", to: "round.yaml")
        try s.copy("Tests/Dumps/01-photos-picker-ios8-zhangkn.txt", to: "dump.txt")
        let en = hitlab(["validate", "round.yaml", "--lang", "en"], in: s.path)
        XCTAssertEqual(en.stdout, "ok: round.yaml: 3 views, 5 checks (YAML scene)\n", en.summary)
        let zh = hitlab(["validate", "round.yaml", "--lang", "zh-Hans"], in: s.path)
        XCTAssertEqual(zh.stdout, "ok: round.yaml: 3 个视图，5 个检查（YAML 场景）\n", zh.summary)
        let imported = hitlab(["import", "dump.txt", "-o", "picker.yaml", "--lang", "zh-Hans"], in: s.path)
        XCTAssertEqual(imported.status, 0, imported.summary)
        XCTAssertTrue(imported.stdout.hasPrefix("已导入 "), imported.stdout)
    }

    func testDiffSaysWhatChangedInTheLanguageAsked() throws {
        let s = try Scratch()
        try s.copy("Tests/Snapshots/04-round-button/click.png", to: "a.png")
        try s.copy("Tests/Snapshots/04-round-button/rest.png", to: "b.png")
        let zh = hitlab(["diff", "a.png", "b.png", "--lang", "zh-Hans"], in: s.path)
        XCTAssertEqual(zh.status, 1, zh.summary)
        XCTAssertTrue(zh.stdout.contains(" 个像素有变化（占 1012x640 的 "), zh.stdout)
        let same = hitlab(["diff", "a.png", "a.png", "--lang", "zh-Hans"], in: s.path)
        XCTAssertEqual(same.stdout, "没有像素变化\n", same.summary)
    }

    func testAFailingChecksTraceIsToldInTheLanguageAskedEvenByWorkers() throws {
        let s = try Scratch()
        let text = try String(contentsOfFile: projectRoot + "/Scenes/04-round-button.yaml", encoding: .utf8)
        let first = try XCTUnwrap(text.range(of: "hit: roundButton"))
        _ = try s.write("wrong.yaml", text.replacingCharacters(in: first, with: "hit: card"))
        for jobs in ["1", "2"] {
            let run = hitlab(
                ["check", "wrong.yaml", "--jobs", jobs, "--lang", "zh-Hans", "--report", "r.html"], in: s.path)
            XCTAssertEqual(run.status, 1, run.summary)
            XCTAssertTrue(run.stderr.contains("命中视图是 roundButton"), "jobs \(jobs): \(run.stderr.prefix(800))")
            XCTAssertTrue(
                run.stdout.split(separator: "\n").contains { $0.hasPrefix("检查：") && $0.hasSuffix(" 个通过，1 个未通过") },
                run.stdout)
        }
    }
}
