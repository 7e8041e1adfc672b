import Foundation
import XCTest

/// `hitlab why`, `under` and `audit`, and the `reachable` check, as an engineer runs them.
final class WhyNotCommandTests: XCTestCase {
    static let navigationDump = "Tests/Dumps/07-sentry-sample-app-navigation-sentry-mock.txt"

    private func json(_ run: Run) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.summary)
    }

    /// Issue 20's question: a button of the outgoing list mid-push, tapped with no point given.
    func testOneWhyNamesBothBlockersOfTheButtonInTheOutgoingList() throws {
        let run = hitlab(["why", Self.navigationDump, "--view", "UIButton-69a0", "--json"])
        XCTAssertEqual(run.status, 0, run.summary)
        let answer = try json(run)
        XCTAssertEqual(answer["reached"] as? Bool, false)
        XCTAssertEqual(answer["view"] as? String, "UIButton-69a0")
        XCTAssertEqual(
            answer["pointOf"] as? String, "visiblePart",
            "its centre is off the window: the outgoing view slid 112 pt left")
        let reasons = try XCTUnwrap(answer["reasons"] as? [[String: Any]])
        let named = reasons.map { "\($0["kind"]!) \($0["view"]!) \($0["in"] ?? "-") \($0["rule"]!)" }
        XCTAssertTrue(
            named.contains("covered UIView-7fd0 UIView-8e80 H3"), "the incoming controller's view in front: \(named)")
        XCTAssertTrue(
            named.contains("interactionOff UIView-9060 - H1"), "the outgoing container mid-transition: \(named)")
        XCTAssertEqual(reasons.last?["pattern"] as? String, "transitionInFlight")
        XCTAssertEqual(answer["hit"] as? String, "UIView-7fd0")
        XCTAssertTrue(reasons.allSatisfy { ($0["text"] as? String)?.isEmpty == false && $0["fix"] is String })
    }

    func testTheAuditListsEveryButtonOfTheOutgoingListAsUnreachable() throws {
        let run = hitlab(["audit", Self.navigationDump, "--json"])
        XCTAssertEqual(run.status, 0, run.summary)
        let targets = try XCTUnwrap(json(run)["targets"] as? [[String: Any]])
        // The 23 UIButtons inside the outgoing controller's view (UIView-9060), each with its title.
        let text = try String(contentsOfFile: projectRoot + "/" + Self.navigationDump, encoding: .utf8)
        let outgoing = text.split(separator: "\n").drop { !$0.contains("UIView: 0x7f893fe59060") }.prefix {
            !$0.contains("_UIParallaxDimmingView")
        }
        let buttons = outgoing.filter { $0.contains("<UIButton: 0x") }.map { line -> String in
            let address = line.components(separatedBy: "<UIButton: 0x")[1].prefix(12)
            return "UIButton-" + address.suffix(4)
        }
        XCTAssertEqual(buttons.count, 23)
        for name in buttons {
            let t = try XCTUnwrap(targets.first { $0["view"] as? String == name }, name)
            XCTAssertEqual(t["reachable"] as? Double, 0, name)
        }
        // Unreachable first: the first 23 targets include all of them.
        let lines = hitlab(["audit", Self.navigationDump]).stdout.split(separator: "\n")
        XCTAssertTrue(lines[0].contains("27 tap targets; no tap reaches 27"), String(lines[0]))
    }

    func testTheAuditOfARoundButtonSaysHowSureItIs() throws {
        let run = hitlab(["audit", "Scenes/04-round-button.yaml", "--json"])
        XCTAssertEqual(run.status, 0, run.summary)
        let targets = try XCTUnwrap(json(run)["targets"] as? [[String: Any]])
        let round = try XCTUnwrap(targets.first { $0["view"] as? String == "roundButton" })
        XCTAssertEqual(round["reachable"] as? Double ?? 0, Double.pi / 4, accuracy: 0.01)
        let uncertain = try XCTUnwrap(round["uncertain"] as? Double)
        XCTAssertGreaterThan(uncertain, 0, "a circle's edge is sampled")
        XCTAssertLessThanOrEqual(uncertain, 0.01)
    }

    func testUnderListsTheViewsFrontToBackWithWhatTheHitTestDid() throws {
        let s = try Scratch()
        _ = try s.write(
            "stack.yaml",
            """
            size: [200, 200]
            window:
              subviews:
                - {name: list, frame: [0, 0, 200, 200], subviews: [{name: buy, kind: button, frame: [10, 10, 100, 40]}]}
                - {name: glass, frame: [0, 0, 200, 100], passThrough: true}
                - {name: banner, frame: [0, 0, 200, 30]}
                - {name: sheet, frame: [0, 0, 200, 30], hidden: true}
            """)
        let run = hitlab(["under", "stack.yaml", "--at", "20,20"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(
            lines(run.stdout).map { $0.replacingOccurrences(of: #" +"#, with: " ", options: .regularExpression) },
            [
                "6 views under (20, 20), front to back; the hit test returns banner:",
                " sheet UIView [0, 0, 200, 30] skipped: hidden [H1]",
                " banner UIView [0, 0, 200, 30] hit [H4]",
                " glass UIView [0, 0, 200, 100] never asked: a view in front answered first (banner) [H3]",
                " buy UIButton [10, 10, 100, 40] never asked: a view in front answered first (banner) [H3]",
                " list UIView [0, 0, 200, 200] never asked: a view in front answered first (banner) [H3]",
                " window UIWindow [0, 0, 200, 200] returned banner, from inside it [H3]"
            ])
    }

    /// A view whose subview takes the tap: the hit test does ask it (H3) and returns the
    /// subview; `why` must not say the hit test never reaches it.
    func testWhyOnAViewWhoseSubviewTakesTheTapSaysTheHitTestReturnsThatSubview() {
        for (lang, headline) in [
            (
                "en",
                "card at (240, 160): the hit test asks it and returns roundButton, a view inside it, so the touch goes to roundButton first, not to it."
            ),
            ("zh-Hans", "点 card，位置 (240, 160)：命中测试检查到了它，但返回的是它里面的子视图 roundButton，所以这次触摸先交给 roundButton，而不是直接交给它。")
        ] {
            let run = hitlab(["why", "Scenes/04-round-button.yaml", "--view", "card", "--at", "240,160", "--lang", lang]
            )
            XCTAssertEqual(run.status, 0, run.summary)
            XCTAssertEqual(run.stdout.split(separator: "\n").first.map(String.init), headline, run.stdout)
        }
        // A view the hit test never gets to still says so.
        let outside = hitlab(["why", "Scenes/04-round-button.yaml", "--view", "roundButton", "--at", "20,20"])
        XCTAssertTrue(outside.stdout.contains("the hit test does not reach it"), outside.stdout)
    }

    func testWhySpeaksChineseAndAnUnknownViewIsAClearError() {
        let zh = hitlab(["why", "Scenes/05-expanded-hit-area.yaml", "--view", "closeButton", "--lang", "zh-Hans"])
        XCTAssertTrue(zh.stdout.contains("命中测试返回"), zh.summary)
        let wrong = hitlab(["why", "Scenes/04-round-button.yaml", "--view", "roundButon"])
        XCTAssertEqual(wrong.status, 2, wrong.summary)
        XCTAssertEqual(
            wrong.stderr,
            "Scenes/04-round-button.yaml: error: no view named 'roundButon'; did you mean 'roundButton'?\n")
    }

    /// A team guards a screen's taps in CI: the check passes, then an overlay lands in front.
    func testAReachableCheckFailsWhenAnOverlayIsAdded() throws {
        let s = try Scratch()
        let scene = """
            size: [300, 200]
            window:
              subviews:
                - {name: buy, kind: button, frame: [20, 20, 120, 44]}
            checks:
              - reachable: {view: buy, min: 0.9}
                note: the buy button takes taps
            """
        _ = try s.write("screen.yaml", scene)
        let ok = hitlab(["check", "screen.yaml", "--junit", "ok.xml"], in: s.path)
        XCTAssertEqual(ok.status, 0, ok.summary)
        _ = try s.write(
            "screen.yaml",
            scene.replacingOccurrences(
                of: "frame: [20, 20, 120, 44]}",
                with: "frame: [20, 20, 120, 44]}\n    - {name: promo, frame: [0, 0, 300, 40]}"))
        let failed = hitlab(["check", "screen.yaml", "--junit", "failed.xml"], in: s.path)
        XCTAssertEqual(failed.status, 1, failed.summary)
        XCTAssertTrue(
            failed.stderr.contains(
                "screen.yaml:7:5: error: check 1: reachable: expected a tap to reach at least 90% of buy, got 54.5% (covered by promo 45.5%)"
            ), failed.stderr)
        let junit = try String(contentsOfFile: s.path + "/failed.xml", encoding: .utf8)
        XCTAssertTrue(
            junit.contains("<failure message=\"reachable: expected a tap to reach at least 90% of buy"), junit)
    }

    func testAReachableCheckNamingNoViewIsALoadError() throws {
        let s = try Scratch()
        _ = try s.write("bad.yaml", "size: [100, 100]\nwindow: {}\nchecks:\n  - reachable: {view: nothing, min: 2}\n")
        let run = hitlab(["validate", "bad.yaml"], in: s.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(run.stderr.contains("bad.yaml:4:37: error: 'min' must be from 0 to 1"), run.stderr)
    }
}
