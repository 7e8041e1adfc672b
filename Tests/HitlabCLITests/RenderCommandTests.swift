import Foundation
import XCTest

/// `hitlab render`: headless (no display), the same bytes every time, and no file at all when
/// it fails.
final class RenderCommandLineTests: XCTestCase {
    func testRenderIsHeadlessAndGivesTheSameBytesTwice() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"])
        let a = s.path + "/a.png", b = s.path + "/b.png"
        for output in [a, b] {
            let run = hitlab(
                ["render", "Scenes/04-round-button.yaml", "--at", "240,160", "-o", output], in: s.path,
                removing: ["CI", "DISPLAY"])
            XCTAssertEqual(run.status, 0, "render: \(run.summary)")
        }
        let first = try XCTUnwrap(FileManager.default.contents(atPath: a))
        XCTAssertEqual(FileManager.default.contents(atPath: b), first, "render is byte-identical")
        XCTAssertEqual(pngSize(a)?.width, 480 + 72 + 460, "the scene, its margins and the panel")
        XCTAssertEqual(pngSize(a)?.height, 640, "at least 640 pixels tall, so the panel has room for the story")
    }

    func testProjectorTheme3DScale2AtStep3() throws {
        let s = try bundledProject(scenes: ["Scenes/09-views-and-layers.yaml"])
        let c = s.path + "/c.png"
        let run = hitlab(
            [
                "render", "Scenes/09-views-and-layers.yaml", "--at", "180,160", "--theme", "projector", "--layers3d",
                "--scale", "2", "--step", "3", "-o", c
            ], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        // Twice as wide as at scale 1 (1332), and twice the shortest picture's height.
        XCTAssertEqual(pngSize(c)?.width, 2664, "a PNG at scale 2")
        XCTAssertEqual(pngSize(c)?.height, 1280, "a PNG at scale 2")
    }

    func testTheProjectorThemeDefaultsToA1920x1080Frame() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"])
        let run = hitlab(
            ["render", "Scenes/04-round-button.yaml", "--at", "240,160", "--theme", "projector", "-o", "p.png"],
            in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(pngSize(s.path + "/p.png").map { [$0.width, $0.height] }, [1920, 1080], "a projector's frame")
        let small = hitlab(
            ["render", "Scenes/04-round-button.yaml", "--theme", "projector", "--scale", "1", "-o", "q.png"], in: s.path
        )
        XCTAssertEqual(small.status, 0, small.summary)
        XCTAssertNotEqual(pngSize(s.path + "/q.png")?.width, 1920, "--scale keeps the scene's own size")
        let export = hitlab(
            ["export", "Scenes/04-round-button.yaml", "--at", "240,160", "--theme", "projector", "--frames", "f"],
            in: s.path)
        XCTAssertEqual(export.status, 0, export.summary)
        XCTAssertEqual(pngSize(s.path + "/f/step-001.png").map { [$0.width, $0.height] }, [1920, 1080], "exports too")
    }

    func testAFailedRenderLeavesNoFile() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"])
        let before = s.files()
        let d = s.path + "/d.png"
        let theme = hitlab(["render", "Scenes/04-round-button.yaml", "--theme", "neon", "-o", d], in: s.path)
        XCTAssertEqual(theme.status, 2, "render bad theme: \(theme.summary)")
        XCTAssertTrue(
            theme.stderr.hasPrefix("hitlab: error: --theme must be light, dark or projector\nUsage: hitlab render "),
            theme.stderr)

        let unwritable = hitlab(["render", "Scenes/04-round-button.yaml", "-o", "/nonexistent-dir/x.png"], in: s.path)
        XCTAssertEqual(unwritable.status, 2, "render unwritable: \(unwritable.summary)")
        XCTAssertEqual(
            unwritable.stderr,
            "hitlab: error: cannot write /nonexistent-dir/x.png: the folder /nonexistent-dir does not exist\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/nonexistent-dir"), "half-written output")
        XCTAssertFalse(FileManager.default.fileExists(atPath: d), "a failed render left a file")
        XCTAssertEqual(s.files(), before, "nothing written at all")
    }

    /// A table of 90 cells, 22 views each (about 2,000 views), clipped and scrolled, as a real
    /// app's screen is.
    static func tableScene() -> String {
        var yaml = """
            title: A long table
            size: [390, 844]
            window:
              subviews:
                - {name: navigationBar, frame: [0, 0, 390, 88], background: "#F8F8F8"}
                - name: tableView
                  frame: [0, 88, 390, 756]
                  clips: true
                  boundsOrigin: [0, 1200]
                  background: white
                  subviews:

            """
        for i in 0..<90 {
            yaml += "        - name: cell\(i)\n          frame: [0, \(i * 44), 390, 44]\n          subviews:\n"
            yaml += "            - name: content\(i)\n              frame: [0, 0, 390, 44]\n              subviews:\n"
            yaml += "                - {name: title\(i), kind: label, frame: [16, 4, 250, 20], text: \"Row \(i)\"}\n"
            for j in 0..<19 {
                yaml +=
                    "                - {name: dot\(i)_\(j), frame: [\(270 + j * 6), 18, 4, 4], background: \"#C7C7CC\"}\n"
            }
        }
        return yaml
    }

    func testAClickOnOneRowOfABigTableKeepsThePictureAndItsLabelsAtHumanSize() throws {
        let s = try Scratch()
        try s.write("table.yaml", Self.tableScene())
        let run = hitlab(
            ["render", "table.yaml", "--at", "100,288", "-o", "t.png", "--layout-json", "t.json"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: s.path + "/t.json")))
                as? [String: Any])
        let size = try XCTUnwrap(json["size"] as? [Int])
        let png = try XCTUnwrap(pngSize(s.path + "/t.png"))
        XCTAssertEqual(size, [png.width, png.height], "the JSON describes the PNG")
        XCTAssertEqual(png.width, 390 + 72 + 460, "the scene, its margins and the panel")
        XCTAssertLessThanOrEqual(
            png.height, 844 + 72 + 120, "the panel does not grow with the 90 steps; it ends with \"… N earlier steps\"")
        let marks = try XCTUnwrap(json["marks"] as? [[String: Any]])
        let panelX = (marks.first { $0["kind"] as? String == "panel" }?["rect"] as? [Double])?[0] ?? 0
        // The labels: the scene's own texts (captions) are not the story's marks.
        let canvas = marks.filter { ($0["rect"] as? [Double]).map { $0[0] < panelX } ?? false }.filter {
            $0["kind"] as? String != "caption"
        }
        XCTAssertLessThanOrEqual(canvas.count, 30, "labels on the canvas: \(canvas.map { $0["text"] ?? "" })")
        let texts = canvas.compactMap { $0["text"] as? String }
        XCTAssertTrue(
            texts.contains { $0.contains("cell32–cell89: outside") },
            "the cells after the hit one share one mark: \(texts)")
        XCTAssertFalse(
            texts.contains { $0.contains("cell89") && !$0.contains("–") }, "a clipped-away cell gets no mark of its own"
        )
        let full = hitlab(["render", "table.yaml", "--at", "100,288", "-o", "f.png", "--full-panel"], in: s.path)
        XCTAssertEqual(full.status, 0, full.summary)
        XCTAssertGreaterThan(
            try XCTUnwrap(pngSize(s.path + "/f.png")).height, png.height, "--full-panel lists every sentence")
    }
}
