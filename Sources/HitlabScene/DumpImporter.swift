import Foundation
import HitlabCore
import HitlabFiles

/// Reads UIKit's `recursiveDescription` (what `po view.value(forKey: "recursiveDescription")!`
/// prints in LLDB) into a scene: indentation bars for depth, class names and addresses for
/// names, `frame`, `transform`, `hidden`, `alpha`, `userInteractionEnabled`, `clipsToBounds`,
/// `text`, `contentOffset`, `gestureRecognizers`, and `(layer)` lines as layers. Lines the
/// console or a web page wrapped are joined again; unknown properties are counted, not fatal.
/// What the dump cannot say (the size of a transformed view, which kind a recognizer is,
/// the view controllers) is guessed and said in warnings and in the scene's summary.
public struct DumpImporter {
    /// One view (or layer) line of the dump, parsed.
    struct Entry {
        let line: Int
        let column: Int
        let depth: Int
        let className: String
        let address: String
        var properties: [(key: String, value: String)]
        let isLayer: Bool
        /// Text printed before the view by extended dumps, such as the view controller whose
        /// view it is: `'HomeViewController:0x7f8e...' <UIView: 0x...>`.
        var annotation = ""
        var children: [Entry] = []
        var layers: [Entry] = []
    }

    /// One view as it will be in the scene, read from its dump line (numbers rounded as the
    /// YAML writes them, so the scene built directly and the one loaded from YAML agree).
    final class ImportedView {
        /// Where the view's line is in the dump, and its class as printed.
        var line = 0, column = 0, className = ""
        var name = "", kind: String?, frame: Rect?
        var scale: (Double, Double)?, rotate: Double?, translate: Point?
        var controller: String?, hidden = false, alpha: Double?, interactive = true, clips = false
        var boundsOrigin: Point?, text: String?, fontSize: Double?, gesture: GestureKind?
        var layers: [(name: String, frame: Rect)] = []
        var children: [ImportedView] = []
    }

    /// The result: the scene as YAML (what `hitlab import` writes) and what was guessed.
    public struct Result {
        let root: ImportedView
        let title: String
        let summary: String
        let size: Size
        public var yaml: String { DumpImporter.yaml(title: title, summary: summary, size: size, root: root) }
        public let warnings: [String]
        public let views: Int
        public let layers: Int
        public let maximumDepth: Int
        public let unknownProperties: [String: Int]
    }

    let fileName: String
    private var errors: [Diagnostic] = []
    private var warnings: [String] = []
    private var unknown: [String: Int] = [:]
    private var names: Set<String> = []
    /// Warnings and errors past the first few are counted, not kept: 16 MB of prose or bad
    /// lines must not become gigabytes of messages.
    private var warningsLeftOut = 0, errorsLeftOut = 0
    static let shownWarnings = 20, shownErrors = 100
    /// A class name, and a view's line with the lines that continue it, in characters.
    static let classNameLength = 1_000, viewLineLength = 100_000
    /// For a name already taken, the number to try next after it (`UIView-1000-7`).
    private var nextNumber: [String: Int] = [:]
    /// Each class's part of the names, worked out once per class.
    private var baseNames: [String: String] = [:]
    private var views = 0, layerCount = 0, maxDepth = 0
    private var guessedTransforms = 0, guessedRecognizers = 0, controllers = 0, sizedTexts = 0

    public init(fileName: String) { self.fileName = fileName }

    /// Whether `text` is a dump rather than a YAML scene, decided by its first line that is
    /// not blank and not a `#` comment (the first 4 KB are read):
    /// - a line shaped like YAML (`key:`, a quoted key, `{`, `[`, `- `, `---`) makes it a scene,
    ///   whatever it quotes: `title: "<UIButton: 0x...>"` is a scene's title;
    /// - a view description (`<UIWindow: 0x...`, after bars, backticks, a log prefix or an
    ///   annotation such as `(id) $2 = ...`) makes it a dump;
    /// - prose or an elision mark (a log line, `(lldb) po ...`, `...`) makes it a dump only
    ///   when a view description follows within the next 12 lines.
    /// A comment that mentions a view, anywhere, never decides.
    public static func looksLikeDump(_ text: Substring) -> Bool {
        var significant = text.prefix(4096).split(separator: "\n").lazy.filter { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            return !trimmed.allSatisfy { $0 == "\r" || $0 == " " } && !trimmed.hasPrefix("#")
        }.makeIterator()
        guard let first = significant.next() else { return false }
        if isYAMLShaped(first) { return false }
        if describesView(first) { return true }
        for _ in 0..<12 {
            guard let line = significant.next() else { return false }
            if describesView(line) { return true }
        }
        return false
    }

