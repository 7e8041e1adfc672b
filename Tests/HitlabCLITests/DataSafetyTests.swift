import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Issue 7, "writes that cannot destroy": each reproduction of the issue, run as a user
/// would, in a copy of a project so that nothing real is at risk.
final class DataSafetyTests: XCTestCase {
    /// A small project: Package.swift (which marks the root), the round-button scene, its goldens.
    private func project() throws -> Scratch {
        let s = try Scratch()
        try s.write("Package.swift", "// marks the project root\n")
        try s.copy("Scenes/04-round-button.yaml")
        for name in ["rest", "click", "click-projector"] { try s.copy("Tests/Snapshots/04-round-button/\(name).png") }
        return s
    }

    func testAReportPathThatIsAFolderIsRefusedAndTheGoldensStay() throws {
        let p = try project()
        let before = p.files()
        for target in ["Tests/Snapshots", ".", "Tests/Snapshots/04-round-button"] {
            let run = hitlab(["check", "Scenes/04-round-button.yaml", "--report", target], in: p.path)
            XCTAssertEqual(run.status, 2, run.summary)
            XCTAssertTrue(run.stderr.contains("--report must name an .html file"), run.stderr)
        }
        try FileManager.default.createDirectory(atPath: p.path + "/out/report.html", withIntermediateDirectories: true)
        try p.write("out/report.html/keep.txt", "mine")
        let run = hitlab(["check", "Scenes/04-round-button.yaml", "--report", "out/report.html"], in: p.path)
        XCTAssertEqual(run.status, 2, run.summary)
        XCTAssertTrue(run.stderr.contains("is a folder"), run.stderr)
        XCTAssertEqual(p.files(), (before + ["out/report.html/keep.txt"]).sorted(), "nothing removed, nothing added")
        XCTAssertTrue(
            run.stdout.contains("checks: 5 passed, 0 failed"), "the checks themselves still ran: \(run.stdout)")
    }

    func testALinkedSnapshotFolderLeadingOutsideIsRefusedAndOutsideIsUntouched() throws {
        let p = try project(), outside = try Scratch()
        try outside.write("elsewhere/a.png", "not mine to touch")
        try outside.write("elsewhere/a.actual.png", "not mine either")
        symlink(outside.path + "/elsewhere", p.path + "/Tests/Snapshots/linked")
        try p.write(
            "Scenes/linked.yaml",
            "size: [100, 100]\nwindow: {}\nchecks:\n  - {screenshot: Tests/Snapshots/linked/a.png}\n  - {screenshot: Tests/Snapshots/linked/b.png}\n"
        )
        for record in [[], ["--record"]] {
            let run = hitlab(["check", "Scenes/linked.yaml", "--report", "out/r.html"] + record, in: p.path)
            XCTAssertEqual(run.status, 1, run.summary)
            XCTAssertTrue(run.stderr.contains("lies outside"), run.stderr)
        }
        XCTAssertEqual(
            try String(contentsOfFile: outside.path + "/elsewhere/a.png", encoding: .utf8), "not mine to touch")
        XCTAssertEqual(
            try String(contentsOfFile: outside.path + "/elsewhere/a.actual.png", encoding: .utf8), "not mine either")
        XCTAssertEqual(outside.files(), ["elsewhere/a.actual.png", "elsewhere/a.png"])
    }

    func testAGoldenNamedLikeAnotherGoldensDiffIsALoadError() throws {
        let p = try project()
        try p.write(
            "Scenes/q.yaml",
            "size: [100, 100]\nwindow: {}\nchecks:\n  - {screenshot: out/q.png}\n  - {screenshot: out/q.diff.png}\n")
        let run = hitlab(["validate", "Scenes/q.yaml"], in: p.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.contains("Scenes/q.yaml:5:18: error: 'screenshot' may not end in .actual.png or .diff.png"),
            run.stderr)
    }

    func testJobsRunTheProgramsOwnExecutableNotOneInTheCurrentFolder() throws {
        let p = try project()
        let trap = try p.write("hitlab", "#!/bin/sh\ntouch \"$(dirname \"$0\")/pwned\"\nexit 0\n")
        chmod(trap, 0o755)
        let bin = (hitlabExecutable as NSString).deletingLastPathComponent
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = hitlab(
            ["check", "--jobs", "2", "Scenes/04-round-button.yaml", "--report", "out/r.html"], in: p.path,
            environment: ["PATH": path], executable: "hitlab")
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertTrue(run.stdout.contains("checks: 5 passed, 0 failed"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: p.path + "/pwned"), "./hitlab was not run")
    }

