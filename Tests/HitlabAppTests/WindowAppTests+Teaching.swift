import Foundation
import HitlabApp
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene
import XCTest

/// The teaching modes in the window: lessons, predict mode, zoom and pan, the spotlight and
/// the projector, and the scene composed once while a story plays.
extension WindowAppTests {
    func testALessonRunsFromStartToEndOnTheRightArrowAlone() throws {
        let app = try app("12-target-action.yaml")
        _ = app.key(KeyChord(.character("e")))
        let parts = try XCTUnwrap(app.playground.lesson?.parts.count)
        XCTAssertEqual(parts, 5, "the five checks that click or drag")
        XCTAssertEqual(value("lesson", app), "1/5:before")
        XCTAssertEqual(value("predict", app), "true", "a lesson predicts before it reveals")
        let question = try XCTUnwrap(app.playground.lessonCard)
        XCTAssertFalse(
            question.contains("With a target, the action goes straight there."),
            "the check's note is the answer: not shown before the click")
        var presses = 0
        var answersSeen = Set<Int>()
        while app.playground.lesson?.phase != .done && presses < 500 {
            if app.playground.lesson?.phase == .after, let i = app.playground.lesson?.index {
                answersSeen.insert(i)
                if i == 0 {
                    XCTAssertTrue(
                        try XCTUnwrap(app.playground.lessonCard).contains(
                            "With a target, the action goes straight there."))
                }
            }
            _ = app.key(KeyChord(.right))
            presses += 1
            paint(app)
        }
        XCTAssertEqual(app.playground.lesson?.phase, .done, "→ alone reaches the end")
        XCTAssertEqual(answersSeen, Set(0..<5), "every check's note was shown after its story")
        XCTAssertEqual(value("hit", app), "saveButton", "the last check (a drag from the save button) was clicked")
        _ = app.key(KeyChord(.left))
        XCTAssertEqual(app.playground.lesson?.phase, .story, "← goes back")
        print("lesson over 12-target-action: \(presses) presses of →")
    }

    /// Predict mode asks again after each reveal and reveals the chain one responder at a time.
    func testPredictModeRevealsTheChainOneResponderAtATime() throws {
        let app = try app("04-round-button.yaml")
        _ = app.key(KeyChord(.character("k")))
        try click(app, scene: Point(240, 160))
        XCTAssertTrue(app.playground.statusLine.contains("which view will be hit?"), app.playground.statusLine)
        var chainSizes: [Int] = []
        var prompts = Set<String>()
        for _ in 0..<40 {
            _ = app.key(KeyChord(.right))
            chainSizes.append(app.playground.storyState?.chain.count ?? 0)
            if app.playground.storyState?.hitKnown == true {
                prompts.insert(app.playground.statusLine.components(separatedBy: " · ").last ?? "")
            }
        }
        let growing = chainSizes.filter { $0 > 0 }
        XCTAssertEqual(
            Array(Set(growing)).sorted(), [1, 2, 3, 4, 5, 6, 7], "the chain grows one responder per →: \(chainSizes)")
        XCTAssertTrue(prompts.contains { $0.contains("who comes after roundButton") }, "\(prompts)")
        XCTAssertTrue(
            prompts.contains { $0.contains("All revealed") }, "the prompt changes once all is shown: \(prompts)")
        XCTAssertFalse(
            prompts.contains { $0.contains("which view will be hit?") }, "never asks for the hit view after it is shown"
        )
    }
}

