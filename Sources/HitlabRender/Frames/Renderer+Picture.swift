import CCairo
import HitlabCore
import HitlabFiles
import HitlabStory

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture drawn whole (`render`, `check`, `export`), and a window's frame: the panel's rows
/// are laid out, set and painted on another CPU, by a text setter of their own, into memory of
/// their own, while this one places the canvas's labels and draws the canvas; the panel's
/// pixels are then copied into the columns it covers (`panelSplit`; where it does not cover
/// them in an opaque colour, it is painted over the canvas afterwards). The two halves share
/// no mutable state (each setter keeps its own caches; fonts and libraries are shared and
/// locked; each draws its own pixels), and the painting is the same calls, so the picture is
/// the same bytes.
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
        let split = allocationFailed ? nil : Self.panelSplit(of: image, layout, options)
        let (overlay, panel) = planAndDraw(
            scene, story: story, state: state, layout: layout, options: options, split: split,
            whole: { if !self.allocationFailed { image.draw($0) } })
        guard !allocationFailed else {
            composed.forget()
            throw RenderError.tooLarge(
                "cannot allocate a picture of \(layout.size.width) x \(layout.size.height) pixels (out of memory)")
        }
        return (image, FramePlan(layout: layout, overlay: overlay, panel: panel))
    }

    /// A window's frame, laid out and drawn through `cr` as `render` draws a picture: the canvas
    /// here, the panel's rows laid out, set and painted on another CPU where `cr` draws into a
    /// whole image (`panelSplit`); else one after the other, the panel over the canvas. The
    /// same pixels as `plan` and `drawFrame`.
    public func drawFrame(
        _ scene: Scene, story: Story?, state: StoryState?, options: RenderOptions, selected: View? = nil,
        _ cr: OpaquePointer
    ) -> FramePlan {
        let layout = self.layout(scene, story: story, state: state, options: options)
        let split = Self.panelSplit(of: cr, layout, options)
        let (overlay, panel) = planAndDraw(
            scene, story: story, state: state, layout: layout, options: options, selected: selected, split: split,
            whole: { $0(cr) })
        return FramePlan(layout: layout, overlay: overlay, panel: panel)
    }

    /// Places the canvas's labels and draws the canvas through `whole` (the whole frame, as one
    /// CPU would), and lays out, sets and paints the panel at once on another CPU: with a
    /// `split`, the panel's columns into memory of their own, copied into the frame once both
    /// are drawn, then the panel over the seam column its edge crosses, if any;
    /// otherwise the panel is painted over the canvas through `whole` once both are laid out.
    func planAndDraw(
        _ scene: Scene, story: Story?, state: StoryState?, layout: FrameLayout, options: RenderOptions,
        selected: View? = nil, split: PanelSplit?,
        whole: (_ draw: (OpaquePointer) -> Void) -> Void
    ) -> (overlay: OverlayPlan, panel: PanelLayout?) {
        let labels = Handover<OverlayPlan>()
        var panel: PanelLayout?
        let columns = split.flatMap { split in
            panelImage(width: layout.size.width - split.column, height: layout.size.height).map {
                cairo_surface_set_device_offset($0.surface, -Double(split.column), 0)
                return (image: $0, split: split)
            }
        }
        func canvasPart() {
            let overlay = overlayPlan(scene, story: story, state: state, layout: layout, options: options)
            labels.give(overlay)
            whole { self.drawCanvas(scene, layout: layout, overlay: overlay, options: options, $0) }
        }
        func panelPart(_ setter: TextRasterizer) {
            setter.language = options.language
            panel = panelLayout(
                scene, story: story, state: state, overlay: labels.wait, layout: layout, options: options,
                selected: selected, text: setter)
            if let columns, let panel {
                columns.image.draw { self.paintPanel(panel, layout: layout, options: options, text: setter, $0) }
            }
        }
        // The canvas's part first where there is one thread: the panel's waits for its labels.
        if layout.panelRect.width > 0, let beside = panelText {
            BandThreads.run(2) { part in part == 0 ? canvasPart() : panelPart(beside) }
        } else {
            canvasPart()
            panelPart(text)
        }
        if let columns, panel != nil {
            columns.image.copy(into: columns.split.target, atColumn: columns.split.column)
        }
        if let panel, columns == nil || columns?.split.seam != nil {
            whole { cr in
                cairo_save(cr)
                if let seam = columns?.split.seam {
                    cairo_rectangle(cr, Double(seam), 0, 1, Double(layout.size.height))
                    cairo_clip(cr)
                }
                self.paintPanel(panel, layout: layout, options: options, cr)
                cairo_restore(cr)
            }
        }
        return (labels.wait(), panel)
    }

    /// Where a frame's panel is split from its canvas to be drawn on two CPUs (`panelSplit`).
    struct PanelSplit {
        /// The frame's image surface.
        let target: OpaquePointer
        /// The first column the panel covers whole: its columns from here to the right edge are
        /// drawn on the other CPU.
        let column: Int
        /// The column the panel's left edge crosses when it is not a whole pixel: drawn with the
        /// canvas, then the panel painted over it alone once both are drawn.
        let seam: Int?
    }

    /// Where a picture's panel is split from its canvas, when the panel covers its columns top
    /// to bottom in an opaque colour: what the canvas draws there is painted over, so the panel
    /// may be drawn on its own at once and copied in, and the pixels are the same. Nil
    /// otherwise: the panel is painted over the canvas afterwards.
    static func panelSplit(of image: CairoImage, _ layout: FrameLayout, _ options: RenderOptions) -> PanelSplit? {
        split(of: image.surface, width: image.width, height: image.height, layout, options)
    }

    /// The same for a window's frame drawn through `cr`: only when it draws into a whole image
    /// surface of the frame's size, untransformed, unclipped and not into a group.
    static func panelSplit(of cr: OpaquePointer, _ layout: FrameLayout, _ options: RenderOptions) -> PanelSplit? {
        guard let target = cairo_get_target(cr), cairo_get_group_target(cr) == target,
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        let format = cairo_image_surface_get_format(target)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(target, &x, &y)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, matrix.isIdentity, x == 0, y == 0,
            isUnclipped(cr, width: width, height: height)
        else { return nil }
        return split(of: target, width: width, height: height, layout, options)
    }

    private static func split(
        of target: OpaquePointer, width: Int, height: Int, _ layout: FrameLayout, _ options: RenderOptions
    ) -> PanelSplit? {
        let rect = layout.panelRect, column = Int(rect.minX.rounded(.up))
        guard rect.width > 0, rect.minX > 0, column < width, rect.minY == 0, rect.maxX == Double(width),
            rect.maxY == Double(height), options.theme.panelBackground.a == 255, layout.size.width == width,
            layout.size.height == height
        else { return nil }
        return PanelSplit(target: target, column: column, seam: Double(column) == rect.minX ? nil : column - 1)
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
