import Foundation
import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

/// A scene loaded from a file, with where things came from.
public struct LoadedScene {
    public let scene: Scene
    public let path: String
    /// Which reader made it: the scene format, or the importer of a `recursiveDescription` dump.
    public var reader: Reader = .yaml

    public enum Reader: String {
        case yaml = "YAML scene"
        case dump = "recursiveDescription dump"

        /// What it read, in a language.
        public func name(in language: Language) -> String {
            switch self {
            case .yaml: return language.say("YAML scene")
            case .dump: return language.say("recursiveDescription dump")
            }
        }
    }
}

/// Loads scene files (YAML; JSON is YAML too) into the model. Every problem is reported at
/// once as `FILE:LINE:COLUMN: error: MESSAGE`; nothing half-loaded is returned.
public enum SceneLoader {
    /// Files larger than this are refused before parsing (a scene of 100,000 views is about 10 MB).
    public static let maximumFileSize = SceneLimits.fileBytes

    /// Loads the scene at `path`.
    public static func load(path: String, language: Language = .en) throws -> LoadedScene {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            data = Data(try ReadFile.contents(path, maxBytes: maximumFileSize))
        } catch let error as FileError {
            let reason =
                error.systemCode == ENOENT
                ? language.say("no such scene file")
                : error.why.key.hasPrefix("is ")
                    ? language.say("the scene file \(error.localizedReason)", adjustChinese: ChineseSpacing.apply)
                    : language.say("cannot read the scene: \(error.localizedReason)")
            throw SceneLoadError(diagnostics: [Diagnostic(file: path, line: 1, column: 1, message: reason)])
        }
        return try load(data: data, path: path, directory: url.deletingLastPathComponent().path, language: language)
    }

    /// Loads a scene from bytes; `directory` is where relative image paths start.
    public static func load(
        data: Data, path: String, directory: String? = nil, language: Language = .en
    ) throws -> LoadedScene {
        let sink = DiagnosticSink(file: path, language: language)
        if data.count > maximumFileSize {
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: path, line: 1, column: 1,
                    message: sink.t(
                        """
                        the file is \(megabytes(data.count)) MB; scenes are limited to \
                        \(megabytes(maximumFileSize)) MB
                        """))
            ])
        }
        guard !data.withUnsafeBytes({ $0.contains(0) }), let text = String(data: data, encoding: .utf8) else {
            let (at, byte) = invalidUTF8Position(data)
            let hex = "0x" + String(byte ?? 0, radix: 16, uppercase: true)
            let what = byte == 0 ? sink.t("a NUL byte") : sink.t("the byte \(hex)")
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: path, line: at.line, column: at.column,
                    message: sink.t(
                        "the file is not UTF-8 text: \(what) here (a scene is YAML or JSON)"))
            ])
        }
        return try load(text: text, path: path, directory: directory, language: language)
    }

    /// Loads a scene from text.
    public static func load(
        text: String, path: String, directory: String? = nil, language: Language = .en
    ) throws -> LoadedScene {
        let sink = DiagnosticSink(file: path, language: language)
        let root: Node?
        do {
            let parser = try Parser.scene(text)
            root = try parser.singleRoot()
        } catch let error as YamlError {
            sink.error(position(of: error, in: text), yamlMessage(error, language: language))
            throw SceneLoadError(diagnostics: sink.sorted)
        } catch {
            sink.error(.start, sink.t("cannot parse the file: \(error)"))
            throw SceneLoadError(diagnostics: sink.sorted)
        }
        guard let root else {
            sink.error(
                .start,
                sink.t(
                    "the file is empty: a scene needs at least 'size' and 'window'"))
            throw SceneLoadError(diagnostics: sink.sorted)
        }
        let images = ImagePathPolicy(sceneDirectory: directory)
        var decoder = SceneDecoder(reader: NodeReader(sink: sink), images: images, fileName: path)
        let scene = decoder.decodeScene(root)
        guard sink.isEmpty, let scene else {
            throw SceneLoadError(diagnostics: sink.sorted)
        }
        return LoadedScene(scene: scene, path: path)
    }

    private static func megabytes(_ bytes: Int) -> String { ReadFile.megabytes(bytes) }

    /// Line and column of the first byte that is not valid UTF-8 (or a NUL byte), and that byte.
    static func invalidUTF8Position(_ data: Data) -> (SourcePosition, UInt8?) {
        let bytes = [UInt8](data)
        var validPrefix = 0
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            switch b {
            case 0x00: length = 0
            case 0x01...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            if length == 0 || i + length > bytes.count { break }
            if (1..<length).contains(where: { bytes[i + $0] & 0xC0 != 0x80 }) { break }
            i += length
            validPrefix = i
        }
        let prefix = String(decoding: bytes[0..<validPrefix], as: UTF8.self)
        var line = 1, column = 1
        for ch in prefix {
            if ch == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (SourcePosition(line: line, column: column), validPrefix < bytes.count ? bytes[validPrefix] : nil)
    }

    static func position(of error: YamlError, in text: String) -> SourcePosition {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourcePosition(line: mark.line, column: mark.column)
        case .duplicatedKeysInMapping(let keys, let context):
            return secondOccurrence(of: keys.first ?? "", after: context.mark, in: text)
                ?? SourcePosition(line: context.mark.line, column: context.mark.column)
        case .reader(_, let offset, _, _):
            guard let offset else { return .start }
            var line = 1, column = 1
            for ch in text.prefix(offset) {
                if ch == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            return SourcePosition(line: line, column: column)
        default:
            return .start
        }
    }

    /// Yams names the first of two equal keys; the mistake is usually the second. In block
    /// style it starts a later line at the same column.
    static func secondOccurrence(of key: String, after mark: Mark, in text: String) -> SourcePosition? {
        guard !key.isEmpty else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line < lines.count else { return nil }
        for (i, line) in lines.enumerated().dropFirst(mark.line) {
            let chars = Array(line)
            let start = mark.column - 1
            guard start >= 0, start < chars.count else { continue }
            // A line less indented than the key ends its mapping.
            if let first = chars.firstIndex(where: { $0 != " " }), first < start, chars[first] != "#" { return nil }
            for candidate in [key, "\"\(key)\"", "'\(key)'"] where String(chars[start...]).hasPrefix(candidate + ":") {
                return SourcePosition(line: i + 1, column: mark.column)
            }
        }
        return nil
    }

    static func yamlMessage(_ error: YamlError, language: Language = .en) -> String {
        func t(_ phrase: Phrase) -> String { language.say(phrase, adjustChinese: ChineseSpacing.apply) }
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
            .composer(let context, let problem, _, _):
            let while_ = context.map { " (\($0.text))" } ?? ""
            if problem.contains("Maximum nesting level") {
                return t("the file nests more than 1000 levels deep")
            }
            if let said = YAMLProblemWords.say(problem, in: language) { return language.say("YAML syntax: \(said)") }
            return language.say("YAML syntax: \(problem)\(while_)")
        case .duplicatedKeysInMapping(let keys, _):
            return t("duplicate key \(WordList(keys.map { "'\($0)'" })) in the same mapping")
        case .reader(let problem, _, let value, _):
            return language.say("the file is not valid text: \(problem)")
                + (value >= 0 ? String(format: " (#%X)", value) : "")
        default:
            return language.say("YAML: \(error)")
        }
    }
}

extension Parser {
    /// YAML read as every scene, lesson and finger file is: plain scalars resolved by the basic
    /// schema (a key's reader says what its value is), and UTF-8 always. Yams's default encoding
    /// reads the process's whole environment on each parse, and prints when one variable is set.
    static func scene(_ text: String) throws -> Parser { try Parser(yaml: text, resolver: .basic, encoding: .utf8) }
}
