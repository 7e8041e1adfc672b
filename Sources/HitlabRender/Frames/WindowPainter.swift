import CCairo
import HitlabCore
import HitlabWords

/// What the playground window draws on top of a frame: the hover hint, the selection, the
/// hit map, the inspector, the error banner, the status line, the help overlay, and the
/// gallery. It draws what it is given; the playground decides.
public struct WindowPainter {
    public let renderer: Renderer
    public let theme: Theme
    /// Pixels per point for the window's text.
    public let scale: Double

    public let words: Words

    public init(renderer: Renderer, theme: Theme, scale: Double, language: Language = .en) {
        words = Words(language)
        self.renderer = renderer
        self.theme = theme
        self.scale = scale
    }

    var px: Int { theme.bodyPixels(scale: scale) }

    // MARK: Views on the canvas

    /// A faint outline of the view a click at the pointer would hit.
    public func hover(_ view: View, layout: FrameLayout, _ cr: OpaquePointer) {
        outline(view, layout: layout, colour: theme.colour(for: .hit), alpha: 0.55, width: 2, dash: [5, 4], cr)
    }

    /// The selected view: a thick double outline.
    public func selection(_ view: View, layout: FrameLayout, _ cr: OpaquePointer) {
        outline(view, layout: layout, colour: theme.ink, alpha: 1, width: 4, dash: [], cr)
        outline(view, layout: layout, colour: theme.paper, alpha: 1, width: 1.5, dash: [6, 4], cr)
    }

    /// Edit mode's handle: a square on the selected view's bottom-right corner, where a drag
    /// resizes it (`side` points across, the handle's reach).
    /// Edit mode's resize handles: squares of `side` scene points at `points` (window points
    /// of `window`).
    public func resizeHandles(at points: [Point], window: View, layout: FrameLayout, side: Double, _ cr: OpaquePointer)
    {
        let toPixels = layout.sceneToPixels
        let half = side * layout.sceneScale / 2
        for p in points.map(toPixels.apply) { cairo_rectangle(cr, p.x - half, p.y - half, 2 * half, 2 * half) }
        theme.paper.set(cr)
        cairo_fill_preserve(cr)
        theme.ink.set(cr)
        cairo_set_line_width(cr, 2 * scale)
        cairo_stroke(cr)
    }

    func outline(
        _ view: View, layout: FrameLayout, colour: Colour, alpha: Double, width: Double, dash: [Double],
        _ cr: OpaquePointer
    ) {
        cairo_save(cr)
        cairo_new_path(cr)
        concat(cr, toPixels(view, layout: layout))
        let b = view.bounds
        cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        cairo_restore(cr)
        setDash(cr, dash.map { $0 * scale })
        theme.halo.set(cr, alpha: 0.6 * alpha)
        cairo_set_line_width(cr, (width + 2) * scale)
        cairo_stroke_preserve(cr)
        colour.set(cr, alpha: alpha)
        cairo_set_line_width(cr, width * scale)
        cairo_stroke(cr)
        setDash(cr, [])
    }

    // MARK: Hit map

