import Foundation
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabStory
import HitlabWords
import XCTest

/// The renderer draws what the model decided, the same bytes every time.
final class RenderTests: XCTestCase {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

    private func scene(_ name: String) throws -> Scene {
        try SceneLoader.load(path: Self.scenes.appendingPathComponent(name).path).scene
    }

    private func bytes(_ image: CairoImage) throws -> Data {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hitlab-\(UUID().uuidString).png").path
        defer { unlink(path) }
        try PNGFile.write(image, to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    func testTheSameFrameGivesTheSameBytesEvenWithAFreshRenderer() throws {
        let s = try scene("04-round-button.yaml")
        let story = Story(scene: s, interaction: .click(Point(240, 160)))
        let a = try bytes(try Renderer().render(s, story: story, options: RenderOptions()))
        let b = try bytes(try Renderer().render(s, story: story, options: RenderOptions()))
        XCTAssertEqual(a, b)
        XCTAssertGreaterThan(a.count, 1000)
    }

    func testBackingStoresAreDrawnOnceAndReused() throws {
        let s = try scene("01-click-e.yaml")
        let renderer = try Renderer()
        _ = try renderer.render(s, story: nil, options: RenderOptions())
        let first = renderer.store.redraws
        XCTAssertGreaterThan(first, 0)
        _ = try renderer.render(
            s, story: Story(scene: s, interaction: .click(Point(510, 280))), options: RenderOptions())
        XCTAssertEqual(renderer.store.redraws, first, "a second frame of the same scene redraws no layer")
        s.view(named: "E")!.appearance.background = Colour(r: 255, g: 0, b: 0)
        _ = try renderer.render(s, story: nil, options: RenderOptions())
        XCTAssertEqual(renderer.store.redraws, first + 1, "changing one layer redraws that layer only")
        // A reload starts afresh: nothing old is kept, and the next frame draws every store again.
        renderer.store.removeAll()
        XCTAssertEqual(renderer.store.count, 0)
        _ = try renderer.render(s, story: nil, options: RenderOptions())
        XCTAssertEqual(renderer.store.redraws, 2 * first + 1)
    }

    /// The pixel at a point of the scene (window coordinates), at scale 1, where `render`
    /// placed the scene (a narrow one is centred on its canvas).
    private func pixel(_ image: CairoImage, _ p: Point, of scene: Scene? = nil) -> (r: Int, g: Int, b: Int) {
        let origin = scene.flatMap { s in
            (try? Renderer()).map { $0.layout(s, story: nil, state: nil, options: RenderOptions()).sceneRect }
        }
        let x = Int(p.x + (origin?.minX ?? FrameLayout.margin)), y = Int(p.y + (origin?.minY ?? FrameLayout.margin))
        // Every picture is opaque, so its premultiplied pixels are its colours.
        let rgba = image.pixel(x: x, y: y)
        XCTAssertEqual(rgba.count, 4, "(\(x), \(y)) is inside the \(image.width) x \(image.height) picture")
        guard rgba.count == 4 else { return (-1, -1, -1) }
        XCTAssertEqual(rgba[3], 255, "an opaque pixel")
        return (Int(rgba[0]), Int(rgba[1]), Int(rgba[2]))
    }

    func testViewsAreDrawnWhereTheModelPutsThemAndHiddenOnesOnlyAsGhosts() throws {
        let s = try scene("02-skipped-views.yaml")
        let image = try Renderer().render(s, story: nil, options: RenderOptions())
        // The disabled button is solid grey #8E8E93.
        let grey = pixel(image, Point(450, 300))
        XCTAssertEqual(grey.r, 0x8E, accuracy: 2)
        // The hidden card (#0A84FF) is only a faint ghost over the floor (#E5E5EA).
        let ghost = pixel(image, Point(250, 150))
        XCTAssertGreaterThan(ghost.r, 150, "a hidden view is not drawn solid")
        XCTAssertLessThan(ghost.r, 0xE5, "but it leaves a ghost")
    }

    func testGroupOpacityComposesAViewWithItsSubviews() throws {
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.appearance.background = Colour(r: 255, g: 255, b: 255)
        let parent = View(name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.appearance.background = Colour(r: 0, g: 0, b: 0)
        parent.alpha = 0.5
        let child = View(name: "child", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        child.appearance.background = Colour(r: 0, g: 0, b: 0)
        parent.addSubview(child)
        window.addSubview(parent)
        let s = Scene(title: "t", size: Size(100, 100), window: window)
        let image = try Renderer().render(s, story: nil, options: RenderOptions())
        // As a group, black over black at 50% is the same grey everywhere (not darker where they overlap).
        XCTAssertEqual(pixel(image, Point(25, 25), of: s).r, pixel(image, Point(75, 75), of: s).r, accuracy: 1)
        XCTAssertEqual(pixel(image, Point(75, 75), of: s).r, 128, accuracy: 2)
    }

    func testScale2DoublesTheFrame() throws {
        let s = try scene("04-round-button.yaml")
        let one = try Renderer().render(s, story: nil, options: RenderOptions(PictureSpec(scale: 1)))
        let two = try Renderer().render(s, story: nil, options: RenderOptions(PictureSpec(scale: 2)))
        XCTAssertEqual(two.width, one.width * 2)
    }

    func testEveryStepRendersAndStepZeroShowsNoStory() throws {
        let s = try scene("13-control-vs-gesture.yaml")
        let story = Story(scene: s, interaction: .click(Point(280, 275)))
        XCTAssertEqual(story.stepCount, Narrator(scene: s).lines(for: story.trace).count)
        XCTAssertTrue(story.state(at: 0).visitOrder.isEmpty)
        XCTAssertEqual(story.state(at: 3).visitOrder.count, 2, "steps 2 and 3 ask the window and the card")
        XCTAssertNil(story.state(at: 3).hit)
        XCTAssertEqual(story.state(at: nil).hit?.name, "buyButton")
        let renderer = try Renderer()
        var sizes = Set<Int>()
        for step in [0, 5, story.stepCount] {
            sizes.insert(try renderer.render(s, story: story, options: RenderOptions(PictureSpec(step: step))).width)
        }
        XCTAssertEqual(sizes.count, 1, "the frame keeps its width while the story plays")
    }

    func testLayers3DDrawsSomethingDifferent() throws {
        let s = try scene("09-views-and-layers.yaml")
        let flat = try bytes(try Renderer().render(s, story: nil, options: RenderOptions()))
        let exploded = try bytes(
            try Renderer().render(s, story: nil, options: RenderOptions(PictureSpec(layers3D: true))))
        XCTAssertNotEqual(flat, exploded)
    }
}
