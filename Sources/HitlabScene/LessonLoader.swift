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
        let t = DiagnosticSink(file: path, language: language).t
        let bytes: [UInt8]
        do {
            bytes = try ReadFile.contents(path, maxBytes: SceneLimits.fileBytes)
        } catch let error as FileError {
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: path, line: 1, column: 1,
                    message: t("cannot read the lesson: ", "无法读取课程：") + error.message(in: language))
            ])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneLoadError(diagnostics: [
                Diagnostic(
                    file: path, line: 1, column: 1,
                    message: t("the file is not UTF-8 text (a lesson is YAML)", "文件不是 UTF-8 文本（课程是 YAML 文件）"))
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
        let t = sink.t
        let root: Node?
        do {
            root = try Parser(yaml: text, resolver: .basic).singleRoot()
        } catch {
            sink.error(.start, t("cannot parse the lesson: \(error)", "无法解析课程：\(error)"))
            throw SceneLoadError(diagnostics: sink.sorted)
        }
        let reader = NodeReader(sink: sink)
        guard let root, let e = reader.entries(root, known: topLevelKeys, what: "the lesson") else {
            if root == nil {
                sink.error(
                    .start,
                    t(
                        "the file is empty: a lesson needs 'lesson' (its title) and 'parts'",
                        "文件是空的：课程需要 'lesson'（标题）和 'parts'"))
            }
            throw SceneLoadError(diagnostics: sink.sorted)
        }
        let title = e["lesson"].flatMap { reader.localizedText($0.value, "lesson") }
        if e["lesson"] == nil {
            reader.error(
                root,
                t(
                    "the lesson has no title: add `lesson: {en: ..., zh-Hans: ...}`",
                    "课程没有标题：请加上 `lesson: {en: ..., zh-Hans: ...}`"))
        }
        var parts: [LessonPart] = []
        var sceneErrors: [Diagnostic] = []
        if let p = e["parts"], let items = reader.sequence(p.value, "parts") {
            if items.isEmpty { reader.error(p.value, t("'parts' lists no scene", "'parts' 里没有任何场景")) }
            if items.count > maximumParts {
                reader.error(
                    p.value,
                    t(
                        "'parts' lists \(items.count) scenes; a lesson has at most \(maximumParts)",
                        "'parts' 列出了 \(items.count) 个场景；一个课程最多 \(maximumParts) 个"))
            }
            var scenes: [String: Scene] = [:]
            for item in items.prefix(maximumParts) {
                guard let pe = reader.entries(item, known: partKeys, what: t("a part", "课程的部分")) else { continue }
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
                    "the lesson has no 'parts': list the scenes, each with `scene:` and a `click:` or `drag:`",
                    "课程没有 'parts'：请列出场景，每个都写上 `scene:` 和 `click:` 或 `drag:`"))
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
        let t = reader.t
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
                            """,
                            "场景 '\(name)' 无法加载（\(found.count) 个错误，见下）"))
                    sceneErrors += found
                }
            }
        } else if e["scene"] == nil {
            reader.error(
                node,
                t("a part needs 'scene: FILE' (relative to the lesson's folder)", "每个部分都需要 'scene: FILE'（相对于课程所在的文件夹）"))
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
                    """,
                    "每个部分都需要 'click: [x, y]'、'drag: {from: [x, y], to: [x, y]}' 或 'fingers: [...]'：全班要看的操作"))
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
                        t("stop \(stop) is past the story's last step (\(count))", "停顿点 \(stop) 超出了最后一步（第 \(count) 步）"))
                }
            }
            if stops != stops.sorted() || Set(stops).count != stops.count {
                reader.error(s.value, t("'stops' must go up, each step once", "'stops' 必须从小到大，每一步只出现一次"))
            }
        }
        guard let scene else { return nil }
        return LessonPart(
            scene: scene, scenePath: scenePath, interaction: interaction, before: before, after: after, stops: stops)
    }
}
