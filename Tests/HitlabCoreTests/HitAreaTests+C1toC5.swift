import HitlabCore
import HitlabWords
import XCTest

/// The seeds' custom hit areas.
final class HitAreaTests: XCTestCase {
    func testC1RoundButtonCornersFallThrough() {
        let s = scene([
            view(
                "card", 0, 0, 300, 300,
                subviews: [view("round", 100, 100, 100, 100, kind: .button, { $0.hitArea = .circle })])
        ])
        XCTAssertEqual(s.window.hitTest(Point(150, 150)).hit?.name, "round")
        XCTAssertEqual(
            s.window.hitTest(Point(150, 100)).hit?.name, "round", "top of the circle: distance exactly half the width")
        XCTAssertEqual(s.window.hitTest(Point(105, 105)).hit?.name, "card", "the square's corner is outside the circle")
    }

    func testEllipseAndRoundedRectHitAreas() {
        let e = scene([view("e", 0, 0, 200, 100, { $0.hitArea = .ellipse })])
        XCTAssertEqual(e.window.hitTest(Point(195, 50)).hit?.name, "e")
        XCTAssertEqual(e.window.hitTest(Point(190, 10)).hit?.name, "window")
        let r = scene([
            view(
                "r", 0, 0, 200, 100,
                {
                    $0.hitArea = .roundedRect; $0.appearance.cornerRadius = 40
                })
        ])
        XCTAssertEqual(r.window.hitTest(Point(3, 3)).hit?.name, "window")
        XCTAssertEqual(r.window.hitTest(Point(100, 2)).hit?.name, "r")
        XCTAssertEqual(r.window.hitTest(Point(12, 12)).hit?.name, "r")
    }

    func testC2ExpandedHitAreaWorksOnlyInsideTheSuperview() {
        let button = view("button", 20, 20, 40, 40, kind: .button, { $0.hitInsets = EdgeInsets(all: 15) })
        let s = scene([view("bar", 100, 100, 200, 80, subviews: [button])])
        XCTAssertEqual(
            s.window.hitTest(Point(110, 110)).hit?.name, "button", "10 points outside the button, inside the bar")
        XCTAssertEqual(s.window.hitTest(Point(106, 106)).hit?.name, "button")
        XCTAssertEqual(s.window.hitTest(Point(104, 104)).hit?.name, "bar", "more than 15 points away")
        let edge = scene([
            view(
                "bar", 100, 100, 200, 80,
                subviews: [view("b", 0, 0, 40, 40, kind: .button, { $0.hitInsets = EdgeInsets(all: 15) })])
        ])
        XCTAssertEqual(
            edge.window.hitTest(Point(95, 110)).hit?.name, "window", "the margin outside the bar is unreachable (H5)")
    }

    func testC2NegativeInsetsShrink() {
        let s = scene([view("a", 0, 0, 100, 100, { $0.hitInsets = EdgeInsets(all: -10) })])
        XCTAssertEqual(s.window.hitTest(Point(5, 5)).hit?.name, "window")
        XCTAssertEqual(s.window.hitTest(Point(15, 15)).hit?.name, "a")
    }

    func testC3SubviewsOnlyParentActsTransparent() {
        let s = scene([
            view("menu", 100, 100, 100, 100, { $0.hitArea = .subviewsOnly }, subviews: [view("item", 80, 80, 60, 60)])
        ])
        XCTAssertEqual(s.window.hitTest(Point(220, 220)).hit?.name, "item", "the child outside the parent's bounds")
        XCTAssertEqual(s.window.hitTest(Point(110, 110)).hit?.name, "window", "the parent itself can no longer be hit")
    }

    func testC3CountsHiddenSubviewsFramesToo() {
        let s = scene([
            view(
                "menu", 0, 0, 200, 200, { $0.hitArea = .subviewsOnly },
                subviews: [view("ghost", 0, 0, 50, 50, { $0.isHidden = true })])
        ])
        XCTAssertEqual(s.window.hitTest(Point(10, 10)).hit?.name, "menu")
    }

