import Foundation
import XCTest

/// Outputs over inputs, and memory that does not grow with a lesson (issue 34): no output
/// replaces a file the command reads or a file an earlier run did not write, and a lesson's
/// export holds one slide at a time.
final class OutputGuardTests: XCTestCase {
    func testCheckRefusesToReplaceAJSONSceneGivenAsItsResultsFile() throws {
        let s = try Scratch()
        let scene =
            #"{"title": "a", "size": [100, 100], "window": {"subviews": [{"name": "b", "frame": [10, 10, 50, 50]}]}, "checks": [{"click": [20, 20], "hit": "b"}]}"#
        try s.write("a.json", scene)
        try s.write("b.json", scene)
        let run = hitlab(["check", "--json", "a.json", "b.json"], in: s.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(
            run.stderr.contains("a.json: already exists and is not a file hitlab check --json wrote"), run.stderr)
        XCTAssertEqual(try String(contentsOfFile: s.path + "/a.json", encoding: .utf8), scene, "the scene is untouched")
        // An earlier run's results are replaced as before.
        XCTAssertEqual(hitlab(["check", "--json", "r.json", "--junit", "r.xml", "b.json"], in: s.path).status, 0)
        XCTAssertEqual(
            hitlab(["check", "--json", "r.json", "--junit", "r.xml", "b.json"], in: s.path).status, 0,
            "its own results again")
    }

    func testNoOutputReplacesAnImageTheSceneDraws() throws {
        let s = try bundledProject(scenes: ["Scenes/03-labels-and-images.yaml"])
        let image = try Data(contentsOf: URL(fileURLWithPath: s.path + "/Assets/flower.png"))
        let render = hitlab(["render", "Scenes/03-labels-and-images.yaml", "-o", "Assets/flower.png"], in: s.path)
        XCTAssertEqual(render.status, 2, render.summary)
        XCTAssertTrue(render.stderr.contains("an image it draws"), render.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: s.path + "/Assets/flower.png")), image)
        // A frame folder holding what the scene draws under a frame's name.
        try image.write(to: URL(fileURLWithPath: s.path + "/Assets/step-001.png"))
        let yaml = try String(contentsOfFile: s.path + "/Scenes/03-labels-and-images.yaml", encoding: .utf8)
            .replacingOccurrences(of: "flower.png", with: "step-001.png")
        try s.write("Scenes/own.yaml", yaml)
        XCTAssertEqual(hitlab(["validate", "Scenes/own.yaml"], in: s.path).status, 0)
        let export = hitlab(["export", "Scenes/own.yaml", "--at", "100,100", "--frames", "Assets"], in: s.path)
        XCTAssertEqual(export.status, 2, export.summary)
        XCTAssertTrue(export.stderr.contains("a file this command reads"), export.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: s.path + "/Assets/step-001.png")), image)
    }

    func testNoOutputReplacesAGoldenTheScenesChecksCompareWith() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"], goldens: true)
        let golden = "Tests/Snapshots/04-round-button/click.png"
        let before = try Data(contentsOf: URL(fileURLWithPath: s.path + "/" + golden))
        // From another folder: the golden is found through the project, as `check` finds it.
        let render = hitlab(
            ["render", "../Scenes/04-round-button.yaml", "--at", "240,160", "-o", "../" + golden],
            in: s.path + "/Assets")
        XCTAssertEqual(render.status, 2, render.summary)
        XCTAssertTrue(render.stderr.contains("a golden of its checks"), render.stderr)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: s.path + "/" + golden)), before, "the golden is untouched")
        // A frames folder holding a golden under a frame's name.
        try before.write(to: URL(fileURLWithPath: s.path + "/Tests/Snapshots/04-round-button/step-001.png"))
        let yaml = try String(contentsOfFile: s.path + "/Scenes/04-round-button.yaml", encoding: .utf8)
            .replacingOccurrences(of: "04-round-button/click.png", with: "04-round-button/step-001.png")
        try s.write("Scenes/own.yaml", yaml)
        let export = hitlab(
            ["export", "Scenes/own.yaml", "--at", "240,160", "--frames", "Tests/Snapshots/04-round-button"], in: s.path)
        XCTAssertEqual(export.status, 2, export.summary)
        XCTAssertTrue(export.stderr.contains("a file this command reads"), export.stderr)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: s.path + "/Tests/Snapshots/04-round-button/step-001.png")), before
        )
    }

    func testALessonsDeckNeverReplacesOneOfItsPartScenes() throws {
        let s = try bundledProject(scenes: LessonExportTests.lessonScenes)
        let part = try String(contentsOfFile: s.path + "/Scenes/01-click-e.yaml", encoding: .utf8)
        let run = hitlab(
            ["export", "Scenes/lessons/responder-chain.yaml", "--html", "Scenes/01-click-e.yaml"], in: s.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertEqual(try String(contentsOfFile: s.path + "/Scenes/01-click-e.yaml", encoding: .utf8), part)
    }

    /// A lesson of 20 parts exported at 1920x1080 under 700 MB of address space: before, every
    /// slide stayed in memory (about 2 GB for 20 parts of scene 01).
    func testALongLessonExportsWithinAFixedMemory() throws {
        let s = try bundledProject(scenes: ["Scenes/01-click-e.yaml"])
        var lesson = "lesson: Twenty clicks\nparts:\n"
        for i in 0..<20 { lesson += "  - {scene: ../01-click-e.yaml, click: [\(400 + i), 280]}\n" }
        try s.write("Scenes/lessons/long.yaml", lesson)
        let run = hitlab(
            ["export", "Scenes/lessons/long.yaml", "--size", "1920x1080", "--gif", "long.gif", "--frames", "slides"],
            in: s.path, memoryMB: 700, timeout: 240)
        XCTAssertEqual(run.status, 0, run.summary)
        let slides = try FileManager.default.contentsOfDirectory(atPath: s.path + "/slides")
        XCTAssertGreaterThan(slides.count, 20 * 8, "every part's click, step by step")
        XCTAssertNotNil(pngSize(s.path + "/slides/step-001.png"))
    }

    /// The bundled lesson on a 4K projector, every output at once, under 1 GB of address
    /// space (it died with SIGABRT; a 4K VP9 encoder alone takes about 540 MB, so a WebM that
    /// large is VP8).
    func testTheBundledLessonExportsAt4KUnder1GB() throws {
        let s = try bundledProject(scenes: LessonExportTests.lessonScenes)
        let run = hitlab(
            [
                "export", "Scenes/lessons/responder-chain.yaml", "--size", "3840x2160", "--video", "l.webm", "--gif",
                "l.gif",
                "--html", "deck.html", "--frames", "slides"
            ], in: s.path, memoryMB: 1000, timeout: 240)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(pngSize(s.path + "/slides/step-001.png")?.width, 3840)
        let webm = try Data(contentsOf: URL(fileURLWithPath: s.path + "/l.webm"))
        XCTAssertNotNil(webm.range(of: Data("V_VP8".utf8)), "a 4K WebM is VP8")
        XCTAssertGreaterThan(try Data(contentsOf: URL(fileURLWithPath: s.path + "/l.gif")).count, 100_000)
    }

    /// A lesson with more slides than an export writes is refused before a slide is drawn
    /// (its video took four minutes to be refused), and nothing is written.
    func testALessonTooLongIsRefusedBeforeAnySlideIsDrawn() throws {
        let s = try bundledProject(scenes: ["Scenes/01-click-e.yaml"])
        var lesson = "lesson: A hundred clicks\nparts:\n"
        for i in 0..<100 { lesson += "  - {scene: ../01-click-e.yaml, click: [\(400 + i), 280]}\n" }
        try s.write("Scenes/lessons/long.yaml", lesson)
        let run = hitlab(
            ["export", "Scenes/lessons/long.yaml", "--video", "long.webm", "--frames", "slides"], in: s.path,
            memoryMB: 400, timeout: 30)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(run.stderr.contains("more than 2000 slides"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.path + "/long.webm"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.path + "/slides"))
    }
}

