import CCairo
import CHarfBuzz
import HitlabCore

/// Text turned into glyphs with HarfBuzz over Hitlab's two fonts, as Pango would (the
/// text path Hitlab used before, and whose pictures it keeps): each character takes the
/// first of DejaVu and Noto Sans CJK that has it, spaces go with the text around them,
/// glyph advances are rounded to whole pixels (hinted metrics), and every length is in
/// 1/1024 of a pixel (`TextUnits`).
final class TextShaper {
    /// A run of text in one face: its characters (offsets into the paragraph's scalars).
    struct Item {
        var range: Range<Int>
        let latin: Bool
        /// Its script (HarfBuzz's tag), as Pango resolves it over the text around it.
        let script: UInt32
    }

    /// One glyph: where it goes and which characters it came from.
    struct Glyph {
        var id: UInt32
        var width: Int
        let xOffset: Int
        let yOffset: Int
        /// The first character (paragraph offset) of its cluster.
        let cluster: Int
    }

    /// A face at a pixel size: HarfBuzz's font for shaping and Cairo's for drawing.
    final class SizedFace {
        let hbFont: OpaquePointer
        let scaledFont: OpaquePointer
        /// Logical top (negative, above the baseline) and height of a line in this face.
        let logicalTop: Int
        let logicalHeight: Int

        init?(_ face: FontFace, pixelSize: Int, options: OpaquePointer) {
            guard let font = hitlab_harfbuzz.hb_font_create(face.hbFace) else { return nil }
            let scale = Int32(clamping: pixelSize * TextUnits.scale)
            hitlab_harfbuzz.hb_font_set_scale(font, scale, scale)
            var fontMatrix = cairo_matrix_t(), identity = cairo_matrix_t()
            cairo_matrix_init_scale(&fontMatrix, Double(pixelSize), Double(pixelSize))
            cairo_matrix_init_identity(&identity)
            guard let scaled = cairo_scaled_font_create(face.cairoFace, &fontMatrix, &identity, options) else {
                hitlab_harfbuzz.hb_font_destroy(font)
                return nil
            }
            var extents = hb_font_extents_t()
            _ = hitlab_harfbuzz.hb_font_get_h_extents(font, &extents)
            hbFont = font
            scaledFont = scaled
            // Hinted, as Pango's Cairo fonts are: the top down to a whole pixel, the bottom up.
            logicalTop = TextUnits.floor(-Int(extents.ascender))
            logicalHeight = TextUnits.ceil(Int(extents.ascender)) - TextUnits.floor(Int(extents.descender))
        }

        deinit {
            hitlab_harfbuzz.hb_font_destroy(hbFont)
            cairo_scaled_font_destroy(scaledFont)
        }

        /// Where this face puts a baseline (`tag`, e.g. the Roman or the ideographic one) for a
        /// script and language, from its BASE table or HarfBuzz's estimate.
        func baseline(_ tag: UInt32, script: UInt32, language: String) -> Int {
            let hb = hitlab_harfbuzz
            var scriptTags = [UInt32](repeating: 0, count: 3), languageTags = [UInt32](repeating: 0, count: 3)
            var scriptCount: UInt32 = 3, languageCount: UInt32 = 3
            hb.hb_ot_tags_from_script_and_language(
                script, hb.hb_language_from_string(language, -1), &scriptCount, &scriptTags, &languageCount,
                &languageTags)
            var position: Int32 = 0
            hb.hb_ot_layout_get_baseline_with_fallback(
                hbFont, tag, UInt32(HITLAB_HB_DIRECTION_LTR), scriptCount > 0 ? scriptTags[Int(scriptCount) - 1] : 0,
                languageCount > 0 ? languageTags[Int(languageCount) - 1] : 0, &position)
            return Int(position)
        }

        func has(_ scalar: Unicode.Scalar) -> Bool {
            var glyph: UInt32 = 0
            return hitlab_harfbuzz.hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
        }
    }

