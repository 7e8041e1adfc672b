import Foundation
import XCTest

/// Errors, warnings and `--help` follow `--lang` (or the locale): every message and every
/// line of help that describes something is Chinese under `zh-Hans`, Traditional under
/// `zh-Hant`, and the frame scripts and editors parse (`FILE:LINE:COLUMN: error:`,
/// `FILE: warning:`) keeps its English form.
final class ChineseMessagesTests: XCTestCase {
    // MARK: What a Chinese message is

    static func hasHan(_ text: Substring) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// The lines of stderr that are not a positioned Chinese error or warning: empty when
    /// every line keeps the frame and says its message in Chinese.
    static func linesNotInChinese(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").filter { line in
            let framed =
                line.range(of: #"^.+:\d+:\d+: (error|warning): "#, options: .regularExpression)
                ?? line.range(of: #"^.+: warning: "#, options: .regularExpression)
            guard let framed else { return true }
            return !hasHan(line[framed.upperBound...])
        }.map(String.init)
    }

    func testTheCheckerCatchesAMessageLeftInEnglish() {
        XCTAssertEqual(Self.linesNotInChinese("a.yaml:3:5: error: 'frame' 必须是 [x, y, width, height]，实际是映射\n"), [])
        XCTAssertEqual(
            Self.linesNotInChinese("a.yaml:3:5: error: unknown key 'backgrund' in a view\n"),
            ["a.yaml:3:5: error: unknown key 'backgrund' in a view"])
        // A Chinese word in the path does not make the message Chinese, and the frame is required.
        XCTAssertEqual(Self.linesNotInChinese("场景.yaml:1:1: error: no such scene file\n").count, 1)
        XCTAssertEqual(Self.linesNotInChinese("错误：没有这个场景文件\n").count, 1)
        XCTAssertEqual(Self.linesNotInChinese("d.txt: warning: 推测：2 个视图\n"), [])
    }

    // MARK: Scene errors

    func testEveryHostileCorpusFileFailsInChineseWithTheSameFrame() throws {
        let s = try Scratch()
        try copyTree(projectRoot + "/Tests/Hostile", to: s.path + "/Hostile")
        let files = try FileManager.default.contentsOfDirectory(atPath: s.path + "/Hostile")
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(files.count, 100)
        var failing = 0
        for file in files {
            let en = hitlab(["validate", "Hostile/" + file, "--lang", "en"], in: s.path)
            let zh = hitlab(["validate", "Hostile/" + file, "--lang", "zh-Hans"], in: s.path)
            XCTAssertEqual(zh.status, en.status, "\(file): \(zh.summary)")
            guard en.status == 2 else { continue }
            failing += 1
            XCTAssertEqual(Self.linesNotInChinese(zh.stderr), [], file)
            // One Chinese line for each English one, at the same positions.
            func frames(_ text: String) -> [String] {
                text.split(separator: "\n").map { $0.components(separatedBy: ": error: ").first ?? String($0) }
            }
            XCTAssertEqual(frames(zh.stderr), frames(en.stderr), file)
        }
        XCTAssertGreaterThan(failing, 80)
    }

    /// A few bad scenes, one or more mistakes for each decoder, and the files that do not load.
    static let badScenes: [String: String] = [
        "scene.yaml": """
        title: {fr: Bonjour}
        sizes: [10, 10]
        window:
          subviews: []
        windows:
          - frame: [0, 0, 10, 10]
        firstResponder: ghost
        """,
        "view.yaml": """
        size: [320, 480]
        window:
          level: 2
          controller: {name: rootVC}
          subviews:
            - frame: [0, 0, 10, 10]
            - name: card
              backgrund: red
              enabled: false
              delaysContentTouches: true
              transform: {scale: 0, skew: 3}
              alpha: 2
              background: "#GGG"
              textColor: redd
              image: missing.png
              hitInsets: [1, 2]
              layers:
                - frame: [0, 0, 1, 1]
                - name: glow
              subviews:
                - name: card
                  frame: [0, 0, -1, 5]
                  kind: buton
        """,
        "responder.yaml": """
        size: [320, 480]
        window:
          subviews:
            - name: box
              frame: [0, 0, 100, 100]
              action: save
              controller: {responds: [save]}
              gestures:
                - name: tap
                - kind: tap
                  action: open
                - kind: pan
                  direction: left
                - kind: swipe
                  name: self
                  requireToFail: self
            - name: sheet
              frame: [0, 0, 10, 10]
              controller: {name: sheetVC, presentedBy: homeVC, presentation: pageSheet}
            - name: other
              frame: [0, 0, 10, 10]
              controller: {name: otherVC, presentation: fullScreen}
        """,
        "check.yaml": """
        size: [320, 480]
        window:
          subviews:
            - {name: box, frame: [0, 0, 100, 100]}
        checks:
          - {click: [10, 10], drag: {from: [0, 0], to: [1, 1]}}
          - {click: [10, 10]}
          - {click: [10, 10], hit: boks, chain: [box, nobody], theme: dark}
          - {drag: {from: [0, 0]}, hit: box}
          - {fingers: [], hit: box}
          - {fingers: [{to: [1, 1]}, {from: [1, 1], up: -1, through: [[2, 2]]}]}
          - {reachable: {view: box}}
          - {hit: box, gestures: [{name: x, state: cancelled}], deliveries: [1]}
          - {click: [1, 1], hit: box, screenshot: /tmp/a.png}
          - {click: [1, 1], hit: box, screenshot: a.diff.png, taps: 0, hold: -1}
          - {click: [1, 1], actions: [{handledBy: box}], note: {de: Hallo}}
        """,
        "yaml.yaml": "size: [320, 480]\nwindow: {frame: [0, 0, 1, 1]\n",
        "duplicate.yaml": "size: [320, 480]\nsize: [1, 1]\nwindow: {}\n",
        "empty.yaml": "",
        "binary.yaml": "size: [1, 1]\u{1}\n"
    ]

    func testHandWrittenBadScenesFailInChineseForEveryDecoder() throws {
        let s = try Scratch()
        for (name, text) in Self.badScenes { _ = try s.write(name, text) }
        try FileManager.default.createDirectory(atPath: s.path + "/folder.yaml", withIntermediateDirectories: true)
        var nul = Array("size: [1, 1]\n".utf8); nul.append(0)
        FileManager.default.createFile(atPath: s.path + "/nul.yaml", contents: Data(nul))
        FileManager.default.createFile(atPath: s.path + "/latin1.yaml", contents: Data([0x74, 0x3A, 0x20, 0xE9, 0x0A]))
        let files = Self.badScenes.keys.sorted() + ["folder.yaml", "nul.yaml", "latin1.yaml", "no-such-file.yaml"]
        for file in files {
            let en = hitlab(["validate", file, "--lang", "en"], in: s.path)
            let zh = hitlab(["validate", file, "--lang", "zh-Hans"], in: s.path)
            XCTAssertEqual(en.status, 2, "\(file): \(en.summary)")
            XCTAssertEqual(zh.status, 2, "\(file): \(zh.summary)")
            XCTAssertEqual(zh.stdout, "", file)
            XCTAssertFalse(zh.stderr.isEmpty, file)
            XCTAssertEqual(Self.linesNotInChinese(zh.stderr), [], "\(file):\n\(zh.stderr)")
            XCTAssertEqual(
                zh.stderr.split(separator: "\n").count, en.stderr.split(separator: "\n").count,
                "\(file):\n\(en.stderr)\n\(zh.stderr)")
            // Under a Chinese locale, without the flag, the same.
            let locale = hitlab(
                ["validate", file], in: s.path, environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
            XCTAssertEqual(locale.stderr, zh.stderr, file)
        }
        // Chinese as a teacher writes it: units, spacing, the words of the glossary.
        let view = hitlab(["validate", "view.yaml", "--lang", "zh-Hans"], in: s.path).stderr
        XCTAssertTrue(view.contains("view.yaml:8:7: error: 视图中有未知的键 'backgrund'；你是不是想写 'background'？"), view)
        let scene = hitlab(["validate", "scene.yaml", "--lang", "zh-Hans"], in: s.path).stderr
        XCTAssertTrue(scene.contains("场景缺少 'size'：请加上 `size: [width, height]`"), scene)
        XCTAssertFalse(view.contains(" ，") || view.contains(" 。") || view.contains(" （"), view)
        // Traditional: converted, the frame kept.
        let hant = hitlab(["validate", "view.yaml", "--lang", "zh-Hant"], in: s.path)
        XCTAssertEqual(hant.status, 2)
        XCTAssertTrue(hant.stderr.contains("view.yaml:8:7: error: 視圖中有未知的鍵 'backgrund'"), hant.stderr)
        // English is as it was.
        let en = hitlab(["validate", "view.yaml", "--lang", "en"], in: s.path).stderr
        XCTAssertTrue(
            en.contains("view.yaml:8:7: error: unknown key 'backgrund' in a view; did you mean 'background'?"), en)
    }

    func testADumpsWarningsAndErrorsAreChinese() throws {
        let s = try Scratch()
        try s.copy("Tests/Dumps/01-photos-picker-ios8-zhangkn.txt", to: "dump.txt")
        let imported = hitlab(["import", "dump.txt", "-o", "picker.yaml", "--lang", "zh-Hans"], in: s.path)
        XCTAssertEqual(imported.status, 0, imported.summary)
        XCTAssertFalse(imported.stderr.isEmpty)
        XCTAssertEqual(Self.linesNotInChinese(imported.stderr), [], imported.stderr)
        let validated = hitlab(["validate", "dump.txt", "--lang", "zh-Hans"], in: s.path)
        XCTAssertEqual(Self.linesNotInChinese(validated.stderr), [], validated.stderr)
        _ = try s.write(
            "bad.txt",
            "<UIWindow: 0x1; frame = (0 0; 320 480)>\n   | <UIView: 0x2; frame = (0 0; 1 1)>\nhitlab: 0x9 enabled = NO\nhitlab: 0x2 colour = red\n"
        )
        let bad = hitlab(["import", "bad.txt", "-o", "bad.yaml", "--lang", "zh-Hans"], in: s.path)
        XCTAssertEqual(bad.status, 2, bad.summary)
        XCTAssertEqual(Self.linesNotInChinese(bad.stderr), [], bad.stderr)
    }

    // MARK: Usage errors

    func testArgumentParsersErrorsAreChineseWithStatus2() throws {
        let s = try Scratch()
        try s.copy("Scenes/04-round-button.yaml", to: "round.yaml")
        let cases: [([String], String)] = [
            (["trace"], "hitlab: error: 缺少参数 '<scene>'"),
            (["render", "round.yaml"], "hitlab: error: 缺少选项 '--output <OUT.png>'"),
            (["trace", "round.yaml", "--at", "1,1", "--bogus"], "hitlab: error: 未知的选项 '--bogus'"),
            (["trace", "round.yaml", "--at", "x"], "hitlab: error: '--at <X,Y>' 的值 'x' 无效"),
            (["validate", "round.yaml", "--taps"], "hitlab: error: 未知的选项 '--taps'。你是不是想写 '--lang'？"),
            (["trace", "round.yaml", "--at", "1,1", "--taps"], "hitlab: error: '--taps <taps>' 缺少值"),
            (["trace", "round.yaml", "--at", "1,1", "--json=3"], "hitlab: error: 选项 '--json' 不接受值，却指定了 '3'。"),
            (["diff", "a.png", "b.png", "c.png"], "hitlab: error: 多余的参数 'c.png'"),
            (["trace", "round.yaml"], "hitlab: error: 请指定 --at X,Y、--drag X1,Y1:X2,Y2 或 --finger 中的一种"),
            (["trace", "round.yaml", "--at", "1,1", "--taps", "0"], "hitlab: error: --taps 必须在 1 到 10 之间"),
            (["render", "round.yaml", "-o", "x.jpg"], "hitlab: error: 输出必须是 .png 文件"),
            (["check", "round.yaml", "--jobs", "0"], "hitlab: error: --jobs 必须在 1 到 64 之间")
        ]
        for (arguments, first) in cases {
            let run = hitlab(arguments + ["--lang", "zh-Hans"], in: s.path)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.summary)")
            let lines = run.stderr.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.first, first, "\(arguments): \(run.stderr)")
            XCTAssertTrue(lines.contains { $0.hasPrefix("用法：hitlab ") }, run.stderr)
            XCTAssertTrue(
                lines.last?.hasPrefix("  运行 'hitlab ") == true && lines.last?.hasSuffix(" --help' 查看更多信息。") == true,
                run.stderr)
            XCTAssertFalse(
                run.stderr.contains("Error:") || run.stderr.contains("Usage:") || run.stderr.contains("Help:"),
                run.stderr)
            // The locale says the same without the flag; English is untouched.
            let locale = hitlab(
                arguments, in: s.path, environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
            XCTAssertEqual(
                locale.stderr.split(separator: "\n").first.map(String.init), first, "\(arguments): \(locale.stderr)")
            let en = hitlab(arguments + ["--lang", "en"], in: s.path)
            XCTAssertEqual(en.status, 2)
            XCTAssertTrue(en.stderr.hasPrefix("hitlab: error: "), en.stderr)
        }
        let hant = hitlab(["trace", "--lang", "zh-Hant"], in: s.path)
        XCTAssertTrue(hant.stderr.hasPrefix("hitlab: error: 缺少引數 '<scene>'"), hant.stderr)
    }

    func testFileErrorsAreChinese() throws {
        let s = try Scratch()
        try s.copy("Scenes/04-round-button.yaml", to: "round.yaml")
        try FileManager.default.createDirectory(atPath: s.path + "/out.png", withIntermediateDirectories: true)
        let render = hitlab(["render", "round.yaml", "-o", "out.png", "--lang", "zh-Hans"], in: s.path)
        XCTAssertEqual(render.status, 2, render.summary)
        XCTAssertEqual(render.stderr, "hitlab: error: 无法写入 out.png：是文件夹，请指定文件名\n")
        let diff = hitlab(["diff", "missing.png", "round.yaml", "--lang", "zh-Hans"], in: s.path)
        XCTAssertEqual(diff.stderr, "hitlab: error: missing.png：没有这个文件或文件夹\n")
    }

    /// A failing check says what it expected in Chinese, for every kind of expectation, in
    /// the workers too; the frame and the counts keep their form.
    func testAFailingChecksMismatchesAreChinese() throws {
        let s = try bundledProject(scenes: ["Scenes/12-target-action.yaml"])
        let text = try String(contentsOfFile: s.path + "/Scenes/12-target-action.yaml", encoding: .utf8)
        // The first check's action expected elsewhere, and a hit the check did not ask for.
        let wrong = text.replacingOccurrences(
            of: "    actions: [{name: save, handledBy: bodyVC, target: bodyVC}]",
            with: "    hit: pasteButton\n    actions: [{name: save, handledBy: body, target: bodyVC}]")
        try s.write("wrong.yaml", wrong.replacingOccurrences(of: "screenshot: Tests/", with: "screenshot: golden/"))
        for jobs in ["1", "2"] {
            let run = hitlab(
                ["check", "wrong.yaml", "--jobs", jobs, "--lang", "zh-Hans", "--json", "r.json", "--report", "r.html"],
                in: s.path, environment: ["CI": "true"])
            XCTAssertEqual(run.status, 1, run.summary)
            let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
            XCTAssertGreaterThanOrEqual(errors.count, 2, run.stderr)
            XCTAssertEqual(Self.linesNotInChinese(errors.joined(separator: "\n")), [], "jobs \(jobs)")
            XCTAssertTrue(run.stderr.contains("\n  实际过程：\n"), "the trace that follows is introduced in Chinese")
            XCTAssertTrue(run.stderr.contains("：hit：应为 pasteButton，实际是 saveButton"), run.stderr)
            XCTAssertTrue(run.stderr.contains("actions：第 1 个 action save：handledBy 应为 body，实际是 bodyVC"), run.stderr)
            // check's own lines are Chinese too (the commands it names to run next are commands).
            let own = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("  hitlab ") }
            XCTAssertEqual(own.filter { !Self.hasHan($0) }, [], run.stdout)
            XCTAssertTrue(own.contains { $0.hasPrefix("检查：") && $0.contains(" 个通过，") }, run.stdout)
            XCTAssertTrue(own.contains { $0.hasPrefix("未通过 wrong.yaml：") }, run.stdout)
            let report = try String(contentsOfFile: s.path + "/r.html", encoding: .utf8)
            XCTAssertTrue(report.contains("<html lang=\"zh-Hans\">") && report.contains("个未通过</h1>"))
            XCTAssertFalse(report.contains("PASSED") || report.contains("failed only"), "the report is Chinese")
            // What scripts read stays as it was: the JSON's statuses.
            let json = try String(contentsOfFile: s.path + "/r.json", encoding: .utf8)
            XCTAssertTrue(json.contains("\"status\": \"failed\"") || json.contains("\"status\":\"failed\""), json)
        }
    }

