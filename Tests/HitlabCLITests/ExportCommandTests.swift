import Foundation
import XCTest

/// `hitlab export`: frames of one size, an animated GIF, a self-contained HTML page stepped in
/// a real headless browser (Debian's chromium-headless-shell), and a Markdown handout.
final class ExportCommandLineTests: XCTestCase {
    private func exported() throws -> Scratch {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"])
        let run = hitlab(
            [
                "export", "Scenes/04-round-button.yaml", "--at", "240,160", "--frames", "frames", "--gif", "story.gif",
                "--html", "story.html", "--markdown", "story.md"
            ], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        // It says what it wrote, once everything is in place (the review's 16 silent seconds).
        XCTAssertEqual(
            run.stdout.split(separator: "\n"),
            [
                "wrote frames/: 17 frames, step-001.png to step-017.png", "wrote story.gif: an animation, 1.2 s a step",
                "wrote story.html: 17 steps on one page, pictures inside", "wrote story.md: a handout"
            ])
        return s
    }

    func testFramesAreOneSizeAndTheGifHasOneFramePerStep() throws {
        let s = try exported()
        let frames = try FileManager.default.contentsOfDirectory(atPath: s.path + "/frames").sorted()
        XCTAssertEqual(frames.count, 17, "one PNG per step of the round button's story")
        XCTAssertEqual(frames.first, "step-001.png")
        let sizes = Set(frames.compactMap { pngSize(s.path + "/frames/" + $0).map { "\($0.width)x\($0.height)" } })
        XCTAssertEqual(sizes, ["1012x640"], "every frame the same size (slides, GIF frames)")
        let gif = try XCTUnwrap(FileManager.default.contents(atPath: s.path + "/story.gif"))
        XCTAssertEqual(Array(gif.prefix(6)), Array("GIF89a".utf8))
        let identify = try tool("/usr/bin/identify", ["-format", "%wx%h %T\n", "story.gif"], in: s.path)
        let lines = identify.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 17, "one GIF frame per step: \(identify.out)")
        XCTAssertEqual(Set(lines), ["1012x640 120"], "each shown 1.2 s")
        let again = hitlab(
            ["export", "Scenes/04-round-button.yaml", "--at", "240,160", "--gif", "again.gif"], in: s.path)
        XCTAssertEqual(again.status, 0, again.summary)
        XCTAssertEqual(FileManager.default.contents(atPath: s.path + "/again.gif"), gif, "the same bytes every time")
    }

    func testTheMarkdownHandoutTellsTheStoryAndItsRules() throws {
        let s = try exported()
        let md = try String(contentsOfFile: s.path + "/story.md", encoding: .utf8)
        XCTAssertTrue(md.hasPrefix("# Round button\n"), md)
        XCTAssertTrue(md.contains("![the last step](frames/step-017.png)"), "links the last frame")
        XCTAssertTrue(md.contains("  - **17.** Action buttonTapped from roundButton"), "nested at its depth: \(md)")
        XCTAssertTrue(
            md.contains("\n    - **4.** roundButton at (60, 60): inside its circular hit area"),
            "the recursion keeps its nesting: \(md)")
        XCTAssertTrue(md.contains("`touchesBegan`"), "API names in code font")
        XCTAssertTrue(
            md.contains("- **C1** A round button: pointInside is true within the circle inscribed in its bounds."), md)
        let zh = hitlab(
            ["export", "Scenes/04-round-button.yaml", "--at", "240,160", "--markdown", "zh.md", "--lang", "zh-Hans"],
            in: s.path)
        XCTAssertEqual(zh.status, 0, zh.summary)
        let zhText = try String(contentsOfFile: s.path + "/zh.md", encoding: .utf8)
        XCTAssertTrue(zhText.hasPrefix("# 圆形按钮\n") && zhText.contains("## 这个过程涉及的规则"), zhText)
    }

    func testTheHTMLPageStepsWithTheArrowKeysInAHeadlessBrowser() throws {
        let browser = headlessBrowser
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: browser), "scripts/setup installs chromium-headless-shell")
        let s = try exported()
        let page = "file://" + s.path + "/story.html"
        let html = try String(contentsOfFile: s.path + "/story.html", encoding: .utf8)
        XCTAssertFalse(
            html.contains("http://") || html.contains("https://") || html.contains("src=\"frames/"),
            "offline: nothing fetched")
        // → → → ← after loading: step 3.
        let flags = [
            "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=1700,1000"
        ]
        let dom = try tool(browser, flags + ["--dump-dom", page + "#keys=RRRL"], in: s.path)
        XCTAssertEqual(dom.status, 0)
        XCTAssertTrue(dom.out.contains("data-step=\"3\""), "the keys stepped to 3: \(dom.out.prefix(300))")
        XCTAssertTrue(
            dom.out.contains("<li id=\"s3\" style=\"margin-left:1em\" class=\"current\">card at (200, 120)"),
            "the third sentence is marked")
        // What the browser shows is frame 3, pixel for pixel.
        try tool(browser, flags + ["--screenshot=" + s.path + "/shot.png", page + "#keys=RRRL"], in: s.path)
        XCTAssertEqual(pngSize(s.path + "/shot.png")?.width, 1700, "the browser took a screenshot")
        try tool("/usr/bin/convert", ["shot.png", "-crop", "1012x640+17+17", "+repage", "shown.png"], in: s.path)
        XCTAssertEqual(
            hitlab(["diff", "frames/step-003.png", "shown.png"], in: s.path).status, 0, "the page shows frame 3")
        XCTAssertEqual(
            hitlab(["diff", "frames/step-002.png", "shown.png"], in: s.path).status, 1,
            "and not frame 2 (the comparison can fail)")
    }

    func testBadExportsAreRefusedAndWriteNothing() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"])
        let none = hitlab(["export", "Scenes/04-round-button.yaml", "--at", "240,160"], in: s.path)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.stderr.contains("give at least one of --frames DIR"), none.stderr)
        try s.write("taken", "a file, not a folder")
        let file = hitlab(["export", "Scenes/04-round-button.yaml", "--at", "240,160", "--frames", "taken"], in: s.path)
        XCTAssertEqual(file.status, 2, file.summary)
        XCTAssertTrue(file.stderr.contains("taken: is not a folder"), file.stderr)
        XCTAssertEqual(try String(contentsOfFile: s.path + "/taken", encoding: .utf8), "a file, not a folder")
    }
}
