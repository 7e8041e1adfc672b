/// A whole pointer interaction, as a check or the command line describes it.
public enum Interaction: Equatable {
    /// Press and release at one point; `taps` presses in a row, `hold` seconds each.
    case click(Point, taps: Int = 1, hold: Double = 0.1)
    /// Press at `from`, move to `to`, release there.
    case drag(from: Point, to: Point)

    /// The interaction in a few words, as every output names it: "Click at (240, 160)",
    /// "2 clicks at ...", "Press 0.8 s at ...", "Drag (10, 10) → (90, 10)".
    public var summary: String { summary(in: .en) }

    /// The same, in the given language: "在 (240, 160) 点击", "从 (10, 10) 拖到 (90, 10)".
    public func summary(in language: Language) -> String {
        switch self {
        case .click(let p, let taps, let hold):
            let long = hold >= GestureRecognizer.longPressDuration
            if taps > 1 {
                return language.pick("\(taps) clicks at \(p)" + (long ? ", held \(formatNumber(hold)) s each" : ""),
                                     "在 \(p) 连点 \(taps) 次" + (long ? "，每次按住 \(formatNumber(hold)) 秒" : ""))
            }
            return long ? language.pick("Press \(formatNumber(hold)) s at \(p)", "在 \(p) 按住 \(formatNumber(hold)) 秒")
                : language.pick("Click at \(p)", "在 \(p) 点击")
        case .drag(let a, let b): return language.pick("Drag \(a) → \(b)", "从 \(a) 拖到 \(b)")
        }
    }

    public var firstPoint: Point {
        switch self {
        case .click(let p, _, _): return p
        case .drag(let from, _): return from
        }
    }
}

extension Scene {
    /// Runs an interaction from start to finish on a fresh session and returns its trace.
    public func run(_ interaction: Interaction) -> InteractionTrace {
        let session = TouchSession(scene: self)
        var t = 0.0
        switch interaction {
        case .click(let p, let taps, let hold):
            for _ in 0..<max(1, taps) {
                session.press(at: p, time: t)
                t += hold
                session.release(at: p, time: t)
                t += 0.1
            }
        case .drag(let from, let to):
            session.press(at: from, time: t)
            session.move(to: to, time: t + 0.1)
            session.release(at: to, time: t + 0.2)
        }
        session.finish()
        return session.trace
    }

    public func click(_ x: Double, _ y: Double) -> InteractionTrace { run(.click(Point(x, y))) }
}
