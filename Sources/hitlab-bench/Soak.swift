import Foundation
import HitlabCore
import HitlabFiles
import HitlabScene
import HitlabWords

/// `hitlab-bench soak [--clicks N]`: N random clicks, double clicks, long presses and drags
/// (default 1,000,000) through the model of every bundled scene, each turned into its trace
/// JSON and narration as `hitlab trace` would, with the process's resident memory printed
/// every tenth of the run. Memory must stay flat: the last reading may exceed the one after
/// the first tenth by at most 10% + 4 MB (exit 1 otherwise).
enum Soak {
    static func run(clicks: Int, scenesDirectory: String) {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory)) ?? []).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        let scenes = files.compactMap { try? SceneLoader.load(path: scenesDirectory + "/" + $0) }
        guard !scenes.isEmpty else {
            print("soak: no scenes in \(scenesDirectory)")
            exit(2)
        }
        var random = SplitMix(seed: 7)
        var readings: [Double] = []
        var bytes = 0
        let start = Date()
        let step = max(1, clicks / 10)
        print("soak: \(clicks) interactions over \(scenes.count) scenes, seed 7")
        for i in 1...clicks {
            let loaded = scenes[Int(random.next() % UInt64(scenes.count))]
            let size = loaded.scene.size
            func point() -> Point {
                Point(random.unit() * (size.width + 40) - 20, random.unit() * (size.height + 40) - 20)
            }
            let interaction: Interaction
            switch random.next() % 4 {
            case 0: interaction = .click(point(), taps: 2, hold: 0.1)
            case 1: interaction = .click(point(), taps: 1, hold: 0.8)
            case 2: interaction = .drag(from: point(), to: point())
            default: interaction = .click(point(), taps: 1, hold: 0.1)
            }
            let trace = loaded.scene.run(interaction)
            bytes &+= TraceJSON(scenePath: loaded.path, interaction: interaction, trace: trace).render().utf8.count
            bytes &+= Narrator(scene: loaded.scene).lines(for: trace).count
            if i % step == 0 {
                let rss = residentMB()
                readings.append(rss)
                print(
                    String(
                        format: "soak: %8d interactions, rss %7.1f MB, %6.1f s", i, rss, Date().timeIntervalSince(start)
                    ))
            }
        }
        let rate = Double(clicks) / Date().timeIntervalSince(start)
        guard let first = readings.first, let last = readings.last else { return }
        let flat = last <= first * 1.1 + 4
        print(
            String(
                format:
                    """
                    soak: %.0f interactions/s; rss after the first tenth %.1f MB, at the end %.1f MB, peak %.1f \
                    MB: %@ (%d bytes of JSON)
                    """,
                rate, first, last, peakMB(), flat ? "flat" : "GROWING", bytes))
        if !flat { exit(1) }
    }

    /// This process's resident memory now, and its peak, in MB.
    static func residentMB() -> Double { Platform.residentMemoryMB }
    static func peakMB() -> Double { Platform.peakMemoryMB }
}
