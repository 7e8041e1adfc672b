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
        abstract: tr(
            "Run every scene's checks, compare screenshots with their goldens, report what fails.",
            "运行每个场景的检查，把截图与基准截图比较，报告未通过的检查。"),
        discussion: tr(
            """
            Each check is one click or drag and what must come of it (hit, chain, handledBy, \
            actions, gestures), and optionally a golden screenshot of the result. A failing \
            screenshot leaves NAME.actual.png and NAME.diff.png beside the golden and a line \
            saying how many pixels changed and where; an HTML report shows expected, actual and \
            diff side by side. A missing golden is recorded, except when the CI environment \
            variable is set: then it fails. Ends with 'checks: N passed, N failed'.

            \(GoldenLocation.rule)
            """,
            """
            每个检查是一次点击或拖动，以及它必须产生的结果（hit、chain、handledBy、actions、gestures），还可以带一张结果的基准截图。截图未通过时，会在基准截图旁边留下 \
            NAME.actual.png 和 NAME.diff.png，并输出一行说明有多少像素变了、变在哪里；HTML 报告把期望、实际和差异并排显示。缺少的基准截图会被录制，但设置了 CI \
            环境变量时除外：这时检查失败。最后一行是 'checks: N passed, N failed'。\n\n基准截图放在哪里：截图的路径相对于项目，即场景所在文件夹或它之上最近的、含有 \
            Package.swift 的文件夹（没有时就是场景自己的文件夹）。路径必须留在这个文件夹里（符号链接会被跟随）：离开它的路径是错误。
            """
        )
    )

    @Argument(help: ArgumentHelp(tr("Scene files.", "场景文件。")))
    var scenes: [String]

    @Flag(
        name: .long,
        help: ArgumentHelp(
            tr("Write every screenshot check's golden from the current rendering.", "用当前的渲染结果写入每个截图检查的基准截图。")))
    var record = false

    @Flag(
        name: .long,
        help: ArgumentHelp(
            tr(
                "Rewrite only the goldens of screenshots that fail (after an intended change); never under CI.",
                "只重写未通过的截图的基准截图（用于有意的改动之后）；在 CI 下从不这样做。")))
    var updateFailed = false

    @Option(name: .long, help: ArgumentHelp(tr("Run in this many processes at once.", "同时运行的进程数。")))
    var jobs: Int = 1

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                """
                Run only the K-th of N parts of the scenes (every N-th scene from the K-th), for a matrix of CI \
                machines.
                """,
                "只运行场景分成 N 份后的第 K 份（从第 K 个场景起每隔 N 个取一个），用于多台 CI 机器并行。"), valueName: "K/N"))
    var shard: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                """
                Where to write the HTML report: one page with every check and its pictures embedded (default: \
                \(CheckOutputs.defaultReport), written when a check has a screenshot).
                """,
                "HTML 报告的写入位置：一个页面，内嵌每个检查和它的图片（默认 \(CheckOutputs.defaultReport)，有检查带截图时才写）。"), valueName: "PATH"))
    var report: String?

    /// What each output file starts with, so an earlier run's file is known from any other.
    static let outputMarkers = [
        "--json": ["{\"passed\":", "{\n  \"passed\":"], "--junit": ["<testsuites name=\"hitlab check\""],
        "--report": ["<title>Hitlab check:"]
    ]

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr("Also write the results as JUnit XML (one testcase per check).", "同时把结果写成 JUnit XML（每个检查一个 testcase）。"),
            valueName: "PATH"))
    var junit: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "Also write the results as JSON (every check, its status, time and images).",
                "同时把结果写成 JSON（每个检查的状态、用时和图片）。"), valueName: "PATH"))
    var json: String?

    @Option(name: .long, help: .hidden)
    var resultsFile: String?

    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if scenes.isEmpty { throw ValidationError(tr("give at least one scene file", "请至少给出一个场景文件")) }
        if jobs < 1 || jobs > 64 { throw ValidationError(tr("--jobs must be from 1 to 64", "--jobs 必须在 1 到 64 之间")) }
        if let shard { _ = try ShardArgument.parse(shard) }
        if let report, !(report.lowercased().hasSuffix(".html") || report.lowercased().hasSuffix(".htm")) {
            throw ValidationError(
                tr("--report must name an .html file, got \"\(report)\"", "--report 必须是 .html 文件，实际是 \"\(report)\""))
        }
        if record && isCI {
            throw ValidationError(
                tr(
                    "refusing to record goldens while CI is set: record them locally and review them",
                    "设置了 CI 时不录制基准截图：请在本地录制并检查"))
        }
        if updateFailed && isCI {
            throw ValidationError(
                tr(
                    "refusing to update goldens while CI is set: update them locally and review them",
                    "设置了 CI 时不更新基准截图：请在本地更新并检查"))
        }
        if updateFailed && record {
            throw ValidationError(
                tr(
                    "--record rewrites every golden already; leave out --update-failed",
                    "--record 已经会重写所有基准截图；请去掉 --update-failed"))
        }
        if let junit, !junit.lowercased().hasSuffix(".xml") {
            throw ValidationError(
                tr("--junit must name an .xml file, got \"\(junit)\"", "--junit 必须是 .xml 文件，实际是 \"\(junit)\""))
        }
        if let json, !json.lowercased().hasSuffix(".json") {
            throw ValidationError(
                tr("--json must name a .json file, got \"\(json)\"", "--json 必须是 .json 文件，实际是 \"\(json)\""))
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
                    "--shard takes K/N (this machine's part K of N parts, e.g. 2/4), got \"\(argument)\"",
                    "--shard 的格式是 K/N（这台机器负责 N 份中的第 K 份，例如 2/4），实际是 \"\(argument)\""))
        }
        guard n >= 1 else {
            throw ValidationError(
                tr("--shard \(argument): N, the number of parts, must be at least 1", "--shard \(argument)：份数 N 至少为 1"))
        }
        guard k >= 1, k <= n else {
            throw ValidationError(
                tr(
                    "--shard \(argument): K must be from 1 to \(n) (there are \(n) parts)",
                    "--shard \(argument)：K 必须在 1 到 \(n) 之间（共 \(n) 份）"))
        }
        return ShardArgument(index: k, count: n)
    }
}
