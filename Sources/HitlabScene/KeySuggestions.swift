/// The known key closest to a misspelt one, if any is close enough to be a likely typo.
public func nearestKey(to key: String, in known: [String]) -> String? {
    // A typo is a few characters off: a long key, and candidates whose length differs by more
    // than the distance allowed, are not compared (each comparison costs their lengths' product).
    guard key.count <= 200 else { return nil }
    let lower = key.lowercased()
    var best: (String, Int)?
    for candidate in known where abs(candidate.count - key.count) <= max(2, key.count / 3) && candidate.count <= 300 {
        let d = editDistance(lower, candidate.lowercased())
        if best == nil || d < best!.1 { best = (candidate, d) }
    }
    guard let (name, distance) = best else { return nil }
    let allowed = max(2, min(key.count, name.count) / 3)
    return distance <= allowed ? name : nil
}

/// Levenshtein distance (insertions, deletions, substitutions).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
