/// The catalog of every `Phrase`'s Chinese, read once from `Catalog/zh-Hans.phrases` (built
/// into the binary). The file holds entries of two lines, the English key and its Chinese:
///
///     en: '%1' must be a number, got %2
///     zh: '%1' 必须是数字，实际是 %2
///
/// `#` starts a comment line; `\n` and `\\` stand for a line break and a backslash, `\ ` for a
/// space at the end of a line.
public enum PhraseCatalog {
    static let chinese: [String: String] = PackageResources.zh_Hans_phrases.withUnsafeBufferPointer { entries($0) }
    /// The sentences written by hand in Taiwan's Traditional Chinese (`Catalog/zh-Hant.phrases`,
    /// the same form): the most frequent ones, which conversion would leave in Mainland rhythm.
    /// Every other sentence's Traditional is converted from its Simplified.
    static let traditional: [String: String] =
        PackageResources.zh_Hant_phrases.withUnsafeBufferPointer { entries($0) }

    /// The entries of a catalog's text: English key -> Chinese template.
    public static func entries(_ text: String) -> [String: String] {
        Array(text.utf8).withUnsafeBufferPointer { entries($0) }
    }

    /// The entries, read from the UTF-8 bytes a line at a time (a few thousand lines: done
    /// in well under a millisecond, only when Chinese is first asked for).
    static func entries(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: String] {
        var table: [String: String] = [:]
        table.reserveCapacity(1024)
        var english: String?
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            start = end + 1
            guard line.count >= 4, line[2] == 0x3A, line[3] == 0x20 else { continue }  // "xx: "
            if line[0] == 0x65 && line[1] == 0x6E {  // "en"
                english = unescaped(UnsafeBufferPointer(rebasing: line[4...]))
            } else if line[0] == 0x7A && line[1] == 0x68, let key = english {  // "zh"
                table[key] = unescaped(UnsafeBufferPointer(rebasing: line[4...]))
                english = nil
            }
        }
        return table
    }

    /// A line's text with `\n`, `\t`, `\\` and `\ ` resolved.
    static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(0x5C) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var escaping = false
        for b in bytes {
            if escaping {
                out.append(b == 0x6E ? 0x0A : b == 0x74 ? 0x09 : b)
                escaping = false
            } else if b == 0x5C {
                escaping = true
            } else {
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
