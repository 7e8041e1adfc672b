import HitlabCore
import HitlabFiles
import HitlabStory

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture drawn whole (`render`, `check`, `export`): the panel's rows are laid out, set and
/// painted on another CPU, by a text setter of their own, while this one places the canvas's
/// labels and draws the canvas into the columns left of the panel (`panelColumns`; where the
/// panel does not cover whole columns, it is painted over the canvas afterwards). The two
/// halves share no mutable state (each setter keeps its own caches; fonts and libraries are
/// shared and locked; each draws its own pixels), and the painting is the same calls, so the
/// picture is the same bytes.
extension Renderer {
    /// Draws a whole frame: the scene, the story on top, the side panel. Throws when the
    /// picture would be larger than `SceneLimits` allows (a big scene at a big `scale`).
    public func render(_ scene: Scene, story: Story?, options: RenderOptions) throws -> CairoImage {
        try renderWithPlan(scene, story: story, options: options).image
    }

    /// The picture and the plan it was painted from (its marks are `--layout-json`).
    public func renderWithPlan(
        _ scene: Scene, story: Story?, options: RenderOptions
    ) throws -> (image: CairoImage, plan: FramePlan) {
        let state = story?.state(at: options.step)
        text.language = options.language
        let layout = self.layout(scene, story: story, state: state, options: options)
        if let problem = SceneLimits.outputProblem(width: Double(layout.size.width), height: Double(layout.size.height))
        {
            throw RenderError.tooLarge(problem)
        }
        // The panel's rows start at once; they wait for the canvas's labels only to set its
        // footnotes and legend.
        let labels = Handover<OverlayPlan>()
        var panel: PanelLayout?
        let image = CairoImage(
            width: layout.size.width, height: layout.size.height, pool: ReadyPixelMemory.framePool())
        // Out of memory, Cairo gives no surface: that is an error, never a 1 x 1 picture. The
        // composed scene under a window-sized frame is a picture of its own, checked as it is made.
        allocationFailed = !Self.isWhole(image, layout)
        let columns = allocationFailed ? nil : Self.panelColumns(of: image, layout, options)
        func canvasPart() {
            let overlay = overlayPlan(scene, story: story, state: state, layout: layout, options: options)
            labels.give(overlay)
            guard !allocationFailed else { return }
            let draw = { self.drawCanvas(scene, layout: layout, overlay: overlay, options: options, $0) }
            if let columns { columns.canvas.draw(draw) } else { image.draw(draw) }
        }
        func panelPart(_ setter: TextRasterizer) {
            setter.language = options.language
            panel = panelLayout(
                scene, story: story, state: state, overlay: labels.wait, layout: layout, options: options,
                text: setter)
            if let columns, let panel {
                columns.panel.draw { self.paintPanel(panel, layout: layout, options: options, text: setter, $0) }
            }
        }
        // The canvas's part first where there is one thread: the panel's waits for its labels.
        if layout.panelRect.width > 0, let beside = panelText {
            BandThreads.run(2) { part in part == 0 ? canvasPart() : panelPart(beside) }
        } else {
            canvasPart()
            panelPart(text)
        }
        if columns == nil, let panel, !allocationFailed {
            image.draw { self.paintPanel(panel, layout: layout, options: options, $0) }
        }
        guard !allocationFailed else {
            composed.forget()
            throw RenderError.tooLarge(
                "cannot allocate a picture of \(layout.size.width) x \(layout.size.height) pixels (out of memory)")
        }
        return (image, FramePlan(layout: layout, overlay: labels.wait(), panel: panel))
    }

    /// The picture's columns left of the panel and the panel's own, where the panel covers
    /// whole columns top to bottom in an opaque colour: what the canvas would draw there is
    /// painted over, so each CPU may draw its own columns at once and the pixels are the same
    /// (the panel thread then paints the panel too, instead of this one after both). Nil
    /// otherwise: the panel is painted over the canvas afterwards.
    static func panelColumns(
        of image: CairoImage, _ layout: FrameLayout, _ options: RenderOptions
    ) -> (canvas: ImageColumns, panel: ImageColumns)? {
        let rect = layout.panelRect, split = Int(rect.minX)
        guard rect.width > 0, Double(split) == rect.minX, split > 0, rect.minY == 0,
            rect.maxX == Double(image.width), rect.maxY == Double(image.height), options.theme.panelBackground.a == 255,
            let canvas = image.columns(0..<split), let panel = image.columns(split..<image.width)
        else { return nil }
        return (canvas, panel)
    }
}
