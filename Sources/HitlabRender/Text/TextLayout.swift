import CCairo
import CHarfBuzz
import CICU

/// A text laid out in lines, as Pango lays out a wrapped layout (Hitlab's text path before;
/// its pictures are kept): paragraphs at newlines; a line breaks at the last place Unicode's
/// line breaking (ICU) allows and `LineBreaks` does not forbid where the line still fits,
/// a space at its end not counted, else between characters; every line `lineHeight` high
/// when one is given, each face's own height centred in it. Lengths in `TextUnits`.
struct TextLayout {
    struct Run {
        let face: TextShaper.SizedFace
        let glyphs: [TextShaper.Glyph]
        let script: UInt32
        /// How far its baseline sits above the line's (Pango aligns each face's baseline for the
        /// line's first script: the Roman baseline, or the ideographic one for Chinese).
        var yOffset = 0
        var width: Int { glyphs.reduce(0) { $0 + $1.width } }
    }

    struct Line {
        /// The characters of the text it holds (offsets into the whole text's scalars).
        let range: Range<Int>
        let runs: [Run]
        /// Its top and height (logical), and its baseline, from the layout's top.
        let top: Int
        let height: Int
        let baseline: Int
        var width: Int { runs.reduce(0) { $0 + $1.width } }
    }

    let lines: [Line]
    /// The whole layout's logical size, in whole pixels (rounded out).
    let pixelWidth: Int
    let pixelHeight: Int
    /// Glyphs no font has (drawn as boxes).
    let unknownGlyphs: Int

    init(
        _ text: String, shaper: TextShaper, weight: TextRasterizer.Weight, pixelSize: Int, wrapWidth: Int,
        lineHeight: Int?
    ) {
        let scalars = Array(text.unicodeScalars)
        // Where no line may break: asked (of ICU's dictionary, for Chinese) only when a
        // paragraph is wider than its lines.
        var forbiddenOffsets: Set<Int>?
        func forbidden() -> Set<Int> {
            if let known = forbiddenOffsets { return known }
            let found = Self.forbiddenScalarOffsets(text, traditional: shaper.language == .zhHant)
            forbiddenOffsets = found
            return found
        }
        var lines: [Line] = []
        var y = 0, unknown = 0
        var start = 0
        while start <= scalars.count {
            var end = start
            while end < scalars.count && scalars[end] != "\n" && scalars[end] != "\r" { end += 1 }
            let paragraph = Paragraph(
                scalars: Array(scalars[start..<end]), offset: start, shaper: shaper, weight: weight,
                pixelSize: pixelSize)
            let whole = paragraph.runs(paragraph.scalars.indices, trimFinalSpace: false)
            let ranges = paragraph.lineRanges(width: wrapWidth * TextUnits.scale, whole: whole, forbidden: forbidden)
            for (range, wrapped) in ranges {
                let runs =
                    range == paragraph.scalars.indices && !wrapped
                    ? whole : paragraph.runs(range, trimFinalSpace: wrapped)
                unknown += runs.reduce(0) { $0 + $1.glyphs.filter { $0.id == 0 }.count }
                var top = 0, bottom = 0
                if runs.isEmpty, let face = shaper.face(latin: true, weight: weight, pixelSize: pixelSize) {
                    (top, bottom) = Self.extent(face, lineHeight: end < scalars.count ? lineHeight : nil)
                }
                for (i, run) in runs.enumerated() {
                    var (t, b) = Self.extent(run.face, lineHeight: lineHeight)
                    (t, b) = (t - run.yOffset, b - run.yOffset)
                    (top, bottom) = i == 0 ? (t, b) : (min(top, t), max(bottom, b))
                }
                let shifted = range.lowerBound + start..<range.upperBound + start
                lines.append(Line(range: shifted, runs: runs, top: y, height: bottom - top, baseline: y - top))
                y += bottom - top
            }
            // "\r\n" is one paragraph break.
            if end + 1 < scalars.count, scalars[end] == "\r", scalars[end + 1] == "\n" { end += 1 }
            start = end + 1
        }
        self.lines = lines
        let width = lines.map(\.width).max() ?? 0
        pixelWidth = TextUnits.ceil(width) / TextUnits.scale
        pixelHeight = TextUnits.ceil(y) / TextUnits.scale
        unknownGlyphs = unknown
    }

    /// A run's logical top and bottom around its baseline; with a line height, the face's own
    /// height made that, the difference shared above and below (as Pango shares it).
    private static func extent(_ face: TextShaper.SizedFace, lineHeight: Int?) -> (Int, Int) {
        var top = face.logicalTop, height = face.logicalHeight
        if let lineHeight {
            let leading = lineHeight - height
            top -= leading / 2
            height += leading
        }
        return (top, top + height)
    }

    /// The scalar offsets before which no line may break (`LineBreaks`).
    private static func forbiddenScalarOffsets(_ text: String, traditional: Bool) -> Set<Int> {
        let characters = Array(text)
        let offsets = LineBreaks.forbidden(in: characters, traditional: traditional)
        guard !offsets.isEmpty else { return [] }
        var scalarAt = [Int](repeating: 0, count: characters.count + 1)
        for (i, c) in characters.enumerated() { scalarAt[i + 1] = scalarAt[i] + c.unicodeScalars.count }
        return Set(offsets.map { scalarAt[$0] })
    }

