import Foundation
import HitlabApp
import HitlabCore
import HitlabRender
import HitlabScene
import XCTest

/// The playground's logic, without a window.
final class PlaygroundTests: XCTestCase {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

    private func playground(_ name: String) throws -> Playground {
        let path = Self.scenes.appendingPathComponent(name).path
        return Playground(scene: try SceneLoader.load(path: path).scene, path: path)
    }

    func testAClickStartsAStoryThatPlaysStepByStep() throws {
        let p = try playground("01-click-e.yaml")
        p.press(at: Point(510, 280), time: 0)
        p.release(at: Point(510, 280), time: 0.1)
        XCTAssertEqual(p.story?.trace.hit?.name, "E")
        XCTAssertEqual(p.visibleStep, 1, "the press shows at once")
        XCTAssertTrue(p.isAnimating)
        _ = p.tick(1 / StoryClock.baseRate)
        XCTAssertEqual(p.visibleStep, 2)
        while p.tick(0.5) {}
        XCTAssertEqual(p.visibleStep, p.story?.stepCount)
        XCTAssertFalse(p.isAnimating, "a finished story asks for no more frames (idle CPU)")
    }

    func testAPausePressedInOneSceneDoesNotCarryIntoTheNext() throws {
        let p = try playground("01-click-e.yaml")
        p.perform(.playPause)
        XCTAssertFalse(p.playing)
        let next = try SceneLoader.load(path: Self.scenes.appendingPathComponent("04-round-button.yaml").path).scene
        p.open(next, path: nil)
        XCTAssertTrue(p.playing, "the next scene plays its clicks")
        p.startsPaused = true
        p.open(next, path: nil)
        XCTAssertFalse(p.playing, "unless the window was opened --paused")
    }

    func testSpeedsGoFromAQuarterToFour() throws {
        let p = try playground("01-click-e.yaml")
        for _ in 0..<6 { p.perform(.faster) }
        XCTAssertEqual(p.speed, 4)
        for _ in 0..<9 { p.perform(.slower) }
        XCTAssertEqual(p.speed, 0.25)
    }

    func testSteppingBackRestoresTheEarlierPictureExactly() throws {
        let p = try playground("13-control-vs-gesture.yaml")
        p.press(at: Point(280, 275), time: 0)
        p.release(at: Point(280, 275), time: 0.1)
        p.perform(.storyStart)
        for _ in 0..<5 { p.perform(.stepForward) }
        let renderer = try Renderer()
        func picture() throws -> [UInt8] {
            let image = try renderer.render(
                p.scene!, story: p.story, options: RenderOptions(PictureSpec(step: p.visibleStep)))
            return (0..<image.height).flatMap { y in (0..<image.width).flatMap { x in image.pixel(x: x, y: y) } }
        }
        let before = try picture()
        p.perform(.stepForward)
        let after = try picture()
        p.perform(.stepBack)
        XCTAssertNotEqual(before, after)
        XCTAssertEqual(try picture(), before)
    }

    func testPredictModeHidesTheAnswerUntilRevealed() throws {
        let p = try playground("04-round-button.yaml")
        p.perform(.predict)
        p.hoverAt(Point(240, 160))
        XCTAssertNil(p.hover?.name, "the hover hint would give the answer away")
        p.press(at: Point(240, 160), time: 0)
        p.release(at: Point(240, 160), time: 0.1)
        XCTAssertFalse(p.playing)
        XCTAssertEqual(p.visibleStep, 1)
        XCTAssertNil(p.storyState?.hit, "the hit view is not shown yet")
        XCTAssertFalse(p.tick(10), "time alone reveals nothing")
        for _ in 0..<6 { p.perform(.stepForward) }
        XCTAssertEqual(p.storyState?.hit?.name, "roundButton")
    }

