import HitlabCore
import HitlabFiles
import HitlabWords

/// One problem in a scene file, at a 1-based line and column.
public struct Diagnostic: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Every problem found while loading one scene; loading reports them all at once.
public struct SceneLoadError: Error, CustomStringConvertible {
    public let diagnostics: [Diagnostic]

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// What to tell a person about any error from loading `path`: one
    /// `FILE:LINE:COLUMN: error: MESSAGE` line per problem. Every place that loads a scene
    /// (the command line, the gallery, hot reload) reports through this.
    public static func lines(for error: Error, path: String, language: Language = .en) -> [String] {
        if let error = error as? SceneLoadError { return error.diagnostics.map(\.description) }
        if let error = error as? FileError {
            return [Diagnostic(file: path, line: 1, column: 1, message: error.message(in: language)).description]
        }
        return [Diagnostic(file: path, line: 1, column: 1, message: "\(error)").description]
    }
}

/// A 1-based position in the source.
struct SourcePosition: Equatable {
    var line: Int
    var column: Int
    static let start = SourcePosition(line: 1, column: 1)
}

/// Collects diagnostics while decoding continues, so every error is reported at once.
final class DiagnosticSink {
    let file: String
    /// The language of the messages (the `FILE:LINE:COLUMN: error:` frame stays as it is).
    let language: Language
    private(set) var items: [Diagnostic] = []

    init(file: String, language: Language = .en) {
        self.file = file
        self.language = language
    }

    /// One message in the sink's language: `en` as written, or the Chinese sentence.
    func t(_ phrase: Phrase) -> String { language.say(phrase, adjustChinese: ChineseSpacing.apply) }

    /// More errors than anyone reads: decoding stops once this many are found.
    static let limit = 100

    func error(_ at: SourcePosition, _ message: String) {
        guard items.count < Self.limit else { return }
        items.append(Diagnostic(file: file, line: at.line, column: at.column, message: message))
        if items.count == Self.limit {
            items.append(
                Diagnostic(
                    file: file, line: at.line, column: at.column,
                    message: t("too many errors (\(Self.limit)); stopping here")))
        }
    }

    var isFull: Bool { items.count > Self.limit }

    var isEmpty: Bool { items.isEmpty }

    /// Sorted by position; the order errors were found in is kept for equal positions.
    /// The "too many errors" note stays last.
    var sorted: [Diagnostic] {
        let found = isFull ? Array(items.dropLast()) : items
        let ordered = found.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
        return isFull ? ordered + [items.last!] : ordered
    }
}
