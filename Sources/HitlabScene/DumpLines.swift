import Foundation
import HitlabCore
import HitlabWords

/// Reading a dump's lines: wrapped lines joined again, each view or layer line parsed into
/// an entry with its properties, nested by its indentation bars. Read as UTF-8 bytes: every
/// delimiter of a dump is ASCII, and a real screen's dump has thousands of lines.
extension DumpImporter {
    typealias Bytes = ArraySlice<UInt8>

    // MARK: Lines

    /// Each entry with its children, from the dump's lines (wrapped lines joined again).
    mutating func parseLines(_ text: String) -> [Entry] {
        // Logical lines: an entry starts at `<Name: 0x`; anything else continues the last one.
        var logical: [(line: Int, text: [UInt8])] = []
        let all = Array(text.utf8)
        var lineStart = 0, i = 0
        while lineStart <= all.count {
            var end = lineStart
            while end < all.count, all[end] != Ascii.newline { end += 1 }
            defer { lineStart = end + 1; i += 1 }
            var s = all[lineStart..<end]
            if s.last == Ascii.cr { s = s.dropLast() }
            // Dumps pasted into Markdown keep their backticks.
            while s.first == Ascii.backtick { s = s.dropFirst() }
            while s.last == Ascii.backtick { s = s.dropLast() }
            if i == 0, s.starts(with: Ascii.byteOrderMark) { s = s.dropFirst(3) }
            if s.allSatisfy({ $0 == Ascii.space || $0 == Ascii.tab }) { continue }
            // An excerpt's elision marks (`...`, `…`, `| ...`) stand for lines left out.
            if Self.isElision(s) {
                warn("\(fileName):\(i + 1):1: warning: " + t("lines were left out here (an excerpt)"))
                continue
            }
            let trimmed = s.drop { $0 == Ascii.space || $0 == Ascii.tab }
            if trimmed.starts(with: Self.hitlabLinePrefix) {
                // `hitlab: 0x7f9c1bc08470 enabled = NO`: what no print shows, by hand.
                readHitlabLine(trimmed.dropFirst(Self.hitlabLinePrefix.count), line: i + 1)
                continue
            }
            // A recognizer's wrapped `must-fail = {...}` lists whole recognizers on its own lines.
            if Self.startsEntry(s),
                !(logical.last.map { Self.isRecognizerLine($0.text) && Self.isOpen($0.text) } ?? false)
            {
                if let last = logical.last, last.text.count > Self.viewLineLength { tooLong(last.line) }
                logical.append((i + 1, Array(s)))
            } else if !logical.isEmpty {
                // A line that goes on and on (a 15 MB class name, a text without end) is refused
                // here, while reading, not after it has filled the memory.
                guard logical[logical.count - 1].text.count <= Self.viewLineLength else { continue }
                if logical[logical.count - 1].text.last == Ascii.space { s = s.drop { $0 == Ascii.space } }
                logical[logical.count - 1].text += s
            } else if s.starts(with: "(lldb)".utf8) || s.starts(with: "Printing description".utf8)
                || s.starts(with: "po ".utf8)
            {
                continue
            } else if s.drop(while: { $0 == Ascii.space || $0 == Ascii.bar }).first == Ascii.open,
                !Self.isObjectReference(s)
            {
                fail(
                    Diagnostic(
                        file: fileName, line: i + 1, column: 1,
                        message: t(
                            "this line is not a view of a recursiveDescription dump: \(Self.excerpt(s))")))
            } else {
                // Prose before the dump (a log line, a heading): left out, and said.
                warn(
                    "\(fileName):\(i + 1):1: warning: "
                        + t("not part of the dump, left out: \(Self.excerpt(s))"))
            }
        }
        if let last = logical.last, last.text.count > Self.viewLineLength { tooLong(last.line) }
        // Lines too long to parse are not parsed (their errors are said above).
        logical.removeAll { $0.text.count > Self.viewLineLength }
        var roots: [Entry] = []
        var stack: [Entry] = []
        func close(to depth: Int) {
            while let last = stack.last, last.depth >= depth {
                stack.removeLast()
                if last.isLayer {
                    if stack.isEmpty { continue }
                    stack[stack.count - 1].layers.append(last)
                } else if stack.isEmpty {
                    roots.append(last)
                } else {
                    stack[stack.count - 1].children.append(last)
                }
            }
        }
        for (line, whole) in logical {
            for text in Self.records(in: whole) {
                guard let entry = parseEntry(text, line: line, offset: text.startIndex) else { continue }
                if let parent = stack.last(where: { !$0.isLayer }), entry.depth > parent.depth + 1, !entry.isLayer {
                    fail(
                        Diagnostic(
                            file: fileName, line: line, column: entry.column,
                            message: t(
                                """
                                this view is \(entry.depth - parent.depth) levels deeper than the view above it; \
                                a dump goes one level at a time
                                """)))
                }
                close(to: entry.depth)
                stack.append(entry)
            }
        }
        close(to: 0)
        return roots
    }

