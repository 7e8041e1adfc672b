import HitlabCore
import HitlabStory
import HitlabWords
import XCTest

@testable import HitlabRender

/// The frames of a story share what their layout learns of the tree (each view's transform
/// to the window, clips, hidden ancestors); a change to the scene (through `Scene.edit`, which
/// moves its revision) or to its place on the frame (zoom) is seen at the next frame.
final class RendererCacheTests: XCTestCase {
    func testWhatTheLayoutLearnsOfTheTreeFollowsTheScene() throws {
        let scene = try HitlabSceneLoad.scene("04-round-button.yaml")
        let renderer = try Renderer()
        func ghosts(zoom: Double = 1) -> Set<String> {
            var options = RenderOptions(frameSize: (1024, 768))
            options.zoom = zoom
            let plan = renderer.plan(scene, story: nil, state: nil, options: options)
            return Set(
                plan.overlay.outlines.filter { $0.colour == Theme.light.colour(for: .hidden) }.map { $0.view.name })
        }
        XCTAssertEqual(ghosts(), [])
        let card = try XCTUnwrap(scene.view(named: "card"))
        scene.edit(card) { $0.isHidden = true }
        XCTAssertEqual(ghosts(), ["card", "roundButton"], "hidden, with everything under it (H1)")
        XCTAssertEqual(ghosts(zoom: 2), ["card", "roundButton"], "zoomed in: learnt again for the new place")
        scene.edit(card) { $0.isHidden = false }
        XCTAssertEqual(ghosts(zoom: 2), [])
    }

    /// Every window's views are learnt, not only the first window's: a hidden view in the
    /// keyboard's window is a ghost too, and its captions are not the labels' obstacles.
    func testAHiddenViewInAnotherWindowIsAGhost() throws {
        let scene = try HitlabSceneLoad.scene("24-windows.yaml")
        let renderer = try Renderer()
        let returnKey = try XCTUnwrap(scene.view(named: "returnKey"))
        scene.edit(returnKey) { $0.isHidden = true }
        let plan = renderer.plan(scene, story: nil, state: nil, options: RenderOptions(frameSize: (1024, 768)))
        XCTAssertEqual(
            plan.overlay.outlines.filter { $0.colour == Theme.light.colour(for: .hidden) }.map { $0.view.name },
            ["returnKey"])
        XCTAssertFalse(plan.overlay.captions.contains { $0.view == "returnKey" })
    }
}

/// A story's frames share the scene's captions (its own texts, which labels keep off); they
/// follow the language, the theme and an edit as a new renderer finds them.
final class CaptionCacheTests: XCTestCase {
    /// The projector's text floor is part of the captions' key: two layouts with the same
    /// place on the frame (the same tree facts) but another floor measure the texts again.
    func testTheCaptionsFollowTheTextFloorAtTheSamePlace() throws {
        let scene = try HitlabSceneLoad.scene("12-target-action.yaml")
        let renderer = try Renderer()
        let layout = renderer.layout(scene, story: nil, state: nil, options: RenderOptions(frameSize: (1200, 760)))
        func captions(floor: Int, _ facts: StoryOverlay.TreeFacts) -> [Int] {
            StoryOverlay(
                theme: .light, text: renderer.text, words: Words(.en), scale: layout.panelScale,
                toPixels: layout.sceneToPixels, placement: { $0.matrixToScreen }, canvas: layout.canvasRect,
                visibleArea: layout.sceneRect, honoursClipping: true, linePixels: 3, facts: facts,
                minimumTextPixels: floor
            ).plan(scene: scene, story: nil, state: nil, strip: nil).captions.map { $0.textPixels ?? 0 }
        }
        let shared = StoryOverlay.TreeFacts()
        let plain = captions(floor: 0, shared)
        let floored = captions(floor: 40, shared)
        XCTAssertEqual(floored, captions(floor: 40, StoryOverlay.TreeFacts()))
        XCTAssertNotEqual(plain, floored, "a 40-pixel floor sets the texts larger")
    }

