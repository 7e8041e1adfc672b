import HitlabCore
import HitlabScene
import XCTest

/// A check's `changes` (T6): loaded with their views, every misuse positioned.
final class LoaderChangesTests: XCTestCase {
    func testChangesReachTheCheckWithTheirViews() throws {
        let yaml = """
            size: [100, 100]
            window: {subviews: [{name: b, kind: button, frame: [0, 0, 50, 50]}]}
            checks:
              - click: [10, 10]
                changes: [{at: 0.05, view: b, set: {hidden: true, alpha: 0.5}}, {at: 0.1, view: b, remove: true}]
                hit: b
            """
        let scene = try SceneLoader.load(text: yaml, path: "t.yaml").scene
        let changes = try XCTUnwrap(scene.checks.first?.changes)
        XCTAssertEqual(changes.map(\.what), [.hidden(true), .alpha(0.5), .removed])
        XCTAssertTrue(changes.allSatisfy { $0.view === scene.view(named: "b") })
    }

    func testMisusesArePositioned() {
        let found = errors(
            """
            size: [100, 100]
            window: {subviews: [{name: v, frame: [0, 0, 50, 50]}]}
            checks:
              - click: [10, 10]
                hit: v
                changes: [{at: 0.1, view: v, set: {enabled: false}}, {at: 0.1, view: w, remove: true},
                  {at: 90, view: v, remove: true}, {view: v, remove: true}, {at: 0, view: window, remove: true},
                  {at: 0, view: v, set: {hidden: true}, remove: true}]
            """)
        XCTAssertEqual(found.count, 6, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("'enabled' applies to controls only: 'v' is a view") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("'w'") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("'at' must be") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("a change needs 'at'") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("'window' has no superview to be removed from") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("a change has 'set' or 'remove: true'") }, "\(found)")
    }
}

/// A recognizer's finger counts (G6): `touches`, `minimumTouches`, `maximumTouches`.
final class LoaderTouchCountTests: XCTestCase {
    func testFingerCountsReachTheRecognizersAndMisusesArePositioned() throws {
        let yaml = """
            size: [100, 100]
            window: {subviews: [{name: v, frame: [0, 0, 50, 50], gestures: [
              {name: t, kind: tap, touches: 2}, {name: p, kind: pan, minimumTouches: 2, maximumTouches: 3}]}]}
            """
        let v = try XCTUnwrap(try SceneLoader.load(text: yaml, path: "t.yaml").scene.view(named: "v"))
        XCTAssertEqual(v.gestures.map(\.touchesRequired), [2, 1])
        XCTAssertEqual(v.gestures.last?.minimumTouches, 2)
        XCTAssertEqual(v.gestures.last?.maximumTouches, 3)
        let found = errors(
            """
            size: [100, 100]
            window: {subviews: [{name: v, frame: [0, 0, 50, 50], gestures: [
              {name: a, kind: pan, touches: 2}, {name: b, kind: tap, maximumTouches: 2},
              {name: c, kind: pan, minimumTouches: 3, maximumTouches: 2}]}]}
            """)
        XCTAssertEqual(found.count, 3, "\(found)")
        XCTAssertTrue(found[0].contains("a pan takes 'minimumTouches' and 'maximumTouches'"), "\(found)")
        XCTAssertTrue(found[1].contains("'maximumTouches' applies to pans only"), "\(found)")
        XCTAssertTrue(found[2].contains("'maximumTouches' (2) must be at least 'minimumTouches' (3)"), "\(found)")
    }
}

/// A screen-edge pan's `edges`.
final class LoaderScreenEdgeTests: XCTestCase {
    func testEdgesAreRequiredAndOnlyForScreenEdgePans() throws {
        let yaml = """
            size: [100, 100]
            window: {subviews: [{name: v, frame: [0, 0, 50, 50], gestures: [{name: e, kind: screenEdgePan, edges: [left, bottom]}]}]}
            """
        let v = try XCTUnwrap(try SceneLoader.load(text: yaml, path: "t.yaml").scene.view(named: "v"))
        XCTAssertEqual(v.gestures.first?.edges, [.left, .bottom])
        let found = errors(
            """
            size: [100, 100]
            window: {subviews: [{name: v, frame: [0, 0, 50, 50], gestures: [{name: a, kind: screenEdgePan},
              {name: b, kind: pan, edges: [left]}, {name: c, kind: screenEdgePan, edges: [lef]}]}]}
            """)
        XCTAssertEqual(found.count, 3, "\(found)")
        XCTAssertTrue(found[0].contains("a screenEdgePan needs 'edges'"), "\(found)")
        XCTAssertTrue(found[1].contains("'edges' applies to screen-edge pans only"), "\(found)")
        XCTAssertTrue(found[2].contains("did you mean 'left'"), "\(found)")
    }
}
