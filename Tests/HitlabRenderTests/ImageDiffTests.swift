import CCairo
import XCTest

@testable import HitlabRender

/// The screenshot tolerance at its edges: a channel may move by 8 of 255, and up to 16
/// pixels may change; one more of either fails.
final class ImageDiffTests: XCTestCase {
    private func image(_ changes: [(x: Int, y: Int, by: Int)] = []) -> CairoImage {
        let image = CairoImage(width: 40, height: 10)
        image.withPixels { p, stride in
            for y in 0..<10 {
                for x in 0..<40 {
                    let o = y * stride + x * 4
                    p[o] = 100; p[o + 1] = 120; p[o + 2] = 140; p[o + 3] = 255
                }
            }
            for c in changes { p[c.y * stride + c.x * 4 + 1] = UInt8(120 + c.by) }
        }
        return image
    }

    private func diff(_ changes: [(x: Int, y: Int, by: Int)]) -> ImageDiff {
        ImageDiff(expected: image(), actual: image(changes), tolerance: ScreenshotTolerance())
    }

    func testAChannelMayMoveByEightButNotNine() {
        XCTAssertEqual(diff([(3, 3, 8)]).changedPixels, 0)
        XCTAssertEqual(diff([(3, 3, -8)]).changedPixels, 0)
        XCTAssertEqual(diff([(3, 3, 9)]).changedPixels, 1)
        XCTAssertEqual(diff([(3, 3, -9)]).changedPixels, 1)
    }

    func testSixteenChangedPixelsPassAndSeventeenFail() {
        let sixteen = (0..<16).map { (x: $0, y: 2, by: 30) }
        XCTAssertTrue(diff(sixteen).passes(ScreenshotTolerance()))
        let seventeen = (0..<17).map { (x: $0, y: 2, by: 30) }
        let failing = diff(seventeen)
        XCTAssertFalse(failing.passes(ScreenshotTolerance()))
        XCTAssertEqual(failing.changedPixels, 17)
        XCTAssertEqual(failing.changedBox?.x, 0)
        XCTAssertEqual(failing.changedBox?.width, 17)
        XCTAssertEqual(failing.changedBox?.y, 2)
        XCTAssertTrue(failing.summary.hasPrefix("17 pixels changed"), failing.summary)
        XCTAssertNotNil(failing.picture, "a failing comparison draws its difference")
    }

    func testADifferentSizeFailsWhateverThePixels() {
        let d = ImageDiff(
            expected: image(), actual: CairoImage(width: 40, height: 11), tolerance: ScreenshotTolerance())
        XCTAssertFalse(d.passes(ScreenshotTolerance()))
        XCTAssertEqual(d.summary, "size differs: expected 40x10, got 40x11")
    }
}
