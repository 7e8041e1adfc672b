import ArgumentParser
import Foundation
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every scene's checks, compare screenshots with their goldens, report what fails.",
        discussion: """
        Each check is one click or drag and what must come of it (hit, chain, handledBy, \
        actions, gestures), and optionally a golden screenshot of the result. A failing \
        screenshot leaves NAME.actual.png and NAME.diff.png beside the golden and a line \
        saying how many pixels changed and where; an HTML report shows expected, actual and \
        diff side by side. A missing golden is recorded, except when the CI environment \
        variable is set: then it fails. Ends with 'checks: N passed, N failed'.
        """
    )

    @Argument(help: "Scene files.")
    var scenes: [String]

    @Flag(name: .long, help: "Write every screenshot check's golden from the current rendering.")
    var record = false

    @Flag(name: .long, help: "Rewrite only the goldens of screenshots that fail (after an intended change); never under CI.")
    var updateFailed = false

    @Option(name: .long, help: "Run in this many processes at once.")
    var jobs: Int = 1

    @Option(name: .long, help: ArgumentHelp("Run only the K-th of N equal parts of the scenes (for several CI machines).", valueName: "K/N"))
    var shard: ShardArgument?

    @Option(name: .long, help: ArgumentHelp("Where to write the HTML report of the screenshots.", valueName: "PATH"))
    var report: String = "out/hitlab-check-report.html"

    @Option(name: .long, help: ArgumentHelp("Also write the results as JUnit XML (one testcase per check).", valueName: "PATH"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Also write the results as JSON (every check, its status, time and images).", valueName: "PATH"))
    var json: String?

    @Option(name: .long, help: .hidden)
    var resultsFile: String?


    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if scenes.isEmpty { throw ValidationError("give at least one scene file") }
        if jobs < 1 || jobs > 64 { throw ValidationError("--jobs must be from 1 to 64") }
        let lower = report.lowercased()
        if !(lower.hasSuffix(".html") || lower.hasSuffix(".htm")) {
            throw ValidationError("--report must name an .html file, got \"\(report)\"")
        }
        if record && isCI { throw ValidationError("refusing to record goldens while CI is set: record them locally and review them") }
        if updateFailed && isCI { throw ValidationError("refusing to update goldens while CI is set: update them locally and review them") }
        if updateFailed && record { throw ValidationError("--record rewrites every golden already; leave out --update-failed") }
        if let junit, !junit.lowercased().hasSuffix(".xml") { throw ValidationError("--junit must name an .xml file, got \"\(junit)\"") }
        if let json, !json.lowercased().hasSuffix(".json") { throw ValidationError("--json must name a .json file, got \"\(json)\"") }
    }

    func run() throws {
        let selected = shard.map { s in scenes.enumerated().filter { $0.offset % s.count == s.index - 1 }.map(\.element) } ?? scenes
        if let resultsFile {
            try runAsWorker(selected, resultsFile: resultsFile)
            return
        }
        finish(try CheckWorkers(scenes: selected, jobs: jobs, record: record, updateFailed: updateFailed).run())
    }

    /// A worker: checks each scene in turn, appending one line of JSON per scene to
    /// `resultsFile` as soon as it is done, so the parent knows how far it got.
    private func runAsWorker(_ selected: [String], resultsFile: String) throws {
        guard let out = FileHandle(forWritingAtPath: resultsFile) else { throw FileError(resultsFile, errno: errno) }
        out.seekToEndOfFile()
        let runner = try? ScreenshotRunner(record: record, ci: isCI, updateFailed: updateFailed)
        // Fault injection for the tests: a worker that dies on this scene.
        let crashOn = ProcessInfo.processInfo.environment["HITLAB_TEST_CRASH_ON"]
        for path in selected {
            if path == crashOn { abort() }
            var results = checkScene(path, screenshots: runner)
            results.scenes = [SceneOutcome(path: path, status: results.unloadable > 0 ? .unloadable : results.failed > 0 ? .failed : .passed)]
            out.write(try JSONEncoder().encode(results) + Data("\n".utf8))
        }
    }

    private var isCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty && ProcessInfo.processInfo.environment["CI"] != "false" }

    /// Runs one scene's checks, printing as it goes.
    private func checkScene(_ path: String, screenshots: ScreenshotRunner?) -> CheckResults {
        var results = CheckResults()
        guard let loaded = loadScene(path) else {
            results.unloadable += 1
            results.cases.append(CheckCase(scene: path, index: 0, name: "\(path) :: load", status: .error,
                                           message: "the scene does not load (see the errors above)", seconds: 0, actual: nil, diff: nil))
            return results
        }
        let scene = loaded.scene
        var sceneFailures = 0
        for (i, check) in scene.checks.enumerated() {
            var ok = true
            let started = DispatchTime.now().uptimeNanoseconds
            var messages: [String] = []
            var images: (actual: String?, diff: String?) = (nil, nil)
            if let interaction = check.interaction, check.hasSemanticExpectations {
                let trace = scene.run(interaction)
                let problems = check.mismatches(in: trace)
                if !problems.isEmpty {
                    ok = false
                    messages += problems
                    for problem in problems {
                        Console.error("\(path):\(check.line):\(check.column): error: check \(i + 1) (\(interaction.summary)): \(problem)")
                    }
                    Console.error("  actual trace:")
                    let story = storyText(scene: scene, path: path, interaction: interaction, trace: trace)
                    for line in story.split(separator: "\n") { Console.error("    " + line) }
                }
            }
            if let golden = check.screenshot {
                guard let screenshots else {
                    Console.error("\(path):\(check.line):\(check.column): error: check \(i + 1): cannot render the screenshot (SDL2_ttf or the DejaVu font is missing)")
                    results.failed += 1
                    sceneFailures += 1
                    results.cases.append(CheckCase(scene: path, index: i + 1, name: CheckCase.name(path, check, i), status: .error,
                                                   message: "cannot render the screenshot", seconds: 0, actual: nil, diff: nil))
                    continue
                }
                let shot = screenshots.compare(scene: scene, scenePath: path, check: check, index: i, golden: golden)
                results.screenshots.append(shot)
                if shot.status == .failed || shot.status == .missing {
                    ok = false
                    messages.append("screenshot \(golden): \(shot.summary)")
                    images = (shot.actual, shot.diff)
                    Console.error("\(path):\(check.line):\(check.column): error: check \(i + 1) screenshot \(golden): \(shot.summary)")
                } else if shot.status == .recorded {
                    Console.out("recorded \(golden): \(shot.summary)")
                }
            }
            if ok { results.passed += 1 } else { results.failed += 1; sceneFailures += 1 }
            results.cases.append(CheckCase(scene: path, index: i + 1, name: CheckCase.name(path, check, i), status: ok ? .passed : .failed,
                                           message: messages.joined(separator: "\n"),
                                           seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9, actual: images.actual, diff: images.diff))
        }
        Console.out("\(sceneFailures == 0 ? "PASS" : "FAIL") \(path): \(scene.checks.count - sceneFailures)/\(scene.checks.count) checks")
        return results
    }

    private func finish(_ run: CheckResults) {
        var results = run
        var reportFailed = false
        if !results.screenshots.isEmpty {
            Console.out("screenshots: \(ScreenshotTolerance())")
            let failedShots = results.screenshots.filter { $0.status == .failed || $0.status == .missing }.count
            do {
                try CheckReport(results: results.screenshots).write(to: report)
                Console.out("report: \(report) (\(results.screenshots.count) screenshots, \(failedShots) failed)")
            } catch {
                Console.error("hitlab: error: cannot write the report: \(error)")
                reportFailed = true
            }
        }
        for scene in results.scenes where scene.status == .crashed {
            results.cases.append(CheckCase(scene: scene.path, index: 0, name: "\(scene.path) :: run", status: .error,
                                           message: "checking this scene stopped the worker", seconds: 0, actual: nil, diff: nil))
        }
        do {
            if let junit { _ = try AtomicFile.write(Array(CheckCase.junit(results.cases).utf8), to: junit) }
            if let json { _ = try AtomicFile.write(Array(CheckCase.json(results.cases).utf8), to: json) }
        } catch {
            Console.error("hitlab: error: cannot write the results: \(error)")
            reportFailed = true
        }
        let counts = Dictionary(grouping: results.scenes, by: \.status).mapValues(\.count)
        let parts = SceneOutcome.Status.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        Console.out("scenes: \(results.scenes.count) given: " + parts.joined(separator: ", "))
        Console.out("checks: \(results.passed) passed, \(results.failed) failed")
        if results.unloadable > 0 { Foundation.exit(2) }
        if results.failed > 0 { Foundation.exit(1) }
        if reportFailed { Foundation.exit(2) }
    }
}

/// `K/N`: the K-th of N parts, from 1.
struct ShardArgument: ExpressibleByArgument {
    let index: Int
    let count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, k >= 1, k <= n else { return nil }
        index = k
        count = n
    }
}

/// What a run of checks found.
struct CheckResults: Codable {
    var passed = 0
    var failed = 0
    var unloadable = 0
    var screenshots: [ScreenshotResult] = []
    /// How each scene ended, in the order given.
    var scenes: [SceneOutcome] = []
    /// Every check, for `--junit` and `--json`.
    var cases: [CheckCase] = []

    mutating func merge(_ other: CheckResults) {
        cases += other.cases
        passed += other.passed
        failed += other.failed
        unloadable += other.unloadable
        screenshots += other.screenshots
        scenes += other.scenes
    }
}

/// One scene of a run.
struct SceneOutcome: Codable {
    enum Status: String, Codable, CaseIterable {
        case passed, failed
        case unloadable = "did not load"
        case crashed
    }
    let path: String
    let status: Status
}
