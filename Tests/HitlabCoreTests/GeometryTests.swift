import HitlabCore
import XCTest

/// Point conversion through frames, bounds origins and transforms (H3).
final class GeometryTests: XCTestCase {
    func testConversionRoundTripsThroughScaleRotationAndTranslation() {
        let v = View(name: "v", frame: Rect(x: 40, y: 30, width: 120, height: 80))
        v.transform = ViewTransform(scaleX: 1.5, scaleY: 0.5, rotationDegrees: 30, translation: Point(7, -3))
        v.boundsOrigin = Point(5, 9)
        for p in [Point(0, 0), Point(60, 40), Point(-20, 200)] {
            let back = v.convertFromSuperview(v.convertToSuperview(p))
            XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
            XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
        }
    }

    func testTransformAppliesAboutTheCentre() {
        let v = View(name: "v", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        v.transform = ViewTransform(scaleX: 2, scaleY: 2)
        XCTAssertEqual(v.convertToSuperview(Point(50, 50)), Point(150, 150), "the centre stays put")
        XCTAssertEqual(v.convertToSuperview(Point(0, 0)), Point(50, 50))
        XCTAssertEqual(v.frameInSuperview, Rect(x: 50, y: 50, width: 200, height: 200))
    }

    func testRotationBy90IsExact() {
        let v = View(name: "v", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        v.transform = ViewTransform(rotationDegrees: 90)
        XCTAssertEqual(v.convertToSuperview(Point(0, 0)), Point(150, -50))
        XCTAssertEqual(v.frameInSuperview, Rect(x: 50, y: -50, width: 100, height: 200))
    }

    func testScaledViewIsHitWhereItIsDrawnNotWhereItsFrameSays() {
        let s = scene([view("big", 100, 100, 100, 100, { $0.transform = ViewTransform(scaleX: 2, scaleY: 2) })])
        XCTAssertEqual(s.window.hitTest(Point(60, 60)).hit?.name, "big")
        XCTAssertEqual(s.window.hitTest(Point(60, 60)).visits.last?.point, Point(5, 5))
    }

    func testRotatedViewCornersAreNotHittable() {
        let s = scene([view("diamond", 100, 100, 100, 100, { $0.transform = ViewTransform(rotationDegrees: 45) })])
        XCTAssertEqual(s.window.hitTest(Point(105, 105)).hit?.name, "window", "the unrotated square's corner")
        XCTAssertEqual(
            s.window.hitTest(Point(150, 85)).hit?.name, "diamond", "the diamond's top point sticks out above the frame")
    }

    func testZeroScaleCollapsesTheView() {
        let s = scene([view("gone", 0, 0, 100, 100, { $0.transform = ViewTransform(scaleX: 0, scaleY: 0) })])
        XCTAssertEqual(s.window.hitTest(Point(50, 50)).hit?.name, "window")
    }

    func testWindowConversionFollowsTheWholeAncestry() {
        let c = view("c", 10, 10, 20, 20)
        let s = scene([view("a", 100, 0, 100, 100, { $0.boundsOrigin = Point(0, 50) }, subviews: [c])])
        withExtendedLifetime(s) {
            XCTAssertEqual(c.convertFromScreen(Point(115, 15)), Point(5, 55))
            XCTAssertEqual(c.convertToScreen(Point(5, 55)), Point(115, 15))
        }
    }

    func testNumbersPrintWithoutNoise() {
        XCTAssertEqual(formatNumber(240), "240")
        XCTAssertEqual(formatNumber(-0.0), "0")
        XCTAssertEqual(formatNumber(12.5), "12.5")
        XCTAssertEqual(formatNumber(1.0000000001), "1")
        XCTAssertEqual(formatNumber(-3.14159), "-3.142")
    }

    /// Where a label of a rotated view can sit on the view: an axis-aligned rectangle is its own
    /// inscribed rectangle; a square turned 45 degrees holds one half its bounding box's side.
    func testTheInscribedRectangleLiesInsideARotatedOutline() {
        let square = Rect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(Rect.inscribed(in: square.corners), square)
        let turn = AffineTransform.rotation(degrees: 45)
        let diamond = Rect(x: -50, y: -50, width: 100, height: 100).corners.map { turn.apply($0) }
        let inside = Rect.inscribed(in: diamond)
        let box = Rect.bounding(diamond)
        XCTAssertEqual(inside.width / box.width, 0.5, accuracy: 1e-4)
        XCTAssertEqual(inside.midX, 0, accuracy: 1e-9)
        XCTAssertEqual(inside.midY, 0, accuracy: 1e-9)
        // Its corners touch the diamond's edges (|x| + |y| = 70.71), and never cross them.
        XCTAssertEqual(abs(inside.maxX) + abs(inside.maxY), 100 / 2.0.squareRoot(), accuracy: 0.01)
    }
}
