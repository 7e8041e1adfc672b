/// Views named by the address a dump printed (`0x7ae71820`), as an engineer copies it from
/// LLDB: the importer names each view by its class and as many of its address's last hex
/// digits as make the name unique (four, more where two addresses share them), so the
/// address's digits pick one view.
extension Scene {
    /// The view a reference names: its name, or an address (`0x…`, any case, with or without
    /// leading zeros). Nil when nothing matches, or when an address matches two views.
    public func view(reference: String) -> View? {
        if let v = view(named: reference) { return v }
        let matches = views(atAddress: reference)
        return matches.count == 1 ? matches[0] : nil
    }

    /// The views an address names: the one imported with that address, or else those whose
    /// name ends in the longest run of the address's last digits (an imported scene's names).
    /// Empty when the reference is not an address.
    public func views(atAddress reference: String) -> [View] {
        guard let digits = Self.addressDigits(reference) else { return [] }
        var exact: [View] = [], best: [View] = [], bestLength = 0
        forEachView { view, _ in
            if let a = view.address, Self.addressDigits(a) == digits { exact.append(view); return }
            guard let tail = Self.nameDigits(view.name), tail.count >= 4, digits.hasSuffix(tail) else { return }
            if tail.count > bestLength {
                (best, bestLength) = ([view], tail.count)
            } else if tail.count == bestLength {
                best.append(view)
            }
        }
        return exact.isEmpty ? best : exact
    }

    /// `0x00007F8E1C0041A0` as `7f8e1c0041a0`; nil unless it is `0x` and hex digits.
    public static func addressDigits(_ text: String) -> String? {
        let lower = text.lowercased()
        guard lower.hasPrefix("0x"), lower.count > 2 else { return nil }
        let hex = lower.dropFirst(2)
        guard hex.allSatisfy(\.isHexDigit) else { return nil }
        let trimmed = hex.drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : String(trimmed)
    }

    /// The hex digits after a name's last `-` (`UIButton-8470` → `8470`), lowercased.
    public static func nameDigits(_ name: String) -> String? {
        guard let dash = name.lastIndex(of: "-") else { return nil }
        let tail = name[name.index(after: dash)...]
        guard !tail.isEmpty, tail.allSatisfy(\.isHexDigit) else { return nil }
        return tail.lowercased()
    }
}
