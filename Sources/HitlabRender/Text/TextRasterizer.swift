import CCairo
import HitlabCore
import HitlabFiles

/// Text laid out and drawn by Hitlab over HarfBuzz and Cairo (`TextLayout`: shaping, Unicode
/// line breaking, DejaVu with Noto Sans CJK for what it lacks), cached by content. Lines never
/// break inside a Chinese word or a term (`LineBreaks`); Traditional Chinese is drawn in
/// Noto Sans CJK TC, with Taiwan's forms.
public final class TextRasterizer {
    public enum Weight: Hashable { case regular, bold, mono }

    /// The language of the picture being drawn: it picks the Chinese forms (Simplified, or
    /// Traditional as Taiwan writes it). The renderer sets it from each picture's options.
    public var language: Language = .en {
        didSet { shaper.language = language }
    }

    private struct Key: Hashable {
        let text: String
        let pixelSize: Int
        let weight: Weight
        let colour: Colour
        let wrapWidth: Int
        let traditional: Bool
    }
    private struct FontKey: Hashable {
        let weight: Weight
        let pixelSize: Int
        let traditional: Bool
    }
    private struct WidthKey: Hashable {
        let text: String
        let font: FontKey
    }

    private let shaper: TextShaper
    private var cache: [Key: CairoImage] = [:]
    private var widths: [WidthKey: Int] = [:]
    private var lineHeights: [FontKey: Int] = [:]
    /// The cached text images' pixels; past `cacheBudgetPixels` the cache starts again.
    private var cachedPixels = 0
    static let cacheBudgetPixels = 8 * 1024 * 1024
    static let widthBudget = 20_000
    public private(set) var rasterized = 0
    /// Memory made ready for text images (`ReadyPixelMemory`, shared by a picture's two setters),
    /// once there is some.
    private var pool: PixelPool?

    /// The largest glyphs drawn, in pixels (a 400-point font at 8x would be 3,200).
    public static let maximumPixelSize = 1024
    /// The tallest and widest text image; longer text is cut where it could not be seen.
    static let maximumExtent = 16_384

    /// A setter drawing with the first copy of the faces.
    public convenience init() throws {
        try self.init(faces: .first)
    }

    /// A setter drawing with a copy of the faces (`FontSetup.Copy`): the second, for a thread
    /// that sets text while the first copy's setter does on another.
    init(faces copy: FontSetup.Copy) throws {
        shaper = try TextShaper(fonts: try FontSetup.shared.get(), copy: copy)
    }

    private var traditional: Bool { language == .zhHant }

    /// `text` laid out: wrapped at `wrapWidth` pixels when that is above zero, at word
    /// boundaries, else between characters; every line as high as `lineHeight` says unless
    /// `uniformLines` is false.
    private func layout(
        _ text: String, pixelSize: Int, weight: Weight, wrapWidth: Int, uniformLines: Bool = true
    ) -> TextLayout {
        // Every line as high as a Latin line: Noto Sans CJK's own line height (1.45 em) would
        // make a Chinese panel a third taller than the room laid out for it.
        let height = uniformLines ? lineHeight(pixelSize: pixelSize, weight: weight) * TextUnits.scale : nil
        return TextLayout(
            text, shaper: shaper, weight: weight, pixelSize: pixelSize, wrapWidth: wrapWidth, lineHeight: height)
    }

    /// The characters of `text` that no font of Hitlab's can draw (they would show as boxes).
    public func missingGlyphs(_ text: String, weight: Weight = .regular) -> [Character] {
        func unknown(_ s: String) -> Bool {
            layout(s, pixelSize: 16, weight: weight, wrapWidth: 0, uniformLines: false).unknownGlyphs > 0
        }
        guard unknown(text) else { return [] }
        return text.filter { !$0.isWhitespace && unknown(String($0)) }
    }

