import HitlabCore
import HitlabWords
import Yams

/// A finger given on the command line as a scene's check gives it (`--finger '{from: [100, 200],
/// to: [160, 200], down: 0.2}'`): one format, one decoder, with the same messages.
public enum FingerYAML {
    /// The finger's path, or the problems with the text (each a sentence).
    public static func parse(_ text: String, language: Language = .en) -> Result<FingerPath, FingerYAMLError> {
        let sink = DiagnosticSink(file: "--finger", language: language)
        guard let root = try? Parser.scene(text).singleRoot() else {
            return .failure(
                FingerYAMLError(messages: [
                    sink.t(
                        "'\(text)' is not a YAML mapping such as {from: [100, 200], to: [160, 200], down: 0.2}")
                ]))
        }
        var decoder = SceneDecoder(
            reader: NodeReader(sink: sink), images: ImagePathPolicy(sceneDirectory: nil), fileName: "--finger")
        let known = ["from", "to", "through", "down", "hold", "duration", "up"]
        guard let entries = decoder.reader.entries(root, known: known, what: sink.t("a finger")),
            let (path, _) = decoder.decodeFinger(root, entries, index: 0), sink.isEmpty
        else {
            return .failure(FingerYAMLError(messages: sink.sorted.map(\.message)))
        }
        return .success(path)
    }
}

public struct FingerYAMLError: Error {
    public let messages: [String]
}
