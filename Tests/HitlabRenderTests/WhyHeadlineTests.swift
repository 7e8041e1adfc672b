import Foundation
import HitlabCore
import HitlabScene
import XCTest

/// `why`'s answer never contradicts itself: for every view of every bundled scene and real
/// dump, what it says happens first (the hit test) and then (a recognizer) is what a click at
/// its point does, read from the click's own trace.
final class WhyHeadlineTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func everyScene() throws -> [(String, Scene)] {
        let fm = FileManager.default
        let scenes = try fm.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "Scenes/" + $0 }
        let dumps = try fm.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Tests/Dumps").path)
            .filter { $0.hasSuffix(".txt") }.sorted().map { "Tests/Dumps/" + $0 }
        return try (scenes + dumps).map {
            ($0, try SceneLoader.loadSceneOrDump(path: Self.root.appendingPathComponent($0).path).0.scene)
        }
    }

    func testTheHeadlineFollowsTheHitTestThenTheRecognizers() throws {
        var views = 0, reached = 0, cancelled = 0, missed = 0, offScreen = 0
        for (path, scene) in try everyScene() {
            var all: [View] = []
            scene.forEachView { v, _ in all.append(v) }
            for v in all {
                let a = scene.why(v)
                let trace = scene.run(.click(a.point))
                let label = "\(path): \(v.name) at \(a.point)"
                views += 1
                // What the click itself did: its hit view, and whether that is the view or one
                // inside it whose touch gets to the view (a delivery, or the view's recognizers).
                let hit = trace.hit
                let inside = hit.map { h in h === v || h.ancestry.contains { $0 === v } } ?? false
                let delivered = trace.deliveries.contains { $0.responder === v }
                let seenByOwnRecognizers = trace.gestures.contains { g in v.gestures.contains { $0 === g.recognizer } }
                switch a.outcome {
                case .reached:
                    reached += 1
                    XCTAssertTrue(
                        inside || a.returnedBy != nil,
                        "\(label): says reached, but the hit test returns \(hit?.name ?? "nil")")
                    XCTAssertTrue(
                        hit === v || delivered || seenByOwnRecognizers,
                        "\(label): says reached, but nothing of the touch gets to it")
                    // Cancelled only by a recognizer of its own that recognized (the tap is its), or
                    // by a text field's own tap, which focuses it (A5).
                    let ownRecognized = trace.gestures.contains { g in
                        g.state == .recognized && v.gestures.contains { $0 === g.recognizer }
                    }
                    XCTAssertTrue(
                        ownRecognized
                            || !trace.deliveries.contains {
                                $0.responder === v && $0.phase == .cancelled && $0.cancelCause != .textFieldTap
                            },
                        "\(label): says reached, but its touch is cancelled")
                case .cancelled(let by):
                    cancelled += 1
                    XCTAssertTrue(
                        inside, "\(label): says the hit test reaches it, but it returns \(hit?.name ?? "nil")")
                    XCTAssertNotNil(by.recognizer ?? by.view, label)
                case .hitTestMisses, .offScreen:
                    if case .offScreen = a.outcome { offScreen += 1 } else { missed += 1 }
                    // The hit test does not return it, nor a view inside it whose touch gets to it.
                    XCTAssertFalse(hit === v, "\(label): says the hit test misses it, but the hit test returns it")
                    if inside {
                        XCTAssertFalse(
                            delivered || seenByOwnRecognizers,
                            "\(label): says the hit test misses it, but its touch gets there from \(hit?.name ?? "")")
                    }
                    XCTAssertFalse(a.reached, label)
                }
                // A note that a view inside is hit holds only where it is the hit test's answer.
                for b in a.blockers where b.kind == .descendant && !b.blocks {
                    XCTAssertTrue(
                        b.view === hit,
                        "\(label): a note says \(b.view?.name ?? "") is hit, but the hit test returns \(hit?.name ?? "nil")"
                    )
                }
            }
        }
        print(
            "why headlines: \(views) views; reached \(reached), cancelled \(cancelled), missed \(missed), off screen \(offScreen)"
        )
        XCTAssertGreaterThan(
            cancelled, 0, "some view is reached by the hit test and then cancelled (scene 14's zoomCard)")
        XCTAssertGreaterThan(offScreen, 0, "some view is scrolled off screen")
    }

    /// The window asks `why` quickly on a click (the share roughed out, so no frame waits):
    /// what it shows, the answer and every reason, is the full answer's.
    func testTheWindowsQuickAnswerSaysWhatTheFullOneSays() throws {
        var compared = 0
        for (path, scene) in try everyScene() {
            scene.forEachView { v, _ in
                let full = scene.why(v)
                let quick = scene.why(v, at: full.point, quick: true)
                let label = "\(path): \(v.name)"
                XCTAssertEqual(quick.reached, full.reached, label)
                XCTAssertEqual(quick.offScreen, full.offScreen, label)
                XCTAssertTrue(quick.hit === full.hit, label)
                XCTAssertEqual(
                    quick.blockers.map { "\($0.kind) \($0.view?.name ?? "") \($0.blocks)" },
                    full.blockers.map { "\($0.kind) \($0.view?.name ?? "") \($0.blocks)" }, label)
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 800, "every view of the bundled scenes and dumps")
    }
}