    func testInspectorTogglesReplayTheLastClickAtOnce() throws {
        let p = try playground("03-labels-and-images.yaml")
        p.press(at: Point(170, 70), time: 0)
        p.release(at: Point(170, 70), time: 0.1)
        XCTAssertEqual(p.story?.trace.hit?.name, "screen", "a label starts non-interactive (H5)")
        p.select(at: Point(170, 70))
        XCTAssertEqual(p.selection?.name, "deadLabel", "selection picks views that cannot be hit")
        p.perform(.toggleInteractive)
        XCTAssertEqual(p.story?.trace.hit?.name, "deadLabel")
        XCTAssertEqual(p.visibleStep, p.story?.stepCount, "the replay shows its whole story")
        p.perform(.cycleAlpha)
        XCTAssertEqual(p.story?.trace.hit?.name, "deadLabel", "alpha 0.02 still takes touches")
        p.perform(.cycleAlpha)
        XCTAssertEqual(p.story?.trace.hit?.name, "screen", "alpha 0.01 does not (H1)")
        p.perform(.cycleAlpha)
        p.perform(.toggleHidden)
        XCTAssertEqual(p.story?.trace.hit?.name, "screen")
    }

    func testADragStaysWithTheViewHitAtThePress() throws {
        let p = try playground("04-round-button.yaml")
        p.press(at: Point(240, 160), time: 0)
        p.move(to: Point(400, 300), time: 0.1)
        p.release(at: Point(400, 300), time: 0.2)
        XCTAssertEqual(p.story?.interaction, .drag(from: Point(240, 160), to: Point(400, 300)))
        XCTAssertTrue(p.story!.trace.controlEvents.contains { $0.event == .touchUpOutside })
        XCTAssertTrue(p.story!.trace.actions.isEmpty)
    }

    func testAFailedReloadKeepsTheSceneAndShowsTheErrors() throws {
        let p = try playground("04-round-button.yaml")
        let scene = p.scene
        p.reload(nil, errors: ["a.yaml:1:1: error: x", "a.yaml:2:1: error: y"])
        XCTAssertTrue(p.scene === scene)
        XCTAssertEqual(p.banner.count, 2)
        let fresh = try SceneLoader.load(path: Self.scenes.appendingPathComponent("01-click-e.yaml").path).scene
        p.reload(fresh, errors: [])
        XCTAssertTrue(p.banner.isEmpty)
        XCTAssertTrue(p.scene === fresh)
    }

    func testGalleryOpensScenesAndEscapeClosesHelpFirst() throws {
        let entries = try ["01-click-e.yaml", "04-round-button.yaml"].map { name -> GalleryEntry in
            let path = Self.scenes.appendingPathComponent(name).path
            return GalleryEntry(path: path, scene: try SceneLoader.load(path: path).scene, errors: [])
        }
        let p = Playground(gallery: entries)
        XCTAssertEqual(p.mode, .gallery)
        XCTAssertTrue(p.performInGallery(.right))
        XCTAssertTrue(p.performInGallery(.enter))
        XCTAssertEqual(p.scene?.title.text, "Round button")
        p.perform(.help)
        p.perform(.gallery)
        XCTAssertEqual(p.mode, .scene, "Esc closes the help first")
        p.perform(.gallery)
        XCTAssertEqual(p.mode, .gallery)
    }

    func testEveryCommandHasAKeyAndNoKeyHasTwoCommands() {
        XCTAssertEqual(Set(KeyBindings.all.map(\.command)), Set(Command.allCases))
        let chords = KeyBindings.all.flatMap(\.keys)
        XCTAssertEqual(chords.count, Set(chords).count)
        XCTAssertEqual(KeyBindings.command(for: KeyChord(.character("?"))), .help)
        XCTAssertEqual(KeyBindings.command(for: KeyChord(.tab, shift: true)), .selectPrevious)
    }

