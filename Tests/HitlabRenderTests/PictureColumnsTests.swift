import CCairo
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

    /// A window's frame is laid out and drawn the same way, the panel on another CPU, into the
    /// image its context draws into whole; the pixels are those of the plan drawn in one go.
    func testAWindowFrameDrawnOnTwoCPUsIsTheFrameDrawnOneAfterTheOther() throws {
        let scene = try HitlabSceneLoad.scene("07-hidden-parent-trap.yaml")
        let story = Story(scene: scene, interaction: .click(Point(500, 300)))
        for (theme, language, step) in [(Theme.light, Language.en, 2), (.projector, .zhHans, 5)] {
            var options = RenderOptions(frameSize: (1200, 760))
            options.theme = theme
            options.language = language
            let state = story.state(at: step)
            let selected = scene.view(named: "naiveMenu")
            let renderer = try Renderer()
            let twoCPUs = CairoImage(width: 1200, height: 760)
            var plan: FramePlan?
            twoCPUs.draw { cr in
                XCTAssertNotNil(
                    Renderer.panelColumns(
                        of: cr, renderer.layout(scene, story: story, state: state, options: options), options))
                plan = renderer.drawFrame(scene, story: story, state: state, options: options, selected: selected, cr)
            }
            let inOrder = CairoImage(width: 1200, height: 760)
            let sequential = try Renderer()
            let planned = sequential.plan(scene, story: story, state: state, options: options, selected: selected)
            inOrder.draw { sequential.drawFrame(scene, plan: planned, options: options, $0) }
            XCTAssertEqual(pixels(twoCPUs), pixels(inOrder), "\(theme.name), \(language)")
            XCTAssertEqual(plan?.marks.map(\.text), planned.marks.map(\.text))
            XCTAssertEqual(plan?.panel?.viewRows, planned.panel?.viewRows)
        }
    }

    /// A context that is transformed or clipped does not draw its target whole: no columns.
    func testATransformedOrClippedContextGetsNoColumns() throws {
        let scene = try HitlabSceneLoad.scene("04-round-button.yaml")
        let renderer = try Renderer()
        let options = RenderOptions(frameSize: (1200, 760))
        let layout = renderer.layout(scene, story: nil, state: nil, options: options)
        CairoImage(width: 1200, height: 760).draw { cr in
            XCTAssertNotNil(Renderer.panelColumns(of: cr, layout, options))
            cairo_save(cr)
            cairo_scale(cr, 2, 2)
            XCTAssertNil(Renderer.panelColumns(of: cr, layout, options))
            cairo_restore(cr)
            cairo_rectangle(cr, 0, 0, 600, 760)
            cairo_clip(cr)
            XCTAssertNil(Renderer.panelColumns(of: cr, layout, options))
        }
        CairoImage(width: 1000, height: 760).draw { XCTAssertNil(Renderer.panelColumns(of: $0, layout, options)) }
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
