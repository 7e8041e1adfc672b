import ArgumentParser
import Foundation
import HitlabApp
import HitlabChecks
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene
import HitlabWords

/// A whole lesson as slides: the window's own lesson played on → from its first question to
/// its last answer, each distinct frame a slide (the picture a class sees, painted by the
/// window's code, without its status line). The slides become one HTML deck (with predict
/// mode: the answer revealed on a key), PNG frames, a GIF or a video. They are painted one at a
/// time and handed on at once: only one slide's pixels are ever in memory, whatever the
/// lesson's length or the frame's size.
struct LessonSlides {
    struct Slide {
        /// Which part, counted from 1, and what it shows.
        let part: Int
        let phase: Lesson.Phase
        let step: Int
        /// The lesson's card, and the story's sentences this slide adds.
        let card: [String]
        let sentences: [String]
        /// Whether the slide reveals something a class could predict (the next step, the answer).
        var reveals: Bool { phase == .story && step > 0 || phase == .after }
    }

    /// The most slides a lesson exports.
    static let maximumSlides = 2_000

    /// Every slide, in order (their pictures went to `each` as they were painted).
    let slides: [Slide]
    /// The lesson had more slides than `maximumSlides`: the rest were not painted.
    let truncated: Bool

    /// Plays `plan` in a window of `size` pixels that is never shown; `each` gets every slide
    /// with its picture, which is not kept. Without `each` nothing is painted: the slides are
    /// only counted (an export refuses a lesson too long before it draws anything).
    init(
        plan: LessonPlan, size: (width: Int, height: Int), projector: Bool, language: Language, renderer: Renderer,
        each: ((Slide, CairoImage) throws -> Void)?
    ) throws {
        let playground = Playground(gallery: [])
        var options = WindowOptions()
        options.projector = projector
        options.language = language
        let app = WindowApp(playground: playground, options: options, renderer: renderer)
        app.output = { _ in }
        app.showsStatus = false
        // A deck or a video has no keys to press: its cards say none.
        playground.showsKeyHints = false
        app.resize(width: size.width, height: size.height, pixelRatio: 1)
        playground.startLesson(plan)
        var slides: [Slide] = []
        var last: (Int, Lesson.Phase, Int, Int?)?
        var shownSteps = 0
        // One picture, painted again for each slide.
        let image = each == nil ? nil : CairoImage(width: size.width, height: size.height)
        while let lesson = playground.lesson, slides.count < Self.maximumSlides {
            // The "lesson is over" card closes the window's lesson; the exports end on the last answer.
            if lesson.phase == .done { break }
            let step = playground.visibleStep
            let state = (lesson.index, lesson.phase, step, playground.storyState?.chain.count)
            if last.map({ $0 != state }) ?? true {
                if last?.0 != lesson.index || lesson.phase == .before { shownSteps = 0 }
                let lines = playground.story?.lines ?? []
                let new = step > shownSteps ? lines[shownSteps..<min(step, lines.count)].map(\.text) : []
                shownSteps = max(shownSteps, step)
                let slide = Slide(
                    part: lesson.index + 1, phase: lesson.phase, step: step,
                    card: playground.lessonCard ?? [], sentences: lesson.phase == .story ? new : [])
                if let each, let image {
                    image.draw { app.paint(width: size.width, height: size.height, $0) }
                    try each(slide, image)
                }
                slides.append(slide)
                last = state
            }
            _ = app.key(KeyChord(.right))
        }
        self.slides = slides
        truncated = slides.count >= Self.maximumSlides && playground.lesson.map { $0.phase != .done } == true
    }
}

/// The slides as one offline HTML page: → / ← step, Home / End, `k` turns predict mode on
/// (each slide that reveals something first shows the slide before with a question; the next
/// key reveals it), `#slide=N`, `#predict=1` and `#keys=RRL` for tests in a headless browser.
struct LessonDeck {
    let title: String
    let language: Language

    /// The page up to its list of pictures.
    var before: String {
        """
        <!doctype html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8">
        <title>\(Markup.escaped(title))</title>
        <style>
        body { margin: 0; background: #000; color: #fff; \
        font: 22px/1.45 "DejaVu Sans", "Noto Sans CJK \(language == .zhHant ? "TC" : "SC")", sans-serif; }
        main { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 8px; }
        img { display: block; max-width: 100%; max-height: calc(100vh - 72px); height: auto; }
        /* The slide's words are in its picture; kept here for screen readers and search, not shown
           twice (they ran off the screen under the picture). */
        #text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); \
        white-space: pre-line; }
        #prompt { color: #f0e442; font-weight: bold; }
        #counter { color: #aaa; font-size: 16px; }
        </style>
        </head>
        <body data-slide="1" data-revealed="true">
        <main>
        <img id="slide" alt="" src="">
        <div id="prompt"></div>
        <div id="text"></div>
        <div id="counter"></div>
        </main>
        <script>
        const images = [

        """
    }

