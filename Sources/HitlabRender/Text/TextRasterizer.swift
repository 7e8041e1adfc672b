import CSDL2
import HitlabCore
import HitlabFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text drawn with SDL2_ttf from the project's own fonts, cached by content: DejaVu for
/// Latin text, and WenQuanYi Micro Hei glyph by glyph for what DejaVu lacks (Chinese), with
/// line breaks between Chinese characters as well as at spaces.
public final class TextRasterizer {
    public enum Weight: Hashable { case regular, bold, mono }

    private struct Key: Hashable {
        let text: String
        let pixelSize: Int
        let weight: Weight
        let colour: Colour
        let wrapWidth: Int
    }

    private var fonts: [Int: OpaquePointer] = [:]
    private var fallbackFonts: [Int: OpaquePointer] = [:]
    /// Each font file, mapped once and opened at every size from memory.
    private var fontFiles: [String: MappedFontFile] = [:]
    /// The Chinese font, used for each character the Latin one does not draw.
    static let fallbackFontName = "wqy-microhei.ttc"
    private var cache: [Key: CairoImage] = [:]
    /// The cached text images' pixels; past `cacheBudgetPixels` the cache starts again.
    private var cachedPixels = 0
    static let cacheBudgetPixels = 8 * 1024 * 1024
    public private(set) var rasterized = 0

    /// The project's own fonts (`Assets/fonts/`), found beside or above the executable or the
    /// current folder, so pictures do not depend on the fonts a machine has installed.
    public let fontDirectory: String

    public init() throws {
        if TTF_WasInit() == 0 && TTF_Init() != 0 {
            throw RenderError.sdl("TTF_Init: " + String(cString: SDL_GetError()))
        }
        guard let found = Self.findFonts() else {
            throw RenderError.missingFont(
                "Assets/fonts/DejaVuSans.ttf was not found above the executable or the current folder")
        }
        fontDirectory = found
    }

    /// The nearest `Assets/fonts` holding DejaVuSans.ttf, above the executable, then above
    /// the current folder.
    static func findFonts() -> String? {
        var starts: [String] = Platform.ownExecutable.map { [$0] } ?? []
        var buffer = [CChar](repeating: 0, count: 4097)
        if getcwd(&buffer, buffer.count) != nil { starts.append(String(cString: buffer) + "/.") }
        for start in starts {
            var dir = start
            while let slash = dir.lastIndex(of: "/"), slash != dir.startIndex {
                dir = String(dir[..<slash])
                let candidate = dir + "/Assets/fonts"
                if access(candidate + "/DejaVuSans.ttf", R_OK) == 0 { return candidate }
            }
        }
        return nil
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        for font in fallbackFonts.values { TTF_CloseFont(font) }
    }

    private static func fontFileName(_ weight: Weight) -> String {
        switch weight {
        case .regular: return "DejaVuSans.ttf"
        case .bold: return "DejaVuSans-Bold.ttf"
        case .mono: return "DejaVuSansMono.ttf"
        }
    }

    /// The font file `name` of the font folder at a pixel size.
    private func openFont(_ name: String, _ size: Int) -> OpaquePointer? {
        let file: MappedFontFile
        if let mapped = fontFiles[name] {
            file = mapped
        } else {
            guard let mapped = MappedFontFile(path: fontDirectory + "/" + name) else { return nil }
            fontFiles[name] = mapped
            file = mapped
        }
        return file.openFont(pixelSize: Int32(clamping: min(size, Self.maximumPixelSize)))
    }

    func font(_ weight: Weight, _ size: Int) -> OpaquePointer? {
        let key = size * 4 + (weight == .regular ? 0 : weight == .bold ? 1 : 2)
        if let f = fonts[key] { return f }
        guard let f = openFont(Self.fontFileName(weight), size) else { return nil }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        fonts[key] = f
        return f
    }

    func fallbackFont(_ weight: Weight, _ size: Int) -> OpaquePointer? {
        let key = size * 4 + (weight == .bold ? 1 : 0)
        if let f = fallbackFonts[key] { return f }
        guard let f = openFont(Self.fallbackFontName, size) else { return nil }
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        if weight == .bold { TTF_SetFontStyle(f, TTF_STYLE_BOLD) }
        fallbackFonts[key] = f
        return f
    }

