import HitlabCore
import HitlabWords
import XCTest

/// The contract's JSON and the student's sentences.
final class TraceOutputTests: XCTestCase {
    /// The scene from the scene-format contract's complete example.
    private func roundButtonScene() -> Scene {
        let button = view(
            "roundButton", 140, 60, 120, 120, kind: .button,
            {
                $0.hitArea = .circle; $0.action = "buttonTapped"
            })
        let card = view("card", 40, 40, 400, 240, { $0.touches = .handle }, subviews: [button])
        card.setController(ViewController(name: "cardVC", responds: ["buttonTapped"]))
        // The contract's example predates window scenes: the chain before iOS 13 (R3).
        return scene([card], width: 480, height: 320, windowScene: false)
    }

    func testJSONIsExactlyTheContractsExample() {
        let s = roundButtonScene()
        let interaction = Interaction.click(Point(240, 160))
        let json = TraceJSON(scenePath: "Scenes/round-button.yaml", interaction: interaction, trace: s.run(interaction))
            .render()
        XCTAssertEqual(
            json,
            """
            {
              "scene": "Scenes/round-button.yaml",
              "point": [240, 160],
              "visits": [
                {"view": "window", "depth": 0, "point": [240, 160], "verdict": "entered"},
                {"view": "card", "depth": 1, "point": [200, 120], "verdict": "entered"},
                {"view": "roundButton", "depth": 2, "point": [60, 60], "verdict": "hit"}
              ],
              "hit": "roundButton",
              "chain": ["roundButton", "card", "cardVC", "window", "application", "appDelegate"],
              "deliveries": [
                {"responder": "roundButton", "phase": "began", "outcome": "handled"},
                {"responder": "roundButton", "phase": "ended", "outcome": "handled"}
              ],
              "actions": [{"name": "buttonTapped", "sender": "roundButton", "target": null, "handledBy": "cardVC"}],
              "gestures": []
            }
            """)
    }

    func testJSONForAMissWithGesturesAndADrag() {
        let s = scene([view("a", 0, 0, 100, 100, { $0.addGesture(GestureRecognizer(name: "a.pan", kind: .pan)) })])
        let drag = Interaction.drag(from: Point(10, 10), to: Point(60.5, 10))
        let json = TraceJSON(scenePath: "x \"q\".yaml", interaction: drag, trace: s.run(drag)).render()
        XCTAssertTrue(json.contains(#""scene": "x \"q\".yaml""#))
        XCTAssertTrue(json.contains(#""drag": {"from": [10, 10], "to": [60.5, 10]}"#))
        XCTAssertTrue(
            json.contains(#""gestures": [{"name": "a.pan", "view": "a", "kind": "pan", "state": "recognized"}]"#))
        let miss = Interaction.click(Point(900, 900))
        let missJSON = TraceJSON(scenePath: "s", interaction: miss, trace: s.run(miss)).render()
        XCTAssertTrue(missJSON.contains(#""hit": null"#))
        XCTAssertTrue(missJSON.contains(#""chain": []"#))
        XCTAssertTrue(
            missJSON.contains(#""visits": [{"view": "window", "depth": 0, "point": [900, 900], "verdict": "outside"}]"#)
        )
    }

    func testNarrationNamesTheRuleBehindEveryStep() {
        let s = roundButtonScene()
        let lines = Narrator(scene: s).lines(for: s.click(185, 105))
        XCTAssertTrue(lines.allSatisfy { !$0.rules.isEmpty }, lines.map(\.rendered).joined(separator: "\n"))
        let text = lines.map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(text.contains("roundButton at (5, 5): outside its circular hit area"), text)
        XCTAssertTrue(text.contains("[H2, C1]"))
        XCTAssertTrue(text.contains("card: none of its subviews took the point, so it returns itself. [H4]"))
    }

    func testNarrationExplainsAlphaAndTheDroppedAction() {
        let faded = view("faded", 0, 0, 100, 100, { $0.alpha = 0.01 })
        let button = view("b", 0, 100, 100, 100, kind: .button, { $0.action = "nobodyHome" })
        let s = scene([faded, button])
        let text = Narrator(scene: s).lines(for: s.click(10, 10)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(
            text.contains("alpha is 0.01, stored as 0.009999999776482582 (a 32-bit float), less than 0.01"), text)
        let clicked = Narrator(scene: s).lines(for: s.click(10, 110)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(clicked.contains("nobody implements it, so it is dropped. [A2, R5]"), clicked)
    }
}