    /// The records of one logical line: one, or several where a paste joined a dump's lines
    /// into one with ` | ` between them (`<UIWindow: …> | <UIScrollView: …> | | <UIImageView: …>`).
    /// A record ends at the `>` that closes its `<` (and a `(layer)` after it); another starts
    /// where nothing but spaces and at least one bar lie between that and `<Name: 0x`. Each
    /// keeps its bars, so its depth is read as a line's.
    static func records(in text: [UInt8]) -> [Bytes] {
        guard let first = viewStart(in: text[...].drop { $0 == Ascii.space || $0 == Ascii.bar || $0 == Ascii.tab })
        else { return [text[...]] }
        var out: [Bytes] = []
        var segmentStart = text.startIndex
        var depth = 0, quote = false
        var i = first
        while i < text.endIndex {
            let b = text[i]
            if quote {
                if b == Ascii.quote, closesQuote(text[...], at: i) { quote = false }
            } else {
                switch b {
                case Ascii.quote: quote = true
                case Ascii.open, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
                case Ascii.close:
                    depth = max(0, depth - 1)
                    guard depth == 0 else { break }
                    var end = i + 1
                    if text[end...].drop(while: { $0 == Ascii.space }).starts(with: "(layer)".utf8) {
                        end = text[end...].firstIndex(of: UInt8(ascii: ")"))! + 1
                    }
                    let gap = text[end...].prefix { $0 == Ascii.space || $0 == Ascii.bar || $0 == Ascii.tab }
                    if gap.contains(Ascii.bar), let next = viewStart(in: text[gap.endIndex...]), next == gap.endIndex {
                        out.append(text[segmentStart..<end])
                        segmentStart = end
                        i = next
                        continue
                    }
                default: break
                }
            }
            i += 1
        }
        out.append(text[segmentStart...])
        return out
    }

    mutating func tooLong(_ line: Int) {
        fail(
            Diagnostic(
                file: fileName, line: line, column: 1,
                message: t(
                    """
                    this view's line, with the lines that continue it, is longer than \
                    \(formatNumber(Double(Self.viewLineLength))) characters; a dump's view lines are far shorter
                    """)))
    }

    static let hitlabLinePrefix = Array("hitlab:".utf8)

    /// `hitlab: 0xADDRESS key = value; key = value`, kept for the view with that address.
    mutating func readHitlabLine(_ rest: Bytes, line: Int) {
        let body = rest.drop { $0 == Ascii.space }
        let address = body.prefix { Ascii.isHexDigit($0) || $0 == UInt8(ascii: "x") }
        guard address.starts(with: "0x".utf8), address.count > 2 else {
            // Said with the other `hitlab:` lines' errors, once the views are known.
            hitlabLines.append(HitlabLine(line: line, address: nil, properties: []))
            return
        }
        var properties: [(String, String)] = []
        for part in body[address.endIndex...].split(separator: Ascii.semicolon)
        where part.contains(where: { $0 != Ascii.space }) {
            properties.append(Self.split(part))
        }
        hitlabLines.append(
            HitlabLine(
                line: line, address: Self.addressKey(String(decoding: address, as: UTF8.self)), properties: properties))
    }

    /// `<__NSArrayI 0x600000c4d200>(`: an object printed without a colon (the array a `po`
    /// of recognizers starts with), not a view.
    static func isObjectReference(_ s: Bytes) -> Bool {
        guard let open = s.firstIndex(of: Ascii.open) else { return false }
        let name = s[(open + 1)...].prefix(while: Ascii.isNameByte)
        return !name.isEmpty && s[name.endIndex...].starts(with: " 0x".utf8)
    }

