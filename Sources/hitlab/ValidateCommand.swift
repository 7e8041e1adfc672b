import ArgumentParser
import HitlabCore
import HitlabScene

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Load scenes and report every error as FILE:LINE:COLUMN: error: MESSAGE."
    )

    @Argument(help: "Scene files.")
    var scenes: [String]


    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if scenes.isEmpty { throw ValidationError("give at least one scene file") }
    }

    func run() throws {
        var failed = 0
        for path in scenes {
            guard let loaded = loadScene(path) else { failed += 1; continue }
            var views = 0
            loaded.scene.window.forEachInTree { _, _ in views += 1 }
            Console.out("ok: \(path): \(views) view\(views == 1 ? "" : "s"), \(loaded.scene.checks.count) check\(loaded.scene.checks.count == 1 ? "" : "s") (\(loaded.reader.rawValue))")
        }
        if failed > 0 { throw ExitCode(2) }
    }
}
