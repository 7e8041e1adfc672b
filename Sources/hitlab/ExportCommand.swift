import ArgumentParser
import Foundation
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a click's story for slides and handouts: PNG frames, a GIF, an HTML page, Markdown.",
        discussion: """
        Every step of the story becomes a frame, all of one size. --frames writes one PNG per \
        step into a folder (made if missing), --gif an animated GIF, --html one self-contained \
        offline page (the frames embedded, ← / → to step, the sentences beside), --markdown the \
        story as a handout with the rules it names. Give at least one.
        """
    )

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @OptionGroup var input: InteractionOptions

    @Option(name: .long, help: ArgumentHelp("A folder for one PNG per step (step-001.png ...).", valueName: "DIR"))
    var frames: String?

    @Option(name: .long, help: ArgumentHelp("An animated GIF of the steps.", valueName: "FILE.gif"))
    var gif: String?

    @Option(name: .long, help: ArgumentHelp("One offline HTML page: ← / → step through the frames.", valueName: "FILE.html"))
    var html: String?

    @Option(name: .long, help: ArgumentHelp("The story as a Markdown handout.", valueName: "FILE.md"))
    var markdown: String?

    @Option(name: .long, help: ArgumentHelp("\(ThemeName.spelledOut).", valueName: "NAME"))
    var theme: String = "light"

    @Option(name: .long, help: ArgumentHelp("Lay each frame out as a window of this many pixels (1920x1080 for slides).", valueName: "WxH"))
    var size: String?

    @Option(name: .long, help: ArgumentHelp("Seconds each step shows in the GIF.", valueName: "SECONDS"))
    var delay: Double = 1.2

    @OptionGroup var languageOption: LanguageOption

    func validate() throws {
        if input.interaction == nil { throw ValidationError("give --at X,Y or --drag X1,Y1:X2,Y2") }
        if frames == nil && gif == nil && html == nil && markdown == nil {
            throw ValidationError("give at least one of --frames DIR, --gif FILE.gif, --html FILE.html, --markdown FILE.md")
        }
        if Theme.named(theme) == nil { throw ValidationError("--theme must be \(ThemeName.spelledOut)") }
        if let size, FrameSize(size) == nil { throw ValidationError("--size must be \(FrameSize.rule)") }
        if !(0.05...60).contains(delay) { throw ValidationError("--delay must be from 0.05 to 60 seconds") }
        for (value, ext, flag) in [(gif, ".gif", "--gif"), (html, ".html", "--html"), (markdown, ".md", "--markdown")] {
            if let value, !value.lowercased().hasSuffix(ext) { throw ValidationError("\(flag) must name a \(ext) file") }
        }
    }

    func run() throws {
        guard let loaded = loadScene(scene), let interaction = input.interaction else { throw ExitCode(2) }
        let language = languageOption.language
        let story = Story(scene: loaded.scene, interaction: interaction, language: language)
        var options = RenderOptions(theme: Theme.named(theme) ?? .light)
        options.language = language
        if let frame = size.flatMap(FrameSize.init) { options.frameSize = (frame.width, frame.height) }
        let renderer: Renderer
        do { renderer = try Renderer() } catch {
            Console.error("hitlab: \(error)")
            throw ExitCode(2)
        }
        // Every step, one frame each, all of one size.
        var images: [CairoImage] = []
        do {
            for step in 1...max(1, story.stepCount) {
                options.step = step
                images.append(try renderer.render(loaded.scene, story: story, options: options))
            }
        } catch {
            Console.error("\(scene):1:1: error: \(error)")
            throw ExitCode(2)
        }
        let document = StoryDocument(scene: loaded.scene, path: scene, story: story, language: language)
        do {
            if let frames {
                try makeFolder(frames)
                for (i, image) in images.enumerated() {
                    _ = try PNGFile.write(image, to: frames + "/" + StoryDocument.frameName(i + 1))
                }
            }
            if let gif {
                _ = try AtomicFile.write(try GIFFile.encode(images, delay: Int((delay * 100).rounded())), to: gif)
            }
            if let html {
                let pngs = try images.map { image -> String in
                    guard let bytes = PNGFile.encode(image) else { throw FileError(html, "cannot encode a frame") }
                    return Data(bytes).base64EncodedString()
                }
                _ = try AtomicFile.write(Array(document.html(framesBase64: pngs).utf8), to: html)
            }
            if let markdown {
                let framesFolder = frames.map { relativePath(from: markdown, to: $0) }
                _ = try AtomicFile.write(Array(document.markdown(framesFolder: framesFolder).utf8), to: markdown)
            }
        } catch {
            Console.error("hitlab: error: \(error)")
            throw ExitCode(2)
        }
    }

    /// Makes the frames' folder when it is missing (its parent must exist); a file there is refused.
    private func makeFolder(_ path: String) throws {
        var info = stat()
        if lstat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileError(path, "is not a folder") }
            return
        }
        guard mkdir(path, 0o755) == 0 else { throw FileError(path, "cannot make the folder: \(String(cString: strerror(errno)))") }
    }

    /// `to` as seen from the folder of `from` (both as the user wrote them).
    private func relativePath(from file: String, to folder: String) -> String {
        let base = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.pathComponents
        let target = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        var common = 0
        while common < min(base.count, target.count) && base[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let path = (ups + target[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }
}
