import ArgumentParser
import Foundation
import HitlabCore
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

    @Option(name: .long, help: "Run in this many processes at once (default: 1).")
    var jobs: Int = 1

    @Option(name: .long, help: ArgumentHelp("Run only the K-th of N equal parts of the scenes (for several CI machines).", valueName: "K/N"))
    var shard: ShardArgument?

    @Option(name: .long, help: ArgumentHelp("Where to write the HTML report of the screenshots.", valueName: "PATH"))
    var report: String = "out/hitlab-check-report.html"

    @Option(name: .long, help: .hidden)
    var resultsFile: String?

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("give at least one scene file") }
        if jobs < 1 || jobs > 64 { throw ValidationError("--jobs must be from 1 to 64") }
        if record && isCI { throw ValidationError("refusing to record goldens while CI is set: record them locally and review them") }
    }

    func run() throws {
        let selected = shard.map { s in scenes.enumerated().filter { $0.offset % s.count == s.index - 1 }.map(\.element) } ?? scenes
        var results: CheckResults
        if jobs > 1 && resultsFile == nil {
            results = try runInParallel(selected)
        } else {
            results = CheckResults()
            let runner = try? ScreenshotRunner(record: record, ci: isCI)
            for path in selected { results.merge(checkScene(path, screenshots: runner)) }
        }
        if let resultsFile {
            try JSONEncoder().encode(results).write(to: URL(fileURLWithPath: resultsFile))
            return
        }
        finish(results)
    }

    private var isCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty && ProcessInfo.processInfo.environment["CI"] != "false" }

    /// Runs one scene's checks, printing as it goes.
    private func checkScene(_ path: String, screenshots: ScreenshotRunner?) -> CheckResults {
        var results = CheckResults()
        guard let loaded = loadScene(path) else {
            results.unloadable += 1
            return results
        }
        let scene = loaded.scene
        var sceneFailures = 0
        for (i, check) in scene.checks.enumerated() {
            var ok = true
            if let interaction = check.interaction, check.hasSemanticExpectations {
                let trace = scene.run(interaction)
                let problems = check.mismatches(in: trace)
                if !problems.isEmpty {
                    ok = false
                    for problem in problems {
                        Console.error("\(path):\(check.line):\(check.column): error: check \(i + 1) (\(describe(interaction))): \(problem)")
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
                    continue
                }
                let shot = screenshots.compare(scene: scene, scenePath: path, check: check, index: i, golden: golden)
                results.screenshots.append(shot)
                if shot.status == .failed || shot.status == .missing {
                    ok = false
                    Console.error("\(path):\(check.line):\(check.column): error: check \(i + 1) screenshot \(golden): \(shot.summary)")
                } else if shot.status == .recorded {
                    Console.out("recorded \(golden): \(shot.summary)")
                }
            }
            if ok { results.passed += 1 } else { results.failed += 1; sceneFailures += 1 }
        }
        Console.out("\(sceneFailures == 0 ? "PASS" : "FAIL") \(path): \(scene.checks.count - sceneFailures)/\(scene.checks.count) checks")
        return results
    }

    /// Splits the scenes over `jobs` child processes and merges what they found.
    private func runInParallel(_ selected: [String]) throws -> CheckResults {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hitlab-check-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var children: [(Process, URL, URL, URL)] = []
        let count = min(jobs, max(1, selected.count))
        for k in 1...count {
            let process = Process()
            process.executableURL = executable
            let results = dir.appendingPathComponent("results-\(k).json")
            let out = dir.appendingPathComponent("out-\(k).txt"), err = dir.appendingPathComponent("err-\(k).txt")
            FileManager.default.createFile(atPath: out.path, contents: nil)
            FileManager.default.createFile(atPath: err.path, contents: nil)
            process.arguments = ["check", "--shard", "\(k)/\(count)", "--results-file", results.path] + (record ? ["--record"] : []) + selected
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
            children.append((process, results, out, err))
        }
        var merged = CheckResults()
        for (process, results, out, err) in children {
            process.waitUntilExit()
            if let text = try? String(contentsOf: out, encoding: .utf8), !text.isEmpty { FileHandle.standardOutput.write(Data(text.utf8)) }
            if let text = try? String(contentsOf: err, encoding: .utf8), !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
            guard let data = try? Data(contentsOf: results), let part = try? JSONDecoder().decode(CheckResults.self, from: data) else {
                Console.error("hitlab: a check process ended without results (exit \(process.terminationStatus))")
                merged.failed += 1
                continue
            }
            merged.merge(part)
        }
        return merged
    }

    private func finish(_ results: CheckResults) {
        if !results.screenshots.isEmpty {
            Console.out("screenshots: \(ScreenshotTolerance())")
            let failedShots = results.screenshots.filter { $0.status == .failed || $0.status == .missing }.count
            do {
                try CheckReport(results: results.screenshots).write(to: report)
                Console.out("report: \(report) (\(results.screenshots.count) screenshots, \(failedShots) failed)")
            } catch {
                Console.error("hitlab: cannot write the report \(report): \(error)")
            }
        }
        if results.unloadable > 0 { Console.out("\(results.unloadable) scene\(results.unloadable == 1 ? "" : "s") did not load") }
        Console.out("checks: \(results.passed) passed, \(results.failed) failed")
        if results.unloadable > 0 { Foundation.exit(2) }
        if results.failed > 0 { Foundation.exit(1) }
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

    mutating func merge(_ other: CheckResults) {
        passed += other.passed
        failed += other.failed
        unloadable += other.unloadable
        screenshots += other.screenshots
    }
}

func describe(_ interaction: Interaction) -> String {
    switch interaction {
    case .click(let p, let taps, let hold):
        var text = taps > 1 ? "\(taps) clicks at \(p)" : "click at \(p)"
        if hold != 0.1 { text += ", held \(formatNumber(hold)) s" }
        return text
    case .drag(let from, let to):
        return "drag \(from) → \(to)"
    }
}
