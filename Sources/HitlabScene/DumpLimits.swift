import Foundation
import HitlabCore
import HitlabFiles
import HitlabWords

/// What a scene could not hold, found in a dump before anything is written (the same
/// `SceneLimits` checks and messages the loader uses).
extension DumpImporter {
    // MARK: Limits

    /// Every value of the tree a scene could not hold (`SceneLimits`), at its line in the dump.
    func limitProblems(_ windows: [ImportedView], size: Size) -> [Diagnostic] {
        let root = windows[0]
        var out: [Diagnostic] = []
        func n(_ v: Double) -> String { formatNumber(v) }
        func problem(_ v: ImportedView, _ message: String) {
            out.append(
                Diagnostic(file: fileName, line: v.line, column: v.column, message: "\(v.className): \(message)"))
        }
        let side = SceneLimits.sceneSide, c = SceneLimits.coordinate
        if !(size.width >= 1 && size.width <= side && size.height >= 1 && size.height <= side) {
            problem(
                root,
                t(
                    """
                    the window is \(n(size.width)) x \(n(size.height)) points; a scene is 1 to \(n(side)) points \
                    a side
                    """))
        }
        func frameProblem(_ f: Rect) -> String? {
            SceneLimits.frameProblem(f, language: language).map { t("its frame: ") + $0 }
        }
        var objects = 0, combinedReported = false
        func walk(_ v: ImportedView, depth: Int, smallest: Double, largest: Double) {
            objects += 1 + v.layers.count + (v.gesture == nil ? 0 : 1) + v.gestures.count
            if v.gestures.count > SceneLimits.gesturesPerView {
                problem(
                    v,
                    t(
                        """
                        it has \(v.gestures.count) gesture recognizers pasted; a view holds at most \
                        \(SceneLimits.gesturesPerView)
                        """))
            }
            if depth > SceneLimits.nesting {
                problem(
                    v,
                    t(
                        "it is \(depth) views deep; a scene nests views at most \(SceneLimits.nesting) deep"))
                return
            }
            var (smallest, largest) = (smallest, largest)
            if let (sx, sy) = v.scale, !SceneLimits.scale.contains(abs(sx)) || !SceneLimits.scale.contains(abs(sy)) {
                // Its frame was worked out through this scale: only the scale is the problem.
                problem(
                    v,
                    t(
                        """
                        its transform scales by \(n(sx)) x \(n(sy)); each scale must be from \
                        \(SceneLimits.scale.lowerBound) to \(n(SceneLimits.scale.upperBound))
                        """))
            } else if let (sx, sy) = v.scale {
                if let message = v.frame.flatMap(frameProblem) { problem(v, message) }
                smallest *= min(abs(sx), abs(sy))
                largest *= max(abs(sx), abs(sy))
                if !combinedReported,
                    let message = SceneLimits.combinedScaleProblem(
                        smallest: smallest, largest: largest, language: language)
                {
                    combinedReported = true
                    problem(v, message)
                }
            } else if depth > 0, let message = v.frame.flatMap(frameProblem) {
                problem(v, message)
            }
            if let r = v.rotate, abs(r) > SceneLimits.rotation {
                problem(
                    v,
                    t(
                        "its transform turns \(n(r))°; at most \(n(SceneLimits.rotation))° either way"))
            }
            for p in [v.translate, v.boundsOrigin].compactMap({ $0 }) where abs(p.x) > c || abs(p.y) > c {
                problem(
                    v,
                    t(
                        """
                        its offset (\(n(p.x)), \(n(p.y))) is outside what a scene allows: coordinates from \
                        \(n(-c)) to \(n(c))
                        """))
            }
            for layer in v.layers {
                if let message = frameProblem(layer.frame) {
                    problem(v, t("its layer \(layer.name): ") + message)
                }
            }
            for child in v.children { walk(child, depth: depth + 1, smallest: smallest, largest: largest) }
        }
        for window in windows { walk(window, depth: 0, smallest: 1, largest: 1) }
        if objects > SceneLimits.objects {
            problem(
                root,
                t(
                    """
                    the dump has \(objects) views, layers and gesture recognizers; a scene holds at most \
                    \(SceneLimits.objects)
                    """))
        }
        return out
    }
}