    func testRecordingUnchangedGoldensKeepsTheirBytes() throws {
        let p = try project()
        let golden = p.path + "/Tests/Snapshots/04-round-button/click.png"
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))
        var old = stat()
        stat(golden, &old)
        let run = hitlab(["check", "--record", "Scenes/04-round-button.yaml", "--report", "out/r.html"], in: p.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertFalse(
            run.stdout.contains("recorded"), "an unchanged golden is not reported as recorded: \(run.stdout)")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: golden)), before)
        var now = stat()
        stat(golden, &now)
        XCTAssertEqual(now.st_ino, old.st_ino, "not even rewritten with the same bytes")
        // A real change is recorded.
        let scene = try String(contentsOfFile: p.path + "/Scenes/04-round-button.yaml", encoding: .utf8)
        try p.write(
            "Scenes/04-round-button.yaml", scene.replacingOccurrences(of: "size: [480, 320]", with: "size: [490, 320]"))
        let again = hitlab(["check", "--record", "Scenes/04-round-button.yaml", "--report", "out/r.html"], in: p.path)
        XCTAssertTrue(again.stdout.contains("re-recorded"), again.summary)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: golden)), before)
    }

    func testAKilledRenderNeverLeavesAPartialOrTemporaryFile() throws {
        let p = try project()
        try FileManager.default.createDirectory(atPath: p.path + "/out", withIntermediateDirectories: true)
        let arguments = ["render", "Scenes/04-round-button.yaml", "--at", "240,160", "--scale", "2", "-o", "out/k.png"]
        // The kills fall across the time the fastest of three whole runs took here, its end
        // (naming and renaming the file) too: a faster render is killed sooner, and most runs
        // are still working when they are.
        let span =
            (0..<3).map { _ in
                let start = DispatchTime.now().uptimeNanoseconds
                XCTAssertEqual(hitlab(arguments, in: p.path).status, 0)
                return max(1, Int((DispatchTime.now().uptimeNanoseconds - start) / 1000))
            }.min() ?? 1
        var killedEarly = 0
        for i in 0..<100 {
            let delay = UInt32((i * 7919) % span)
            let run = hitlab(arguments, in: p.path) { pid in
                usleep(delay)
                kill(-pid, SIGKILL)
            }
            if run.signal != nil { killedEarly += 1 }
        }
        XCTAssertGreaterThan(killedEarly, 50, "most runs were killed while working")
        // A run killed in the microseconds between naming its finished file and renaming it
        // over the picture leaves that whole file under a hidden name (`.k.png.hitlab-PID-…`):
        // the next write of the picture removes it: one more run, left alone, is that write.
        let hidden = p.files().filter { $0.hasPrefix("out/.k.png.hitlab-") }
        for name in hidden {
            let size = (try? FileManager.default.attributesOfItem(atPath: p.path + "/" + name)[.size] as? Int) ?? 0
            XCTAssertGreaterThan(size, 0, "a named temporary is a finished picture: \(name)")
        }
        let last = hitlab(["render", "Scenes/04-round-button.yaml", "--at", "240,160", "-o", "out/k.png"], in: p.path)
        XCTAssertEqual(last.status, 0, last.summary)
        let outputs = p.files().filter { $0.hasPrefix("out/") }
        XCTAssertEqual(outputs, ["out/k.png"], "only the finished picture, never a temporary file")
        if outputs == ["out/k.png"] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: p.path + "/out/k.png"))
            XCTAssertEqual(
                Array(bytes.suffix(8)), [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], "a whole PNG (ends with IEND)"
            )
        }
    }

    /// A full disk and a read-only folder, made with a private tmpfs mount (`unshare -m`).
    func testAFullDiskAndAReadOnlyFolderAreReportedAsSuch() throws {
        let p = try project()
        let probe = hitlab(
            ["-m", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs \(p.path)/Scenes"], in: p.path,
            executable: "/usr/bin/unshare")
        guard probe.status == 0 else { throw XCTSkip("cannot mount a private tmpfs here: \(probe.stderr)") }
        let mountFull = "mkdir -p full && mount -t tmpfs -o size=16k tmpfs full && exec \"$0\" \"$@\""
        let full = hitlab(
            [
                "-m", "sh", "-c", mountFull, hitlabExecutable, "render", "Scenes/04-round-button.yaml", "--scale", "2",
                "-o", "full/a.png"
            ],
            in: p.path, executable: "/usr/bin/unshare")
        XCTAssertEqual(full.status, 2, full.summary)
        XCTAssertTrue(full.stderr.contains("No space left on device"), full.stderr)
        // A golden folder that cannot be written: a failing check says why, and names no file it did not write.
        let scene = try String(contentsOfFile: p.path + "/Scenes/04-round-button.yaml", encoding: .utf8)
        try p.write(
            "Scenes/04-round-button.yaml", scene.replacingOccurrences(of: "size: [480, 320]", with: "size: [490, 320]"))
        let dir = "Tests/Snapshots/04-round-button"
        let mountRO =
            "mount -t tmpfs tmpfs \(dir) && for f in rest click click-projector; do cp \"\(projectRoot)/\(dir)/$f.png\" \(dir)/; done "
            + "&& mount -o remount,ro \(dir) && exec \"$0\" \"$@\""
        let ro = hitlab(
            [
                "-m", "sh", "-c", mountRO, hitlabExecutable, "check", "Scenes/04-round-button.yaml", "--report",
                "out/r.html"
            ],
            in: p.path, environment: ["CI": "true"], removing: [], executable: "/usr/bin/unshare")
        XCTAssertEqual(ro.status, 1, ro.summary)
        XCTAssertTrue(ro.stderr.contains("Read-only file system"), ro.stderr)
        XCTAssertFalse(ro.stderr.contains("; see "), "no file is named that was not written: \(ro.stderr)")
    }
}
