import ArgumentParser
import Foundation
import HitlabApp
import HitlabCore
import HitlabScene

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: tr(
            "Open the playground window on a scene, a lesson, or the gallery of bundled scenes.",
            "在窗口中打开一个场景、一个课程，或者内置场景库。"),
        discussion: tr(
            """
            Click or drag the scene: the hit-test traversal plays step by step, then the responder \
            chain, each step's sentence appearing in the panel. Press h in the window for every \
            key. The scene reloads when its file or an image it draws changes; if it stops loading, the last \
            good scene \
            stays with the errors in a banner. A lesson file (several scenes, each with its click, \
            a question before and an answer after) plays part by part on →. Needs a display (or \
            Xvfb); `hitlab render` does not.
            """,
            """
            在场景中点击或拖动：命中测试的遍历一步一步播放，然后是响应者链，每一步的语句出现在面板中。在窗口中按 h \
            查看所有按键。场景文件或它绘制的图片改变时场景会重新加载；如果加载失败，会保留上一个正常的场景，并在横幅中显示错误。课程文件（几个场景，每个都有要执行的点击、之前的问题和之后的答案）按 → \
            一部分一部分地播放。需要显示器（或 Xvfb）；`hitlab render` 不需要。
            """
        )
    )

    @Argument(
        help: ArgumentHelp(
            tr(
                """
                A scene file, a lesson file, or a folder of scenes to open as a gallery; default: the gallery of \
                the bundled scenes.
                """,
                "场景文件、课程文件，或者作为场景库打开的场景文件夹；默认打开内置场景库。")))
    var scene: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(tr("Start paused: a click shows its first step, → steps on.", "以暂停状态启动：点击后显示第一步，按 → 前进。")))
    var paused = false

    @Flag(name: .long, help: ArgumentHelp(tr("Start in the projector theme.", "以投影仪主题启动。")))
    var projector = false

    @Option(name: .long, help: ArgumentHelp(tr("Window size in points.", "窗口大小（pt）。"), valueName: "WxH"))
    var size: String = "1280x800"

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Play input events from a file (see the README).", "从文件播放输入事件（见 README）。"), valueName: "FILE"))
    var script: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(tr("Print a line per input with the resulting state (for tests).", "每个输入输出一行结果状态（用于测试）。")))
    var traceUi = false

    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        guard FrameSize(size) != nil else { throw FrameSize.invalid }
    }

    func run() throws {
        let playground: Playground
        var isFolder: ObjCBool = false
        if let scene, LessonLoader.isLesson(path: scene) {
            // A lesson file: its parts in order, each on its own scene.
            let plan: LessonPlan
            do { plan = try LessonLoader.load(path: scene, language: languageOption.language) } catch {
                SceneLoadError.lines(for: error, path: scene, language: languageOption.language).forEach(Console.error)
                throw ExitCode(2)
            }
            playground = Playground(gallery: [])
            playground.startLesson(plan)
        } else if let scene,
            !(FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder) && isFolder.boolValue)
        {
            // A scene file opens at once; g and Esc go to the gallery of its folder.
            guard let loaded = loadScene(scene, language: languageOption.language) else { throw ExitCode(2) }
            let entries = GalleryEntry.entries(inFolder: GalleryEntry.folder(of: scene))
            let name = URL(fileURLWithPath: scene).standardizedFileURL.path
            playground = Playground(gallery: entries)
            if let i = entries.firstIndex(where: { URL(fileURLWithPath: $0.path).standardizedFileURL.path == name }) {
                playground.openGalleryEntry(i)
            } else {
                playground.open(loaded.scene, path: scene)
            }
        } else {
            guard let folder = scene ?? bundledScenesDirectory() else {
                Console.error(
                    "hitlab: "
                        + tr(
                            "cannot find the bundled Scenes/ folder; run from the project folder or give a scene",
                            "找不到内置的 Scenes/ 文件夹；请在项目文件夹中运行，或者给出一个场景"))
                throw ExitCode(2)
            }
            let entries = GalleryEntry.entries(inFolder: folder)
            guard !entries.isEmpty else {
                Console.error("\(folder): error: " + tr("the folder has no .yaml scenes", "文件夹中没有 .yaml 场景"))
                throw ExitCode(2)
            }
            playground = Playground(gallery: entries)
        }
        var options = WindowOptions()
        let frame = FrameSize(size) ?? FrameSize("1280x800")!
        options.width = frame.width
        options.height = frame.height
        options.paused = paused
        options.projector = projector
        options.traceUI = traceUi
        options.language = languageOption.language
        if let script {
            guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
                Console.error("\(script):1:1: error: " + tr("cannot read the script", "无法读取脚本"))
                throw ExitCode(2)
            }
            switch UIScript.parse(text) {
            case .success(let parsed): options.script = parsed
            case .failure(let failure):
                failure.errors.forEach { Console.error("\(script):\($0)") }
                throw ExitCode(2)
            }
        }
        do {
            let host = try WindowHost(playground: playground, options: options)
            let status = host.run()
            if status != 0 { throw ExitCode(status) }
        } catch let error as WindowError {
            Console.error("hitlab: \(error)")
            throw ExitCode(2)
        }
    }

}
