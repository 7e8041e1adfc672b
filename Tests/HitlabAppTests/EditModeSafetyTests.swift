import Foundation
import HitlabApp
import HitlabCore
import HitlabScene
import XCTest

/// Edit mode never loses work: a save finds the file as it was read or asks, nothing is written
/// when nothing changed, quitting with unsaved edits asks, Ctrl+S is never swallowed.
extension WindowAppTests {
    private func edited(_ scene: String) throws -> (WindowApp, String) {
        let app = try app(scene, copy: true)
        let path = try XCTUnwrap(app.playground.scenePath)
        _ = app.key(KeyChord(.f2))
        _ = app.key(KeyChord(.tab))
        _ = app.key(KeyChord(.character("1")))
        XCTAssertTrue(app.playground.source?.isDirty == true, app.playground.statusLine)
        return (app, path)
    }

    func testASaveRefusesToWriteOverAnOutsideChangeMadeJustBefore() throws {
        let (app, path) = try edited("04-round-button.yaml")
        // Another program writes a temporary file and renames it over the scene, as editors do.
        let outside = try String(contentsOfFile: path, encoding: .utf8) + "# written by another program\n"
        try Data(outside.utf8).write(to: URL(fileURLWithPath: path + ".tmp"))
        XCTAssertEqual(rename(path + ".tmp", path), 0)
        _ = app.key(KeyChord(.character("s"), ctrl: true))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), outside, "the outside text is kept")
        XCTAssertTrue(app.playground.statusLine.contains("another program changed the file"), app.playground.statusLine)
        XCTAssertTrue(app.playground.source?.isDirty == true)
        // Asked, Ctrl+S again writes the edits over it.
        _ = app.key(KeyChord(.character("s"), ctrl: true))
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), app.playground.source?.text, app.playground.statusLine)
        XCTAssertFalse(app.playground.source?.isDirty ?? true)
    }

    func testASaveWithNothingChangedWritesNothing() throws {
        let app = try app("04-round-button.yaml", copy: true)
        let path = try XCTUnwrap(app.playground.scenePath)
        var before = stat()
        XCTAssertEqual(stat(path, &before), 0)
        _ = app.key(KeyChord(.character("s"), ctrl: true))
        var after = stat()
        XCTAssertEqual(stat(path, &after), 0)
        XCTAssertEqual(before.st_ino, after.st_ino, "the file was not replaced")
        XCTAssertTrue(app.playground.statusLine.contains("nothing to save"), app.playground.statusLine)
    }

    func testQuittingWithUnsavedEditsAsksFirst() throws {
        let (app, path) = try edited("04-round-button.yaml")
        let original = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertFalse(app.key(KeyChord(.character("q"))).contains(.quit), "the first q asks")
        XCTAssertTrue(app.playground.statusLine.contains("unsaved edits: q again quits"), app.playground.statusLine)
        _ = app.key(KeyChord(.character("x")))
        XCTAssertFalse(
            app.key(KeyChord(.character("q"))).contains(.quit), "another key answered: stay; the next q asks again")
        XCTAssertTrue(app.key(KeyChord(.character("q"))).contains(.quit), "q again quits")
        XCTAssertFalse(app.close().contains(.quit), "the close button asks too")
        XCTAssertTrue(app.close().contains(.quit), "and closes on the second")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), original, "nothing was written")
        // Saved, q quits at once.
        let (saved, _) = try edited("05-expanded-hit-area.yaml")
        _ = saved.key(KeyChord(.character("s"), ctrl: true))
        XCTAssertTrue(saved.key(KeyChord(.character("q"))).contains(.quit))
    }

    func testCtrlSIsNotSwallowedByTheKeyField() throws {
        let (app, path) = try edited("04-round-button.yaml")
        _ = app.key(KeyChord(.enter))
        XCTAssertNotNil(app.playground.keyField)
        _ = app.key(KeyChord(.character("s"), ctrl: true))
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), app.playground.source?.text, "saved with the field open")
        XCTAssertFalse(app.playground.source?.isDirty ?? true)
        XCTAssertNotNil(app.playground.keyField, "the field stays open")
    }
}

extension WindowAppTests {
    /// A screenshot that cannot be written is said in the window, not only on standard error.
    func testAScreenshotThatCannotBeWrittenIsSaidInTheWindow() throws {
        let app = try app("04-round-button.yaml")
        // A file where the folder should be.
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/not-a-folder.txt"))
        app.saveScreenshot(to: folder + "/not-a-folder.txt/shot.png")
        XCTAssertTrue(app.playground.statusLine.contains("screenshot not saved"), app.playground.statusLine)
    }
}
