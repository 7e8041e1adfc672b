import HitlabCore
import HitlabWords
import XCTest

/// `Scene.why`: each kind of blocker, with a scene built for it, named with its view and rule.
final class WhyNotTests: XCTestCase {
    private func kinds(_ a: WhyAnswer) -> [String] {
        a.blockers.filter(\.blocks).map { "\($0.kind.rawValue):\($0.view?.name ?? "-")" }
    }

    func testAViewThatIsHitIsReachedWithNoReasons() {
        let s = scene([view("button", 10, 10, 100, 40, kind: .button)])
        let a = s.why(s.view(named: "button")!)
        XCTAssertTrue(a.reached)
        XCTAssertEqual(a.hit?.name, "button")
        XCTAssertEqual(a.pointChoice, .centre)
        XCTAssertEqual(a.point, Point(60, 30))
        XCTAssertEqual(kinds(a), [])
    }

    func testH1ReasonsOnTheViewAndOnAncestorsAreAllNamedOutermostFirst() {
        let s = scene([
            view(
                "card", 0, 0, 200, 200, { $0.isHidden = true },
                subviews: [
                    view(
                        "row", 0, 0, 200, 50, { $0.alpha = 0 },
                        subviews: [
                            view(
                                "photo", 0, 0, 200, 50, kind: .image,
                                subviews: [view("button", 10, 10, 50, 30, kind: .button, { $0.isEnabled = false })])
                        ])
                ])
        ])
        let a = s.why(s.view(named: "button")!, at: Point(20, 20))
        XCTAssertFalse(a.reached)
        XCTAssertEqual(kinds(a), ["hidden:card", "transparent:row", "interactionOff:photo", "disabled:button"])
        XCTAssertEqual(a.blockers.map(\.rule), [.h1, .h1, .h1, .h1])
        XCTAssertEqual(a.blockers[2].pattern, .controlInLabelOrImage, "a control inside a UIImageView")
        XCTAssertTrue(
            a.blockers[2].fix(target: s.view(named: "button")!, in: .en)!.contains("whose class starts it off"))
    }

    func testAZeroSizeContainerIsNamedWithItsPattern() {
        let s = scene([view("holder", 20, 20, 0, 0, subviews: [view("button", 0, 0, 80, 30, kind: .button)])])
        let a = s.why(s.view(named: "button")!)
        XCTAssertEqual(kinds(a), ["zeroSize:holder"])
        XCTAssertEqual(a.blockers.first?.rule, .h2)
        XCTAssertEqual(a.blockers.first?.pattern, .zeroSizeContainer)
        XCTAssertEqual(a.hit?.name, "window")
    }

    func testOutsideTheSuperviewAndOutsideTheViewItself() {
        let s = scene([view("bar", 0, 0, 100, 40, subviews: [view("button", 80, 0, 60, 40, kind: .button)])])
        let button = s.view(named: "button")!
        let a = s.why(button, at: Point(120, 20))
        XCTAssertEqual(kinds(a), ["outsideAncestor:bar"])
        XCTAssertEqual(a.blockers.first?.pattern, .outsideSuperview)
        XCTAssertEqual(a.blockers.first?.rule, .h5)
        // Outside the button too: both are named.
        XCTAssertEqual(kinds(s.why(button, at: Point(150, 20))), ["outsideAncestor:bar", "outsideView:button"])
        XCTAssertTrue(s.why(button, at: Point(90, 20)).reached)
    }

    func testARoundButtonsCornerIsOutsideTheViewItself() {
        let s = scene([view("round", 0, 0, 100, 100, kind: .button, { $0.hitArea = .circle })])
        XCTAssertEqual(kinds(s.why(s.view(named: "round")!, at: Point(5, 5))), ["outsideView:round"])
    }

