import HitlabCore
import XCTest

/// H2 pointInside, H3 reverse-order traversal with conversion, H4 returning self, H5 consequences.
final class HitTestTraversalTests: XCTestCase {
    func testH2BoundsAreHalfOpen() {
        let s = scene([view("a", 10, 10, 100, 100)])
        XCTAssertEqual(s.window.hitTest(Point(10, 10)).hit?.name, "a")
        XCTAssertEqual(s.window.hitTest(Point(109.999, 109.999)).hit?.name, "a")
        XCTAssertEqual(s.window.hitTest(Point(110, 50)).hit?.name, "window")
        XCTAssertEqual(s.window.hitTest(Point(50, 110)).hit?.name, "window")
    }

    func testH2OutsideTheWindowHitsNothing() {
        let s = scene([view("a", 0, 0, 100, 100)])
        let r = s.window.hitTest(Point(-1, 5))
        XCTAssertNil(r.hit)
        XCTAssertEqual(r.visits.map(\.verdict), [.outside])
    }

    /// The seed articles' "click E" tree: A holds B and C, C holds D and E.
    func testH3VisitsFrontmostFirstAndStopsAtTheFirstHit() {
        let s = scene([
            view(
                "A", 0, 0, 400, 400,
                subviews: [
                    view("B", 0, 0, 200, 200),
                    view("C", 0, 200, 400, 200, subviews: [view("D", 0, 0, 200, 200), view("E", 200, 0, 200, 200)])
                ])
        ])
        let r = s.window.hitTest(Point(300, 300))
        XCTAssertEqual(r.hit?.name, "E")
        XCTAssertEqual(r.visitedNames, ["window", "A", "C", "E"])
        XCTAssertEqual(r.visits.map(\.depth), [0, 1, 2, 3])
        let d = s.window.hitTest(Point(100, 300))
        XCTAssertEqual(d.visitedNames, ["window", "A", "C", "E", "D"])
        XCTAssertEqual(d.verdict("E"), .outside)
    }

    func testH3PointIsConvertedIntoEachViewsOwnCoordinates() {
        let s = scene([
            view("a", 50, 60, 200, 200, { $0.boundsOrigin = Point(0, 100) }, subviews: [view("b", 10, 110, 50, 50)])
        ])
        let r = s.window.hitTest(Point(70, 80))
        XCTAssertEqual(r.visits.map(\.point), [Point(70, 80), Point(20, 120), Point(10, 10)])
        XCTAssertEqual(r.hit?.name, "b")
    }

    func testH4ViewReturnsItselfWhenNoSubviewTakesThePoint() {
        let s = scene([view("a", 0, 0, 200, 200, subviews: [view("b", 0, 0, 50, 50)])])
        let r = s.window.hitTest(Point(100, 100))
        XCTAssertEqual(r.hit?.name, "a")
        XCTAssertEqual(r.verdict("a"), .hit)
        XCTAssertEqual(r.verdict("b"), .outside)
        XCTAssertEqual(r.verdict("window"), .entered)
    }

    func testH5FrontSiblingTakesTheTouchEvenIfItDoesNothing() {
        let s = scene([view("back", 0, 0, 200, 200, { $0.touches = .handle }), view("front", 0, 0, 200, 200)])
        let r = s.window.hitTest(Point(50, 50))
        XCTAssertEqual(r.hit?.name, "front")
        XCTAssertFalse(r.visitedNames.contains("back"))
    }

    func testH5SubviewOutsideItsParentCannotBeHitThereEvenWithoutClipping() {
        let s = scene([view("parent", 0, 0, 100, 100, subviews: [view("child", 80, 80, 60, 60)])])
        XCTAssertEqual(s.window.hitTest(Point(120, 120)).hit?.name, "window")
        XCTAssertEqual(s.window.hitTest(Point(90, 90)).hit?.name, "child")
    }

    func testH5ClipsToBoundsNeverChangesHitTesting() {
        let build = { (clips: Bool) in
            scene([
                view("parent", 0, 0, 100, 100, { $0.clipsToBounds = clips }, subviews: [view("child", 80, 80, 60, 60)])
            ])
        }
        let expected = [(Point(90, 90), "child"), (Point(120, 120), "window"), (Point(10, 10), "parent")]
        for (p, name) in expected {
            XCTAssertEqual(build(true).window.hitTest(p).hit?.name, name, "clipped, at \(p)")
            XCTAssertEqual(build(false).window.hitTest(p).hit?.name, name, "not clipped, at \(p)")
            XCTAssertEqual(build(true).window.hitTest(p).visitedNames, build(false).window.hitTest(p).visitedNames)
        }
    }

    /// Changes made after the subviews were added are seen by the next hit test.
    func testManySiblingsFollowChangesMadeAfterTheyWereAdded() {
        let row = (0..<20).map { i in view("v\(i)", Double(i) * 10, 0, 10, 10) }
        let s = scene([view("strip", 0, 0, 200, 40, subviews: row)])
        XCTAssertEqual(s.window.hitTest(Point(35, 5)).hit?.name, "v3")
        row[3].isHidden = true
        XCTAssertEqual(s.window.hitTest(Point(35, 5)).hit?.name, "strip", "H1 after hiding")
        row[3].isHidden = false
        row[3].frame = Rect(x: 100, y: 0, width: 10, height: 10)
        XCTAssertEqual(s.window.hitTest(Point(35, 5)).hit?.name, "strip", "moved away")
        XCTAssertEqual(s.window.hitTest(Point(105, 5)).hit?.name, "v10", "v10 is in front of the moved v3")
        row[10].alpha = 0.01
        XCTAssertEqual(s.window.hitTest(Point(105, 5)).hit?.name, "v3")
        XCTAssertEqual(s.window.hitTest(Point(105, 13)).hit?.name, "strip", "below every subview")
        row[3].hitArea = .circle
        row[3].transform = ViewTransform(scaleX: 2, scaleY: 2)
        XCTAssertEqual(
            s.window.hitTest(Point(105, 13)).hit?.name, "v3", "scaled about its centre, its circle reaches down")
        XCTAssertTrue(s.window.hitTest(Point(105, 13)).hit === s.window.hitTestUntraced(Point(105, 13)))
        row[3].passThrough = true
        XCTAssertEqual(s.window.hitTest(Point(105, 13)).verdict("v3"), .passedThrough)
    }

    func testUntracedHitTestFindsTheSameView() {
        let s = scene([
            view(
                "A", 0, 0, 400, 400,
                subviews: [view("B", 0, 0, 200, 200), view("C", 100, 100, 200, 200, { $0.alpha = 0 })])
        ])
        for p in [Point(150, 150), Point(10, 10), Point(390, 390), Point(500, 5)] {
            XCTAssertTrue(s.window.hitTestUntraced(p) === s.window.hitTest(p).hit)
        }
    }
}
