import Foundation
import HitlabApp
import HitlabCore
import HitlabRender
import HitlabScene
import XCTest

/// A lesson file in the window: part after part, each its own scene, a question, the story
/// stop by stop and the answer, all on → alone; ← goes back across parts; a typed number and
/// Enter go to a step, c to the chain.
final class LessonFileTests: XCTestCase {
    private func app() throws -> WindowApp { try openLessonApp("responder-chain.yaml") }

    private func paint(_ app: WindowApp) {
        CairoImage(width: 1024, height: 768).draw { app.paint(width: 1024, height: 768, $0) }
    }

    func testTheLessonPlaysEveryPartOnTheRightArrowAlone() throws {
        let app = try app()
        let p = app.playground
        var visited: [String] = []
        var scenes: [String] = []
        var presses = 0
        while p.lesson?.phase != .done && presses < 300 {
            let place = "\(p.lesson!.index + 1):\(p.lesson!.phase.rawValue)"
            if visited.last != place { visited.append(place) }
            if let path = p.scenePath, scenes.last != path { scenes.append(path) }
            _ = app.key(KeyChord(.right))
            paint(app)
            presses += 1
        }
        XCTAssertEqual(p.lesson?.phase, .done)
        XCTAssertEqual(
            visited, (1...5).flatMap { ["\($0):before", "\($0):story", "\($0):after"] },
            "question, story, answer, part after part")
        XCTAssertEqual(
            scenes.map { $0.split(separator: "/").last.map(String.init) ?? "" },
            ["01-click-e.yaml", "10-view-controllers.yaml", "11-touch-forwarding.yaml", "12-target-action.yaml"])
        XCTAssertEqual(p.story?.trace.hit?.name, "launchButton", "the last part's click was played")
        print("the responder-chain lesson: \(presses) presses of →")
        // Stops keep a 45-minute class to a few presses a part; in predict mode each chain is
        // revealed one responder a press (the chains here have 7 to 10), which is the most of them.
        XCTAssertLessThan(presses, 70, "stops keep a class to a dozen presses a part")
    }

    /// The review's teacher needed 24 presses of ← to get back to part 1: PgDn and PgUp move a
    /// part at a time, Home goes to the part's question and then to the lesson's start.
    func testPageKeysMoveByPartsAndHomeGoesBackToTheStart() throws {
        let app = try app()
        let p = app.playground
        _ = app.key(KeyChord(.pageDown))
        _ = app.key(KeyChord(.pageDown))
        XCTAssertEqual(p.lesson?.index, 2)
        XCTAssertEqual(p.lesson?.phase, .before)
        _ = app.key(KeyChord(.right))
        _ = app.key(KeyChord(.right))
        XCTAssertEqual(p.lesson?.phase, .story)
        _ = app.key(KeyChord(.pageUp))
        XCTAssertEqual(p.lesson?.index, 1, "one part back, to its question")
        XCTAssertEqual(p.lesson?.phase, .before)
        _ = app.key(KeyChord(.right))
        _ = app.key(KeyChord(.home))
        XCTAssertEqual(p.lesson?.index, 1, "Home: this part's question first")
        XCTAssertEqual(p.lesson?.phase, .before)
        XCTAssertNil(p.story)
        _ = app.key(KeyChord(.home))
        XCTAssertEqual(p.lesson?.index, 0, "Home again: the lesson's start")
        for _ in 0..<9 { _ = app.key(KeyChord(.pageDown)) }
        XCTAssertEqual(p.lesson?.index, 4, "PgDn stops at the last part")
        paint(app)
    }

    func testTheStoryStopsAtTheLessonsStops() throws {
        let app = try app()
        let p = app.playground
        _ = app.key(KeyChord(.right))
        var steps: [Int] = []
        while p.lesson?.phase == .story {
            if steps.last != p.visibleStep { steps.append(p.visibleStep) }
            _ = app.key(KeyChord(.right))
        }
        XCTAssertEqual(steps.first, 9, "the first stop")
        XCTAssertEqual(Set(steps), [9, 10, 18, 26], "only the stops (the chain revealed one responder at a time at 10)")
        XCTAssertEqual(p.lesson?.phase, .after)
        XCTAssertTrue(
            try XCTUnwrap(p.lessonCard).joined().contains("At the end of the chain the touch is dropped"), "the answer")
        _ = app.key(KeyChord(.left))
        XCTAssertEqual(p.lesson?.phase, .story)
        _ = app.key(KeyChord(.left))
        XCTAssertEqual(p.visibleStep, 18, "← goes to the stop before")
    }

    func testANumberAndEnterGoToAStepAndCToTheChain() throws {
        let app = try app()
        let p = app.playground
        _ = app.key(KeyChord(.character("c")))
        XCTAssertEqual(p.lesson?.phase, .story, "c plays the click when the question is up")
        XCTAssertEqual(p.visibleStep, 10, "the step that names the chain")
        for key in ["2", "2"] { _ = app.key(KeyChord(.character(Character(key)))) }
        XCTAssertEqual(p.typedStep, "22")
        XCTAssertTrue(p.statusLine.contains("22_"), p.statusLine)
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(p.visibleStep, 22)
        XCTAssertNil(p.typedStep)
        _ = app.key(KeyChord(.character("9")))
        _ = app.key(KeyChord(.escape))
        XCTAssertNil(p.typedStep, "Esc cancels the number")
        XCTAssertEqual(p.visibleStep, 22)
        XCTAssertEqual(p.mode, .scene, "and leaves nothing else")
    }

