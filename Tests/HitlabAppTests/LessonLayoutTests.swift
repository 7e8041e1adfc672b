import Foundation
import HitlabApp
import HitlabChecksTesting
import HitlabCore
import HitlabRender
import HitlabScene
import XCTest

/// Every bundled lesson, played on → alone in the projector theme as a class sees it, at the
/// sizes classrooms have and in each language: every frame's text Hitlab draws (the card, the
/// status line, the panel, the labels, the legend, the chain strip) is at least 26 px, 36 px
/// at 1920x1080; nothing leaves the frame; no label covers another, the touch, a view's own
/// text or the window's boxes; no view's own text is cut; at a stop, the step's sentence is
/// shown (issue 38).
final class LessonLayoutTests: XCTestCase {
    static let sizes = [(1024, 768), (1280, 720), (1920, 1080)]

    private func app(_ lesson: String, size: (Int, Int), language: Language) throws -> WindowApp {
        let app = try openLessonApp(lesson, size: size)
        _ = app.key(KeyChord(.character("p")))
        while app.playground.language != language { _ = app.key(KeyChord(.character("l"))) }
        XCTAssertEqual(app.playground.theme.name, .projector)
        return app
    }

    /// The problems of the frame the window just painted.
    private func problems(_ app: WindowApp, size: (Int, Int), smallCaptions: inout Int) throws -> [String] {
        let frame = try XCTUnwrap(app.layout.frame)
        let marks = try LayoutProblems.marks(app.layout.marks, size: frame.size)
        let scene = try XCTUnwrap(app.playground.scene)
        var out = LayoutProblems.problems(marks, layout: frame, chain: [])
        out += LayoutProblems.classroom(
            marks, scene: scene, language: app.playground.language, height: size.1, smallCaptions: &smallCaptions)
        let picture = Rect(x: 0, y: 0, width: Double(size.0), height: Double(size.1))
        let boxes = marks.filter { $0.kind == .windowBox }
        for mark in marks where !picture.encloses(mark.rect) {
            out.append("\(mark.kind) '\(mark.text.prefix(30))' leaves the frame: \(mark.rect)")
        }
        for box in boxes {
            for mark in marks where mark != box && mark.kind != .panel && mark.overlaps(box) {
                if mark.kind == .windowBox { continue }
                out.append("\(mark.kind) '\(mark.text.prefix(30))' is under the box '\(box.text.prefix(30))'")
            }
        }
        return out
    }

    func testEveryLessonPartReadsFromTheBackRowAtEverySizeAndLanguage() throws {
        let lessons = try FileManager.default.contentsOfDirectory(
            atPath: PlaygroundTests.scenes.appendingPathComponent("lessons").path
        ).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertEqual(lessons.count, 6)
        var failures: [String] = [], frames = 0, smallCaptions = 0
        for lesson in lessons {
            for language in Language.allCases {
                for size in Self.sizes {
                    let app = try app(lesson, size: size, language: language)
                    var presses = 0
                    while app.playground.lesson?.phase != .done && presses < 200 {
                        CairoImage(width: size.0, height: size.1).draw { app.paint(width: size.0, height: size.1, $0) }
                        frames += 1
                        let at = "\(lesson) \(language.rawValue) \(size.0)x\(size.1) press \(presses)"
                        failures += try problems(app, size: size, smallCaptions: &smallCaptions).map { "\(at): \($0)" }
                        // At a stop the class sees the step it waited for.
                        if app.playground.lesson?.phase == .story, let state = app.playground.storyState {
                            let shown = state.step - state.withheld
                            if shown > 0,
                                !app.layout.marks.contains(where: {
                                    $0.kind == .panelText && $0.text.hasPrefix("\(shown). ")
                                })
                            {
                                failures.append("\(at): step \(shown)'s sentence is not in the panel")
                            }
                        }
                        _ = app.key(KeyChord(.right))
                        presses += 1
                    }
                    XCTAssertEqual(app.playground.lesson?.phase, .done, "\(lesson) ends on → alone")
                }
            }
        }
        print("lesson layout: \(frames) frames; \(smallCaptions) views' own texts under the size, held by their boxes")
        XCTAssertGreaterThan(frames, 500)
        XCTAssertEqual(failures, [], "\(failures.count) problems:\n" + failures.prefix(30).joined(separator: "\n"))
    }
}
