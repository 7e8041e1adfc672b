/// A small JSON value with ordered keys.
public indirect enum JSONValue {
    case string(String), number(Double), bool(Bool), null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }

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

    /// Arrays holding at least `minimum` objects go one element per line.
    func layout(indent: String, objectsOneALineFrom minimum: Int) -> String {
        guard case .array(let items) = self, items.count >= minimum, !items.isEmpty,
            items.allSatisfy({ if case .object = $0 { return true } else { return false } })
        else {
            return inline
        }
        let inner = indent + "  "
        return "[\n" + items.map { inner + $0.inline }.joined(separator: ",\n") + "\n" + indent + "]"
    }

    /// A whole document, as every JSON file Hitlab writes is laid out: the top object's
    /// fields one a line, two spaces in; an array of at least `minimum` objects one element
    /// a line; everything else inline. Ends without a newline.
    public func document(objectsOneALineFrom minimum: Int = 2) -> String {
        guard case .object(let fields) = self, !fields.isEmpty else { return inline }
        return "{\n"
            + fields.map { "  " + quote($0.0) + ": " + $0.1.layout(indent: "  ", objectsOneALineFrom: minimum) }
            .joined(separator: ",\n") + "\n}"
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
