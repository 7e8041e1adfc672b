import HitlabCore
import HitlabWords

/// `/`: finding a view by name or text (`ViewSelection` keeps the search); the status bar
/// says what it found.
extension Playground {
    func beginFind() {
        guard scene != nil else { return }
        views.beginFind()
    }

    /// The views whose name or text holds `query` (any case), in tree order.
    public func matches(for query: String) -> [View] {
        scene.map { ViewSelection.matches(for: query, in: $0) } ?? []
    }

    /// A key while finding; false when not finding (the key is then a command).
    public func find(_ key: Key) -> Bool { views.find(key, in: scene) }

    /// The status bar while finding.
    var findStatus: String {
        let query = finding ?? ""
        let all = matches(for: query)
        let t: (Phrase) -> String = language.say
        let found =
            all.isEmpty
            ? (query.isEmpty ? "" : t(" · no view matches"))
            : t(" · \(all.count) match\(all.count == 1 ? "" : "es")")
                + (selection.map { ": \($0.name)" } ?? "")
        return t("find: \(query)▏") + found
            + t(" · Tab: next · Enter: keep · Esc: cancel")
    }
}
