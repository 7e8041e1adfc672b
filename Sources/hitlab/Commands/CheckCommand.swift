import ArgumentParser
import Foundation
import HitlabChecks
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene
import HitlabWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        _superCommandName: Hitlab.commandName,
        abstract: tr(
            "Run every scene's checks, compare screenshots with their goldens, report what fails."),
        discussion: tr(
            """
            Each check is one click or drag and what must come of it (hit, chain, handledBy, \
            actions, gestures), and optionally a golden screenshot of the result. A failing \
            screenshot leaves NAME.actual.png and NAME.diff.png beside the golden and a line \
            saying how many pixels changed and where; an HTML report shows expected, actual and \
            diff side by side. A missing golden is recorded, except when the CI environment \
            variable is set: then it fails. Ends with the counts, 'checks: N passed, N failed' (in the \
            run's language; --json and --junit are the same in every language).

            \(GoldenLocation.rule)
            """)
    )

    @Argument(help: ArgumentHelp(tr("Scene files.")))
    var scenes: [String]

    @Flag(
        name: .long,
        help: ArgumentHelp(
            tr("Write every screenshot check's golden from the current rendering.")))
    var record = false

    @Flag(
        name: .long,
        help: ArgumentHelp(
            tr(
                "Rewrite only the goldens of screenshots that fail (after an intended change); never under CI.")))
    var updateFailed = false

    @Option(name: .long, help: ArgumentHelp(tr("Run in this many processes at once.")))
    var jobs: Int = 1

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                """
                Run only the K-th of N parts of the scenes (every N-th scene from the K-th), for a matrix of CI \
                machines.
                """), valueName: "K/N"))
    var shard: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                """
                Where to write the HTML report: one page with every check and its pictures embedded (default: \
                \(CheckOutputs.defaultReport), written when a check has a screenshot).
                """), valueName: "PATH"))
    var report: String?

    /// What each output file starts with, so an earlier run's file is known from any other.
    static let outputMarkers = [
        "--json": ["{\"passed\":", "{\n  \"passed\":"], "--junit": ["<testsuites name=\"hitlab check\""],
        // The generator tag in every language; the English title of reports written before it.
        "--report": [CheckReport.generator, "<title>Hitlab check:"]
    ]

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Also write the results as JUnit XML (one testcase per check)."),
            valueName: "PATH"))
    var junit: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "Also write the results as JSON (every check, its status, time and images)."), valueName: "PATH"))
    var json: String?

    @Option(name: .long, help: .hidden)
    var resultsFile: String?

    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if scenes.isEmpty { throw ValidationError(tr("give at least one scene file")) }
        if jobs < 1 || jobs > 64 { throw ValidationError(tr("--jobs must be from 1 to 64")) }
        if let shard { _ = try ShardArgument.parse(shard) }
        if let report, !(report.lowercased().hasSuffix(".html") || report.lowercased().hasSuffix(".htm")) {
            throw ValidationError(
                tr("--report must name an .html file, got \"\(report)\""))
        }
        if record && isCI {
            throw ValidationError(
                tr(
                    "refusing to record goldens while CI is set: record them locally and review them"))
        }
        if updateFailed && isCI {
            throw ValidationError(
                tr(
                    "refusing to update goldens while CI is set: update them locally and review them"))
        }
        if updateFailed && record {
            throw ValidationError(
                tr(
                    "--record rewrites every golden already; leave out --update-failed"))
        }
        if let junit, !junit.lowercased().hasSuffix(".xml") {
            throw ValidationError(
                tr("--junit must name an .xml file, got \"\(junit)\""))
        }
        if let json, !json.lowercased().hasSuffix(".json") {
            throw ValidationError(
                tr("--json must name a .json file, got \"\(json)\""))
        }
    }

    func run() throws {
        let part = try shard.map(ShardArgument.parse)
        if resultsFile == nil {
            do {
                // No result file may replace a scene, nor another result file.
                var taken: [String] = []
                for (output, flag) in [(json, "--json"), (junit, "--junit"), (report, "--report")] {
                    guard let output else { continue }
                    try OutputPath.requireDistinct(output, from: scenes, what: flag)
                    try OutputPath.requireDistinct(
                        output, from: taken, what: flag, role: "another output of this command")
                    // An existing file is replaced only when it is an earlier run's results.
                    try OutputPath.requireOwnOrNew(
                        output, markers: Self.outputMarkers[flag] ?? [], what: "hitlab check \(flag)")
                    taken.append(output)
                }
            } catch {
                Console.error("hitlab: error: \(errorText(error, languageOption.language))")
                throw ExitCode(2)
            }
        }
        let selected =
            part.map { s in scenes.enumerated().filter { $0.offset % s.count == s.index - 1 }.map(\.element) } ?? scenes
        let run = SceneCheckRun(
            language: languageOption.language, ci: isCI,
            screenshots: try? ScreenshotRunner(record: record, ci: isCI, updateFailed: updateFailed))
        if let resultsFile {
            try CheckWorkers.work(selected, resultsFile: resultsFile, run: run)
            return
        }
        let results: CheckResults
        do {
            results = try CheckWorkers(
                scenes: selected, jobs: jobs, record: record, updateFailed: updateFailed,
                language: languageOption.language
            ).run()
        } catch let error as FileError {
            // The machine, not a check: a missing or full temporary folder, no executable.
            Console.error("hitlab: error: \(error.message(in: languageOption.language))")
            throw ExitCode(2)
        }
        CheckOutputs(report: report, junit: junit, json: json, ci: isCI).finish(results)
    }

    private var isCI: Bool { SceneCheckRun.environmentIsCI }
}

/// `K/N`: the K-th of N parts, from 1.
struct ShardArgument {
    let index: Int
    let count: Int

    static func parse(_ argument: String) throws -> ShardArgument {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw ValidationError(
                tr(
                    "--shard takes K/N (this machine's part K of N parts, e.g. 2/4), got \"\(argument)\""))
        }
        guard n >= 1 else {
            throw ValidationError(
                tr("--shard \(argument): N, the number of parts, must be at least 1"))
        }
        guard k >= 1, k <= n else {
            throw ValidationError(
                tr(
                    "--shard \(argument): K must be from 1 to \(n) (there are \(n) parts)"))
        }
        return ShardArgument(index: k, count: n)
    }
}
