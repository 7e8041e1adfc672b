import ArgumentParser
import Foundation
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene
import HitlabWords
import HitlabChecks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: tr("Run every scene's checks, compare screenshots with their goldens, report what fails.", "运行每个场景的检查，把截图与基准截图比较，报告未通过的检查。"),
        discussion: tr("""
        Each check is one click or drag and what must come of it (hit, chain, handledBy, \
        actions, gestures), and optionally a golden screenshot of the result. A failing \
        screenshot leaves NAME.actual.png and NAME.diff.png beside the golden and a line \
        saying how many pixels changed and where; an HTML report shows expected, actual and \
        diff side by side. A missing golden is recorded, except when the CI environment \
        variable is set: then it fails. Ends with 'checks: N passed, N failed'.

        \(GoldenLocation.rule)
        """, "每个检查是一次点击或拖动，以及它必须产生的结果（hit、chain、handledBy、actions、gestures），还可以带一张结果的基准截图。截图未通过时，会在基准截图旁边留下 NAME.actual.png 和 NAME.diff.png，并输出一行说明有多少像素变了、变在哪里；HTML 报告把期望、实际和差异并排显示。缺少的基准截图会被录制，但设置了 CI 环境变量时除外：这时检查失败。最后一行是 'checks: N passed, N failed'。\n\n基准截图放在哪里：截图的路径相对于项目，即场景所在文件夹或它之上最近的、含有 Package.swift 的文件夹（没有时就是场景自己的文件夹）。路径必须留在这个文件夹里（符号链接会被跟随）：离开它的路径是错误。")
    )

    @Argument(help: ArgumentHelp(tr("Scene files.", "场景文件。")))
    var scenes: [String]

    @Flag(name: .long, help: ArgumentHelp(tr("Write every screenshot check's golden from the current rendering.", "用当前的渲染结果写入每个截图检查的基准截图。")))
    var record = false

    @Flag(name: .long, help: ArgumentHelp(tr("Rewrite only the goldens of screenshots that fail (after an intended change); never under CI.", "只重写未通过的截图的基准截图（用于有意的改动之后）；在 CI 下从不这样做。")))
    var updateFailed = false

    @Option(name: .long, help: ArgumentHelp(tr("Run in this many processes at once.", "同时运行的进程数。")))
    var jobs: Int = 1

    @Option(name: .long, help: ArgumentHelp(tr("Run only the K-th of N parts of the scenes (every N-th scene from the K-th), for a matrix of CI machines.", "只运行场景分成 N 份后的第 K 份（从第 K 个场景起每隔 N 个取一个），用于多台 CI 机器并行。"), valueName: "K/N"))
    var shard: String?

    @Option(name: .long, help: ArgumentHelp(tr("Where to write the HTML report: one page with every check and its pictures embedded (default: \(Self.defaultReport), written when a check has a screenshot).", "HTML 报告的写入位置：一个页面，内嵌每个检查和它的图片（默认 \(Self.defaultReport)，有检查带截图时才写）。"), valueName: "PATH"))
    var report: String?

    static let defaultReport = "out/hitlab-check-report.html"
    /// What each output file starts with, so an earlier run's file is known from any other.
    static let outputMarkers = ["--json": ["{\"passed\":", "{\n  \"passed\":"], "--junit": ["<testsuites name=\"hitlab check\""], "--report": ["<title>Hitlab check:"]]

    @Option(name: .long, help: ArgumentHelp(tr("Also write the results as JUnit XML (one testcase per check).", "同时把结果写成 JUnit XML（每个检查一个 testcase）。"), valueName: "PATH"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp(tr("Also write the results as JSON (every check, its status, time and images).", "同时把结果写成 JSON（每个检查的状态、用时和图片）。"), valueName: "PATH"))
    var json: String?

    @Option(name: .long, help: .hidden)
    var resultsFile: String?


    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if scenes.isEmpty { throw ValidationError(tr("give at least one scene file", "请至少给出一个场景文件")) }
        if jobs < 1 || jobs > 64 { throw ValidationError(tr("--jobs must be from 1 to 64", "--jobs 必须在 1 到 64 之间")) }
        if let shard { _ = try ShardArgument.parse(shard) }
        if let report, !(report.lowercased().hasSuffix(".html") || report.lowercased().hasSuffix(".htm")) {
            throw ValidationError(tr("--report must name an .html file, got \"\(report)\"", "--report 必须是 .html 文件，实际是 \"\(report)\""))
        }
        if record && isCI { throw ValidationError(tr("refusing to record goldens while CI is set: record them locally and review them", "设置了 CI 时不录制基准截图：请在本地录制并检查")) }
        if updateFailed && isCI { throw ValidationError(tr("refusing to update goldens while CI is set: update them locally and review them", "设置了 CI 时不更新基准截图：请在本地更新并检查")) }
        if updateFailed && record { throw ValidationError(tr("--record rewrites every golden already; leave out --update-failed", "--record 已经会重写所有基准截图；请去掉 --update-failed")) }
        if let junit, !junit.lowercased().hasSuffix(".xml") { throw ValidationError(tr("--junit must name an .xml file, got \"\(junit)\"", "--junit 必须是 .xml 文件，实际是 \"\(junit)\"")) }
        if let json, !json.lowercased().hasSuffix(".json") { throw ValidationError(tr("--json must name a .json file, got \"\(json)\"", "--json 必须是 .json 文件，实际是 \"\(json)\"")) }
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
                    try OutputPath.requireDistinct(output, from: taken, what: flag, role: "another output of this command")
                    // An existing file is replaced only when it is an earlier run's results.
                    try OutputPath.requireOwnOrNew(output, markers: Self.outputMarkers[flag] ?? [], what: "hitlab check \(flag)")
                    taken.append(output)
                }
            } catch {
                Console.error("hitlab: error: \(errorText(error, languageOption.language))")
                throw ExitCode(2)
            }
        }
        let selected = part.map { s in scenes.enumerated().filter { $0.offset % s.count == s.index - 1 }.map(\.element) } ?? scenes
        if let resultsFile {
            try runAsWorker(selected, resultsFile: resultsFile)
            return
        }
        let results: CheckResults
        do {
            results = try CheckWorkers(scenes: selected, jobs: jobs, record: record, updateFailed: updateFailed,
                                       language: languageOption.language).run()
        } catch let error as FileError {
            // The machine, not a check: a missing or full temporary folder, no executable.
            Console.error("hitlab: error: \(error.message(in: languageOption.language))")
            throw ExitCode(2)
        }
        finish(results)
    }

    /// A worker: checks each scene in turn, appending one line of JSON per scene to
    /// `resultsFile` as soon as it is done, so the parent knows how far it got.
    private func runAsWorker(_ selected: [String], resultsFile: String) throws {
        guard let out = FileHandle(forWritingAtPath: resultsFile) else {
            Console.error("\(resultsFile):1:1: error: " + tr("cannot open the results file: \(String(cString: strerror(errno)))", "无法打开结果文件：\(FileError.chineseReason(errno: errno) ?? String(cString: strerror(errno)))"))
            throw ExitCode(CheckWorkers.environmentFailure)
        }
        _ = try? out.seekToEnd()
        let runner = try? ScreenshotRunner(record: record, ci: isCI, updateFailed: updateFailed)
        // Fault injection for the tests, in debug builds only: a worker that dies on this scene.
        #if DEBUG
        let crashOn = ProcessInfo.processInfo.environment["HITLAB_TEST_CRASH_ON"]
        #else
        let crashOn: String? = nil
        #endif
        for path in selected {
            if path == crashOn { abort() }
            var results = checkScene(path, screenshots: runner)
            results.scenes = [SceneOutcome(path: path, status: results.unloadable > 0 ? .unloadable : results.empty > 0 ? .empty
                                                              : results.lessons > 0 ? .lesson : results.failed > 0 ? .failed : .passed)]
            do {
                try out.write(contentsOf: try JSONEncoder().encode(results) + Data("\n".utf8))
            } catch {
                // A full or vanished temporary folder: said, and told to the parent by the exit status.
                Console.error("\(resultsFile):1:1: error: " + tr("cannot write the results of \(path): \(CheckWorkers.reason(error))", "无法写入 \(path) 的结果：\(CheckWorkers.reason(error))"))
                throw ExitCode(CheckWorkers.environmentFailure)
            }
        }
    }

    /// A failed check's actual trace on standard error, bounded whatever the scene's size: its
    /// first and last lines (the traversal's start, the verdict and chain), each cut to a
    /// screen width, and the command that prints it whole. A click that visits 20,000 views
    /// must not write megabytes per failure.
    static func traceExcerpt(_ story: String, command: String, head: Int = 20, tail: Int = 20, width: Int = 300) -> [String] {
        let lines = story.split(separator: "\n", omittingEmptySubsequences: false)
        func cut(_ line: Substring) -> String { line.count > width ? "    " + line.prefix(width) + " …" : "    " + line }
        guard lines.count > head + tail else { return [tr("  actual trace:", "  实际过程：")] + lines.map(cut) }
        return [tr("  actual trace (\(lines.count) lines; the first \(head) and the last \(tail)):", "  实际过程（共 \(lines.count) 行；前 \(head) 行和后 \(tail) 行）：")]
            + lines.prefix(head).map(cut)
            + [tr("    … \(lines.count - head - tail) lines left out; all of them: \(command)", "    … 省略了 \(lines.count - head - tail) 行；查看全部：\(command)")]
            + lines.suffix(tail).map(cut)
    }

    /// The `hitlab trace` command that prints a check's whole trace.
    static func traceCommand(_ path: String, _ interaction: Interaction) -> String {
        func p(_ q: Point) -> String { "\(formatNumber(q.x)),\(formatNumber(q.y))" }
        switch interaction {
        case .click(let at, let taps, let hold):
            return "hitlab trace \(shellQuoted(path)) --at \(p(at))" + (taps > 1 ? " --taps \(taps)" : "") + (hold != 0.1 ? " --hold \(formatNumber(hold))" : "")
        case .drag(let from, let to, let through, let hold, let duration):
            return "hitlab trace \(shellQuoted(path)) --drag " + ([from] + through + [to]).map(p).joined(separator: ":")
                + (hold != 0 ? " --hold \(formatNumber(hold))" : "") + (duration != Interaction.dragDuration ? " --duration \(formatNumber(duration))" : "")
        case .fingers(let paths):
            return "hitlab trace \(shellQuoted(path))" + paths.map { " --finger " + shellQuoted($0.flowMapping) }.joined()
        }
    }

    /// A path as a shell word.
    static func shellQuoted(_ s: String) -> String {
        s.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@".contains($0) } ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private var isCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty && ProcessInfo.processInfo.environment["CI"] != "false" }

    /// Runs one scene's checks, printing as it goes.
    private func checkScene(_ path: String, screenshots: ScreenshotRunner?) -> CheckResults {
        var results = CheckResults()
        // A lesson holds no checks of its own: its parts' scenes hold them (`Scenes/**/*.yaml`
        // gives those too). Said, and not counted as a failure.
        if LessonLoader.isLesson(path: path) {
            Console.out("skip \(path): " + tr("a lesson file; the checks are in its parts' scenes, checked when they are given", "课程文件；检查写在它各部分的场景里，给出这些场景时会检查"))
            results.lessons = 1
            return results
        }
        guard let loaded = loadScene(path, language: languageOption.language) else {
            results.unloadable += 1
            results.cases.append(CheckCase(scene: path, index: 0, name: "\(path) :: load", status: .error,
                                           message: "the scene does not load (see the errors above)", seconds: 0, actual: nil, diff: nil))
            return results
        }
        let scene = loaded.scene
        if scene.checks.isEmpty {
            // Nothing checked is never a pass: under CI it fails; elsewhere it is said.
            let how = loaded.reader == .dump ? "it was read as a \(loaded.reader.rawValue), which has none" : "give it a 'checks:' list"
            let howZh = loaded.reader == .dump ? "它是作为 recursiveDescription 视图层级转储读取的，转储里没有检查" : "请给它加上 'checks:' 列表"
            if isCI {
                Console.error("\(path):1:1: error: " + tr("the scene has no checks, and a CI run must check something (\(how))", "场景中没有检查，而 CI 运行必须检查点什么（\(howZh)）"))
                Console.out("FAIL \(path): no checks")
                results.failed += 1
                results.cases.append(CheckCase(scene: path, index: 0, name: "\(path) :: checks", status: .failed,
                                               message: "the scene has no checks (\(how))", seconds: 0, actual: nil, diff: nil))
                results.empty = 1
            } else {
                Console.error("\(path):1:1: warning: " + tr("the scene has no checks: nothing was checked (\(how)); under CI this fails", "场景中没有检查：什么也没有检查（\(howZh)）；在 CI 下这会失败"))
                Console.out("EMPTY \(path): 0 checks")
                results.empty = 1
            }
            return results
        }
        var sceneFailures = 0
        for (i, check) in scene.checks.enumerated() {
            var ok = true
            let started = DispatchTime.now().uptimeNanoseconds
            var messages: [String] = []
            var images: (actual: String?, diff: String?) = (nil, nil)
            var goldenPath: String?
            var recorded = false
            if let interaction = check.interaction, check.hasSemanticExpectations {
                let trace = scene.run(interaction)
                let problems = check.mismatches(in: trace, language: languageOption.language)
                if !problems.isEmpty {
                    ok = false
                    messages += problems
                    for problem in problems {
                        Console.error("\(path):\(check.line):\(check.column): error: "
                                      + tr("check \(i + 1) (\(interaction.summary)): ", "第 \(i + 1) 个检查（\(interaction.summary(in: languageOption.language))）：") + problem)
                    }
                    let story = storyText(scene: scene, path: path, interaction: interaction, trace: trace, language: languageOption.language)
                    Self.traceExcerpt(story, command: Self.traceCommand(path, interaction)).forEach(Console.error)
                }
            }
            if let problem = check.reachMismatch(in: scene, language: languageOption.language) {
                ok = false
                messages.append(problem)
                Console.error("\(path):\(check.line):\(check.column): error: " + tr("check \(i + 1): ", "第 \(i + 1) 个检查：") + problem)
            }
            if let golden = check.screenshot {
                guard let screenshots else {
                    Console.error("\(path):\(check.line):\(check.column): error: " + tr("check \(i + 1): cannot render the screenshot (SDL2_ttf or the DejaVu font is missing)", "第 \(i + 1) 个检查：无法渲染截图（缺少 SDL2_ttf 或 DejaVu 字体）"))
                    results.failed += 1
                    sceneFailures += 1
                    results.cases.append(CheckCase(scene: path, index: i + 1, name: CheckCase.name(path, check, i), status: .error,
                                                   message: "cannot render the screenshot", seconds: 0, actual: nil, diff: nil))
                    continue
                }
                let shot = screenshots.compare(scene: scene, scenePath: path, check: check, index: i, golden: golden)
                results.screenshots.append(shot)
                let shown = Console.relative(shot.golden)
                (goldenPath, recorded) = (shot.golden, shot.status == .recorded)
                if shot.status == .failed || shot.status == .missing {
                    ok = false
                    messages.append(tr("screenshot \(shown): \(shot.summary)", "截图 \(shown)：\(shot.summary)"))
                    images = (shot.actual, shot.diff)
                    Console.error("\(path):\(check.line):\(check.column): error: "
                                  + tr("check \(i + 1) screenshot \(shown): \(shot.summary)", "第 \(i + 1) 个检查的截图 \(shown)：\(shot.summary)"))
                } else if shot.status == .recorded {
                    Console.out("recorded \(shown): \(shot.summary)")
                }
            }
            if ok { results.passed += 1 } else { results.failed += 1; sceneFailures += 1 }
            results.cases.append(CheckCase(scene: path, index: i + 1, name: CheckCase.name(path, check, i), status: ok ? .passed : .failed,
                                           message: CheckCase.bounded(messages.joined(separator: "\n")),
                                           seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9,
                                           // Relative to where the command ran: the CI's project folder, where its reporters look.
                                           actual: images.actual.map(Console.relative), diff: images.diff.map(Console.relative),
                                           note: check.note(in: .en), golden: goldenPath.map(Console.relative), recorded: recorded))
        }
        Console.out("\(sceneFailures == 0 ? "PASS" : "FAIL") \(path): \(scene.checks.count - sceneFailures)/\(scene.checks.count) checks")
        return results
    }

    private func finish(_ run: CheckResults) {
        var results = run
        var reportFailed = false
        if !results.screenshots.isEmpty || report != nil {
            let path = report ?? Self.defaultReport
            let failedShots = results.screenshots.filter { $0.status == .failed || $0.status == .missing }
            if !results.screenshots.isEmpty { Console.out("screenshots: \(ScreenshotTolerance())") }
            do {
                try CheckReport(cases: results.cases).write(to: path)
                Console.out("report: \(path) (\(results.cases.count) checks, \(results.screenshots.count) screenshots, \(failedShots.count) failed; one page, pictures inside)")
            } catch {
                Console.error("hitlab: error: " + tr("cannot write the report: \(errorText(error, .en))", "无法写入报告：\(errorText(error))"))
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
            Console.error("hitlab: error: " + tr("cannot write the results: \(errorText(error, .en))", "无法写入结果：\(errorText(error))"))
            reportFailed = true
        }
        // What to run next, exactly.
        // The scenes with such screenshots, each once, in order.
        func scenes(_ wanted: (ScreenshotResult) -> Bool) -> [String] {
            results.screenshots.filter(wanted).map(\.scene).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        }
        let changed = scenes { $0.status == .failed && $0.actual != nil }
        if !changed.isEmpty {
            Console.out("hint: if these pictures changed on purpose, look at them (the report, or the .actual.png and .diff.png files), then\(isCI ? " on your machine" : "") run:")
            Console.out("  hitlab check --update-failed " + changed.map(Self.shellQuoted).joined(separator: " "))
        }
        let missing = scenes { $0.status == .missing }
        if !missing.isEmpty {
            Console.out("hint: goldens are missing; record them on your machine (plain `hitlab check` records only the missing ones), review and commit them:")
            Console.out("  hitlab check " + missing.map(Self.shellQuoted).joined(separator: " "))
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
struct ShardArgument {
    let index: Int
    let count: Int

    static func parse(_ argument: String) throws -> ShardArgument {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw ValidationError(tr("--shard takes K/N (this machine's part K of N parts, e.g. 2/4), got \"\(argument)\"", "--shard 的格式是 K/N（这台机器负责 N 份中的第 K 份，例如 2/4），实际是 \"\(argument)\""))
        }
        guard n >= 1 else { throw ValidationError(tr("--shard \(argument): N, the number of parts, must be at least 1", "--shard \(argument)：份数 N 至少为 1")) }
        guard k >= 1, k <= n else { throw ValidationError(tr("--shard \(argument): K must be from 1 to \(n) (there are \(n) parts)", "--shard \(argument)：K 必须在 1 到 \(n) 之间（共 \(n) 份）")) }
        return ShardArgument(index: k, count: n)
    }
}

/// What a run of checks found.
struct CheckResults: Codable {
    var passed = 0
    var failed = 0
    var unloadable = 0
    /// Scenes with no checks at all (a failure under CI, a warning elsewhere).
    var empty = 0
    /// Lesson files given among the scenes (skipped, and said).
    var lessons = 0
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
        empty += other.empty
        lessons += other.lessons
        screenshots += other.screenshots
        scenes += other.scenes
    }
}

/// One scene of a run.
struct SceneOutcome: Codable {
    enum Status: String, Codable, CaseIterable {
        case passed, failed
        case unloadable = "did not load"
        case empty = "had no checks"
        case lesson = "lessons, skipped"
        case crashed
    }
    let path: String
    let status: Status
}
