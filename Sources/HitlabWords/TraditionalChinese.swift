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
        guard most >= 2, phrases.startsPhrase(text[i], text[i + 1]) else { return nil }
        for length in stride(from: most, through: 2, by: -1) {
            if let replacement = phrases.replacement(text[i..<(i + length)]) { return (length, replacement) }
        }
        return nil
    }

    /// Phrases by their scalars, and for each first scalar the length of the longest. The
    /// phrases and their replacements lie end to end in one array, found by a 64-bit hash of
    /// their scalars in a sorted list and compared whole: hashing OpenCC's 41,000 phrases into
    /// a dictionary (String keys are normalised first) took 38 ms of every zh-Hant command.
    private struct Phrases {
        private(set) var longest: [Unicode.Scalar: Int] = [:]
        private var storage: [Unicode.Scalar] = []
        /// Each phrase's hash and where it and its replacement lie, sorted by hash (a phrase
        /// given twice keeps both, in order: the later wins, as an assignment would).
        private var entries: [(hash: UInt64, from: Range<Int>, to: Range<Int>)] = []
        /// The first two scalars of every phrase, sorted.
        private var starts: [UInt64] = []

        static func pair(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> UInt64 { UInt64(a.value) << 32 | UInt64(b.value) }

        /// FNV-1a over the scalars' values.
        private static func hash(_ scalars: some Sequence<Unicode.Scalar>) -> UInt64 {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for s in scalars { h = (h ^ UInt64(s.value)) &* 0x100_0000_01b3 }
            return h
        }

        mutating func add(_ from: [Unicode.Scalar], _ to: [Unicode.Scalar]) {
            let start = storage.count
            storage += from
            storage += to
            entries.append((Self.hash(from), start..<(start + from.count), (start + from.count)..<storage.count))
            starts.append(Self.pair(from[0], from[1]))
            longest[from[0], default: 0] = max(longest[from[0], default: 0], from.count)
        }

        /// Sorts what `add` gathered; lookups need it.
        mutating func finish() {
            // Storage grows with each phrase: its place keeps a phrase given twice in order.
            entries.sort { ($0.hash, $0.from.lowerBound) < ($1.hash, $1.from.lowerBound) }
            starts.sort()
        }

        func startsPhrase(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
            let key = Self.pair(a, b), i = Self.firstIndex(in: starts.count) { starts[$0] >= key }
            return i < starts.count && starts[i] == key
        }

        func replacement(_ phrase: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar]? {
            let h = Self.hash(phrase)
            var i = Self.firstIndex(in: entries.count) { entries[$0].hash >= h }
            var found: Range<Int>?
            while i < entries.count && entries[i].hash == h {
                if storage[entries[i].from].elementsEqual(phrase) { found = entries[i].to }
                i += 1
            }
            return found.map { Array(storage[$0]) }
        }

        /// The first index below `count` where `isAtOrAfter` holds (it holds from there on).
        private static func firstIndex(in count: Int, _ isAtOrAfter: (Int) -> Bool) -> Int {
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                if isAtOrAfter(mid) { high = mid } else { low = mid + 1 }
            }
            return low
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
                phrases.add(from, to)
            }
            phrases.finish()
            return phrases
        }
    }
}
