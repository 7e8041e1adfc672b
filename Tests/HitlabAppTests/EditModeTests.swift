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
        _ = app.pointerMoved(frame.sceneToPixels.apply(Point((a.x + b.x) / 2, (a.y + b.y) / 2)), dx: 1, dy: 1, time: 0.05)
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
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.frame, Rect(x: before.minX + 100, y: before.minY + 80, width: before.width, height: before.height))
        XCTAssertEqual(value("hit", app), "card", "the last click replays on the moved scene")
        XCTAssertTrue(app.playground.source?.isDirty == true)
        // Its bottom-right corner, dragged by (20, 10): resized.
        let moved = try XCTUnwrap(app.playground.scene?.view(named: "roundButton")).frameInWindow
        try drag(app, from: Point(moved.maxX - 2, moved.maxY - 2), to: Point(moved.maxX + 18, moved.maxY + 8))
        XCTAssertEqual(app.playground.scene?.view(named: "roundButton")?.frame.size, Size(before.width + 20, before.height + 10))
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
        let changed = zip(original.split(separator: "\n", omittingEmptySubsequences: false), saved.split(separator: "\n", omittingEmptySubsequences: false))
            .filter { $0 != $1 }
        XCTAssertEqual(changed.count, 1, "only the button's frame line: \(changed)")
        XCTAssertTrue(changed.first?.1.contains("frame: [\(formatNumber(before.minX + 100)), \(formatNumber(before.minY + 80)), \(formatNumber(before.width + 20)), \(formatNumber(before.height + 10))]") ?? false, "\(changed)")
        XCTAssertEqual(original.components(separatedBy: "#").count, saved.components(separatedBy: "#").count, "every comment kept")
        XCTAssertFalse(app.playground.source?.isDirty ?? true)
        // The saved file loads as the scene on screen.
        let reopened = try SceneLoader.load(path: path).scene
        XCTAssertEqual(reopened.view(named: "roundButton")?.frame, app.playground.scene?.view(named: "roundButton")?.frame)
    }

    func testUnsavedEditsSurviveAnOutsideChangeAndANonControlSaysWhyEnabledDoesNothing() throws {
        let app = try app("04-round-button.yaml", copy: true)
        let path = try XCTUnwrap(app.playground.scenePath)
        _ = app.key(KeyChord(.f2))
        app.playground.select("card")
        _ = app.key(KeyChord(.character("4")))
        XCTAssertTrue(app.playground.statusLine.contains("enabled applies to controls: card is a view"), app.playground.statusLine)
        _ = app.key(KeyChord(.character("1")))
        XCTAssertEqual(app.playground.scene?.view(named: "card")?.isHidden, true)
        let outside = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "size: [480, 320]", with: "size: [500, 320]")
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
        app.playground.select("C")
        _ = app.key(KeyChord(.character("b"), ctrl: true))
        XCTAssertEqual(app.playground.scene?.view(named: "C")?.subviews.last?.name, "button1", "a button in the selected view, in front")
        XCTAssertEqual(app.playground.selection, "button1")
        _ = app.key(KeyChord(.character("["), ctrl: true))
        XCTAssertEqual(app.playground.scene?.view(named: "C")?.subviews.map(\.name), ["D", "button1", "E"], "one place backward")
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
        let d = try XCTUnwrap(app.playground.scene?.view(named: "D")).frameInWindow
        try drag(app, from: Point(d.midX, d.midY), to: Point(d.midX + 18, d.midY))
        XCTAssertEqual(app.playground.scene?.view(named: "D")?.frame, Rect(x: 40, y: 160, width: 110, height: 120), "D's right edge on E's left")
        try drag(app, from: Point(d.midX + 20, d.midY), to: Point(d.midX + 60, d.midY))
        XCTAssertEqual(app.playground.scene?.view(named: "D")?.frame.minX, 80, "far from any edge: where the pointer put it")
    }

    func testDraggingATreeRowOntoAnotherMovesTheViewThereInPlace() throws {
        let app = try app("01-click-e.yaml", copy: true)
        _ = app.key(KeyChord(.f2))
        paint(app)
        let rows = app.layout.treeRows
        let d = try XCTUnwrap(rows["D"]), b = try XCTUnwrap(rows["B"])
        let before = try XCTUnwrap(app.playground.scene?.view(named: "D")).frameInWindow
        _ = app.pointerDown(Point(d.midX, d.midY), button: 1, alt: false, time: 0)
        _ = app.pointerUp(Point(b.midX, b.midY), button: 1, time: 0.2)
        XCTAssertEqual(app.playground.scene?.view(named: "D")?.superview?.name, "B", "D is B's subview now")
        XCTAssertEqual(app.playground.scene?.view(named: "D")?.frameInWindow, before, "and stays where it was in the window")
        XCTAssertEqual(app.playground.scene?.view(named: "C")?.subviews.map(\.name), ["E"])
        _ = app.key(KeyChord(.character("z"), ctrl: true))
        XCTAssertEqual(app.playground.scene?.view(named: "D")?.superview?.name, "C", "one undo puts it back")
    }

    func testEditKeysPlayFromAScript() throws {
        let script = try UIScript.parse("key f2\nkey ctrl+z\nkey ctrl+shift+z\nkey ctrl+s\n").get()
        XCTAssertEqual(script.steps, [.key(KeyChord(.f2)), .key(KeyChord(.character("z"), ctrl: true)),
                                      .key(KeyChord(.character("z"), shift: true, ctrl: true)), .key(KeyChord(.character("s"), ctrl: true))])
        XCTAssertEqual(KeyBindings.command(for: KeyChord(.character("x"), shift: true, ctrl: true)), nil, "an unbound Ctrl chord is not its plain key")
    }
}
