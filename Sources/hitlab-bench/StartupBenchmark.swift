import Foundation

/// Whole-process figures of the commands that draw nothing, each against a bare static Swift
/// program (`print("hi")`, compiled here with the same toolchain) timed in the same run,
/// alternating with it, and `audit` of a real app's screen (issue 36).
enum StartupBenchmark {
    static func run(hitlab: String, scenesDirectory: String, dumpsDirectory: String) {
        print("\nStart-up (issue 36): whole processes, paired with a bare static Swift program")
        let folder = NSTemporaryDirectory() + "hitlab-bench-startup-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = folder + "/hi.swift", bare = folder + "/hi"
        guard (try? "print(\"hi\")\n".write(toFile: source, atomically: true, encoding: .utf8)) != nil else { return }
        runQuietly("/usr/bin/env", ["swiftc", "-O", "-static-stdlib", source, "-o", bare])
        guard FileManager.default.isExecutableFile(atPath: bare) else {
            print("  (swiftc could not build the bare program: no peer, no figures)")
            return
        }
        let cases: [(String, [String], Double)] = [
            (
                "`trace` of 01-click-e, one click", ["trace", scenesDirectory + "/01-click-e.yaml", "--at", "510,280"],
                2.5
            ),
            ("`why` of 08-transparent-overlay", ["why", scenesDirectory + "/08-transparent-overlay.yaml"], 2.5)
        ]
        for (label, arguments, target) in cases {
            var mine: [Double] = [], peer: [Double] = []
            for _ in 0..<31 {
                mine.append(measure(runs: 1) { runQuietly(hitlab, arguments) })
                peer.append(measure(runs: 1) { runQuietly(bare, []) })
            }
            let a = mine.sorted()[15], b = peer.sorted()[15]
            print(
                pad("  " + label, 52) + ms(a) + String(format: "   bare %.3f ms, ratio %.2fx", b, a / b)
                    + String(format: " (target <= %.1fx): %@", target, a / b <= target ? "met" : "NOT met"))
        }
        // `audit` of the ~2,000-view tiled dump: every tap target's reachable share.
        guard let dump = RealAppBenchmark.tiledDump(views: 2_000, dumpsDirectory: dumpsDirectory) else { return }
        let file = folder + "/tiled2000.txt"
        guard (try? dump.write(toFile: file, atomically: true, encoding: .utf8)) != nil else { return }
        let audit = measure(runs: 11) { runQuietly(hitlab, ["audit", file]) }
        print(
            pad("  `audit` of the ~2,000-view tiled dump", 52) + ms(audit)
                + String(format: "   target <= 150 ms: %@", audit <= 150 ? "met" : "NOT met"))
    }
}