    /// Whether a line starts as a YAML scene's lines do: a plain key and a colon, a quoted
    /// key, a flow collection, a list item, or a document marker.
    static func isYAMLShaped(_ line: Substring) -> Bool {
        let s = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
        if s.hasPrefix("---") || s.hasPrefix("%") || s.hasPrefix("- ") || s == "-" { return true }
        if let c = s.first, "{[\"'?&!".contains(c) { return true }
        let key = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard !key.isEmpty, key.first!.isLetter || key.first == "_" else { return false }
        let rest = s[key.endIndex...].drop { $0 == " " }
        return rest.hasPrefix(":") && (rest.count == 1 || rest.dropFirst().first.map { $0 == " " || $0 == "\t" || $0 == "\r" } == true)
    }

    /// Whether a line holds a view description, `<ClassName: 0x` (after bars, annotations).
    static func describesView(_ line: Substring) -> Bool {
        viewStart(in: line.drop { $0 == " " || $0 == "|" || $0 == "\t" || $0 == "`" }) != nil
    }

    /// The dump as a scene in YAML, or every problem at once as positioned errors.
    public mutating func importDump(_ text: String) throws -> Result {
        let entries = parseLines(text)
        guard errors.isEmpty else { throw SceneLoadError(diagnostics: allErrors) }
        guard let root = entries.first else {
            throw SceneLoadError(diagnostics: [Diagnostic(file: fileName, line: 1, column: 1, message: "no view lines: a dump starts with a line like `<UIWindow: 0x7f8e...; frame = (0 0; 375 812); ...>`")])
        }
        if entries.count > 1 {
            warnings.append("\(fileName):\(entries[1].line):\(entries[1].column): warning: the dump has \(entries.count) top-level views; only the first (\(root.className)) is imported")
        }
        let size = frame(of: root).map { Size(r3($0.width), r3($0.height)) } ?? Size(375, 667)
        let rootName = uniqueName(root)
        let tree = describe(root, name: rootName, isWindow: true)
        // Out-of-bounds values are errors at their line in the dump, as a scene's are at theirs.
        let problems = limitProblems(tree, size: size)
        guard problems.isEmpty else { throw SceneLoadError(diagnostics: problems) }
        var guessed: [String] = []
        if guessedTransforms > 0 { guessed.append("\(guessedTransforms) transformed view\(guessedTransforms == 1 ? "" : "s"): the printed frame is the bounding box, so the size before the transform was worked out from it") }
        if guessedRecognizers > 0 { guessed.append("\(guessedRecognizers) view\(guessedRecognizers == 1 ? "" : "s") with gesture recognizers the dump does not describe: each imports as a tap that does not cancel touches (scroll views bring their own pan)") }
        if sizedTexts > 0 { guessed.append("the font of \(sizedTexts) text\(sizedTexts == 1 ? "" : "s"): a dump prints none, so text is drawn at UIKit's default 17 points, smaller where its view is less than a line (1.2 times the font) tall") }
        if controllers == 0 { guessed.append("view controllers do not appear in a dump: the chain goes view to superview") }
        let unknownTotal = unknown.values.reduce(0, +)
        let summary = "Imported from \(URL(fileURLWithPath: fileName).lastPathComponent): \(views) views, \(layerCount) layers, depth \(maxDepth)"
            + (controllers > 0 ? ", \(controllers) view controllers named in the dump" : "")
            + (unknownTotal > 0 ? "; \(unknownTotal) properties of \(unknown.count) kinds ignored" : "")
            + ". Guessed: " + guessed.joined(separator: "; ") + "."
        for g in guessed where !g.hasPrefix("view controllers") { warnings.append("\(fileName): warning: guessed: \(g)") }
        if unknownTotal > 0 {
            let kinds = unknown.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(8).map { "\($0.key) (\($0.value))" }
            warnings.append("\(fileName): warning: ignored \(unknownTotal) properties Hitlab does not model: \(kinds.joined(separator: ", "))\(unknown.count > 8 ? ", …" : "")")
        }
        if warningsLeftOut > 0 { warnings.append("\(fileName): warning: \(warningsLeftOut) more warning\(warningsLeftOut == 1 ? "" : "s") not shown") }
        return Result(root: tree, title: URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent, summary: summary, size: size,
                      warnings: warnings, views: views, layers: layerCount, maximumDepth: maxDepth, unknownProperties: unknown)
    }

