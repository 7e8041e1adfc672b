import Foundation
import HitlabCore

/// Reading a dump's lines: wrapped lines joined again, each view or layer line parsed into
/// an entry with its properties, nested by its indentation bars.
extension DumpImporter {
    // MARK: Lines

    /// Each entry with its children, from the dump's lines (wrapped lines joined again).
    mutating func parseLines(_ text: String) -> [Entry] {
        // Logical lines: an entry starts at `<Name: 0x`; anything else continues the last one.
        var logical: [(line: Int, text: String)] = []
        // Split as bytes: a newline is one byte, and a dump has thousands of lines.
        for (i, raw) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            var s = Substring(raw)
            if s.hasSuffix("\r") { s = s.dropLast() }
            // Dumps pasted into Markdown keep their backticks.
            while s.hasPrefix("`") { s = s.dropFirst() }
            while s.hasSuffix("`") { s = s.dropLast() }
            if i == 0, s.hasPrefix("\u{FEFF}") { s = s.dropFirst() }
            if s.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            // An excerpt's elision marks (`...`, `…`, `| ...`) stand for lines left out.
            if s.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "|" || $0 == "." || $0 == "…" }) {
                warn("\(fileName):\(i + 1):1: warning: lines were left out here (an excerpt)")
                continue
            }
            if startsEntry(s) {
                if let last = logical.last, last.text.utf8.count > Self.viewLineLength { tooLong(last.line) }
                logical.append((i + 1, String(s)))
            } else if !logical.isEmpty {
                // A line that goes on and on (a 15 MB class name, a text without end) is refused
                // here, while reading, not after it has filled the memory.
                guard logical[logical.count - 1].text.utf8.count <= Self.viewLineLength else { continue }
                logical[logical.count - 1].text += s.drop { $0 == " " && logical[logical.count - 1].text.hasSuffix(" ") }
            } else if s.hasPrefix("(lldb)") || s.hasPrefix("Printing description") || s.hasPrefix("po ") {
                continue
            } else if s.drop(while: { $0 == " " || $0 == "|" }).hasPrefix("<") {
                fail(Diagnostic(file: fileName, line: i + 1, column: 1,
                                         message: "this line is not a view of a recursiveDescription dump: \(String(s.prefix(40)))"))
            } else {
                // Prose before the dump (a log line, a heading): left out, and said.
                warn("\(fileName):\(i + 1):1: warning: not part of the dump, left out: \(String(s.prefix(40)))")
            }
        }
        if let last = logical.last, last.text.utf8.count > Self.viewLineLength { tooLong(last.line) }
        // Lines too long to parse are not parsed (their errors are said above).
        logical.removeAll { $0.text.utf8.count > Self.viewLineLength }
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
        for (line, text) in logical {
            guard let entry = parseEntry(text, line: line) else { continue }
            if let parent = stack.last(where: { !$0.isLayer }), entry.depth > parent.depth + 1, !entry.isLayer {
                fail(Diagnostic(file: fileName, line: line, column: entry.column,
                                         message: "this view is \(entry.depth - parent.depth) levels deeper than the view above it; a dump goes one level at a time"))
            }
            close(to: entry.depth)
            stack.append(entry)
        }
        close(to: 0)
        return roots
    }

    mutating func tooLong(_ line: Int) {
        fail(Diagnostic(file: fileName, line: line, column: 1,
                        message: "this view's line, with the lines that continue it, is longer than \(formatNumber(Double(Self.viewLineLength))) characters; a dump's view lines are far shorter"))
    }

    func startsEntry(_ s: Substring) -> Bool {
        let rest = s.drop { $0 == " " || $0 == "|" || $0 == "\t" }
        return Self.viewStart(in: rest) != nil
    }

    /// Where `<ClassName: 0x` begins in a line (after annotations some dumps print first).
    static func viewStart(in s: Substring) -> Substring.Index? {
        var search = s.startIndex
        var looked = 0
        while looked < 8, let open = s[search...].firstIndex(of: "<") {
            looked += 1
            let name = s[s.index(after: open)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
            // Text before the view is an annotation (a controller's name, a marker), never
            // properties: a `;` there means this `<` is inside a wrapped line's value.
            if !name.isEmpty, s[name.endIndex...].hasPrefix(": 0x"), !s[s.startIndex..<open].contains(";") { return open }
            search = s.index(after: open)
        }
        return nil
    }

    /// `   |    | <UIButton: 0x7f9c1bc08470; frame = (20 40; 100 30); ...>` and `(layer)` lines.
    mutating func parseEntry(_ text: String, line: Int) -> Entry? {
        let prefix = text.prefix { $0 == " " || $0 == "|" || $0 == "\t" }
        let depth = prefix.filter { $0 == "|" }.count
        var rest = text.dropFirst(prefix.count)
        var annotation = ""
        if let start = Self.viewStart(in: rest), start != rest.startIndex {
            annotation = String(rest[..<start])
            rest = rest[start...]
        }
        let column = prefix.count + annotation.count + 1
        var isLayer = false
        var end = rest
        while end.utf8.last == UInt8(ascii: " ") { end = end.dropLast() }
        if end.hasSuffix("(layer)") {
            isLayer = true
            rest = end.dropLast(7)
        }
        guard rest.hasPrefix("<"), let colon = rest.firstIndex(of: ":") else {
            fail(Diagnostic(file: fileName, line: line, column: column, message: "expected `<ClassName: 0x...`"))
            return nil
        }
        let className = String(rest[rest.index(after: rest.startIndex)..<colon])
        guard className.count <= Self.classNameLength else {
            fail(Diagnostic(file: fileName, line: line, column: column + 1,
                            message: "this class name is \(className.count) characters long; at most \(Self.classNameLength)"))
            return nil
        }
        var body = rest[rest.index(after: colon)...].drop { $0 == " " }
        let address = String(body.prefix { $0.isHexDigit || $0 == "x" })
        guard address.hasPrefix("0x"), address.count > 2 else {
            fail(Diagnostic(file: fileName, line: line, column: column + className.count + 2, message: "expected the object's address (0x...) after '\(className):'"))
            return nil
        }
        body = body.dropFirst(address.count)
        // `; key = value; key = value>`: split at `;` outside brackets and quotes.
        // Scanned as bytes: every delimiter is ASCII, and a dump has thousands of lines.
        var properties: [(String, String)] = []
        var depthCount = 0, quote = false, complete = false
        let bytes = body.utf8
        var start = bytes.startIndex, i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if quote {
                if b == UInt8(ascii: "'") { quote = false }
            } else {
                switch b {
                case UInt8(ascii: "'"): quote = true
                case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depthCount += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depthCount -= 1
                case UInt8(ascii: ">"):
                    if depthCount == 0 { complete = true } else { depthCount -= 1 }
                case UInt8(ascii: ";") where depthCount == 0:
                    properties.append(split(body[start..<i]))
                    start = bytes.index(after: i)
                default: break
                }
            }
            if complete { break }
            i = bytes.index(after: i)
        }
        let last = body[start..<i]
        if last.contains(where: { $0 != " " }) { properties.append(split(last)) }
        if !complete {
            warn("\(fileName):\(line):\(column): warning: this line is cut off; what it gives is used")
        }
        var entry = Entry(line: line, column: column, depth: depth, className: className, address: address,
                          properties: properties.filter { !$0.0.isEmpty }, isLayer: isLayer)
        entry.annotation = annotation
        return entry
    }

    func split(_ property: Substring) -> (String, String) {
        func trimmed(_ s: Substring) -> String {
            let u = s.utf8
            var a = u.startIndex, b = u.endIndex
            while a < b, u[a] == UInt8(ascii: " ") { a = u.index(after: a) }
            while b > a, u[u.index(before: b)] == UInt8(ascii: " ") { b = u.index(before: b) }
            return String(s[a..<b])
        }
        guard let eq = property.firstIndex(of: "=") ?? property.firstIndex(of: ":") else { return (trimmed(property), "") }
        return (trimmed(property[..<eq]), trimmed(property[property.index(after: eq)...]))
    }
}
