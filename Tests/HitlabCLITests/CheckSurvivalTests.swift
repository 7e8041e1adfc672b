import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Issue 7, "`check` that survives": a scene that takes its worker down is that scene's
/// failure; the others are checked and counted; Ctrl-C stops every worker and cleans up.
final class CheckSurvivalTests: XCTestCase {
    private let scenes =
        (try? FileManager.default.contentsOfDirectory(atPath: projectRoot + "/Scenes"))?
        .filter { $0.hasSuffix(".yaml") }.sorted().map { "Scenes/" + $0 } ?? []

    func testACrashingSceneIsReportedAndEveryOtherSceneIsStillCounted() throws {
        XCTAssertEqual(scenes.count, 36)
        let crashing = scenes[3]
        for jobs in ["1", "2"] {
            let run = hitlab(
                ["check", "--jobs", jobs, "--report", "out/survival-\(jobs).html"] + scenes,
                environment: ["HITLAB_TEST_CRASH_ON": crashing], timeout: 120)
            XCTAssertEqual(run.status, 1, run.summary)
            XCTAssertTrue(
                run.stderr.contains("\(crashing):1:1: error: checking this scene stopped the worker (signal 6"),
                run.stderr)
            XCTAssertTrue(
                run.stdout.contains("scenes: 36 given: 35 passed, 1 crashed"), "jobs \(jobs): \(run.stdout.suffix(400))"
            )
            XCTAssertTrue(run.stdout.contains("report: out/survival-\(jobs).html"), run.stdout)
            for scene in scenes where scene != crashing {
                XCTAssertTrue(run.stdout.contains("PASS \(scene)"), "\(scene) was checked (jobs \(jobs))")
            }
            XCTAssertTrue(run.stdout.contains("CRASH \(crashing)"))
        }
    }

    func testCtrlCStopsEveryWorkerAndLeavesNoTemporaryFolder() throws {
        let s = try Scratch()
        try s.write("Package.swift", "// root\n")
        for scene in scenes { try s.copy(scene) }
        try s.copy("Assets/flower.png")
        try FileManager.default.createDirectory(atPath: s.path + "/tmp", withIntermediateDirectories: true)
        var group: pid_t = 0
        let run = hitlab(
            ["check", "--record", "--jobs", "4", "--report", "out/r.html"] + scenes, in: s.path,
            environment: ["TMPDIR": s.path + "/tmp"], timeout: 60
        ) { pid in
            group = pid
            // Wait until the workers are running (their folder exists), then interrupt the parent alone.
            for _ in 0..<500 {
                if ((try? FileManager.default.contentsOfDirectory(atPath: s.path + "/tmp")) ?? []).contains(where: {
                    $0.hasPrefix("hitlab-check-")
                }) {
                    break
                }
                usleep(2000)
            }
            usleep(150_000)
            kill(pid, SIGINT)
        }
        XCTAssertEqual(run.status, 130, run.summary)
        usleep(200_000)
        XCTAssertEqual(kill(-group, 0), -1, "no process of the run is left")
        XCTAssertEqual(errno, ESRCH)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: s.path + "/tmp"), [], "the temporary folder is gone")
        XCTAssertEqual(s.files().filter { $0.contains(".hitlab-") }, [], "no temporary file left")
    }
}
