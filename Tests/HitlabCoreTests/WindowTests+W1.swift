import HitlabCore
import HitlabWords
import XCTest

/// W1: with several windows, the front one (highest level, then the one in front) is asked
/// first, and a window that returns nil lets the touch through to the one behind.
final class WindowTests: XCTestCase {
    /// The app's window with a button at the bottom, and a keyboard window in front that
    /// passes touches through where it has no view.
    private func keyboardScene(keyboardLevel: Double = 10, toastInteractive: Bool = false) -> Scene {
        let app = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        app.addSubview(view("send", 300, 330, 100, 50, kind: .button))
        app.addSubview(view("list", 0, 0, 400, 300, { $0.touches = .handle }))
        let keyboard = View(name: "keyboardWindow", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        keyboard.windowLevel = keyboardLevel
        keyboard.passThrough = true
        keyboard.addSubview(view("keys", 0, 250, 400, 150, { $0.touches = .handle }))
        let toast = View(name: "toastWindow", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        toast.windowLevel = 2000
        toast.isUserInteractionEnabled = toastInteractive
        return Scene(title: "windows", size: Size(400, 400), window: app, otherWindows: [keyboard, toast])
    }

    func testW1TheWindowsAreAskedFromTheHighestLevelDown() {
        let s = keyboardScene()
        XCTAssertEqual(s.windows.map(\.name), ["window", "keyboardWindow", "toastWindow"])
        XCTAssertEqual(s.windowsFrontToBack.map(\.name), ["toastWindow", "keyboardWindow", "window"])
        // Within a level, the window made last is in front.
        let same = keyboardScene(keyboardLevel: 0)
        XCTAssertEqual(same.windows.map(\.name), ["window", "keyboardWindow", "toastWindow"])
    }

    func testW1AWindowInFrontTakesTheTouchWhereItReturnsAView() {
        let trace = keyboardScene().click(350, 355)
        XCTAssertEqual(trace.hitTest?.hit?.name, "keys")
        XCTAssertEqual(trace.chain.map(\.name), ["keys", "keyboardWindow", "windowScene", "application", "appDelegate"])
        // The toast window (interaction off, H1) was asked first and passed it on.
        XCTAssertTrue(
            trace.steps.contains {
                if case .windowPassed(let w, let next) = $0 {
                    return w.name == "toastWindow" && next.name == "keyboardWindow"
                } else {
                    return false
                }
            })
        XCTAssertFalse(trace.hitTest!.visits.contains { $0.view.name == "window" }, "the app's window is never asked")
    }

    func testW1AWindowThatReturnsNilLetsTheTouchThroughToTheWindowBehind() {
        let trace = keyboardScene().click(200, 100)
        XCTAssertEqual(trace.hitTest?.hit?.name, "list")
        XCTAssertEqual(trace.hitTest?.root.name, "window")
        let passed = trace.steps.compactMap { step -> String? in
            if case .windowPassed(let w, let next) = step { return "\(w.name)>\(next.name)" } else { return nil }
        }
        XCTAssertEqual(passed, ["toastWindow>keyboardWindow", "keyboardWindow>window"])
        let narration = Narrator(scene: keyboardScene()).lines(for: trace).map(\.text)
        XCTAssertTrue(
            narration.contains {
                $0.contains("keyboardWindow returned nil") && $0.contains("asks the window behind it, window")
            })
    }

    func testW1APlainWindowInFrontTakesEveryTouchItsBoundsHold() {
        // A UIWindow does not override hitTest: with nothing of its own at the point it returns itself.
        let s = keyboardScene(toastInteractive: true)
        XCTAssertEqual(s.click(200, 100).hitTest?.hit?.name, "toastWindow")
    }

    func testWhyNamesTheWindowInFrontWithItsViewAndRule() {
        let s = keyboardScene()
        let send = s.view(named: "send")!
        let a = s.why(send)
        XCTAssertFalse(a.reached)
        XCTAssertEqual(a.hit?.name, "keys")
        XCTAssertEqual(a.blockers.map(\.kind), [.windowInFront])
        XCTAssertEqual(a.blockers.first?.inFront?.name, "keyboardWindow")
        XCTAssertEqual(a.blockers.first?.view?.name, "keys")
        XCTAssertEqual(a.blockers.first?.rule, .w1)
        XCTAssertTrue(a.blockers[0].sentence(target: send, in: .en).contains("windowLevel 10"))
        XCTAssertEqual(s.auditTaps(of: send).share, 0)
        // The list is covered by the keyboard over its lower 50 of 300 points.
        XCTAssertEqual(s.auditTaps(of: s.view(named: "list")!).share, 250.0 / 300, accuracy: 0.001)
    }

    func testUnderListsTheWindowsFrontToBackAndWhatEachDid() {
        let (hit, views) = keyboardScene().viewsUnder(Point(350, 355))
        XCTAssertEqual(hit?.name, "keys")
        XCTAssertEqual(views.map(\.view.name), ["toastWindow", "keys", "keyboardWindow", "send", "window"])
        XCTAssertEqual(views.map(\.fate.key), ["skipped", "hit", "entered", "windowInFront", "windowInFront"])
        XCTAssertEqual(views[3].fate.words(in: .en).rule, .w1)
    }
}
