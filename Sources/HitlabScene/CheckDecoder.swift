import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

extension SceneDecoder {
    static let checkKeys = [
        "click", "drag", "fingers", "taps", "hold", "hit", "chain", "handledBy", "actions", "gestures", "deliveries",
        "notSent", "firstResponder", "timeline", "changes",
        "reachable", "screenshot", "note", "theme", "step", "scale", "layers3d", "lang"
    ]

    mutating func decodeChecks(_ node: Node) -> [Check] {
        guard let items = reader.sequence(node, "checks") else { return [] }
        var checks: [Check] = []
        for item in items where !overBudget {
            guard countObject(item),
                let e = reader.entries(item, known: Self.checkKeys, what: reader.t("a check"))
            else { continue }
            if let check = decodeCheck(item, e) {
                if let c = e["changes"] {
                    if check.interaction == nil {
                        reader.error(
                            c.keyNode, reader.t("'changes' needs a 'click', a 'drag' or 'fingers' in the same check"))
                    } else {
                        decodeChanges(c.value, check: checks.count)
                    }
                }
                checks.append(check)
            }
        }
        return checks
    }

    /// The click, drag or fingers a check (or a lesson's part) plays, and what each finger is
    /// expected to do; `(nil, [])` when it gives none, nil when what it gives is wrong.
    mutating func decodeInteraction(_ node: Node, _ e: [String: Entry]) -> (Interaction?, [FingerExpectation])? {
        var interaction: Interaction?
        var fingerExpectations: [FingerExpectation] = []
        if let f = e["fingers"] {
            let decoded = decodeFingers(f.value)
            if let other = e["click"] ?? e["drag"] {
                reader.error(
                    other.keyNode,
                    reader.t(
                        "a check has one of 'click', 'drag' or 'fingers'"))
                return nil
            }
            guard let (paths, expected) = decoded else { return nil }
            interaction = .fingers(paths)
            fingerExpectations = expected
            for key in ["taps", "hold"] where e[key] != nil {
                reader.error(
                    e[key]!.keyNode,
                    reader.t(
                        "'\(key)' goes with 'click'; each finger says its own 'down', 'hold' and 'up'"))
            }
        }
        switch (e["click"], e["drag"]) {
        case _ where interaction != nil:
            break
        case (let c?, nil):
            guard let p = reader.point(c.value, "click") else { return nil }
            let taps = e["taps"].flatMap { reader.integer($0.value, "taps", min: 1, max: SceneLimits.taps) } ?? 1
            let hold =
                e["hold"].flatMap {
                    reader.number(
                        $0.value, "hold", min: 0, max: SceneLimits.holdSeconds,
                        range: reader.between("0", formatNumber(SceneLimits.holdSeconds), NodeReader.seconds))
                } ?? Interaction.clickHold
            interaction = .click(p, taps: taps, hold: hold)
        case (nil, let d?):
            guard let de = reader.entries(d.value, known: ["from", "to", "through", "hold", "duration"], what: "'drag'")
            else { return nil }
            guard let f = de["from"], let t = de["to"] else {
                reader.error(
                    d.value,
                    reader.t("'drag' needs 'from: [x, y]' and 'to: [x, y]'"))
                return nil
            }
            guard let from = reader.point(f.value, "from"), let to = reader.point(t.value, "to") else { return nil }
            var through: [Point] = []
            if let w = de["through"], let items = reader.sequence(w.value, "through") {
                if items.count > SceneLimits.dragWaypoints {
                    reader.error(
                        w.value,
                        reader.t(
                            "'through' has \(items.count) points; a drag takes at most \(SceneLimits.dragWaypoints)"))
                } else {
                    through = items.compactMap { reader.point($0, "through") }
                }
            }
            let seconds = reader.between("0", formatNumber(SceneLimits.dragSeconds), NodeReader.seconds)
            let hold =
                de["hold"].flatMap {
                    reader.number($0.value, "hold", min: 0, max: SceneLimits.holdSeconds, range: seconds)
                } ?? 0
            let duration =
                de["duration"].flatMap {
                    reader.number(
                        $0.value, "duration", min: 0.01, max: SceneLimits.dragSeconds,
                        range: reader.between("0.01", formatNumber(SceneLimits.dragSeconds), NodeReader.seconds))
                }
                ?? Interaction.dragDuration
            interaction = .drag(from: from, to: to, through: through, hold: hold, duration: duration)
            for key in ["taps", "hold"] where e[key] != nil {
                reader.error(
                    e[key]!.keyNode,
                    key == "hold"
                        ? reader.t(
                            "a drag's 'hold' goes inside 'drag' (seconds still before it moves)")
                        : reader.t("'taps' goes with 'click', not 'drag'"))
            }
        case (.some, .some):
            reader.error(
                node, reader.t("a check has either 'click' or 'drag', not both"))
            return nil
        case (nil, nil):
            break
        }
        return (interaction, fingerExpectations)
    }

