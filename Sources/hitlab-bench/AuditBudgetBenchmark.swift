import Foundation
import HitlabCore

/// Issue 34's figures: `audit` on scenes that used to grow about cubically with overlapping
/// targets, each against the naive grid (one hit test per point of the window) in the same run,
/// with the largest stated bound (the uncertain share of a target's area).
enum AuditBudgetBenchmark {
    static func run() {
        print("\nAudit within its budget (issue 34): overlapping targets, against the naive grid")
        report("1,000 overlapping plain buttons", overlapping(1_000, rotated: false))
        report("200 overlapping rotated buttons", overlapping(200, rotated: true))
        report("a chain of 20 nested rotated round buttons", chain(20))
        print("\nThe window's question on a click with a view selected (quick why), slowest of every view")
        for (what, scene) in [
            ("1,000 overlapping plain buttons", overlapping(1_000, rotated: false)),
            ("200 overlapping rotated buttons", overlapping(200, rotated: true)),
            ("a chain of 40 nested rotated round buttons", chain(40, step: 15))
        ] {
            var slowest = 0.0, full = 0.0
            scene.forEachView { view, _ in
                guard !view.isWindow else { return }
                let centre = view.convertToScreen(view.bounds.center)
                slowest = max(slowest, measure(runs: 1) { _ = scene.why(view, at: centre, quick: true) })
            }
            scene.forEachView { view, _ in
                guard !view.isWindow, full == 0 || view.name.hasSuffix("0") else { return }
                full = max(full, measure(runs: 1) { _ = scene.why(view) })
            }
            print(
                pad("  \(what)", 64) + ms(slowest) + "   (`why` in full, slowest of a tenth: "
                    + ms(full).trimmingCharacters(in: .whitespaces) + ")")
        }
    }

    /// `n` buttons 120 x 80 on a 40-column lattice 9 points apart: each overlaps dozens.
    static func overlapping(_ n: Int, rotated: Bool) -> Scene {
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 800, height: 800))
        for i in 0..<n {
            let b = View(
                name: "b\(i)", kind: .button,
                frame: Rect(x: Double(i % 40) * 9 + 20, y: Double(i / 40) * 9 + 20, width: 120, height: 80))
            if rotated { b.transform = ViewTransform(rotationDegrees: Double(i % 7) * 11 + 5) }
            window.addSubview(b)
        }
        return Scene(title: "bench", size: Size(800, 800), window: window)
    }

    /// Round buttons each inside the last, each rotated 10 degrees more.
    static func chain(_ depth: Int, step: Double = 30) -> Scene {
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 800, height: 800))
        var parent = window
        for i in 0..<depth {
            let side = 700.0 - Double(i) * step, inset = i == 0 ? 50 : step / 2
            let b = View(name: "r\(i)", kind: .button, frame: Rect(x: inset, y: inset, width: side, height: side))
            b.hitArea = .circle
            b.transform = ViewTransform(rotationDegrees: 10)
            parent.addSubview(b)
            parent = b
        }
        return Scene(title: "bench", size: Size(800, 800), window: window)
    }

    static func report(_ what: String, _ scene: Scene) {
        var audit = scene.auditTaps()
        let time = measure(runs: 1) { audit = scene.auditTaps() }
        let worst = audit.targets.map { $0.area > 0 ? $0.uncertainArea / $0.area : 0 }.max() ?? 0
        let grid = measure(runs: 1) {
            for y in 0..<Int(scene.size.height) {
                for x in 0..<Int(scene.size.width) {
                    _ = scene.hitTestUntraced(Point(Double(x) + 0.5, Double(y) + 0.5))
                }
            }
        }
        print(
            pad("audit of \(what) (\(audit.targets.count) targets)", 64) + ms(time)
                + String(
                    format: "   largest stated bound %.1f%% of a target; naive grid %.0f ms (%.1fx)", worst * 100, grid,
                    grid / time))
    }
}
