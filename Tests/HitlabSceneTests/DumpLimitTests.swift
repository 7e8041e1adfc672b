import HitlabCore
import HitlabFiles
import XCTest

@testable import HitlabScene

/// A dump past what a scene holds, and pasted text a scene cannot hold: said at its line in
/// the dump, never in the file `import` would write (issue 34).
final class DumpLimitTests: XCTestCase {
    func testPastTheWindowLimitTheFrontMostWindowsAreKeptAndTheirHitlabLinesApply() throws {
        var dump = ""
        for w in 0..<20 {
            dump +=
                "<UIWindow: 0x\(String(0x1000 + w * 16, radix: 16)); frame = (0 0; 375 667); layer = <UIWindowLayer: 0x9>>\n"
        }
        // The front-most (the last) and one left out (the second).
        dump += "hitlab: 0x\(String(0x1000 + 19 * 16, radix: 16)) windowLevel = 2000\n"
        dump += "hitlab: 0x1010 windowLevel = 10\n"
        var importer = DumpImporter(fileName: "many.txt")
        let result = try importer.importDump(dump)
        let scene = DumpImporter.scene(result)
        XCTAssertEqual(scene.windows.count, SceneLimits.otherWindows + 1)
        XCTAssertEqual(scene.windows.first?.name, "UIWindow-1000", "the first is kept")
        XCTAssertTrue(
            scene.windows.contains { $0.name == "UIWindow-1130" && $0.windowLevel == 2000 },
            "the front-most is kept, its level applied")
        XCTAssertFalse(scene.windows.contains { $0.name == "UIWindow-1010" })
        XCTAssertTrue(
            result.warnings.contains { $0.hasPrefix("many.txt:2:1: warning: only 17 windows are imported") },
            "\(result.warnings)")
        XCTAssertTrue(result.warnings.contains { $0.contains("0x1010 is in a window left out") }, "\(result.warnings)")
    }

    func testAnActionThatIsNotASelectorIsLeftOutAtItsLine() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UIView: 0x1000; frame = (20 20; 200 100); gestureRecognizers = <NSArray: 0x3>; layer = <CALayer: 0x4>>
            <UITapGestureRecognizer: 0x5; state = Possible; view = <UIView 0x1000>; target= <(action=ta\u{7}p:, target=<UIView 0x1000>)>>
            """
        var importer = DumpImporter(fileName: "paste.txt")
        let result = try importer.importDump(dump)
        XCTAssertTrue(
            result.warnings.contains {
                $0.hasPrefix("paste.txt:3:1: warning: ") && $0.contains("not a selector's name")
            }, "\(result.warnings)")
        XCTAssertNoThrow(try SceneLoader.load(text: result.yaml, path: "out.yaml"), "what import writes loads")
    }
}
