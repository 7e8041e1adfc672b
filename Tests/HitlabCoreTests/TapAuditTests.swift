import HitlabCore
import XCTest

/// `Scene.auditTaps`: the share of each tap target a tap reaches, exact for rectangles and
/// within 1% for curves, against a fine grid of hit tests.
final class TapAuditTests: XCTestCase {
    /// The reached share by brute force: one tap at the middle of every `step`-sized square.
    private func gridShare(_ s: Scene, _ target: View, step: Double) -> Double {
        let box = target.frameOnScreen
        var reached = 0, total = 0
        var y = box.minY + step / 2
        while y < box.maxY {
            var x = box.minX + step / 2
            while x < box.maxX {
                let p = Point(x, y)
                if target.bounds.contains(target.convertFromScreen(p)), p.x >= 0, p.y >= 0, p.x < s.size.width,
                    p.y < s.size.height
                {
                    total += 1
                    if s.tapReach(to: target, at: p).reached { reached += 1 }
                }
                x += step
            }
            y += step
        }
        return total == 0 ? 0 : Double(reached) / Double(total)
    }

    func testARectangleHalfCoveredIsExactlyHalfReachedAndTheCoverNamed() {
        let s = scene([view("button", 0, 0, 100, 40, kind: .button), view("badge", 50, 0, 50, 40)])
        let a = s.auditTaps(of: s.view(named: "button")!)
        XCTAssertEqual(a.area, 4000)
        XCTAssertEqual(a.share, 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.blockers.map { "\($0.blocker.kind.rawValue):\($0.blocker.view!.name)" }, ["covered:badge"])
        XCTAssertEqual(a.share(of: a.blockers[0].area), 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.reachedPoint, Point(25, 20))
    }

    func testOverlappingBlockersEachCountTheirOwnArea() {
        let s = scene([
            view(
                "list", 0, 0, 100, 100, { $0.isUserInteractionEnabled = false },
                subviews: [view("button", 0, 0, 100, 100, kind: .button)]),
            view("banner", 0, 0, 100, 25)
        ])
        let a = s.auditTaps(of: s.view(named: "button")!)
        XCTAssertEqual(a.share, 0)
        let shares = Dictionary(uniqueKeysWithValues: a.blockers.map { ($0.blocker.view!.name, a.share(of: $0.area)) })
        XCTAssertEqual(shares["list"]!, 1, accuracy: 1e-12)
        XCTAssertEqual(shares["banner"]!, 0.25, accuracy: 1e-12)
        XCTAssertEqual(a.blockers.first?.blocker.view?.name, "list", "the largest first")
    }

    func testTheVisibleAreaIsCutByTheWindowAndClippingAncestors() {
        let s = scene(
            [
                view(
                    "clip", 0, 0, 100, 100, { $0.clipsToBounds = true },
                    subviews: [view("button", 50, 50, 100, 100, kind: .button)])
            ],
            width: 400, height: 400)
        let a = s.auditTaps(of: s.view(named: "button")!)
        XCTAssertEqual(a.area, 2500, "only the quarter inside the clipping view is visible")
        XCTAssertEqual(a.share, 1, accuracy: 1e-12)
        let b = scene([view("button", 350, 350, 100, 100, kind: .button)], width: 400, height: 400)
        XCTAssertEqual(b.auditTaps(of: b.view(named: "button")!).area, 2500)
    }

    func testARoundButtonIsReachedOverItsCircleWithinOnePercent() {
        let s = scene([view("round", 10, 10, 44, 44, kind: .button, { $0.hitArea = .circle })])
        let a = s.auditTaps(of: s.view(named: "round")!)
        XCTAssertEqual(a.share, Double.pi / 4, accuracy: 0.01)
        XCTAssertEqual(a.blockers.map(\.blocker.kind), [.outsideView])
    }

    func testARotatedCardMatchesAFineGridOfHitTests() {
        let card = view("card", 60, 60, 120, 80, kind: .button)
        card.transform = ViewTransform(scaleX: 1, scaleY: 1, rotationDegrees: 30, translation: .zero)
        let s = scene([card, view("bar", 0, 90, 300, 30)], width: 300, height: 300)
        let audited = s.auditTaps(of: card).share
        XCTAssertEqual(audited, gridShare(s, card, step: 0.25), accuracy: 0.01)
        XCTAssertGreaterThan(audited, 0.4)
        XCTAssertLessThan(audited, 0.9)
    }

    func testNestedRectanglesMatchAFineGridExactly() {
        let s = scene(
            [
                view(
                    "panel", 20, 20, 200, 120,
                    subviews: [view("button", 10, 10, 150, 60, kind: .button, { $0.hitInsets = EdgeInsets(all: 8) })]),
                view("tag", 100, 0, 37, 55),
                view("hole", 0, 75, 300, 3, { $0.isHidden = true })
            ], width: 300, height: 200)
        let button = s.view(named: "button")!
        XCTAssertEqual(s.auditTaps(of: button).share, gridShare(s, button, step: 0.5), accuracy: 1e-9)
    }

    func testTheAuditListsTapTargetsUnreachableFirstAndSkipsPlainViews() {
        let s = scene([
            view("ok", 0, 0, 50, 50, kind: .button), view("plain", 0, 60, 50, 50),
            view("hidden", 0, 120, 50, 50, kind: .button, { $0.isHidden = true }),
            view("tapped", 60, 0, 50, 50, { $0.addGesture(GestureRecognizer(name: "t", kind: .tap)) })
        ])
        XCTAssertEqual(s.auditTaps().targets.map(\.target.name), ["hidden", "ok", "tapped"])
    }
}
