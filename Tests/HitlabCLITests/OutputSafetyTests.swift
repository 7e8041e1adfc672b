import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Issue 17, "writes where they must not go": each reproduction run as the user ran it, in a
/// scratch folder. Before the fixes each of these wrote outside the folder asked for,
/// replaced an input, followed a planted link, or said nothing of a full disk.
final class OutputSafetyTests: XCTestCase {
    private func project() throws -> Scratch {
        let s = try Scratch()
        try s.write("Package.swift", "// marks the project root\n")
        try s.copy("Scenes/04-round-button.yaml", to: "s.yaml")
        return s
    }

    private func shell(
        _ line: String, in folder: String, environment: [String: String] = [:], timeout: Double = 60
    ) -> Run {
        hitlab(
            ["-c", line], in: folder, environment: environment.merging(["H": hitlabExecutable]) { a, _ in a },
            timeout: timeout, executable: "/bin/sh")
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    func testACurrentFolderThatIsGoneIsAnErrorNotTheRoot() throws {
        let s = try project()
        let name = "hitlab-cwd-test-\(getpid())"
        defer { unlink("/" + name + ".png"); unlink("/" + name + ".json") }
        // The folder is removed under the running shell: getcwd fails in hitlab.
        let run = shell(
            "mkdir gone && cd gone && rmdir ../gone && exec \"$H\" render '\(s.path)/s.yaml' -o \(name).png --layout-json \(name).json",
            in: s.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(run.stderr.contains("the current folder cannot be found (it was deleted)"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/" + name + ".png"), "nothing written at the root")
        // check's report and goldens: the project is the scene's, the report (relative) has no folder to go to.
        let check = shell("mkdir gone && cd gone && rmdir ../gone && exec \"$H\" check '\(s.path)/s.yaml'", in: s.path)
        XCTAssertEqual(check.status, 2, check.summary)
        XCTAssertTrue(check.stderr.contains("the current folder cannot be found"), check.stderr)
        XCTAssertFalse(check.stdout.contains("report: "), check.stdout)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: s.path + "/Tests/Snapshots/04-round-button/rest.png"),
            "goldens recorded in the scene's project")
    }

    func testExportNeverWritesThroughALinkPlantedAmongTheFrames() throws {
        let s = try project()
        XCTAssertEqual(hitlab(["export", "s.yaml", "--at", "240,160", "--frames", "frames"], in: s.path).status, 0)
        try s.write("victim.txt", "mine")
        chmod(s.path + "/victim.txt", 0o600)
        unlink(s.path + "/frames/step-001.png")
        symlink("../victim.txt", s.path + "/frames/step-001.png")
        let run = hitlab(["export", "s.yaml", "--at", "240,160", "--frames", "frames"], in: s.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(run.stderr.contains("holds files that are not Hitlab's frames (step-001.png)"), run.stderr)
        XCTAssertEqual(try String(contentsOfFile: s.path + "/victim.txt", encoding: .utf8), "mine")
        XCTAssertEqual(mode(s.path + "/victim.txt"), 0o600)
    }

    func testExportReplacesOnlyItsOwnFramesAndRemovesAnEarlierLongerStorysExtras() throws {
        let s = try project()
        XCTAssertEqual(hitlab(["export", "s.yaml", "--at", "240,160", "--frames", "frames"], in: s.path).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: s.path + "/frames").count, 17)
        XCTAssertEqual(mode(s.path + "/frames") & 0o077, 0o055 & ~umaskNow(), "a new folder gets the usual permissions")
        // A shorter story (the corner: the card is hit) replaces the set: no frames of the first are left.
        let shorter = hitlab(["export", "s.yaml", "--at", "185,105", "--frames", "frames"], in: s.path)
        XCTAssertEqual(shorter.status, 0, shorter.summary)
        let frames = try FileManager.default.contentsOfDirectory(atPath: s.path + "/frames").sorted()
        XCTAssertEqual(frames.count, 14, "\(frames)")
        XCTAssertEqual(frames.last, "step-014.png")
        try s.write("frames/notes.txt", "mine")
        let mixed = hitlab(["export", "s.yaml", "--at", "240,160", "--frames", "frames"], in: s.path)
        XCTAssertEqual(mixed.status, 2, mixed.summary)
        XCTAssertTrue(mixed.stderr.contains("holds files that are not Hitlab's frames (notes.txt)"), mixed.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: s.path + "/frames").count, 15, "nothing changed")
    }

    private func umaskNow() -> mode_t {
        let m = umask(0)
        umask(m)
        return m
    }

    func testAnExportThatCannotAllocateAFrameWritesNothing() throws {
        let s = try project()
        // 8000 x 8000 pixels are 256 MB a frame: under a 400 MB limit the first frame cannot be had.
        let run = hitlab(
            [
                "export", "s.yaml", "--at", "240,160", "--size", "8000x8000", "--frames", "frames", "--gif", "a.gif",
                "--html", "a.html"
            ],
            in: s.path, memoryMB: 400, timeout: 120)
        XCTAssertNil(run.signal, run.summary)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(run.stderr.contains("nothing was written"), run.stderr)
        XCTAssertEqual(s.files(), ["Package.swift", "s.yaml"], "no partial set, no 1 x 1 frames")
    }

    func testNoOutputMayReplaceAnInputOfItsCommand() throws {
        let s = try project()
        try s.copy("Tests/Dumps/06-rotated-view-transform-sentry-cocoa.txt", to: "dump.yaml")
        try s.copy("Tests/Snapshots/04-round-button/rest.png", to: "golden.png")
        try s.copy("Tests/Snapshots/04-round-button/click.png", to: "actual.png")
        link(s.path + "/s.yaml", s.path + "/hard.json")  // the scene under another name
        symlink("s.yaml", s.path + "/soft.json")  // a link to the scene
        let inputs = ["actual.png", "dump.yaml", "golden.png", "s.yaml"]
        let before = try inputs.map { try Data(contentsOf: URL(fileURLWithPath: s.path + "/" + $0)) }
        let cases: [[String]] = [
            ["check", "s.yaml", "--json", "soft.json"],
            ["check", "s.yaml", "--json", "hard.json"],
            ["render", "s.yaml", "-o", "o.png", "--layout-json", "soft.json"],
            ["diff", "golden.png", "actual.png", "--diff", "golden.png"],
            ["import", "dump.yaml", "-o", "dump.yaml"]
        ]
        for arguments in cases {
            let run = hitlab(arguments, in: s.path)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.summary)")
            XCTAssertTrue(run.stderr.contains("an input of this command"), "\(arguments): \(run.stderr)")
        }
        XCTAssertEqual(
            try inputs.map { try Data(contentsOf: URL(fileURLWithPath: s.path + "/" + $0)) }, before,
            "every input as it was")
        // Two outputs of one command may not be one file either.
        try s.write("same.html", "old")
        symlink("same.html", s.path + "/alias.gif")
        let twice = hitlab(
            ["export", "s.yaml", "--at", "240,160", "--html", "same.html", "--gif", "alias.gif"], in: s.path)
        XCTAssertEqual(twice.status, 2, twice.summary)
        XCTAssertTrue(
            twice.stderr.contains("another output of this command; each output must go to another file"), twice.stderr)
        XCTAssertEqual(try String(contentsOfFile: s.path + "/same.html", encoding: .utf8), "old")
    }

