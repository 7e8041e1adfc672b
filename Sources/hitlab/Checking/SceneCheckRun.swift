import Foundation
import HitlabChecks
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene
import HitlabWords

/// `hitlab check` on one scene: loads it, holds each check against what it does (the
/// library's `Check.mismatches` and `reachMismatch`, the screenshots through
/// `ScreenshotRunner`, which records goldens as the flags say), prints each failure with a
/// bounded excerpt of the actual trace, and returns what it found.
struct SceneCheckRun {
    let language: Language
    let ci: Bool
    /// Nil when the renderer cannot start (no font): every screenshot check is then an error.
    let screenshots: ScreenshotRunner?

    /// Whether the environment says this is a CI run (`CI` set, not "false").
    static var environmentIsCI: Bool {
        let ci = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !ci.isEmpty && ci != "false"
    }

    /// Runs one scene's checks, printing as it goes.
    func run(_ path: String) -> CheckResults {
        var results = CheckResults()
        // A lesson holds no checks of its own: its parts' scenes hold them (`Scenes/**/*.yaml`
        // gives those too). Said, and not counted as a failure.
        if LessonLoader.isLesson(path: path) {
            Console.out(
                tr("skip \(path): ")
                    + tr(
                        "a lesson file; the checks are in its parts' scenes, checked when they are given"))
            results.lessons = 1
            return results
        }
        guard let loaded = loadScene(path, language: language) else {
            results.unloadable += 1
            results.cases.append(
                CheckCase(
                    scene: path, index: 0, name: "\(path) :: load", status: .error,
                    message: tr("the scene does not load (see the errors above)"), seconds: 0, actual: nil, diff: nil))
            return results
        }
        let scene = loaded.scene
        if scene.checks.isEmpty {
            // Nothing checked is never a pass: under CI it fails; elsewhere it is said.
            let how =
                loaded.reader == .dump
                ? Phrase("it was read as a \(loaded.reader.rawValue), which has none")
                : Phrase("give it a 'checks:' list")
            if ci {
                Console.error(
                    "\(path):1:1: error: "
                        + tr("the scene has no checks, and a CI run must check something (\(how))"))
                Console.out(tr("FAIL \(path): no checks"))
                results.failed += 1
                results.cases.append(
                    CheckCase(
                        scene: path, index: 0, name: "\(path) :: checks", status: .failed,
                        message: Language.en.say("the scene has no checks (\(how))"), seconds: 0, actual: nil,
                        diff: nil))
                results.empty = 1
            } else {
                Console.error(
                    "\(path):1:1: warning: "
                        + tr("the scene has no checks: nothing was checked (\(how)); under CI this fails"))
                Console.out(tr("EMPTY \(path): 0 checks"))
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
                let trace = scene.run(interaction, changes: check.changes)
                let problems = check.mismatches(in: trace, language: language)
                if !problems.isEmpty {
                    ok = false
                    messages += problems
                    for problem in problems {
                        Console.error(
                            "\(path):\(check.line):\(check.column): error: "
                                + tr("check \(i + 1) (\(interaction.word)): ") + problem)
                    }
                    let story = storyText(
                        scene: scene, path: path, interaction: interaction, trace: trace, language: language)
                    Self.traceExcerpt(story, command: Self.traceCommand(path, interaction)).forEach(Console.error)
                }
            }
            if let problem = check.reachMismatch(in: scene, language: language) {
                ok = false
                messages.append(problem)
                Console.error(
                    "\(path):\(check.line):\(check.column): error: " + tr("check \(i + 1): ")
                        + problem)
            }
            if let golden = check.screenshot {
                guard let screenshots else {
                    Console.error(
                        "\(path):\(check.line):\(check.column): error: "
                            + tr("check \(i + 1): cannot render the screenshot (HarfBuzz or a font is missing)")
                    )
                    results.failed += 1
                    sceneFailures += 1
                    results.cases.append(
                        CheckCase(
                            scene: path, index: i + 1, name: CheckCase.name(path, check, i), status: .error,
                            message: tr("cannot render the screenshot"), seconds: 0, actual: nil, diff: nil))
                    continue
                }
                let shot = screenshots.compare(scene: scene, scenePath: path, check: check, index: i, golden: golden)
                results.screenshots.append(shot)
                let shown = Console.relative(shot.golden)
                (goldenPath, recorded) = (shot.golden, shot.status == .recorded)
                if shot.status == .failed || shot.status == .missing {
                    ok = false
                    messages.append(tr("screenshot \(shown): \(shot.summary)"))
                    images = (shot.actual, shot.diff)
                    Console.error(
                        "\(path):\(check.line):\(check.column): error: "
                            + tr(
                                "check \(i + 1) screenshot \(shown): \(shot.summary)"))
                } else if shot.status == .recorded {
                    Console.out(tr("recorded \(shown): \(shot.summary)"))
                }
            }
            if ok { results.passed += 1 } else { results.failed += 1; sceneFailures += 1 }
            results.cases.append(
                CheckCase(
                    scene: path, index: i + 1, name: CheckCase.name(path, check, i), status: ok ? .passed : .failed,
                    message: CheckCase.bounded(messages.joined(separator: "\n")),
                    seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9,
                    // Relative to where the command ran: the CI's project folder, where its reporters look.
                    actual: images.actual.map(Console.relative), diff: images.diff.map(Console.relative),
                    note: check.note(in: language), golden: goldenPath.map(Console.relative), recorded: recorded))
        }
        let passed = scene.checks.count - sceneFailures, count = scene.checks.count
        Console.out(
            sceneFailures == 0
                ? tr("PASS \(path): \(passed)/\(count) checks") : tr("FAIL \(path): \(passed)/\(count) checks"))
        return results
    }

