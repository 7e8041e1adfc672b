import Foundation
import HitlabCore
import HitlabScene

/// Issue 20's figures: `why` and `audit` on the ~2,000-view tiled dump, in process and as
/// whole processes, against a naive grid of one hit test per point of the window.
enum WhyNotBenchmark {
    static func run(dumpsDirectory: String, hitlab: String?) {
        print("\nWhy not my view (issue 20): the ~2,000-view tiled dump")
        guard let dump = RealAppBenchmark.tiledDump(views: 2_000, dumpsDirectory: dumpsDirectory) else {
            print("no dumps in \(dumpsDirectory)")
            return
        }
        var importer = DumpImporter(fileName: "tiled2000.txt")
        guard let result = try? importer.importDump(dump) else { return }
        let scene = DumpImporter.scene(result)
        // The question: the first button of the first copy (the deepest in the back).
        var question: View?
        scene.window.forEachInTree { v, _ in if question == nil, v.kind == .button { question = v } }
        guard let target = question else { return }
        let why = measure(runs: 21) { _ = scene.why(target) }
        print(pad("why \(target.name), in process (\(result.views) views)", 52) + ms(why))
        var audit = scene.auditTaps()
        let auditTime = measure(runs: 3) { audit = scene.auditTaps() }
        print(pad("audit, in process (\(audit.targets.count) tap targets)", 52) + ms(auditTime))

        // The naive way: a hit test at the middle of every point of the window, each point
        // credited to every target the touch reaches.
        let w = Int(scene.size.width), h = Int(scene.size.height)
        var reached: [ObjectIdentifier: Int] = [:]
        let gridTime = measure(runs: 1) {
            reached = [:]
            for y in 0..<h {
                for x in 0..<w {
                    let p = Point(Double(x) + 0.5, Double(y) + 0.5)
                    guard let hit = scene.hitTestUntraced(p) else { continue }
                    for t in hit.ancestry where t === hit || t.gestures.contains(where: \.isEnabled) {
                        reached[ObjectIdentifier(t), default: 0] += 1
                    }
                }
            }
        }
        var worst = 0.0
        for t in audit.targets where t.area >= 100 && t.target.kind != .button {
            let naive = Double(reached[ObjectIdentifier(t.target)] ?? 0) / t.area
            worst = max(worst, abs(min(1, naive) - t.share))
        }
        print(
            pad("  naive: \(w * h) hit tests, one per point", 52) + ms(gridTime)
                + String(
                    format:
                        """
                           audit %.0fx faster; largest share difference %.1f%% (recognizer targets of 100 pt² or \
                        more)
                        """,
                    gridTime / auditTime, worst * 100))

        guard let hitlab else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitlab-bench-why-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/tiled2000.txt"
        defer { unlink(file); rmdir(folder) }
        guard (try? dump.write(toFile: file, atomically: true, encoding: .utf8)) != nil else { return }
        func process(_ args: [String]) { runQuietly(hitlab, args) }
        let whyProcess = measure(runs: 11) { process(["why", file, "--view", target.name]) }
        print(
            pad("`hitlab why` on it, whole process", 52) + ms(whyProcess)
                + String(format: "   target < 30 ms: %@", whyProcess < 30 ? "met" : "NOT met"))
        let auditProcess = measure(runs: 3) { process(["audit", file]) }
        print(
            pad("`hitlab audit` on it, whole process", 52) + ms(auditProcess)
                + String(format: "   target < 300 ms: %@", auditProcess < 300 ? "met" : "NOT met"))
    }
}
