import Foundation
import HitlabScene
import XCTest

@testable import HitlabCore

/// Issue 20: `why`, `under` and `audit` on every bundled scene and every real dump, held to
/// the hit test itself: at every point of a grid, a tap reaches a view exactly when the hit
/// view is that view or passes the touch up to it, and every blocker named really blocks.
final class WhyNotConsistencyTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func everyScene() throws -> [(String, Scene)] {
        let fm = FileManager.default
        let scenes = try fm.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Scenes").path).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        let dumps = try fm.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Tests/Dumps").path).filter {
            $0.hasSuffix(".txt")
        }.sorted()
        XCTAssertGreaterThanOrEqual(scenes.count, 23)
        XCTAssertGreaterThanOrEqual(dumps.count, 17)
        return try scenes.map {
            ($0, try SceneLoader.load(path: Self.root.appendingPathComponent("Scenes/" + $0).path).scene)
        }
            + dumps.map {
                (
                    $0,
                    DumpImporter.scene(
                        try DumpImporter.importFile(Self.root.appendingPathComponent("Tests/Dumps/" + $0).path))
                )
            }
    }

    /// What the hit test says: the view is hit, or a view inside it is and the touch gets there.
    private func hitTestReaches(_ scene: Scene, _ target: View, _ p: Point) -> Bool {
        guard let hit = scene.hitTestUntraced(p) else { return false }
        if hit === target { return true }
        guard hit.ancestry.contains(where: { $0 === target }) else { return false }
        if target.gestures.contains(where: \.isEnabled) { return true }
        for r in scene.responderChain(from: hit) {
            if r === target { return true }
            if r.touches == .handle { return false }
        }
        return false
    }

    /// Every view but the window of every scene, with the points of a grid `across` cells wide.
    private func everyViewAtGridPoints(across: Double, _ body: (String, Scene, View, [Point]) -> Void) throws {
        for (file, scene) in try everyScene() {
            let step = max(scene.size.width, scene.size.height) / across
            var points: [Point] = []
            var y = step / 2
            while y < scene.size.height {
                var x = step / 3
                while x < scene.size.width { points.append(Point(x, y)); x += step }
                y += step
            }
            scene.forEachView { v, _ in if !v.isWindow { body(file, scene, v, points) } }
        }
    }

    func testReachAgreesWithTheHitTestAtEveryPointOfEveryScene() throws {
        var compared = 0
        try everyViewAtGridPoints(across: 23) { file, scene, target, points in
            for p in points {
                let reach = scene.tapReach(to: target, at: p)
                XCTAssertEqual(reach.reached, hitTestReaches(scene, target, p), "\(file): \(target.name) at \(p)")
                // A reach with no blocking reason is a reach; one with a reason is not.
                XCTAssertEqual(
                    reach.reached,
                    reach.returnedBy != nil || reach.blockers.allSatisfy { !$0.blocks } && reach.returned != nil,
                    "\(file): \(target.name) at \(p)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 50_000)
    }

    /// The audit's plan (everything but the point worked out once) gives the walk's answer.
    func testTheAuditsPlanAgreesWithTheWalkAtEveryPoint() throws {
        var compared = 0, fullWalks = 0
        try everyViewAtGridPoints(across: 17) { file, scene, target, points in
            var plan = ReachPlan(target, in: scene, toWindow: { $0.matrixToScreen })
            // A plan that needs the full walk is compared too, through the walk it takes.
            if plan.needsFullWalk { fullWalks += 1 }
            for p in points {
                let walk = scene.tapReach(to: target, at: p)
                let planned = plan.needsFullWalk ? plan.fullWalk(at: p, in: scene) : plan.reach(at: p, in: scene)
                XCTAssertEqual(planned.reached, walk.reached, "\(file): \(target.name) at \(p)")
                XCTAssertEqual(
                    planned.blocking.map { plan.blockers[$0].key }, walk.blockers.filter(\.blocks).map(\.key),
                    "\(file): \(target.name) at \(p)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 20_000)
        XCTAssertGreaterThan(fullWalks, 0, "some target's plan needs the full walk (a C6 override, a window in front)")
    }

    /// `why` with no point, on every tap target: a tap it says reaches lands on the target, inside
    /// it or on the view a C6 override returns; one it says does not always has a blocking reason.
    func testWhyAnswersEveryTapTargetOfEveryScene() throws {
        var asked = 0
        for (file, scene) in try everyScene() {
            var targets: [View] = []
            scene.window.forEachInTree { v, _ in if v.isTapTarget { targets.append(v) } }
            for target in targets {
                let a = scene.why(target)
                if a.reached {
                    let hit = try XCTUnwrap(a.hit, "\(file): \(target.name)")
                    XCTAssertTrue(
                        hit.ancestry.contains { $0 === target },
                        "\(file): \(target.name) reached, but \(hit.name) is hit")
                } else {
                    XCTAssertTrue(
                        a.blockers.contains(where: \.blocks), "\(file): \(target.name) not reached with no reason")
                }
                XCTAssertFalse(a.blockers.contains { $0.sentence(target: target, in: .zhHans).isEmpty }, file)
                asked += 1
            }
        }
        XCTAssertGreaterThan(asked, 150)
    }

    func testUnderListsTheHitViewAndEveryViewItWalkedPast() throws {
        for (file, scene) in try everyScene() {
            let p = Point(scene.size.width / 2, scene.size.height / 3)
            let (hit, views) = scene.viewsUnder(p)
            // The view a click there gets (an animation the touch starts included, H7).
            XCTAssertEqual(hit === scene.click(p.x, p.y).hit, true, file)
            let hits = views.filter { if case .hit = $0.fate { return true } else { return false } }
            XCTAssertEqual(hits.map(\.view.name), hit.map { [$0.name] } ?? [], file)
            XCTAssertEqual(views.last?.view.name, scene.window.name, "\(file): the window is at the back")
        }
        // Scene 33: the orange button is skipped while its animation waits (H7), as a tap finds.
        let moving = try SceneLoader.load(path: Self.root.appendingPathComponent("Scenes/33-moving-button.yaml").path)
            .scene
        let (hit, views) = moving.viewsUnder(Point(490, 55))
        XCTAssertEqual(hit?.name, "shop")
        XCTAssertEqual(moving.click(490, 55).hit?.name, "shop")
        guard case .skipped(let verdict) = views.first(where: { $0.view.name == "laterButton" })?.fate else {
            return XCTFail("laterButton is not listed as skipped")
        }
        XCTAssertEqual(verdict, .animating)
    }

    func testTheAuditNeverClaimsMoreThanTheVisibleAreaAndEveryTargetHasAnAnswer() throws {
        for (file, scene) in try everyScene() {
            for t in scene.auditTaps().targets {
                XCTAssertLessThanOrEqual(t.reachedArea, t.area + 1e-6, "\(file): \(t.target.name)")
                if t.share < 0.999 && t.area > 0 {
                    XCTAssertFalse(
                        t.blockers.isEmpty,
                        "\(file): \(t.target.name) is \(formatPercent(t.share)) reached with no reason")
                }
                if let p = t.reachedPoint {
                    XCTAssertTrue(scene.tapReach(to: t.target, at: p).reached, "\(file): \(t.target.name) at \(p)")
                }
            }
        }
    }
}

/// The reasons of `why`, read from a real dump (07: the Sentry sample app mid-push).
final class WhyNotRealDumpTests: XCTestCase {
    func testAHiddenZeroWidthTitleInANonInteractiveBarNamesEveryReason() throws {
        let path = WhyNotConsistencyTests.root.appendingPathComponent(
            "Tests/Dumps/07-sentry-sample-app-navigation-sentry-mock.txt"
        ).path
        let scene = DumpImporter.scene(try DumpImporter.importFile(path))
        let label = try XCTUnwrap(scene.view(named: "UILabel-dd40"))
        let answer = scene.why(label)
        XCTAssertFalse(answer.reached)
        XCTAssertEqual(
            answer.blockers.filter(\.blocks).map { "\($0.kind.rawValue):\($0.view?.name ?? "-")" },
            [
                "interactionOff:UINavigationBar-6f70",  // the bar has interaction off (H1)
                // the bar asks its front subviews first: the back button takes (0, 20) (H3)
                "covered:_UIButtonBarButton-0390",
                "hidden:_UINavigationBarLargeTitleView-08c0",  // the large title view is hidden (H1) ...
                "zeroSize:_UINavigationBarLargeTitleView-08c0",  // ... and 0 pt wide (H2)
                "interactionOff:UILabel-dd40",  // a UILabel starts non-interactive
                "zeroSize:UILabel-dd40"  // and this one is 0 x 0
            ])
        XCTAssertEqual(answer.blockers.first { $0.kind == .covered }?.inFront?.name, "_UINavigationBarContentView-7550")
    }
}