    func testEveryViewInFrontThatTakesThePointIsNamedWithTheSubtreeItIsIn() {
        let s = scene([
            view("list", 0, 0, 300, 300, subviews: [view("button", 10, 10, 100, 40, kind: .button)]),
            view("overlay", 0, 0, 300, 300, subviews: [view("glass", 0, 0, 300, 300)]),
            view("banner", 0, 0, 300, 30)
        ])
        let a = s.why(s.view(named: "button")!, at: Point(20, 20))
        XCTAssertEqual(kinds(a), ["covered:banner", "covered:glass"], "front first, as UIKit asks them")
        XCTAssertEqual(a.blockers[1].inFront?.name, "overlay")
        XCTAssertEqual(a.hit?.name, "banner")
        // Below the banner only the overlay's glass covers it.
        XCTAssertEqual(kinds(s.why(s.view(named: "button")!, at: Point(20, 40))), ["covered:glass"])
    }

    func testAClearFullScreenViewInFrontIsATransparentOverlayWhenTheSceneHasColours() {
        let s = scene([
            view(
                "list", 0, 0, 400, 400, { $0.appearance.background = Colour(r: 255, g: 255, b: 255, a: 255) },
                subviews: [view("button", 10, 10, 100, 40, kind: .button)]),
            view("overlay", 0, 0, 400, 400)
        ])
        let a = s.why(s.view(named: "button")!)
        XCTAssertEqual(kinds(a), ["covered:overlay"])
        XCTAssertEqual(a.blockers.first?.pattern, .transparentOverlay)
        // A dump prints no colours: the same tree from a dump names no pattern.
        s.edit(s.view(named: "list")!) { $0.appearance.background = .clear }
        XCTAssertNil(s.why(s.view(named: "button")!).blockers.first?.pattern)
    }

    func testACellsContentViewInFrontOfAViewAddedToTheCell() {
        let s = scene([
            view(
                "cell", 0, 0, 300, 44,
                subviews: [
                    view("button", 200, 4, 80, 36, kind: .button),
                    view("content", 0, 0, 300, 44)
                ])
        ])
        s.view(named: "cell")!.className = "UITableViewCell"
        s.view(named: "content")!.className = "UITableViewCellContentView"
        let a = s.why(s.view(named: "button")!)
        XCTAssertEqual(kinds(a), ["covered:content"])
        XCTAssertEqual(a.blockers.first?.pattern, .cellContentView)
        XCTAssertTrue(a.blockers[0].fix(target: s.view(named: "button")!, in: .en)!.contains("contentView"))
    }

    func testAStackViewTakesTheTouchInItsGap() {
        let s = scene([
            view(
                "toolbar", 0, 0, 300, 44,
                subviews: [
                    view(
                        "stack", 0, 0, 300, 44, kind: .stackView,
                        subviews: [view("a", 0, 0, 100, 44, kind: .button), view("b", 200, 0, 100, 44, kind: .button)])
                ])
        ])
        s.view(named: "toolbar")!.addGesture(GestureRecognizer(name: "toolbarTap", kind: .tap))
        // The toolbar's own tap still sees a touch in the gap (G1): reached along the way.
        XCTAssertTrue(s.why(s.view(named: "toolbar")!, at: Point(150, 20)).reached)
        let map = scene([
            view("map", 0, 0, 300, 300, { $0.touches = .handle }),
            view("stack", 0, 0, 300, 44, kind: .stackView, subviews: [view("a", 0, 0, 100, 44, kind: .button)])
        ])
        let a = map.why(map.view(named: "map")!, at: Point(150, 20))
        XCTAssertEqual(kinds(a), ["covered:stack"])
        XCTAssertEqual(a.blockers.first?.pattern, .stackViewGap)
    }

    func testPassThroughOnTheViewItself() {
        let s = scene([
            view(
                "glass", 0, 0, 300, 300,
                {
                    $0.passThrough = true; $0.touches = .handle
                })
        ])
        let a = s.why(s.view(named: "glass")!)
        XCTAssertEqual(kinds(a), ["passThrough:glass"])
        XCTAssertEqual(a.blockers.first?.rule, .c5)
    }

