/// The catalog of every `Phrase`'s Chinese, read once from `Catalog/zh-Hans.phrases` (built
/// into the binary). The file holds entries of two lines, the English key and its Chinese:
///
///     en: '%1' must be a number, got %2
///     zh: '%1' 必须是数字，实际是 %2
///
/// `#` starts a comment line; `\n` and `\\` stand for a line break and a backslash.
public enum PhraseCatalog {
    static let chinese: [String: String] = entries(String(decoding: PackageResources.zh_Hans_phrases, as: UTF8.self))

    /// The entries of a catalog's text: English key -> Chinese template.
    public static func entries(_ text: String) -> [String: String] {
        var table: [String: String] = [:]
        var english: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("en: ") {
                english = unescaped(line.dropFirst(4))
            } else if line.hasPrefix("zh: "), let key = english {
                table[key] = unescaped(line.dropFirst(4))
                english = nil
            }
        }
        return table
    }

    static func unescaped(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var out = ""
        var escaping = false
        for c in text {
            if escaping {
                out.append(c == "n" ? "\n" : c == "t" ? "\t" : c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
