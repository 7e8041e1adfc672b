import Foundation
import HitlabApp
import HitlabCore
import HitlabScene
import XCTest

/// Issue 20 in the window, without one: selecting what lies under the pointer, finding a view
/// by name, and the answer a click gives about the selected view.
final class WhyNotInTheWindowTests: XCTestCase {
    private func windows() throws -> Playground {
        let path = PlaygroundTests.scenes.appendingPathComponent("24-windows.yaml").path
        return Playground(scene: try SceneLoader.load(path: path).scene, path: path)
    }

    func testRightClickAgainCyclesThroughTheViewsUnderThePointerWindowsLast() throws {
        let p = try windows()
        var picked: [String] = []
        for _ in 0..<8 {
            p.select(at: Point(570, 355))
            picked.append(p.selection?.name ?? "-")
        }
        XCTAssertEqual(
            picked,
            ["returnKey", "keyboard", "sendButton", "chatView", "toastWindow", "keyboardWindow", "window", "returnKey"])
        // Elsewhere starts again from the front.
        p.select(at: Point(320, 150))
        XCTAssertEqual(p.selection?.name, "messageList")
    }

    func testAClickWithAViewSelectedNamesWhatKeepsTheTapFromIt() throws {
        let p = try windows()
        p.select(at: Point(570, 355))
        p.select(at: Point(570, 355))
        p.select(at: Point(570, 355))
        p.press(at: Point(570, 355), time: 0)
        XCTAssertEqual(p.whyNot?.target.name, "sendButton")
        XCTAssertEqual(p.whyNot?.blockers.filter(\.blocks).map(\.kind), [.windowInFront])
        XCTAssertTrue(p.summary.contains("why=sendButton:windowInFront"))
        // A new selection drops the old answer; Esc closes the inspector, and only then the scene.
        p.perform(.back)
        XCTAssertNil(p.selection?.name)
        XCTAssertNil(p.whyNot)
        XCTAssertEqual(p.mode, .scene)
    }

    func testSlashFindsAViewByNameOrTextAndEscPutsTheSelectionBack() throws {
        let p = try windows()
        p.select(at: Point(320, 150))
        p.perform(.find)
        for c in "ret" { XCTAssertTrue(p.find(.character(c))) }
        XCTAssertEqual(p.selection?.name, "returnKey", "by name")
        XCTAssertTrue(p.find(.backspace))
        XCTAssertTrue(p.find(.backspace))
        XCTAssertTrue(p.find(.backspace))
        for c in "copied" { _ = p.find(.character(c)) }
        XCTAssertEqual(p.selection?.name, "toast", "by text, in any case")
        XCTAssertTrue(p.statusLine.contains("find: copied"))
        _ = p.find(.escape)
        XCTAssertNil(p.finding)
        XCTAssertEqual(p.selection?.name, "messageList", "Esc puts the selection back")
        XCTAssertFalse(p.find(.character("x")), "not finding: keys are commands again")
    }
}