    func testADescendantThatForwardsStillReachesTheViewOneThatHandlesDoesNot() {
        let s = scene([
            view("card", 0, 0, 200, 200, { $0.touches = .handle }, subviews: [view("inner", 0, 0, 100, 100)])
        ])
        let card = s.view(named: "card")!
        let passes = s.why(card, at: Point(10, 10))
        XCTAssertTrue(passes.reached, "T2: inner does not handle touches, they go up to card")
        XCTAssertEqual(passes.blockers.map(\.kind), [.descendant])
        XCTAssertEqual(passes.blockers.first?.reachesAlongChain, true)
        s.edit(s.view(named: "inner")!) { $0.touches = .handle }
        let kept = s.why(card, at: Point(10, 10))
        XCTAssertFalse(kept.reached)
        XCTAssertEqual(kinds(kept), ["descendant:inner"])
    }

    func testARecognizerThatCancelsTheTouchInTheView() {
        let s = scene([view("card", 0, 0, 200, 200, subviews: [view("knob", 10, 10, 80, 40, kind: .control)])])
        let tap = GestureRecognizer(name: "cardTap", kind: .tap)
        s.view(named: "card")!.addGesture(tap)
        // A3: a plain UIControl is not on Apple's list, so the ancestor's tap takes the touch.
        let a = s.why(s.view(named: "knob")!)
        XCTAssertFalse(a.reached)
        XCTAssertEqual(kinds(a), ["gesture:card"])
        XCTAssertEqual(a.blockers.first?.effect, .cancels)
        XCTAssertEqual(a.blockers.first?.recognizer?.name, "cardTap")
        XCTAssertEqual(a.blockers.first?.rule, .g2)
    }

    func testARecognizerThatDelaysBeganIsANoteNotABlocker() {
        let s = scene([
            view("card", 0, 0, 200, 200, subviews: [view("inner", 10, 10, 80, 40, { $0.touches = .handle })])
        ])
        let pan = GestureRecognizer(name: "cardPan", kind: .pan)
        pan.delaysTouchesBegan = true
        s.view(named: "card")!.addGesture(pan)
        let a = s.why(s.view(named: "inner")!)
        XCTAssertTrue(a.reached)
        XCTAssertEqual(a.blockers.map(\.kind), [.gesture])
        XCTAssertEqual(a.blockers.first?.effect, .delays)
        XCTAssertFalse(a.blockers[0].blocks)
    }

    func testAViewAContainersOverrideReturnsIsReachedOutsideItsOwnBounds() {
        let pager = view("pager", 100, 0, 100, 100, kind: .scrollView)
        let strip = view("strip", 0, 0, 300, 100, subviews: [pager])
        strip.hitTestReturns = pager
        let s = scene([strip])
        let a = s.why(pager, at: Point(20, 50))
        XCTAssertTrue(a.reached, "C6: the strip answers with the pager")
        XCTAssertEqual(a.returnedBy?.name, "strip")
        XCTAssertEqual(kinds(a), [])
        // Without the override, the same point is outside the pager.
        strip.hitTestReturns = nil
        XCTAssertEqual(kinds(s.why(pager, at: Point(20, 50))), ["outsideView:pager"])
    }

    func testACentreOffTheWindowAsksAboutTheVisiblePart() {
        let s = scene([view("offscreen", -100, 10, 150, 40, kind: .button)])
        let a = s.why(s.view(named: "offscreen")!)
        XCTAssertEqual(a.pointChoice, .visiblePart, "the centre (-25, 30) is off the window")
        XCTAssertEqual(a.point, Point(25, 30))
        XCTAssertTrue(a.reached)
    }

    func testEverySentenceAndFixExistsInBothLanguages() {
        let s = scene([view("holder", 0, 0, 0, 0, subviews: [view("button", 0, 0, 80, 30, kind: .button)])])
        let button = s.view(named: "button")!
        for kind in Blocker.Kind.allCases {
            var b = Blocker(kind, view: kind == .covered || kind == .descendant ? button : s.view(named: "holder"))
            if kind == .gesture { b.effect = .cancels }
            let en = b.sentence(target: button, in: .en), zh = b.sentence(target: button, in: .zhHans)
            XCTAssertNotEqual(en, zh, "\(kind)")
            XCTAssertTrue(zh.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(kind): \(zh)")
            XCTAssertEqual(b.fix(target: button, in: .en) == nil, b.fix(target: button, in: .zhHans) == nil, "\(kind)")
        }
    }
}