    // MARK: Help

    /// The subcommands, as `hitlab --help` lists them.
    func subcommands() -> [String] {
        let help = hitlab(["--help"]).stdout
        guard let start = help.range(of: "SUBCOMMANDS:\n") else { return [] }
        return help[start.upperBound...].split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), !line.hasPrefix("  See ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    /// Checks one Chinese help text: the headings translated, every line that describes
    /// something (an overview, a discussion, an argument's or option's help) with Chinese.
    func assertChineseHelp(
        _ text: String, _ what: String, traditional: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) {
        let options = traditional ? "選項：" : "选项："
        XCTAssertTrue(
            text.hasPrefix(traditional ? "概述：" : "概述："), "\(what): \(text.prefix(200))", file: file, line: line)
        XCTAssertTrue(text.contains("\n" + options + "\n"), "\(what): \(text)", file: file, line: line)
        XCTAssertTrue(text.contains("\n用法：hitlab") || text.contains("\n用法：hitlab"), what, file: file, line: line)
        for english in [
            "OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:", "Show help information.", "(default:",
            "for detailed help"
        ] {
            XCTAssertFalse(text.contains(english), "\(what) still says \(english)", file: file, line: line)
        }
        if traditional {
            XCTAssertFalse(
                text.contains("选项") || text.contains("显示帮助信息"), "\(what) is not Traditional", file: file, line: line)
        }
        // The overview and the discussion, paragraph by paragraph.
        let top = text.components(separatedBy: "\n用法：").first ?? ""
        for paragraph in top.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            XCTAssertTrue(
                Self.hasHan(Substring(paragraph)), "\(what): a paragraph without Chinese: \(paragraph)", file: file,
                line: line)
        }
        // Each entry (an argument, an option, a subcommand): its text, at column 26, from
        // its label's line or the lines below it.
        let rest = text.components(separatedBy: "\n用法：").dropFirst().joined()
        var entries: [String] = []
        for l in rest.split(separator: "\n").dropFirst() {
            if l.hasPrefix("  ") && !l.hasPrefix("   ") && !l.hasPrefix("  运行 ") && !l.hasPrefix("  執行 ") {
                entries.append(String(l))
            } else if l.hasPrefix(String(repeating: " ", count: 26)), !entries.isEmpty {
                entries[entries.count - 1] += String(l)
            }
        }
        XCTAssertFalse(entries.isEmpty, what, file: file, line: line)
        for entry in entries {
            XCTAssertTrue(
                Self.hasHan(Substring(entry)), "\(what): an entry without Chinese: \(entry)", file: file, line: line)
        }
    }

