import ArgumentParser
import HitlabCore
import HitlabFiles
import HitlabScene
import HitlabWords

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        _superCommandName: Hitlab.commandName,
        abstract: tr(
            "Load scenes and report every error as FILE:LINE:COLUMN: error: MESSAGE.")
    )

    @Argument(help: ArgumentHelp(tr("Scene files.")))
    var scenes: [String]

    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if scenes.isEmpty { throw ValidationError(tr("give at least one scene file")) }
    }

    func run() throws {
        var failed = 0
        for path in scenes {
            if LessonLoader.isLesson(path: path) {
                do {
                    let plan = try LessonLoader.load(path: path, language: languageOption.language)
                    let scenes = Set(plan.parts.map { ObjectIdentifier($0.scene) }).count
                    Console.out(
                        "ok: \(path): "
                            + languageOption.language.say(
                                """
                                lesson, \(plan.parts.count) part\(plan.parts.count == 1 ? "" : "s") over \
                                \(scenes) scene\(scenes == 1 ? "" : "s")
                                """))
                } catch {
                    SceneLoadError.lines(for: error, path: path, language: languageOption.language).forEach(
                        Console.error)
                    failed += 1
                }
                continue
            }
            guard let loaded = loadScene(path, language: languageOption.language, allWarnings: true) else {
                failed += 1; continue
            }
            var views = 0
            loaded.scene.forEachView { _, _ in views += 1 }
            let checks = loaded.scene.checks.count
            let language = languageOption.language
            var kind = loaded.reader.name(in: language)
            // JSON is read by the YAML reader (JSON is YAML), but a JSON file is a JSON scene.
            if loaded.reader == .yaml, Self.looksLikeJSON(path) { kind = language.say("JSON scene") }
            // A dump: which view it starts at, and whether that is a window or Hitlab made one.
            if loaded.reader == .dump {
                let window = loaded.scene.window
                if window.address == nil, let root = window.subviews.first {
                    kind += language.say(
                        " rooted at \(root.name), not a window: Hitlab put it in a window of its size")
                } else {
                    kind += language.say(" rooted at the window \(window.name)")
                }
            }
            Console.out(
                "ok: \(path): "
                    + language.say(
                        "\(views) view\(views == 1 ? "" : "s"), \(checks) check\(checks == 1 ? "" : "s") (\(kind))"))
        }
        if failed > 0 { throw ExitCode(2) }
    }

    /// A file whose first character that is not white space (or a byte-order mark) is `{`.
    static func looksLikeJSON(_ path: String) -> Bool {
        guard let bytes = try? ReadFile.contents(path, maxBytes: SceneLimits.fileBytes) else { return false }
        let skipped: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF]
        return bytes.first { !skipped.contains($0) } == UInt8(ascii: "{")
    }
}
