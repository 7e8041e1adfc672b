import CLoader
import Foundation
import HitlabCore
import HitlabScene

// Benchmarks that print figures. Run: swift run -c release hitlab-bench

/// The median wall time of `body` over `runs` runs, in milliseconds.
func measure(runs: Int, _ body: () -> Void) -> Double {
    measureAll(runs: runs, body).median
}

/// The median and the best wall time of `body` over `runs` runs, in milliseconds. On a
/// shared virtual machine the best run shows the code's cost with the least interference.
func measureAll(runs: Int, _ body: () -> Void) -> (median: Double, best: Double) {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    return (times[times.count / 2], times[0])
}

/// Runs a program to its end, its output thrown away (a whole-process timing): spawned and
/// waited for directly, as a shell does. Foundation's `Process` added milliseconds of its own
/// to every run (its pipes, its monitoring thread), which made a 2 ms program look 2 ms slower
/// and the ratios of start-up figures look better than they are. Where this process can wait
/// for its descendants' orphans (`WholeTrees`), the run ends when every process the
/// program started has ended too: headless Chromium's helpers outlive it by milliseconds, and
/// they ran on beside whatever the benchmark timed next.
func runQuietly(_ path: String, _ args: [String]) {
    let wholeTree = WholeTrees.waitedFor
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // Its orphans, reparented to this process: until there is no child left.
    while wholeTree && (waitpid(-1, &status, 0) != -1 || errno == EINTR) {}
}

/// Whether this process waits for its descendants' orphans (asked once, before the first run).
enum WholeTrees {
    static let waitedFor = hitlab_become_subreaper() == 0
}

func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
func ms(_ v: Double) -> String { String(format: "%9.3f ms", v) }

/// 100,000 leaves under the window; the click lands on the first-added (backmost) one, so
/// every sibling in front of it is visited.
func wideScene(_ count: Int) -> (Scene, Point) {
    let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    for i in 0..<count {
        let v = View(name: "v\(i)", frame: Rect(x: Double(i % 1000), y: Double(i / 1000) * 10, width: 1, height: 10))
        window.addSubview(v)
    }
    // The only view under the point is v0, the last one asked: every view is visited.
    return (Scene(title: "wide", size: Size(1000, 1000), window: window), Point(0.5, 5))
}

/// A balanced tree: 10 children per view, 5 levels (111,111 views).
func bushyScene() -> (Scene, Point) {
    let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    var counter = 0
    func fill(_ v: View, _ level: Int) {
        guard level < 5 else { return }
        for i in 0..<10 {
            counter += 1
            let w = v.frame.width / 10
            let child = View(name: "b\(counter)", frame: Rect(x: Double(i) * w, y: 0, width: w, height: v.frame.height))
            v.addSubview(child)
            fill(child, level + 1)
        }
    }
    fill(window, 0)
    return (Scene(title: "bushy", size: Size(1000, 1000), window: window), Point(1, 1))
}

