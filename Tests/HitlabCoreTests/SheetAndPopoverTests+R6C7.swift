import HitlabCore
import HitlabWords
import XCTest

/// R6: sheets and popovers sit in a container view that lets through the touches that find
/// none of its subviews, over a dimming view that takes the touches around the presented view.
/// C7: over a popover's passthrough view, its dimming view hands the touch to that view.
final class SheetAndPopoverTests: XCTestCase {
    /// A home screen with a Buy button, and a card presented over it in `style`.
    private func presenting(_ style: PresentationStyle, passthrough: Bool = false) -> Scene {
        let buy = view("buyButton", 20, 340, 150, 50, kind: .button)
        let home = view("home", 0, 0, 400, 400, subviews: [buy])
        home.setController(ViewController(name: "homeVC"))
        let ok = view("okButton", 20, 20, 100, 40, kind: .button)
        let card = view("card", 100, 100, 200, 150, subviews: [ok])
        let cardVC = ViewController(name: "cardVC")
        cardVC.presentationStyle = style
        card.setController(cardVC)
        let s = scene([home, card])
        cardVC.present(from: home.controller!)
        if passthrough { cardVC.passthroughViews = [buy] }
        XCTAssertTrue(s.completePresentations().isEmpty)
        return s
    }

    func testR6ASheetIsPutInAContainerOverADimmingViewNamedAfterItsController() {
        let s = presenting(.pageSheet)
        XCTAssertEqual(s.window.subviews.map(\.name), ["home", "cardVC.containerView"])
        let container = s.view(named: "cardVC.containerView")!
        XCTAssertEqual(container.subviews.map(\.name), ["cardVC.dimmingView", "card"])
        XCTAssertEqual(container.classLabel, "UITransitionView")
        XCTAssertEqual(s.view(named: "cardVC.dimmingView")?.classLabel, "UIDimmingView")
        // The presented view keeps its place on the screen.
        XCTAssertEqual(s.view(named: "card")?.frameOnScreen, Rect(x: 100, y: 100, width: 200, height: 150))
    }

    func testR6TheDimmingViewTakesTheTouchesAroundASheetAndItsTapRecognizes() {
        let trace = presenting(.formSheet).click(60, 360)
        XCTAssertEqual(trace.hit?.name, "cardVC.dimmingView", "the Buy button behind the sheet gets nothing")
        XCTAssertEqual(trace.chain.map(\.name).prefix(3), ["cardVC.dimmingView", "cardVC.containerView", "window"])
        XCTAssertEqual(trace.gestureState("cardVC.dimmingView.tap"), .recognized)
        XCTAssertEqual(trace.actionLog, ["handleSingleTap->cardVC.dimmingView"])
    }

    func testR6InsideTheSheetItsOwnViewsAreHit() {
        let trace = presenting(.pageSheet).click(150, 140)
        XCTAssertEqual(trace.hit?.name, "okButton")
        XCTAssertEqual(trace.chain.map(\.name).prefix(4), ["okButton", "card", "cardVC", "homeVC"])
    }

    func testR6AnOverCurrentContextPresentationHasNoDimmingViewAndItsContainerLetsTouchesThrough() {
        let s = presenting(.overCurrentContext)
        XCTAssertNil(s.view(named: "cardVC.dimmingView"))
        let trace = s.click(60, 360)
        XCTAssertEqual(trace.hit?.name, "buyButton")
        XCTAssertEqual(trace.hitTest?.verdict("cardVC.containerView"), .passedThrough)
    }

    func testC7APopoversDimmingViewHandsTheTouchToAPassthroughView() {
        let s = presenting(.popover, passthrough: true)
        XCTAssertEqual(s.view(named: "cardVC.dimmingView")?.classLabel, "_UIPopoverDimmingView")
        let trace = s.click(60, 360)
        XCTAssertEqual(trace.hit?.name, "buyButton")
        XCTAssertEqual(trace.hitTest?.verdict("cardVC.dimmingView"), .toPassthroughView)
        XCTAssertNil(trace.gestureState("cardVC.dimmingView.tap"), "the dimming view's tap never sees it")
        let narration = Narrator(scene: s).lines(for: trace).map(\.text)
        XCTAssertTrue(narration.contains { $0.contains("one of the popover's passthroughViews") }, "\(narration)")
    }

    func testC7OutsideAPassthroughViewThePopoversDimmingViewTakesTheTouch() {
        let with = presenting(.popover, passthrough: true).click(300, 360)
        XCTAssertEqual(with.hit?.name, "cardVC.dimmingView")
        let without = presenting(.popover).click(60, 360)
        XCTAssertEqual(without.hit?.name, "cardVC.dimmingView")
    }

    func testR6AStyleWithAContainerNeedsThePresentedViewInAWindow() {
        let card = view("card", 10, 10, 100, 100)
        let cardVC = ViewController(name: "cardVC")
        cardVC.presentationStyle = .pageSheet
        card.setController(cardVC)
        let home = view("home", 0, 0, 400, 400, subviews: [card])
        home.setController(ViewController(name: "homeVC"))
        let s = scene([home])
        cardVC.present(from: home.controller!)
        let refused = s.completePresentations()
        XCTAssertEqual(refused.count, 1)
        guard case .notInWindow(let c)? = refused.first else { return XCTFail("\(refused)") }
        XCTAssertTrue(c === cardVC)
    }

    func testR6WhyNamesTheDimmingViewAndItsFix() throws {
        let s = presenting(.popover)
        let answer = s.why(s.view(named: "buyButton")!, at: Point(60, 360))
        let blocker = try XCTUnwrap(answer.blockers.first { $0.blocks })
        XCTAssertEqual(blocker.pattern, .popoverOutside)
        XCTAssertEqual(
            blocker.fix(target: s.view(named: "buyButton")!, in: .en),
            "add buyButton to cardVC's popoverPresentationController.passthroughViews, or dismiss the popover first")
        let sheet = presenting(.pageSheet)
        let sheetAnswer = sheet.why(sheet.view(named: "buyButton")!, at: Point(60, 360))
        XCTAssertEqual(sheetAnswer.blockers.first { $0.blocks }?.pattern, .sheetDimmingView)
    }
}
