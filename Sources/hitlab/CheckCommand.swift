import ArgumentParser
import HitlabCore
import HitlabScene

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every scene's checks and report each that fails, with the actual trace.",
        discussion: """
        Each check is one click or drag and what must come of it (hit, chain, handledBy, \
        actions, gestures). Screenshot checks come with the renderer; until then they are \
        reported as skipped. Ends with a line 'checks: N passed, N failed'.
        """
    )

    @Argument(help: "Scene files.")
    var scenes: [String]

    @Flag(name: .long, help: "Record golden screenshots instead of comparing (needs the renderer).")
    var record = false

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("give at least one scene file") }
    }

    func run() throws {
        var passed = 0, failed = 0, skippedScreenshots = 0, unloadable = 0
        for path in scenes {
            guard let loaded = loadScene(path) else { unloadable += 1; continue }
            let scene = loaded.scene
            var sceneFailures = 0
            for (i, check) in scene.checks.enumerated() {
                let trace = scene.run(check.interaction)
                let problems = check.mismatches(in: trace)
                if check.screenshot != nil { skippedScreenshots += 1 }
                if problems.isEmpty {
                    passed += 1
                    continue
                }
                failed += 1
                sceneFailures += 1
                for problem in problems {
                    Console.error("\(path):\(check.line):\(check.column): error: check \(i + 1) (\(describe(check.interaction))): \(problem)")
                }
                Console.error("  actual trace:")
                let story = storyText(scene: scene, path: path, interaction: check.interaction, trace: trace)
                for line in story.split(separator: "\n") { Console.error("    " + line) }
            }
            let status = sceneFailures == 0 ? "PASS" : "FAIL"
            Console.out("\(status) \(path): \(scene.checks.count - sceneFailures)/\(scene.checks.count) checks")
        }
        if skippedScreenshots > 0 {
            Console.out("note: \(skippedScreenshots) screenshot comparison\(skippedScreenshots == 1 ? "" : "s") skipped: the renderer is not built yet")
        }
        if unloadable > 0 { Console.out("\(unloadable) scene\(unloadable == 1 ? "" : "s") did not load") }
        Console.out("checks: \(passed) passed, \(failed) failed")
        if unloadable > 0 { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }
}

func describe(_ interaction: Interaction) -> String {
    switch interaction {
    case .click(let p, let taps, let hold):
        var text = taps > 1 ? "\(taps) clicks at \(p)" : "click at \(p)"
        if hold != 0.1 { text += ", held \(formatNumber(hold)) s" }
        return text
    case .drag(let from, let to):
        return "drag \(from) → \(to)"
    }
}
