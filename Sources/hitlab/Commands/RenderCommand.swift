import ArgumentParser
import HitlabApp
import HitlabChecks
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene
import HitlabStory
import HitlabWords

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: tr("Draw a scene headless into a PNG, with a click's story on top.", "不开窗口把场景绘制成 PNG，上面叠加一次点击的过程。"),
        discussion: tr(
            """
            Needs no display. The same command gives the same bytes every time. With --at, \
            --drag or --finger the picture shows that interaction's story as the window shows \
            it after --step animation steps (one step per sentence of the trace; default: all).
            """,
            """
            不需要显示器。同样的命令每次都产生同样的字节。使用 --at、--drag 或 --finger 时，图片显示这次交互的过程，就像窗口在 --step 个动画步骤之后显示的那样（trace \
            中每句话一步；默认全部）。
            """
        )
    )

    @Argument(help: ArgumentHelp(tr("The scene file (YAML or JSON).", "场景文件（YAML 或 JSON）。")))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp(tr("The PNG to write.", "要写入的 PNG 文件。"), valueName: "OUT.png"))
    var output: String

    @OptionGroup var input: InteractionOptions

    @Option(name: .long, help: ArgumentHelp(tr("Freeze the story after this many steps.", "在这么多步之后定格。")))
    var step: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "Pixels per point (2 for HiDPI; default 1, or with --theme projector a 1920x1080 frame).",
                "每 pt 的像素数（HiDPI 用 2；默认 1，--theme projector 时默认 1920x1080 的画面）。")))
    var scale: Double?

    @OptionGroup var themeOption: ThemeOption

    @Flag(name: .long, help: ArgumentHelp(tr("The exploded 3D view of views and layers.", "视图和图层的 3D 分层视图。")))
    var layers3d = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                """
                Lay the picture out as a window of this many pixels (e.g. 1024x768) instead of the scene's size \
                at --scale.
                """,
                "把图片排成这么多像素的窗口（例如 1024x768），而不是按 --scale 缩放场景的大小。"), valueName: "WxH"))
    var size: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(
            tr(
                """
                List every sentence in the panel, however tall the picture gets (default: the panel ends with \"… \
                N earlier steps\").
                """,
                "在面板中列出每一句话，不管图片变得多高（默认面板以“… N 个更早的步骤”结尾）。")))
    var fullPanel = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Also write every placed label, in pixels, as JSON.", "同时把每个已摆放的标签（以像素为单位）写成 JSON。"), valueName: "PATH"))
    var layoutJson: String?

    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if let scale, !SceneLimits.outputScale.contains(scale) {
            throw ValidationError(
                tr(
                    """
                    --scale must be from \(formatNumber(SceneLimits.outputScale.lowerBound)) to \
                    \(formatNumber(SceneLimits.outputScale.upperBound))
                    """,
                    """
                    --scale 必须在 \(formatNumber(SceneLimits.outputScale.lowerBound)) 到 \
                    \(formatNumber(SceneLimits.outputScale.upperBound)) 之间
                    """
                ))
        }
        if let step, step < 0 { throw ValidationError(tr("--step must be 0 or more", "--step 必须大于等于 0")) }
        if step != nil && input.interaction == nil {
            throw ValidationError(tr("--step needs --at, --drag or --finger", "--step 需要 --at、--drag 或 --finger"))
        }
        if !output.lowercased().hasSuffix(".png") {
            throw ValidationError(tr("the output must be a .png file", "输出必须是 .png 文件"))
        }
        if let size, FrameSize(size) == nil { throw FrameSize.invalid }
        if size != nil && scale != nil {
            throw ValidationError(tr("--size and --scale cannot be used together", "--size 和 --scale 不能同时使用"))
        }
        if size != nil && fullPanel {
            throw ValidationError(
                tr("--full-panel needs the scene's own size: leave out --size", "--full-panel 需要场景本身的大小：请去掉 --size"))
        }
        if let layoutJson, !layoutJson.lowercased().hasSuffix(".json") {
            throw ValidationError(tr("--layout-json must name a .json file", "--layout-json 必须是 .json 文件"))
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
            Console.error("hitlab: error: " + tr("cannot write \(errorText(error, .en))", "无法写入 \(errorText(error))"))
            throw ExitCode(2)
        }
    }
}
