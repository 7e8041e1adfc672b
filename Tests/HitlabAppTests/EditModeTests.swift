import Foundation
import HitlabApp
import HitlabCore
import HitlabRender
import HitlabScene
import XCTest

/// Edit mode (issue 23): F2, a drag moves a view, its corner resizes it, the inspector's
/// toggles are edits too; each re-runs the last click; Ctrl+Z / Ctrl+Shift+Z undo and redo,
/// Ctrl+S saves exactly those edits into the file, comments kept; unsaved edits survive an
/// outside change to the file.
extension WindowAppTests {
    private func drag(_ app: WindowApp, from a: Point, to b: Point) throws {
        let frame = try XCTUnwrap(app.layout.frame)
        _ = app.pointerDown(frame.sceneToPixels.apply(a), button: 1, alt: false, time: 0)
        _ = app.pointerMoved(
            frame.sceneToPixels.apply(Point((a.x + b.x) / 2, (a.y + b.y) / 2)), dx: 1, dy: 1, time: 0.05)
        _ = app.pointerMoved(frame.sceneToPixels.apply(b), dx: 1, dy: 1, time: 0.1)
        _ = app.pointerUp(frame.sceneToPixels.apply(b), button: 1, time: 0.15)
        paint(app)
    }

    func testEditModeMovesResizesUndoesAndSavesIntoTheFile() throws {
        let app = try app("04-round-button.yaml", copy: true)
        let path = try XCTUnwrap(app.playground.scenePath)
        let original = try String(contentsOfFile: path, encoding: .utf8)
        try click(app, scene: Point(240, 160))
        XCTAssertEqual(value("hit", app), "roundButton")
        _ = app.key(KeyChord(.f2))
        XCTAssertTrue(app.playground.editing)
        XCTAssertTrue(app.playground.statusLine.contains("edit mode"), app.playground.statusLine)
        // The round button, dragged by (100, 80): the last click now misses it.
        let button = try XCTUnwrap(app.playground.scene?.view(named: "roundButton"))
        let before = button.frame
        try drag(app, from: Point(240, 160), to: Point(340, 240))
        XCTAssertEqual(
            app.playground.scene?.view(named: "roundButton")?.frame,
            Rect(x: before.minX + 100, y: before.minY + 80, width: before.width, height: before.height))
        XCTAssertEqual(value("hit", app), "card", "the last click replays on the moved scene")
        XCTAssertTrue(app.playground.source?.isDirty == true)
        // Its bottom-right corner, dragged by (20, 10): resized.
        let moved = try XCTUnwrap(app.playground.scene?.view(named: "roundButton")).frameOnScreen
        try drag(app, from: Point(moved.maxX - 2, moved.maxY - 2), to: Point(moved.maxX + 18, moved.maxY + 8))
        XCTAssertEqual(
            app.playground.scene?.view(named: "roundButton")?.frame.size, Size(before.width + 20, before.height + 10))
        // An inspector toggle is an edit as well.
        _ = app.key(KeyChord(.character("1")))
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.isHidden, true)
        _ = app.key(KeyChord(.character("z"), ctrl: true))
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.isHidden, false, "Ctrl+Z undoes the toggle")
        _ = app.key(KeyChord(.character("z"), shift: true, ctrl: true))
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.isHidden, true, "Ctrl+Shift+Z redoes it")
        _ = app.key(KeyChord(.character("z"), ctrl: true))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), original, "nothing is written before Ctrl+S")
        _ = app.key(KeyChord(.character("s"), ctrl: true))
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        let changed = zip(
            original.split(separator: "\n", omittingEmptySubsequences: false),
            saved.split(separator: "\n", omittingEmptySubsequences: false)
        )
        .filter { $0 != $1 }
        XCTAssertEqual(changed.count, 1, "only the button's frame line: \(changed)")
        XCTAssertTrue(
            changed.first?.1.contains(
                "frame: [\(formatNumber(before.minX + 100)), \(formatNumber(before.minY + 80)), \(formatNumber(before.width + 20)), \(formatNumber(before.height + 10))]"
            ) ?? false, "\(changed)")
        XCTAssertEqual(
            original.components(separatedBy: "#").count, saved.components(separatedBy: "#").count, "every comment kept")
        XCTAssertFalse(app.playground.source?.isDirty ?? true)
        // The saved file loads as the scene on screen.
        let reopened = try SceneLoader.load(path: path).scene
        XCTAssertEqual(
            reopened.view(named: "roundButton")?.frame, app.playground.scene?.view(named: "roundButton")?.frame)
    }

    func testUnsavedEditsSurviveAnOutsideChangeAndANonControlSaysWhyEnabledDoesNothing() throws {
        let app = try app("04-round-button.yaml", copy: true)
        let path = try XCTUnwrap(app.playground.scenePath)
        _ = app.key(KeyChord(.f2))
        app.playground.select(named: "card")
        _ = app.key(KeyChord(.character("4")))
        XCTAssertTrue(
            app.playground.statusLine.contains("enabled applies to controls: card is a view"), app.playground.statusLine
        )
        _ = app.key(KeyChord(.character("1")))
        XCTAssertEqual(app.playground.scene?.view(named: "card")?.isHidden, true)
        let outside = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "size: [480, 320]", with: "size: [500, 320]")
        try outside.write(toFile: path, atomically: true, encoding: .utf8)
        _ = app.tick(now: 100, dt: 0)
        _ = app.reloadIfChanged()
        XCTAssertEqual(app.playground.scene?.view(named: "card")?.isHidden, true, "the unsaved edit is kept")
        XCTAssertTrue(app.playground.statusLine.contains("your unsaved edits are kept"), app.playground.statusLine)
        _ = app.key(KeyChord(.character("r"), ctrl: true))
        XCTAssertEqual(app.playground.scene?.view(named: "card")?.isHidden, false, "Ctrl+R takes the file's version")
        XCTAssertEqual(app.playground.scene?.size, Size(500, 320))
        XCTAssertFalse(app.playground.source?.isDirty ?? true)
    }

    func testKeysAddDeleteAndReorderViewsInEditMode() throws {
        let app = try app("01-click-e.yaml", copy: true)
        _ = app.key(KeyChord(.character("b"), ctrl: true))
        XCTAssertTrue(app.playground.statusLine.contains("F2 first"), "outside edit mode a key says why it did nothing")
        _ = app.key(KeyChord(.f2))
        app.playground.select(named: "C")
        _ = app.key(KeyChord(.character("b"), ctrl: true))
        XCTAssertEqual(
            app.playground.scene?.view(named: "C")?.subviews.last?.name, "button1",
            "a button in the selected view, in front")
        XCTAssertEqual(app.playground.selection?.name, "button1")
        _ = app.key(KeyChord(.character("["), ctrl: true))
        XCTAssertEqual(
            app.playground.scene?.view(named: "C")?.subviews.map(\.name), ["D", "button1", "E"], "one place backward")
        _ = app.key(KeyChord(.backspace))
        XCTAssertNil(app.playground.scene?.view(named: "button1"))
        _ = app.key(KeyChord(.character("z"), ctrl: true))
        _ = app.key(KeyChord(.character("z"), ctrl: true))
        _ = app.key(KeyChord(.character("z"), ctrl: true))
        XCTAssertEqual(app.playground.scene?.view(named: "C")?.subviews.map(\.name), ["D", "E"], "undone to the start")
        XCTAssertFalse(app.playground.source?.isDirty ?? true)
    }

    func testADraggedEdgeSnapsToASiblingsEdge() throws {
        let app = try app("01-click-e.yaml", copy: true)
        _ = app.key(KeyChord(.f2))
        // D is [20, 160, 110, 120] in C, E starts at x 150: 18 points right leaves a gap of 2, which snaps shut.
        let d = try XCTUnwrap(app.playground.scene?.view(named: "D")).frameOnScreen
        try drag(app, from: Point(d.midX, d.midY), to: Point(d.midX + 18, d.midY))
        XCTAssertEqual(
            app.playground.scene?.view(named: "D")?.frame, Rect(x: 40, y: 160, width: 110, height: 120),
            "D's right edge on E's left")
        try drag(app, from: Point(d.midX + 20, d.midY), to: Point(d.midX + 60, d.midY))
        XCTAssertEqual(
            app.playground.scene?.view(named: "D")?.frame.minX, 80, "far from any edge: where the pointer put it")
    }

    func testDraggingATreeRowOntoAnotherMovesTheViewThereInPlace() throws {
        let app = try app("01-click-e.yaml", copy: true)
        _ = app.key(KeyChord(.f2))
        paint(app)
        let rows = app.layout.treeRows
        let d = try XCTUnwrap(rows[named: "D"]), b = try XCTUnwrap(rows[named: "B"])
        let before = try XCTUnwrap(app.playground.scene?.view(named: "D")).frameOnScreen
        _ = app.pointerDown(Point(d.midX, d.midY), button: 1, alt: false, time: 0)
        _ = app.pointerUp(Point(b.midX, b.midY), button: 1, time: 0.2)
        XCTAssertEqual(app.playground.scene?.view(named: "D")?.superview?.name, "B", "D is B's subview now")
        XCTAssertEqual(
            app.playground.scene?.view(named: "D")?.frameOnScreen, before, "and stays where it was in the window")
        XCTAssertEqual(app.playground.scene?.view(named: "C")?.subviews.map(\.name), ["E"])
        _ = app.key(KeyChord(.character("z"), ctrl: true))
        XCTAssertEqual(app.playground.scene?.view(named: "D")?.superview?.name, "C", "one undo puts it back")
    }

    func testEditKeysPlayFromAScript() throws {
        let script = try UIScript.parse("key f2\nkey ctrl+z\nkey ctrl+shift+z\nkey ctrl+s\n").get()
        XCTAssertEqual(
            script.steps,
            [
                .key(KeyChord(.f2)), .key(KeyChord(.character("z"), ctrl: true)),
                .key(KeyChord(.character("z"), shift: true, ctrl: true)), .key(KeyChord(.character("s"), ctrl: true))
            ])
        XCTAssertEqual(
            KeyBindings.command(for: KeyChord(.character("x"), shift: true, ctrl: true)), nil,
            "an unbound Ctrl chord is not its plain key")
    }

    /// Types into the key field as SDL's text input does: a key press, then its text.
    private func type(_ app: WindowApp, _ text: String) {
        for c in text {
            if c == " " {
                _ = app.key(KeyChord(.space))
            } else {
                _ = app.key(KeyChord(.character(c)))
                _ = app.text(String(c))
            }
        }
    }

    /// ↑ and ↓ select a key's value: typing replaces it.
    private func clearValue(_ app: WindowApp, line: UInt = #line) {
        let field = app.playground.keyField
        let head = (field?.text.prefix { $0 != ":" }.count ?? 0) + 2
        XCTAssertEqual(field?.selection, head..<(field?.line.count ?? 0), "the value is selected", line: line)
    }

    func testEnterTypesAnyKeyOfTheSelectedViewTheLoaderJudgesAndUndoTakesBack() throws {
        let app = try app("04-round-button.yaml", copy: true)
        let path = try XCTUnwrap(app.playground.scenePath)
        let original = try String(contentsOfFile: path, encoding: .utf8)
        try click(app, scene: Point(185, 105))
        XCTAssertEqual(value("hit", app), "card", "the square's corner is outside the circle (C1)")
        _ = app.key(KeyChord(.enter))
        XCTAssertTrue(app.playground.statusLine.contains("select a view first"), app.playground.statusLine)
        app.playground.select(named: "roundButton")
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(
            app.playground.keyField?.text, "frame: [140, 60, 120, 120]", "the field opens on the frame, as written")
        // ↓ goes through the view's keys as written, then the ones it could have.
        var seen: [String] = []
        for _ in 0..<8 {
            _ = app.key(KeyChord(.down)); seen.append(String(app.playground.keyField?.text.prefix { $0 != ":" } ?? ""))
        }
        XCTAssertEqual(Array(seen.prefix(6)), ["background", "cornerRadius", "hitArea", "text", "action", "textColor"])
        // The keys real apps need are offered too: a control's events, an animation.
        var offered: Set<String> = []
        for _ in 0..<40 {
            _ = app.key(KeyChord(.down))
            offered.insert(String(app.playground.keyField?.text.prefix { $0 != ":" } ?? ""))
        }
        XCTAssertTrue(offered.isSuperset(of: ["events", "animation"]), "\(offered)")
        // The hit area typed as a word the loader refuses: its message, and the field stays.
        while app.playground.keyField?.text.hasPrefix("hitArea") == false { _ = app.key(KeyChord(.up)) }
        clearValue(app)
        type(app, " square")
        _ = app.key(KeyChord(.enter))
        XCTAssertNotNil(app.playground.keyField, "a refused value stays to be fixed")
        XCTAssertTrue(
            app.playground.statusLine.contains("✗") && app.playground.statusLine.contains("square"),
            app.playground.statusLine)
        XCTAssertFalse(app.playground.statusLine.contains(path), "the loader's words without the file's position")
        for _ in 0..<6 { _ = app.key(KeyChord(.backspace)) }
        type(app, "rect")
        _ = app.key(KeyChord(.enter))
        XCTAssertNil(app.playground.keyField)
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.hitArea, .rect)
        XCTAssertEqual(value("hit", app), "roundButton", "the last click replays: the corner is the button's now (H2)")
        // A colour typed with its # is a colour, quoted for YAML; a new key goes after the frame.
        _ = app.key(KeyChord(.enter))
        while app.playground.keyField?.text.hasPrefix("hitInsets") == false { _ = app.key(KeyChord(.down)) }
        // A Chinese input method's full-width colon is read as YAML's.
        for _ in 0..<2 { _ = app.key(KeyChord(.backspace)) }
        type(app, "：-30")
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.hitInsets.top, -30)
        _ = app.key(KeyChord(.enter))
        while app.playground.keyField?.text.hasPrefix("background") == false { _ = app.key(KeyChord(.down)) }
        clearValue(app)
        type(app, " #FF3B30")
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(
            app.playground.scene?.view(named: "roundButton")?.appearance.background, Colour(r: 0xFF, g: 0x3B, b: 0x30))
        // Chinese arrives as text, as an input method commits it.
        _ = app.key(KeyChord(.enter))
        while app.playground.keyField?.text.hasPrefix("text") == false { _ = app.key(KeyChord(.down)) }
        clearValue(app)
        _ = app.text(" {en: Go, zh-Hans: 前往}")
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.appearance.text?.byLanguage[.zhHans], "前往")
        _ = app.key(KeyChord(.character("z"), ctrl: true))
        // A rename follows the selection and every reference (the check's hit and chain).
        _ = app.key(KeyChord(.enter))
        while app.playground.keyField?.text.hasPrefix("name") == false { _ = app.key(KeyChord(.up)) }
        clearValue(app)
        type(app, " tapButton")
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(app.playground.selection?.name, "tapButton")
        XCTAssertEqual(app.playground.scene?.checks.first?.hit, .some("tapButton"))
        // Esc leaves the field without a change.
        _ = app.key(KeyChord(.enter))
        type(app, "x")
        _ = app.key(KeyChord(.escape))
        XCTAssertNil(app.playground.keyField)
        XCTAssertEqual(app.playground.selection?.name, "tapButton", "Esc closed the field, not the inspector")
        _ = app.key(KeyChord(.character("s"), ctrl: true))
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(saved.contains("          hitArea: rect\n"), saved)
        XCTAssertTrue(
            saved.contains("          hitArea: rect\n          hitInsets: -30\n"), "in the format's order: \(saved)")
        XCTAssertTrue(saved.contains("          background: \"#FF3B30\"\n"), saved)
        XCTAssertTrue(saved.contains("    hit: tapButton\n    chain: [tapButton, card,"), saved)
        XCTAssertEqual(
            original.components(separatedBy: "# ").count, saved.components(separatedBy: "# ").count,
            "every comment kept")
        for _ in 0..<4 { _ = app.key(KeyChord(.character("z"), ctrl: true)) }
        XCTAssertEqual(app.playground.source?.text, original, "four undos: each typed key was one edit")
    }

    func testATypedKeyPlaysFromAScript() throws {
        let script = try UIScript.parse("key enter\ntype background: #FF3B30   \n").get()
        XCTAssertEqual(script.steps, [.key(KeyChord(.enter)), .type("background: #FF3B30   ")])
        XCTAssertThrowsError(try UIScript.parse("type\n").get())
    }

    func testEightHandlesResizeFromTheirSidesAndASecondPressKeepsTheSelectedView() throws {
        let app = try app("01-click-e.yaml", copy: true)
        _ = app.key(KeyChord(.f2))
        app.playground.select(named: "D")
        let d = try XCTUnwrap(app.playground.scene?.view(named: "D"))
        let before = d.frame, box = d.frameOnScreen
        // The top-left corner, dragged by (-10, -5): the frame grows up and left, its far corner stays.
        try drag(app, from: Point(box.minX, box.minY), to: Point(box.minX - 10, box.minY - 5))
        XCTAssertEqual(
            app.playground.scene?.view(named: "D")?.frame,
            Rect(x: before.minX - 10, y: before.minY - 5, width: before.width + 10, height: before.height + 5))
        // The bottom edge's middle, dragged down and sideways: only the height changes.
        let grown = try XCTUnwrap(app.playground.scene?.view(named: "D")).frameOnScreen
        try drag(app, from: Point(grown.midX, grown.maxY), to: Point(grown.midX + 30, grown.maxY + 7))
        XCTAssertEqual(
            app.playground.scene?.view(named: "D")?.frame,
            Rect(x: before.minX - 10, y: before.minY - 5, width: before.width + 10, height: before.height + 12))
        // A press inside the selected view (not on a handle) moves it; pressed again at the same
        // place, it is still the one selected (a right-click goes to the view behind).
        XCTAssertEqual(app.playground.selection?.name, "D")
        try drag(app, from: Point(grown.midX, grown.midY), to: Point(grown.midX + 30, grown.midY))
        try drag(app, from: Point(grown.midX + 30, grown.midY), to: Point(grown.midX + 60, grown.midY))
        XCTAssertEqual(app.playground.selection?.name, "D", "pressing the selected view again keeps it")
        XCTAssertEqual(app.playground.scene?.view(named: "D")?.frame.minX, before.minX + 50)
    }

    func testADragInAScaledSuperviewMovesByTheSuperviewsPoints() throws {
        let yaml = """
            size: [400, 300]
            window:
              subviews:
                - name: zoomed
                  frame: [100, 50, 200, 200]
                  transform: {scale: 2}
                  subviews:
                    - {name: chip, frame: [80, 80, 40, 40], background: "#FF9500"}
            """
        let app = try app("scaled.yaml", text: yaml)
        _ = app.key(KeyChord(.f2))
        let chip = try XCTUnwrap(app.playground.scene?.view(named: "chip")).frameOnScreen
        try drag(app, from: Point(chip.midX, chip.midY), to: Point(chip.midX + 40, chip.midY + 20))
        XCTAssertEqual(
            app.playground.scene?.view(named: "chip")?.frame, Rect(x: 100, y: 90, width: 40, height: 40),
            "40 window points in a superview scaled 2x are 20 of its own")
        XCTAssertEqual(
            app.playground.scene?.view(named: "chip")?.frameOnScreen.minX, chip.minX + 40,
            "the chip stays under the pointer")
    }
}