    /// Whether a line describes a gesture recognizer (`<UITapGestureRecognizer: 0x...`).
    static func isRecognizerLine(_ text: [UInt8]) -> Bool {
        guard let start = viewStart(in: text[...].drop { $0 == Ascii.space || $0 == Ascii.bar || $0 == Ascii.tab })
        else { return false }
        let name = text[(start + 1)...].prefix(while: Ascii.isNameByte)
        return name.count >= 17 && name.reversed().starts(with: "GestureRecognizer".utf8.reversed())
    }

    /// Whether a line's brackets are still open at its end (a description that goes on).
    static func isOpen(_ text: [UInt8]) -> Bool {
        var depth = 0, quote = false
        for (i, b) in text.enumerated() {
            if quote { if b == Ascii.quote, closesQuote(text[...], at: i) { quote = false }; continue }
            switch b {
            case Ascii.quote: quote = true
            case Ascii.open, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case Ascii.close, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return depth > 0
    }

    /// Whether the `'` at `i` ends a quoted text: UIKit prints `text = 'Texas Hold'em'; …`
    /// without escaping, so a quote ends one only before `;`, `>`, the line's end or a space
    /// and one of them.
    static func closesQuote(_ s: Bytes, at i: Int) -> Bool {
        let next = s[(i + 1)...].drop { $0 == Ascii.space }.first
        return next == nil || next == Ascii.semicolon || next == Ascii.close
    }

    /// The first 40 characters of a line, for a message.
    static func excerpt(_ s: Bytes) -> String { String(String(decoding: s.prefix(160), as: UTF8.self).prefix(40)) }

    /// A line of nothing but spaces, bars, dots and ellipses.
    static func isElision(_ s: Bytes) -> Bool {
        var i = s.startIndex
        while i < s.endIndex {
            switch s[i] {
            case Ascii.space, Ascii.tab, Ascii.bar, Ascii.dot: i += 1
            case 0xE2 where s[i...].starts(with: Ascii.ellipsis): i += 3
            default: return false
            }
        }
        return true
    }

    static func startsEntry(_ s: Bytes) -> Bool {
        viewStart(in: s.drop { $0 == Ascii.space || $0 == Ascii.bar || $0 == Ascii.tab }) != nil
    }

    /// Where `<ClassName: 0x` begins in a line (after annotations some dumps print first).
    static func viewStart(in s: Bytes) -> Int? {
        var search = s.startIndex
        var looked = 0
        while looked < 8, let open = s[search...].firstIndex(of: Ascii.open) {
            looked += 1
            let name = s[(open + 1)...].prefix(while: Ascii.isNameByte)
            // Text before the view is an annotation (a controller's name, a marker), never
            // properties: a `;` there means this `<` is inside a wrapped line's value.
            if !name.isEmpty, s[name.endIndex...].starts(with: ": 0x".utf8), !s[..<open].contains(Ascii.semicolon) {
                return open
            }
            search = open + 1
        }
        return nil
    }

    /// The same, for a line as text.
    static func viewStart(in s: Substring) -> Substring.Index? {
        let bytes = Array(s.utf8)
        return viewStart(in: bytes[...]).map { s.utf8.index(s.startIndex, offsetBy: $0) }
    }

    /// `   |    | <UIButton: 0x7f9c1bc08470; frame = (20 40; 100 30); ...>` and `(layer)` lines.
    /// `offset`: where the record starts in its line (a joined line's later records).
    mutating func parseEntry(_ text: Bytes, line: Int, offset: Int = 0) -> Entry? {
        // A joined line's later record starts with the space that joined it.
        let prefix = text.prefix { $0 == Ascii.space || $0 == Ascii.bar || $0 == Ascii.tab }
        let depth = prefix.reduce(0) { $0 + ($1 == Ascii.bar ? 1 : 0) }
        var rest = text[prefix.endIndex...]
        var annotation = ""
        if let start = Self.viewStart(in: rest), start != rest.startIndex {
            annotation = String(decoding: rest[..<start], as: UTF8.self)
            rest = rest[start...]
        }
        let column = offset + prefix.count + annotation.count + 1
        var isLayer = false
        var end = rest
        while end.last == Ascii.space { end = end.dropLast() }
        if end.reversed().starts(with: "(layer)".utf8.reversed()) {
            isLayer = true
            rest = end.dropLast(7)
        }
        guard rest.first == Ascii.open, let colon = rest.firstIndex(of: Ascii.colon) else {
            fail(
                Diagnostic(
                    file: fileName, line: line, column: column,
                    message: t("expected `<ClassName: 0x...`")))
            return nil
        }
        let className = String(decoding: rest[(rest.startIndex + 1)..<colon], as: UTF8.self)
        guard className.count <= Self.classNameLength else {
            fail(
                Diagnostic(
                    file: fileName, line: line, column: column + 1,
                    message: t(
                        "this class name is \(className.count) characters long; at most \(Self.classNameLength)")))
            return nil
        }
        var body = rest[(colon + 1)...].drop { $0 == Ascii.space }
        let addressBytes = body.prefix { Ascii.isHexDigit($0) || $0 == UInt8(ascii: "x") }
        guard addressBytes.starts(with: "0x".utf8), addressBytes.count > 2 else {
            fail(
                Diagnostic(
                    file: fileName, line: line, column: column + className.count + 2,
                    message: t(
                        "expected the object's address (0x...) after '\(className):'")))
            return nil
        }
        let address = String(decoding: addressBytes, as: UTF8.self)
        body = body[addressBytes.endIndex...]
        // `; key = value; key = value>`: split at `;` outside brackets and quotes.
        var properties: [(String, String)] = []
        var depthCount = 0, quote = false, complete = false
        var start = body.startIndex, i = body.startIndex
        while i < body.endIndex {
            let b = body[i]
            if quote {
                if b == Ascii.quote, Self.closesQuote(body, at: i) { quote = false }
            } else {
                switch b {
                case Ascii.quote: quote = true
                case Ascii.open, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depthCount += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depthCount -= 1
                case Ascii.close:
                    if depthCount == 0 { complete = true } else { depthCount -= 1 }
                case Ascii.semicolon where depthCount == 0:
                    properties.append(Self.split(body[start..<i]))
                    start = i + 1
                default: break
                }
            }
            if complete { break }
            i += 1
        }
        let last = body[start..<i]
        if last.contains(where: { $0 != Ascii.space }) { properties.append(Self.split(last)) }
        if !complete {
            warn(
                "\(fileName):\(line):\(column): warning: "
                    + t("this line is cut off; what it gives is used"))
        }
        var entry = Entry(
            line: line, column: column, depth: depth, className: className, address: address,
            properties: properties.filter { !$0.0.isEmpty }, isLayer: isLayer)
        entry.annotation = annotation
        return entry
    }

    /// `key = value` (or `key: value`), both trimmed.
    static func split(_ property: Bytes) -> (String, String) {
        func trimmed(_ s: Bytes) -> String {
            var (a, b) = (s.startIndex, s.endIndex)
            while a < b, s[a] == Ascii.space { a += 1 }
            while b > a, s[b - 1] == Ascii.space { b -= 1 }
            return String(decoding: s[a..<b], as: UTF8.self)
        }
        guard let eq = property.firstIndex(of: UInt8(ascii: "=")) ?? property.firstIndex(of: Ascii.colon) else {
            return (trimmed(property), "")
        }
        return (trimmed(property[..<eq]), trimmed(property[(eq + 1)...]))
    }
}

/// The bytes a dump's lines are cut at.
enum Ascii {
    static let newline = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r"), tab = UInt8(ascii: "\t"),
        space = UInt8(ascii: " ")
    static let backtick = UInt8(ascii: "`"), bar = UInt8(ascii: "|"), dot = UInt8(ascii: ".")
    static let open = UInt8(ascii: "<"), close = UInt8(ascii: ">"), colon = UInt8(ascii: ":"),
        semicolon = UInt8(ascii: ";")
    static let quote = UInt8(ascii: "'")
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF], ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]

    static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    /// A byte of a class name: letters, digits, `_`, `.`, `$`, and any non-ASCII letter's bytes.
    static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2E
            || b == 0x24 || b >= 0x80
    }
}
