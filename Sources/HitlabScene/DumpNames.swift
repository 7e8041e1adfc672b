import HitlabCore

/// Scene names for a dump's views and layers: the class and the address's last four hex
/// digits (`UIButton-8470`), more digits where two addresses in the dump end in the same
/// four (`CKTextComponentView-61820`, `CKTextComponentView-71820`), so a name is unique by
/// construction and the address an engineer copies from LLDB picks it (`--view 0x7ae71820`).
/// Only one address printed twice (a masked dump) is numbered: `UIView-0000-2`.
extension DumpImporter {
    /// The address's hex digits as printed (`0x7AE61820` → `7AE61820`).
    static func printedDigits(_ address: String) -> Substring.UTF8View.SubSequence {
        let bytes = address.utf8.dropFirst(address.hasPrefix("0x") || address.hasPrefix("0X") ? 2 : 0)
        return bytes[bytes.startIndex...]
    }

    /// Works out, before any name is given, how many digits each address needs: for the
    /// addresses of one class that share their last four, one more than the longest ending each
    /// shares with another (neighbours once sorted by their reversed digits), in O(n log n).
    /// Views of different classes never share a name, so their digits stay four.
    mutating func planAddressDigits(_ entries: [Entry]) {
        var all = Set<String>()
        var stack = entries[...]
        while let e = stack.popLast() {
            if let d = Scene.addressDigits(e.address) { all.insert(baseName(e.className) + " " + d) }
            stack.append(contentsOf: e.children)
            stack.append(contentsOf: e.layers)
        }
        var groups: [String: [String]] = [:]
        for key in all {
            let space = key.lastIndex(of: " ")!
            let digits = key[key.index(after: space)...]
            groups[String(key[..<space]) + " " + digits.suffix(4), default: []].append(key)
        }
        for (_, group) in groups where group.count > 1 {
            let sorted = group.map { String($0.reversed()) }.sorted()
            func shared(_ a: String, _ b: String) -> Int { zip(a, b).prefix { $0 == $1 }.count }
            for (i, r) in sorted.enumerated() {
                var longest = 0
                if i > 0 { longest = max(longest, shared(r, sorted[i - 1])) }
                if i + 1 < sorted.count { longest = max(longest, shared(r, sorted[i + 1])) }
                let key = String(r.reversed())
                let digitCount = key.count - key.lastIndex(of: " ")!.utf16Offset(in: key) - 1
                addressDigitCount[key] = min(digitCount, max(4, longest + 1))
            }
        }
    }

    /// The class's part of a name: its last component, letters, digits and `_` only.
    mutating func baseName(_ className: String) -> String {
        if let known = baseNames[className] { return known }
        let base = (className.split(separator: ".").last.map(String.init) ?? className)
            .filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let start = base.first.map { $0.isLetter || $0 == "_" } == true ? base : "_" + base
        baseNames[className] = start
        return start
    }

    /// A unique scene name from the class and the address's last digits: `UIButton-8470`.
    mutating func uniqueName(_ e: Entry) -> String {
        let start = baseName(e.className)
        // The address's last digits (a mangled address keeps only its digits).
        let count = Scene.addressDigits(e.address).flatMap { addressDigitCount[start + " " + $0] } ?? 4
        let digits = String(
            decoding: Self.printedDigits(e.address).filter(Ascii.isHexDigit).suffix(count), as: UTF8.self)
        let tagged = digits.isEmpty ? start : start + "-" + digits
        var name = tagged
        // Numbering goes on from the last number this name took, so views sharing one
        // address (masked or anonymised dumps) are named in linear time, not quadratic.
        var n = nextNumber[tagged] ?? 2
        while names.contains(name) {
            name = tagged + "-\(n)"
            n += 1
        }
        if name != tagged { nextNumber[tagged] = n }
        names.insert(name)
        return name
    }
}