    func testEverySubcommandsHelpIsChineseUnderTheFlagAndTheLocale() {
        let names = subcommands()
        XCTAssertEqual(names.count, 12, "\(names)")
        for name in [""] + names {
            let arguments = name.isEmpty ? ["--help"] : [name, "--help"]
            let flag = hitlab(arguments + ["--lang", "zh-Hans"])
            XCTAssertEqual(flag.status, 0, flag.summary)
            XCTAssertEqual(flag.stderr, "")
            assertChineseHelp(flag.stdout, "hitlab \(name) --help --lang zh-Hans")
            let locale = hitlab(arguments, environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
            XCTAssertEqual(locale.stdout, flag.stdout, "hitlab \(name) --help under LANG=zh_CN.UTF-8")
            if !name.isEmpty {
                XCTAssertEqual(hitlab(["help", name, "--lang", "zh-Hans"]).stdout, flag.stdout, "hitlab help \(name)")
            }
            let hant = hitlab(arguments + ["--lang=zh-Hant"])
            assertChineseHelp(hant.stdout, "hitlab \(name) --help --lang=zh-Hant", traditional: true)
            // English is untouched, and no line of Chinese help is wider than the screen.
            let en = hitlab(arguments + ["--lang", "en"])
            XCTAssertEqual(
                en.stdout, hitlab(arguments, environment: ["LANG": "C", "LC_ALL": "", "LC_MESSAGES": ""]).stdout)
            XCTAssertTrue(en.stdout.contains("OPTIONS:"), en.stdout)
            for l in flag.stdout.split(separator: "\n") where !l.hasPrefix("用法：") {
                let width = l.reduce(0) {
                    $0 + (Self.hasHan(Substring(String($1))) || "，。：；（）、“”".contains($1) ? 2 : 1)
                }
                XCTAssertLessThanOrEqual(width, 80, "hitlab \(name) --help: \(l)")
            }
        }
        let root = hitlab(["--help", "--lang", "zh-Hans"]).stdout
        XCTAssertTrue(
            root.contains("\n子命令：\n") && root.contains("  open（默认）")
                && root.contains("  运行 'hitlab help <subcommand>' 查看详细帮助。"), root)
        let trace = hitlab(["trace", "--help", "--lang", "zh-Hans"]).stdout
        XCTAssertTrue(trace.contains("（2 表示双击；默认 1）。"), trace)
        XCTAssertTrue(trace.contains("  --at <X,Y>              在这个点点击"), trace)
    }
}
