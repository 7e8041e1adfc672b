/// Simplified Chinese written as Traditional Chinese the way Taiwan writes it (命中测试 ->
/// 命中測試, 响应者链 -> 響應者鏈, 默认 -> 預設): OpenCC's `s2twp` conversion, its dictionaries
/// compiled in (TraditionalChineseTable.swift). Hitlab's sentences are written once, in
/// Simplified Chinese, and `Language.zhHant` converts them, so no sentence can be missing in one
/// of the two.
///
/// As OpenCC does: the longest Simplified phrase at each point wins, else the character; then
/// the longest Taiwan phrase; then Taiwan's character variants. Latin text, digits and
/// punctuation pass unchanged, and so does text that is Traditional already. The text is
/// handled as Unicode scalars (every character of the tables is one).
public enum TraditionalChinese {
    public static func convert(_ simplified: String) -> String {
        // Text with no Han character (names, numbers, English) is returned as it is.
        guard simplified.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else { return simplified }
        let tables = Tables.shared
        let traditional = longestMatch(Array(simplified.unicodeScalars), tables.phrases, characters: tables.characters)
        let taiwan = longestMatch(traditional, tables.taiwanPhrases, characters: [:])
        var out = String.UnicodeScalarView()
        out.append(contentsOf: taiwan.map { tables.variants[$0] ?? $0 })
        return String(out)
    }

    /// Each scalar's replacement, or the longest phrase's starting there.
    private static func longestMatch(
        _ text: [Unicode.Scalar], _ phrases: Phrases, characters: [Unicode.Scalar: Unicode.Scalar]
    ) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.count)
        var i = 0
        while i < text.count {
            if let longest = phrases.longest[text[i]],
                let (length, replacement) = match(text, at: i, upTo: longest, phrases)
            {
                out += replacement
                i += length
            } else {
                out.append(characters[text[i]] ?? text[i])
                i += 1
            }
        }
        return out
    }

    private static func match(
        _ text: [Unicode.Scalar], at i: Int, upTo longest: Int, _ phrases: Phrases
    ) -> (Int, [Unicode.Scalar])? {
        let most = min(longest, text.count - i)
        // Most places start no phrase: their first two scalars begin none.
        guard most >= 2, phrases.starts.contains(Phrases.pair(text[i], text[i + 1])) else { return nil }
        for length in stride(from: most, through: 2, by: -1) {
            if let replacement = phrases.byKey[Phrases.key(text[i..<(i + length)])] { return (length, replacement) }
        }
        return nil
    }

    /// Phrases by their scalars, and for each first scalar the length of the longest.
    private struct Phrases {
        var longest: [Unicode.Scalar: Int] = [:]
        var byKey: [String: [Unicode.Scalar]] = [:]
        /// The first two scalars of every phrase.
        var starts: Set<UInt64> = []

        static func pair(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> UInt64 { UInt64(a.value) << 32 | UInt64(b.value) }

        static func key(_ scalars: some Sequence<Unicode.Scalar>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view)
        }
    }

    /// The tables, read once from the compiled-in text.
    private struct Tables {
        let characters: [Unicode.Scalar: Unicode.Scalar]
        let phrases: Phrases
        let taiwanPhrases: Phrases
        let variants: [Unicode.Scalar: Unicode.Scalar]

        static let shared = Tables()

        init() {
            characters = Self.characterMap(TraditionalChinese.characterPairs)
            phrases = Self.phraseMap(TraditionalChinese.phrasePairs)
            taiwanPhrases = Self.phraseMap(TraditionalChinese.taiwanPhrasePairs)
            variants = Self.characterMap(TraditionalChinese.taiwanVariantPairs)
        }

        /// Each pair's two sides, split at its tab (pairs are separated by a space or a line break).
        private static func pairs(_ text: String, _ body: ([Unicode.Scalar], [Unicode.Scalar]) -> Void) {
            var from: [Unicode.Scalar] = [], to: [Unicode.Scalar] = []
            var inTo = false
            for s in text.unicodeScalars {
                switch s {
                case "\t":
                    inTo = true
                case "\n", " ":
                    body(from, to)
                    from.removeAll(keepingCapacity: true)
                    to.removeAll(keepingCapacity: true)
                    inTo = false
                default:
                    if inTo { to.append(s) } else { from.append(s) }
                }
            }
            if !from.isEmpty { body(from, to) }
        }

        private static func characterMap(_ text: String) -> [Unicode.Scalar: Unicode.Scalar] {
            var map: [Unicode.Scalar: Unicode.Scalar] = [:]
            pairs(text) { from, to in if from.count == 1 && to.count == 1 { map[from[0]] = to[0] } }
            return map
        }

        private static func phraseMap(_ text: String) -> Phrases {
            var phrases = Phrases()
            pairs(text) { from, to in
                guard from.count >= 2 else { return }
                phrases.byKey[Phrases.key(from)] = to
                phrases.starts.insert(Phrases.pair(from[0], from[1]))
                phrases.longest[from[0]] = max(phrases.longest[from[0]] ?? 0, from.count)
            }
            return phrases
        }
    }
}