extension WindowAppTests {
    /// Presenting: z zooms toward the pointer (or the selected view), Shift+arrows and a
    /// middle-button drag pan, o dims all but a spotlight, the projector theme plays slower.
    func testZoomGoesTowardThePointerAndPanningMovesIt() throws {
        let app = try app("01-click-e.yaml")
        let frame = try XCTUnwrap(app.layout.frame)
        let e = frame.sceneToPixels.apply(Point(510, 280))
        _ = app.pointerMoved(e, dx: 0, dy: 0, time: 0)
        _ = app.key(KeyChord(.character("z")))
        XCTAssertEqual(value("focus", app), "510,280", "zoom goes toward the point under the pointer")
        paint(app)
        let zoomed = try XCTUnwrap(app.layout.frame)
        let canvas = zoomed.canvasRect
        let at = zoomed.sceneToPixels.apply(Point(510, 280))
        XCTAssertEqual(at.x, canvas.width / 2, accuracy: 1, "E's point is in the middle of the canvas now")
        _ = app.key(KeyChord(.right, shift: true))
        XCTAssertEqual(value("focus", app), "574,280", "Shift+→ pans a tenth of the scene (640 points wide)")
        paint(app)
        let before = try XCTUnwrap(app.layout.frame).sceneRect
        _ = app.pointerDown(Point(400, 300), button: 2, alt: false, time: 0)
        _ = app.pointerMoved(Point(450, 300), dx: 50, dy: 0, time: 0)
        _ = app.pointerUp(Point(450, 300), button: 2, time: 0)
        paint(app)
        XCTAssertEqual(
            try XCTUnwrap(app.layout.frame).sceneRect.minX, before.minX + 50, accuracy: 1,
            "a middle-button drag moves the scene with the mouse")
        XCTAssertNil(app.playground.story, "panning is no touch")
        app.playground.select(named: "B")
        _ = app.key(KeyChord(.character("0")))
        _ = app.key(KeyChord(.character("z")))
        let b = try XCTUnwrap(app.playground.scene?.view(named: "B"))
        let middle = b.matrixToScreen.apply(b.bounds.center)
        XCTAssertEqual(
            value("focus", app), "\(Int(middle.x)),\(Int(middle.y))",
            "with a view selected, zoom goes toward its middle")
    }

    func testTheSpotlightDimsAllButThePointerAndTheProjectorPlaysSlower() throws {
        let app = try app("04-round-button.yaml")
        func pixel(_ p: Point) -> [UInt8] {
            let image = CairoImage(width: 1200, height: 760)
            image.draw { app.paint(width: 1200, height: 760, $0) }
            return image.pixel(x: Int(p.x), y: Int(p.y))
        }
        let corner = Point(20, 20), button = try XCTUnwrap(app.layout.frame).sceneToPixels.apply(Point(240, 160))
        let lit = pixel(corner)
        _ = app.pointerMoved(button, dx: 0, dy: 0, time: 0)
        _ = app.key(KeyChord(.character("o")))
        XCTAssertEqual(value("spotlight", app), "true")
        XCTAssertLessThan(
            pixel(corner).prefix(3).map(Int.init).reduce(0, +), lit.prefix(3).map(Int.init).reduce(0, +) / 2,
            "far from the pointer: dimmed")
        XCTAssertEqual(app.playground.speed, 1)
        _ = app.key(KeyChord(.character("p")))
        XCTAssertEqual(app.playground.speed, 0.5, "the projector theme plays at half speed")
    }
}

extension WindowAppTests {
    /// The scene is composed once while a story plays over it, and again when the inspector
    /// changes a view (issue 11: compose once, redraw only the story).
    func testTheSceneIsComposedOnceWhileAStoryPlays() throws {
        let renderer = try Renderer()
        let path = PlaygroundTests.scenes.appendingPathComponent("01-click-e.yaml").path
        let playground = Playground(scene: try SceneLoader.load(path: path).scene, path: path)
        let app = WindowApp(playground: playground, options: WindowOptions(), renderer: renderer)
        app.resize(width: 1200, height: 760, pixelRatio: 1)
        paint(app)
        try click(app, scene: Point(510, 280))
        for _ in 0..<10 {
            _ = app.key(KeyChord(.right))
            paint(app)
        }
        XCTAssertEqual(renderer.compositions, 1, "eleven frames of a story, one composition of the scene")
        playground.select(named: "E")
        _ = app.key(KeyChord(.character("1")))
        paint(app)
        XCTAssertEqual(renderer.compositions, 2, "hiding a view composes the scene again")
    }
}
