import HitlabCore
import HitlabRender
import HitlabStory
import XCTest

/// The touch mark never hides a view's own text: a click on a button's title (every part of
/// the review's lesson clicked one) leaves the title readable, the mark faint over it and
/// whole around it.
final class TouchMarkTests: XCTestCase {
    func testTheTouchMarkIsDrawnAroundAViewsTitleNotOverIt() throws {
        let scene = try HitlabSceneLoad.scene("01-click-e.yaml")
        // The responder-chain lesson's first click, on E's title.
        let story = Story(scene: scene, interaction: .click(Point(510, 280)))
        let options = RenderOptions(theme: .projector, frameSize: (1024, 768))
        let (image, plan) = try Renderer().renderWithPlan(scene, story: story, options: options)
        let touch = try XCTUnwrap(plan.marks.first { $0.kind == .touchPoint }).rect
        let title = try XCTUnwrap(plan.marks.first { $0.kind == .caption && $0.view == "E" }).rect
        XCTAssertTrue(title.overlaps(touch), "the click lands on E's title")
        // The mark is white over black; E's title is black on lavender, so any white pixel in
        // the title's box is the mark's.
        func whitePixels(in r: Rect, except hole: Rect? = nil) -> Int {
            var count = 0
            for y in Int(r.minY.rounded(.up))..<Int(r.maxY) {
                for x in Int(r.minX.rounded(.up))..<Int(r.maxX) {
                    if let hole, hole.contains(Point(Double(x), Double(y))) { continue }
                    if image.pixel(x: x, y: y).prefix(3) == [255, 255, 255] { count += 1 }
                }
            }
            return count
        }
        XCTAssertEqual(whitePixels(in: title), 0, "the mark is faint over the title")
        XCTAssertGreaterThan(
            whitePixels(
                in: touch,
                except: Rect(x: title.minX - 1, y: title.minY - 1, width: title.width + 2, height: title.height + 2)),
            20, "the mark is still drawn around the title")
    }
}
