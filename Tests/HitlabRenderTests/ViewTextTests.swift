import HitlabCore
import XCTest

@testable import HitlabRender

/// A view's text is set as UIKit sets a label's: one line when it fits, wrapped only when the
/// view has room for two lines, else shrunk (to 70% at most) and cut with "…" (real apps'
/// one-line labels, drawn in a font wider than Apple's, must stay in their view).
final class ViewTextTests: XCTestCase {
    func testOneLineWrappedShrunkOrCut() throws {
        let store = try Renderer().store
        let text = store.text
        let phrase = "ANR filling run loop"
        let px = 17, wide = text.width(phrase, pixelSize: px), line = text.lineHeight(pixelSize: px)

        let fits = text.captionSetting(phrase, pixelSize: px, width: wide, height: line, margin: 4)
        XCTAssertEqual(fits.text, phrase)
        XCTAssertEqual(fits.pixelSize, px)
        XCTAssertEqual(fits.wrapWidth, 0, "a label sized to its text keeps its one line")

        let tall = text.captionSetting(phrase, pixelSize: px, width: wide - 10, height: 2 * line, margin: 4)
        XCTAssertEqual(tall.wrapWidth, wide - 18, "room for two lines: wrapped inside the margin")
        XCTAssertEqual(tall.pixelSize, px)

        let short = text.captionSetting(phrase, pixelSize: px, width: wide * 9 / 10, height: line, margin: 4)
        XCTAssertEqual(short.text, phrase)
        XCTAssertEqual(short.wrapWidth, 0)
        XCTAssertLessThan(short.pixelSize, px, "a little too wide: shrunk to fit")
        XCTAssertGreaterThanOrEqual(short.pixelSize, 12)
        XCTAssertLessThanOrEqual(text.width(phrase, pixelSize: short.pixelSize), wide * 9 / 10)

        let narrow = text.captionSetting(phrase, pixelSize: px, width: wide / 3, height: line, margin: 4)
        XCTAssertTrue(narrow.text.hasSuffix("…") && phrase.hasPrefix(narrow.text.dropLast()), narrow.text)
        XCTAssertEqual(narrow.pixelSize, 12, "shrunk no further than 70%, then cut")
        XCTAssertLessThanOrEqual(text.width(narrow.text, pixelSize: narrow.pixelSize), wide / 3)
        XCTAssertGreaterThan(
            text.width(String(phrase.prefix(narrow.text.count)) + "…", pixelSize: narrow.pixelSize), wide / 3,
            "as much of the text as fits")
    }
}
