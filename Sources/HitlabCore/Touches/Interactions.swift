/// A whole pointer interaction, as a check or the command line describes it.
public enum Interaction: Equatable {
    /// Press and release at one point; `taps` presses in a row, `hold` seconds each.
    case click(Point, taps: Int = 1, hold: Double = Interaction.clickHold)
    /// Press at `from`, stay still `hold` seconds, move through `through` to `to` over
    /// `duration` seconds (the moves evenly spaced), release there a moment later.
    case drag(from: Point, to: Point, through: [Point] = [], hold: Double = 0, duration: Double = Interaction.dragDuration)

    /// Seconds between presses, and between a drag's last move and its release.
    public static let pause = 0.1
    /// Seconds a click is held when nothing says otherwise.
    public static let clickHold = 0.1
    /// Seconds a drag takes to move when a check does not say: one move at 0.1 s, the release
    /// at 0.2 s (what every drag did before drags had timings).
    public static let dragDuration = 0.1

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
            if long { return language.pick("Press \(formatNumber(hold)) s at \(p)", "在 \(p) 按住 \(formatNumber(hold)) 秒") }
            // A press held longer than a click but short of a long press still says its hold.
            return hold > Self.clickHold ? language.pick("Click at \(p), held \(formatNumber(hold)) s", "在 \(p) 按住 \(formatNumber(hold)) 秒后松开")
                : language.pick("Click at \(p)", "在 \(p) 点击")
        case .drag(let a, let b, let through, let hold, let duration):
            let via = through.map(\.description)
            var en = "Drag " + ([a.description] + via + [b.description]).joined(separator: " → ")
            var zh = "从 \(a) " + (via.isEmpty ? "" : "经过 " + via.joined(separator: "、") + " ") + "拖到 \(b)"
            if hold > 0 {
                en = "Hold \(formatNumber(hold)) s at \(a), then drag → " + (via + [b.description]).joined(separator: " → ")
                zh = "在 \(a) 按住 \(formatNumber(hold)) 秒，再" + (via.isEmpty ? "" : "经过 " + via.joined(separator: "、") + " ") + "拖到 \(b)"
            }
            if duration != Self.dragDuration {
                en += " in \(formatNumber(duration)) s"
                zh += "（用时 \(formatNumber(duration)) 秒）"
            }
            return language.pick(en, zh)
        }
    }

    public var firstPoint: Point {
        switch self {
        case .click(let p, _, _): return p
        case .drag(let from, _, _, _, _): return from
        }
    }

    /// The pointer events, in seconds from the first press: the one home of every
    /// interaction's timing (checks, the command line and the window's lessons play these).
    public var events: [PointerEvent] {
        switch self {
        case .click(let p, let taps, let hold):
            var out: [PointerEvent] = [], t = 0.0
            for _ in 0..<max(1, taps) {
                out += [.press(p, t), .release(p, t + hold)]
                t += hold + Self.pause
            }
            return out
        case .drag(let from, let to, let through, let hold, let duration):
            let points = through + [to]
            var out: [PointerEvent] = [.press(from, 0)]
            for (i, p) in points.enumerated() {
                out.append(.move(p, hold + duration * Double(i + 1) / Double(points.count)))
            }
            out.append(.release(to, hold + duration + Self.pause))
            return out
        }
    }
}

/// One pointer event of an interaction (window points, seconds from the first press).
public enum PointerEvent: Equatable, Sendable {
    case press(Point, Double), move(Point, Double), release(Point, Double)
}

extension TouchSession {
    /// Feeds `events` in order; finishes the session when they end with a release.
    public func play(_ events: [PointerEvent]) {
        for event in events {
            switch event {
            case .press(let p, let t): press(at: p, time: t)
            case .move(let p, let t): move(to: p, time: t)
            case .release(let p, let t): release(at: p, time: t)
            }
        }
        if case .release? = events.last { finish() }
    }
}

extension Scene {
    /// Runs an interaction from start to finish on a fresh session and returns its trace.
    public func run(_ interaction: Interaction) -> InteractionTrace {
        let session = TouchSession(scene: self)
        session.play(interaction.events)
        return session.trace
    }

    public func click(_ x: Double, _ y: Double) -> InteractionTrace { run(.click(Point(x, y))) }
}
