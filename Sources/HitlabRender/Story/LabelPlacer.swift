import CCairo
import HitlabCore

/// Draws the overlay's text (step badges, tags, numbered chips) in frame pixels, crisp at
/// any scale, moving each label down until it no longer covers one already placed.
struct LabelPlacer {
    let theme: Theme
    let text: TextRasterizer
    /// Window points to frame pixels.
    let toPixels: AffineTransform
    /// Pixels per point for label sizes.
    let scale: Double
    /// Labels stay inside this pixel rectangle.
    let bounds: Rect
    private(set) var placed: [Rect] = []

    init(theme: Theme, text: TextRasterizer, toPixels: AffineTransform, scale: Double, bounds: Rect) {
        self.theme = theme
        self.text = text
        self.toPixels = toPixels
        self.scale = scale
        self.bounds = bounds
    }

    private var smallPx: Int { Int((theme.panelFontSize * 0.92 * scale).rounded()) }
    private var normalPx: Int { Int((theme.panelFontSize * scale).rounded()) }

    /// Black or white, whichever reads better on `fill`.
    static func ink(on fill: Colour) -> Colour {
        let black = Colour(r: 0, g: 0, b: 0), white = Colour(r: 255, g: 255, b: 255)
        return contrastRatio(fill, black) >= contrastRatio(fill, white) ? black : white
    }

    /// A step number in a circle at a view's corner, with its verdict beside it.
    mutating func badge(number: Int, label: String, at point: Point, colour: Colour, _ cr: OpaquePointer) {
        let p = toPixels.apply(point)
        let r = theme.badgeRadius * scale
        let ink = Self.ink(on: colour)
        guard let num = text.image("\(number)", pixelSize: Int((theme.badgeRadius * 1.15 * scale).rounded()), weight: .bold, colour: ink) else { return }
        let tagImage = text.image(label, pixelSize: smallPx, weight: .bold, colour: ink)
        let pad = 5 * scale
        let tagWidth = tagImage.map { Double($0.width) + 2 * pad } ?? 0
        let height = 2 * r
        var rect = Rect(x: p.x - r * 0.6, y: p.y - r * 0.6, width: 2 * r + (tagWidth > 0 ? tagWidth - r * 0.4 : 0), height: height)
        rect = place(rect)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        if let tagImage {
            roundedRectPath(cr, rect.minX + r, rect.minY + height * 0.1, rect.width - r, height * 0.8, height * 0.4)
            pill(colour, cr)
            blit(tagImage, x: rect.minX + 2 * r + pad * 0.4, y: rect.minY + (height - Double(tagImage.height)) / 2, cr)
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, 0, 2 * Double.pi)
        pill(colour, cr)
        blit(num, x: rect.minX + r - Double(num.width) / 2, y: rect.minY + r - Double(num.height) / 2, cr)
        cairo_restore(cr)
    }

    /// A text tag in a coloured pill near a point.
    mutating func tag(_ label: String, at point: Point, colour: Colour, _ cr: OpaquePointer, small: Bool,
                      alignRight: Bool = false, above: Bool = false) {
        let ink = Self.ink(on: colour)
        guard let image = text.image(label, pixelSize: small ? smallPx : normalPx, weight: .bold, colour: ink) else { return }
        let p = toPixels.apply(point)
        let pad = 5 * scale
        let w = Double(image.width) + 2 * pad, h = Double(image.height) + pad * 0.6
        var rect = Rect(x: alignRight ? p.x - w : p.x, y: above ? p.y - h - 2 : p.y + 2, width: w, height: h)
        rect = place(rect)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        roundedRectPath(cr, rect.minX, rect.minY, rect.width, rect.height, h / 2)
        pill(colour, cr)
        blit(image, x: rect.minX + pad, y: rect.minY + pad * 0.3, cr)
        cairo_restore(cr)
    }

    /// A small numbered circle centred on a point (chain arrows).
    mutating func chip(_ label: String, at point: Point, colour: Colour, _ cr: OpaquePointer) {
        let p = toPixels.apply(point)
        let r = theme.badgeRadius * 0.85 * scale
        let ink = Self.ink(on: colour)
        guard let image = text.image(label, pixelSize: Int((theme.badgeRadius * scale).rounded()), weight: .bold, colour: ink) else { return }
        let rect = Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)
        placed.append(rect)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_sub_path(cr)
        cairo_arc(cr, p.x, p.y, r, 0, 2 * Double.pi)
        pill(colour, cr)
        blit(image, x: p.x - Double(image.width) / 2, y: p.y - Double(image.height) / 2, cr)
        cairo_restore(cr)
    }

    /// Moves a label down (then up) until it overlaps no earlier label, and keeps it in bounds.
    private mutating func place(_ start: Rect) -> Rect {
        var rect = start
        rect.origin.x = min(max(rect.minX, bounds.minX), max(bounds.minX, bounds.maxX - rect.width))
        rect.origin.y = min(max(rect.minY, bounds.minY), max(bounds.minY, bounds.maxY - rect.height))
        var tries = 0
        while tries < 40, let other = placed.first(where: { overlaps($0, rect) }) {
            rect.origin.y = other.maxY + 2
            if rect.maxY > bounds.maxY { rect.origin.y = bounds.minY + Double(tries) * 3; rect.origin.x += 8 * scale }
            tries += 1
        }
        placed.append(rect)
        return rect
    }

    private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func pill(_ colour: Colour, _ cr: OpaquePointer) {
        colour.set(cr)
        cairo_fill_preserve(cr)
        theme.halo.set(cr, alpha: 0.85)
        cairo_set_line_width(cr, max(1, 1.5 * scale))
        cairo_stroke(cr)
    }

    private func blit(_ image: CairoImage, x: Double, y: Double, _ cr: OpaquePointer) {
        cairo_set_source_surface(cr, image.surface, x.rounded(), y.rounded())
        cairo_paint(cr)
    }
}