    private mutating func warn(_ message: String) {
        if warnings.count < Self.shownWarnings { warnings.append(message) } else { warningsLeftOut += 1 }
    }

    private mutating func fail(_ diagnostic: Diagnostic) {
        if errors.count < Self.shownErrors { errors.append(diagnostic) } else { errorsLeftOut += 1 }
    }

    /// The errors, with a last one counting those left out.
    private var allErrors: [Diagnostic] {
        guard errorsLeftOut > 0, let last = errors.last else { return errors }
        return errors + [Diagnostic(file: fileName, line: last.line, column: last.column,
                                    message: "\(errorsLeftOut) more error\(errorsLeftOut == 1 ? "" : "s") after this one, not shown")]
    }

    // MARK: Lines

    /// Each entry with its children, from the dump's lines (wrapped lines joined again).
    private mutating func parseLines(_ text: String) -> [Entry] {
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

    private mutating func tooLong(_ line: Int) {
        fail(Diagnostic(file: fileName, line: line, column: 1,
                        message: "this view's line, with the lines that continue it, is longer than \(formatNumber(Double(Self.viewLineLength))) characters; a dump's view lines are far shorter"))
    }

    private func startsEntry(_ s: Substring) -> Bool {
        let rest = s.drop { $0 == " " || $0 == "|" || $0 == "\t" }
        return Self.viewStart(in: rest) != nil
    }

    /// Where `<ClassName: 0x` begins in a line (after annotations some dumps print first).
    private static func viewStart(in s: Substring) -> Substring.Index? {
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
    private mutating func parseEntry(_ text: String, line: Int) -> Entry? {
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

    private func split(_ property: Substring) -> (String, String) {
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

    // MARK: Values

    private func value(_ e: Entry, _ key: String) -> String? { e.properties.first { $0.key == key }?.value }

    private func numbers(_ text: String) -> [Double] {
        text.split { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "+") }.compactMap { Double($0) }
    }

    /// `frame = (x y; w h)`.
    private func frame(of e: Entry) -> Rect? {
        guard let text = value(e, "frame") else { return nil }
        let n = numbers(text)
        guard n.count >= 4 else { return nil }
        return Rect(x: n[0], y: n[1], width: max(0, n[2]), height: max(0, n[3]))
    }

    /// Rounded to a thousandth of a point, as the YAML writes numbers.
    private func r3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }


    /// A unique scene name from the class and the address's last four digits: `UIButton-8470`.
    private mutating func uniqueName(_ e: Entry) -> String {
        let start: String
        if let known = baseNames[e.className] {
            start = known
        } else {
            let base = (e.className.split(separator: ".").last.map(String.init) ?? e.className)
                .filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            start = base.first.map { $0.isLetter || $0 == "_" } == true ? base : "_" + base
            baseNames[e.className] = start
        }
        // The address's last four hex digits (a mangled address keeps only its digits).
        let digits = String((e.address.hasPrefix("0x") ? e.address.dropFirst(2) : Substring(e.address)).filter(\.isHexDigit).suffix(4))
        let tagged = digits.isEmpty ? start : start + "-" + digits
        var name = tagged
        // Numbering goes on from the last number this name took, so views sharing one
        // address (masked or anonymised dumps) are named in linear time, not quadratic.
        var n = nextNumber[tagged] ?? 2
        while names.contains(name) {
            name = tagged + "-\(n)"
            n += 1
        }
        if name != tagged { nextNumber[tagged] = n }
        names.insert(name)
        return name
    }

    /// `\u4f7f\u7528` (as some debuggers print non-ASCII text) as the characters it means.
    static func unescaped(_ s: String) -> String {
        guard s.contains("\\u") || s.contains("\\x") else { return s }
        var out = ""
        var chars = Array(s.unicodeScalars)[...]
        while let c = chars.first {
            if c == "\\", chars.count >= 6, chars.dropFirst().first == "u",
               let v = UInt32(String(String.UnicodeScalarView(chars.dropFirst(2).prefix(4))), radix: 16), let u = Unicode.Scalar(v) {
                out.unicodeScalars.append(u)
                chars = chars.dropFirst(6)
            } else if c == "\\", chars.count >= 4, chars.dropFirst().first == "x",
                      let v = UInt32(String(String.UnicodeScalarView(chars.dropFirst(2).prefix(2))), radix: 16), let u = Unicode.Scalar(v) {
                out.unicodeScalars.append(u)
                chars = chars.dropFirst(4)
            } else {
                out.unicodeScalars.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }

    /// What kind of scene view a UIKit class is.
    static func kind(of className: String) -> String? {
        let c = className.split(separator: ".").last.map(String.init) ?? className
        // The classes whose behaviour against an ancestor's recognizer Apple lists (A3).
        let listed = ["UISwitch": "switch", "UIStepper": "stepper", "UISegmentedControl": "segmentedControl",
                      "UIPageControl": "pageControl", "UISlider": "slider", "UIStackView": "stackView", "UIControl": "control"]
        if let kind = listed[c] { return kind }
        // UIScrollView and its table and collection views: their own pan scrolls (G5).
        if ["ScrollView", "TableView", "CollectionView"].contains(where: { c.hasSuffix($0) }) { return "scrollView" }
        let buttons = ["UIButton", "UITextField", "UIDatePicker"]
        if buttons.contains(c) || (c.hasSuffix("Button") && !c.hasSuffix("Label")) { return "button" }
        if c.hasSuffix("Control") { return "control" }
        if c.hasSuffix("Label") { return "label" }
        if c.hasSuffix("ImageView") { return "image" }
        return nil
    }

    // MARK: YAML

    private mutating func describe(_ e: Entry, name: String, isWindow: Bool) -> ImportedView {
        views += 1
        maxDepth = max(maxDepth, e.depth)
        let v = ImportedView()
        v.name = name
        (v.line, v.column, v.className) = (e.line, e.column, e.className)
        let known: Set<String> = ["baseClass", "frame", "transform", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds", "text", "layer",
                                  "gestureRecognizers", "contentOffset"]
        for (key, _) in e.properties where !known.contains(key) { unknown[key, default: 0] += 1 }
        // A subclass says which UIKit class it is built on (`baseClass = UIButton`).
        if !isWindow { v.kind = value(e, "baseClass").flatMap(Self.kind(of:)) ?? Self.kind(of: e.className) }
        if var f = frame(of: e) {
            if isWindow { f = Rect(x: 0, y: 0, width: f.width, height: f.height) }
            if isWindow, value(e, "transform") != nil {
                // The scene's window is its canvas: it is never transformed.
                warn("\(fileName):\(e.line):\(e.column): warning: the transform of \(e.className), the top view, is left out: a scene's window is never transformed")
            } else if let t = value(e, "transform"), let transform = transformKeys(t, printedFrame: f) {
                f = transform.frame
                v.scale = transform.scale
                v.rotate = transform.rotate
                v.translate = transform.translate
            }
            v.frame = Rect(x: r3(f.minX), y: r3(f.minY), width: r3(f.width), height: r3(f.height))
        } else if !isWindow {
            v.frame = Rect(x: 0, y: 0, width: 0, height: 0)
            warn("\(fileName):\(e.line):\(e.column): warning: \(e.className) has no frame; it was given an empty one")
        }
        if !isWindow { v.controller = controllerName(e.annotation) }
        v.hidden = value(e, "hidden") == "YES"
        if let a = value(e, "alpha").flatMap(Double.init), a < 1 { v.alpha = r3(max(0, a)) }
        v.interactive = value(e, "userInteractionEnabled") != "NO"
        v.clips = value(e, "clipsToBounds") == "YES" || value(e, "layer.masksToBounds") == "YES"
        if let offset = value(e, "contentOffset").map(numbers), offset.count >= 2, offset[0] != 0 || offset[1] != 0 {
            v.boundsOrigin = Point(r3(offset[0]), r3(offset[1]))
        }
        if let text = value(e, "text"), text.hasPrefix("'") {
            let inner = Self.unescaped(String(text.dropFirst().prefix { $0 != "'" })).prefix(SceneLimits.textLength)
            if !inner.isEmpty {
                v.text = String(inner)
                if let h = v.frame?.height {
                    v.fontSize = Self.fontSize(lineHeight: h)
                    sizedTexts += 1
                }
            }
        }
        // A scroll view's recognizers are its own pan (and the content delay), which its kind
        // brings; anywhere else the dump does not say which recognizers they are.
        if value(e, "gestureRecognizers") != nil && v.kind != "scrollView" {
            guessedRecognizers += 1
            v.gesture = .tap
        }
        for layer in e.layers {
            layerCount += 1
            let f = layerFrame(layer) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            v.layers.append((uniqueName(layer), Rect(x: r3(f.minX), y: r3(f.minY), width: r3(f.width), height: r3(f.height))))
        }
        for child in e.children {
            let childName = uniqueName(child)
            v.children.append(describe(child, name: childName, isWindow: false))
        }
        return v
    }

    /// The font a text's view implies: UIKit's default 17 points, or what fits one line
    /// (1.2 times the font) in a shorter view, never below 6.
    public static func fontSize(lineHeight: Double) -> Double {
        min(17, max(6, (lineHeight / 1.2).rounded(.down)))
    }

    // MARK: Limits

    /// Every value of the tree a scene could not hold (`SceneLimits`), at its line in the dump.
    private func limitProblems(_ root: ImportedView, size: Size) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func n(_ v: Double) -> String { formatNumber(v) }
        func problem(_ v: ImportedView, _ message: String) {
            out.append(Diagnostic(file: fileName, line: v.line, column: v.column, message: "\(v.className): \(message)"))
        }
        let side = SceneLimits.sceneSide, c = SceneLimits.coordinate, l = SceneLimits.length
        if !(size.width >= 1 && size.width <= side && size.height >= 1 && size.height <= side) {
            problem(root, "the window is \(n(size.width)) x \(n(size.height)) points; a scene is 1 to \(n(side)) points a side")
        }
        func fits(_ f: Rect) -> Bool { abs(f.minX) <= c && abs(f.minY) <= c && f.width >= 0 && f.height >= 0 && f.width <= l && f.height <= l }
        func frameProblem(_ f: Rect) -> String {
            "its frame (\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height))) is outside what a scene allows: "
                + "coordinates from \(n(-c)) to \(n(c)), sizes from 0 to \(n(l))"
        }
        var objects = 0, combinedReported = false
        func walk(_ v: ImportedView, depth: Int, smallest: Double, largest: Double) {
            objects += 1 + v.layers.count + (v.gesture == nil ? 0 : 1)
            if depth > SceneLimits.nesting {
                problem(v, "it is \(depth) views deep; a scene nests views at most \(SceneLimits.nesting) deep")
                return
            }
            var (smallest, largest) = (smallest, largest)
            if let (sx, sy) = v.scale, !SceneLimits.scale.contains(abs(sx)) || !SceneLimits.scale.contains(abs(sy)) {
                // Its frame was worked out through this scale: only the scale is the problem.
                problem(v, "its transform scales by \(n(sx)) x \(n(sy)); each scale must be from \(SceneLimits.scale.lowerBound) to \(n(SceneLimits.scale.upperBound))")
            } else if let (sx, sy) = v.scale {
                if let f = v.frame, !fits(f) { problem(v, frameProblem(f)) }
                smallest *= min(abs(sx), abs(sy))
                largest *= max(abs(sx), abs(sy))
                let limit = SceneLimits.combinedScale
                if !combinedReported && !(limit.contains(smallest) && limit.contains(largest)) {
                    combinedReported = true
                    problem(v, "the scales from here up to the window multiply to \(n(largest > limit.upperBound ? largest : smallest)); "
                        + "together they must stay from \(limit.lowerBound) to \(n(limit.upperBound))")
                }
            } else if depth > 0, let f = v.frame, !fits(f) {
                problem(v, frameProblem(f))
            }
            if let r = v.rotate, abs(r) > SceneLimits.rotation { problem(v, "its transform turns \(n(r))°; at most \(n(SceneLimits.rotation))° either way") }
            for p in [v.translate, v.boundsOrigin].compactMap({ $0 }) where abs(p.x) > c || abs(p.y) > c {
                problem(v, "its offset (\(n(p.x)), \(n(p.y))) is outside what a scene allows: coordinates from \(n(-c)) to \(n(c))")
            }
            for layer in v.layers where !fits(layer.frame) { problem(v, "its layer \(layer.name): " + frameProblem(layer.frame)) }
            for child in v.children { walk(child, depth: depth + 1, smallest: smallest, largest: largest) }
        }
        walk(root, depth: 0, smallest: 1, largest: 1)
        if objects > SceneLimits.objects {
            problem(root, "the dump has \(objects) views, layers and gesture recognizers; a scene holds at most \(SceneLimits.objects)")
        }
        return out
    }

    // MARK: Writing

    static func yaml(title: String, summary: String, size: Size, root: ImportedView) -> String {
        func n(_ v: Double) -> String { formatNumber(v) }
        func rect(_ r: Rect) -> String { "[\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height))]" }
        var out = "title: \(quote(title))\nsummary: \(quote(summary))\nsize: [\(n(size.width)), \(n(size.height))]\nwindow:\n"
        func emit(_ v: ImportedView, indent: String, isWindow: Bool) {
            var keys: [String] = []
            if !isWindow || v.name != "window" { keys.append("name: \(v.name)") }
            if let kind = v.kind { keys.append("kind: \(kind)") }
            if let f = v.frame { keys.append("frame: " + rect(f)) }
            if v.scale != nil || v.rotate != nil || v.translate != nil {
                var parts: [String] = []
                if let (sx, sy) = v.scale { parts.append(sx == sy ? "scale: \(n(sx))" : "scale: [\(n(sx)), \(n(sy))]") }
                if let r = v.rotate { parts.append("rotate: \(n(r))") }
                if let t = v.translate { parts.append("translate: [\(n(t.x)), \(n(t.y))]") }
                keys.append("transform: {" + parts.joined(separator: ", ") + "}")
            }
            if let c = v.controller { keys.append("controller: {name: \(c)}") }
            if v.hidden { keys.append("hidden: true") }
            if let a = v.alpha { keys.append("alpha: \(n(a))") }
            if !v.interactive { keys.append("interactive: false") }
            if v.clips { keys.append("clips: true") }
            if let b = v.boundsOrigin { keys.append("boundsOrigin: [\(n(b.x)), \(n(b.y))]") }
            if let t = v.text { keys.append("text: \(quote(t))") }
            if let f = v.fontSize { keys.append("fontSize: \(n(f))") }
            if let g = v.gesture { keys.append("gestures: [{kind: \(g.rawValue), cancelsTouchesInView: false}]") }
            out += indent + (isWindow ? "" : "- ") + keys.joined(separator: "\n" + indent + (isWindow ? "" : "  ")) + "\n"
            let inner = indent + (isWindow ? "" : "  ")
            if !v.layers.isEmpty {
                out += inner + "layers:\n"
                for l in v.layers { out += inner + "  - {name: \(l.name), frame: \(rect(l.frame))}\n" }
            }
            if !v.children.isEmpty {
                out += inner + "subviews:\n"
                for c in v.children { emit(c, indent: inner + "  ", isWindow: false) }
            }
        }
        emit(root, indent: "  ", isWindow: true)
        return out
    }

    /// The scene built straight from what was read (no YAML written and parsed): the scene the
    /// YAML describes, as `importDump` has already refused every value a scene cannot hold.
    public static func scene(_ r: Result) -> Scene {
        func build(_ v: ImportedView, isWindow: Bool) -> View {
            let frame = isWindow ? Rect(x: 0, y: 0, width: r.size.width, height: r.size.height) : (v.frame ?? Rect(x: 0, y: 0, width: 0, height: 0))
            let view = View(name: v.name, kind: v.kind.flatMap(ViewKind.init(rawValue:)) ?? .view, frame: frame)
            if v.scale != nil || v.rotate != nil || v.translate != nil {
                let (sx, sy) = v.scale ?? (1, 1)
                view.transform = ViewTransform(scaleX: sx, scaleY: sy, rotationDegrees: v.rotate ?? 0, translation: v.translate ?? .zero)
            }
            view.isHidden = v.hidden
            if let a = v.alpha { view.alpha = a }
            if !v.interactive { view.isUserInteractionEnabled = false }
            if v.clips { view.clipsToBounds = true }
            if let b = v.boundsOrigin { view.boundsOrigin = b }
            if let t = v.text { view.appearance.text = t }
            if let f = v.fontSize { view.appearance.fontSize = f }
            if let g = v.gesture {
                let recognizer = GestureRecognizer(name: "\(v.name).\(g.rawValue)", kind: g)
                recognizer.cancelsTouchesInView = false
                view.addGesture(recognizer)
            }
            for l in v.layers { view.layers.append(Layer(name: l.name, frame: l.frame)) }
            for c in v.children { view.addSubview(build(c, isWindow: false)) }
            if let c = v.controller { view.setController(ViewController(name: c)) }
            return view
        }
        let scene = Scene(title: r.title, size: r.size, window: build(r.root, isWindow: true))
        scene.summary = r.summary
        return scene
    }

    /// The view controller an extended dump names before a view (`'ProfileViewController:0x7f8e1c'`),
    /// as a unique scene name: `ProfileViewController-8e1c`.
    private mutating func controllerName(_ annotation: String) -> String? {
        guard let open = annotation.firstIndex(of: "'"), let close = annotation[annotation.index(after: open)...].firstIndex(of: "'") else { return nil }
        let inside = annotation[annotation.index(after: open)..<close]
        guard let colon = inside.firstIndex(of: ":"), inside[colon...].hasPrefix(":0x") else { return nil }
        let controller = Entry(line: 0, column: 0, depth: 0, className: String(inside[..<colon]), address: String(inside[inside.index(after: colon)...]),
                               properties: [], isLayer: false)
        controllers += 1
        return uniqueName(controller)
    }

    /// A layer line's frame: `frame = (...)`, or `position` and `bounds`.
    private func layerFrame(_ e: Entry) -> Rect? {
        if let f = frame(of: e) { return f }
        guard let p = value(e, "position").map(numbers), p.count >= 2, let b = value(e, "bounds").map(numbers), b.count >= 4 else { return nil }
        return Rect(x: p[0] - b[2] / 2, y: p[1] - b[3] / 2, width: b[2], height: b[3])
    }

    /// `transform = [a, b, c, d, tx, ty]` as the scene's scale, rotation and translation about
    /// the centre, and the frame before it (the printed frame is the transformed bounding box).
    private mutating func transformKeys(_ text: String, printedFrame f: Rect) -> (frame: Rect, scale: (Double, Double)?, rotate: Double?, translate: Point?)? {
        let m = numbers(text)
        guard m.count >= 6 else { return nil }
        let (a, b, c, d, tx, ty) = (m[0], m[1], m[2], m[3], m[4], m[5])
        if a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 { return nil }
        guessedTransforms += 1
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        let angle = atan2(b, a)
        let cosA = abs(cos(angle)), sinA = abs(sin(angle))
        // The bounding box W x H of a w x h box scaled and rotated: solve for w and h.
        let W = f.width, H = f.height
        var w = W / max(sx, 0.0001), h = H / max(sy, 0.0001)
        let det = cosA * cosA - sinA * sinA
        if abs(det) > 0.1 {
            w = (W * cosA - H * sinA) / det / max(sx, 0.0001)
            h = (H * cosA - W * sinA) / det / max(sy, 0.0001)
        } else {
            w = min(W, H) / (cosA + sinA) / max(sx, 0.0001)
            h = w
        }
        w = max(0, w)
        h = max(0, h)
        let centre = Point(f.midX - tx, f.midY - ty)
        let frame = Rect(x: centre.x - w / 2, y: centre.y - h / 2, width: w, height: h)
        let scale = abs(sx - 1) > 0.0001 || abs(sy - 1) > 0.0001 ? (r3(sx), abs(sx - sy) < 0.0001 ? r3(sx) : r3(sy)) : nil
        let rotate = abs(angle) > 0.00001 ? r3(angle * 180 / Double.pi) : nil
        let translate = tx != 0 || ty != 0 ? Point(r3(tx), r3(ty)) : nil
        return (frame, scale, rotate, translate)
    }
}

extension DumpImporter {
    /// A dump read from a file descriptor (standard input for `hitlab import -`), as the
    /// command reads it: streamed up to the scene file limit, refused past it, checked to be
    /// UTF-8, then imported. Every refusal is a positioned error.
    public static func importStream(_ fd: Int32, name: String) throws -> Result {
        let bytes: [UInt8]
        do {
            bytes = try ReadFile.stream(fd, name: name, maxBytes: SceneLimits.fileBytes)
        } catch let error as FileError {
            throw SceneLoadError(diagnostics: [Diagnostic(file: name, line: 1, column: 1, message: "cannot read the dump: \(error.reason)")])
        }
        return try importBytes(bytes, name: name)
    }

    /// A dump file (a regular file within the scene file limit) imported.
    public static func importFile(_ path: String) throws -> Result {
        let bytes: [UInt8]
        do {
            bytes = try ReadFile.contents(path, maxBytes: SceneLimits.fileBytes)
        } catch let error as FileError {
            throw SceneLoadError(diagnostics: [Diagnostic(file: path, line: 1, column: 1, message: "cannot read the dump: \(error.reason)")])
        }
        return try importBytes(bytes, name: path)
    }

    /// A dump's bytes imported: UTF-8 text first, or a positioned error.
    public static func importBytes(_ bytes: [UInt8], name: String) throws -> Result {
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw SceneLoadError(diagnostics: [Diagnostic(file: name, line: 1, column: 1, message: "the dump is not UTF-8 text")])
        }
        var importer = DumpImporter(fileName: name)
        return try importer.importDump(text)
    }
}

extension SceneLoader {
    /// Loads a scene file or, when the file is a `recursiveDescription` dump, imports it on
    /// the fly (its warnings are returned too).
    public static func loadSceneOrDump(path: String) throws -> (LoadedScene, warnings: [String]) {
        let data: Data
        do {
            data = Data(try ReadFile.contents(path, maxBytes: maximumFileSize))
        } catch {
            return (try load(path: path), [])
        }
        guard let text = String(data: data, encoding: .utf8), DumpImporter.looksLikeDump(text.prefix(4096)) else {
            return (try load(data: data, path: path, directory: URL(fileURLWithPath: path).deletingLastPathComponent().path), [])
        }
        var importer = DumpImporter(fileName: path)
        let result = try importer.importDump(text)
        // Built straight from the dump, not through YAML.
        return (LoadedScene(scene: DumpImporter.scene(result), path: path, reader: .dump), result.warnings)
    }
}