    func testLeftGoesBackIntoThePreviousPartsScene() throws {
        let app = try app()
        let p = app.playground
        while p.lesson?.index == 0 { _ = app.key(KeyChord(.right)) }
        XCTAssertEqual(p.scenePath?.hasSuffix("10-view-controllers.yaml"), true)
        _ = app.key(KeyChord(.left))
        XCTAssertEqual(p.lesson?.index, 0)
        XCTAssertEqual(p.lesson?.phase, .after, "back to the first part's answer")
        XCTAssertEqual(p.scenePath?.hasSuffix("01-click-e.yaml"), true, "on its own scene, its click played")
        XCTAssertEqual(p.story?.trace.hit?.name, "E")
    }

    /// The card heads the panel, so the canvas keeps its height for the scene; the status
    /// line keeps the bottom.
    func testTheCardHeadsThePanelAndTheStatusKeepsTheBottom() throws {
        let app = try app()
        paint(app)
        let question = try XCTUnwrap(app.layout.frame)
        XCTAssertEqual(question.reservedTop, 0, "no band over the scene")
        let card = try XCTUnwrap(app.playground.lessonCard)
        let texts = app.layout.marks.filter { $0.kind == .panelText }.map(\.text)
        XCTAssertEqual(Array(texts.prefix(card.count)), card, "the card is the panel's first rows")
        XCTAssertFalse(texts.contains(try XCTUnwrap(app.playground.scene).title(in: .en)), "in place of the title")
        _ = app.key(KeyChord(.right))
        paint(app)
        let story = try XCTUnwrap(app.layout.frame)
        let strip = try XCTUnwrap(story.stripRect)
        XCTAssertLessThanOrEqual(story.sceneRect.maxY, strip.minY, "the scene ends above the chain strip")
        XCTAssertLessThanOrEqual(strip.maxY, 768 - 20, "the strip ends above the status line")
    }

    /// The review's class lost the question once the click played, and the scene jumped 34 to
    /// 45 px between the question, the story and the answer.
    func testTheQuestionStaysThroughTheStopsAndTheSceneKeepsItsPlace() throws {
        let app = try app()
        let p = app.playground
        let question = try XCTUnwrap(p.lessonCard?[1])
        paint(app)
        let tops = [try XCTUnwrap(app.layout.frame).sceneRect.minY]
        _ = app.key(KeyChord(.right))
        XCTAssertEqual(p.lesson?.phase, .story)
        XCTAssertEqual(p.lessonCard?.last, question, "the question stays up through the stops")
        paint(app)
        var seen = tops + [try XCTUnwrap(app.layout.frame).sceneRect.minY]
        while p.lesson?.phase == .story { _ = app.key(KeyChord(.right)) }
        paint(app)
        seen.append(try XCTUnwrap(app.layout.frame).sceneRect.minY)
        // The chain strip, from the first stop on, takes some height: the scene may settle a few
        // pixels as it shrinks, no more.
        XCTAssertLessThanOrEqual(
            seen.max()! - seen.min()!, 8, "the scene's top edge stays put through the part: \(seen)")
    }

    /// The gallery groups the scenes by the lesson that teaches their topic: each group the
    /// lesson's card, then its scenes; then the scenes no lesson uses; last the new scene's
    /// card. Enter on a lesson's card starts it.
    func testTheGalleryGroupsScenesUnderTheirLessonsAndStartsALesson() throws {
        let entries = GalleryEntry.entries(inFolder: PlaygroundTests.scenes.path)
        let lessons = entries.filter { $0.lesson != nil }
        XCTAssertEqual(lessons.count, 6)
        XCTAssertEqual(entries.filter { $0.scene != nil && $0.lesson == nil }.count, 36, "every scene once")
        XCTAssertEqual(entries.last?.isNewScene, true, "the new scene's card comes last")
        for (i, entry) in entries.enumerated() where entry.lesson != nil {
            XCTAssertTrue(i == 0 || entries[i - 1].section != entry.section, "a lesson's card opens its group")
            XCTAssertTrue(entries.indices.contains(i + 1) && entries[i + 1].section == entry.section, "with scenes")
        }
        let roundButton = try XCTUnwrap(entries.first { $0.path.hasSuffix("04-round-button.yaml") })
        XCTAssertEqual(roundButton.section, lessons.first { $0.path.hasSuffix("custom-hit-areas.yaml") }?.section)
        XCTAssertNotNil(lessons.first?.scene, "its card shows its first part's scene")
        let playground = Playground(gallery: entries)
        let i = try XCTUnwrap(entries.firstIndex { $0.path.hasSuffix("lessons/presentations.yaml") })
        playground.openGalleryEntry(i)
        XCTAssertEqual(playground.lesson?.index, 0)
        XCTAssertEqual(playground.lesson?.phase, .before)
        XCTAssertEqual(playground.lesson?.parts.count, 5)
    }
}
