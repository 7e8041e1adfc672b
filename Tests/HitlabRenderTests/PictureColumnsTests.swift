import HitlabCore
import HitlabStory
import XCTest

@testable import HitlabRender

/// A picture's canvas and panel are drawn at once, each CPU into its own columns
/// (`Renderer.panelColumns`), the panel thread painting the panel too. The pixels must be those
/// of the panel painted over the whole canvas afterwards, the order the window draws in.
final class PictureColumnsTests: XCTestCase {
    func testTheCanvasAndThePanelDrawnInTheirOwnColumnsGiveThePanelPaintedOverTheCanvas() throws {
        let scene = try HitlabSceneLoad.scene("04-round-button.yaml")
        let story = Story(scene: scene, interaction: .click(Point(240, 160)))
        for (theme, language) in [(Theme.light, Language.en), (.dark, .zhHans), (.projector, .zhHant)] {
            var options = RenderOptions(theme: theme)
            options.language = language
            let renderer = try Renderer()
            let (picture, plan) = try renderer.renderWithPlan(scene, story: story, options: options)
            let panel = try XCTUnwrap(plan.panel)
            XCTAssertNotNil(
                Renderer.panelColumns(
                    of: CairoImage(width: picture.width, height: picture.height), plan.layout, options),
                "\(theme.name): the panel covers whole columns, so the two CPUs draw their own")

            let whole = CairoImage(width: picture.width, height: picture.height)
            whole.draw { renderer.drawCanvas(scene, layout: plan.layout, overlay: plan.overlay, options: options, $0) }
            whole.draw { renderer.paintPanel(panel, layout: plan.layout, options: options, $0) }
            XCTAssertEqual(pixels(picture), pixels(whole), "\(theme.name), \(language)")
        }
    }

    func testColumnsOutsideThePictureAreRefused() {
        let image = CairoImage(width: 100, height: 10)
        XCTAssertNil(image.columns(90..<101))
        XCTAssertNil(image.columns(5..<5))
        XCTAssertNotNil(image.columns(0..<100))
    }

    private func pixels(_ image: CairoImage) -> [UInt8] {
        image.withPixels { data, stride in
            (0..<image.height).flatMap { y in
                Array(UnsafeBufferPointer(start: data + y * stride, count: image.width * 4))
            }
        }
    }
}
