import HitlabCore
import HitlabWords
import XCTest

/// H1: hidden, non-interactive, alpha below 0.01 (as a 32-bit float) and disabled controls are
/// skipped with their subtree.
final class HitTestH1Tests: XCTestCase {
    func testH1HiddenViewIsSkippedAndItsSubviewsNeverVisited() {
        let s = scene([view("a", 0, 0, 100, 100, { $0.isHidden = true }, subviews: [view("child", 0, 0, 50, 50)])])
        let r = s.window.hitTest(Point(10, 10))
        XCTAssertEqual(r.hit?.name, "window")
        XCTAssertEqual(r.verdict("a"), .hidden)
        XCTAssertFalse(r.visitedNames.contains("child"))
    }

    func testH1AlphaExactly001IsAlreadyTransparent() {
        let s = scene([view("a", 0, 0, 100, 100, { $0.alpha = 0.01 })])
        XCTAssertEqual(s.window.hitTest(Point(10, 10)).verdict("a"), .transparent)
        XCTAssertEqual(s.window.hitTest(Point(10, 10)).hit?.name, "window")
    }

    /// UIKit keeps alpha as a 32-bit float: 0.01000000024 is stored as 0.0099999998 and skipped;
    /// 0.0100000008 rounds up to 0.0100000007, the smallest hittable alpha (measured, research §3).
    func testH1AlphaIsComparedAsA32BitFloat() {
        for (alpha, hittable) in [
            (0.01000000024, false), (0.0100000002, false), (0.0100000008, true), (0.010000001, true)
        ] {
            let s = scene([view("a", 0, 0, 100, 100, { $0.alpha = alpha })])
            XCTAssertEqual(s.window.hitTest(Point(10, 10)).hit?.name, hittable ? "a" : "window", "alpha \(alpha)")
        }
    }

    func testH1AlphaJustAbove001IsHittable() {
        let s = scene([view("a", 0, 0, 100, 100, { $0.alpha = 0.011 })])
        XCTAssertEqual(s.window.hitTest(Point(10, 10)).hit?.name, "a")
    }

    func testH1InteractionDisabledSkipsSubtree() {
        let s = scene([
            view("a", 0, 0, 100, 100, { $0.isUserInteractionEnabled = false }, subviews: [view("b", 0, 0, 100, 100)])
        ])
        let r = s.window.hitTest(Point(10, 10))
        XCTAssertEqual(r.verdict("a"), .notInteractive)
        XCTAssertEqual(r.hit?.name, "window")
    }

    func testH1DisabledControlIsSkippedButDisabledFlagDoesNothingOnPlainViews() {
        let s = scene([view("b", 0, 0, 100, 100, kind: .button, { $0.isEnabled = false })])
        XCTAssertEqual(s.window.hitTest(Point(10, 10)).verdict("b"), .disabled)
        let t = scene([view("v", 0, 0, 100, 100, { $0.isEnabled = false })])
        XCTAssertEqual(t.window.hitTest(Point(10, 10)).hit?.name, "v")
    }

    func testH5LabelsAndImagesStartNonInteractive() {
        let s = scene([view("label", 0, 0, 100, 50, kind: .label), view("image", 0, 50, 100, 50, kind: .image)])
        XCTAssertEqual(s.window.hitTest(Point(10, 10)).verdict("label"), .notInteractive)
        XCTAssertEqual(s.window.hitTest(Point(10, 60)).verdict("image"), .notInteractive)
        XCTAssertEqual(s.window.hitTest(Point(10, 60)).hit?.name, "window")
    }

    func testH6HiddenAncestorHidesAVisibleDescendant() {
        let child = view("child", 0, 0, 50, 50)
        let s = scene([view("parent", 0, 0, 100, 100, { $0.isHidden = true }, subviews: [child])])
        XCTAssertFalse(child.isHidden)
        let r = s.window.hitTest(Point(10, 10))
        XCTAssertEqual(r.hit?.name, "window", "the window returns itself")
        XCTAssertEqual(r.verdict("parent"), .hidden)
        XCTAssertFalse(r.visitedNames.contains("child"), "the hidden parent's subtree is never visited")
    }

    func testH1WindowItselfHiddenHitsNothing() {
        let s = scene([view("a", 0, 0, 100, 100)])
        s.window.isHidden = true
        let r = s.window.hitTest(Point(10, 10))
        XCTAssertNil(r.hit)
        XCTAssertEqual(r.visitedNames, ["window"])
    }

    /// H5: a UIStackView draws nothing but is interactive (measured on real UIKit): a touch in
    /// the gap between its arranged subviews is the stack view's, not passed to the view behind.
    func testH5AStackViewTakesATouchInTheGapsBetweenItsSubviews() {
        let stack = view(
            "stack", 0, 0, 300, 100, kind: .stackView,
            subviews: [view("left", 0, 0, 100, 100), view("right", 200, 0, 100, 100)])
        let behind = view("behind", 0, 0, 300, 100)
        let s = scene([behind, stack])
        XCTAssertEqual(s.window.hitTest(Point(150, 50)).hit?.name, "stack", "the gap is the stack view's")
        XCTAssertTrue(ViewKind.stackView.interactiveByDefault)
        let text = Narrator(scene: s).lines(for: s.click(150, 50)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(
            text.contains(
                "A UIStackView draws nothing, yet it is interactive: a touch in the gaps between its subviews is its own. [H4, H5]"
            ), text)
    }
}
