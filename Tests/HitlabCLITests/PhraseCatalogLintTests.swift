import Foundation
import HitlabWords
import XCTest

/// Lint, not behaviour: every sentence the code writes as a `Phrase` (`t("…")`, `tr("…")`,
/// `say("…")`, `Phrase("…")`, a dump's `Guess("…")`) has its Chinese in `Catalog/zh-Hans.phrases`, and the catalog holds nothing
/// the code no longer says. A sentence without its Chinese would be shown in English to a
/// Chinese class; this finds it before anyone runs that path.
final class PhraseCatalogLintTests: XCTestCase {
    func testEveryPhraseInTheCodeHasItsChineseAndEveryEntryIsUsed() throws {
        let catalogPath = projectRoot + "/Sources/HitlabWords/Catalog/zh-Hans.phrases"
        let catalogText = try String(contentsOfFile: catalogPath, encoding: .utf8)
        let catalog = PhraseCatalog.entries(catalogText)
        let keys = catalogText.split(separator: "\n").filter { $0.hasPrefix("en: ") }
        XCTAssertEqual(keys.count, Set(keys).count, "a key is in the catalog twice")

        var used: [String: String] = [:]
        for file in try swiftFiles(under: projectRoot + "/Sources") {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            for key in PhraseScanner.keys(in: source) { used[key] = file }
        }
        XCTAssertGreaterThan(used.count, 700, "the scanner finds the code's phrases")
        let missing = used.keys.filter { catalog[$0] == nil }.sorted()
        XCTAssertEqual(
            missing, [], "phrases without Chinese: " + missing.map { "\($0) (\(used[$0]!))" }.joined(separator: "\n"))
        let unused = catalog.keys.filter { used[$0] == nil }.sorted()
        XCTAssertEqual(unused, [], "catalog entries no code says")
        for (key, chinese) in catalog {
            XCTAssertTrue(
                placeholders(chinese).isSubset(of: placeholders(key)), "'\(chinese)' names a value '\(key)' has not")
        }
    }

    /// The hand-written Traditional sentences: each is a sentence the code says, with the
    /// Simplified one's values, in Traditional characters only.
    func testEveryHandWrittenTraditionalSentenceMatchesItsSimplified() throws {
        let folder = projectRoot + "/Sources/HitlabWords/Catalog/"
        let simplified = PhraseCatalog.entries(try String(contentsOfFile: folder + "zh-Hans.phrases", encoding: .utf8))
        let text = try String(contentsOfFile: folder + "zh-Hant.phrases", encoding: .utf8)
        let traditional = PhraseCatalog.entries(text)
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("en: ") }
        XCTAssertEqual(keys.count, Set(keys).count, "a key is in the Traditional catalog twice")
        for (key, written) in traditional {
            guard let hans = simplified[key] else {
                XCTFail("'\(key)' is no sentence of the Simplified catalog")
                continue
            }
            XCTAssertEqual(placeholders(written), placeholders(hans), "'\(written)' says other values than '\(hans)'")
            let notTraditional = written.filter { TraditionalChinese.convert(String($0)) != String($0) }
            XCTAssertEqual(notTraditional, "", "Simplified characters in '\(written)'")
        }
    }

    private func placeholders(_ template: String) -> Set<Int> {
        var found = Set<Int>()
        var scalars = Array(template.unicodeScalars)[...]
        while let c = scalars.popFirst() {
            guard c == "%" else { continue }
            if scalars.first == "%" {
                scalars.removeFirst()
                continue
            }
            var digits = ""
            while let d = scalars.first, ("0"..."9").contains(d) { digits.unicodeScalars.append(scalars.removeFirst()) }
            if let n = Int(digits) { found.insert(n) }
        }
        return found
    }

    private func swiftFiles(under folder: String) throws -> [String] {
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder)
        return names.filter { $0.hasSuffix(".swift") && !$0.contains("Generated/") }.map { folder + "/" + $0 }
    }
}

/// Finds the phrase literals of a Swift source and their catalog keys, as `Phrase` builds them:
/// the literal text with escapes and multi-line indentation resolved, `%` doubled, and each
/// interpolation as `%1`, `%2`, …
enum PhraseScanner {
    static func keys(in source: String) -> [String] {
        let s = Array(source.unicodeScalars)
        var keys: [String] = []
        scan(s, s.startIndex..<s.endIndex, into: &keys)
        return keys
    }

    /// The phrases in a stretch of code, and in the interpolations of every literal in it.
    private static func scan(_ s: [Unicode.Scalar], _ range: Range<Int>, into keys: inout [String]) {
        var i = range.lowerBound
        while i < range.upperBound {
            if s[i] == "/" && i + 1 < s.count && s[i + 1] == "/" {
                while i < s.count && s[i] != "\n" { i += 1 }
                continue
            }
            let argument = phraseArgument(s, at: i)
            if s[i] == "\"" || argument != nil {
                let lit = literal(s, at: argument ?? i)
                if argument != nil, !lit.key.isEmpty { keys.append(lit.key) }
                for inner in lit.interpolations { scan(s, inner, into: &keys) }
                i = lit.end
                continue
            }
            i += 1
        }
    }

