import Foundation
import HitlabCore
import HitlabWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `hitlab export` tells the user: progress while it draws (on a terminal only, so pipes
/// and logs stay clean), then each file it wrote, once every output is in place.
struct ExportSummary {
    let frames: String?
    let gif: String?
    let video: String?
    let html: String?
    let markdown: String?
    let delay: Double
    /// "frame" for a click's story, "slide" for a lesson.
    let isLesson: Bool
    private let showsProgress = isatty(2) == 1

    init(
        frames: String?, gif: String?, video: String?, html: String?, markdown: String?, delay: Double,
        isLesson: Bool
    ) {
        (self.frames, self.gif, self.video, self.html, self.markdown) = (frames, gif, video, html, markdown)
        self.delay = delay
        self.isLesson = isLesson
    }

    /// "drawing 12 of 40", rewritten in place on a terminal.
    func progress(_ n: Int, of total: Int?) {
        guard showsProgress else { return }
        let line =
            isLesson
            ? total.map { tr("drawing slide \(n) of \($0)") } ?? tr("drawing slide \(n)")
            : total.map { tr("drawing step \(n) of \($0)") } ?? tr("drawing step \(n)")
        Console.progress(line)
    }

    /// One line per output written, after they are all in place.
    func written(count n: Int) {
        if showsProgress { Console.progress("") }
        let each = formatNumber(delay)
        if let frames {
            Console.out(
                isLesson
                    ? tr("wrote \(Console.relative(frames))/: \(n) slides, step-001.png to \(frameName(n))")
                    : tr("wrote \(Console.relative(frames))/: \(n) frames, step-001.png to \(frameName(n))"))
        }
        if let gif { Console.out(tr("wrote \(Console.relative(gif)): an animation, \(each) s a step")) }
        if let video { Console.out(tr("wrote \(Console.relative(video)): a video, \(each) s a step")) }
        if let html {
            Console.out(
                isLesson
                    ? tr("wrote \(Console.relative(html)): a deck of \(n) slides, one page with its pictures")
                    : tr("wrote \(Console.relative(html)): \(n) steps on one page, pictures inside"))
        }
        if let markdown { Console.out(tr("wrote \(Console.relative(markdown)): a handout")) }
    }

    private func frameName(_ n: Int) -> String { String(format: "step-%03d.png", n) }
}
