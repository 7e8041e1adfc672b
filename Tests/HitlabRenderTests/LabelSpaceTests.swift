import HitlabCore
import XCTest

@testable import HitlabRender

/// The label placer's promises, one by one: no overlap, no outline crossed, the touch kept
/// clear, a leader when a label had to move, a refusal (a footnote) when there is no room.
final class LabelSpaceTests: XCTestCase {
    private let canvas = Rect(x: 0, y: 0, width: 400, height: 300)
    private func request(_ anchor: Rect, width: Double = 60, height: Double = 20) -> LabelRequest {
        LabelRequest(kind: .verdict, text: "x", view: "v", size: Size(width, height), anchor: anchor)
    }

    func testASecondLabelForTheSameAnchorGoesElsewhere() throws {
        var space = LabelSpace(bounds: canvas, scale: 1, lineWidth: 2)
        let anchor = Rect(x: 100, y: 100, width: 200, height: 100)
        let a = try XCTUnwrap(space.place(request(anchor)))
        let b = try XCTUnwrap(space.place(request(anchor)))
        XCTAssertFalse(a.rect.overlaps(b.rect))
        XCTAssertTrue(anchor.encloses(a.rect), "the first sits inside its view's corner")
    }

    func testALabelNeverCrossesAnOutline() throws {
        var space = LabelSpace(bounds: canvas, scale: 1, lineWidth: 2)
        let anchor = Rect(x: 100, y: 100, width: 200, height: 100)
        // A subview's outline right at the anchor's top-left corner.
        let sub = Rect(x: 102, y: 102, width: 50, height: 50)
        space.addOutline(sub.corners)
        let placed = try XCTUnwrap(space.place(request(anchor)))
        for (p, q) in zip(sub.corners, sub.corners.dropFirst() + [sub.corners[0]]) {
            XCTAssertFalse(placed.rect.isCrossed(from: p, to: q), "\(placed.rect) crosses the edge \(p)-\(q)")
        }
    }

    func testTheTouchPointIsKeptClearAndAMovedLabelGetsALeader() throws {
        var space = LabelSpace(bounds: canvas, scale: 1, lineWidth: 2)
        let anchor = Rect(x: 150, y: 120, width: 60, height: 24)
        space.keepOut(Rect(x: 120, y: 80, width: 130, height: 100))
        let placed = try XCTUnwrap(space.place(request(anchor)))
        XCTAssertFalse(placed.rect.overlaps(Rect(x: 120, y: 80, width: 130, height: 100)))
        XCTAssertNotNil(placed.leader, "a label placed away from what it names is joined to it")
    }

    func testNoRoomMeansNoPlace() {
        var space = LabelSpace(bounds: Rect(x: 0, y: 0, width: 50, height: 30), scale: 1, lineWidth: 2)
        XCTAssertNil(
            space.place(request(Rect(x: 0, y: 0, width: 50, height: 30), width: 80)),
            "wider than the canvas: a footnote")
    }
}
