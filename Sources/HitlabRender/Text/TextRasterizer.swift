import CCairo
import CPango
import HitlabCore
import HitlabFiles

/// Text laid out and drawn by Pango (HarfBuzz shaping, Unicode line breaking, fontconfig's
/// fallback from DejaVu to Noto Sans CJK), cached by content. Lines never break inside a
/// Chinese word or a term (`LineBreaks`); Chinese is tagged with its language, so Traditional
/// Chinese gets Taiwan's forms.
public final class TextRasterizer {
    public enum Weight: Hashable { case regular, bold, mono }

    /// The language of the picture being drawn: it picks the Chinese forms (Simplified, or
    /// Traditional as Taiwan writes it). The renderer sets it from each picture's options.
    public var language: Language = .en {
        didSet { if language != oldValue { languageChanged() } }
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

    private let fontMap: OpaquePointer
    private let context: OpaquePointer
    private var descriptions: [FontKey: OpaquePointer] = [:]
    private var cache: [Key: CairoImage] = [:]
    private var widths: [WidthKey: Int] = [:]
    private var lineHeights: [FontKey: Int] = [:]
    /// The cached text images' pixels; past `cacheBudgetPixels` the cache starts again.
    private var cachedPixels = 0
    static let cacheBudgetPixels = 8 * 1024 * 1024
    static let widthBudget = 20_000
    public private(set) var rasterized = 0

    /// The largest glyphs drawn, in pixels (a 400-point font at 8x would be 3,200).
    public static let maximumPixelSize = 1024
    /// The tallest and widest text image; longer text is cut where it could not be seen.
    static let maximumExtent = 16_384

    public init() throws {
        let config = try FontSetup.shared.get()
        guard let made = FontSetup.context(config) else { throw RenderError.missingFont("Pango gave no context") }
        (fontMap, context) = made
        languageChanged()
    }

    deinit {
        for description in descriptions.values { hitlab_pango.pango_font_description_free(description) }
        hitlab_pango.g_object_unref(UnsafeMutableRawPointer(context))
        hitlab_pango.g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    private var traditional: Bool { language == .zhHant }
    private var languageTag: String { traditional ? "zh-tw" : language == .zhHans ? "zh-cn" : "en" }

    private func languageChanged() {
        hitlab_pango.pango_context_set_language(context, hitlab_pango.pango_language_from_string(languageTag))
    }

    private func description(_ weight: Weight, _ pixelSize: Int) -> OpaquePointer? {
        let key = FontKey(weight: weight, pixelSize: pixelSize, traditional: traditional)
        if let found = descriptions[key] { return found }
        guard let made = hitlab_pango.pango_font_description_new() else { return nil }
        hitlab_pango.pango_font_description_set_family(made, FontSetup.families(weight, traditional: traditional))
        hitlab_pango.pango_font_description_set_weight(
            made, Int32(weight == .bold ? HITLAB_PANGO_WEIGHT_BOLD : HITLAB_PANGO_WEIGHT_NORMAL))
        hitlab_pango.pango_font_description_set_absolute_size(made, Double(pixelSize * Int(HITLAB_PANGO_SCALE)))
        descriptions[key] = made
        return made
    }

    /// A Pango layout of `text` (the caller unrefs it): wrapped at `wrapWidth` pixels when
    /// that is above zero, at word boundaries, else between characters; every line as high as
    /// `lineHeight` says unless `uniformLines` is false.
    private func layout(
        _ text: String, pixelSize: Int, weight: Weight, wrapWidth: Int, uniformLines: Bool = true
    ) -> OpaquePointer? {
        let height = uniformLines ? lineHeight(pixelSize: pixelSize, weight: weight) : nil
        guard let layout = hitlab_pango.pango_layout_new(context) else { return nil }
        hitlab_pango.pango_layout_set_font_description(layout, description(weight, pixelSize))
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: CChar.self) {
                hitlab_pango.pango_layout_set_text(layout, $0.baseAddress, Int32(clamping: $0.count))
            }
        }
        let attributes = hitlab_pango.pango_attr_list_new()
        defer { hitlab_pango.pango_attr_list_unref(attributes) }
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ bytes: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(bytes.lowerBound)
            attribute.pointee.end_index = UInt32(bytes.upperBound)
            hitlab_pango.pango_attr_list_insert(attributes, attribute)
        }
        // Every line as high as a Latin line: Noto Sans CJK's own line height (1.45 em) would
        // make a Chinese panel a third taller than the room laid out for it.
        if let height {
            add(
                hitlab_pango.pango_attr_line_height_new_absolute(Int32(height * Int(HITLAB_PANGO_SCALE))),
                0..<bytes.count)
        }
        if wrapWidth > 0 {
            hitlab_pango.pango_layout_set_width(layout, Int32(clamping: wrapWidth * Int(HITLAB_PANGO_SCALE)))
            hitlab_pango.pango_layout_set_wrap(layout, Int32(HITLAB_PANGO_WRAP_WORD_CHAR))
            for range in LineBreaks.unbreakableByteRanges(text) {
                add(hitlab_pango.pango_attr_allow_breaks_new(0), range)
            }
        }
        hitlab_pango.pango_layout_set_attributes(layout, attributes)
        return layout
    }

    private func extents(_ layout: OpaquePointer) -> PangoRectangle {
        var ink = PangoRectangle(), logical = PangoRectangle()
        hitlab_pango.pango_layout_get_pixel_extents(layout, &ink, &logical)
        return logical
    }

    private func release(_ layout: OpaquePointer) { hitlab_pango.g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The characters of `text` that no font of Hitlab's can draw (they would show as boxes).
    public func missingGlyphs(_ text: String, weight: Weight = .regular) -> [Character] {
        func unknown(_ s: String) -> Bool {
            guard let l = layout(s, pixelSize: 16, weight: weight, wrapWidth: 0) else { return true }
            defer { release(l) }
            return hitlab_pango.pango_layout_get_unknown_glyphs_count(l) > 0
        }
        guard unknown(text) else { return [] }
        return text.filter { !$0.isWhitespace && unknown(String($0)) }
    }

    /// The height of every line at a pixel size: a Latin line's (DejaVu's ascent and descent).
    public func lineHeight(pixelSize: Int, weight: Weight = .regular) -> Int {
        let px = min(max(1, pixelSize), Self.maximumPixelSize)
        let key = FontKey(weight: weight, pixelSize: px, traditional: false)
        if let known = lineHeights[key] { return known }
        guard let l = layout("Ag", pixelSize: px, weight: weight, wrapWidth: 0, uniformLines: false) else { return px }
        defer { release(l) }
        let height = max(1, Int(extents(l).height))
        lineHeights[key] = height
        return height
    }

    /// Width in pixels of a single line of text.
    public func width(_ text: String, pixelSize: Int, weight: Weight = .regular) -> Int {
        guard !text.isEmpty, pixelSize > 0 else { return 0 }
        let px = min(pixelSize, Self.maximumPixelSize)
        let key = WidthKey(text: text, font: FontKey(weight: weight, pixelSize: px, traditional: traditional))
        if let known = widths[key] { return known }
        guard let l = layout(text, pixelSize: px, weight: weight, wrapWidth: 0) else { return 0 }
        defer { release(l) }
        let w = Int(extents(l).width)
        if widths.count >= Self.widthBudget { widths.removeAll(keepingCapacity: true) }
        widths[key] = w
        return w
    }

    /// The text cut into lines no wider than `wrapWidth` pixels (0: only at newlines), as
    /// they are drawn, without the spaces where they break.
    public func lines(_ text: String, weight: Weight = .regular, pixelSize: Int, wrapWidth: Int) -> [String] {
        guard let l = layout(text, pixelSize: pixelSize, weight: weight, wrapWidth: wrapWidth) else { return [text] }
        defer { release(l) }
        var starts: [Int] = []
        if let iterator = hitlab_pango.pango_layout_get_iter(l) {
            repeat {
                starts.append(Int(hitlab_pango.pango_layout_iter_get_index(iterator)))
            } while hitlab_pango.pango_layout_iter_next_line(iterator) != 0
            hitlab_pango.pango_layout_iter_free(iterator)
        }
        let bytes = Array(text.utf8)
        return zip(starts, starts.dropFirst() + [bytes.count]).map { start, end in
            var line = String(decoding: bytes[min(start, end)..<end], as: UTF8.self)
            while let last = line.last, last == " " || last == "\n" { line.removeLast() }
            return line
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
        guard var l = layout(text, pixelSize: pixelSize, weight: weight, wrapWidth: wrapWidth) else { return nil }
        var box = extents(l)
        // Text too long to be seen whole is cut where its image would end.
        let extent = Int(max(box.width, box.height))
        if extent > Self.maximumExtent {
            release(l)
            let keep = max(1, text.count * Self.maximumExtent / extent * 9 / 10)
            guard
                let shorter = layout(
                    String(text.prefix(keep)), pixelSize: pixelSize, weight: weight, wrapWidth: wrapWidth)
            else { return nil }
            l = shorter
            box = extents(l)
        }
        defer { release(l) }
        guard box.width > 0, box.height > 0 else { return nil }
        let image = CairoImage(width: Int(box.width), height: Int(box.height))
        image.draw { cr in
            cairo_set_source_rgba(
                cr, Double(colour.r) / 255, Double(colour.g) / 255, Double(colour.b) / 255, Double(colour.a) / 255)
            cairo_move_to(cr, Double(-box.x), Double(-box.y))
            hitlab_pango.pango_cairo_show_layout(cr, l)
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