    /// Colours every point of the canvas by the view a click there would hit, and names each
    /// region on the map itself, so no colour has to be told from another (and no legend box
    /// covers the story's labels).
    public func hitMap(_ scene: Scene, layout: FrameLayout, _ cr: OpaquePointer) {
        var index: [ObjectIdentifier: Int] = [:]
        var names: [String] = []
        scene.forEachView { view, _ in
            index[ObjectIdentifier(view)] = names.count
            names.append(view.name)
        }
        let cell = max(2.0, (3 * scale).rounded())
        let rect = layout.sceneRect
        let toScene = layout.sceneToPixels.inverted ?? .identity
        var regions: [Int: (x: Double, y: Double, n: Double)] = [:]
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                let p = toScene.apply(Point(x + cell / 2, y + cell / 2)) + scene.window.boundsOrigin
                if let hit = scene.hitTestUntraced(p), let i = index[ObjectIdentifier(hit)] {
                    let r = regions[i] ?? (0, 0, 0)
                    regions[i] = (r.x + x, r.y + y, r.n + 1)
                    Self.mapColour(i).set(cr, alpha: 0.7)
                    cairo_rectangle(cr, x, y, cell, cell)
                    cairo_fill(cr)
                }
                x += cell
            }
            y += cell
        }
        // Each region's name at its middle, biggest regions first, never on top of another.
        var taken: [Rect] = []
        for (i, r) in regions.sorted(by: { $0.value.n > $1.value.n || ($0.value.n == $1.value.n && $0.key < $1.key) }) {
            guard r.n * cell * cell > Double(px * px) * 3,
                let image = renderer.text.image(names[i], pixelSize: px, weight: .bold, colour: theme.ink)
            else { continue }
            let w = Double(image.width) + 8 * scale, h = Double(image.height) + 4 * scale
            let box = Rect(x: r.x / r.n + cell / 2 - w / 2, y: r.y / r.n + cell / 2 - h / 2, width: w, height: h)
            guard !taken.contains(where: { $0.overlaps(box) }) else { continue }
            taken.append(box)
            roundedRectPath(cr, box.minX, box.minY, box.width, box.height, h / 2)
            theme.paper.set(cr, alpha: 0.9)
            cairo_fill(cr)
            blit(image, x: box.minX + 4 * scale, y: box.minY + 2 * scale, cr)
        }
    }

    /// Paul Tol's "light" palette: distinct for colour-blind viewers, light enough for names
    /// in ink on top. It repeats after nine views; the names tell repeated colours apart.
    static let mapPalette: [Colour] = [
        0x77AADD, 0xEE8866, 0xEEDD88, 0xFFAABB, 0x99DDFF, 0x44BB99, 0xBBCC33, 0xAAAA00, 0xDDDDDD
    ].map { Colour.hex($0) }

    static func mapColour(_ i: Int) -> Colour { mapPalette[i % mapPalette.count] }

    // MARK: Boxes of text

    /// Lines of text in a box, anchored at a corner of `area`.
    public enum Corner { case topLeft, topRight, bottomLeft, bottomRight, centre }

    /// Returns the box as a mark (its text, where it is, its size of text).
    @discardableResult
    public func textBox(
        _ lines: [(String, bold: Bool)], in area: Rect, corner: Corner, background: Colour? = nil,
        ink: Colour? = nil, maxWidth: Double? = nil, _ cr: OpaquePointer
    ) -> Mark? {
        let pad = 10 * scale
        let images = textBoxLines(lines, maxWidth: maxWidth ?? area.width * 0.8, ink: ink)
        guard !images.isEmpty else { return nil }
        let (w, h) = boxSize(images)
        let x: Double, y: Double
        switch corner {
        case .topLeft: (x, y) = (area.minX + pad, area.minY + pad)
        case .topRight: (x, y) = (area.maxX - w - pad, area.minY + pad)
        case .bottomLeft: (x, y) = (area.minX + pad, area.maxY - h - pad)
        case .bottomRight: (x, y) = (area.maxX - w - pad, area.maxY - h - pad)
        case .centre: (x, y) = (area.midX - w / 2, area.midY - h / 2)
        }
        box(Rect(x: x, y: y, width: w, height: h), background: background, cr)
        var ly = y + pad
        for image in images {
            blit(image, x: x + pad, y: ly, cr)
            ly += Double(image.height) + 2 * scale
        }
        return Mark(
            kind: .windowBox, text: lines.map(\.0).joined(separator: "\n"), rect: Rect(x: x, y: y, width: w, height: h),
            view: nil, textPixels: px)
    }

    /// How much room a box of these lines takes from its corner, margin included, pixels.
    public func textBoxRoom(_ lines: [(String, bold: Bool)], maxWidth: Double) -> Size {
        let images = textBoxLines(lines, maxWidth: maxWidth, ink: nil)
        guard !images.isEmpty else { return Size(0, 0) }
        let (w, h) = boxSize(images)
        return Size(w + 10 * scale, h + 10 * scale)
    }

    private func textBoxLines(_ lines: [(String, bold: Bool)], maxWidth: Double, ink: Colour?) -> [CairoImage] {
        let wrap = pixels(maxWidth - 20 * scale, .towardZero)
        return lines.compactMap { line in
            renderer.text.image(
                line.0, pixelSize: px, weight: line.bold ? .bold : .regular, colour: ink ?? theme.panelText,
                wrapWidth: max(1, wrap))
        }
    }

    private func boxSize(_ images: [CairoImage]) -> (Double, Double) {
        let pad = 10 * scale
        return (
            (images.map { Double($0.width) }.max() ?? 0) + 2 * pad,
            images.reduce(2 * pad) { $0 + Double($1.height) + 2 * scale }
        )
    }

    // MARK: Primitives

    func box(_ r: Rect, background: Colour? = nil, _ cr: OpaquePointer) {
        roundedRectPath(cr, r.minX, r.minY, r.width, r.height, 8 * scale)
        (background ?? theme.panelBackground).set(cr, alpha: 0.94)
        cairo_fill_preserve(cr)
        theme.panelDim.set(cr)
        cairo_set_line_width(cr, 1.5 * scale)
        cairo_stroke(cr)
    }

    func blit(_ image: CairoImage, x: Double, y: Double, _ cr: OpaquePointer) {
        cairo_set_source_surface(cr, image.surface, x.rounded(), y.rounded())
        cairo_paint(cr)
    }
}

extension Renderer {
    /// Only the scene, fitted into `rect` (pixels), its views' texts in `language`: gallery thumbnails.
    public func drawScene(
        _ scene: Scene, fittedIn rect: Rect, theme: Theme, language: Language = .en, _ cr: OpaquePointer
    ) {
        let s = min(rect.width / scene.size.width, rect.height / scene.size.height)
        guard s > 0 else { return }
        cairo_save(cr)
        cairo_translate(
            cr, (rect.minX + (rect.width - scene.size.width * s) / 2).rounded(),
            (rect.minY + (rect.height - scene.size.height * s) / 2).rounded())
        cairo_scale(cr, s, s)
        cairo_rectangle(cr, 0, 0, scene.size.width, scene.size.height)
        cairo_clip(cr)
        cairo_translate(cr, -scene.window.boundsOrigin.x, -scene.window.boundsOrigin.y)
        SceneCompositor(store: store, theme: theme, scale: s, language: language).draw(windowsOf: scene, cr)
        cairo_restore(cr)
    }
}
