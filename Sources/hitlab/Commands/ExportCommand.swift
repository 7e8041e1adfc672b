import ArgumentParser
import Foundation
import HitlabChecks
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene
import HitlabStory
import HitlabWords

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        _superCommandName: Hitlab.commandName,
        abstract: tr(
            """
            Export a click's story, or a lesson, for slides and handouts: PNG frames, a GIF, a video, an HTML \
            page, Markdown.
            """),
        discussion: tr(
            """
            Every step of the story becomes a frame, all of one size. --frames writes one PNG per \
            step into a folder (made if missing), --gif an animated GIF, --video a WebM or MP4 video, \
            --html one self-contained offline page (the frames embedded, ← / → to step, the \
            sentences beside), --markdown the story as a handout with the rules it names. Give at \
            least one. A lesson file exports every part's question, stops and answer as slides.
            """)
    )

    @Argument(
        help: ArgumentHelp(
            tr(
                "The scene file (YAML or JSON), or a lesson file (every part's slides).")))
    var scene: String

    @OptionGroup var input: InteractionOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("A folder for one PNG per step (step-001.png ...)."),
            valueName: "DIR"))
    var frames: String?

    @Option(
        name: .long, help: ArgumentHelp(tr("An animated GIF of the steps."), valueName: "FILE.gif"))
    var gif: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "A video of the steps (WebM or MP4), each shown --delay seconds."), valueName: "FILE.webm"))
    var video: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("One offline HTML page: ← / → step through the frames."),
            valueName: "FILE.html"))
    var html: String?

    @Option(
        name: .long,
        help: ArgumentHelp(tr("The story as a Markdown handout."), valueName: "FILE.md"))
    var markdown: String?

    @OptionGroup var themeOption: ThemeOption

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "Lay each frame out as a window of this many pixels (1920x1080 for slides)."), valueName: "WxH"))
    var size: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Seconds each step shows in the GIF and the video."), valueName: "SECONDS"))
    var delay: Double = 1.2

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("A lesson: seconds each question and answer stays in the GIF and the video (time to predict)."),
            valueName: "SECONDS"))
    var pause: Double = 10

    @OptionGroup var languageOption: LanguageOption

    func validate() throws {
        if input.interaction == nil && !LessonLoader.isLesson(path: scene) {
            throw ValidationError(tr("give --at X,Y, --drag X1,Y1:X2,Y2 or --finger"))
        }
        if frames == nil && gif == nil && html == nil && markdown == nil && video == nil {
            throw ValidationError(
                tr(
                    """
                    give at least one of --frames DIR, --gif FILE.gif, --video FILE.webm, --html FILE.html, \
                    --markdown FILE.md
                    """))
        }
        if let video, AnimationOutputs.videoFormat(video) == nil {
            throw ValidationError(tr("--video must name a .webm or .mp4 file"))
        }
        if let size, FrameSize(size) == nil { throw FrameSize.invalid }
        if !(0.05...60).contains(delay) {
            throw ValidationError(tr("--delay must be from 0.05 to 60 seconds"))
        }
        if !(0.05...600).contains(pause) {
            throw ValidationError(tr("--pause must be from 0.05 to 600 seconds"))
        }
        for (value, ext, flag) in [(gif, ".gif", "--gif"), (html, ".html", "--html"), (markdown, ".md", "--markdown")] {
            if let value, !value.lowercased().hasSuffix(ext) {
                throw ValidationError(tr("\(flag) must name a \(ext) file"))
            }
        }
    }

    /// The most frames an export writes: a story longer than this (a click visiting
    /// thousands of views) is refused before any is drawn.
    static let maximumFrames = 2_000

    func run() throws {
        if LessonLoader.isLesson(path: scene) { return try exportLesson(language: languageOption.language) }
        guard let loaded = loadScene(scene, language: languageOption.language), let interaction = input.interaction
        else { throw ExitCode(2) }
        let language = languageOption.language
        let story = Story(scene: loaded.scene, interaction: interaction, language: language)
        let steps = max(1, story.stepCount)
        guard steps <= Self.maximumFrames else {
            Console.error(
                "\(scene):1:1: error: "
                    + tr(
                        """
                        this story has \(steps) steps, one frame each; export writes at most \
                        \(Self.maximumFrames) frames (hitlab render --step N draws any one step)
                        """))
            throw ExitCode(2)
        }
        let spec = PictureSpec(theme: themeOption.name, language: language)
        var options = RenderOptions(spec)
        if let frame = FrameSize.chosen(size, theme: spec.theme, scaleGiven: false) {
            options.frameSize = (frame.width, frame.height)
        }
        let renderer: Renderer
        do { renderer = try Renderer() } catch {
            Console.error("hitlab: \(error)")
            throw ExitCode(2)
        }
        let document = StoryDocument(scene: loaded.scene, path: scene, story: story, language: language)
        let summary = ExportSummary(
            frames: frames, gif: gif, video: video, html: html, markdown: markdown, delay: delay, isLesson: false)
        try writingAll {
            try requireDistinctOutputs(reads: GoldenLocation.filesRead(by: loaded.scene, at: scene))
            // Every output is staged and appears whole at the end, or not at all: one frame
            // is in memory at a time, written to each as soon as it is drawn.
            let folder = try frames.map { try FrameFolder($0, isFrame: Self.isFrameName) }
            let animations = try AnimationOutputs(gif: gif, video: video, delay: delay)
            let htmlFile = try html.map { try AtomicFile.Stream($0) }
            let markdownFile = try markdown.map { try AtomicFile.Stream($0) }
            let (pageStart, pageEnd) = document.htmlAround()
            try htmlFile?.append(Array(pageStart.utf8))
            for step in 1...steps {
                summary.progress(step, of: steps)
                options.step = step
                let image: CairoImage
                do { image = try renderer.render(loaded.scene, story: story, options: options) } catch {
                    throw SceneError(message: tr("step \(step): \(error)"))
                }
                if folder != nil || htmlFile != nil {
                    guard let png = PNGFile.encode(image) else {
                        throw SceneError(
                            message: tr(
                                "step \(step): cannot encode the frame (out of memory)"))
                    }
                    try folder?.add(name: StoryDocument.frameName(step), bytes: png)
                    try htmlFile?.append(
                        Array(
                            ((step > 1 ? ",\n" : "") + "\"data:image/png;base64," + Data(png).base64EncodedString()
                                + "\"").utf8))
                }
                try animations.add(image)
            }
            try htmlFile?.append(Array(pageEnd.utf8))
            // The frames' folder as the handout's own folder sees it.
            let handoutFolder =
                try markdown.map { try OutputPath.absolute($0).split(separator: "/").dropLast().joined(separator: "/") }
                ?? ""
            let framesFolder = try frames.map {
                OutputPath.relative(try OutputPath.absolute($0), from: "/" + handoutFolder)
            }
            try markdownFile?.append(Array(document.markdown(framesFolder: framesFolder).utf8))
            try folder?.commit()
            try animations.commit()
            try htmlFile?.commit()
            try markdownFile?.commit()
        }
        summary.written(count: steps)
    }

    /// No output replaces the scene or lesson it is made from, a file it reads (its images,
    /// its checks' goldens, a lesson's part scenes and theirs), nor another output; no input
    /// lies in the frames folder under a frame's name.
    func requireDistinctOutputs(reads: [String] = []) throws {
        let outputs = [gif, video, html, markdown].compactMap { $0 }
        for (i, output) in outputs.enumerated() {
            try OutputPath.requireDistinct(output, from: [scene], what: "each output")
            try OutputPath.requireDistinct(output, from: reads, what: "each output", role: "a file this command reads")
            try OutputPath.requireDistinct(
                output, from: Array(outputs.prefix(i)), what: "each output", role: "another output of this command")
        }
        if let frames {
            try OutputPath.requireNone(of: [scene] + reads, inFolder: frames, named: Self.isFrameName, what: "--frames")
        }
    }

    /// Writes an export's outputs with `body`; a failure says what went wrong and that
    /// nothing was written (every output is staged and appears whole, or not at all).
    func writingAll(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SceneError {
            Console.error(
                "\(scene):1:1: error: " + tr("\(error.message); nothing was written"))
            throw ExitCode(2)
        } catch {
            Console.error(
                "hitlab: error: " + tr("\(ErrorWord(error)); nothing was written"))
            throw ExitCode(2)
        }
    }

    /// A problem drawing the scene's story (as opposed to writing an output).
    struct SceneError: Error { let message: String }

    /// `step-001.png`: the names export gives its frames, and the only files it replaces.
    static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("step-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(5).dropLast(4)
        return digits.count >= 3 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
