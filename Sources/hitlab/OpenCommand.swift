import ArgumentParser
import HitlabCore
import HitlabScene

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open the playground on a scene (default: the bundled gallery).",
        discussion: """
        The window is not built yet: for now this prints the story of each of the scene's \
        checks (or of a click at its centre) as `hitlab trace` would.
        """
    )

    @Argument(help: "The scene file; default: the first bundled scene.")
    var scene: String?

    func run() throws {
        let path: String
        if let scene {
            path = scene
        } else if let dir = bundledScenesDirectory() {
            path = dir + "/" + defaultSceneName
        } else {
            Console.error("hitlab: cannot find the bundled Scenes/ folder; run from the project folder or give a scene")
            throw ExitCode(2)
        }
        guard let loaded = loadScene(path) else { throw ExitCode(2) }
        let scene = loaded.scene
        Console.out(scene.title + (scene.summary.map { ": " + $0 } ?? ""))
        let interactions = scene.checks.isEmpty
            ? [Interaction.click(Point(scene.size.width / 2, scene.size.height / 2))]
            : scene.checks.compactMap(\.interaction)
        for interaction in interactions {
            Console.out("")
            Console.out(storyText(scene: scene, path: path, interaction: interaction, trace: scene.run(interaction)))
        }
    }
}

/// The scene the window opens on when none is given.
let defaultSceneName = "01-click-e.yaml"