    func testTheCaptionsFollowTheLanguageTheThemeAndAnEdit() throws {
        let scene = try HitlabSceneLoad.scene("12-target-action.yaml")
        let shared = try Renderer()
        func captions(_ renderer: Renderer, _ language: Language, _ theme: Theme) -> [String] {
            var options = RenderOptions(frameSize: (1200, 760))
            options.language = language
            options.theme = theme
            return renderer.plan(scene, story: nil, state: nil, options: options).overlay.captions.map {
                "\($0.text) \($0.rect) \($0.textPixels ?? 0)"
            }
        }
        for (language, theme) in [(Language.en, Theme.light), (.zhHans, .light), (.zhHans, .projector), (.en, .light)] {
            XCTAssertEqual(captions(shared, language, theme), captions(try Renderer(), language, theme))
        }
        XCTAssertTrue(captions(shared, .zhHans, .light).contains { $0.hasPrefix("save → target 为 bodyVC") })
        let save = try XCTUnwrap(scene.view(named: "saveButton"))
        scene.edit(save) { $0.appearance.text = LocalizedText("saved") }
        XCTAssertTrue(captions(shared, .en, .light).contains { $0.hasPrefix("saved ") }, "an edit is seen at once")
    }
}

/// The window's own outlines are placed with the same transform as the scene they outline.
final class WindowOutlineTests: XCTestCase {
    func testTheSelectionOutlineFollowsAWindowWhoseBoundsAreScrolled() throws {
        let card = View(name: "card", frame: Rect(x: 100, y: 150, width: 100, height: 60))
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(card)
        window.boundsOrigin = Point(0, 100)  // the window shows y 100...400 of its content
        let scene = Scene(title: "t", size: Size(400, 300), window: window)
        let renderer = try Renderer()
        let layout = renderer.layout(scene, story: nil, state: nil, options: RenderOptions(frameSize: (800, 600)))
        let image = CairoImage(width: 800, height: 600)
        image.draw { WindowPainter(renderer: renderer, theme: .light, scale: 1).selection(card, layout: layout, $0) }
        // The card's top edge in the window's content is y 150, drawn 50 points down the canvas.
        let onScreen = layout.sceneToPixels.apply(Point(150, 50))
        let drawn = (-3...3).contains { dy in image.pixel(x: Int(onScreen.x), y: Int(onScreen.y) + dy)[3] > 0 }
        XCTAssertTrue(drawn, "the outline is where the card is drawn")
        let unscrolled = layout.sceneToPixels.apply(Point(150, 150))
        XCTAssertFalse(
            (-3...3).contains { dy in image.pixel(x: Int(unscrolled.x), y: Int(unscrolled.y) + dy)[3] > 0 },
            "not where it would be without the bounds origin")
    }
}

/// The window composes the outlines marked at rest (ghosts of hidden views, custom hit areas)
/// with the scene once, instead of stroking them in every frame: the frames are the same
/// pixels, at every step of a story, and the scene is composed once for all of them.
final class ComposedOutlinesTests: XCTestCase {
    func testFramesWithTheOutlinesAtRestComposedOnceAreTheSamePixels() throws {
        for (name, click) in [
            ("07-hidden-parent-trap.yaml", Point(500, 300)), ("05-expanded-hit-area.yaml", Point(200, 150))
        ] {
            let scene = try HitlabSceneLoad.scene(name)
            let story = Story(scene: scene, interaction: .click(click))
            let composing = try Renderer(), stroking = try Renderer()
            stroking.composesRestingOutlines = false
            let options = RenderOptions(frameSize: (1200, 760))
            func frame(_ renderer: Renderer, step: Int) -> [UInt8] {
                let state = story.state(at: step)
                let plan = renderer.plan(scene, story: story, state: state, options: options)
                XCTAssertGreaterThan(plan.overlay.restingOutlines, 0, "\(name) has outlines at rest")
                let image = CairoImage(width: 1200, height: 760)
                image.draw { renderer.drawFrame(scene, plan: plan, options: options, $0) }
                return image.withPixels { p, stride in Array(UnsafeBufferPointer(start: p, count: stride * 760)) }
            }
            for step in [0, 1, story.stepCount / 2, story.stepCount - 1] {
                XCTAssertTrue(frame(composing, step: step) == frame(stroking, step: step), "\(name), step \(step)")
            }
            XCTAssertEqual(composing.compositions, 1, "\(name): one composition for every step")
        }
    }
}