    private mutating func decodeCheck(_ node: Node, _ e: [String: Entry]) -> Check? {
        let at = reader.position(node)
        guard let (interaction, fingerExpectations) = decodeInteraction(node, e) else { return nil }
        guard interaction != nil || e["screenshot"] != nil || e["reachable"] != nil else {
            reader.error(
                node,
                reader.t(
                    """
                    a check needs 'click: [x, y]', 'drag: {from: [x, y], to: [x, y]}' or 'fingers: [{from: [x, \
                    y]}, ...]' (or only a 'screenshot' of the scene at rest, or 'reachable')
                    """))
            return nil
        }
        var check = Check(interaction: interaction, line: at.line, column: at.column)
        check.fingers = fingerExpectations
        if interaction == nil {
            for key in [
                "hit", "chain", "handledBy", "actions", "gestures", "deliveries", "notSent", "taps", "hold", "step",
                "firstResponder", "timeline"
            ] where e[key] != nil {
                reader.error(
                    e[key]!.keyNode,
                    reader.t(
                        "'\(key)' needs a 'click' or a 'drag' in the same check")
                )
            }
        }
        if let h = e["hit"] { check.hit = decodeNameOrNull(h, kind: .view) }
        if let c = e["chain"], let names = reader.names(c.value, "chain") {
            check.chain = names.map(\.0)
            names.forEach { references.append(Reference(name: $0.0, node: $0.1, key: "chain", kind: .responder)) }
        }
        if let h = e["handledBy"], let names = reader.names(h.value, "handledBy") {
            check.handledBy = names.map(\.0)
            names.forEach { references.append(Reference(name: $0.0, node: $0.1, key: "handledBy", kind: .responder)) }
        }
        if let a = e["actions"] { check.actions = decodeExpectedActions(a.value) }
        if let f = e["firstResponder"] { check.firstResponder = decodeNameOrNull(f, kind: .responder) }
        if let t = e["timeline"] { check.timeline = decodeTimeline(t.value) }
        if let g = e["gestures"] { check.gestures = decodeExpectedGestures(g.value) }
        if let d = e["deliveries"] { check.deliveries = decodeExpectedDeliveries(d.value) }
        if let n = e["notSent"], let items = reader.sequence(n.value, "notSent") {
            check.notSent = items.compactMap { reader.string($0, "notSent") }
        }
        if let r = e["reachable"] { check.reachable = decodeExpectedReach(r.value) }
        if let s = e["screenshot"], let path = reader.string(s.value, "screenshot") {
            let parts = path.split(separator: "/").filter { $0 != "." }
            let normal = parts.joined(separator: "/"), lower = normal.lowercased()
            if path.hasPrefix("/") || path.hasPrefix("~") || parts.contains("..") || !lower.hasSuffix(".png")
                || parts.isEmpty
            {
                reader.error(
                    s.value,
                    reader.language.say(
                        "'screenshot' must be a relative path to a .png inside the project, got \"\(path)\""))
            } else if lower.hasSuffix(".actual.png") || lower.hasSuffix(".diff.png") {
                reader.error(
                    s.value,
                    reader.language.say(
                        """
                        'screenshot' may not end in .actual.png or .diff.png: Hitlab writes those beside a \
                        failing golden, got \"\(path)\"
                        """))
            } else if let first = screenshotPaths[lower] {
                let p = reader.position(first)
                reader.error(
                    s.value,
                    reader.language.say(
                        """
                        screenshot \"\(path)\" is already the golden of the check at line \(p.line), column \
                        \(p.column); give each check its own
                        """))
            } else {
                screenshotPaths[lower] = s.value
                check.screenshot = normal
            }
        }
        for key in ["theme", "step", "scale", "layers3d", "lang"] where e[key] != nil && e["screenshot"] == nil {
            reader.error(
                e[key]!.keyNode,
                reader.t(
                    "'\(key)' says how to draw a 'screenshot'; this check has none"))
        }
        if let t = e["theme"], let name = reader.choice(t.value, "theme", ThemeName.self) { check.picture.theme = name }
        if let s = e["step"] { check.picture.step = reader.integer(s.value, "step", min: 0) }
        if let s = e["scale"] {
            check.picture.scale = reader.number(
                s.value, "scale", min: SceneLimits.outputScale.lowerBound, max: SceneLimits.outputScale.upperBound,
                range: reader.between(
                    formatNumber(SceneLimits.outputScale.lowerBound), formatNumber(SceneLimits.outputScale.upperBound)))
        }
        if let l = e["layers3d"], let v = reader.bool(l.value, "layers3d") { check.picture.layers3D = v }
        if let l = e["lang"], let v = reader.choice(l.value, "lang", Language.self) { check.picture.language = v }
        if let n = e["note"], let note = reader.localizedText(n.value, "note") {
            check.note = note
        }
        // A click that expects nothing would pass whatever happened.
        if interaction != nil && e["screenshot"] == nil
            && [
                "hit", "chain", "handledBy", "actions", "gestures", "deliveries", "notSent", "reachable",
                "firstResponder", "timeline"
            ]
            .allSatisfy({
                e[$0] == nil
            })
            && fingerExpectations.allSatisfy({ !$0.expectsAnything })
        {
            let what = e["click"] != nil ? "click" : e["drag"] != nil ? "drag" : "fingers"
            let fingerKeys = what == "fingers" ? Phrase(", a finger's own 'hit', 'reaches' or 'deliveries'") : ""
            reader.error(
                node,
                reader.t(
                    """
                    this check expects nothing of its \(what): add 'hit', 'chain', 'handledBy', 'actions', \
                    'gestures', 'deliveries', 'notSent', 'reachable', 'firstResponder', 'timeline'\(fingerKeys) or a \
                    'screenshot'
                    """))
        }
        return check
    }

