import HitlabCore
@testable import HitlabRender
import XCTest

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
            return Set(plan.overlay.outlines.filter { $0.colour == Theme.light.colour(for: .hidden) }.map { $0.view.name })
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