    func testAReplacedFileKeepsItsMode() throws {
        let s = try project()
        // An earlier run's results, made private, then replaced by the next run's.
        XCTAssertEqual(hitlab(["check", "s.yaml", "--json", "private.json"], in: s.path).status, 0)
        chmod(s.path + "/private.json", 0o600)
        let run = hitlab(["check", "s.yaml", "--json", "private.json"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(mode(s.path + "/private.json"), 0o600)
        XCTAssertTrue(try String(contentsOfFile: s.path + "/private.json", encoding: .utf8).contains("\"checks\""))
    }

    func testAGoldenCheckRecordsIsReadBackAtScaleEight() throws {
        let s = try project()
        try s.write(
            "big.yaml",
            "size: [200, 200]\nwindow: {background: white}\nchecks:\n  - {screenshot: out/big.png, scale: 8}\n")
        let record = hitlab(["check", "big.yaml"], in: s.path, timeout: 120)
        XCTAssertEqual(record.status, 0, record.summary)
        let size = try XCTUnwrap(pngSize(s.path + "/out/big.png"))
        XCTAssertGreaterThan(size.width, 4096, "larger than a scene's image may be: \(size)")
        let again = hitlab(["check", "big.yaml"], in: s.path, environment: ["CI": "1"], removing: [], timeout: 120)
        XCTAssertEqual(again.status, 0, "the golden it recorded reads back: \(again.summary)")
        XCTAssertTrue(again.stdout.contains("PASS big.yaml: 1/1 checks"), again.stdout)
    }

    func testAMissingTemporaryFolderIsNamedAndExitsTwo() throws {
        let s = try project()
        let run = hitlab(
            ["check", "s.yaml", "--jobs", "2"], in: s.path, environment: ["TMPDIR": s.path + "/no-such-folder"])
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(
            run.stderr.contains(
                "no-such-folder: cannot make the workers' temporary folder here (TMPDIR): No such file or directory"),
            run.stderr)
    }

    func testAFullTemporaryFolderIsNamedAndExitsTwo() throws {
        let s = try project()
        let small = s.path + "/small"
        try FileManager.default.createDirectory(atPath: small, withIntermediateDirectories: true)
        guard mountTmpfs(small, kilobytes: 8) else { throw XCTSkip("cannot mount a small tmpfs here (needs root)") }
        defer { umountTmpfs(small) }
        // A file fills it to the last block.
        let filler = open(small + "/filler", O_WRONLY | O_CREAT, 0o600)
        var block = [UInt8](repeating: 0, count: 4096)
        while write(filler, &block, block.count) > 0 {}
        close(filler)
        let run = hitlab(["check", "s.yaml"], in: s.path, environment: ["TMPDIR": small])
        XCTAssertNil(run.signal, run.summary)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(run.stderr.contains("is full") || run.stderr.contains("No space left on device"), run.stderr)
        XCTAssertFalse(run.stdout.contains("CRASH"), run.stdout)
    }

    func testNamesWithControlCharactersArePrintedEscaped() throws {
        let s = try project()
        let name = "evil\nPASS all.yaml: 9/9 checks\u{1B}[2J"
        try s.write(
            name + ".yaml",
            "size: [100, 100]\nwindow:\n  subviews: [{name: b, frame: [50, 50, 10, 10]}]\nchecks:\n  - {click: [5, 5], hit: b}\n"
        )
        let run = hitlab(["check", name + ".yaml"], in: s.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertFalse(lines(run.stdout).contains { $0.hasPrefix("PASS") }, "no fake PASS line: \(run.stdout)")
        XCTAssertFalse(run.stdout.contains("\u{1B}") || run.stderr.contains("\u{1B}"), "no terminal escape")
        XCTAssertTrue(
            run.stdout.contains("FAIL evil\\nPASS all.yaml: 9/9 checks\\u{1B}[2J.yaml: 0/1 checks"), run.stdout)
    }
}

/// Mounts a tmpfs of `kilobytes` at `folder` (root only); false when that is not allowed here.
func mountTmpfs(_ folder: String, kilobytes: Int) -> Bool {
    let run = hitlab(
        ["-c", "mount -t tmpfs -o size=\(kilobytes)k tmpfs \"$1\" 2>/dev/null", "sh", folder], executable: "/bin/sh")
    return run.status == 0
}

func umountTmpfs(_ folder: String) {
    _ = hitlab(["-c", "umount \"$1\"", "sh", folder], executable: "/bin/sh")
}
