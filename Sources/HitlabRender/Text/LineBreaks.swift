import HitlabWords

/// Where a line of text must not break although Unicode's line-breaking rules (ICU's) would
/// allow it: inside a Chinese word (ICU's dictionary) or a term of the trade, and around the
/// spaces that set a number inside Chinese ("共 22 步") or keep a unit with its number ("70 pt").
enum LineBreaks {
    /// Chinese, Japanese and Korean characters and their punctuation.
    static func isWide(_ c: Character) -> Bool {
        guard let u = c.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(u) || (0xF900...0xFAFF).contains(u) || (0xFF00...0xFFEF).contains(u)
            || (0x3000...0x303F).contains(u)
    }

    /// Terms of the trade that read as one word though ICU's dictionary cuts them (响应 + 者):
    /// a line never breaks inside them. In Simplified, and converted for a Traditional
    /// picture (響應者); only such a picture pays for building the conversion's tables.
    static func terms(traditional: Bool) -> [String] { traditional ? traditionalTerms : simplifiedTerms }
    private static let traditionalTerms =
        simplifiedTerms + simplifiedTerms.map(TraditionalChinese.convert).filter { !simplifiedTerms.contains($0) }
    private static let simplifiedTerms = [
        "询问子视图", "发送者", "第一响应者", "响应者链", "响应者", "手势识别器", "识别器", "命中测试", "命中视图", "子视图", "父视图",
        "视图控制器", "控制器", "触摸点", "坐标系", "点击区域", "识别成功", "识别失败",
        "点击", "双击", "长按", "拖动", "轻扫", "捏合", "旋转", "手势", "多点触摸"
    ]

    /// Units that follow a number ("70 pt"): never a line of their own.
    static let units: Set<String> = ["pt", "px", "ms", "s", "°", "%"]

    /// Punctuation after which a line may always break, even inside what ICU calls a word.
    private static let breakAfter: Set<Character> = ["、", "，", "。", "；", "："]

    /// The character offsets `i` before which a line must not break (between `characters[i - 1]`
    /// and `characters[i]`), in increasing order.
    static func forbidden(in characters: [Character], traditional: Bool) -> [Int] {
        guard characters.count > 1 else { return [] }
        let hasWide = characters.contains(where: isWide)
        let words = hasWide ? WordBoundaries.offsets(in: String(characters)) : nil
        let inTerm = hasWide ? insideTerms(characters, traditional: traditional) : []
        return (1..<characters.count).filter { i in
            let a = characters[i - 1], b = characters[i]
            if isWide(a) && isWide(b) && !breakAfter.contains(a) {
                return inTerm.contains(i) || !(words?.contains(i) ?? true)
            }
            return keepsNumberTogether(characters, at: i)
        }
    }

    /// A space between Chinese and a short number, or between a number and its unit.
    private static func keepsNumberTogether(_ characters: [Character], at i: Int) -> Bool {
        let a = characters[i - 1], b = characters[i]
        func shortNumber(_ run: Range<Int>) -> Bool {
            !run.isEmpty && run.count <= 4 && run.allSatisfy { characters[$0].isNumber || characters[$0] == "." }
        }
        // The characters from `start` on (or up to `end`) until a space or a Chinese character.
        func run(from start: Int) -> Range<Int> {
            var end = start
            while end < characters.count, characters[end] != " ", !isWide(characters[end]) { end += 1 }
            return start..<end
        }
        func run(upTo end: Int) -> Range<Int> {
            var start = end
            while start > 0, characters[start - 1] != " ", !isWide(characters[start - 1]) { start -= 1 }
            return start..<end
        }
        if b == " ", isWide(a), shortNumber(run(from: i + 1)) { return true }
        if a == " ", i >= 2 {
            let before = run(upTo: i - 1), after = run(from: i)
            if isWide(characters[i - 2]), shortNumber(after) { return true }
            if isWide(b), shortNumber(before) || units.contains(String(characters[before])) { return true }
            if shortNumber(before), units.contains(String(characters[after])) { return true }
        }
        return false
    }

    /// The offsets inside one of `terms` (a break there would split it).
    static func insideTerms(_ characters: [Character], traditional: Bool) -> Set<Int> {
        var inside: Set<Int> = []
        let text = String(characters)
        for term in terms(traditional: traditional) {
            var from = text.startIndex
            while let r = text.range(of: term, range: from..<text.endIndex) {
                let start = text.distance(from: text.startIndex, to: r.lowerBound)
                for k in 1..<term.count { inside.insert(start + k) }
                from = r.upperBound
            }
        }
        return inside
    }
}