    /// The height of every line at a pixel size: a Latin line's (DejaVu's ascent and descent).
    public func lineHeight(pixelSize: Int, weight: Weight = .regular) -> Int {
        let px = min(max(1, pixelSize), Self.maximumPixelSize)
        let key = FontKey(weight: weight, pixelSize: px, traditional: false)
        if let known = lineHeights[key] { return known }
        let height = max(1, layout("Ag", pixelSize: px, weight: weight, wrapWidth: 0, uniformLines: false).pixelHeight)
        lineHeights[key] = height
        return height
    }

    /// Width in pixels of a single line of text.
    public func width(_ text: String, pixelSize: Int, weight: Weight = .regular) -> Int {
        guard !text.isEmpty, pixelSize > 0 else { return 0 }
        let px = min(pixelSize, Self.maximumPixelSize)
        let key = WidthKey(text: text, font: FontKey(weight: weight, pixelSize: px, traditional: traditional))
        if let known = widths[key] { return known }
        let w = layout(text, pixelSize: px, weight: weight, wrapWidth: 0).pixelWidth
        if widths.count >= Self.widthBudget { widths.removeAll(keepingCapacity: true) }
        widths[key] = w
        return w
    }

    /// The text cut into lines no wider than `wrapWidth` pixels (0: only at newlines), as
    /// they are drawn, without the spaces where they break.
    public func lines(_ text: String, weight: Weight = .regular, pixelSize: Int, wrapWidth: Int) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return layout(text, pixelSize: pixelSize, weight: weight, wrapWidth: wrapWidth).lines.map { line in
            var s = String(String.UnicodeScalarView(scalars[line.range]))
            while let last = s.last, last == " " || last == "\n" { s.removeLast() }
            return s
        }
    }

    /// The text as an image; wrapped at `wrapWidth` pixels when it is above zero.
    public func image(
        _ text: String, pixelSize requested: Int, weight: Weight = .regular, colour: Colour, wrapWidth: Int = 0
    ) -> CairoImage? {
        guard !text.isEmpty, requested > 0 else { return nil }
        let pixelSize = min(requested, Self.maximumPixelSize)
        let key = Key(
            text: text, pixelSize: pixelSize, weight: weight, colour: colour, wrapWidth: wrapWidth,
            traditional: traditional)
        if let hit = cache[key] { return hit }
        var l = layout(text, pixelSize: pixelSize, weight: weight, wrapWidth: wrapWidth)
        // Text too long to be seen whole is cut where its image would end.
        let extent = max(l.pixelWidth, l.pixelHeight)
        if extent > Self.maximumExtent {
            let keep = max(1, text.count * Self.maximumExtent / extent * 9 / 10)
            l = layout(String(text.prefix(keep)), pixelSize: pixelSize, weight: weight, wrapWidth: wrapWidth)
        }
        guard l.pixelWidth > 0, l.pixelHeight > 0 else { return nil }
        if pool == nil { pool = ReadyPixelMemory.textPool() }
        let image = CairoImage(width: l.pixelWidth, height: l.pixelHeight, pool: pool)
        image.draw { cr in
            cairo_set_source_rgba(
                cr, Double(colour.r) / 255, Double(colour.g) / 255, Double(colour.b) / 255, Double(colour.a) / 255)
            l.draw(cr, x: 0, y: 0)
        }
        rasterized += 1
        let size = image.width * image.height
        cachedPixels += size
        if cachedPixels > Self.cacheBudgetPixels {
            cache.removeAll()
            cachedPixels = size
        }
        cache[key] = image
        return image
    }
}

public enum RenderError: Error, CustomStringConvertible {
    case sdl(String)
    case missingFont(String)
    case write(String)
    case tooLarge(String)

    public var description: String {
        switch self {
        case .sdl(let m): return "SDL: \(m)"
        case .missingFont(let m): return "the font is missing: \(m)"
        case .write(let m), .tooLarge(let m): return m
        }
    }
}
