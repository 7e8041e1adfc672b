/// A whole pointer interaction, as a check or the command line describes it.
public enum Interaction: Equatable {
    /// Press and release at one point; `taps` presses in a row, `hold` seconds each.
    case click(Point, taps: Int = 1, hold: Double = Interaction.clickHold)
    /// Press at `from`, stay still `hold` seconds, move through `through` to `to` over
    /// `duration` seconds (the moves evenly spaced), release there a moment later.
    case drag(
        from: Point, to: Point, through: [Point] = [], hold: Double = 0, duration: Double = Interaction.dragDuration)
    /// Several fingers, each with its own press, moves and release in time (T4, T5, G6).
    case fingers([FingerPath])

    /// Seconds between presses, and between a drag's last move and its release.
    public static let pause = 0.1
    /// Seconds a click is held when nothing says otherwise.
    public static let clickHold = 0.1
    /// Seconds a drag takes to move when a check does not say: one move at 0.1 s, the release
    /// at 0.2 s (what every drag did before drags had timings).
    public static let dragDuration = 0.1

    public var firstPoint: Point {
        switch self {
        case .click(let p, _, _): return p
        case .drag(let from, _, _, _, _): return from
        case .fingers(let paths): return paths.first?.from ?? .zero
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
        case .fingers(let paths):
            // In time order; at the same moment, in the order the fingers are listed.
            let all = paths.enumerated().flatMap { i, f in f.events(finger: i).map { (i, $0) } }
            return all.enumerated().sorted { a, b in
                a.element.1.time != b.element.1.time ? a.element.1.time < b.element.1.time : a.offset < b.offset
            }.map(\.element.1)
        }
    }
}

/// One finger of a several-finger interaction: down at `from` at `down` seconds, still for
/// `hold` seconds, then through `through` to `to` over `duration` seconds, up at `up` (by
/// default a pause after its last move, or a click's hold after its press when it never moves).
public struct FingerPath: Equatable, Sendable {
    public var from: Point
    public var to: Point?
    public var through: [Point]
    public var down: Double
    public var hold: Double
    public var duration: Double
    public var up: Double?

    public init(
        from: Point, to: Point? = nil, through: [Point] = [], down: Double = 0, hold: Double = 0,
        duration: Double = Interaction.dragDuration, up: Double? = nil
    ) {
        self.from = from
        self.to = to
        self.through = to == nil ? [] : through
        self.down = down
        self.hold = hold
        self.duration = duration
        self.up = up
    }

    /// The path of one finger's recorded events (the window's): its press, moves and release.
    public init(recorded events: [PointerEvent]) {
        let press = events.first { $0.kind == .press }, moves = events.filter { $0.kind == .move }
        let release = events.last { $0.kind == .release }
        let from = press?.point ?? .zero, down = press?.time ?? 0
        let to = (release ?? moves.last).flatMap { $0.point == from && moves.isEmpty ? nil : $0.point }
        let first = moves.first?.time ?? down, last = moves.last?.time ?? down
        self.init(
            from: from, to: to, through: moves.dropLast().map(\.point), down: down, hold: max(0, first - down),
            duration: max(0.01, last - first), up: release?.time)
    }

    /// When its last move happens (its press when it never moves).
    public var lastMove: Double { to == nil ? down : down + hold + duration }

    /// When it comes up.
    public var release: Double { up ?? (to == nil ? down + Interaction.clickHold : lastMove + Interaction.pause) }

    /// The finger as a check writes it, keys at their defaults left out:
    /// `{from: [100, 200], to: [160, 200], down: 0.2}`.
    public var flowMapping: String {
        func p(_ q: Point) -> String { "[\(formatNumber(q.x)), \(formatNumber(q.y))]" }
        var parts = ["from: \(p(from))"]
        if let to {
            parts.append("to: \(p(to))")
            if !through.isEmpty { parts.append("through: [" + through.map(p).joined(separator: ", ") + "]") }
        }
        if down != 0 { parts.append("down: \(formatNumber(down))") }
        if to != nil && hold != 0 { parts.append("hold: \(formatNumber(hold))") }
        if to != nil && duration != Interaction.dragDuration { parts.append("duration: \(formatNumber(duration))") }
        if let up { parts.append("up: \(formatNumber(up))") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// Its events, as finger `finger`.
    public func events(finger: Int) -> [PointerEvent] {
        var out: [PointerEvent] = [.press(from, down, finger: finger)]
        if let to {
            let points = through + [to]
            for (i, p) in points.enumerated() {
                out.append(.move(p, down + hold + duration * Double(i + 1) / Double(points.count), finger: finger))
            }
        }
        out.append(.release(to ?? from, release, finger: finger))
        return out
    }
}

/// One pointer event of an interaction (window points, seconds from the first press), of one
/// finger (0: the mouse, or the first finger).
public struct PointerEvent: Equatable, Sendable {
    public enum Kind: Sendable { case press, move, release }
    public let kind: Kind
    public let point: Point
    public let time: Double
    public let finger: Int

    public init(_ kind: Kind, _ point: Point, _ time: Double, finger: Int = 0) {
        self.kind = kind
        self.point = point
        self.time = time
        self.finger = finger
    }

    public static func press(_ p: Point, _ t: Double, finger: Int = 0) -> PointerEvent {
        PointerEvent(.press, p, t, finger: finger)
    }
    public static func move(_ p: Point, _ t: Double, finger: Int = 0) -> PointerEvent {
        PointerEvent(.move, p, t, finger: finger)
    }
    public static func release(_ p: Point, _ t: Double, finger: Int = 0) -> PointerEvent {
        PointerEvent(.release, p, t, finger: finger)
    }
}
