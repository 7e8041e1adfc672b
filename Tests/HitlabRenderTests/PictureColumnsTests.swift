import CCairo
import HitlabCore
import HitlabStory
import XCTest

@testable import HitlabRender

/// A picture's canvas and panel are drawn at once: the canvas on the picture as one CPU would
/// draw it, the panel on another CPU into memory of its own, copied into its columns after
/// (`Renderer.panelSplit`). The pixels must be those of the panel painted over the whole
/// canvas afterwards, the order one CPU draws in.
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
                Renderer.panelSplit(
                    of: CairoImage(width: picture.width, height: picture.height), plan.layout, options),
                "\(theme.name): the panel covers its columns, so the two CPUs draw at once")

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
        var seams: [Int?] = []
        // The projector's panel at 1920 x 1080 is 729.6 pixels wide: its edge crosses a column.
        for (theme, language, step, w, h) in [
            (Theme.light, Language.en, 2, 1200, 760), (.projector, .zhHans, 5, 1920, 1080),
            (.dark, .zhHant, 7, 1366, 768)
        ] {
            var options = RenderOptions(frameSize: (w, h))
            options.theme = theme
            options.language = language
            let state = story.state(at: step)
            let selected = scene.view(named: "naiveMenu")
            let renderer = try Renderer()
            let twoCPUs = CairoImage(width: w, height: h)
            var plan: FramePlan?
            twoCPUs.draw { cr in
                let split = Renderer.panelSplit(
                    of: cr, renderer.layout(scene, story: story, state: state, options: options), options)
                XCTAssertNotNil(split)
                seams.append(split?.seam)
                plan = renderer.drawFrame(scene, story: story, state: state, options: options, selected: selected, cr)
            }
            let inOrder = CairoImage(width: w, height: h)
            let sequential = try Renderer()
            let planned = sequential.plan(scene, story: story, state: state, options: options, selected: selected)
            inOrder.draw { sequential.drawFrame(scene, plan: planned, options: options, $0) }
            XCTAssertEqual(pixels(twoCPUs), pixels(inOrder), "\(theme.name), \(language)")
            XCTAssertEqual(plan?.marks.map(\.text), planned.marks.map(\.text))
            XCTAssertEqual(plan?.panel?.viewRows, planned.panel?.viewRows)
        }
        XCTAssertEqual(seams.first, .some(nil), "1200 x 760: the panel's edge is a whole pixel")
        XCTAssertTrue(seams.dropFirst().contains { $0 != nil }, "a panel edge inside a column: \(seams)")
    }

    /// A context that is transformed or clipped does not draw its target whole: no columns.
    func testATransformedOrClippedContextGetsNoColumns() throws {
        let scene = try HitlabSceneLoad.scene("04-round-button.yaml")
        let renderer = try Renderer()
        let options = RenderOptions(frameSize: (1200, 760))
        let layout = renderer.layout(scene, story: nil, state: nil, options: options)
        CairoImage(width: 1200, height: 760).draw { cr in
            XCTAssertNotNil(Renderer.panelSplit(of: cr, layout, options))
            cairo_save(cr)
            cairo_scale(cr, 2, 2)
            XCTAssertNil(Renderer.panelSplit(of: cr, layout, options))
            cairo_restore(cr)
            cairo_push_group(cr)
            XCTAssertNil(Renderer.panelSplit(of: cr, layout, options), "drawing into a group")
            cairo_pattern_destroy(cairo_pop_group(cr))
            cairo_rectangle(cr, 0, 0, 600, 760)
            cairo_clip(cr)
            XCTAssertNil(Renderer.panelSplit(of: cr, layout, options))
        }
        CairoImage(width: 1000, height: 760).draw { XCTAssertNil(Renderer.panelSplit(of: $0, layout, options)) }
    }

    func testAnImageIsCopiedIntoTheColumnsFromItsOwnAndNoFurther() {
        let frame = CairoImage(width: 10, height: 4), part = CairoImage(width: 6, height: 4)
        part.draw { cr in
            cairo_set_source_rgb(cr, 1, 0, 0)
            cairo_paint(cr)
        }
        part.copy(into: frame.surface, atColumn: 7)
        XCTAssertEqual(frame.pixel(x: 6, y: 2), [0, 0, 0, 0], "left of the columns: untouched")
        XCTAssertEqual(frame.pixel(x: 7, y: 0), [255, 0, 0, 255])
        XCTAssertEqual(frame.pixel(x: 9, y: 3), [255, 0, 0, 255], "what does not fit is left out")
    }

    private func pixels(_ image: CairoImage) -> [UInt8] {
        image.withPixels { data, stride in
            (0..<image.height).flatMap { y in
                Array(UnsafeBufferPointer(start: data + y * stride, count: image.width * 4))
            }
        }
    }
}
