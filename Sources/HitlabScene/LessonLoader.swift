import Foundation
import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

/// Lesson files: several scenes, each with the click to play, a question before it, what to
/// say after it and the steps to stop at (docs/scene-format.md, "Lessons"). Every problem is
/// reported at once, at its position, as for scenes; a scene that does not load brings its
/// own errors, at their positions in the scene's file.
public enum LessonLoader {
    static let topLevelKeys = ["lesson", "parts"]
    static let partKeys = ["scene", "click", "drag", "fingers", "taps", "hold", "before", "after", "stops"]
    /// More parts than a class of 45 minutes shows; a file with more is refused.
    public static let maximumParts = 100

    /// Whether a YAML text is a lesson rather than a scene: it has a top-level `parts:`.
    public static func looksLikeLesson(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: true).contains { $0.hasPrefix("parts:") }
    }

    /// Whether the file at `path` is a lesson (false when it cannot be read: the scene loader
    /// then says why).
    public static func isLesson(path: String) -> Bool {
        guard let bytes = try? ReadFile.contents(path, maxBytes: SceneLimits.fileBytes),
            let text = String(validating: bytes, as: UTF8.self)
        else { return false }
        return looksLikeLesson(text)
    }

    /// Loads the lesson at `path` and every scene it names (relative to the lesson's folder).
    public static func load(path: String, language: Language = .en) throws -> LessonPlan {
        let sink = DiagnosticSink(file: path, language: language)
        func t(_ phrase: Phrase) -> String { sink.t(phrase) }
        let bytes: [UInt8]
        do {
            bytes = try ReadFile.contents(path, maxBytes: SceneLimits.fileBytes)
        } catch let error as FileError {
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: path, line: 1, column: 1,
                    message: t("cannot read the lesson: ") + error.message(in: language))
            ])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: path, line: 1, column: 1,
                    message: t("the file is not UTF-8 text (a lesson is YAML)"))
            ])
        }
        return try load(
            text: text, path: path, directory: URL(fileURLWithPath: path).deletingLastPathComponent().path,
            language: language)
    }

    /// Loads a lesson from text; its scenes' paths start at `directory`.
    public static func load(
        text: String, path: String, directory: String, language: Language = .en
    ) throws -> LessonPlan {
        let sink = DiagnosticSink(file: path, language: language)
        let t: (Phrase) -> String = sink.t
        let root: Node?
        do {
            root = try Parser.scene(text).singleRoot()
        } catch {
            sink.error(.start, t("cannot parse the lesson: \(error)"))
            throw SceneLoadError(diagnostics: sink.sorted)
        }
        let reader = NodeReader(sink: sink)
        guard let root, let e = reader.entries(root, known: topLevelKeys, what: "the lesson") else {
            if root == nil {
                sink.error(
                    .start,
                    t(
                        "the file is empty: a lesson needs 'lesson' (its title) and 'parts'"))
            }
            throw SceneLoadError(diagnostics: sink.sorted)
        }
        let title = e["lesson"].flatMap { reader.localizedText($0.value, "lesson") }
        if e["lesson"] == nil {
            reader.error(
                root,
                t(
                    "the lesson has no title: add `lesson: {en: ..., zh-Hans: ...}`"))
        }
        var parts: [LessonPart] = []
        var sceneErrors: [Diagnostic] = []
        if let p = e["parts"], let items = reader.sequence(p.value, "parts") {
            if items.isEmpty { reader.error(p.value, t("'parts' lists no scene")) }
            if items.count > maximumParts {
                reader.error(
                    p.value,
                    t(
                        "'parts' lists \(items.count) scenes; a lesson has at most \(maximumParts)"))
            }
            var scenes: [String: Scene] = [:]
            for item in items.prefix(maximumParts) {
                guard let pe = reader.entries(item, known: partKeys, what: t("a part")) else { continue }
                if let part = decodePart(
                    item, pe, reader: reader, directory: directory, language: language, scenes: &scenes,
                    sceneErrors: &sceneErrors)
                {
                    parts.append(part)
                }
            }
        } else if e["parts"] == nil {
            reader.error(
                root,
                t(
                    "the lesson has no 'parts': list the scenes, each with `scene:` and a `click:` or `drag:`"))
        }
        guard sink.isEmpty, sceneErrors.isEmpty, let title else {
            throw SceneLoadError(diagnostics: sink.sorted + sceneErrors)
        }
        return LessonPlan(title: title, parts: parts)
    }

    private static func decodePart(
        _ node: Node, _ e: [String: Entry], reader: NodeReader, directory: String, language: Language,
        scenes: inout [String: Scene], sceneErrors: inout [Diagnostic]
    ) -> LessonPart? {
        let t: (Phrase) -> String = reader.t
        var scene: Scene?
        var scenePath = ""
        if let s = e["scene"], let name = reader.string(s.value, "scene") {
            scenePath = name.hasPrefix("/") ? name : directory + "/" + name
            if let known = scenes[scenePath] {
                scene = known
            } else {
                do {
                    scene = try SceneLoader.loadSceneOrDump(path: scenePath, language: language).0.scene
                    scenes[scenePath] = scene
                } catch {
                    let found =
                        (error as? SceneLoadError)?.diagnostics ?? [
                            Diagnostic(file: scenePath, line: 1, column: 1, message: "\(error)")
                        ]
                    reader.error(
                        s.value,
                        t(
                            """
                            the scene '\(name)' does not load (\(found.count) \
                            error\(found.count == 1 ? "" : "s"), below)
                            """))
                    sceneErrors += found
                }
            }
        } else if e["scene"] == nil {
            reader.error(
                node,
                t("a part needs 'scene: FILE' (relative to the lesson's folder)"))
        }
        // The interaction is read as a check's is: one decoder for both.
        var decoder = SceneDecoder(
            reader: reader, images: ImagePathPolicy(sceneDirectory: directory), fileName: reader.sink.file)
        guard let (interaction, _) = decoder.decodeInteraction(node, e) else { return nil }
        guard let interaction else {
            reader.error(
                node,
                t(
                    """
                    a part needs 'click: [x, y]', 'drag: {from: [x, y], to: [x, y]}' or 'fingers: [...]': what \
                    the class watches
                    """))
            return nil
        }
        let before = e["before"].flatMap { reader.localizedText($0.value, "before") }
        let after = e["after"].flatMap { reader.localizedText($0.value, "after") }
        var stops: [Int] = []
        if let s = e["stops"], let items = reader.sequence(s.value, "stops") {
            stops = items.compactMap { reader.integer($0, "stops", min: 1, max: SceneLimits.objects) }
            if let scene {
                let count = scene.run(interaction).steps.count
                for (item, stop) in zip(items, stops) where stop > count {
                    reader.error(
                        item,
                        t("stop \(stop) is past the story's last step (\(count))"))
                }
            }
            if stops != stops.sorted() || Set(stops).count != stops.count {
                reader.error(s.value, t("'stops' must go up, each step once"))
            }
        }
        guard let scene else { return nil }
        return LessonPart(
            scene: scene, scenePath: scenePath, interaction: interaction, before: before, after: after, stops: stops)
    }
}
