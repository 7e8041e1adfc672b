import HitlabCore
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
