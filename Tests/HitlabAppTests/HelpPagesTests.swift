import HitlabCore
import HitlabRender
import XCTest

@testable import HitlabApp

/// The help on a projector: a list too long for the window turns its pages on h, each at the
/// back row's size, and every key is on one of them.
final class HelpPagesTests: XCTestCase {
    func testAProjectorsHelpTurnsPagesAtTheBackRowsSizeAndListsEveryKey() throws {
        for size in [(1024, 768), (1280, 720), (1920, 1080)] {
            let app = try openWindowApp(PlaygroundTests.scenes.appendingPathComponent("01-click-e.yaml").path)
            app.resize(width: size.0, height: size.1, pixelRatio: 1)
            _ = app.key(KeyChord(.character("p")))
            _ = app.key(KeyChord(.character("h")))
            app.output = { _ in }
            var listed: [Range<Int>] = [], total = 0
            while app.playground.showHelp && listed.count < 10 {
                CairoImage(width: size.0, height: size.1).draw { app.paint(width: size.0, height: size.1, $0) }
                let help = try XCTUnwrap(app.layout.helpRows, "\(size)")
                let box = try XCTUnwrap(app.layout.marks.last)
                XCTAssertGreaterThanOrEqual(
                    box.textPixels ?? 0, Theme.projectorMinimumPixels(height: size.1), "\(size)")
                XCTAssertTrue(Rect(x: 0, y: 0, width: Double(size.0), height: Double(size.1)).encloses(box.rect))
                XCTAssertEqual(help.shown.lowerBound, listed.last?.upperBound ?? 0, "each page follows the last")
                listed.append(help.shown)
                total = help.of
                _ = app.key(KeyChord(.character("h")))
            }
            XCTAssertFalse(app.playground.showHelp, "h on the last page closes the help")
            XCTAssertEqual(listed.last?.upperBound, total, "the last page ends the list")
            XCTAssertGreaterThan(total, KeyBindings.all.count)
            if size == (1024, 768) { XCTAssertGreaterThan(listed.count, 1, "the whole list does not fit at 26 px") }
        }
    }
}