    private struct SizeKey: Hashable {
        let face: FontSetup.FaceKey
        let pixelSize: Int
    }

    private let fonts: FontSetup
    /// Which copy of the faces this shaper draws with (`FontSetup.Copy`).
    private let copy: FontSetup.Copy
    private let options: OpaquePointer
    private let buffer: OpaquePointer
    private var sized: [SizeKey: SizedFace] = [:]
    var language: Language = .en

    init(fonts: FontSetup, copy: FontSetup.Copy = .first) throws {
        guard let buffer = hitlab_harfbuzz.hb_buffer_create(), let options = cairo_font_options_create() else {
            throw RenderError.missingFont("HarfBuzz gave no buffer")
        }
        // Antialiased in grey, lightly hinted, advances rounded to whole pixels.
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        self.fonts = fonts
        self.copy = copy
        self.options = options
        self.buffer = buffer
    }

    deinit {
        sized.removeAll()
        hitlab_harfbuzz.hb_buffer_destroy(buffer)
        cairo_font_options_destroy(options)
    }

    /// The face for Latin or Chinese text at a size; nil when its font cannot be read.
    func face(latin: Bool, weight: TextRasterizer.Weight, pixelSize: Int) -> SizedFace? {
        let key = SizeKey(
            face: FontSetup.FaceKey(weight: weight, chinese: !latin, traditional: !latin && language == .zhHant),
            pixelSize: pixelSize)
        if let found = sized[key] { return found }
        guard let face = fonts.face(key.face, copy: copy),
            let made = SizedFace(face, pixelSize: pixelSize, options: options)
        else { return nil }
        sized[key] = made
        return made
    }

    /// Pango's "spaces": characters that take the face of the text around them.
    static func isSpace(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value <= 0x20 || s.value == 0x7F }
        switch s.properties.generalCategory {
        case .control, .format, .surrogate, .lineSeparator, .paragraphSeparator: return true
        case .spaceSeparator: return s.value != 0x1680
        default: return (0xFE00...0xFE0F).contains(s.value) || (0xE0100...0xE01EF).contains(s.value)
        }
    }

    /// The paragraph cut into runs of one face and one script: each character in the first
    /// face that has it (DejaVu, then Noto Sans CJK; DejaVu draws what neither has, as a box).
    /// Spaces join the run before them, or the next run when its face comes first.
    func items(_ scalars: [Unicode.Scalar], weight: TextRasterizer.Weight, pixelSize: Int) -> [Item] {
        let latinFace = face(latin: true, weight: weight, pixelSize: pixelSize)
        // Noto Sans CJK is opened only for text DejaVu lacks.
        lazy var cjkFace = face(latin: false, weight: weight, pixelSize: pixelSize)
        var items: [Item] = []
        for (run, script) in ScriptRuns.runs(scalars) {
            var current: Bool?  // the open item's face (true: Latin), nil while it holds only spaces
            var start = run.lowerBound, firstSpace: Int?
            for i in run {
                let s = scalars[i]
                guard !Self.isSpace(s) else {
                    if firstSpace == nil { firstSpace = i }
                    continue
                }
                let latin = latinFace?.has(s) ?? true || !(cjkFace?.has(s) ?? false)
                defer { firstSpace = nil }
                guard let open = current else {
                    current = latin
                    continue
                }
                if open == latin { continue }
                // Trailing spaces move to the new item when its face comes first (DejaVu).
                var end = i
                if let space = firstSpace, space > start, latin { end = space }
                items.append(Item(range: start..<end, latin: open, script: script))
                start = end
                current = latin
            }
            items.append(Item(range: start..<run.upperBound, latin: current ?? true, script: script))
        }
        return items
    }

    /// The glyphs of `range` of the paragraph (its text around the range as context), their
    /// advances rounded to whole pixels.
    func shape(
        _ paragraph: [UInt8], byteOffsets: [Int], scalarAtByte: [Int32], range: Range<Int>, script: UInt32,
        face: SizedFace
    ) -> [Glyph] {
        let hb = hitlab_harfbuzz
        hb.hb_buffer_clear_contents(buffer)
        let start = byteOffsets[range.lowerBound], end = byteOffsets[range.upperBound]
        paragraph.withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) {
                hb.hb_buffer_add_utf8(
                    buffer, $0.baseAddress, Int32(p.count), UInt32(start), Int32(end - start))
            }
        }
        hb.hb_buffer_set_direction(buffer, UInt32(HITLAB_HB_DIRECTION_LTR))
        hb.hb_buffer_set_script(buffer, script)
        hb.hb_buffer_set_language(buffer, hb.hb_language_from_string(languageTag(script), -1))
        hb.hb_buffer_guess_segment_properties(buffer)
        hb.hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb.hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb.hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            let byte = Int(infos[i].cluster)
            return Glyph(
                id: infos[i].codepoint, width: TextUnits.round(Int(positions[i].x_advance)),
                xOffset: Int(positions[i].x_offset), yOffset: -Int(positions[i].y_offset),
                cluster: byte < scalarAtByte.count ? Int(scalarAtByte[byte]) : range.lowerBound)
        }
    }

    /// The language an item is shaped in: the picture's, for Chinese and for text of no script
    /// of its own; English for Latin text (as Pango derives an item's language from its script).
    func languageTag(_ script: UInt32) -> String {
        if script == ScriptRuns.latin { return "en" }
        return language == .zhHant ? "zh-tw" : language == .zhHans ? "zh-cn" : "en"
    }
}