    /// The page after its pictures: each slide's text, and the script.
    func after(slides: [LessonSlides.Slide]) -> String {
        let t: (Phrase) -> String = language.say
        let meta = slides.map { slide -> String in
            let text = (slide.card + slide.sentences).map { "\"\(jsString($0))\"" }.joined(separator: ",")
            return "{part:\(slide.part),reveals:\(slide.reveals),text:[\(text)]}"
        }.joined(separator: ",\n")
        return """
            ];
            const slides = [
            \(meta)
            ];
            const words = {slide: "\(jsString(t("slide %1 of %2 · part %3")))",
              predict: "\(jsString(t("Predict: what comes next? → reveals it")))",
              keys: "\(jsString(t("→ / ← step · k predict mode")))"};
            let slide = 1, predict = false, revealed = true;
            function show(n, reveal) {
              slide = Math.max(1, Math.min(slides.length, n));
              const s = slides[slide - 1];
              revealed = reveal || !predict || !s.reveals;
              document.body.dataset.slide = String(slide);
              document.body.dataset.revealed = String(revealed);
              const img = document.getElementById("slide");
              img.src = images[(revealed ? slide : slide - 1) - 1];
              document.getElementById("prompt").textContent = revealed ? "" : words.predict;
              document.getElementById("text").textContent = revealed ? s.text.join("\\n") : \
            s.text.slice(0, 1).join("\\n");
              document.getElementById("counter").textContent =
                words.slide.replace("%1", slide).replace("%2", slides.length)\
            .replace("%3", s.part) + " · " + words.keys;
            }
            function forward() { if (!revealed) show(slide, true); else show(slide + 1, false); }
            document.addEventListener("keydown", e => {
              if (e.key === "ArrowRight" || e.key === " " || e.key === "PageDown") forward();
              else if (e.key === "ArrowLeft" || e.key === "PageUp") show(slide - 1, true);
              else if (e.key === "Home") show(1, true);
              else if (e.key === "End") show(slides.length, true);
              else if (e.key === "k") { predict = !predict; \
            document.body.dataset.predict = String(predict); show(slide, true); }
              else return;
              e.preventDefault();
            });
            const hash = new URLSearchParams(location.hash.slice(1));
            predict = hash.get("predict") === "1";
            document.body.dataset.predict = String(predict);
            show(parseInt(hash.get("slide") || "1", 10) || 1, true);
            for (const k of hash.get("keys") || "") {
              const key = {R: "ArrowRight", L: "ArrowLeft", H: "Home", E: "End", K: "k"}[k];
              if (key) document.dispatchEvent(new KeyboardEvent("keydown", {key}));
            }
            </script>
            </body>
            </html>

            """
    }

    /// A JavaScript string's contents: a JSON string (`quote`), with `<` escaped so no text
    /// can close the page's script.
    private func jsString(_ s: String) -> String {
        String(quote(s).dropFirst().dropLast()).replacingOccurrences(of: "<", with: "\\u003c")
    }
}

extension ExportCommand {
    /// A lesson with more slides than an export writes: nothing is written.
    static var tooManySlides: SceneError {
        SceneError(
            message: tr(
                """
                this lesson makes more than \(LessonSlides.maximumSlides) slides, the most an export writes; \
                split it into shorter lessons
                """))
    }

    /// `hitlab export LESSON.yaml`: the lesson's slides to every output asked for.
    func exportLesson(language: Language) throws {
        let plan: LessonPlan
        do { plan = try LessonLoader.load(path: scene, language: language) } catch {
            SceneLoadError.lines(for: error, path: scene, language: language).forEach(Console.error)
            throw ExitCode(2)
        }
        if markdown != nil {
            Console.error(
                tr(
                    """
                    hitlab: error: --markdown writes one click's handout; export a lesson's parts one by one for \
                    handouts
                    """))
            throw ExitCode(2)
        }
        let projector = themeOption.name == .projector
        let frame = FrameSize.chosen(size, theme: themeOption.name, scaleGiven: false) ?? FrameSize("1280x720")!
        let renderer: Renderer
        do { renderer = try Renderer() } catch {
            Console.error("hitlab: \(error)")
            throw ExitCode(2)
        }
        let summary = ExportSummary(
            frames: frames, gif: gif, video: video, html: html, markdown: nil, delay: delay, isLesson: true)
        var written = 0
        try writingAll {
            try requireDistinctOutputs(
                reads: plan.parts.flatMap { [$0.scenePath] + GoldenLocation.filesRead(by: $0.scene, at: $0.scenePath) })
            // Counted first, without a picture: a lesson too long is refused before any is drawn.
            let counted = try LessonSlides(
                plan: plan, size: (frame.width, frame.height), projector: projector,
                language: language, renderer: renderer, each: nil)
            if counted.truncated { throw Self.tooManySlides }
            let folder = try frames.map { try FrameFolder($0, isFrame: Self.isFrameName) }
            let animations = try AnimationOutputs(gif: gif, video: video, delay: delay)
            let htmlFile = try html.map { try AtomicFile.Stream($0) }
            let deck = LessonDeck(title: plan.title(language), language: language)
            try htmlFile?.append(Array(deck.before.utf8))
            var i = 0
            // Each slide goes to every output as it is painted; only its text is kept (the deck's
            // list of slides comes after the pictures).
            let slides = try LessonSlides(
                plan: plan, size: (frame.width, frame.height), projector: projector,
                language: language, renderer: renderer
            ) { slide, image in
                i += 1
                summary.progress(i, of: counted.slides.count)
                if folder != nil || htmlFile != nil {
                    guard let png = PNGFile.encode(image) else {
                        throw SceneError(
                            message: tr("slide \(i): cannot encode the frame (out of memory)")
                        )
                    }
                    try folder?.add(name: StoryDocument.frameName(i), bytes: png)
                    try htmlFile?.append(
                        Array(
                            ((i > 1 ? ",\n" : "") + "\"data:image/png;base64," + Data(png).base64EncodedString() + "\"")
                                .utf8))
                }
                // Questions and answers stay up --pause seconds: a class needs time to predict.
                try animations.add(image, times: slide.phase == .story ? 1 : max(1, Int((pause / delay).rounded())))
            }
            // Nothing is written rather than a lesson cut short without a word.
            guard !slides.truncated else { throw Self.tooManySlides }
            try htmlFile?.append(Array(deck.after(slides: slides.slides).utf8))
            try folder?.commit()
            try animations.commit()
            try htmlFile?.commit()
            written = i
        }
        summary.written(count: written)
    }
}
