import HitlabCore
import HitlabScene
import XCTest

/// A control's `events`, text fields, and the checks that read them (`firstResponder`, an
/// action's `event` and `state`).
final class LoaderControlEventTests: XCTestCase {
    func testEventsReachTheControlWithTheirTargets() throws {
        let yaml = """
            size: [100, 100]
            window: {subviews: [{name: root, frame: [0, 0, 100, 100], controller: {name: vc, responds: [a, b]},
              subviews: [
                {name: b, kind: button, frame: [0, 0, 50, 50], action: tap,
                 events: {touchDown: a, touchDragExit: {action: b, target: vc}}},
                {name: f, kind: textField, frame: [0, 60, 50, 30], events: {editingDidBegin: a}}]}]}
            checks:
              - click: [10, 70]
                firstResponder: f
                actions: [{name: a, event: editingDidBegin}]
            """
        let loaded = try SceneLoader.load(text: yaml, path: "t.yaml")
        let b = try XCTUnwrap(loaded.scene.view(named: "b"))
        XCTAssertEqual(b.actions(for: .touchDown), [ControlAction(name: "a")])
        XCTAssertEqual(b.actions(for: .touchDragExit), [ControlAction(name: "b", target: "vc")])
        XCTAssertEqual(b.actions(for: .touchUpInside), [ControlAction(name: "tap")])
        XCTAssertEqual(loaded.scene.view(named: "f")?.kind, .textField)
        let check = try XCTUnwrap(loaded.scene.checks.first)
        XCTAssertEqual(check.firstResponder, .some("f"))
        XCTAssertEqual(check.actions?.first?.event, .editingDidBegin)
    }

    func testMisusesArePositionedAndAMisspeltEventSuggestsTheRightOne() {
        XCTAssertEqual(
            errors(
                """
                size: [100, 100]
                window: {subviews: [{name: b, kind: button, frame: [0, 0, 50, 50], events: {touchDragExt: x}},
                  {name: f, kind: textField, frame: [0, 60, 50, 30], action: go},
                  {name: v, frame: [0, 0, 10, 10], events: {touchDown: x}},
                  {name: c, kind: button, frame: [0, 0, 5, 5], events: {touchDown: {target: v}}}]}
                checks: [{click: [1, 1], actions: [{name: x, event: valueChange, state: begun}]}]
                """),
            [
                "2:77: unknown key 'touchDragExt' in 'events' of view 'b'; did you mean 'touchDragExit'?",
                "3:54: a text field has no 'action': a tap makes it the first responder (A5); give its actions under 'events', as editingDidBegin or editingDidEnd",
                "4:36: 'events' applies to controls only: view 'v' is a view; use `kind: button`, or a gesture",
                "5:68: 'touchDown' needs an 'action'",
                "6:53: 'event' must be one of 'touchDown', 'touchDownRepeat', 'touchDragInside', 'touchDragOutside', 'touchDragEnter', 'touchDragExit', 'touchUpInside', 'touchUpOutside', 'touchCancel', 'valueChanged', 'primaryActionTriggered', 'editingDidBegin', 'editingChanged', 'editingDidEnd', got the string \"valueChange\"; did you mean 'valueChanged'?",
                "6:73: 'state' must be one of 'began', 'changed', 'ended', 'recognized', got the string \"begun\"; did you mean 'began'?"
            ])
    }
}
