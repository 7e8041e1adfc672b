import ArgumentParser
import HitlabCore
import HitlabRender
import HitlabScene

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene headless into a PNG, with a click's story on top.",
        discussion: """
        Needs no display. The same command gives the same bytes every time. With --at or \
        --drag the picture shows that click's story as the window shows it after --step \
        animation steps (one step per sentence of the trace; default: all).
        """
    )

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG to write.", valueName: "OUT.png"))
    var output: String

    @OptionGroup var input: InteractionOptions

    @Option(name: .long, help: "Freeze the story after this many steps.")
    var step: Int?

    @Option(name: .long, help: "Pixels per point (2 for HiDPI and projectors).")
    var scale: Double = 1

    @Option(name: .long, help: ArgumentHelp("\(ThemeName.spelledOut).", valueName: "NAME"))
    var theme: String = "light"

    @Flag(name: .long, help: "The exploded 3D view of views and layers.")
    var layers3d = false

    func validate() throws {
        if Theme.named(theme) == nil { throw ValidationError("--theme must be \(ThemeName.spelledOut)") }
        if !SceneLimits.outputScale.contains(scale) {
            throw ValidationError("--scale must be from \(formatNumber(SceneLimits.outputScale.lowerBound)) to \(formatNumber(SceneLimits.outputScale.upperBound))")
        }
        if let step, step < 0 { throw ValidationError("--step must be 0 or more") }
        if step != nil && input.interaction == nil { throw ValidationError("--step needs --at or --drag") }
        if !output.lowercased().hasSuffix(".png") { throw ValidationError("the output must be a .png file") }
    }

    func run() throws {
        guard let loaded = loadScene(scene) else { throw ExitCode(2) }
        let renderer: Renderer
        do { renderer = try Renderer() } catch {
            Console.error("hitlab: \(error)")
            throw ExitCode(2)
        }
        let story = input.interaction.map { Story(scene: loaded.scene, interaction: $0) }
        let options = RenderOptions(theme: Theme.named(theme) ?? .light, scale: scale, step: step, layers3D: layers3d)
        let image: CairoImage
        do {
            image = try renderer.render(loaded.scene, story: story, options: options)
        } catch {
            Console.error("\(scene):1:1: error: \(error)")
            throw ExitCode(2)
        }
        do {
            try PNGFile.write(image, to: output)
        } catch {
            Console.error("hitlab: error: cannot write \(error)")
            throw ExitCode(2)
        }
    }
}
