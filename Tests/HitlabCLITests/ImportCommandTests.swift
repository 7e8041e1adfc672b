import Foundation
import XCTest

/// `hitlab import`: a real dump to a scene that loads; stdin; errors at their positions and
/// nothing written; dumps read directly by trace.
final class ImportCommandLineTests: XCTestCase {
    func testARealDumpBecomesASceneThatLoadsAndTraces() throws {
        let s = try Scratch()
        try s.copy("Tests/Dumps/01-photos-picker-ios8-zhangkn.txt", to: "dump.txt")
        let run = hitlab(["import", "dump.txt", "-o", "picker.yaml"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(run.stdout, "imported 52 views, 3 layers, depth 8 -> picker.yaml\n")
        XCTAssertTrue(
            run.stderr.contains("dump.txt: warning: guessed: 16 views of the app's own have gesture recognizers"),
            run.stderr)
        XCTAssertEqual(hitlab(["validate", "picker.yaml"], in: s.path).status, 0)
        let fromYAML = hitlab(["trace", "picker.yaml", "--at", "120,150"], in: s.path)
        let fromDump = hitlab(["trace", "dump.txt", "--at", "120,150"], in: s.path)
        XCTAssertEqual(fromYAML.status, 0, fromYAML.summary)
        XCTAssertTrue(
            fromYAML.stdout.hasSuffix(
                "In short: PUPhotoView-2100 was hit; no responder handled the touch; recognized: PUPhotoView-2100.tap.\n"
            ), fromYAML.stdout)
        XCTAssertEqual(
            fromDump.stdout.split(separator: "\n").dropFirst(), fromYAML.stdout.split(separator: "\n").dropFirst(),
            "the dump read directly tells the same story as its imported scene")
    }

    func testStandardInputAndBadDumps() throws {
        let s = try Scratch()
        try s.write(
            "in.txt",
            "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>\n   | <UIButton: 0x3; frame = (10 10; 50 50)>\n"
        )
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hitlabExecutable)
        process.arguments = ["import", "-", "-o", "piped.yaml"]
        process.currentDirectoryURL = URL(fileURLWithPath: s.path)
        process.standardInput = FileHandle(forReadingAtPath: s.path + "/in.txt")
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "- reads the dump from standard input")
        XCTAssertTrue(
            try String(contentsOfFile: s.path + "/piped.yaml", encoding: .utf8).contains("name: UIButton-3"),
            "named by the last four hex digits of the address")
        try s.write(
            "bad.txt", "<UIWindow: 0x1; frame = (0 0; 100 100)>\n   |    |    | <UIView: 0x3; frame = (0 0; 10 10)>\n")
        let bad = hitlab(["import", "bad.txt", "-o", "bad.yaml"], in: s.path)
        XCTAssertEqual(bad.status, 2, bad.summary)
        XCTAssertTrue(bad.stderr.hasPrefix("bad.txt:2:"), bad.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.path + "/bad.yaml"), "nothing written for a bad dump")
        let notYAML = hitlab(["import", "in.txt", "-o", "out.png"], in: s.path)
        XCTAssertEqual(notYAML.status, 2)
        XCTAssertTrue(notYAML.stderr.contains("the output must be a .yaml file"), notYAML.stderr)
    }
}
