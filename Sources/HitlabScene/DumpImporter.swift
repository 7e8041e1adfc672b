import Foundation
import HitlabCore
import HitlabFiles
import HitlabWords

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
        var line = 0, column = 0, className = "", address = ""
        var name = "", kind: String?, frame: Rect?
        var scale: (Double, Double)?, rotate: Double?, translate: Point?
        var controller: String?, hidden = false, alpha: Double?, interactive = true, clips = false
        var boundsOrigin: Point?, text: String?, fontSize: Double?, gesture: GestureKind?
        var layers: [(name: String, frame: Rect)] = []
        var children: [ImportedView] = []
        /// From the companions: pasted recognizers, a `hitlab:` line's `enabled` and
        /// `windowLevel`, the actions recognizers send here.
        var gestures: [ImportedGesture] = []
        var enabled: Bool?, level: Double?, passThrough = false
        /// `hitlab:` lines' `multipleTouchEnabled` and `exclusiveTouch` (T4, T5).
        var multipleTouch = false, exclusiveTouch = false
        var responds: Set<String> = []

        /// UIKit's default for the kind: what a scene assumes when it says nothing.
        var interactiveByDefault: Bool { (kind.flatMap(ViewKind.init(rawValue:)) ?? .view).interactiveByDefault }

        /// The class as printed, when the kind's UIKit class is not the same.
        var distinctClass: String? {
            guard !className.isEmpty else { return nil }
            return className == (kind.flatMap(ViewKind.init(rawValue:)) ?? .view).uikitClass ? nil : className
        }
    }

    /// The result: the scene as YAML (what `hitlab import` writes) and what was guessed.
    public struct Result {
        let root: ImportedView
        /// The app's other windows, in the dump's order (back to front within a level).
        let otherWindows: [ImportedView]
        /// The actions recognizers send to each named view controller.
        let controllerActions: [String: Set<String>]
        let title: String
        let summary: LocalizedText
        let size: Size
        public var yaml: String { DumpImporter.yaml(self) }
        public let warnings: [String]
        public let views: Int
        public let layers: Int
        public let maximumDepth: Int
        public let unknownProperties: [String: Int]
    }

    /// A `hitlab:` line: facts about one view that no print shows.
    struct HitlabLine {
        let line: Int
        /// Nil when the line does not start with an address.
        let address: String?
        let properties: [(key: String, value: String)]
    }

    let fileName: String
    var hitlabLines: [HitlabLine] = []
    var errors: [Diagnostic] = []
    var warnings: [String] = []
    var unknown: [String: Int] = [:]
    var names: Set<String> = []
    /// Warnings and errors past the first few are counted, not kept: 16 MB of prose or bad
    /// lines must not become gigabytes of messages.
    var warningsLeftOut = 0, errorsLeftOut = 0
    static let shownWarnings = 20, shownErrors = 100
    /// A class name, and a view's line with the lines that continue it, in characters.
    static let classNameLength = 1_000, viewLineLength = 100_000
    /// How many of an address's last digits its name takes, where more than four (by
    /// `Scene.addressDigits`).
    var addressDigitCount: [String: Int] = [:]
    /// For a name already taken, the number to try next after it (`UIView-1000-7`).
    var nextNumber: [String: Int] = [:]
    /// Each class's part of the names, worked out once per class.
    var baseNames: [String: String] = [:]
    /// Each class's scene kind, worked out once per class.
    var kinds: [String: String?] = [:]
    var views = 0, layerCount = 0, maxDepth = 0
    /// No view line prints `layer = ` or a flag: an abridged dump, where a missing flag says
    /// nothing and a class's default is assumed (`assumedClassDefaults` counts where it mattered).
    var abridged = false, assumedClassDefaults = 0
    /// The addresses of the views in windows left out past the window limit.
    var leftOutAddresses: Set<String> = []
    /// The dump's root when it is not a window (the scene puts it in one of its size).
    var wrappedRoot: ImportedView?
    /// Views of UIKit's own whose `gestureRecognizers` are not imported as an app's tap.
    var systemRecognizers = 0
    var guessedTransforms = 0, guessedRecognizers = 0, guessedPassThrough = 0, containers = 0, controllers = 0,
        sizedTexts = 0,
        pastedRecognizers = 0
    /// Views by address (for the companions), and named controllers by address.
    var viewsByAddress: [String: ImportedView] = [:]
    var controllersByAddress: [String: String] = [:]
    var controllerActions: [String: Set<String>] = [:]

    /// The language of the errors and warnings (the scene's summary is written in English and Chinese).
    let language: Language

    public init(fileName: String, language: Language = .en) {
        self.fileName = fileName
        self.language = language
    }

    /// One message in the importer's language.
    func t(_ phrase: Phrase) -> String { language.say(phrase, adjustChinese: ChineseSpacing.apply) }

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
        var significant = SignificantLines(rest: text)
        guard let first = significant.next() else { return false }
        if isYAMLShaped(first) { return false }
        if describesView(first) { return true }
        for _ in 0..<12 {
            guard let line = significant.next() else { return false }
            if describesView(line) { return true }
        }
        return false
    }

    /// The lines of a text's first 4,096 characters that are neither blank nor a `#` comment,
    /// read one at a time: a scene is told from its first line without reading on.
    private struct SignificantLines: IteratorProtocol {
        var rest: Substring
        var budget = 4096

        mutating func next() -> Substring? {
            while budget > 0, !rest.isEmpty {
                var end = rest.startIndex
                while end < rest.endIndex, budget > 0, rest[end] != "\n" {
                    rest.formIndex(after: &end)
                    budget -= 1
                }
                let line = rest[..<end]
                if end < rest.endIndex, budget > 0 {
                    rest.formIndex(after: &end)  // the line's end
                    budget -= 1
                }
                rest = rest[end...]
                let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
                if !trimmed.allSatisfy({ $0 == "\r" || $0 == " " }) && !trimmed.hasPrefix("#") { return line }
            }
            return nil
        }
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
        return rest.hasPrefix(":")
            && (rest.count == 1 || rest.dropFirst().first.map { $0 == " " || $0 == "\t" || $0 == "\r" } == true)
    }

    /// Whether a class is a gesture recognizer's (`UITapGestureRecognizer`, an app's subclass).
    static func isRecognizerClass(_ className: String) -> Bool { className.hasSuffix("GestureRecognizer") }

    /// Whether a line holds a view description, `<ClassName: 0x` (after bars, annotations).
    static func describesView(_ line: Substring) -> Bool {
        viewStart(in: line.drop { $0 == " " || $0 == "|" || $0 == "\t" || $0 == "`" }) != nil
    }

    /// The dump as a scene in YAML, or every problem at once as positioned errors.
    public mutating func importDump(_ text: String) throws -> Result {
        let parsed = parseLines(text)
        // A pasted `po view.gestureRecognizers` prints recognizers at the top level too.
        let recognizerEntries = parsed.filter { Self.isRecognizerClass($0.className) }
        let entries = parsed.filter { !Self.isRecognizerClass($0.className) }
        guard errors.isEmpty else {
            reportAddresslessHitlabLines()
            throw SceneLoadError(diagnostics: errorsInLineOrder)
        }
        guard let root = entries.first else {
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: fileName, line: 1, column: 1,
                    message: t(
                        """
                        no view lines: a dump starts with a line like `<UIWindow: 0x7f8e...; frame = (0 0; 375 \
                        812); ...>`
                        """))
            ])
        }
        abridged = !Self.printsFlags(entries)
        planAddressDigits(entries)
        let size = frame(of: root).map { Size(r3($0.width), r3($0.height)) } ?? Size(375, 667)
        let rootName = uniqueName(root)
        // The dump's root is what the user sees. A window is the scene's window; any other
        // root (`po [collectionView recursiveDescription]`) goes in a window of its size, at its
        // origin, so its bounds (content offset included) are the screen for the hit test, the
        // visible areas, the picture and `--at` alike.
        let rootIsWindow =
            Self.isWindowClass(root.className) || value(root, "baseClass").map(Self.isWindowClass) == true
        let described = describe(root, name: rootName, isWindow: rootIsWindow, isRoot: true)
        let tree: ImportedView
        if rootIsWindow {
            tree = described
        } else {
            tree = ImportedView()
            // Never taken: every other name is a class and its address's digits.
            tree.name = "window"
            tree.children = [described]
            if described.frame == nil { described.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
            tree.frame = described.frame
            wrappedRoot = described
        }
        // Several windows' dumps one after another (`UIApplication.shared.windows`, back to front).
        // Past the limit, the front-most are kept (the keyboard, an alert: the windows that take
        // taps) and the ones just in front of the first are left out, with a warning.
        var others: [ImportedView] = []
        let rest = entries.dropFirst()
        let leftOut = rest.dropLast(SceneLimits.otherWindows)
        if let first = leftOut.first, let last = leftOut.last {
            warn(
                "\(fileName):\(first.line):1: warning: "
                    + t(
                        """
                        only \(SceneLimits.otherWindows + 1) windows are imported: the first and the \
                        \(SceneLimits.otherWindows) front-most; the \(leftOut.count) from this line to line \
                        \(last.line) are left out
                        """))
            var stack = Array(leftOut)
            while let e = stack.popLast() {
                leftOutAddresses.insert(Self.addressKey(e.address))
                stack += e.children
            }
        }
        for extra in rest.suffix(SceneLimits.otherWindows) {
            if let f = frame(of: extra),
                abs(f.width - size.width) > 0.5 || abs(f.height - size.height) > 0.5 || f.minX != 0 || f.minY != 0
            {
                warn(
                    "\(fileName):\(extra.line):\(extra.column): warning: "
                        + t(
                            """
                            \(extra.className) is not the screen's size; Hitlab's windows fill the screen, so it \
                            is imported at \(formatNumber(size.width)) × \(formatNumber(size.height))
                            """))
            }
            let window = describe(extra, name: uniqueName(extra), isWindow: true, isRoot: true)
            // As the scene builds it: every window fills the screen.
            window.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
            others.append(window)
        }
        applyHitlabLines(to: viewsByAddress, windows: [tree] + others)
        attachCompanions(recognizerEntries, to: viewsByAddress, controllers: controllersByAddress)
        guard errors.isEmpty else { throw SceneLoadError(diagnostics: errorsInLineOrder) }
        // Out-of-bounds values are errors at their line in the dump, as a scene's are at theirs.
        let problems = limitProblems([tree] + others, size: size)
        guard problems.isEmpty else { throw SceneLoadError(diagnostics: problems) }
        let summary = summaryLine(otherWindows: others.count)
        for g in guesses() where g.shown {
            warnings.append("\(fileName): warning: " + t("guessed: \(g.phrase)"))
        }
        let unknownTotal = unknown.values.reduce(0, +)
        if unknownTotal > 0 {
            // "autoresize (10), opaque (9)"; in Chinese "autoresize（10 处）、opaque（9 处）".
            let zh = language.isChinese
            let kinds = unknown.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(8)
                .map { zh ? "\($0.key)（\($0.value) 处）" : "\($0.key) (\($0.value))" }
            let more = unknown.count > 8 ? (zh ? "等" : ", …") : ""
            warnings.append(
                "\(fileName): warning: "
                    + t(
                        """
                        ignored \(Count(unknownTotal, "property", "properties")) Hitlab does not model: \
                        \(Joined(Array(kinds), en: ", ", zh: "、"))\(more)
                        """))
        }
        if warningsLeftOut > 0 {
            warnings.append(
                "\(fileName): warning: "
                    + t(
                        "\(warningsLeftOut) more warning\(warningsLeftOut == 1 ? "" : "s") not shown"))
        }
        return Result(
            root: tree, otherWindows: others, controllerActions: controllerActions,
            title: URL(fileURLWithPath: fileName).deletingPathExtension().lastPathComponent, summary: summary,
            size: size,
            warnings: warnings, views: views, layers: layerCount, maximumDepth: maxDepth, unknownProperties: unknown)
    }

    mutating func warn(_ message: String) {
        if warnings.count < Self.shownWarnings { warnings.append(message) } else { warningsLeftOut += 1 }
    }

    mutating func fail(_ diagnostic: Diagnostic) {
        if errors.count < Self.shownErrors { errors.append(diagnostic) } else { errorsLeftOut += 1 }
    }

    /// Every error, by line (the `hitlab:` lines' are found after the views').
    var errorsInLineOrder: [Diagnostic] {
        allErrors.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
    }

    /// The errors, with a last one counting those left out.
    var allErrors: [Diagnostic] {
        guard errorsLeftOut > 0, let last = errors.last else { return errors }
        return errors + [
            Diagnostic(
                file: fileName, line: last.line, column: last.column,
                message: t(
                    "\(errorsLeftOut) more error\(errorsLeftOut == 1 ? "" : "s") after this one, not shown"))
        ]
    }

}

