import Yams

/// What a scalar holds, decided by hand with YAML 1.1's rules for plain scalars (as Yams's
/// default resolver does) but without regular expressions, which made loading 10,000 views
/// take half a second.
enum ScalarValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)
}

func classify(_ node: Node) -> ScalarValue? {
    guard let scalar = node.scalar else { return nil }
    let text = scalar.string
    let explicit = scalar.tag.description
    switch explicit {
    case Tag.Name.str.rawValue, "!": return .string(text)
    case Tag.Name.null.rawValue: return .null
    case Tag.Name.bool.rawValue: return boolValue(text).map { .bool($0) } ?? .string(text)
    case Tag.Name.int.rawValue: return intValue(text).map { .int($0) } ?? .string(text)
    case Tag.Name.float.rawValue:
        return (floatValue(text) ?? intValue(text).map(Double.init)).map { .float($0) } ?? .string(text)
    case "": break
    default: return .string(text)
    }
    guard scalar.style == .plain || scalar.style == .any else { return .string(text) }
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    default: break
    }
    if let b = boolValue(text) { return .bool(b) }
    if let i = intValue(text) { return .int(i) }
    if let f = floatValue(text) { return .float(f) }
    return .string(text)
}

private func boolValue(_ t: String) -> Bool? {
    switch t {
    case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON", "y", "Y": return true
    case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF", "n", "N": return false
    default: return nil
    }
}

private func intValue(_ t: String) -> Int? {
    var s = Substring(t)
    var negative = false
    if let first = s.first, first == "-" || first == "+" {
        negative = first == "-"
        s = s.dropFirst()
    }
    guard let first = s.first, first.isASCII, first.isNumber else { return nil }
    var radix = 10
    if s.hasPrefix("0x") {
        radix = 16; s = s.dropFirst(2)
    } else if s.hasPrefix("0o") {
        radix = 8; s = s.dropFirst(2)
    } else if s.hasPrefix("0b") {
        radix = 2; s = s.dropFirst(2)
    }
    let digits = s.filter { $0 != "_" }
    guard !digits.isEmpty, let magnitude = Int(digits, radix: radix) else { return nil }
    return negative ? -magnitude : magnitude
}

private func floatValue(_ t: String) -> Double? {
    switch t {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
    case "-.inf", "-.Inf", "-.INF": return -.infinity
    case ".nan", ".NaN", ".NAN": return .nan
    default: break
    }
    // Digits, at most one point, an optional exponent; no words like "nan" or "infinity".
    var body = Substring(t)
    if let first = body.first, first == "-" || first == "+" { body = body.dropFirst() }
    guard let first = body.first, first == "." || (first.isASCII && first.isNumber) else { return nil }
    guard body.allSatisfy({ $0.isASCII && ($0.isNumber || "._eE+-".contains($0)) }) else { return nil }
    return Double(t.filter { $0 != "_" })
}
