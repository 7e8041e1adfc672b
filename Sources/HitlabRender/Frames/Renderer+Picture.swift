import CCairo
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
        let image = CairoImage(
            width: layout.size.width, height: layout.size.height, pool: ReadyPixelMemory.framePool())
        // Out of memory, Cairo gives no surface: that is an error, never a 1 x 1 picture. The
        // composed scene under a window-sized frame is a picture of its own, checked as it is made.
        allocationFailed = !Self.isWhole(image, layout)
        let columns = allocationFailed ? nil : Self.panelColumns(of: image, layout, options)
        let (overlay, panel) = planAndDraw(
            scene, story: story, state: state, layout: layout, options: options, columns: columns,
            whole: { if !self.allocationFailed { image.draw($0) } })
        guard !allocationFailed else {
            composed.forget()
            throw RenderError.tooLarge(
                "cannot allocate a picture of \(layout.size.width) x \(layout.size.height) pixels (out of memory)")
        }
        return (image, FramePlan(layout: layout, overlay: overlay, panel: panel))
    }

    /// A window's frame, laid out and drawn through `cr` as `render` draws a picture: the canvas
    /// here, the panel's rows laid out, set and painted on another CPU where the panel covers
    /// whole columns of an image `cr` draws into whole; else one after the other, the panel
    /// over the canvas. The same pixels as `plan` and `drawFrame`.
    public func drawFrame(
        _ scene: Scene, story: Story?, state: StoryState?, options: RenderOptions, selected: View? = nil,
        _ cr: OpaquePointer
    ) -> FramePlan {
        let layout = self.layout(scene, story: story, state: state, options: options)
        let columns = Self.panelColumns(of: cr, layout, options)
        let (overlay, panel) = planAndDraw(
            scene, story: story, state: state, layout: layout, options: options, selected: selected,
            columns: columns, whole: { $0(cr) })
        if columns != nil, let target = cairo_get_target(cr) { cairo_surface_mark_dirty(target) }
        return FramePlan(layout: layout, overlay: overlay, panel: panel)
    }

    /// Places the canvas's labels and draws the canvas, and lays out, sets and paints the panel:
    /// each into its own `columns` at once on two CPUs (the panel's rows start at once and wait
    /// for the canvas's labels only to set its footnotes and legend), or with no columns the
    /// panel painted over the canvas through `whole` once both are laid out.
    func planAndDraw(
        _ scene: Scene, story: Story?, state: StoryState?, layout: FrameLayout, options: RenderOptions,
        selected: View? = nil, columns: (canvas: ImageColumns, panel: ImageColumns)?,
        whole: (_ draw: (OpaquePointer) -> Void) -> Void
    ) -> (overlay: OverlayPlan, panel: PanelLayout?) {
        let labels = Handover<OverlayPlan>()
        var panel: PanelLayout?
        func canvasPart() {
            let overlay = overlayPlan(scene, story: story, state: state, layout: layout, options: options)
            labels.give(overlay)
            let draw = { self.drawCanvas(scene, layout: layout, overlay: overlay, options: options, $0) }
            if let columns { columns.canvas.draw(draw) } else { whole(draw) }
        }
        func panelPart(_ setter: TextRasterizer) {
            setter.language = options.language
            panel = panelLayout(
                scene, story: story, state: state, overlay: labels.wait, layout: layout, options: options,
                selected: selected, text: setter)
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
        if columns == nil, let panel {
            whole { self.paintPanel(panel, layout: layout, options: options, $0) }
        }
        return (labels.wait(), panel)
    }

    /// The picture's columns left of the panel and the panel's own, where the panel covers
    /// whole columns top to bottom in an opaque colour: what the canvas would draw there is
    /// painted over, so each CPU may draw its own columns at once and the pixels are the same
    /// (the panel thread then paints the panel too, instead of this one after both). Nil
    /// otherwise: the panel is painted over the canvas afterwards.
    static func panelColumns(
        of image: CairoImage, _ layout: FrameLayout, _ options: RenderOptions
    ) -> (canvas: ImageColumns, panel: ImageColumns)? {
        guard panelCoversColumns(width: image.width, height: image.height, layout, options),
            let canvas = image.columns(0..<Int(layout.panelRect.minX)),
            let panel = image.columns(Int(layout.panelRect.minX)..<image.width)
        else { return nil }
        return (canvas, panel)
    }

    /// The same for a window's frame drawn through `cr`: only when it draws into a whole image
    /// surface of the frame's size, untransformed and unclipped.
    static func panelColumns(
        of cr: OpaquePointer, _ layout: FrameLayout, _ options: RenderOptions
    ) -> (canvas: ImageColumns, panel: ImageColumns)? {
        guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            return nil
        }
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(target, &x, &y)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0, matrix.x0 == 0, matrix.y0 == 0,
            x == 0, y == 0, isUnclipped(cr, width: width, height: height),
            panelCoversColumns(width: width, height: height, layout, options),
            let canvas = ImageColumns(of: target, 0..<Int(layout.panelRect.minX)),
            let panel = ImageColumns(of: target, Int(layout.panelRect.minX)..<width)
        else { return nil }
        return (canvas, panel)
    }

    private static func panelCoversColumns(
        width: Int, height: Int, _ layout: FrameLayout, _ options: RenderOptions
    ) -> Bool {
        let rect = layout.panelRect, split = Int(rect.minX)
        return rect.width > 0 && Double(split) == rect.minX && split > 0 && rect.minY == 0
            && rect.maxX == Double(width) && rect.maxY == Double(height) && options.theme.panelBackground.a == 255
            && layout.size.width == width && layout.size.height == height
    }

    /// Whether `cr` draws everywhere on its `width` x `height` target.
    private static func isUnclipped(_ cr: OpaquePointer, width: Int, height: Int) -> Bool {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
            let r = list.pointee.rectangles?.pointee
        else { return false }
        return r.x == 0 && r.y == 0 && r.width == Double(width) && r.height == Double(height)
    }
}
