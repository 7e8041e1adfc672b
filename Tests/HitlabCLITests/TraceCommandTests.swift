import Foundation
import XCTest

/// `hitlab trace`: the contract's JSON object, valid JSON on every bundled scene, the text
/// trace's sentences and rules, and a drag that a pan gesture takes over.
final class TraceCommandLineTests: XCTestCase {
    /// The contract's example through the real program (the exact text is TraceOutputTests'
    /// business): the round button's click, its visits, chain, deliveries and action.
    func testJSONIsTheContractsObject() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"])
        let run = hitlab(["trace", "Scenes/04-round-button.yaml", "--at", "240,160", "--json"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["scene"] as? String, "Scenes/04-round-button.yaml")
        XCTAssertEqual(json["point"] as? [Int], [240, 160])
        XCTAssertEqual(
            (json["visits"] as? [[String: Any]])?.map { $0["view"] as? String }, ["window", "card", "roundButton"])
        XCTAssertEqual(
            (json["visits"] as? [[String: Any]])?.map { $0["verdict"] as? String }, ["entered", "entered", "hit"])
        XCTAssertEqual(json["hit"] as? String, "roundButton")
        XCTAssertEqual(
            json["chain"] as? [String],
            ["roundButton", "card", "cardVC", "window", "windowScene", "application", "appDelegate"])
        XCTAssertEqual((json["deliveries"] as? [[String: Any]])?.map { $0["phase"] as? String }, ["began", "ended"])
        XCTAssertEqual((json["actions"] as? [[String: Any]])?.first?["handledBy"] as? String, "cardVC")
        XCTAssertEqual((json["gestures"] as? [Any])?.count, 0)
    }

    /// On every bundled scene, a click at (100, 100) prints one JSON object with the contract's
    /// keys, naming the scene and the point, its traversal starting at the window and ending
    /// at the hit view, which heads the chain.
    func testJSONIsValidOnEveryBundledScene() throws {
        XCTAssertEqual(bundledScenes.count, 36)
        let s = try bundledProject()
        for scene in bundledScenes {
            let run = hitlab(["trace", scene, "--at", "100,100", "--json"], in: s.path)
            XCTAssertEqual(run.status, 0, "\(scene): \(run.summary)")
            guard let object = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] else {
                XCTFail("trace --json on \(scene) is not a JSON object: \(run.stdout.prefix(300))")
                continue
            }
            XCTAssertEqual(
                Set(object.keys), ["scene", "point", "visits", "hit", "chain", "deliveries", "actions", "gestures"],
                scene)
            XCTAssertEqual(object["scene"] as? String, scene)
            XCTAssertEqual(object["point"] as? [Double], [100, 100], scene)
            let visits = object["visits"] as? [[String: Any]] ?? []
            // W1: the front window is asked first (scene 24's toast window), with the point in its
            // own coordinates (scene 35's search panel window starts at (330, 110) on the screen).
            let front: (name: String, point: [Double]) =
                scene.hasSuffix("24-windows.yaml")
                ? ("toastWindow", [100, 100])
                : scene.hasSuffix("35-key-window.yaml") ? ("searchWindow", [-230, -10]) : ("window", [100, 100])
            XCTAssertEqual(visits.first?["view"] as? String, front.name, scene)
            XCTAssertEqual(visits.first?["depth"] as? Int, 0, scene)
            XCTAssertEqual(visits.first?["point"] as? [Double], front.point, scene)
            let hit = object["hit"] as? String
            XCTAssertNotNil(hit, "\(scene) hits a view at (100, 100)")
            // The hit view is the last visit returned as itself, or the view an overridden hitTest returned instead (C6).
            let returned =
                visits.last(where: { $0["verdict"] as? String == "hit" })?["view"] as? String
                ?? visits.last(where: { $0["returnedInstead"] != nil })?["returnedInstead"] as? String
            XCTAssertEqual(returned, hit, scene)
            let chain = object["chain"] as? [String] ?? []
            XCTAssertEqual(chain.first, hit, scene)
            XCTAssertEqual(Array(chain.suffix(2)), ["application", "appDelegate"], scene)
            XCTAssertEqual(run.stderr, "", scene)
        }
    }

    func testTextNamesTheHitViewAndTheRules() throws {
        let s = try bundledProject(scenes: ["Scenes/01-click-e.yaml"])
        let run = hitlab(["trace", "Scenes/01-click-e.yaml", "--at", "510,280"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertTrue(
            run.stdout.contains(
                "\n 9. The hit view is E: the touch is bound to it for its whole life; every phase the views receive starts there. [H3, H4, T1]\n"
            ),
            "trace text names the hit view: \(run.stdout)")
        XCTAssertTrue(
            run.stdout.contains(
                "\n 2. window at (510, 280): inside its bounds, so it asks its 1 subview, frontmost first. [H2, H3]\n"),
            "trace text names rules: \(run.stdout)")
    }

    func testADragThatAPanTakesOverIsInTheJSON() throws {
        let s = try bundledProject(scenes: ["Scenes/13-control-vs-gesture.yaml"])
        let run = hitlab(
            ["trace", "Scenes/13-control-vs-gesture.yaml", "--drag", "280,275:280,120", "--json"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertTrue(
            run.stdout.contains("\n  \"drag\": {\"from\": [280, 275], \"to\": [280, 120]},\n"),
            "drag in JSON: \(run.stdout)")
        XCTAssertTrue(
            run.stdout.contains(
                """
                  "gestures": [
                    {"name": "card.tap", "view": "card", "kind": "tap", "state": "failed"},
                    {"name": "card.pan", "view": "card", "kind": "pan", "state": "recognized"}
                  ]

                """), "pan recognized in JSON: \(run.stdout)")
    }
    /// A point typed with spaces, a tab or a no-break space around its numbers (as pasted from
    /// a document) is the same click.
    func testAPointWithSpacesIsTheSameClick() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml"])
        let plain = hitlab(["trace", "Scenes/04-round-button.yaml", "--at", "240,160"], in: s.path)
        let spaced = hitlab(["trace", "Scenes/04-round-button.yaml", "--at", " 240 ,\u{00A0}160\t"], in: s.path)
        XCTAssertEqual(plain.status, 0, plain.summary)
        XCTAssertEqual(spaced.status, 0, spaced.summary)
        XCTAssertEqual(spaced.stdout, plain.stdout)
        XCTAssertTrue(plain.stdout.contains("roundButton"), plain.stdout)
        let broken = hitlab(["trace", "Scenes/04-round-button.yaml", "--at", "240 160"], in: s.path)
        XCTAssertEqual(broken.status, 2, broken.summary)
        XCTAssertTrue(broken.stderr.hasPrefix("hitlab: error: "), broken.stderr)
        XCTAssertTrue(broken.stderr.contains("hitlab trace <scene>"), broken.stderr)
    }
}