/// Messages in one form, saying why (issue 34).
final class MessageFormTests: XCTestCase {
    func testAnInvalidFingerSaysWhy() {
        let run = hitlab(["trace", "Scenes/25-multiple-touch.yaml", "--finger", "{from: [10, 10], down: 0.5, up: 0.2}"])
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(
            run.stderr.hasPrefix(
                "hitlab: error: The value '{from: [10, 10], down: 0.5, up: 0.2}' is invalid for '--finger <FINGER>': "
                    + "finger 1 comes up at 0.2 s, not after it goes down (0.5 s)\n"), run.stderr)
    }

    func testAJSONSceneIsSaidToBeOne() throws {
        let s = try Scratch()
        try s.write(
            "a.json",
            #"{"title": "a", "size": [100, 100], "window": {}, "checks": [{"click": [5, 5], "hit": "window"}]}"#)
        XCTAssertEqual(hitlab(["validate", "a.json"], in: s.path).stdout, "ok: a.json: 1 view, 1 check (JSON scene)\n")
    }

    func testCheckSkipsALessonFileAndSaysWhy() throws {
        let s = try bundledProject(scenes: LessonExportTests.lessonScenes)
        let run = hitlab(["check", "Scenes/lessons/responder-chain.yaml", "Scenes/01-click-e.yaml"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertTrue(run.stdout.contains("skip Scenes/lessons/responder-chain.yaml: a lesson file"), run.stdout)
        XCTAssertTrue(run.stdout.contains("scenes: 2 given: 1 passed, 1 lessons, skipped"), run.stdout)
    }
}
