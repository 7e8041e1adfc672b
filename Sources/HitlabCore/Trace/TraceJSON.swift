/// The contract's `trace --json` object, written with the contract's key order and layout:
/// two-space indentation, arrays of two or more objects one per line, everything else inline.
public struct TraceJSON {
    public let scenePath: String
    public let interaction: Interaction
    public let trace: InteractionTrace

    public init(scenePath: String, interaction: Interaction, trace: InteractionTrace) {
        self.scenePath = scenePath
        self.interaction = interaction
        self.trace = trace
    }

    public func render() -> String {
        let multiTouch = trace.steps.contains {
            if case .hitResult(_, _, let t) = $0 { return t > 0 } else { return false }
        }
        var fields: [(String, JSONValue)] = [
            ("scene", .string(scenePath)),
            ("point", .point(interaction.firstPoint))
        ]
        if case .drag(let from, let to, let through, let hold, let duration) = interaction {
            var drag: [(String, JSONValue)] = [("from", .point(from)), ("to", .point(to))]
            if !through.isEmpty { drag.append(("through", .array(through.map { .point($0) }))) }
            if hold != 0 { drag.append(("hold", .number(hold))) }
            if duration != Interaction.dragDuration { drag.append(("duration", .number(duration))) }
            fields.append(("drag", .object(drag)))
        }
        if case .fingers(let paths) = interaction {
            fields.append(("fingers", .array(paths.map(fingerJSON))))
        }
        fields.append(("visits", .array(visitsJSON(multiTouch: multiTouch))))
        fields.append(("hit", trace.hit.map { .string($0.name) } ?? .null))
        fields.append(("chain", .array(trace.chain.map { .string($0.name) })))
        fields.append(
            (
                "deliveries",
                .array(
                    trace.deliveries.map { d in
                        var f: [(String, JSONValue)] = [
                            ("responder", .string(d.responder.name)),
                            ("phase", .string(d.phase.rawValue)),
                            ("outcome", .string(d.outcome.rawValue))
                        ]
                        if multiTouch { f.append(("touch", .number(Double(d.touch)))) }
                        return .object(f)
                    })
            ))
        fields.append(
            (
                "actions",
                .array(
                    trace.actions.map { a in
                        .object([
                            ("name", .string(a.name)), ("sender", .string(a.sender)),
                            ("target", a.target.map { .string($0) } ?? .null),
                            ("handledBy", a.handledBy.map { .string($0.name) } ?? .null)
                        ])
                    })
            ))
        if case .fingers = interaction {
            fields.append(("touches", .array(touchesJSON())))
        }
        fields.append(
            (
                "gestures",
                .array(
                    trace.gestures.map { g in
                        .object([
                            ("name", .string(g.recognizer.name)),
                            ("view", g.recognizer.view.map { .string($0.name) } ?? .null),
                            ("kind", .string(g.recognizer.kind.rawValue)),
                            ("state", .string(g.state.rawValue))
                        ])
                    })
            ))
        return JSONValue.object(fields).document()
    }

    private func fingerJSON(_ f: FingerPath) -> JSONValue {
        var fields: [(String, JSONValue)] = [("from", .point(f.from))]
        if let to = f.to {
            fields.append(("to", .point(to)))
            if !f.through.isEmpty { fields.append(("through", .array(f.through.map { .point($0) }))) }
            if f.hold != 0 { fields.append(("hold", .number(f.hold))) }
            if f.duration != Interaction.dragDuration { fields.append(("duration", .number(f.duration))) }
        }
        if f.down != 0 { fields.append(("down", .number(f.down))) }
        if let up = f.up { fields.append(("up", .number(up))) }
        return .object(fields)
    }

    /// Each touch: its finger (from 1), the view it was bound to, whether any view got it.
    private func touchesJSON() -> [JSONValue] {
        let hits = trace.hitOfTouch
        let refusals = trace.refusals
        return trace.fingerOfTouch.indices.map { t in
            var fields: [(String, JSONValue)] = [
                ("touch", .number(Double(t))),
                ("finger", .number(Double(trace.finger(ofTouch: t) + 1))),
                ("hit", (hits[t] ?? nil).map { .string($0.name) } ?? .null)
            ]
            let refused = refusals.first { $0.touch == t }
            fields.append(("reaches", .bool(refused == nil && (hits[t] ?? nil) != nil)))
            if let refused { fields.append(("refusedBy", .string(refused.refusal.rule.rawValue))) }
            return .object(fields)
        }
    }

    private func visitsJSON(multiTouch: Bool) -> [JSONValue] {
        var touch = 0
        var result: [JSONValue] = []
        for step in trace.steps {
            switch step {
            case .input(.began, _, _, let t): touch = t
            case .visit(let v):
                var f: [(String, JSONValue)] = [
                    ("view", .string(v.view.name)),
                    ("depth", .number(Double(v.depth))),
                    ("point", .point(v.point)),
                    ("verdict", .string(v.verdict.rawValue))
                ]
                if let bypassed = v.bypassed { f.append(("bypassed", .string(bypassed.rawValue))) }
                if let instead = v.returnedInstead { f.append(("returnedInstead", .string(instead.name))) }
                if multiTouch { f.append(("touch", .number(Double(touch)))) }
                result.append(.object(f))
            default: break
            }
        }
        return result
    }
}
