import HitlabCore
import HitlabWords
import XCTest

/// W1 with a window smaller than the screen, and W2: each window keeps its own first
/// responder, and a nil-targeted action starts at the key window's.
final class KeyWindowTests: XCTestCase {
    /// A main window with a Copy button (nil target) and a note, and a small panel window in
    /// front at (200, 50), 180 x 100, holding a search field.
    private func notes(keyIsPanel: Bool = true) -> Scene {
        let note = view(
            "note", 0, 100, 400, 300,
            {
                $0.responds = ["copy"]; $0.touches = .handle
            })
        let copy = view("copyButton", 10, 10, 100, 40, kind: .button, { $0.action = "copy" })
        let main = View(name: "window", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        main.addSubview(copy)
        main.addSubview(note)
        let field = view("searchField", 10, 10, 160, 40, kind: .textField, { $0.responds = ["copy"] })
        let panel = View(name: "panelWindow", frame: Rect(x: 200, y: 50, width: 180, height: 100))
        panel.windowLevel = 1
        panel.addSubview(field)
        let s = Scene(title: "notes", size: Size(400, 400), window: main, otherWindows: [panel])
        s.firstResponder = note
        s.setFirstResponder(field, of: panel)
        if keyIsPanel { s.keyWindow = panel }
        return s
    }

    func testW1AWindowsFramePlacesItOnTheScreen() {
        let s = notes()
        let trace = s.click(220, 70)
        XCTAssertEqual(trace.hit?.name, "searchField")
        XCTAssertEqual(trace.hitTest?.visits.first { $0.view.name == "searchField" }?.point, Point(10, 10))
        XCTAssertEqual(s.view(named: "searchField")?.frameOnScreen, Rect(x: 210, y: 60, width: 160, height: 40))
    }

    func testW1OutsideASmallWindowsFrameTheWindowBehindGetsTheTouch() {
        let trace = notes().click(300, 300)
        XCTAssertEqual(trace.hit?.name, "note")
        XCTAssertEqual(trace.hitTest?.visits.first?.verdict, .outside, "the panel window is asked first and says no")
    }

    func testW2ANilTargetedActionStartsAtTheKeyWindowsFirstResponder() {
        let trace = notes().click(50, 30)
        XCTAssertEqual(trace.actionLog, ["copy->searchField"])
        XCTAssertEqual(trace.actions.first?.keyWindow?.name, "panelWindow")
        XCTAssertEqual(trace.firstResponder?.name, "searchField")
        let narration = Narrator(scene: notes()).lines(for: trace).map(\.text)
        XCTAssertTrue(narration.contains { $0.contains("searchField, the key window panelWindow's first responder") })
    }

    func testW2WithTheMainWindowKeyTheSameActionStartsAtItsFirstResponder() {
        let trace = notes(keyIsPanel: false).click(50, 30)
        XCTAssertEqual(trace.actionLog, ["copy->note"])
        XCTAssertNil(trace.actions.first?.keyWindow)
    }

    func testW2ATappedTextFieldBecomesItsOwnWindowsFirstResponder() {
        let s = notes(keyIsPanel: false)
        let field = view("titleField", 120, 10, 100, 40, kind: .textField)
        s.window.addSubview(field)
        s.reindex()
        let trace = s.click(150, 30)
        XCTAssertEqual(trace.firstResponder?.name, "titleField", "the main window is key")
        XCTAssertEqual(s.firstResponder(of: s.otherWindows[0])?.name, "searchField", "the panel keeps its own")
    }
}
