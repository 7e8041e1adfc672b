import CCairo
import CICU
import HitlabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every picture needs before its first line of text, made ready on another CPU while the
/// command reads its arguments and its scene: HarfBuzz mapped, ICU's line
/// breaker read from the program's data, the Latin faces (with the Chinese ones for a Chinese
/// picture) opened and shaped once, which builds HarfBuzz's tables for them, and memory for the
/// picture (`ReadyPixelMemory`).
/// Nothing here changes a picture: the fonts are opened once a process by whoever asks first
/// (`FontSetup`), and the libraries are loaded once.
public enum DrawingPreload {
    private final class Started: @unchecked Sendable {
        var running = false
        /// Given once the libraries and fonts are ready (or could not be).
        let loaded = Handover<Bool>()
    }
    private static let started = Started()

    /// Starts the preload for pictures in `language` (call it once, from the main thread).
    /// The process waits for its libraries and fonts before it ends, so none is torn down
    /// under it, but not for its memory: a page fault never delays the end of a command.
    public static func start(language: Language) {
        guard !started.running,
            OtherCPUThread.start(detached: true, { DrawingPreload.run(language: language) }) != nil
        else { return }
        started.running = true
        atexit { _ = DrawingPreload.started.loaded.wait() }
    }

    private static func run(language: Language) {
        load(language: language)
        started.loaded.give(true)
        ReadyPixelMemory.prepare()
        // A line breaker (and for Chinese a word breaker) for each of the two threads that set
        // a picture's text at once (the canvas's labels and the panel); the warm-up kept one.
        hitlab_break_iterators_keep(2, language.isChinese ? 2 : 0)
    }

    private static func load(language: Language) {
        guard case .success(let fonts) = FontSetup.shared, let shaper = try? TextShaper(fonts: fonts)
        else { return }
        shaper.language = language
        // Wrapped at one pixel, so the line breaker (ICU) is asked too.
        let sample = language.isChinese ? "Ag 视图" : "Ag b"
        for weight in [TextRasterizer.Weight.regular, .bold] {
            _ = TextLayout(sample, shaper: shaper, weight: weight, pixelSize: 16, wrapWidth: 1, lineHeight: nil)
        }
    }
}
