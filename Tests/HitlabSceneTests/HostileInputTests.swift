import Foundation
import HitlabCore
import HitlabScene
import XCTest

/// Hostile files end in a positioned error quickly: never a crash or a hang.
final class HostileInputTests: XCTestCase {
    private func diagnostics(_ data: Data) -> [Diagnostic] {
        do {
            _ = try SceneLoader.load(data: data, path: "h.yaml")
            XCTFail("loaded a hostile file")
            return []
        } catch let e as SceneLoadError {
            return e.diagnostics
        } catch {
            XCTFail("\(error)")
            return []
        }
    }

    func testDeepNestingOf100000Levels() {
        let flow = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let d = diagnostics(Data(("size: [1, 1]\nwindow: " + flow).utf8))
        XCTAssertEqual(d.count, 1)
        XCTAssertEqual(d.first?.message, "the file nests more than 1000 levels deep")
        XCTAssertEqual(d.first?.line, 2)

        let block = (0..<100_000).map { String(repeating: " ", count: $0 % 2) + "- " }.joined()
        XCTAssertEqual(diagnostics(Data(block.utf8)).count, 1)

        var views = "size: [1, 1]\nwindow:\n"
        var indent = "  "
        for i in 0..<600 {
            views += indent + "subviews:\n" + indent + "  - name: v\(i)\n" + indent + "    frame: [0, 0, 1, 1]\n"
            indent += "    "
        }
        XCTAssertEqual(diagnostics(Data(views.utf8)).first?.message, "the file nests more than 1000 levels deep")
    }

    func testBinaryGarbage() {
        var generator = SplitMix(seed: 42)
        let bytes = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let d = diagnostics(Data(bytes))
        XCTAssertEqual(d.count, 1)
        XCTAssertTrue(d[0].message.contains("not UTF-8") || d[0].message.contains("not valid text"), d[0].message)
    }

    func testNULBytesAndControlCharacters() {
        XCTAssertEqual(
            diagnostics(Data("size: [1, 1]\nwin\u{0}dow: {}".utf8)).first.map { "\($0.line):\($0.column)" }, "2:4")
        XCTAssertEqual(diagnostics(Data("size: [1, 1]\nwindow: {text: \"a\u{7}\"}".utf8)).count, 1)
    }

    func testA50MBFileIsRefusedAtOnce() {
        let big = Data(repeating: UInt8(ascii: "#"), count: 50 * 1024 * 1024)
        let d = diagnostics(big)
        XCTAssertEqual(d.map(\.description), ["h.yaml:1:1: error: the file is 50.0 MB; scenes are limited to 16.0 MB"])
    }

    func testAliasBombIsStoppedByTheObjectLimit() {
        // Each level repeats the previous list ten times: 10^9 views if expanded.
        var text = "x0: &x0 {name: a, frame: [0,0,1,1]}\n"
        for i in 1...9 {
            text +=
                "x\(i): &x\(i) {name: a, frame: [0,0,1,1], subviews: ["
                + Array(repeating: "*x\(i - 1)", count: 10).joined(separator: ", ") + "]}\n"
        }
        let start = Date()
        let d = diagnostics(Data(("size: [1, 1]\n" + text + "window: {subviews: [*x9]}\n").utf8))
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "a generous bound: it takes milliseconds")
        XCTAssertEqual(d.last?.message, "too many errors (100); stopping here")
        XCTAssertLessThanOrEqual(d.count, 101)
    }

    func testRepeatedChecksAreStoppedByTheObjectLimit() {
        // Checks have no names, so repeats are not errors: the object limit stops them.
        var text = "c0: &c0 [{click: [0, 0]}]\n"
        for i in 1...6 {
            text += "c\(i): &c\(i) [" + Array(repeating: "*c\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let d = diagnostics(Data(("size: [1, 1]\nwindow: {}\n" + text + "checks: *c6\n").utf8))
        XCTAssertFalse(d.isEmpty)
    }

    func testEmptyAndNonMappingFiles() {
        XCTAssertEqual(
            diagnostics(Data()).map(\.message), ["the file is empty: a scene needs at least 'size' and 'window'"])
        XCTAssertEqual(
            diagnostics(Data("- 1\n- 2".utf8)).map(\.message),
            ["the scene must be a mapping (key: value), got a list of 2"])
        XCTAssertEqual(diagnostics(Data("a: [".utf8)).count, 1)
    }
}
