import CICU

/// Where Chinese words begin and end, from ICU's dictionary (Foundation's ICU): a line may
/// break between two Chinese characters only there, so 响应者 or 识别器 never split.
enum WordBoundaries {
    /// The character offsets (not UTF-16) in `text` where a word begins or ends; nil when ICU
    /// cannot segment it.
    static func offsets(in text: String) -> Set<Int>? {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        var found = [Int32](repeating: 0, count: units.count + 2)
        let count = units.withUnsafeBufferPointer { u in
            found.withUnsafeMutableBufferPointer { out in
                hitlab_word_boundaries(u.baseAddress, Int32(u.count), out.baseAddress, Int32(out.count))
            }
        }
        guard count >= 0 else { return nil }
        // UTF-16 offsets to character offsets.
        var characterAt: [Int: Int] = [:]
        var utf16 = 0
        for (i, c) in text.enumerated() {
            characterAt[utf16] = i
            utf16 += c.utf16.count
        }
        characterAt[utf16] = text.count
        return Set(found.prefix(Int(count)).compactMap { characterAt[Int($0)] })
    }
}