    /// The calls whose first literal is a sentence for the catalog: the words' `Phrase`, and the
    /// files' `FileReason` (a `FileError`'s or a PNG problem's reason) and the window's key table.
    static let calls = [
        "t(", "tr(", "say(", "Phrase(", "Guess(", "FileError(", "FileReason(", "Problem(", "KeyBinding("
    ]

    /// Where the literal a phrase call starts with begins: `t(` right before a quote, or after a
    /// first argument that is a name (`tr(language, `, `FileError(path, `) or a label
    /// (`Problem(reason: `).
    private static func phraseArgument(_ s: [Unicode.Scalar], at i: Int) -> Int? {
        for name in calls {
            let n = Array(name.unicodeScalars)
            guard i + n.count < s.count, Array(s[i..<i + n.count]) == n else { continue }
            if i > 0, isIdentifier(s[i - 1]) { return nil }
            var j = i + n.count
            while j < s.count, s[j] == " " || s[j] == "\n" { j += 1 }
            var k = j
            while k < s.count, isIdentifier(s[k]) || s[k] == "." { k += 1 }
            if k > j, k < s.count, s[k] == "," || s[k] == ":" { j = k + 1 }
            if name == "FileError(", k == j, s[j] == "\"" {  // FileError("hitlab", "…"): the path first
                k = literal(s, at: j).end
                if k < s.count, s[k] == "," { j = k + 1 }
            }
            while j < s.count, s[j] == " " || s[j] == "\n" { j += 1 }
            return j < s.count && s[j] == "\"" ? j : nil
        }
        return nil
    }

    private static func isIdentifier(_ c: Unicode.Scalar) -> Bool {
        c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
    }

    /// The literal starting at `i`: its key and the index after its closing quote.
    static func literal(
        _ s: [Unicode.Scalar], at i: Int
    ) -> (key: String, end: Int, interpolations: [Range<Int>]) {
        let multiLine = i + 2 < s.count && s[i + 1] == "\"" && s[i + 2] == "\""
        var j = multiLine ? i + 3 : i + 1
        var raw: [(text: String, isValue: Bool)] = []
        var text = ""
        var interpolations: [Range<Int>] = []
        if multiLine {
            while s[j] != "\n" { j += 1 }
            j += 1
        }
        while j < s.count {
            let c = s[j]
            if c == "\\" {
                let next = s[j + 1]
                if next == "(" {
                    raw.append((text, false))
                    text = ""
                    let end = skipInterpolation(s, from: j + 2)
                    interpolations.append(j + 2..<end - 1)
                    j = end
                    raw.append(("", true))
                    continue
                }
                if next == "\n" {  // a line continued: the next one's indentation goes too
                    j += 2
                    text += continued
                    continue
                }
                if next == "u" {
                    var k = j + 3
                    var hex = ""
                    while s[k] != "}" {
                        hex.unicodeScalars.append(s[k])
                        k += 1
                    }
                    text.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
                    j = k + 1
                    continue
                }
                let escapes: [Unicode.Scalar: String] = ["n": "\n", "t": "\t", "r": "\r", "0": "\0"]
                text += escapes[next] ?? String(Character(next))
                j += 2
                continue
            }
            if multiLine, c == "\"", j + 2 < s.count, s[j + 1] == "\"", s[j + 2] == "\"" {
                raw.append((text, false))
                return (key(multiLine: raw), j + 3, interpolations)
            }
            if !multiLine, c == "\"" {
                raw.append((text, false))
                return (key(raw), j + 1, interpolations)
            }
            text += multiLine && c == "\n" ? sourceLine : String(Character(c))
            j += 1
        }
        return (key(raw), j, interpolations)
    }

    private static func skipInterpolation(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var depth = 1
        var j = start
        while j < s.count {
            if s[j] == "\"" {
                j = literal(s, at: j).end
                continue
            }
            if s[j] == "(" { depth += 1 }
            if s[j] == ")" {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return j
    }

    private static func key(_ parts: [(text: String, isValue: Bool)]) -> String {
        var key = ""
        var n = 0
        for part in parts {
            if part.isValue {
                n += 1
                key += "%\(n)"
            } else {
                key += part.text.replacingOccurrences(of: "%", with: "%%")
            }
        }
        return key
    }

    /// A multi-line literal's key: each line without the closing delimiter's indentation, the
    /// last line break (before the delimiter) dropped.
    private static func key(multiLine parts: [(text: String, isValue: Bool)]) -> String {
        var lines = key(parts).components(separatedBy: sourceLine)
        let indent = lines.removeLast().count
        func unindented(_ line: String) -> String {
            String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
        }
        return lines.map { line in
            line.components(separatedBy: continued).map(unindented).joined()
        }.joined(separator: "\n")
    }

    /// Marks, in a multi-line literal's text, a line break of the source and a `\` that continues
    /// a line (an escaped `\n` is text).
    private static let sourceLine = "\u{2}"
    private static let continued = "\u{1}"
}
