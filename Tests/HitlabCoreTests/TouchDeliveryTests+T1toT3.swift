import HitlabCore
import XCTest

/// T1-T3 and R5: where each phase of a touch goes.
final class TouchDeliveryTests: XCTestCase {
    func testT2DefaultForwardsToTheEndAndR5DropsIt() {
        let s = scene([view("a", 0, 0, 100, 100)])
        XCTAssertEqual(
            s.click(10, 10).deliveryLog,
            [
                "a.began.forwarded", "window.began.forwarded", "windowScene.began.forwarded",
                "application.began.forwarded", "appDelegate.began.dropped",
                "a.ended.forwarded", "window.ended.forwarded", "windowScene.ended.forwarded",
                "application.ended.forwarded", "appDelegate.ended.dropped"
            ])
    }

    func testT2HandleWithoutSuperStopsTheTouch() {
        let s = scene([
            view(
                "card", 0, 0, 100, 100, { $0.touches = .handle },
                subviews: [view("label", 0, 0, 50, 50, kind: .label), view("inner", 50, 50, 50, 50)])
        ])
        let t = s.click(60, 60)
        XCTAssertEqual(
            t.deliveryLog,
            ["inner.began.forwarded", "card.began.handled", "inner.ended.forwarded", "card.ended.handled"])
        XCTAssertEqual(t.handledBy.map(\.name), ["card"])
    }

    func testT2HandleAndCallSuperLetsSeveralRespondersAct() {
        let s = scene([
            view(
                "outer", 0, 0, 100, 100, { $0.touches = .handle },
                subviews: [view("inner", 0, 0, 50, 50, { $0.touches = .handleAndForward })])
        ])
        let t = s.click(10, 10)
        XCTAssertEqual(t.handledBy.map(\.name), ["inner", "outer"])
        XCTAssertEqual(t.deliveryLog.prefix(2), ["inner.began.handledAndForwarded", "outer.began.handled"])
    }

    func testT1MovesAndEndGoToTheViewHitAtBeganEvenOutsideIt() {
        let s = scene([
            view("left", 0, 0, 100, 100, { $0.touches = .handle }),
            view("right", 100, 0, 100, 100, { $0.touches = .handle })
        ])
        let t = s.run(.drag(from: Point(10, 10), to: Point(150, 10)))
        XCTAssertEqual(t.deliveryLog, ["left.began.handled", "left.moved.handled", "left.ended.handled"])
    }

    func testT3TouchesNeverStartAtTheFirstResponder() {
        let field = view("field", 0, 0, 100, 50, { $0.touches = .handle })
        let s = scene([field, view("other", 0, 100, 100, 50)])
        s.firstResponder = field
        let t = s.click(10, 110)
        XCTAssertEqual(t.deliveries.first?.responder.name, "other")
        XCTAssertFalse(t.deliveries.contains { $0.responder === field })
    }

    func testNothingHitMeansNoDeliveries() {
        let s = scene([view("a", 0, 0, 100, 100)])
        let t = s.click(500, 500)
        XCTAssertNil(t.hit)
        XCTAssertTrue(t.deliveries.isEmpty)
        XCTAssertTrue(t.chain.isEmpty)
    }

    func testSessionTakesEventsOneAtATime() {
        let s = scene([view("a", 0, 0, 100, 100, { $0.touches = .handle })])
        let session = TouchSession(scene: s)
        session.press(at: Point(10, 10), time: 0)
        XCTAssertEqual(session.trace.deliveryLog, ["a.began.handled"])
        session.move(to: Point(20, 20), time: 0.05)
        XCTAssertEqual(session.trace.deliveryLog.last, "a.moved.handled")
        session.release(at: Point(20, 20), time: 0.1)
        XCTAssertEqual(session.trace.deliveryLog.last, "a.ended.handled")
    }
}
