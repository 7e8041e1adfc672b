import HitlabChecks
import HitlabCore
import HitlabWords
import XCTest

/// Issue 18's expectations: each view's deliveries, actions that must not be sent, and a
/// recognizer's states over time and action count. Each fails, naming its field, when the
/// trace says otherwise, and passes when it agrees.
final class CheckExpectationTests: XCTestCase {
    /// A card with a long press (target cardVC) and a button on it.
    private func scene() -> Scene {
        let press = GestureRecognizer(name: "card.longPress", kind: .longPress)
        press.action = "peeked"
        press.target = "cardVC"
        let button = view("buy", 10, 10, 80, 40, kind: .button, { $0.action = "buy" })
        let card = view(
            "card", 0, 0, 300, 300,
            { v in
                v.touches = .handle
                v.addGesture(press)
                v.setController(ViewController(name: "cardVC", responds: ["peeked", "buy"]))
            }, subviews: [button])
        return HitlabCoreTests.scene([card])
    }

    private func problems(_ configure: (inout Check) -> Void, _ interaction: Interaction) -> [String] {
        var check = Check(interaction: interaction)
        configure(&check)
        XCTAssertTrue(check.hasSemanticExpectations)
        return check.mismatches(in: scene().run(interaction))
    }

    private let hold = Interaction.click(Point(150, 150), hold: 0.8)

    func testDeliveriesAreComparedPhaseByPhase() {
        XCTAssertEqual(problems({ $0.deliveries = [("card", [.began, .cancelled])] }, hold), [])
        XCTAssertEqual(
            problems({ $0.deliveries = [("card", [.began, .ended])] }, hold),
            ["deliveries: expected card to receive [began, ended], got [began, cancelled]"])
        XCTAssertEqual(problems({ $0.deliveries = [("buy", [])] }, hold), [], "an empty list: nothing received")
    }

    func testNotSentFailsWhenTheActionWasSent() {
        XCTAssertEqual(problems({ $0.notSent = ["buy"] }, hold), [])
        XCTAssertEqual(
            problems({ $0.notSent = ["peeked"] }, hold),
            ["notSent: peeked must not be sent, but card.longPress, card.longPress sent it"])
    }

    func testAGesturesTimelineAndActionCount() {
        let right = ExpectedGesture(
            name: "card.longPress", state: .recognized, states: [.possible, .began, .recognized], actionCount: 2)
        XCTAssertEqual(problems({ $0.gestures = [right] }, hold), [])
        var wrong = right
        wrong.states = [.possible, .recognized]
        wrong.actionCount = 1
        XCTAssertEqual(
            problems({ $0.gestures = [wrong] }, hold),
            [
                "gestures: expected card.longPress to go through [possible, recognized], got [possible, began, recognized]",
                "gestures: expected card.longPress to call its action 1 time, got 2"
            ])
    }

    /// `times` and `minTimes`: the long press held 0.8 s sends peeked twice (began, ended); every
    /// field of the entry is compared on each of them, and nothing sent is left unaccounted.
    func testAnActionRepeatedTimesIsCountedAndEachOfItsFieldsCompared() {
        func expect(_ e: ExpectedAction) -> [String] { problems({ $0.actions = [e] }, hold) }
        var twice = ExpectedAction(name: "peeked", handledBy: "cardVC")
        twice.times = 2
        XCTAssertEqual(expect(twice), [])
        twice.times = 3
        XCTAssertEqual(expect(twice), ["actions: expected peeked 3 times in a row, got 2"])
        var once = ExpectedAction(name: "peeked")
        once.times = 1
        XCTAssertEqual(expect(once), ["actions: 1 more actions than expected: peeked"])
        var atLeast = ExpectedAction(name: "peeked", target: "someoneElse")
        atLeast.minTimes = 1
        XCTAssertEqual(
            expect(atLeast),
            [
                "actions: peeked: expected target someoneElse, got cardVC",
                "actions: peeked: expected target someoneElse, got cardVC"
            ])
    }
}