    /// A name that must exist in the scene (checked once every name is known), or `null`:
    /// `.some(nil)`; `.none` when the value is neither (an error is reported).
    mutating func decodeNameOrNull(_ entry: Entry, kind: Reference.Kind) -> String?? {
        if reader.isNull(entry.value) { return .some(nil) }
        guard let name = reader.string(entry.value, entry.key) else { return .none }
        references.append(Reference(name: name, node: entry.value, key: entry.key, kind: kind))
        return .some(name)
    }

    private mutating func decodeExpectedActions(_ node: Node) -> [ExpectedAction]? {
        guard let items = reader.sequence(node, "actions") else { return nil }
        var result: [ExpectedAction] = []
        for item in items {
            guard
                let e = reader.entries(
                    item, known: ["name", "handledBy", "sender", "target", "times", "minTimes", "event", "state"],
                    what: reader.t("an expected action"))
            else { continue }
            guard let n = e["name"], let name = reader.string(n.value, "name") else {
                if e["name"] == nil {
                    reader.error(item, reader.t("an expected action needs a 'name'"))
                }
                continue
            }
            var expected = ExpectedAction(name: name)
            if let h = e["handledBy"] { expected.handledBy = decodeNameOrNull(h, kind: .responder) }
            if let s = e["sender"], let v = reader.string(s.value, "sender") {
                expected.sender = v
                references.append(Reference(name: v, node: s.value, key: "sender", kind: .responderOrGesture))
            }
            if let t = e["target"] {
                expected.target =
                    reader.isNull(t.value) ? .some(nil) : reader.string(t.value, "target").map { .some($0) }
            }
            if let v = e["event"] {
                expected.event = reader.choice(v.value, "event", RegistrableEvent.self)?.event
            }
            if let v = e["state"] {
                expected.state = reader.choice(v.value, "state", ActionGestureState.self)?.state
            }
            if let n = e["times"] {
                expected.times = reader.integer(n.value, "times", min: 1, max: SceneLimits.actionRepeats)
            }
            if let n = e["minTimes"] {
                if e["times"] != nil {
                    reader.error(n.keyNode, reader.t("an expected action says 'times' or 'minTimes', not both"))
                } else {
                    expected.minTimes = reader.integer(n.value, "minTimes", min: 1, max: SceneLimits.actionRepeats)
                }
            }
            result.append(expected)
        }
        return result
    }

