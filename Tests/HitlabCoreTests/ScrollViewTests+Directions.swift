import HitlabCore
import XCTest

/// G5, which way a scroll view scrolls: given a `contentSize`, its pan begins only for a drag
/// along an axis its content overflows (or it bounces along), so a sideways drag in a list that
/// scrolls up and down reaches the carousel in it, or the one around it.
final class ScrollDirectionTests: XCTestCase {
    /// A vertical list (content 300 x 1200 in a 300 x 400 view) holding a horizontal carousel
    /// (content 900 x 100 in a 300 x 100 view).
    private func feed(_ configure: (View, View) -> Void = { _, _ in }) -> Scene {
        let carousel = view(
            "carousel", 0, 50, 300, 100, kind: .scrollView, { $0.scrolling.contentSize = Size(900, 100) })
        let list = view(
            "list", 0, 0, 300, 400, kind: .scrollView, { $0.scrolling.contentSize = Size(300, 1200) },
            subviews: [carousel])
        configure(list, carousel)
        return scene([list])
    }

    private let sideways = Interaction.drag(from: Point(250, 100), to: Point(100, 105))
    private let upwards = Interaction.drag(from: Point(150, 140), to: Point(145, 20))

    func testG5ASidewaysDragScrollsTheCarouselNotTheList() {
        let t = feed().run(sideways)
        XCTAssertEqual(t.gestureState("carousel.panGestureRecognizer"), .recognized)
        XCTAssertEqual(t.gestureState("list.panGestureRecognizer"), .failed)
    }

    func testG5AnUpwardDragOnTheCarouselScrollsTheListAndTheCarouselsPanFailsForItsAxis() {
        let t = feed().run(upwards)
        XCTAssertEqual(t.gestureState("list.panGestureRecognizer"), .recognized)
        XCTAssertEqual(t.gestureState("carousel.panGestureRecognizer"), .failed)
        let reason = t.steps.compactMap { step -> GestureReason? in
            if case .gesture(let g) = step, g.recognizer.name == "carousel.panGestureRecognizer", g.state == .failed {
                return g.reason
            }
            return nil
        }.first
        XCTAssertEqual(reason, .cannotScroll(horizontally: false))
    }

    func testG5WithoutAContentSizeTheCarouselTakesEveryDragAsBefore() {
        let t = feed { _, carousel in carousel.scrolling.contentSize = nil }.run(upwards)
        XCTAssertEqual(t.gestureState("carousel.panGestureRecognizer"), .recognized)
    }

    func testG5AlwaysBounceVerticalLetsTheCarouselTakeAnUpwardDrag() {
        let t = feed { _, carousel in carousel.scrolling.alwaysBounceVertical = true }.run(upwards)
        XCTAssertEqual(t.gestureState("carousel.panGestureRecognizer"), .recognized)
        XCTAssertEqual(t.gestureState("list.panGestureRecognizer"), .failed)
    }

    func testG5ScrollingDisabledTurnsThePanOffAndTheTouchGoesUpTheChain() {
        let t = feed { _, carousel in carousel.scrollPan?.isEnabled = false }.run(sideways)
        XCTAssertNil(t.gestureState("carousel.panGestureRecognizer"), "a disabled recognizer never sees it")
        XCTAssertEqual(t.gestureState("list.panGestureRecognizer"), .failed, "the list cannot scroll sideways either")
    }
}
