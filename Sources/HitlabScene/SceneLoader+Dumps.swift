import Foundation
import HitlabCore
import HitlabFiles

extension SceneLoader {
    /// Loads a scene file or, when the file is a `recursiveDescription` dump, imports it on
    /// the fly (its warnings are returned too).
    public static func loadSceneOrDump(
        path: String, language: Language = .en
    ) throws -> (LoadedScene, warnings: [String]) {
        let bytes: [UInt8]
        do {
            bytes = try ReadFile.contents(path, maxBytes: maximumFileSize)
        } catch {
            return (try load(path: path, language: language), [])
        }
        guard let text = String(validating: bytes, as: UTF8.self), DumpImporter.looksLikeDump(text[...]) else {
            return (
                try load(
                    data: Data(bytes), path: path,
                    directory: URL(fileURLWithPath: path).deletingLastPathComponent().path, language: language), []
            )
        }
        var importer = DumpImporter(fileName: path, language: language)
        let result = try importer.importDump(text)
        // Built straight from the dump, not through YAML.
        return (LoadedScene(scene: DumpImporter.scene(result), path: path, reader: .dump), result.warnings)
    }
}
