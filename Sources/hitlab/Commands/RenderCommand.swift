import ArgumentParser
import HitlabApp
import HitlabChecks
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene
import HitlabStory
import HitlabWords

#if canImport(Glibc)
import Glibc
#endif

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        _superCommandName: Hitlab.commandName,
        abstract: tr("Draw a scene headless into a PNG, with a click's story on top."),
        discussion: tr(
            """
            Needs no display. The same command gives the same bytes every time. With --at, \
            --drag or --finger the picture shows that interaction's story as the window shows \
            it after --step animation steps (one step per sentence of the trace; default: all).
            """)
    )

    @Argument(help: ArgumentHelp(tr("The scene file (YAML or JSON).")))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp(tr("The PNG to write."), valueName: "OUT.png"))
    var output: String

    @OptionGroup var input: InteractionOptions

    @Option(name: .long, help: ArgumentHelp(tr("Freeze the story after this many steps.")))
    var step: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "Pixels per point (2 for HiDPI; default 1, or with --theme projector a 1920x1080 frame).")))
    var scale: Double?

    @OptionGroup var themeOption: ThemeOption

    @Flag(name: .long, help: ArgumentHelp(tr("The exploded 3D view of views and layers.")))
    var layers3d = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                """
                Lay the picture out as a window of this many pixels (e.g. 1024x768) instead of the scene's size \
                at --scale.
                """), valueName: "WxH"))
    var size: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            tr(
                """
                List every sentence in the panel, however tall the picture gets (default: the last steps that \
                fit, under \"… N earlier steps\").
                """)))
    var fullPanel = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Also write every placed label, in pixels, as JSON."), valueName: "PATH"))
    var layoutJson: String?

    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if let scale, !SceneLimits.outputScale.contains(scale) {
            throw ValidationError(
                tr(
                    """
                    --scale must be from \(formatNumber(SceneLimits.outputScale.lowerBound)) to \
                    \(formatNumber(SceneLimits.outputScale.upperBound))
                    """))
        }
        if let step, step < 0 { throw ValidationError(tr("--step must be 0 or more")) }
        if step != nil && input.interaction == nil {
            throw ValidationError(tr("--step needs --at, --drag or --finger"))
        }
        if !output.lowercased().hasSuffix(".png") {
            throw ValidationError(tr("the output must be a .png file"))
        }
        if let size, FrameSize(size) == nil { throw FrameSize.invalid }
        if size != nil && scale != nil {
            throw ValidationError(tr("--size and --scale cannot be used together"))
        }
        if size != nil && fullPanel {
            throw ValidationError(
                tr("--full-panel needs the scene's own size: leave out --size"))
        }
        if let layoutJson, !layoutJson.lowercased().hasSuffix(".json") {
            throw ValidationError(tr("--layout-json must name a .json file"))
        }
    }

    func run() throws {
        do {
            // An output never replaces the scene it is drawn from, nor the other output.
            try OutputPath.requireDistinct(output, from: [scene])
            if let layoutJson {
                try OutputPath.requireDistinct(layoutJson, from: [scene, output], what: "--layout-json")
            }
        } catch {
            Console.error("hitlab: error: \(errorText(error, languageOption.language))")
            throw ExitCode(2)
        }
        guard let loaded = loadScene(scene, language: languageOption.language) else { throw ExitCode(2) }
        do {
            // Nor an image the scene draws, nor a golden its checks compare with.
            let reads = GoldenLocation.filesRead(by: loaded.scene, at: scene)
            try OutputPath.requireDistinct(
                output, from: reads, role: "a file the scene reads (an image it draws, a golden of its checks)")
            if let layoutJson {
                try OutputPath.requireDistinct(
                    layoutJson, from: reads, what: "--layout-json",
                    role: "a file the scene reads (an image it draws, a golden of its checks)")
            }
        } catch {
            Console.error("hitlab: error: \(errorText(error, languageOption.language))")
            throw ExitCode(2)
        }
        let renderer: Renderer
        do { renderer = try Renderer() } catch {
            Console.error("hitlab: \(error)")
            throw ExitCode(2)
        }
        let language = languageOption.language
        let story = input.interaction.map { Story(scene: loaded.scene, interaction: $0, language: language) }
        let spec = PictureSpec(
            theme: themeOption.name, scale: scale, step: step, layers3D: layers3d, language: language)
        var options = RenderOptions(spec)
        options.fullPanel = fullPanel
        if let frame = FrameSize.chosen(size, theme: spec.theme, scaleGiven: scale != nil, ownSize: fullPanel) {
            options.frameSize = (frame.width, frame.height)
        }
        let image: CairoImage
        let plan: FramePlan
        do {
            (image, plan) = try renderer.renderWithPlan(loaded.scene, story: story, options: options)
        } catch {
            Console.error("\(scene):1:1: error: \(error)")
            throw ExitCode(2)
        }
        do {
            try PNGFile.write(image, to: output)
            if let layoutJson {
                let json = layoutJSON(size: plan.layout.size, marks: plan.marks)
                _ = try AtomicFile.write(Array(json.utf8), to: layoutJson)
            }
        } catch {
            Console.error("hitlab: error: " + tr("cannot write \(ErrorWord(error))"))
            throw ExitCode(2)
        }
        // Written: the process ends here, its fonts, caches and picture taken back by the
        // system at once rather than freed one object at a time on the way out (0.3 ms), and
        // without the libraries' own clean-up at exit (Cairo's, FreeType's, HarfBuzz's, ...: 0.2
        // ms), which frees only memory. What is printed is flushed first.
        fflush(nil)
        Glibc._exit(0)
    }
}