extension DumpImporter {
    /// A dump read from a file descriptor (standard input for `hitlab import -`), as the
    /// command reads it: streamed up to the scene file limit, refused past it, checked to be
    /// UTF-8, then imported. Every refusal is a positioned error.
    public static func importStream(_ fd: Int32, name: String, language: Language = .en) throws -> Result {
        let bytes: [UInt8]
        do {
            bytes = try ReadFile.stream(fd, name: name, maxBytes: SceneLimits.fileBytes)
        } catch let error as FileError {
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: name, line: 1, column: 1,
                    message: language.say("cannot read the dump: \(error.localizedReason)"))
            ])
        }
        return try importBytes(bytes, name: name, language: language)
    }

    /// A dump file (a regular file within the scene file limit) imported.
    public static func importFile(_ path: String, language: Language = .en) throws -> Result {
        let bytes: [UInt8]
        do {
            bytes = try ReadFile.contents(path, maxBytes: SceneLimits.fileBytes)
        } catch let error as FileError {
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: path, line: 1, column: 1,
                    message: language.say("cannot read the dump: \(error.localizedReason)"))
            ])
        }
        return try importBytes(bytes, name: path, language: language)
    }

    /// A dump's bytes imported: UTF-8 text first, or a positioned error.
    public static func importBytes(_ bytes: [UInt8], name: String, language: Language = .en) throws -> Result {
        let importer = DumpImporter(fileName: name, language: language)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: name, line: 1, column: 1, message: importer.t("the dump is not UTF-8 text"))
            ])
        }
        var reader = importer
        return try reader.importDump(text)
    }
}
