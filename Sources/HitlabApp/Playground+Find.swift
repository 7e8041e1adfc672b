import HitlabCore

/// `/`: finding a view by name or text. Every key goes to the search until Enter keeps the
/// view found or Esc puts the selection back; each letter selects the first match at once.
extension Playground {
    func beginFind() {
        guard scene != nil else { return }
        selectionBeforeFind = selection
        finding = ""
    }

    /// The views whose name or text holds `query` (any case), in tree order.
    public func matches(for query: String) -> [String] {
        guard let scene, !query.isEmpty else { return [] }
        let q = query.lowercased()
        // An address copied from LLDB (`0x7ae71820`) finds the view imported from it.
        let byAddress = scene.views(atAddress: query).map(\.name)
        if !byAddress.isEmpty { return byAddress }
        var out: [String] = []
        scene.forEachView { view, _ in
            if view.name.lowercased().contains(q) || (view.appearance.text?.lowercased().contains(q) ?? false) { out.append(view.name) }
        }
        return out
    }

    /// A key while finding; false when not finding (the key is then a command).
    public func find(_ key: Key) -> Bool {
        guard var query = finding else { return false }
        switch key {
        case .escape:
            finding = nil
            selection = selectionBeforeFind
            return true
        case .enter:
            finding = nil
            return true
        case .tab, .down:
            // The next match after the one selected.
            let all = matches(for: query)
            if !all.isEmpty {
                let i = selection.flatMap { all.firstIndex(of: $0) }.map { ($0 + 1) % all.count } ?? 0
                selection = all[i]
            }
            return true
        case .backspace:
            if !query.isEmpty { query.removeLast() }
        case .space:
            query.append(" ")
        case .character(let c):
            query.append(c)
        default:
            return true
        }
        finding = query
        selection = matches(for: query).first ?? (query.isEmpty ? selectionBeforeFind : selection)
        return true
    }

    /// The status bar while finding.
    var findStatus: String {
        let query = finding ?? ""
        let all = matches(for: query)
        let t = language.pick
        let found = all.isEmpty ? (query.isEmpty ? "" : t(" · no view matches", " · 没有匹配的视图"))
            : t(" · \(all.count) match\(all.count == 1 ? "" : "es")", " · \(all.count) 个匹配") + (selection.map { ": \($0)" } ?? "")
        return t("find: \(query)▏", "查找：\(query)▏") + found + t(" · Tab: next · Enter: keep · Esc: cancel", " · Tab：下一个 · 回车：选定 · Esc：取消")
    }
}
