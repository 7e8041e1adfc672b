import CCairo
import CSDL2
import HitlabCore
import HitlabWords

/// Text that needs a second font: split into runs by the font that draws each character,
/// broken into lines at spaces and between Chinese characters (never before a closing mark
/// such as ，。） or after an opening one such as （「), and composed run by run on a common
/// baseline.
extension TextRasterizer {
    /// A stretch of text drawn with one font.
    struct Run {
        let text: String
        let font: OpaquePointer
        let width: Double
    }

    /// Whether the font draws every character of `text` (the fast path: one SDL_ttf call).
    func drawsAll(_ text: String, _ f: OpaquePointer) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x80 || TTF_GlyphIsProvided32(f, $0.value) != 0 }
    }

    /// `text` as runs of one font each, measured.
    func runs(_ text: String, weight: Weight, pixelSize: Int) -> [Run] {
        guard let primary = font(weight, pixelSize) else { return [] }
        let fallback = fallbackFont(weight, pixelSize)
        var out: [Run] = []
        var current = "", currentFont = primary
        func flush() {
            guard !current.isEmpty else { return }
            var w: Int32 = 0, h: Int32 = 0
            TTF_SizeUTF8(currentFont, current, &w, &h)
            out.append(Run(text: current, font: currentFont, width: Double(w)))
            current = ""
        }
        for c in text {
            let needsFallback = c.unicodeScalars.contains {
                $0.value >= 0x80 && TTF_GlyphIsProvided32(primary, $0.value) == 0
            }
            let f = needsFallback ? (fallback ?? primary) : primary
            if f != currentFont { flush(); currentFont = f }
            current.append(c)
        }
        flush()
        return out
    }

    /// Closing marks a line may not start with, and opening marks it may not end with.
    static let noLineStart: Set<Character> = [
        "，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "》", "〉", "】", ",", ".", ";", ":", "!", "?", ")", "]"
    ]
    static let noLineEnd: Set<Character> = ["（", "「", "『", "《", "〈", "【", "(", "["]

    /// Whether a line may break between two characters.
    static func canBreak(between a: Character, and b: Character) -> Bool {
        if noLineStart.contains(b) || noLineEnd.contains(a) { return false }
        if a == " " { return true }
        return isWide(a) || isWide(b)
    }

    /// Chinese, Japanese and Korean characters and their punctuation: each one may stand at
    /// a line's end.
    static func isWide(_ c: Character) -> Bool {
        guard let u = c.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(u) || (0xF900...0xFAFF).contains(u) || (0xFF00...0xFFEF).contains(u)
            || (0x3000...0x303F).contains(u)
    }

    /// Chinese punctuation (full-width brackets, commas, quotes).
    static func isPunctuation(_ c: Character) -> Bool {
        guard let u = c.unicodeScalars.first?.value else { return false }
        return (0x3000...0x303F).contains(u) || (0xFF00...0xFF0F).contains(u) || (0xFF1A...0xFF20).contains(u)
            || (0x2018...0x201F).contains(u)
    }

    /// Terms of the trade that read as one word though ICU's dictionary cuts them (响应 + 者):
    /// a line never breaks inside them. Each in Simplified and in Traditional (響應者).
    static let terms =
        simplifiedTerms + simplifiedTerms.map(TraditionalChinese.convert).filter { !simplifiedTerms.contains($0) }
    private static let simplifiedTerms = [
        "第一响应者", "响应者链", "响应者", "手势识别器", "识别器", "命中测试", "命中视图", "子视图", "父视图",
        "视图控制器", "控制器", "触摸点", "坐标系", "点击区域", "识别成功", "识别失败",
        "点击", "双击", "长按", "拖动", "轻扫", "捏合", "旋转", "手势", "多点触摸"
    ]

    /// Whether a line may break before `characters[i]`: as `canBreak(between:and:)`, but
    /// between two Chinese characters only at a word boundary (ICU's dictionary, never inside
    /// one of `terms`), and not at the spaces that set a short number inside Chinese ("共 22 步"
    /// stays whole).
    static func canBreak(_ characters: [Character], at i: Int, words: Set<Int>?, inTerm: Set<Int>) -> Bool {
        let a = characters[i - 1], b = characters[i]
        guard canBreak(between: a, and: b) else { return false }
        if isWide(a) && isWide(b) && !["、", "，", "。", "；", "："].contains(a) {
            return !inTerm.contains(i) && (words?.contains(i) ?? true)
        }
        // A space between Chinese and a short number: no break on either side of it.
        func shortNumber(_ run: some Collection<Character>) -> Bool {
            !run.isEmpty && run.count <= 4 && run.allSatisfy { $0.isNumber || $0 == "." }
        }
        if b == " ", isWide(a) {
            let run = characters[(i + 1)...].prefix { $0 != " " && !isWide($0) }
            if shortNumber(run) { return false }
        }
        if a == " ", i >= 2 {
            let before = Array(characters[..<(i - 1)].reversed().prefix { $0 != " " && !isWide($0) }.reversed())
            let after = Array(characters[i...].prefix { $0 != " " && !isWide($0) })
            if isWide(characters[i - 2]), shortNumber(after) { return false }
            if isWide(b), shortNumber(before) || units.contains(String(before)) { return false }
            // A number and its unit ("70 pt", "150 ms") stay on one line.
            if shortNumber(before), units.contains(String(after)) { return false }
        }
        return true
    }

    /// Units that follow a number ("70 pt"): never a line of their own.
    static let units: Set<String> = ["pt", "px", "ms", "s", "°", "%"]

    /// The offsets inside one of `terms` (a break there would split it).
    static func insideTerms(_ characters: [Character]) -> Set<Int> {
        var inside: Set<Int> = []
        let text = String(characters)
        for term in terms {
            var from = text.startIndex
            while let r = text.range(of: term, range: from..<text.endIndex) {
                let start = text.distance(from: text.startIndex, to: r.lowerBound)
                for k in 1..<term.count { inside.insert(start + k) }
                from = r.upperBound
            }
        }
        return inside
    }

    /// The text cut into lines no wider than `wrapWidth` pixels (0: only at newlines).
    public func lines(_ text: String, weight: Weight = .regular, pixelSize: Int, wrapWidth: Int) -> [String] {
        var out: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard wrapWidth > 0 else { out.append(paragraph); continue }
            // Pieces between break opportunities; between two Chinese characters only where a
            // word ends (ICU's dictionary), so no word is split across lines.
            let words = paragraph.contains(where: Self.isWide) ? WordBoundaries.offsets(in: paragraph) : nil
            let characters = Array(paragraph)
            let inTerm = words == nil ? [] : Self.insideTerms(characters)
            var pieces: [String] = []
            var piece = ""
            for (i, c) in characters.enumerated() {
                if i > 0, !piece.isEmpty, Self.canBreak(characters, at: i, words: words, inTerm: inTerm) {
                    pieces.append(piece)
                    piece = ""
                }
                piece.append(c)
            }
            if !piece.isEmpty { pieces.append(piece) }
            // A word wider than a whole line (isMultipleTouchEnabled in a narrow panel) breaks
            // where its camel case does, else between any two letters, rather than overflow.
            // (Chinese words and a number with its unit stay whole, as before.)
            pieces = pieces.flatMap { piece in
                let oneWord = !piece.trimmingSuffix(" ").contains(where: {
                    $0 == " " || (Self.isWide($0) && !Self.isPunctuation($0))
                })
                return oneWord && width(piece, pixelSize: pixelSize, weight: weight) > wrapWidth
                    ? overlong(piece, pixelSize: pixelSize, weight: weight, wrapWidth: wrapWidth) : [piece]
            }
            var line = ""
            for piece in pieces {
                let candidate = line + piece
                let trimmed = candidate.hasSuffix(" ") ? String(candidate.dropLast()) : candidate
                if !line.isEmpty && width(trimmed, pixelSize: pixelSize, weight: weight) > wrapWidth {
                    out.append(line.hasSuffix(" ") ? String(line.dropLast()) : line)
                    line = piece.hasPrefix(" ") ? String(piece.dropFirst()) : piece
                } else {
                    line = candidate
                }
            }
            out.append(line.hasSuffix(" ") ? String(line.dropLast()) : line)
        }
        return out
    }

    /// A word too wide for a line, in pieces: at its camel case humps (touchesShouldCancel ->
    /// touches, Should, Cancel), and a hump still too wide letter by letter.
    private func overlong(_ word: String, pixelSize: Int, weight: Weight, wrapWidth: Int) -> [String] {
        var humps: [String] = []
        var hump = ""
        var previous: Character?
        for c in word {
            if let p = previous, p.isLowercase, c.isUppercase, !hump.isEmpty {
                humps.append(hump)
                hump = ""
            }
            hump.append(c)
            previous = c
        }
        if !hump.isEmpty { humps.append(hump) }
        return humps.flatMap { hump in
            width(hump, pixelSize: pixelSize, weight: weight) > wrapWidth ? hump.map { String($0) } : [hump]
        }
    }

    /// Lines of runs drawn onto one image on a common baseline.
    func composed(_ text: String, pixelSize: Int, weight: Weight, colour: SDL_Color, wrapWidth: Int) -> CairoImage? {
        guard let primary = font(weight, pixelSize) else { return nil }
        let fallback = fallbackFont(weight, pixelSize)
        let ascent = max(Int(TTF_FontAscent(primary)), fallback.map { Int(TTF_FontAscent($0)) } ?? 0)
        let lineSkip = max(Int(TTF_FontLineSkip(primary)), fallback.map { Int(TTF_FontLineSkip($0)) } ?? 0)
        let laidOut = lines(text, weight: weight, pixelSize: pixelSize, wrapWidth: wrapWidth).map {
            runs($0, weight: weight, pixelSize: pixelSize)
        }
        let width = laidOut.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 0
        guard width > 0 else { return nil }
        let image = CairoImage(width: Int(width.rounded(.up)), height: max(1, laidOut.count * lineSkip))
        image.draw { cr in
            for (i, line) in laidOut.enumerated() {
                var x = 0.0
                for run in line {
                    if let surface = TTF_RenderUTF8_Blended(run.font, run.text, colour) {
                        if let piece = CairoImage(sdlSurface: surface) {
                            let y = Double(i * lineSkip + ascent - Int(TTF_FontAscent(run.font)))
                            cairo_set_source_surface(cr, piece.surface, x, y)
                            cairo_paint(cr)
                        }
                        SDL_FreeSurface(surface)
                    }
                    x += run.width
                }
            }
        }
        return image
    }
}

extension String {
    /// Without the trailing run of `c`.
    func trimmingSuffix(_ c: Character) -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == c { end = index(before: end) }
        return self[..<end]
    }
}
