import Foundation
import HitlabChecks
import HitlabFiles
import HitlabRender
import HitlabWords

/// The end of `hitlab check`: the HTML report, `--junit` and `--json` written, the next
/// command to run said exactly, the counts printed, and the exit status (1: a check failed,
/// 2: a scene did not load or an output could not be written).
struct CheckOutputs {
    let report: String?
    let junit: String?
    let json: String?
    let ci: Bool

    static let defaultReport = "out/hitlab-check-report.html"

    func finish(_ run: CheckResults) {
        var results = run
        var reportFailed = false
        if !results.screenshots.isEmpty || report != nil {
            let path = report ?? Self.defaultReport
            let failedShots = results.screenshots.filter { $0.status == .failed || $0.status == .missing }
            if !results.screenshots.isEmpty { Console.out("screenshots: \(ScreenshotTolerance())") }
            do {
                try CheckReport(cases: results.cases).write(to: path)
                Console.out(
                    """
                    report: \(path) (\(results.cases.count) checks, \(results.screenshots.count) screenshots, \
                    \(failedShots.count) failed; one page, pictures inside)
                    """
                )
            } catch {
                Console.error(
                    "hitlab: error: "
                        + tr("cannot write the report: \(ErrorWord(error))"))
                reportFailed = true
            }
        }
        for scene in results.scenes where scene.status == .crashed {
            results.cases.append(
                CheckCase(
                    scene: scene.path, index: 0, name: "\(scene.path) :: run", status: .error,
                    message: "checking this scene stopped the worker", seconds: 0, actual: nil, diff: nil))
        }
        do {
            if let junit { _ = try AtomicFile.write(Array(CheckCase.junit(results.cases).utf8), to: junit) }
            if let json { _ = try AtomicFile.write(Array(CheckCase.json(results.cases).utf8), to: json) }
        } catch {
            Console.error(
                "hitlab: error: "
                    + tr("cannot write the results: \(ErrorWord(error))"))
            reportFailed = true
        }
        // What to run next, exactly.
        // The scenes with such screenshots, each once, in order.
        func scenes(_ wanted: (ScreenshotResult) -> Bool) -> [String] {
            results.screenshots.filter(wanted).map(\.scene).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
        let changed = scenes { $0.status == .failed && $0.actual != nil }
        if !changed.isEmpty {
            Console.out(
                """
                hint: if these pictures changed on purpose, look at them (the report, or the .actual.png and \
                .diff.png files), then\(ci ? " on your machine" : "") run:
                """
            )
            Console.out(
                "  hitlab check --update-failed " + changed.map(SceneCheckRun.shellQuoted).joined(separator: " "))
        }
        let missing = scenes { $0.status == .missing }
        if !missing.isEmpty {
            Console.out(
                """
                hint: goldens are missing; record them on your machine (plain `hitlab check` records only the \
                missing ones), review and commit them:
                """
            )
            Console.out("  hitlab check " + missing.map(SceneCheckRun.shellQuoted).joined(separator: " "))
        }
        let counts = Dictionary(grouping: results.scenes, by: \.status).mapValues(\.count)
        let parts = SceneOutcome.Status.allCases.compactMap { status in
            counts[status].map { "\($0) \(status.rawValue)" }
        }
        Console.out("scenes: \(results.scenes.count) given: " + parts.joined(separator: ", "))
        Console.out("checks: \(results.passed) passed, \(results.failed) failed")
        if results.unloadable > 0 { Foundation.exit(2) }
        if results.failed > 0 { Foundation.exit(1) }
        if reportFailed { Foundation.exit(2) }
    }
}