    func testScriptsParseAndReportEveryBadLine() {
        guard
            case .success(let script) = UIScript.parse(
                "wait 0.5\nclick 10 20  # a comment\nkey shift+tab\nkey ?\nscreenshot a.png\nquit")
        else {
            return XCTFail("a good script did not parse")
        }
        XCTAssertEqual(
            script.steps,
            [
                .wait(0.5), .click(Point(10, 20)), .key(KeyChord(.tab, shift: true)),
                .key(KeyChord(.character("?"))), .screenshot("a.png"), .quit
            ])
        guard case .failure(let bad) = UIScript.parse("wait\n  click 1\njump 3") else {
            return XCTFail("bad lines parsed")
        }
        XCTAssertEqual(
            bad.errors.map(\.description),
            [
                "1:1: error: 'wait' needs seconds from 0 to 600",
                "2:3: error: 'click' needs X Y in scene points",
                "3:1: error: unknown step 'jump': use wait, click, check, press, move, release, key, type, screenshot or quit"
            ])
    }

    /// What the model cannot do itself comes back as an effect for the window; nothing else does.
    func testCommandsReturnTheirEffectsForTheWindow() throws {
        let p = try playground("04-round-button.yaml")
        XCTAssertEqual(p.perform(.quit), .quit)
        XCTAssertEqual(p.perform(.fullscreen), .toggleFullscreen)
        XCTAssertEqual(p.perform(.screenshot), .screenshot)
        XCTAssertNil(p.perform(.togglePanel))
        XCTAssertNil(p.perform(.zoomIn))
    }

    /// The status bar and the inspector are the model's words, the window only paints them.
    func testStatusLineAndInspectorLines() throws {
        let p = try playground("04-round-button.yaml")
        XCTAssertEqual(p.statusLine, "Click the scene. h: keys · g: gallery · l: language")
        p.press(at: Point(240, 160), time: 0)
        p.release(at: Point(240, 160), time: 0.1)
        XCTAssertTrue(p.statusLine.hasPrefix("step "), p.statusLine)
        p.perform(.predict)
        XCTAssertTrue(p.statusLine.contains("PREDICT"), p.statusLine)
        let button = try XCTUnwrap(p.scene?.view(named: "roundButton"))
        let lines = Playground.inspectorLines(button).map(\.0)
        XCTAssertEqual(lines.first, "roundButton (button)")
        XCTAssertTrue(lines.contains { $0.contains("4 enabled: true") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("5 hit area: circle") }, "\(lines)")
    }

    /// The inspector shows the keys real apps need: a control's events, a scroll view's
    /// directions, a recognizer's settings and its delegate's answers.
    func testTheInspectorShowsEventsScrollingAndRecognizerSettings() throws {
        let events = try XCTUnwrap(try playground("32-control-events.yaml").scene?.view(named: "playButton"))
        XCTAssertTrue(
            Playground.inspectorLines(events).map(\.0).contains {
                $0.hasPrefix("events: touchDown: pressDown, touchDragEnter: dragReturned")
            })
        let feed = try XCTUnwrap(try playground("30-carousel-in-a-list.yaml").scene?.view(named: "feed"))
        XCTAssertTrue(Playground.inspectorLines(feed).map(\.0).contains { $0.hasPrefix("contentSize: [") })
        let scene29 = try XCTUnwrap(try playground("29-delegate-answers.yaml").scene)
        var guarded: View?
        scene29.forEachView { v, _ in
            if guarded == nil && v.gestures.contains(where: { $0.shouldReceive != .all }) { guarded = v }
        }
        let view = try XCTUnwrap(guarded)
        XCTAssertTrue(Playground.inspectorLines(view).map(\.0).contains { $0.contains("shouldReceive: ") })
    }

    /// The inspector names a presentation's own views and a presented controller's style (R6, C7).
    func testTheInspectorShowsPresentationsAndPassthroughViews() throws {
        let scene = try XCTUnwrap(try playground("34-sheet-and-popover.yaml").scene)
        let dimming = try XCTUnwrap(scene.view(named: "popoverVC.dimmingView"))
        XCTAssertTrue(
            Playground.inspectorLines(dimming).map(\.0).contains("_UIPopoverDimmingView · presentation: popoverVC"))
        let popover = try XCTUnwrap(scene.view(named: "popover"))
        XCTAssertTrue(
            Playground.inspectorLines(popover).map(\.0).contains(
                "presentation: popover    passthroughViews: [doneButton]"))
    }
}
