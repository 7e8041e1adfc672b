import Foundation
import HitlabCore
import HitlabScene
import XCTest

/// Helpers: load text and return the scene or the diagnostics as "LINE:COLUMN: message".
func load(_ yaml: String, directory: String? = nil) throws -> Scene {
    try SceneLoader.load(text: yaml, path: "t.yaml", directory: directory).scene
}

func errors(_ yaml: String, directory: String? = nil) -> [String] {
    do {
        _ = try SceneLoader.load(text: yaml, path: "t.yaml", directory: directory)
        return []
    } catch let e as SceneLoadError {
        return e.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
    } catch {
        return ["unexpected \(error)"]
    }
}

/// Loading every key of the scene format.
final class LoaderTests: XCTestCase {
    func testLoadsEveryListedKey() throws {
        let s = try load(
            """
            title: All keys
            summary: Every key once.
            size: [400, 300]
            firstResponder: field
            application: {name: app, responds: [quit]}
            delegate: {name: del, responds: [open]}
            window:
              name: win
              background: "#F2F2F7"
              subviews:
                - name: root
                  frame: [0, 0, 400, 300]
                  boundsOrigin: [0, 10]
                  controller: {name: rootVC, responds: [save], touches: handle}
                  subviews:
                    - name: button
                      kind: button
                      frame: [10, 20, 100, 40]
                      transform: {translate: [5, 0], scale: [2, 1], rotate: 90}
                      hidden: false
                      alpha: 0.5
                      interactive: true
                      enabled: false
                      clips: true
                      background: rebeccapurple
                      cornerRadius: 8
                      border: {width: 2, color: "#00000080"}
                      text: Save
                      textColor: white
                      fontSize: 17
                      layers:
                        - {name: shine, frame: [0, 0, 10, 10], background: white, alpha: 0.3, cornerRadius: 2, border: {width: 1, color: red}, text: x, layers: [{name: dot, frame: [1, 1, 2, 2]}]}
                      hitArea: roundedRect
                      hitInsets: [1, 2, 3, 4]
                      hitOutsideBounds: true
                      passThrough: false
                      touches: handleAndForward
                      responds: [a, b]
                      action: save
                      target: rootVC
                      gestures:
                        - {kind: longPress, name: hold, action: held, target: root, cancelsTouchesInView: false, delaysTouchesBegan: true, delaysTouchesEnded: false, simultaneous: true}
                    - {name: field, frame: [0, 200, 100, 30], kind: label}
                    - name: sheet
                      frame: [0, 0, 10, 10]
                      controller: {name: sheetVC, presentedBy: rootVC}
            checks:
              - click: [20, 30]
                hit: win
                chain: [win, app, del]
                handledBy: []
                actions: [{name: save, handledBy: null, sender: button, target: rootVC}]
                gestures: [{name: hold, state: failed}]
                note: why
              - {drag: {from: [1, 2], to: [3, 4]}, hit: win}
              - {click: [5, 5], taps: 2, hold: 0.2, hit: win}
            """)
        XCTAssertEqual(s.title.text, "All keys")
        XCTAssertEqual(s.window.name, "win")
        XCTAssertEqual(s.window.frame, Rect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertEqual(s.application.name, "app")
        XCTAssertEqual(s.delegate?.name, "del")
        XCTAssertEqual(s.firstResponder?.name, "field")
        let button = try XCTUnwrap(s.view(named: "button"))
        XCTAssertEqual(
            button.transform, ViewTransform(scaleX: 2, scaleY: 1, rotationDegrees: 90, translation: Point(5, 0)))
        XCTAssertEqual(button.hitInsets, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(button.outsideBounds, .on)
        XCTAssertEqual(button.touches, .handleAndForward)
        XCTAssertFalse(button.isEnabled)
        XCTAssertEqual(button.appearance.background, Colour(r: 0x66, g: 0x33, b: 0x99))
        XCTAssertEqual(button.appearance.border?.colour.a, 0x80)
        XCTAssertEqual(button.layers.first?.sublayers.first?.name, "dot")
        let hold = try XCTUnwrap(button.gestures.first)
        XCTAssertEqual(hold.kind, .longPress)
        XCTAssertFalse(hold.cancelsTouchesInView)
        XCTAssertTrue(hold.delaysTouchesBegan && hold.simultaneous && !hold.delaysTouchesEnded)
        XCTAssertEqual((s.responder(named: "sheetVC") as? ViewController)?.presentingController?.name, "rootVC")
        XCTAssertFalse(s.view(named: "field")!.isUserInteractionEnabled, "labels start non-interactive")
        XCTAssertEqual(s.checks.count, 3)
        XCTAssertEqual(s.checks[1].interaction, .drag(from: Point(1, 2), to: Point(3, 4)))
        XCTAssertEqual(s.checks[2].interaction, .click(Point(5, 5), taps: 2, hold: 0.2))
        XCTAssertEqual(s.checks[0].line, 48)
    }

    func testJSONLoadsToo() throws {
        let s = try load(
            #"{"size": [100, 100], "window": {"subviews": [{"name": "a", "frame": [0, 0, 10, 10]}]}, "delegate": "none"}"#
        )
        XCTAssertNil(s.delegate)
        XCTAssertEqual(s.view(named: "a")?.frame.width, 10)
    }

    func testDefaultsFollowUIKit() throws {
        let s = try load(
            "size: [10, 10]\nwindow: {subviews: [{name: i, kind: image, frame: [0,0,1,1]}, {name: b, kind: button, frame: [0,0,1,1]}]}"
        )
        XCTAssertEqual(s.title.text, "t")
        XCTAssertEqual(s.window.name, "window")
        XCTAssertFalse(s.view(named: "i")!.isUserInteractionEnabled)
        XCTAssertEqual(s.view(named: "b")!.touches, .handle)
        XCTAssertEqual(s.delegate?.name, "appDelegate")
        XCTAssertEqual(s.application.name, "application")
        XCTAssertEqual(s.windowScene?.name, "windowScene", "R3: the modern chain by default")
    }

    func testWindowSceneCanBeNamedOrRemoved() throws {
        let named = try load(
            "size: [10, 10]\nwindowScene: {name: mainScene, responds: [undo]}\nwindow: {subviews: [{name: a, frame: [0,0,5,5]}]}"
        )
        XCTAssertEqual(
            named.responderChain(from: named.view(named: "a")!).map(\.name),
            ["a", "window", "mainScene", "application", "appDelegate"])
        XCTAssertTrue(named.windowScene?.implements("undo") == true)
        let classic = try load("size: [10, 10]\nwindowScene: none\nwindow: {subviews: [{name: a, frame: [0,0,5,5]}]}")
        XCTAssertEqual(
            classic.responderChain(from: classic.view(named: "a")!).map(\.name),
            ["a", "window", "application", "appDelegate"])
    }

    func testScrollViewKeysAndTheirErrors() throws {
        let s = try load(
            "size: [100, 100]\nwindow: {subviews: [{name: t, kind: scrollView, frame: [0,0,50,50], delaysContentTouches: false, touchesShouldCancel: always}]}"
        )
        let t = try XCTUnwrap(s.view(named: "t"))
        XCTAssertFalse(t.scrolling.delaysContentTouches)
        XCTAssertEqual(t.scrolling.touchesShouldCancel, .always)
        XCTAssertEqual(t.scrollPan?.name, "t.panGestureRecognizer")
    }

    func testGestureDefaultName() throws {
        let s = try load(
            "size: [10, 10]\nwindow: {subviews: [{name: card, frame: [0,0,1,1], gestures: [{kind: tap}]}]}")
        XCTAssertEqual(s.view(named: "card")?.gestures.first?.name, "card.tap")
    }
}
