/// Pixels from a floating-point measure: rounded by `rule`, NaN as 0, and clamped to
/// +-2^30 so that no conversion can trap, whatever the scene or the zoom.
public func pixels(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
    guard !value.isNaN else { return 0 }
    let limit = Double(1 << 30)
    return Int(min(limit, max(-limit, value.rounded(rule))))
}

/// `pixels` for SDL's 32-bit coordinates.
public func pixels32(_ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int32 {
    Int32(clamping: pixels(value, rule))
}
