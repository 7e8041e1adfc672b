import Foundation
import XCTest

/// `hitlab render`: headless (no display), the same bytes every time, and no file at all when
/// it fails.
final class RenderCommandLineTests: XCTestCase {
    func testRenderIsHeadlessAndGivesTheSameBytesTwice() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"])
        let a = s.path + "/a.png", b = s.path + "/b.png"
        for output in [a, b] {
            let run = hitlab(["render", "Scenes/04-round-button.yaml", "--at", "240,160", "-o", output], in: s.path, removing: ["CI", "DISPLAY"])
            XCTAssertEqual(run.status, 0, "render: \(run.summary)")
        }
        let first = try XCTUnwrap(FileManager.default.contents(atPath: a))
        XCTAssertEqual(FileManager.default.contents(atPath: b), first, "render is byte-identical")
        XCTAssertEqual(pngSize(a)?.width, 988, "render wrote a PNG")
        XCTAssertEqual(pngSize(a)?.height, 892, "render wrote a PNG")
    }

    func testProjectorTheme3DScale2AtStep3() throws {
        let s = try bundledProject(scenes: ["Scenes/09-views-and-layers.yaml"])
        let c = s.path + "/c.png"
        let run = hitlab(["render", "Scenes/09-views-and-layers.yaml", "--at", "180,160", "--theme", "projector", "--layers3d",
                          "--scale", "2", "--step", "3", "-o", c], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        // Twice as wide as at scale 1 (1308). The height is not pinned: at scale 1 it is 615, at
        // scale 2 1238 rather than 1230 (the panel's text seems to be laid out in pixels).
        XCTAssertEqual(pngSize(c)?.width, 2616, "a PNG at scale 2")
    }

    func testAFailedRenderLeavesNoFile() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"])
        let before = s.files()
        let d = s.path + "/d.png"
        let theme = hitlab(["render", "Scenes/04-round-button.yaml", "--theme", "neon", "-o", d], in: s.path)
        XCTAssertEqual(theme.status, 2, "render bad theme: \(theme.summary)")
        XCTAssertTrue(theme.stderr.hasPrefix("Error: --theme must be light, dark or projector\nUsage: hitlab render "), theme.stderr)

        let unwritable = hitlab(["render", "Scenes/04-round-button.yaml", "-o", "/nonexistent-dir/x.png"], in: s.path)
        XCTAssertEqual(unwritable.status, 2, "render unwritable: \(unwritable.summary)")
        XCTAssertEqual(unwritable.stderr, "hitlab: error: cannot write /nonexistent-dir/x.png: the folder /nonexistent-dir does not exist\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/nonexistent-dir"), "half-written output")
        XCTAssertFalse(FileManager.default.fileExists(atPath: d), "a failed render left a file")
        XCTAssertEqual(s.files(), before, "nothing written at all")
    }
}
