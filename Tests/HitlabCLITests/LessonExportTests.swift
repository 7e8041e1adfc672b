import Foundation
import XCTest

/// `hitlab export LESSON.yaml`: a whole lesson as slides (the window's own frames, question,
/// stops, answer, part after part) in one HTML deck with predict mode, PNG frames and a GIF;
/// `hitlab validate` knows lessons too.
final class LessonExportTests: XCTestCase {
    static let lessonScenes = [
        "Scenes/lessons/responder-chain.yaml", "Scenes/01-click-e.yaml", "Scenes/10-view-controllers.yaml",
        "Scenes/11-touch-forwarding.yaml", "Scenes/12-target-action.yaml"
    ]

    private func exported() throws -> Scratch {
        let s = try bundledProject(scenes: Self.lessonScenes)
        let run = hitlab(
            [
                "export", "Scenes/lessons/responder-chain.yaml", "--html", "deck.html", "--frames", "slides", "--gif",
                "lesson.gif",
                "--video", "lesson.mp4"
            ], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        return s
    }

    func testEverySlideIsOneSizeAndTheGifAndTheVideoHoldQuestionsAndAnswersLonger() throws {
        let s = try exported()
        let slides = try FileManager.default.contentsOfDirectory(atPath: s.path + "/slides").sorted()
        XCTAssertGreaterThanOrEqual(slides.count, 15, "five parts, each a question, its stops and an answer")
        XCTAssertEqual(
            Set(slides.compactMap { pngSize(s.path + "/slides/" + $0).map { "\($0.width)x\($0.height)" } }),
            ["1280x720"])
        let identify = try tool("/usr/bin/identify", ["-format", "%wx%h\n", "lesson.gif"], in: s.path)
        let gifFrames = identify.out.split(separator: "\n").count
        XCTAssertEqual(
            gifFrames, slides.count + 10 * 7,
            "each of the 5 questions and 5 answers held --pause 10 s, 8 frames of 1.2 s: \(gifFrames) frames")
        let again = hitlab(
            ["export", "Scenes/lessons/responder-chain.yaml", "--gif", "again.gif", "--video", "again.mp4"], in: s.path)
        XCTAssertEqual(again.status, 0, again.summary)
        let video = try XCTUnwrap(FileManager.default.contents(atPath: s.path + "/lesson.mp4"))
        XCTAssertEqual(Array(video.dropFirst(4).prefix(4)), Array("ftyp".utf8), "an MP4 file")
        XCTAssertGreaterThan(video.count, 100_000)
        XCTAssertEqual(
            FileManager.default.contents(atPath: s.path + "/again.mp4"), video,
            "the video's bytes are the same every time")
        XCTAssertEqual(
            FileManager.default.contents(atPath: s.path + "/again.gif"),
            FileManager.default.contents(atPath: s.path + "/lesson.gif"),
            "the same bytes every time")
    }

    func testTheDeckStepsAndPredictModeRevealsOnAKeyInAHeadlessBrowser() throws {
        let s = try exported()
        let page = "file://" + s.path + "/deck.html"
        let html = try String(contentsOfFile: s.path + "/deck.html", encoding: .utf8)
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "offline: nothing fetched")
        XCTAssertTrue(html.contains("E is the deepest view under the finger."), "the first question")
        let flags = [
            "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--window-size=1400,1000"
        ]
        let plain = try tool(headlessBrowser, flags + ["--dump-dom", page + "#keys=RRRL"], in: s.path)
        XCTAssertTrue(
            plain.out.contains("data-slide=\"3\"") && plain.out.contains("data-revealed=\"true\""),
            String(plain.out.prefix(400)))
        // Predict mode: → from the question shows the slide before with a prompt; → again reveals.
        let asked = try tool(headlessBrowser, flags + ["--dump-dom", page + "#predict=1&keys=R"], in: s.path)
        XCTAssertTrue(
            asked.out.contains("data-slide=\"2\"") && asked.out.contains("data-revealed=\"false\""),
            String(asked.out.prefix(400)))
        XCTAssertTrue(asked.out.contains("Predict: what comes next?"), "the prompt is shown")
        let revealed = try tool(headlessBrowser, flags + ["--dump-dom", page + "#predict=1&keys=RR"], in: s.path)
        XCTAssertTrue(
            revealed.out.contains("data-slide=\"2\"") && revealed.out.contains("data-revealed=\"true\""),
            String(revealed.out.prefix(400)))
        // What the browser shows in predict mode before the reveal is slide 1, after it slide 2.
        try tool(
            headlessBrowser, flags + ["--screenshot=" + s.path + "/asked.png", page + "#predict=1&keys=R"], in: s.path)
        try tool("/usr/bin/convert", ["asked.png", "-crop", "1280x720+60+8", "+repage", "shown.png"], in: s.path)
        XCTAssertEqual(
            hitlab(["diff", "slides/step-001.png", "shown.png"], in: s.path).status, 0,
            "the question's picture stays until the reveal")
        XCTAssertEqual(
            hitlab(["diff", "slides/step-002.png", "shown.png"], in: s.path).status, 1,
            "not the answer's (the comparison can fail)")
    }

    func testValidateAndBadLessonsSayWhatIsWrong() throws {
        let s = try bundledProject(scenes: Self.lessonScenes)
        let ok = hitlab(["validate", "Scenes/lessons/responder-chain.yaml"], in: s.path)
        XCTAssertEqual(
            ok.stdout, "ok: Scenes/lessons/responder-chain.yaml: lesson, 5 parts over 4 scenes\n", ok.summary)
        _ = try s.write(
            "bad.yaml", "lesson: x\nparts:\n  - scene: Scenes/01-click-e.yaml\n    click: [510, 280]\n    stops: [99]\n"
        )
        let bad = hitlab(["export", "bad.yaml", "--html", "deck.html"], in: s.path)
        XCTAssertEqual(bad.status, 2, bad.summary)
        XCTAssertEqual(bad.stderr, "bad.yaml:5:13: error: stop 99 is past the story's last step (26)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.path + "/deck.html"), "nothing written")
        XCTAssertEqual(hitlab(["validate", "bad.yaml"], in: s.path).status, 2)
        let wrong = hitlab(["export", "Scenes/lessons/responder-chain.yaml", "--video", "class.avi"], in: s.path)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--video must name a .webm or .mp4 file"), wrong.stderr)
    }
}
