import ArgumentParser
import HitlabCore
import HitlabScene

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: tr("Load scenes and report every error as FILE:LINE:COLUMN: error: MESSAGE.", "加载场景，把每个错误报告为 FILE:LINE:COLUMN: error: MESSAGE。")
    )

    @Argument(help: ArgumentHelp(tr("Scene files.", "场景文件。")))
    var scenes: [String]


    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if scenes.isEmpty { throw ValidationError(tr("give at least one scene file", "请至少给出一个场景文件")) }
    }

    func run() throws {
        var failed = 0
        for path in scenes {
            if LessonLoader.isLesson(path: path) {
                do {
                    let plan = try LessonLoader.load(path: path, language: languageOption.language)
                    let scenes = Set(plan.parts.map { ObjectIdentifier($0.scene) }).count
                    Console.out("ok: \(path): " + languageOption.language.pick("lesson, \(plan.parts.count) part\(plan.parts.count == 1 ? "" : "s") over \(scenes) scene\(scenes == 1 ? "" : "s")",
                                                                                "课程，\(plan.parts.count) 个部分，共 \(scenes) 个场景"))
                } catch {
                    SceneLoadError.lines(for: error, path: path, language: languageOption.language).forEach(Console.error)
                    failed += 1
                }
                continue
            }
            guard let loaded = loadScene(path, language: languageOption.language) else { failed += 1; continue }
            var views = 0
            loaded.scene.forEachView { _, _ in views += 1 }
            let checks = loaded.scene.checks.count
            Console.out("ok: \(path): " + languageOption.language.pick(
                "\(views) view\(views == 1 ? "" : "s"), \(checks) check\(checks == 1 ? "" : "s") (\(loaded.reader.name(in: .en)))",
                "\(views) 个视图，\(checks) 个检查（\(loaded.reader.name(in: .zhHans))）"))
        }
        if failed > 0 { throw ExitCode(2) }
    }
}