    /// A failed check's actual trace on standard error, bounded whatever the scene's size: its
    /// first and last lines (the traversal's start, the verdict and chain), each cut to a
    /// screen width, and the command that prints it whole. A click that visits 20,000 views
    /// must not write megabytes per failure.
    static func traceExcerpt(
        _ story: String, command: String, head: Int = 20, tail: Int = 20, width: Int = 300
    ) -> [String] {
        let lines = story.split(separator: "\n", omittingEmptySubsequences: false)
        func cut(_ line: Substring) -> String {
            line.count > width ? "    " + line.prefix(width) + " …" : "    " + line
        }
        guard lines.count > head + tail else { return [tr("  actual trace:")] + lines.map(cut) }
        return [
            tr(
                "  actual trace (\(lines.count) lines; the first \(head) and the last \(tail)):")
        ]
            + lines.prefix(head).map(cut)
            + [
                tr(
                    "    … \(lines.count - head - tail) lines left out; all of them: \(command)")
            ]
            + lines.suffix(tail).map(cut)
    }

    /// The `hitlab trace` command that prints a check's whole trace.
    static func traceCommand(_ path: String, _ interaction: Interaction) -> String {
        func p(_ q: Point) -> String { "\(formatNumber(q.x)),\(formatNumber(q.y))" }
        switch interaction {
        case .click(let at, let taps, let hold):
            return "hitlab trace \(shellQuoted(path)) --at \(p(at))" + (taps > 1 ? " --taps \(taps)" : "")
                + (hold != 0.1 ? " --hold \(formatNumber(hold))" : "")
        case .drag(let from, let to, let through, let hold, let duration):
            return "hitlab trace \(shellQuoted(path)) --drag " + ([from] + through + [to]).map(p).joined(separator: ":")
                + (hold != 0 ? " --hold \(formatNumber(hold))" : "")
                + (duration != Interaction.dragDuration ? " --duration \(formatNumber(duration))" : "")
        case .fingers(let paths):
            return "hitlab trace \(shellQuoted(path))"
                + paths.map { " --finger " + shellQuoted($0.flowMapping) }.joined()
        }
    }

    /// A path as a shell word.
    static func shellQuoted(_ s: String) -> String {
        s.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:@".contains($0) }
            ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
