import CCairo
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
        let minimumFontSize: Double
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
    private var images: [String: CairoImage?] = [:]
    private var storedPixels = 0
    let text: TextRasterizer
    /// How many stores were drawn (not reused): a test and the benchmark read it.
    public private(set) var redraws = 0

    public init(text: TextRasterizer) {
        self.text = text
    }

    public var count: Int { contents.count + borders.count }

    /// Forgets every store and image: a reloaded scene starts afresh (and its image files
    /// are read again, in case they changed).
    public func removeAll() {
        contents.removeAll()
        borders.removeAll()
        images.removeAll()
        storedPixels = 0
    }

    /// Background, image and text of a layer, `size` points at `scale` pixels per point.
    /// With `minimumFontSize` (points), the text is raised toward that size as far as it fits.
    func content(
        _ appearance: Appearance, size: Size, scale: Double, theme: Theme, minimumFontSize: Double = 0
    ) -> CairoImage? {
        var a = appearance
        guard a.background.a > 0 || a.imagePath != nil || !(a.text?.text ?? "").isEmpty else { return nil }
        if a.text != nil {
            let wanted = a.textColour ?? theme.viewText, drawn = theme.textColour(wanted, on: a.background)
            if drawn != wanted { a.textColour = drawn }
        }
        let key = ContentKey(
            appearance: a, width: size.width, height: size.height, scale: scale,
            defaultText: theme.viewText, defaultFontSize: theme.viewFontSize, minimumFontSize: minimumFontSize)
        if let hit = contents[key] { return hit }
        let image = makeStore(size, scale)
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
            if let string = a.text?.text, !string.isEmpty {
                if let run = text.caption(
                    string, fontSize: a.fontSize ?? theme.viewFontSize, box: size, scale: scale,
                    colour: a.textColour ?? theme.viewText, minimumFontSize: minimumFontSize)
                {
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
        let key = BorderKey(
            border: border, cornerRadius: cornerRadius, width: size.width, height: size.height, scale: scale)
        if let hit = borders[key] { return hit }
        let image = makeStore(size, scale)
        image.draw { cr in
            cairo_scale(cr, scale, scale)
            let half = border.width / 2
            roundedRectPath(
                cr, half, half, size.width - border.width, size.height - border.width, max(0, cornerRadius - half))
            border.colour.set(cr)
            cairo_set_line_width(cr, border.width)
            cairo_stroke(cr)
        }
        redraws += 1
        borders[key] = image
        return image
    }

    /// An image file, read once (nil, drawing nothing, when it is no longer a good PNG).
    private func loadImage(_ path: String) -> CairoImage? {
        if let hit = images[path] { return hit }
        let image = PNGFile.read(path)
        images[path] = .some(image)
        return image
    }

    /// The biggest store, a side and in all: a huge view is drawn coarser, never out of memory.
    static let maximumStoreSide = 4096.0
    static let maximumStorePixels = 16.0 * 1024 * 1024
    /// All stores together, in pixels; past it the caches start again.
    static let budgetPixels = 24 * 1024 * 1024

    /// The scale a store of `size` points is drawn at: `wanted`, or less when that would
    /// pass the limits above.
    public static func storeScale(for size: Size, wanted: Double) -> Double {
        let w = max(1, size.width * wanted), h = max(1, size.height * wanted)
        let shrink = min(1, maximumStoreSide / w, maximumStoreSide / h, (maximumStorePixels / (w * h)).squareRoot())
        return wanted * shrink
    }

    /// A new image for a store, counted against the budget.
    private func makeStore(_ size: Size, _ scale: Double) -> CairoImage {
        let image = CairoImage(width: pixels(size.width * scale, .up), height: pixels(size.height * scale, .up))
        storedPixels += image.width * image.height
        if storedPixels > Self.budgetPixels {
            contents.removeAll()
            borders.removeAll()
            storedPixels = image.width * image.height
        }
        return image
    }
}
