/// Simplified Chinese written as Traditional Chinese the way Taiwan writes it (命中测试 ->
/// 命中測試, 响应者链 -> 響應者鏈, 默认 -> 預設): OpenCC's `s2twp` conversion, its dictionaries
/// compiled in (TraditionalChineseTable.swift). Hitlab's sentences are written once, in
/// Simplified Chinese, and `Language.zhHant` converts them, so no sentence can be missing in one
/// of the two.
///
/// As OpenCC does: the longest Simplified phrase at each point wins, else the character; then
/// the longest Taiwan phrase; then Taiwan's character variants. Latin text, digits and
/// punctuation pass unchanged, and so does text that is Traditional already.
public enum TraditionalChinese {
    public static func convert(_ simplified: String) -> String {
        // Text with no Han character (names, numbers, English) is returned as it is.
        guard simplified.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else { return simplified }
        let tables = Tables.shared
        let traditional = longestMatch(Array(simplified), phrases: tables.phrases, characters: tables.characters)
        let taiwan = longestMatch(traditional, phrases: tables.taiwanPhrases, characters: [:])
        return String(taiwan.map { tables.variants[$0] ?? $0 })
    }

    /// Each character's replacement, or the longest phrase's starting there.
    private static func longestMatch(_ text: [Character], phrases: [Character: Phrases],
                                     characters: [Character: Character]) -> [Character] {
        var out: [Character] = []
        out.reserveCapacity(text.count)
        var i = 0
        while i < text.count {
            if let starting = phrases[text[i]], let (length, replacement) = longest(in: text, at: i, starting) {
                out += replacement
                i += length
            } else {
                out.append(characters[text[i]] ?? text[i])
                i += 1
            }
        }
        return out
    }

    private static func longest(in text: [Character], at i: Int, _ phrases: Phrases) -> (Int, [Character])? {
        let longestKey = min(phrases.longest, text.count - i)
        guard longestKey >= 2 else { return nil }
        for length in stride(from: longestKey, through: 2, by: -1) {
            if let replacement = phrases.byKey[Array(text[i..<(i + length)])] { return (length, replacement) }
        }
        return nil
    }

    /// The phrases that start with one character, and the length of the longest.
    private struct Phrases {
        var longest = 0
        var byKey: [[Character]: [Character]] = [:]
    }

    /// The tables, read once from the compiled-in text.
    private struct Tables {
        let characters: [Character: Character]
        let phrases: [Character: Phrases]
        let taiwanPhrases: [Character: Phrases]
        let variants: [Character: Character]

        static let shared = Tables()

        init() {
            characters = Self.characterMap(TraditionalChinese.characterPairs)
            phrases = Self.phraseMap(TraditionalChinese.phrasePairs)
            taiwanPhrases = Self.phraseMap(TraditionalChinese.taiwanPhrasePairs)
            variants = Self.characterMap(TraditionalChinese.taiwanVariantPairs)
        }

        private static func pairs(_ text: String) -> [(Substring, Substring)] {
            text.split(separator: "\n").compactMap { line in
                guard let tab = line.firstIndex(of: "\t") else { return nil }
                return (line[..<tab], line[line.index(after: tab)...])
            }
        }

        private static func characterMap(_ text: String) -> [Character: Character] {
            var map: [Character: Character] = [:]
            for (from, to) in pairs(text) where from.count == 1 && to.count == 1 { map[from.first!] = to.first! }
            return map
        }

        /// Phrases by their first character, so a point of the text looks up only its own.
        private static func phraseMap(_ text: String) -> [Character: Phrases] {
            var map: [Character: Phrases] = [:]
            for (from, to) in pairs(text) where from.count >= 2 {
                map[from.first!, default: Phrases()].byKey[Array(from)] = Array(to)
                map[from.first!]!.longest = max(map[from.first!]!.longest, from.count)
            }
            return map
        }
    }
}
