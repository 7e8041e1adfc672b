import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

extension SceneDecoder {
    static let fingerKeys = ["from", "to", "through", "down", "hold", "duration", "up", "hit", "reaches", "deliveries"]

    /// `fingers: [{from: [x, y], to: [x, y], down: 0.2, up: 0.8, hit: NAME}, ...]`: each
    /// finger's path in time, and what is expected of it alone.
    mutating func decodeFingers(_ node: Node) -> ([FingerPath], [FingerExpectation])? {
        guard let items = reader.sequence(node, "fingers") else { return nil }
        guard !items.isEmpty, items.count <= SceneLimits.fingers else {
            reader.error(
                node,
                reader.t(
                    "'fingers' lists from 1 to \(SceneLimits.fingers) fingers, got \(items.count)"))
            return nil
        }
        var paths: [FingerPath] = [], expectations: [FingerExpectation] = []
        var ok = true
        for (i, item) in items.enumerated() {
            guard let e = reader.entries(item, known: Self.fingerKeys, what: reader.t("a finger")) else {
                ok = false; continue
            }
            guard let (path, expected) = decodeFinger(item, e, index: i) else { ok = false; continue }
            paths.append(path)
            expectations.append(expected)
        }
        return ok ? (paths, expectations) : nil
    }

    mutating func decodeFinger(_ node: Node, _ e: [String: Entry], index: Int) -> (FingerPath, FingerExpectation)? {
        guard let f = e["from"] else {
            reader.error(
                node,
                reader.t(
                    "finger \(index + 1) needs 'from: [x, y]', where it goes down"))
            return nil
        }
        guard let from = reader.point(f.value, "from") else { return nil }
        let seconds = reader.between("0", formatNumber(SceneLimits.dragSeconds), NodeReader.seconds)
        var to: Point?, through: [Point] = []
        if let t = e["to"] { guard let p = reader.point(t.value, "to") else { return nil }; to = p }
        if let w = e["through"] {
            if to == nil {
                reader.error(
                    w.keyNode,
                    reader.t(
                        "'through' needs a 'to': the points a finger passes on its way there"))
            }
            if let items = reader.sequence(w.value, "through") {
                if items.count > SceneLimits.dragWaypoints {
                    reader.error(
                        w.value,
                        reader.t(
                            "'through' has \(items.count) points; a finger takes at most \(SceneLimits.dragWaypoints)"))
                } else {
                    through = items.compactMap { reader.point($0, "through") }
                }
            }
        }
        for key in ["hold", "duration"] where e[key] != nil && to == nil {
            reader.error(
                e[key]!.keyNode,
                reader.t("'\(key)' says how a finger moves; this one has no 'to'"))
        }
        let down =
            e["down"].flatMap { reader.number($0.value, "down", min: 0, max: SceneLimits.dragSeconds, range: seconds) }
            ?? 0
        let hold =
            e["hold"].flatMap { reader.number($0.value, "hold", min: 0, max: SceneLimits.holdSeconds, range: seconds) }
            ?? 0
        let duration =
            e["duration"].flatMap {
                reader.number(
                    $0.value, "duration", min: 0.01, max: SceneLimits.dragSeconds,
                    range: reader.between("0.01", formatNumber(SceneLimits.dragSeconds), NodeReader.seconds))
            } ?? Interaction.dragDuration
        var path = FingerPath(from: from, to: to, through: through, down: down, hold: hold, duration: duration)
        if let u = e["up"],
            let up = reader.number(u.value, "up", min: 0, max: SceneLimits.dragSeconds * 2, range: seconds)
        {
            if up < path.lastMove || (to == nil && up <= down) {
                reader.error(
                    u.value,
                    to == nil
                        ? reader.t(
                            """
                            finger \(index + 1) comes up at \(formatNumber(up)) s, not after it goes down \
                            (\(formatNumber(down)) s)
                            """)
                        : reader.t(
                            """
                            finger \(index + 1) comes up at \(formatNumber(up)) s, before its last move \
                            (\(formatNumber(path.lastMove)) s)
                            """))
            } else {
                path.up = up
            }
        }
        var expected = FingerExpectation(finger: index)
        if let h = e["hit"] { expected.hit = decodeNameOrNull(h, kind: .view) }
        if let r = e["reaches"] { expected.reaches = reader.bool(r.value, "reaches") }
        if let d = e["deliveries"] { expected.deliveries = decodeExpectedDeliveries(d.value) }
        return (path, expected)
    }

    /// `reachable: {view: NAME, min: 0.9}`: the least share of the view's visible area a tap reaches.
    mutating func decodeExpectedReach(_ node: Node) -> ExpectedReach? {
        guard let e = reader.entries(node, known: ["view", "min"], what: "'reachable'") else { return nil }
        guard let v = e["view"], let m = e["min"] else {
            reader.error(
                node,
                reader.t(
                    "'reachable' needs 'view: NAME' and 'min: SHARE' (from 0 to 1, e.g. 0.9)"))
            return nil
        }
        guard let name = reader.string(v.value, "view"),
            let min = reader.number(
                m.value, "min", min: 0, max: 1,
                range: reader.t(
                    "from 0 to 1 (a share of the view's visible area, e.g. 0.9)"))
        else { return nil }
        references.append(Reference(name: name, node: v.value, key: "reachable", kind: .view))
        return ExpectedReach(view: name, min: min)
    }

    /// `deliveries: {photo: [began, cancelled], gallery: []}`: each responder's phases, in order.
    mutating func decodeExpectedDeliveries(_ node: Node) -> [(responder: String, phases: [TouchPhase])]? {
        guard let mapping = node.mapping else {
            reader.error(
                node,
                reader.t(
                    """
                    'deliveries' must be a mapping of responder names to lists of phases, got \
                    \(reader.describe(node))
                    """))
            return nil
        }
        var result: [(responder: String, phases: [TouchPhase])] = []
        for (keyNode, value) in mapping {
            guard let name = reader.string(keyNode, "deliveries"), let items = reader.sequence(value, "deliveries")
            else { continue }
            references.append(Reference(name: name, node: keyNode, key: "deliveries", kind: .responder))
            result.append((name, items.compactMap { reader.choice($0, "deliveries", TouchPhase.self) }))
        }
        return result
    }
}

/// The states a recognizer's timeline may list (`states:`, a `timeline`'s gesture items):
/// `ended` is `recognized`, as UIKit's `.ended` is `.recognized`.
enum TimelineGestureState: String, CaseIterable {
    case possible, began, changed, ended, recognized, failed

    var modelState: GestureState {
        switch self {
        case .possible: return .possible
        case .began: return .began
        case .changed: return .changed
        case .ended, .recognized: return .recognized
        case .failed: return .failed
        }
    }
}

/// The states a check may expect (the contract's three). Hitlab plays no interaction that
/// cancels a recognizer, so `cancelled` is accepted as a word and refused as an expectation.
enum ReportedGestureState: String, CaseIterable {
    case recognized, failed, cancelled

    var modelState: GestureState? {
        switch self {
        case .recognized: return .recognized
        case .failed: return .failed
        case .cancelled: return nil
        }
    }
}
