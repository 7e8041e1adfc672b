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
        // A scene that stopped its worker is a case of its own, in the report as in the JUnit.
        for scene in results.scenes where scene.status == .crashed {
            results.cases.append(
                CheckCase(
                    scene: scene.path, index: 0, name: "\(scene.path) :: run", status: .error,
                    message: tr("checking this scene stopped the worker"), seconds: 0, actual: nil, diff: nil))
        }
        if !results.screenshots.isEmpty || report != nil {
            let path = report ?? Self.defaultReport
            let failedShots = results.screenshots.filter { $0.status == .failed || $0.status == .missing }
            if !results.screenshots.isEmpty {
                Console.out(tr("screenshots: ") + ScreenshotTolerance().text(in: CommandLanguage.current))
            }
            do {
                try CheckReport(cases: results.cases).write(to: path)
                let (checks, shots, failed) = (results.cases.count, results.screenshots.count, failedShots.count)
                Console.out(
                    tr(
                        """
                        report: \(path) (\(checks) checks, \(shots) screenshots, \(failed) failed; one page, \
                        pictures inside)
                        """))
            } catch {
                Console.error(
                    "hitlab: error: "
                        + tr("cannot write the report: \(ErrorWord(error))"))
                reportFailed = true
            }
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
                ci
                    ? tr(
                        """
                        hint: if these pictures changed on purpose, look at them (the report, or the .actual.png and \
                        .diff.png files), then on your machine run:
                        """)
                    : tr(
                        """
                        hint: if these pictures changed on purpose, look at them (the report, or the .actual.png and \
                        .diff.png files), then run:
                        """))
            Console.out(
                "  hitlab check --update-failed " + changed.map(SceneCheckRun.shellQuoted).joined(separator: " "))
        }
        let missing = scenes { $0.status == .missing }
        if !missing.isEmpty {
            Console.out(
                tr(
                    """
                    hint: goldens are missing; record them on your machine (plain `hitlab check` records only the \
                    missing ones), review and commit them:
                    """))
            Console.out("  hitlab check " + missing.map(SceneCheckRun.shellQuoted).joined(separator: " "))
        }
        let counts = Dictionary(grouping: results.scenes, by: \.status).mapValues(\.count)
        let parts = SceneOutcome.Status.allCases.compactMap { status in
            counts[status].map { Self.count($0, status) }
        }
        let given = results.scenes.count
        Console.out(tr("scenes: \(given) given: ") + parts.joined(separator: tr(", ")))
        Console.out(tr("checks: \(results.passed) passed, \(results.failed) failed"))
        if results.unloadable > 0 { Foundation.exit(2) }
        if results.failed > 0 { Foundation.exit(1) }
        if reportFailed { Foundation.exit(2) }
    }

    /// "3 failed", in this run's language.
    static func count(_ n: Int, _ status: SceneOutcome.Status) -> String {
        switch status {
        case .passed: return tr("\(n) passed")
        case .failed: return tr("\(n) failed")
        case .unloadable: return tr("\(n) did not load")
        case .empty: return tr("\(n) had no checks")
        case .lesson: return tr("\(n) lessons, skipped")
        case .crashed: return tr("\(n) crashed")
        }
    }
}