    /// The characters of `text` that no font of Hitlab's can draw (they would show as boxes).
    public func missingGlyphs(_ text: String, weight: Weight = .regular) -> [Character] {
        guard let primary = font(weight, 16) else { return Array(text) }
        let fallback = fallbackFont(weight, 16)
        return text.filter { c in
            !c.isWhitespace
                && c.unicodeScalars.contains { u in
                    TTF_GlyphIsProvided32(primary, u.value) == 0
                        && (fallback.map { TTF_GlyphIsProvided32($0, u.value) == 0 } ?? true)
                }
        }
    }

    /// `text`, cut so that its image stays within `maximumExtent` pixels each way (an
    /// estimate from its one-line width: wrapping adds at most a line per word).
    private func fitting(_ text: String, pixelSize: Int, weight: Weight, wrapWidth: Int) -> String {
        guard let f = font(weight, pixelSize) else { return text }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(f, text, &w, &h)
        let lineSkip = max(1, Int(TTF_FontLineSkip(f)))
        let extent: Int
        if wrapWidth > 0 {
            let breaks = text.reduce(0) { $0 + ($1 == "\n" || $1 == " " ? 1 : 0) }
            let glyphLines = text.count * max(1, pixelSize / 2) / max(1, wrapWidth)
            extent = (Int(w) / max(1, wrapWidth) + breaks + glyphLines + 1) * lineSkip
        } else {
            extent = Int(w)
        }
        guard extent > Self.maximumExtent else { return text }
        let keep = max(1, text.count * Self.maximumExtent / max(1, extent))
        return String(text.prefix(keep))
    }

    /// The line height of a font at a pixel size.
    public func lineHeight(pixelSize: Int, weight: Weight = .regular) -> Int {
        font(weight, pixelSize).map { Int(TTF_FontLineSkip($0)) } ?? pixelSize
    }

    /// Width in pixels of a single line of text.
    public func width(_ text: String, pixelSize: Int, weight: Weight = .regular) -> Int {
        guard let f = font(weight, pixelSize), !text.isEmpty else { return 0 }
        if !drawsAll(text, f) {
            return Int(runs(text, weight: weight, pixelSize: pixelSize).reduce(0) { $0 + $1.width })
        }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(f, text, &w, &h)
        return Int(w)
    }

    /// The largest glyphs drawn, in pixels (a 400-point font at 8x would be 3,200).
    public static let maximumPixelSize = 1024
    /// The tallest and widest text image; longer text is cut where it could not be seen.
    static let maximumExtent = 16_384

    /// The text as an image; wrapped at `wrapWidth` pixels when it is above zero.
    public func image(
        _ text: String, pixelSize requested: Int, weight: Weight = .regular, colour: Colour, wrapWidth: Int = 0
    ) -> CairoImage? {
        guard !text.isEmpty, requested > 0 else { return nil }
        let pixelSize = min(requested, Self.maximumPixelSize)
        let text = fitting(text, pixelSize: pixelSize, weight: weight, wrapWidth: wrapWidth)
        let key = Key(text: text, pixelSize: pixelSize, weight: weight, colour: colour, wrapWidth: wrapWidth)
        if let hit = cache[key] { return hit }
        guard let f = font(weight, pixelSize) else { return nil }
        let c = SDL_Color(r: colour.r, g: colour.g, b: colour.b, a: colour.a)
        let image: CairoImage?
        if drawsAll(text, f) {
            let surface =
                wrapWidth > 0
                ? TTF_RenderUTF8_Blended_Wrapped(f, text, c, UInt32(wrapWidth))
                : TTF_RenderUTF8_Blended(f, text, c)
            guard let surface else { return nil }
            defer { SDL_FreeSurface(surface) }
            image = CairoImage(sdlSurface: surface)
        } else {
            image = composed(text, pixelSize: pixelSize, weight: weight, colour: c, wrapWidth: wrapWidth)
        }
        rasterized += 1
        let size = image.map { $0.width * $0.height } ?? 0
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
