import HitlabCore
import HitlabScene
import XCTest

/// Sheets, popovers and their passthrough views (R6, C7); windows' frames, the key window and
/// each window's first responder (W2).
final class LoaderPresentationTests: XCTestCase {
    func testAPopoverGetsItsContainerAndDimmingViewsAndChecksNameThem() throws {
        let yaml = """
            size: [200, 200]
            window: {subviews: [
              {name: home, frame: [0, 0, 200, 200], controller: {name: homeVC}, subviews: [
                {name: b, kind: button, frame: [0, 150, 50, 50], action: go}]},
              {name: pop, frame: [100, 0, 100, 100],
               controller: {name: popVC, presentedBy: homeVC, presentation: popover, passthroughViews: [b]}}]}
            checks:
              - click: [100, 180]
                hit: popVC.dimmingView
                gestures: [{name: popVC.dimmingView.tap, state: recognized}]
              - click: [20, 180]
                hit: b
            """
        let loaded = try SceneLoader.load(text: yaml, path: "t.yaml")
        let dimming = try XCTUnwrap(loaded.scene.view(named: "popVC.dimmingView"))
        XCTAssertEqual(dimming.superview?.name, "popVC.containerView")
        XCTAssertEqual(loaded.scene.view(named: "pop")?.controller?.passthroughViews.map(\.name), ["b"])
    }

    func testPresentationMisusesArePositioned() {
        XCTAssertEqual(
            errors(
                """
                size: [200, 200]
                window: {subviews: [
                  {name: home, frame: [0, 0, 200, 200], controller: {name: homeVC}, subviews: [
                    {name: inner, frame: [0, 0, 50, 50], controller: {name: innerVC, presentedBy: homeVC, presentation: pageSheet}}]},
                  {name: pop, frame: [100, 0, 100, 100], controller: {name: popVC, presentedBy: homeVC, presentation: popover, passthroughViews: [ghost, window]}},
                  {name: card, frame: [0, 0, 10, 10], controller: {name: cardVC, passthroughViews: [home]}},
                  {name: popVC.dimmingView, frame: [0, 0, 1, 1]}]}
                """),
            [
                "4:83: 'innerVC' is presented as pageSheet: UIKit puts its view in the presentation's container view, a subview of the window, so make 'inner' a subview of a window (R6)",
                "5:131: 'passthroughViews' names 'ghost', which is not a view in this scene",
                "5:138: 'window' cannot be a passthrough view of 'popVC': it holds the popover or is part of it; name views behind the popover (C7)",
                "6:66: 'passthroughViews' goes with `presentation: popover`: controller 'cardVC' is not presented as a popover (C7)",
                "7:10: 'popVC.dimmingView' is the name of a view UIKit adds for popVC's presentation (R6): rename this one"
            ])
    }

    func testAWindowsFrameKeyWindowAndFirstResponderLoad() throws {
        let yaml = """
            size: [200, 200]
            keyWindow: panel
            window: {subviews: [{name: note, frame: [0, 0, 200, 200]}]}
            firstResponder: note
            windows:
              - {name: panel, frame: [50, 50, 100, 100], firstResponder: field,
                 subviews: [{name: field, kind: textField, frame: [0, 0, 100, 40]}]}
            """
        let scene = try SceneLoader.load(text: yaml, path: "t.yaml").scene
        XCTAssertEqual(scene.keyWindow.name, "panel")
        XCTAssertEqual(scene.firstResponder?.name, "note")
        XCTAssertEqual(scene.firstResponder(of: scene.keyWindow)?.name, "field")
        XCTAssertEqual(scene.hitTestUntraced(Point(60, 60))?.name, "field")
        XCTAssertEqual(scene.hitTestUntraced(Point(20, 20))?.name, "note")
    }

    func testWindowMisusesArePositioned() {
        XCTAssertEqual(
            errors(
                """
                size: [200, 200]
                keyWindow: panle
                firstResponder: field
                window: {firstResponder: note, subviews: [{name: note, frame: [0, 0, 200, 200], firstResponder: note}]}
                windows:
                  - {name: panel, firstResponder: note, subviews: [{name: field, kind: textField, frame: [0, 0, 100, 40]}]}
                """),
            [
                "2:12: 'keyWindow' names 'panle', which is not a window of this scene (W2); did you mean 'panel'?",
                "3:17: 'field' is in window 'panel': the top-level 'firstResponder' is the main window's; give 'panel' its own `firstResponder: field` (W2)",
                "4:26: 'firstResponder' here is a window's own (W2), for the windows in 'windows'; the main window's is the top-level 'firstResponder'",
                "4:81: 'firstResponder' here is a window's own (W2), for the windows in 'windows'; the main window's is the top-level 'firstResponder'",
                "6:35: 'note' is not in window 'panel': a window's first responder is one of its own views or view controllers (W2)"
            ])
    }
}