    /// Draws the lines with the layout's top left at (x, y) pixels.
    func draw(_ cr: OpaquePointer, x: Double, y: Double) {
        for line in lines {
            var pen = 0
            for run in line.runs {
                let baseline = y + Double(line.baseline - run.yOffset) / Double(TextUnits.scale)
                var glyphs = run.glyphs.map { g -> cairo_glyph_t in
                    defer { pen += g.width }
                    return cairo_glyph_t(
                        index: UInt(g.id), x: x + Double(pen + g.xOffset) / Double(TextUnits.scale),
                        y: baseline + Double(g.yOffset) / Double(TextUnits.scale))
                }
                cairo_set_scaled_font(cr, run.face.scaledFont)
                cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
            }
        }
    }
}

/// One paragraph's characters, the runs of one face they fall into, and what each is wide.
private struct Paragraph {
    let scalars: [Unicode.Scalar]
    /// Where the paragraph starts in the whole text's scalars.
    let offset: Int
    let shaper: TextShaper
    let weight: TextRasterizer.Weight
    let pixelSize: Int
    let utf8: [UInt8]
    /// The byte offset of each scalar (and of the end), and the scalar at each byte.
    let byteOffsets: [Int]
    let scalarAtByte: [Int32]
    let items: [TextShaper.Item]

    init(
        scalars: [Unicode.Scalar], offset: Int, shaper: TextShaper, weight: TextRasterizer.Weight, pixelSize: Int
    ) {
        self.scalars = scalars
        self.offset = offset
        self.shaper = shaper
        self.weight = weight
        self.pixelSize = pixelSize
        var bytes: [UInt8] = [], offsets: [Int] = [], owners: [Int32] = []
        bytes.reserveCapacity(scalars.count)
        for (i, s) in scalars.enumerated() {
            offsets.append(bytes.count)
            UTF8.encode(s) { byte in
                bytes.append(byte)
                owners.append(Int32(i))
            }
        }
        offsets.append(bytes.count)
        utf8 = bytes
        byteOffsets = offsets
        scalarAtByte = owners
        items = scalars.isEmpty ? [] : shaper.items(scalars, weight: weight, pixelSize: pixelSize)
    }

    private func face(_ item: TextShaper.Item) -> TextShaper.SizedFace? {
        shaper.face(latin: item.latin, weight: weight, pixelSize: pixelSize)
    }

    /// The runs of `range`: its items' parts, each shaped on its own (as a line's runs are).
    func runs(_ range: Range<Int>, trimFinalSpace: Bool) -> [TextLayout.Run] {
        var runs: [TextLayout.Run] = []
        for item in items {
            let low = max(item.range.lowerBound, range.lowerBound), high = min(item.range.upperBound, range.upperBound)
            guard low < high, let face = face(item) else { continue }
            let glyphs = shaper.shape(
                utf8, byteOffsets: byteOffsets, scalarAtByte: scalarAtByte, range: low..<high, script: item.script,
                face: face)
            runs.append(TextLayout.Run(face: face, glyphs: glyphs, script: item.script))
        }
        // A wrapped line's final space takes no room.
        if trimFinalSpace, range.upperBound > range.lowerBound, scalars[range.upperBound - 1].properties.isWhitespace,
            var last = runs.popLast()
        {
            var glyphs = last.glyphs
            if let g = glyphs.last, g.cluster == range.upperBound - 1 {
                glyphs[glyphs.count - 1].width = 0
            }
            last = TextLayout.Run(face: last.face, glyphs: glyphs, script: last.script)
            runs.append(last)
        }
        if let first = runs.first {
            let tag = hitlab_harfbuzz.hb_ot_layout_get_horizontal_baseline_tag_for_script(first.script)
            func baseline(_ run: TextLayout.Run) -> Int {
                run.face.baseline(tag, script: run.script, language: shaper.languageTag(run.script))
            }
            let line = baseline(first)
            for k in runs.indices { runs[k].yOffset = line - baseline(runs[k]) }
        }
        return runs
    }

    /// Each character's width: its cluster's width shared among the cluster's characters.
    private func characterWidths(_ whole: [TextLayout.Run]) -> [Int] {
        var widths = [Int](repeating: 0, count: scalars.count)
        for run in whole {
            var clusters: [(start: Int, width: Int)] = []
            for g in run.glyphs {
                if let last = clusters.last, last.start == g.cluster {
                    clusters[clusters.count - 1].width += g.width
                } else {
                    clusters.append((g.cluster, g.width))
                }
            }
            for (k, c) in clusters.enumerated() {
                let end = k + 1 < clusters.count ? clusters[k + 1].start : nextItemStart(after: c.start)
                let n = max(1, end - c.start)
                for j in c.start..<min(c.start + n, scalars.count) {
                    widths[j] = c.width / n + (j == c.start ? c.width % n : 0)
                }
            }
        }
        return widths
    }