/// About 5,000 views no deeper than 30, shaped like a real app: containers, a scrolled table
/// of 100 cells (each a content view, four rows of ten labels, a button inside three
/// wrappers); the click lands on the button of the cell scrolled to the middle.
func appScene() -> (Scene, Point) {
    let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    var parent = window
    for i in 0..<8 {
        let container = View(name: "container\(i)", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        parent.addSubview(container)
        parent = container
    }
    let table = View(name: "table", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    table.boundsOrigin = Point(0, 50 * 80 - 200)
    parent.addSubview(table)
    for c in 0..<100 {
        let cell = View(name: "cell\(c)", frame: Rect(x: 0, y: Double(c) * 80, width: 390, height: 80))
        table.addSubview(cell)
        let content = View(name: "content\(c)", frame: Rect(x: 0, y: 0, width: 390, height: 80))
        cell.addSubview(content)
        for r in 0..<4 {
            let row = View(name: "row\(c).\(r)", frame: Rect(x: 0, y: Double(r) * 20, width: 300, height: 20))
            content.addSubview(row)
            for l in 0..<10 {
                row.addSubview(
                    View(
                        name: "label\(c).\(r).\(l)", kind: .label,
                        frame: Rect(x: Double(l) * 30, y: 0, width: 30, height: 20)))
            }
        }
        var wrapper = content
        for w in 0..<3 {
            let next = View(
                name: "wrap\(c).\(w)",
                frame: w == 0 ? Rect(x: 300, y: 0, width: 90, height: 80) : Rect(x: 0, y: 0, width: 90, height: 80))
            wrapper.addSubview(next)
            wrapper = next
        }
        wrapper.addSubview(View(name: "button\(c)", kind: .button, frame: Rect(x: 10, y: 20, width: 70, height: 40)))
    }
    return (Scene(title: "app", size: Size(390, 844), window: window), Point(345, 240))
}

/// A YAML scene of `count` views: rows of cards, each with a label and a button.
func generatedYAML(views count: Int) -> String {
    var yaml = "title: Generated\nsize: [1000, 1000]\nwindow:\n  subviews:\n"
    var made = 0, card = 0
    while made < count {
        yaml +=
            """
                - name: card\(card)\n      frame: [\(card % 50 * 20), \(card / 50 % 50 * 20), 20, 20]\n      \
            background: \"#D6E4FF\"\n      cornerRadius: 4\n      touches: handle\n      subviews:\n
            """
        yaml += "        - {name: label\(card), kind: label, frame: [0, 0, 20, 10], text: \"card \(card)\"}\n"
        yaml +=
            """
                    - {name: button\(card), kind: button, frame: [0, 10, 20, 10], action: tap\(card % 7), \
            hitInsets: 2}\n
            """
        made += 3
        card += 1
    }
    yaml += "application: {responds: [tap0, tap1, tap2, tap3, tap4, tap5, tap6]}\n"
    return yaml
}

func runBenchmarks() {
    print("Hitlab benchmarks (\(ProcessInfo.processInfo.processorCount) cores, release build)\n")
    print(pad("case (median / best of 31 runs)", 44) + "     traced               untraced          ratio   visits")
    for (label, (scene, point)) in [
        ("click, 100,000 views wide", wideScene(100_000)),
        ("click, 4,910 views, depth 15 (app-like)", appScene()),
        ("click, 111,111 views (10 per level)", bushyScene())
    ] {
        var visits = 0
        var hitName = ""
        let traced = measureAll(runs: 31) {
            let r = scene.window.hitTest(point)
            visits = r.visits.count
            hitName = r.hit?.name ?? "nil"
        }
        var found: View?
        let untraced = measureAll(runs: 31) { found = scene.window.hitTestUntraced(point) }
        precondition(found?.name == hitName, "traced and untraced disagree")
        let whole = measure(runs: 5) { _ = scene.run(.click(point)) }
        print(
            pad(label, 44) + ms(traced.median) + " /" + ms(traced.best) + "  " + ms(untraced.median) + " /"
                + ms(untraced.best)
                + String(format: "   %5.2fx", traced.best / untraced.best) + "   \(visits)")
        print(pad("  whole click (hit test, chain, delivery)", 44) + ms(whole))
    }
    let yaml = generatedYAML(views: 10_000)
    var viewCount = 0
    let load = measure(runs: 9) {
        do {
            let loaded = try SceneLoader.load(text: yaml, path: "generated.yaml")
            viewCount = 0
            loaded.scene.window.forEachInTree { _, _ in viewCount += 1 }
        } catch {
            fatalError("generated scene did not load: \(error)")
        }
    }
    print("")
    print(pad("load a \(viewCount)-view scene (\(yaml.utf8.count / 1024) KB YAML)", 44) + ms(load))
    print("\ntargets: traced click < 2 ms, ratio (best/best) < 1.5x, load < 300 ms")
}

/// For profiling: `HITLAB_PROFILE=wide` repeats only the traced wide click.
if ProcessInfo.processInfo.environment["HITLAB_PROFILE"] == "wide" {
    let (scene, point) = wideScene(100_000)
    print("traced", measure(runs: 300) { _ = scene.window.hitTest(point) })
    print("untraced", measure(runs: 300) { _ = scene.window.hitTestUntraced(point) })
    exit(0)
}

/// For profiling: `HITLAB_PROFILE=load` repeats only the 10,000-view load.
if ProcessInfo.processInfo.environment["HITLAB_PROFILE"] == "load" {
    let yaml = generatedYAML(views: 10_000)
    print(measure(runs: 10) { _ = try? SceneLoader.load(text: yaml, path: "generated.yaml") })
    exit(0)
}

extension ArraySlice {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

// Deep trees recurse once per level: run on a thread with a large stack.
let arguments = CommandLine.arguments.dropFirst()
/// The project's root (the benchmarks read `Scenes/` and `Tests/Dumps/` there).
let root = FileManager.default.currentDirectoryPath
/// The `hitlab` built beside this benchmark, for the whole-process figures (nil: none there).
let builtHitlab: String? = {
    let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let path = exe.appendingPathComponent("hitlab").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()
let thread = Thread {
    if arguments.first == "soak" {
        let n = arguments.firstIndex(of: "--clicks").flatMap { Int(arguments[safe: $0 + 1] ?? "") } ?? 1_000_000
        Soak.run(clicks: n, scenesDirectory: root + "/Scenes")
        exit(0)
    }
    if arguments.isEmpty || arguments.contains("model") { runBenchmarks() }
    if arguments.isEmpty || arguments.contains("render") {
        RenderBenchmark.run(scenesDirectory: root + "/Scenes", hitlab: builtHitlab)
    }
    if arguments.isEmpty || arguments.contains("why") {
        WhyNotBenchmark.run(dumpsDirectory: root + "/Tests/Dumps", hitlab: builtHitlab)
    }
    if arguments.isEmpty || arguments.contains("audit") {
        AuditBudgetBenchmark.run()
    }
    if arguments.isEmpty || arguments.contains("video") {
        VideoBenchmark.run(scenesDirectory: root + "/Scenes")
    }
    if arguments.isEmpty || arguments.contains("startup"), let builtHitlab {
        StartupBenchmark.run(
            hitlab: builtHitlab, scenesDirectory: root + "/Scenes", dumpsDirectory: root + "/Tests/Dumps")
    }
    if arguments.isEmpty || arguments.contains("realapps") {
        RealAppBenchmark.run(
            dumpsDirectory: root + "/Tests/Dumps", scenesDirectory: root + "/Scenes", hitlab: builtHitlab)
    }
    exit(0)
}
thread.stackSize = 1 << 30
thread.start()
while true { sleep(1) }
