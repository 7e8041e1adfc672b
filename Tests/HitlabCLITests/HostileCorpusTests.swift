import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Issue 7: every file of the hostile corpus (`Tests/Hostile/`, listed with what it tests in
/// its README) and every generated hostile case ends cleanly in `validate`, `trace --json`,
/// `render` and `check`: exit 0, or 2 with `FILE:LINE:COLUMN: error:`, within 5 s, under a
/// 1 GB memory limit, never a signal.
final class HostileCorpusTests: XCTestCase {
    private static let corpus = projectRoot + "/Tests/Hostile"

    /// `expected.tsv`: file, `validate`'s exit status, a word of its first error.
    private func expectations() throws -> [(file: String, status: Int32, word: String)] {
        let text = try String(contentsOfFile: Self.corpus + "/expected.tsv", encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cols.count >= 3, let status = Int32(cols[1]) else { return nil }
            return (cols[0], status, cols[2])
        }
    }

    func testTheCorpusHasAtLeastSixtyFilesEachWithAnExpectation() throws {
        let listed = Set(try expectations().map(\.file))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus).filter {
            $0.hasSuffix(".yaml") || $0.hasSuffix(".json")
        }
        XCTAssertGreaterThanOrEqual(files.count, 60)
        XCTAssertEqual(Set(files), listed, "every corpus file has a line in expected.tsv, and every line a file")
    }

    func testValidateReportsWhatEachFileBreaks() throws {
        for e in try expectations() {
            let run = hitlab(["validate", "Tests/Hostile/" + e.file])
            assertCleanEnd(run, file: e.file, command: "validate")
            XCTAssertEqual(run.status, e.status, "validate \(e.file): \(run.summary)")
            if e.word != "-" {
                XCTAssertTrue(
                    run.stderr.lowercased().contains(e.word.lowercased()),
                    "validate \(e.file) mentions '\(e.word)': \(run.stderr.prefix(400))")
            }
        }
    }

    func testTraceRenderAndCheckEndCleanlyOnEveryFile() throws {
        // A copy, so `check` records its goldens there and not in the project.
        let scratch = try Scratch()
        let corpus = scratch.path + "/Hostile"
        try copyTree(Self.corpus, to: corpus)
        for e in try expectations() {
            let path = "Hostile/" + e.file
            assertCleanEnd(
                hitlab(["trace", path, "--at", "10,10", "--json"], in: scratch.path), file: e.file, command: "trace")
            assertCleanEnd(
                hitlab(["render", path, "--at", "10,10", "-o", "out.png"], in: scratch.path), file: e.file,
                command: "render")
            assertCleanEnd(
                hitlab(["check", path, "--report", "report.html"], in: scratch.path), file: e.file, command: "check",
                allowFailedCheck: true)
        }
    }

    /// Cases too big to commit, or that need the file system: made here.
    func testGeneratedHostileFiles() throws {
        let scratch = try Scratch()
        // A 50 MB scene: refused by size before parsing.
        let big = try scratch.write("big.yaml", Data(repeating: UInt8(ascii: "#"), count: 50 * 1024 * 1024))
        // A 2 MB PNG whose header claims 40000 x 13500 pixels (libpng's row offsets overflow).
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x9C, 0x40, 0, 0, 0x34, 0xBC, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        png += [UInt8](repeating: 0x55, count: 2 * 1024 * 1024)
        try scratch.write("scenes/huge.png", Data(png))
        try scratch.write("outside/secret.png", Data(png.prefix(64)))
        try scratch.write("scenes/placeholder", "")
        mkfifo(scratch.path + "/scenes/fifo.png", 0o644)
        mkfifo(scratch.path + "/fifo.yaml", 0o644)
        symlink(scratch.path + "/outside/secret.png", scratch.path + "/scenes/link.png")
        symlink("/etc/passwd", scratch.path + "/scenes/passwd.png")
        let image = { (name: String) in
            "size: [100, 100]\nwindow:\n  subviews:\n    - {name: pic, frame: [0, 0, 50, 50], image: \(name)}\n"
        }
        var cases = [(big, "50.0 MB"), (scratch.path + "/fifo.yaml", "not a regular file")]
        for (name, word) in [
            ("fifo.png", "not a regular file"), ("link.png", "outside"), ("passwd.png", "outside"),
            ("huge.png", "40000 x 13500")
        ] {
            cases.append((try scratch.write("scenes/\(name).yaml", image(name)), word))
        }
        for (path, word) in cases {
            let validate = hitlab(["validate", path], in: scratch.path)
            assertCleanEnd(validate, file: path, command: "validate")
            XCTAssertEqual(validate.status, 2, validate.summary)
            XCTAssertTrue(validate.stderr.contains(word), "'\(word)': \(validate.stderr)")
            assertCleanEnd(
                hitlab(["trace", path, "--at", "10,10", "--json"], in: scratch.path), file: path, command: "trace")
            assertCleanEnd(hitlab(["render", path, "-o", "out.png"], in: scratch.path), file: path, command: "render")
            assertCleanEnd(
                hitlab(["check", path, "--report", "r.html"], in: scratch.path), file: path, command: "check")
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: scratch.path + "/out.png"), "nothing drawn from a refused scene")
    }

    /// `trace --json` is JSON: no inf or NaN, whatever the point.
    func testTraceJSONNeverHoldsInfinity() throws {
        let scratch = try Scratch()
        let scene = try scratch.write(
            "s.yaml",
            "size: [100, 100]\nwindow:\n  subviews:\n    - {name: tiny, frame: [0, 0, 50, 50], transform: {scale: 0.01}}\n"
        )
        for point in ["1e308,1e308", "-5,10", "100000,-100000", "50,50"] {
            let run = hitlab(["trace", scene, "--at", point, "--json"], in: scratch.path)
            XCTAssertTrue(run.status == 0 || run.status == 2, run.summary)
            if run.status == 0 {
                XCTAssertNoThrow(
                    try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)), "\(point): \(run.stdout.prefix(300))"
                )
                XCTAssertFalse(run.stdout.contains("inf") || run.stdout.contains("nan"), run.stdout)
            } else {
                XCTAssertTrue(run.stderr.contains("--at"), run.stderr)
            }
        }
        XCTAssertEqual(
            hitlab(["trace", scene, "--at", "-5,10"], in: scratch.path).status, 0, "--at -5,10 works as written")
        XCTAssertEqual(hitlab(["trace", scene, "--drag", "-5,10:-20,-30"], in: scratch.path).status, 0)
    }
}

/// Copies a folder's files (links copied as links), for tests that must not write into the project.
func copyTree(_ source: String, to destination: String) throws {
    let manager = FileManager.default
    try manager.createDirectory(atPath: destination, withIntermediateDirectories: true)
    for entry in try manager.subpathsOfDirectory(atPath: source).sorted() {
        let from = source + "/" + entry, to = destination + "/" + entry
        var info = stat()
        lstat(from, &info)
        switch info.st_mode & S_IFMT {
        case S_IFDIR: try manager.createDirectory(atPath: to, withIntermediateDirectories: true)
        case S_IFLNK:
            try manager.createSymbolicLink(
                atPath: to, withDestinationPath: try manager.destinationOfSymbolicLink(atPath: from))
        default: try manager.copyItem(atPath: from, toPath: to)
        }
    }
}
