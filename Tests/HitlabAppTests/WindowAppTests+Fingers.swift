import Foundation
import HitlabApp
import HitlabCore
import HitlabRender
import XCTest

/// Several fingers in the window: Shift+click pins a finger, Ctrl+drag plays a mirrored pinch,
/// a touch screen's fingers arrive as SDL events, a script names its fingers.
extension WindowAppTests {
    private func pixel(_ app: WindowApp, _ x: Double, _ y: Double) throws -> Point {
        try XCTUnwrap(app.layout.frame).sceneToPixels.apply(Point(x, y))
    }

    func testShiftClickPinsAFingerAndASecondOnTheButtonReachesNoView() throws {
        let app = try app("25-multiple-touch.yaml")
        _ = app.pointerDown(try pixel(app, 120, 100), button: 1, alt: false, shift: true, time: 0)
        XCTAssertEqual(app.playground.fingersDown, [0], "finger 1 stays down")
        _ = app.pointerDown(try pixel(app, 220, 110), button: 1, alt: false, time: 0.2)
        _ = app.pointerUp(try pixel(app, 220, 110), button: 1, time: 0.3)
        _ = app.pointerDown(try pixel(app, 121, 101), button: 1, alt: false, shift: true, time: 0.5)
        XCTAssertTrue(app.playground.fingersDown.isEmpty, "Shift+click on it lifts it")
        let trace = try XCTUnwrap(app.playground.story?.trace)
        XCTAssertEqual(trace.fingerOfTouch, [0, 1])
        XCTAssertEqual(trace.refusals.first?.refusal.rule, .t4)
        XCTAssertEqual(trace.actions.map(\.name), ["buy"], "the pinned finger's release sends buy")
        XCTAssertTrue(lines.contains { $0.hasPrefix("ui: pin finger 1 at 120 100") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("ui: lift finger 1") })
        if case .fingers(let paths)? = app.playground.story?.interaction {
            XCTAssertEqual(paths.count, 2)
        } else {
            XCTFail("not a fingers story")
        }
    }

    func testCtrlDragPlaysTwoMirroredFingersThatPinchThePhoto() throws {
        let app = try app("27-pinch-beside-a-button.yaml")
        _ = app.pointerDown(try pixel(app, 260, 220), button: 1, alt: false, ctrl: true, time: 0)
        for (i, dx) in [5.0, 10, 15, 20, 25, 30].enumerated() {
            _ = app.pointerMoved(try pixel(app, 260 + dx, 220), dx: 5, dy: 0, time: 0.1 + Double(i) * 0.05)
        }
        _ = app.pointerUp(try pixel(app, 290, 220), button: 1, time: 0.5)
        let trace = try XCTUnwrap(app.playground.story?.trace)
        XCTAssertEqual(Set(trace.fingerOfTouch), [0, 1])
        XCTAssertEqual(trace.gestures.first { $0.recognizer.name == "photo.pinch" }?.state, .recognized)
        XCTAssertTrue(app.playground.fingersDown.isEmpty)
    }

    func testATouchScreensFingersArriveThroughSDLsQueue() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        XCTAssertTrue(SDLEvents.startQueue())
        defer { SDLEvents.stopQueue() }
        let app = try app("26-exclusive-touch.yaml")
        let size = app.frameSize
        func fraction(_ x: Double, _ y: Double) throws -> (Double, Double) {
            let p = try pixel(app, x, y)
            return (p.x / Double(size.width), p.y / Double(size.height))
        }
        let pay = try fraction(170, 125), cancel = try fraction(470, 125)
        SDLEvents.pushFinger(.down, id: 71, x: pay.0, y: pay.1)
        SDLEvents.pushFinger(.down, id: 72, x: cancel.0, y: cancel.1)
        XCTAssertEqual(SDLEvents.drain(into: app, time: 0.1), 2)
        SDLEvents.pushFinger(.up, id: 72, x: cancel.0, y: cancel.1)
        SDLEvents.pushFinger(.up, id: 71, x: pay.0, y: pay.1)
        XCTAssertEqual(SDLEvents.drain(into: app, time: 0.4), 2)
        let trace = try XCTUnwrap(app.playground.story?.trace)
        XCTAssertEqual(trace.hitOfTouch[0]??.name, "payButton")
        XCTAssertEqual(trace.hitOfTouch[1]??.name, "cancelButton")
        XCTAssertEqual(trace.refusals.first?.refusal.rule, .t5, "Pay is exclusive: Cancel's finger reaches no view")
        XCTAssertEqual(trace.actions.map(\.name), ["pay"])
        XCTAssertTrue(lines.contains { $0.hasPrefix("ui: finger 2 down 470 125") })
    }

    func testAScriptNamesItsFingers() throws {
        let script =
            "press 120 100 finger 1\nwait 0.1\npress 220 110 finger 2\nwait 0.1\nrelease 220 110 finger 2\nrelease 120 100 finger 1\nquit\n"
        let app = try app("25-multiple-touch.yaml", script: script)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) { _ = app.tick(now: t, dt: 0.05) }
        let trace = try XCTUnwrap(app.playground.story?.trace)
        XCTAssertEqual(trace.fingerOfTouch, [0, 1])
        XCTAssertEqual(trace.refusals.first?.refusal.rule, .t4)
        guard case .failure(let bad) = UIScript.parse("press 1 2 finger 0\nmove 1 2 thumb 2\n") else {
            return XCTFail("accepted")
        }
        XCTAssertEqual(bad.errors.map(\.line), [1, 2])
    }
}
