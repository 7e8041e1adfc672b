import Foundation
import HitlabApp
import HitlabCore
import HitlabRender
import HitlabScene
import XCTest

/// The pointer, routed without a window: the same layout that was painted decides where a
/// click lands (issue 8: inputs and painting share one layout).
final class PointerInputTests: XCTestCase {
    private func loaded(_ name: String) throws -> (Playground, String) {
        let path = PlaygroundTests.scenes.appendingPathComponent(name).path
        return (Playground(scene: try SceneLoader.load(path: path).scene, path: path), path)
    }

    /// The frame as the window lays it out at 1200 x 760 pixels.
    private func layout(_ p: Playground) throws -> WindowLayout {
        let renderer = try Renderer()
        let scene = try XCTUnwrap(p.scene)
        var options = RenderOptions(frameSize: (1200, 760))
        options.layers3D = p.show3D
        let plan = renderer.plan(scene, story: p.story, state: p.storyState, options: options)
        return WindowLayout(frame: plan.layout, treeRows: plan.panel?.viewRows ?? [])
    }

    private func pixel(of point: Point, _ layout: WindowLayout) throws -> Point {
        try XCTUnwrap(layout.frame).sceneToPixels.apply(point)
    }

    func testAPressAndReleaseOnTheCanvasIsAClickOnTheScene() throws {
        let (p, _) = try loaded("04-round-button.yaml")
        let input = PointerInput(playground: p)
        let l = try layout(p)
        let at = try pixel(of: Point(240, 160), l)
        XCTAssertEqual(input.down(at, button: 1, alt: false, in: l, time: 0).event, "press 240 160")
        XCTAssertEqual(input.up(at, button: 1, in: l, time: 0.1).event, "release 240 160")
        XCTAssertEqual(p.story?.trace.hit?.name, "roundButton")
    }

    func testATreeRowSelectsItsViewAndARightClickSelectsTheViewUnderIt() throws {
        let (p, _) = try loaded("01-click-e.yaml")
        let input = PointerInput(playground: p)
        let l = try layout(p)
        let row = try XCTUnwrap(l.treeRows[named: "C"])
        XCTAssertEqual(input.down(Point(row.midX, row.midY), button: 1, alt: false, in: l, time: 0).event, "select C")
        XCTAssertEqual(p.selection?.name, "C")
        XCTAssertEqual(
            input.down(try pixel(of: Point(510, 280), l), button: 3, alt: false, in: l, time: 0).event, "select E")
        XCTAssertNil(p.story, "a right click selects; it is no touch")
    }

    func testDraggingIn3DTurnsTheStackButNeverEdgeOn() throws {
        let (p, _) = try loaded("09-views-and-layers.yaml")
        p.perform(.toggle3D)
        let input = PointerInput(playground: p)
        let l = try layout(p)
        let start = Point(l.frame!.sceneRect.midX, l.frame!.sceneRect.midY)
        _ = input.down(start, button: 1, alt: false, in: l, time: 0)
        XCTAssertEqual(input.moved(start, dx: 10, dy: 0, in: l, time: 0).event, "rotate")
        XCTAssertEqual(p.yaw, 36.5, accuracy: 1e-9, "34 degrees + 10 px x 0.25: a short drag turns it a little")
        for _ in 0..<100 { _ = input.moved(start, dx: 50, dy: 50, in: l, time: 0) }
        XCTAssertEqual(p.yaw, 60, "never further than 60 degrees, so never edge-on")
        XCTAssertEqual(p.pitch, 60)
        _ = input.up(start, button: 1, in: l, time: 0)
        XCTAssertNil(p.story, "turning the stack is no touch")
    }

    func testAGalleryCardOpensItsScene() throws {
        let (_, path) = try loaded("04-round-button.yaml")
        let entry = GalleryEntry(path: path, scene: try SceneLoader.load(path: path).scene, errors: [])
        let p = Playground(gallery: [entry, entry])
        let input = PointerInput(playground: p)
        let cards = [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 110, y: 0, width: 100, height: 100)]
        let outcome = input.down(Point(150, 50), button: 1, alt: false, in: WindowLayout(galleryCards: cards), time: 0)
        XCTAssertEqual(outcome.event, "open 1")
        XCTAssertTrue(outcome.openedScene)
        XCTAssertEqual(p.mode, .scene)
    }

    func testAReleaseIsReadInTheLayoutItsPressBeganIn() throws {
        // The frame may be laid out again while the finger is down (a story starting, the
        // panel toggled); the release at the same pixel is still a click, not a drag.
        let (p, _) = try loaded("04-round-button.yaml")
        let input = PointerInput(playground: p)
        let before = try layout(p)
        let at = try pixel(of: Point(240, 160), before)
        _ = input.down(at, button: 1, alt: false, in: before, time: 0)
        p.perform(.togglePanel)
        var options = RenderOptions(frameSize: (1200, 760))
        options.showPanel = false
        let after = WindowLayout(
            frame: try Renderer().plan(try XCTUnwrap(p.scene), story: p.story, state: p.storyState, options: options)
                .layout)
        XCTAssertNotEqual(after.frame?.sceneRect, before.frame?.sceneRect, "the scene moved")
        XCTAssertEqual(input.up(at, button: 1, in: after, time: 0.1).event, "release 240 160")
        XCTAssertEqual(p.story?.interaction, .click(Point(240, 160)))
    }
}
