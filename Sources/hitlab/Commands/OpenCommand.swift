import ArgumentParser
import Foundation
import HitlabApp
import HitlabCore
import HitlabFiles
import HitlabScene
import HitlabWords

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        _superCommandName: Hitlab.commandName,
        abstract: tr(
            "Open the playground window on a scene, a lesson, or the gallery of bundled scenes."),
        discussion: tr(
            """
            Click or drag the scene: the hit-test traversal plays step by step, then the responder \
            chain, each step's sentence appearing in the panel. Press h in the window for every \
            key. The scene reloads when its file or an image it draws changes; if it stops loading, the last \
            good scene \
            stays with the errors in a banner. A lesson file (several scenes, each with its click, \
            a question before and an answer after) plays part by part on →. Needs a display (or \
            Xvfb); `hitlab render` does not.
            """)
    )

    @Argument(
        help: ArgumentHelp(
            tr(
                """
                A scene file, a lesson file, or a folder of scenes to open as a gallery; default: the gallery of \
                the bundled scenes.
                """)))
    var scene: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(tr("Start paused: a click shows its first step, → steps on.")))
    var paused = false

    @Flag(name: .long, help: ArgumentHelp(tr("Start in the projector theme.")))
    var projector = false

    @OptionGroup var windowSize: WindowSizeOption
    var size: String? { windowSize.size }

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Play input events from a file (see the README)."), valueName: "FILE"))
    var script: String?

    @Flag(
        name: .long,
        help: ArgumentHelp(tr("Print a line per input with the resulting state (for tests).")))
    var traceUi = false

    @Flag(name: .long, help: ArgumentHelp(tr("Start in edit mode (F2).")))
    var edit = false

    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if let size, FrameSize(size) == nil { throw FrameSize.invalid }
    }

    func run() throws {
        let playground: Playground
        var startsEditingScene = false
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
            if try offerStarter(scene) { startsEditingScene = true }
            guard let loaded = loadScene(scene, language: languageOption.language) else {
                if ReadFile.kind(scene) == nil && isYAML(scene) {
                    Console.error(languageOption.language.say("hint: hitlab new \(scene) writes a starter scene there"))
                }
                throw ExitCode(2)
            }
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
                            "cannot find the bundled Scenes/ folder; run from the project folder or give a scene"))
                throw ExitCode(2)
            }
            let entries = GalleryEntry.entries(inFolder: folder)
            guard entries.contains(where: { !$0.isNewScene }) else {
                Console.error("\(folder): error: " + tr("the folder has no .yaml scenes"))
                throw ExitCode(2)
            }
            playground = Playground(gallery: entries)
        }
        var options = WindowOptions()
        let frame = size.flatMap(FrameSize.init) ?? FrameSize("1280x800")!
        options.width = frame.width
        options.height = frame.height
        options.fitsScreen = size == nil
        options.paused = paused
        options.projector = projector
        options.traceUI = traceUi
        options.editing = edit || startsEditingScene
        options.language = languageOption.language
        if let script {
            guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
                Console.error("\(script):1:1: error: " + tr("cannot read the script"))
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

    private func isYAML(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".yaml") || path.lowercased().hasSuffix(".yml")
    }

    /// A scene file that does not exist, opened from a terminal: asks whether to write the
    /// starter scene there (as `hitlab new`); true when it was written.
    private func offerStarter(_ path: String) throws -> Bool {
        var info = stat()
        guard isYAML(path), lstat(path, &info) != 0, isatty(0) == 1, isatty(2) == 1 else { return false }
        let language = languageOption.language
        Console.prompt(language.say("\(path) does not exist. Write a starter scene there and open it? [y/N] "))
        let answer = (readLine() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        guard ["y", "yes", "是", "好"].contains(answer) else { return false }
        do {
            try StarterScene.write(to: path, language: language)
        } catch {
            Console.error("hitlab: error: \(errorText(error, language))")
            throw ExitCode(2)
        }
        Console.out(language.say("wrote \(path): a starter scene"))
        return true
    }

}