    func testC4HitOutsideBoundsKeepsTheParentHittable() {
        let s = scene([
            view("menu", 100, 100, 100, 100, { $0.outsideBounds = .on }, subviews: [view("item", 80, 80, 60, 60)])
        ])
        let r = s.window.hitTest(Point(220, 220))
        XCTAssertEqual(r.hit?.name, "item")
        XCTAssertEqual(r.verdict("menu"), .entered)
        XCTAssertEqual(r.visits.first { $0.view.name == "menu" }?.bypassed, .outside)
        XCTAssertEqual(s.window.hitTest(Point(110, 110)).hit?.name, "menu")
    }

    func testC4DoesNotReachChildrenOfAHiddenParentButTheNaiveFixDoes() {
        let build = { (mode: OutsideBoundsHitting) in
            scene([
                view(
                    "menu", 100, 100, 100, 100,
                    {
                        $0.outsideBounds = mode; $0.isHidden = true
                    }, subviews: [view("item", 80, 80, 60, 60)])
            ])
        }
        XCTAssertEqual(build(.on).window.hitTest(Point(220, 220)).hit?.name, "window")
        let naive = build(.naive).window.hitTest(Point(220, 220))
        XCTAssertEqual(naive.hit?.name, "item", "the article's code reaches into a hidden parent")
        XCTAssertEqual(naive.visits.first { $0.view.name == "menu" }?.bypassed, .hidden)
    }

    func testC5PassThroughOverlayLetsTouchesReachTheViewBehind() {
        let s = scene([
            view("behind", 0, 0, 300, 300),
            view("overlay", 0, 0, 300, 300, { $0.passThrough = true }, subviews: [view("badge", 10, 10, 40, 40)])
        ])
        let r = s.window.hitTest(Point(150, 150))
        XCTAssertEqual(r.hit?.name, "behind")
        XCTAssertEqual(r.verdict("overlay"), .passedThrough)
        XCTAssertEqual(r.visitedNames, ["window", "overlay", "badge", "behind"])
        XCTAssertEqual(s.window.hitTest(Point(20, 20)).hit?.name, "badge", "the overlay's subviews still work")
    }
}

/// C6: a container whose hitTest returns one of its views instead of itself.
final class HitTestReturnsTests: XCTestCase {
    private func carousel(override: Bool) -> Scene {
        let pager = view(
            "pager", 100, 0, 100, 100, kind: .scrollView, { $0.clipsToBounds = false },
            subviews: [view("next", 110, 0, 80, 100)])
        let strip = view("strip", 0, 0, 400, 100, subviews: [pager])
        if override { strip.hitTestReturns = pager }
        return scene([strip])
    }

    func testC6TheStripReturnsItsScrollViewWhereItWouldReturnItself() {
        let t = carousel(override: true).click(250, 50)  // on the peeking page, outside the pager
        XCTAssertEqual(t.hit?.name, "pager")
        XCTAssertEqual(t.hitTest?.verdict("pager"), .outside, "the page itself cannot be hit there (H5)")
        XCTAssertEqual(t.hitTest?.verdict("strip"), .entered)
        XCTAssertEqual(t.hitTest?.visits.first { $0.view.name == "strip" }?.returnedInstead?.name, "pager")
        XCTAssertEqual(carousel(override: false).click(250, 50).hit?.name, "strip")
    }

    func testC6ASubviewThatTakesThePointStillWins() {
        XCTAssertEqual(
            carousel(override: true).click(150, 50).hit?.name, "pager", "the pager's own hit test, not the override")
        XCTAssertEqual(carousel(override: true).click(20, 50).hit?.name, "pager", "empty strip: the override")
    }

    func testC6TheNarrationNamesTheOverride() {
        let s = carousel(override: true)
        let text = Narrator(scene: s).lines(for: s.click(250, 50)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(
            text.contains(
                "strip: none of its subviews took the point, so UIKit's hitTest would return strip itself; its override returns pager instead (hitTestReturns). [H4, C6]"
            ), text)
        XCTAssertTrue(text.contains("window returns pager, which one of its subviews found."), text)
    }
}