    /// `timeline`: `{deliver: PHASE, to: NAME}`, `{gesture: NAME, state: STATE}` or `{action: NAME}`.
    private mutating func decodeTimeline(_ node: Node) -> [TimelineItem]? {
        guard let items = reader.sequence(node, "timeline") else { return nil }
        var result: [TimelineItem] = []
        for item in items {
            guard
                let e = reader.entries(
                    item, known: ["deliver", "to", "gesture", "state", "action"], what: reader.t("a timeline item"))
            else { continue }
            if let d = e["deliver"] {
                guard let to = e["to"] else {
                    reader.error(item, reader.t("a 'deliver' item needs 'to', the responder that receives it"))
                    continue
                }
                guard let phase = reader.choice(d.value, "deliver", TouchPhase.self),
                    let name = reader.string(to.value, "to")
                else { continue }
                references.append(Reference(name: name, node: to.value, key: "to", kind: .responder))
                result.append(.deliver(phase, to: name))
            } else if let g = e["gesture"] {
                guard let s = e["state"] else {
                    reader.error(item, reader.t("a 'gesture' item needs 'state'"))
                    continue
                }
                guard let name = reader.string(g.value, "gesture"),
                    let state = reader.choice(s.value, "state", TimelineGestureState.self)
                else { continue }
                references.append(Reference(name: name, node: g.value, key: "gesture", kind: .gesture))
                result.append(.gesture(name, state.modelState))
            } else if let a = e["action"] {
                if let name = reader.string(a.value, "action") { result.append(.action(name)) }
            } else {
                reader.error(item, reader.t("a timeline item is {deliver, to}, {gesture, state} or {action}"))
            }
        }
        return result
    }

    private mutating func decodeExpectedGestures(_ node: Node) -> [ExpectedGesture]? {
        guard let items = reader.sequence(node, "gestures") else { return nil }
        var result: [ExpectedGesture] = []
        for item in items {
            guard
                let e = reader.entries(
                    item, known: ["name", "state", "states", "actions"], what: reader.t("an expected gesture"))
            else { continue }
            guard let n = e["name"], let name = reader.string(n.value, "name"),
                let s = e["state"]
            else {
                if e["name"] == nil || e["state"] == nil {
                    reader.error(
                        item, reader.t("an expected gesture needs 'name' and 'state'"))
                }
                continue
            }
            guard let reported = reader.choice(s.value, "state", ReportedGestureState.self) else { continue }
            guard let state = reported.modelState else {
                reader.error(
                    s.value,
                    reader.t(
                        """
                        no interaction Hitlab plays ends with a recognizer cancelled (a system cancel, such as a \
                        call, is not modelled), so this check could never pass: expect 'recognized' or 'failed'
                        """))
                continue
            }
            references.append(Reference(name: name, node: n.value, key: "gestures", kind: .gesture))
            var expected = ExpectedGesture(name: name, state: state)
            if let s = e["states"], let items = reader.sequence(s.value, "states") {
                expected.states = items.compactMap {
                    reader.choice($0, "states", TimelineGestureState.self).map(\.modelState)
                }
            }
            if let a = e["actions"] { expected.actionCount = reader.integer(a.value, "actions", min: 0, max: 10_000) }
            result.append(expected)
        }
        return result
    }
}

/// The control events an expected action may name (`event`): UIKit's, not Hitlab's own.
enum RegistrableEvent: String, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd
    var event: ControlEventKind? { ControlEventKind(rawValue: rawValue) }
}

/// The states a recognizer sends its action in (`state`): `recognized` and `ended` are one.
enum ActionGestureState: String, CaseIterable {
    case began, changed, ended, recognized
    var state: GestureState { self == .began ? .began : self == .changed ? .changed : .recognized }
}