/// Text lengths in 1/1024 of a pixel (Pango's units), and their roundings.
enum TextUnits {
    static let scale = 1024
    static func round(_ v: Int) -> Int { (v + scale / 2) & ~(scale - 1) }
    static func floor(_ v: Int) -> Int { v & ~(scale - 1) }
    static func ceil(_ v: Int) -> Int { (v + scale - 1) & ~(scale - 1) }
}

/// Runs of one script, as Pango finds them (ICU's way): characters of no script of their own
/// (digits, spaces, punctuation) join the run they are in, the first run takes the first
/// script that comes, and a closing bracket takes the script of its opening one.
enum ScriptRuns {
    static let latin: UInt32 = 0x4C61_746E  // Latn
    private static let pairs: [UInt32] = [
        0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x2039, 0x203A,
        0x27E6, 0x27E7, 0x3008, 0x3009, 0x300A, 0x300B, 0x300C, 0x300D, 0x300E, 0x300F, 0x3010, 0x3011, 0x3014,
        0x3015, 0x3016, 0x3017, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0xFF5B, 0xFF5D, 0xFF62, 0xFF63
    ]

    static func runs(_ scalars: [Unicode.Scalar]) -> [(Range<Int>, UInt32)] {
        let common = UInt32(HITLAB_HB_SCRIPT_COMMON), inherited = UInt32(HITLAB_HB_SCRIPT_INHERITED)
        let unknown = UInt32(HITLAB_HB_SCRIPT_UNKNOWN)
        let funcs = hitlab_harfbuzz.hb_unicode_funcs_get_default()
        var runs: [(Range<Int>, UInt32)] = []
        var start = 0, current = common
        var open: [(pair: Int, script: UInt32)] = []
        for (i, s) in scalars.enumerated() {
            var script = hitlab_harfbuzz.hb_unicode_script(funcs, s.value)
            if script == inherited || script == unknown { script = common }
            if let k = pairs.firstIndex(of: s.value) {
                if k % 2 == 0 {
                    open.append((k / 2, current))
                } else if let j = open.lastIndex(where: { $0.pair == k / 2 }) {
                    script = open[j].script
                    open.removeSubrange(j...)
                }
            }
            if script == common || script == current { continue }
            if current == common {
                current = script
                for j in open.indices where open[j].script == common { open[j].script = script }
            } else {
                runs.append((start..<i, current))
                start = i
                current = script
            }
        }
        runs.append((start..<scalars.count, current))
        return runs
    }
}
