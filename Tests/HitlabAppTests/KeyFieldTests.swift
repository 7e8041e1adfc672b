import HitlabApp
import HitlabCore
import XCTest

/// The key field (Enter in edit mode) as a text field a learner expects: it opens with its
/// line selected so typing replaces it, Tab completes a key's name, Ctrl+A selects the line,
/// Ctrl+Backspace deletes a word, Home and End move, and each key press enters one character.
extension WindowAppTests {
    /// Every character as SDL sends it: its key press, then its text.
    private func press(_ app: WindowApp, _ text: String) {
        for c in text {
            _ = app.key(KeyChord(c == " " ? .space : .character(c)))
            _ = app.text(String(c))
        }
    }

    private func openField(_ app: WindowApp) throws -> String {
        app.playground.select(named: "roundButton")
        _ = app.key(KeyChord(.f2))
        _ = app.key(KeyChord(.enter))
        return try XCTUnwrap(app.playground.keyField).text
    }

    func testTypingInTheKeyFieldReplacesItsLineAndTabCompletesAKey() throws {
        let app = try app("04-round-button.yaml", copy: true)
        XCTAssertEqual(try openField(app), "frame: [140, 60, 120, 120]")
        press(app, "hitI")
        XCTAssertEqual(app.playground.keyField?.text, "hitI", "typing replaced the whole line")
        _ = app.key(KeyChord(.tab))
        XCTAssertEqual(app.playground.keyField?.text, "hitInsets: ")
        press(app, "20")
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.hitInsets.top, 20)
        // A start several keys share completes as far as they agree and names them.
        _ = app.key(KeyChord(.enter))
        press(app, "hit")
        _ = app.key(KeyChord(.tab))
        XCTAssertEqual(app.playground.keyField?.text, "hit")
        XCTAssertEqual(Set(app.playground.keyField?.candidates ?? []), ["hitArea", "hitInsets", "hitOutsideBounds"])
        XCTAssertTrue(
            app.playground.statusLine.contains("Tab: hitArea, hitInsets, hitOutsideBounds"), app.playground.statusLine)
        press(app, "A")
        _ = app.key(KeyChord(.tab))
        XCTAssertEqual(app.playground.keyField?.text, "hitArea: circle", "an existing key comes with its value")
        XCTAssertEqual(app.playground.keyField?.selection, 9..<15, "its value selected")
        press(app, "rect")
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.hitArea, .rect)
    }

    func testTheKeyFieldSelectsAllDeletesWordsAndEntersOneSpacePerPress() throws {
        let app = try app("04-round-button.yaml", copy: true)
        _ = try openField(app)
        _ = app.key(KeyChord(.end))
        XCTAssertNil(app.playground.keyField?.selection, "End leaves the selection")
        _ = app.key(KeyChord(.backspace, ctrl: true))
        XCTAssertEqual(app.playground.keyField?.text, "frame: [140, 60, 120, 120", "a bracket goes alone")
        _ = app.key(KeyChord(.backspace, ctrl: true))
        XCTAssertEqual(app.playground.keyField?.text, "frame: [140, 60, 120, ", "Ctrl+Backspace took a word")
        press(app, "80  ")
        XCTAssertEqual(app.playground.keyField?.text, "frame: [140, 60, 120, 80  ", "one space a press")
        _ = app.key(KeyChord(.home))
        _ = app.key(KeyChord(.end, shift: true))
        XCTAssertEqual(app.playground.keyField?.selection, 0..<26, "Shift+End selects to the end")
        _ = app.key(KeyChord(.left))
        XCTAssertEqual(app.playground.keyField?.caret, 0, "← collapses a selection to its start")
        _ = app.key(KeyChord(.character("a"), ctrl: true))
        XCTAssertEqual(app.playground.keyField?.selection, 0..<26, "Ctrl+A selects the line")
        XCTAssertTrue(app.playground.statusLine.contains("⟦frame: [140, 60, 120, 80  ⟧"), app.playground.statusLine)
        press(app, "alpha: 0.5")
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.storedAlpha ?? 0, 0.5, accuracy: 0.001)
    }
}

/// One input path (issue 39): a script's press, move and release, and a touch screen's one
/// finger, do in edit mode what the mouse does: they move the view under them.
extension WindowAppTests {
    private func editedFrame(script: String? = nil, _ drive: (WindowApp) throws -> Void) throws -> Rect? {
        let original = PlaygroundTests.scenes.appendingPathComponent("04-round-button.yaml").path
        let text = try String(contentsOfFile: original, encoding: .utf8)
        let app = try app("04-round-button.yaml", script: script, text: text)
        _ = app.key(KeyChord(.f2))
        paint(app)
        try drive(app)
        return app.playground.scene?.view(named: "roundButton")?.frame
    }

    func testAScriptAndATouchScreenDragInEditModeMoveAViewAsTheMouseDoes() throws {
        let mouse = try editedFrame { app in
            let f = try XCTUnwrap(app.layout.frame).sceneToPixels
            _ = app.pointerDown(f.apply(Point(200, 120)), button: 1, alt: false, time: 0)
            _ = app.pointerMoved(f.apply(Point(220, 130)), dx: 20, dy: 10, time: 0.05)
            _ = app.pointerMoved(f.apply(Point(240, 140)), dx: 20, dy: 10, time: 0.1)
            _ = app.pointerUp(f.apply(Point(240, 140)), button: 1, time: 0.15)
        }
        XCTAssertEqual(mouse, Rect(x: 180, y: 80, width: 120, height: 120), "the mouse moved it by (40, 20)")
        let scripted = try editedFrame(script: "press 200 120\nmove 220 130\nmove 240 140\nrelease 240 140\n") {
            _ = $0.tick(now: 0, dt: 0)
        }
        XCTAssertEqual(scripted, mouse, "the script's drag moved it as the mouse did")
        let touched = try editedFrame { app in
            let f = try XCTUnwrap(app.layout.frame).sceneToPixels
            _ = app.fingerDown(7, f.apply(Point(200, 120)), time: 0)
            _ = app.fingerMoved(7, f.apply(Point(220, 130)), time: 0.05)
            _ = app.fingerMoved(7, f.apply(Point(240, 140)), time: 0.1)
            _ = app.fingerUp(7, f.apply(Point(240, 140)), time: 0.15)
        }
        XCTAssertEqual(touched, mouse, "a finger on a touch screen moved it as the mouse did")
    }
}
