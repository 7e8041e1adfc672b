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
        let multiTouch = trace.steps.contains { if case .hitResult(_, let t) = $0 { return t > 0 } else { return false } }
        var fields: [(String, JSONValue)] = [
            ("scene", .string(scenePath)),
            ("point", .point(interaction.firstPoint)),
        ]
        if case .drag(let from, let to, let through, let hold, let duration) = interaction {
            var drag: [(String, JSONValue)] = [("from", .point(from)), ("to", .point(to))]
            if !through.isEmpty { drag.append(("through", .array(through.map { .point($0) }))) }
            if hold != 0 { drag.append(("hold", .number(hold))) }
            if duration != Interaction.dragDuration { drag.append(("duration", .number(duration))) }
            fields.append(("drag", .object(drag)))
        }
        fields.append(("visits", .array(visitsJSON(multiTouch: multiTouch))))
        fields.append(("hit", trace.hit.map { .string($0.name) } ?? .null))
        fields.append(("chain", .array(trace.chain.map { .string($0.name) })))
        fields.append(("deliveries", .array(trace.deliveries.map { d in
            var f: [(String, JSONValue)] = [("responder", .string(d.responder.name)),
                                            ("phase", .string(d.phase.rawValue)),
                                            ("outcome", .string(d.outcome.rawValue))]
            if multiTouch { f.append(("touch", .number(Double(d.touch)))) }
            return .object(f)
        })))
        fields.append(("actions", .array(trace.actions.map { a in
            .object([("name", .string(a.name)), ("sender", .string(a.sender)),
                     ("target", a.target.map { .string($0) } ?? .null),
                     ("handledBy", a.handledBy.map { .string($0.name) } ?? .null)])
        })))
        fields.append(("gestures", .array(trace.gestures.map { g in
            .object([("name", .string(g.recognizer.name)),
                     ("view", g.recognizer.view.map { .string($0.name) } ?? .null),
                     ("kind", .string(g.recognizer.kind.rawValue)),
                     ("state", .string(g.state.rawValue))])
        })))
        var out = "{\n"
        for (i, (key, value)) in fields.enumerated() {
            out += "  " + quote(key) + ": " + value.layout(indent: "  ")
            out += i == fields.count - 1 ? "\n" : ",\n"
        }
        return out + "}"
    }

    private func visitsJSON(multiTouch: Bool) -> [JSONValue] {
        var touch = 0
        var result: [JSONValue] = []
        for step in trace.steps {
            switch step {
            case .input(.began, _, _, let t): touch = t
            case .visit(let v):
                var f: [(String, JSONValue)] = [("view", .string(v.view.name)),
                                                ("depth", .number(Double(v.depth))),
                                                ("point", .point(v.point)),
                                                ("verdict", .string(v.verdict.rawValue))]
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

/// A small JSON value with ordered keys.
public indirect enum JSONValue {
    case string(String), number(Double), bool(Bool), null
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }

    /// Inline form: `{"a": 1, "b": [1, 2]}`.
    public var inline: String {
        switch self {
        case .string(let s): return quote(s)
        case .number(let n): return n.isFinite ? formatNumber(n) : "null"  // JSON has no inf or NaN
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.inline).joined(separator: ", ") + "]"
        case .object(let fields):
            return "{" + fields.map { quote($0.0) + ": " + $0.1.inline }.joined(separator: ", ") + "}"
        }
    }

    /// Arrays holding two or more objects go one element per line.
    func layout(indent: String) -> String {
        guard case .array(let items) = self, items.count >= 2,
              items.allSatisfy({ if case .object = $0 { return true } else { return false } }) else {
            return inline
        }
        let inner = indent + "  "
        return "[\n" + items.map { inner + $0.inline }.joined(separator: ",\n") + "\n" + indent + "]"
    }
}

/// A JSON string literal (YAML reads it too, as a double-quoted scalar).
public func quote(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
        switch u {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            // Control characters, and the ones YAML does not allow raw (DEL, C1, U+FFFE/F):
            // as `\u` escapes, which JSON and YAML both read back.
            if u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.value == 0xFFFE || u.value == 0xFFFF {
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }
    return out + "\""
}
