import CCairo
import CSDL2
import HitlabCore

/// Backing stores (seed 003: a layer draws its content once and is composited after):
/// each layer's content is rasterised into an image the first time it is needed at a given
/// size and scale, and reused until its look changes. Keys are the look itself, so two
/// identical layers share one store and a changed layer simply misses.
public final class LayerStore {
    struct ContentKey: Hashable {
        let appearance: Appearance
        let width: Double
        let height: Double
        let scale: Double
        let defaultText: Colour
        let defaultFontSize: Double
    }

    struct BorderKey: Hashable {
        let border: Border
        let cornerRadius: Double
        let width: Double
        let height: Double
        let scale: Double
    }

    private var contents: [ContentKey: CairoImage] = [:]
    private var borders: [BorderKey: CairoImage] = [:]
    private var images: [String: CairoImage] = [:]
    let text: TextRasterizer
    /// How many stores were drawn (not reused): a test and the benchmark read it.
    public private(set) var redraws = 0

    public init(text: TextRasterizer) {
        self.text = text
    }

    public var count: Int { contents.count + borders.count }

    /// Background, image and text of a layer, `size` points at `scale` pixels per point.
    func content(_ a: Appearance, size: Size, scale: Double, theme: Theme) -> CairoImage? {
        guard a.background.a > 0 || a.imagePath != nil || !(a.text ?? "").isEmpty else { return nil }
        let key = ContentKey(appearance: a, width: size.width, height: size.height, scale: scale,
                             defaultText: theme.viewText, defaultFontSize: theme.viewFontSize)
        if let hit = contents[key] { return hit }
        let image = CairoImage(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        image.draw { cr in
            cairo_scale(cr, scale, scale)
            roundedRectPath(cr, 0, 0, size.width, size.height, a.cornerRadius)
            if a.background.a > 0 {
                a.background.set(cr)
                cairo_fill_preserve(cr)
            }
            if let path = a.imagePath, let picture = loadImage(path) {
                cairo_save(cr)
                cairo_clip(cr)
                cairo_scale(cr, size.width / Double(picture.width), size.height / Double(picture.height))
                cairo_set_source_surface(cr, picture.surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
                cairo_restore(cr)
            }
            cairo_new_path(cr)
            if let string = a.text, !string.isEmpty {
                let px = Int(((a.fontSize ?? theme.viewFontSize) * scale).rounded())
                let wrap = max(1, Int(((size.width - 8) * scale).rounded(.down)))
                if let run = text.image(string, pixelSize: px, colour: a.textColour ?? theme.viewText, wrapWidth: wrap) {
                    cairo_identity_matrix(cr)
                    let x = ((Double(image.width) - Double(run.width)) / 2).rounded(.down)
                    let y = ((Double(image.height) - Double(run.height)) / 2).rounded(.down)
                    cairo_set_source_surface(cr, run.surface, x, y)
                    cairo_paint(cr)
                }
            }
        }
        redraws += 1
        contents[key] = image
        return image
    }

    /// A border, drawn inside the layer's edge (CALayer draws it above content and sublayers).
    func border(_ border: Border, cornerRadius: Double, size: Size, scale: Double) -> CairoImage? {
        guard border.width > 0, border.colour.a > 0 else { return nil }
        let key = BorderKey(border: border, cornerRadius: cornerRadius, width: size.width, height: size.height, scale: scale)
        if let hit = borders[key] { return hit }
        let image = CairoImage(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        image.draw { cr in
            cairo_scale(cr, scale, scale)
            let half = border.width / 2
            roundedRectPath(cr, half, half, size.width - border.width, size.height - border.width, max(0, cornerRadius - half))
            border.colour.set(cr)
            cairo_set_line_width(cr, border.width)
            cairo_stroke(cr)
        }
        redraws += 1
        borders[key] = image
        return image
    }

    private func loadImage(_ path: String) -> CairoImage? {
        if let hit = images[path] { return hit }
        guard let surface = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(surface) }
        let image = CairoImage(sdlSurface: surface)
        images[path] = image
        return image
    }
}
