import Foundation
import HitlabApp
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabWords
import XCTest

/// One input timeline: `hitlab check`, the window's lesson and `--script` play a check's
/// interaction through `Interaction.events`, so each tells the same story.
final class OneTimelineTests: XCTestCase {
    private let path = PlaygroundTests.scenes.appendingPathComponent("19-scroll-view.yaml").path

    private func app(script: String? = nil) throws -> WindowApp { try openWindowApp(path, script: script) }

    /// Every pointer event the trace received (phase, point, seconds, touch), then every step told.
    private func told(_ trace: InteractionTrace, _ scene: Scene) -> [String] {
        trace.steps.compactMap { step in
            if case .input(let phase, let p, let time, let touch) = step { return "\(phase) \(p) \(time) \(touch)" }
            return nil
        } + Narrator(scene: scene).lines(for: trace).map(\.rendered)
    }

    func testACheckPlaysTheSameEventsThroughCheckTheLessonAndAScript() throws {
        let scene = try SceneLoader.load(path: path).scene
        // A check that holds 0.3 s on a row, then drags: timing decides its story (G5). A
        // lesson walks the checks without screenshots.
        let taught = scene.checks.filter { $0.interaction != nil && $0.screenshot == nil }
        let holdsFirst = { (check: Check) -> Bool in
            if case .drag(_, _, _, let hold, _)? = check.interaction { return hold > 0 } else { return false }
        }
        let lessonIndex = try XCTUnwrap(taught.firstIndex(where: holdsFirst))
        let index = try XCTUnwrap(
            scene.checks.firstIndex { $0.interaction == taught[lessonIndex].interaction && $0.screenshot == nil })
        let interaction = try XCTUnwrap(scene.checks[index].interaction)
        let checked = told(scene.run(interaction), scene)  // what `hitlab check` runs
        XCTAssertTrue(
            checked.contains { $0.hasPrefix("moved") && $0.hasSuffix(" 0.4 0") }, checked.joined(separator: "\n"))

        let lesson = try app()
        _ = lesson.key(KeyChord(.character("e")))
        let place = "lesson=\(lessonIndex + 1)/\(taught.count):story"
        for _ in 0..<200 where !lesson.playground.summary.contains(place) {
            _ = lesson.key(KeyChord(.right))
        }
        XCTAssertTrue(lesson.playground.summary.contains(place), lesson.playground.summary)
        let lessonScene = try XCTUnwrap(lesson.playground.scene)
        XCTAssertEqual(told(try XCTUnwrap(lesson.playground.story?.trace), lessonScene), checked)

        let scripted = try app(script: "check \(index + 1)\nquit\n")
        _ = scripted.tick(now: 0, dt: 0)
        let scriptScene = try XCTUnwrap(scripted.playground.scene)
        XCTAssertEqual(told(try XCTUnwrap(scripted.playground.story?.trace), scriptScene), checked)
    }

    func testAScriptNamesACheckThatIsNotThere() throws {
        XCTAssertThrowsError(try UIScript.parse("check 0\n").get())
        let app = try app(script: "check 99\nquit\n")
        var said: [String] = []
        app.output = { said.append($0) }
        _ = app.tick(now: 0, dt: 0)
        XCTAssertNil(app.playground.story)
        XCTAssertTrue(
            said.contains { $0.contains("script check 99: the scene has no such check") }, said.joined(separator: "\n"))
    }
}