    private func nextItemStart(after i: Int) -> Int {
        items.first { $0.range.contains(i) }?.range.upperBound ?? scalars.count
    }

    /// The lines' ranges (paragraph offsets) at a width (0: one line), and whether each ended
    /// by wrapping; `whole` is the paragraph's runs, `forbidden` where no line may break.
    ///
    /// Each line ends at the last allowed break where it still fits (a space before the break
    /// not counted), else at the last character boundary where it fits, else after its first
    /// character. The widths are summed once for the paragraph and the breaks kept in order,
    /// so a paragraph of n characters costs about n steps a line, with nothing allocated.
    func lineRanges(width: Int, whole: [TextLayout.Run], forbidden: () -> Set<Int>) -> [(Range<Int>, Bool)] {
        guard width > 0, !scalars.isEmpty else { return [(0..<scalars.count, false)] }
        let widths = characterWidths(whole)
        guard widths.reduce(0, +) > width else { return [(0..<scalars.count, false)] }
        let count = scalars.count
        let forbidden = forbidden()
        let allowed = lineBreaks().filter { !forbidden.contains($0 + offset) && !besideQuote($0) }
        // Between characters: asked for only when no word fits a line.
        var characterBreaks: [Int]?
        func characters() -> [Int] {
            if let known = characterBreaks { return known }
            let found = characterBoundaries().filter { !forbidden.contains($0 + offset) }
            characterBreaks = found
            return found
        }
        // The width of the characters before each offset.
        var before = [Int](repeating: 0, count: count + 1)
        for i in 0..<count { before[i + 1] = before[i] + widths[i] }
        var result: [(Range<Int>, Bool)] = []
        var start = 0
        while start < count {
            func fits(_ b: Int) -> Bool {
                let w = before[b] - before[start]
                return (b > start && scalars[b - 1].properties.isWhitespace ? w - widths[b - 1] : w) <= width
            }
            // The last of `breaks` after `start` (with the paragraph's end after them) that fits.
            func last(_ breaks: [Int]) -> Int? {
                if fits(count) { return count }
                var k = breaks.count - 1
                while k >= 0, breaks[k] > start {
                    if breaks[k] <= count, fits(breaks[k]) { return breaks[k] }
                    k -= 1
                }
                return nil
            }
            let stop: Int
            if let word = last(allowed) {
                stop = word
            } else {
                // No word fits: between characters, at least one.
                let chars = characters()
                stop = last(chars) ?? chars.first { $0 > start } ?? count
            }
            result.append((start..<stop, stop < count))
            start = stop
        }
        return result
    }

    /// Quotation marks (class QU) hold to what they touch, as Unicode 15.0 writes it (LB19:
    /// no break before one unless after a space, none after one); ICU lets “ open a line
    /// after Chinese, which Hitlab's earlier text path did not.
    private func besideQuote(_ b: Int) -> Bool {
        guard b > 0, b < scalars.count else { return false }
        return Self.quotes.contains(scalars[b - 1].value)
            || (Self.quotes.contains(scalars[b].value) && !scalars[b - 1].properties.isWhitespace)
    }
    private static let quotes: Set<UInt32> = [
        0x22, 0x27, 0xAB, 0xBB, 0x2018, 0x2019, 0x201B, 0x201C, 0x201D, 0x201F, 0x2039, 0x203A
    ]

    /// Where Unicode's line breaking allows a break (paragraph offsets, ascending; neither the
    /// paragraph's start nor its end).
    private func lineBreaks() -> [Int] {
        var units: [UInt16] = []
        units.reserveCapacity(scalars.count)
        // The scalar that starts at each UTF-16 offset (-1 inside one, and at the end).
        var scalarAt: [Int32] = []
        scalarAt.reserveCapacity(scalars.count + 1)
        for (i, s) in scalars.enumerated() {
            scalarAt.append(Int32(i))
            UTF16.encode(s) { unit in units.append(unit) }
            if units.count > scalarAt.count { scalarAt.append(-1) }  // the second of a surrogate pair
        }
        scalarAt.append(-1)
        var found = [Int32](repeating: 0, count: units.count + 2)
        let count = units.withUnsafeBufferPointer { u in
            found.withUnsafeMutableBufferPointer { out in
                hitlab_line_breaks(u.baseAddress, Int32(u.count), out.baseAddress, Int32(out.count))
            }
        }
        guard count >= 0 else { return characterBoundaries() }
        return found.prefix(Int(count)).compactMap { unit in
            let i = Int(unit)
            guard i >= 0, i < scalarAt.count, scalarAt[i] > 0 else { return nil }
            return Int(scalarAt[i])
        }
    }

    /// The boundaries between characters as a reader counts them (paragraph offsets).
    private func characterBoundaries() -> [Int] {
        var offsets: [Int] = []
        var i = 0
        for c in String(String.UnicodeScalarView(scalars)) {
            i += c.unicodeScalars.count
            offsets.append(i)
        }
        return offsets
    }
}
