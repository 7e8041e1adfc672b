import HitlabCore

/// The playground's part that knows which view is selected (the inspector's), which one a
/// click at the pointer would hit (hover), the why-not answer for the selection, and `/`'s
/// search. Views are held by reference; a name is only read from what the user typed or a
/// new scene replacing the old one (`carry(to:)`).
public struct ViewSelection {
    /// The selected view.
    public internal(set) var selected: View? {
        didSet { if selected !== oldValue { whyNot = nil } }
    }
    /// With a view selected, a click anywhere asks why the tap does or does not reach it: the
    /// answer's blockers are outlined and named.
    public internal(set) var whyNot: WhyAnswer?
    /// The view a click at the pointer would hit.
    public internal(set) var hover: View?
    /// `/`: the text typed to find a view by name or text (nil: not finding).
    public internal(set) var finding: String?
    /// The selection before `/`, which Esc puts back.
    var beforeFind: View?
    /// Where the last right-click selected: a right-click there again selects the next view behind.
    var lastSelectPoint: Point?

    /// How near a right-click must be to the last to count as the same place, in scene points.
    static let samePlace = 3.0

    /// Nothing selected, hovered or being found.
    mutating func clear() {
        selected = nil
        hover = nil
        finding = nil
    }

    /// The same views in a scene loaded again (an edit, the file changed): the one place a
    /// view is found again by its name, since the old scene's views are gone.
    mutating func carry(to scene: Scene) {
        selected = selected.flatMap { scene.view(named: $0.name) }
        hover = hover.flatMap { scene.view(named: $0.name) }
        beforeFind = beforeFind.flatMap { scene.view(named: $0.name) }
    }

    /// The view at the same place in tree order in a scene loaded again: a view renamed by an
    /// edit is still the one selected, found by where it is rather than by a name.
    mutating func carry(to scene: Scene, samePlaceAs view: View, in old: Scene) {
        let place = Self.treeOrder(of: old).firstIndex { $0 === view }
        let now = Self.treeOrder(of: scene)
        selected = place.flatMap { now.indices.contains($0) ? now[$0] : nil }
    }

    static func treeOrder(of scene: Scene) -> [View] {
        var views: [View] = []
        scene.forEachView { view, _ in views.append(view) }
        return views
    }

    /// Tab / Shift+Tab: the next or previous view in tree order.
    mutating func step(_ delta: Int, in scene: Scene) {
        let views = Self.treeOrder(of: scene)
        guard !views.isEmpty else { return }
        let current = selected.flatMap { s in views.firstIndex { $0 === s } }
        let next = current.map { ($0 + delta + views.count) % views.count } ?? (delta > 0 ? 0 : views.count - 1)
        selected = views[next]
    }

    /// Selects the frontmost view under `p` (drawn there, or whose hit area holds it),
    /// hittable or not: the inspector can then turn a dead label's interaction on. Again at
    /// the same place, the next view behind it, and round again: everything is reachable.
    /// Returns where the selection is among the views under the point.
    mutating func select(at p: Point, in scene: Scene) -> (index: Int, count: Int)? {
        // Front to back; the windows, which are under everything, last.
        let views = scene.viewsUnder(p).views.map(\.view)
        let under = views.filter { !$0.isWindow } + views.filter(\.isWindow)
        let again = lastSelectPoint.map { $0.distance(to: p) <= Self.samePlace } ?? false
        if again, let current = selected, let i = under.firstIndex(where: { $0 === current }) {
            selected = under[(i + 1) % under.count]
        } else {
            selected = under.first
        }
        lastSelectPoint = p
        guard let selected, let i = under.firstIndex(where: { $0 === selected }) else { return nil }
        return (i, under.count)
    }

    /// The views whose name or text holds `query` (any case), in tree order.
    static func matches(for query: String, in scene: Scene) -> [View] {
        guard !query.isEmpty else { return [] }
        let q = query.lowercased()
        // An address copied from LLDB (`0x7ae71820`) finds the view imported from it.
        let byAddress = scene.views(atAddress: query)
        if !byAddress.isEmpty { return byAddress }
        var out: [View] = []
        scene.forEachView { view, _ in
            if view.name.lowercased().contains(q) || (view.appearance.text?.text.lowercased().contains(q) ?? false) {
                out.append(view)
            }
        }
        return out
    }

    mutating func beginFind() {
        beforeFind = selected
        finding = ""
    }

    /// A key while finding; false when not finding (the key is then a command). Each letter
    /// selects the first match at once; Enter keeps it, Esc puts the selection back.
    mutating func find(_ key: Key, in scene: Scene?) -> Bool {
        guard var query = finding else { return false }
        switch key {
        case .escape:
            finding = nil
            selected = beforeFind
            return true
        case .enter:
            finding = nil
            return true
        case .tab, .down:
            // The next match after the one selected.
            let all = scene.map { Self.matches(for: query, in: $0) } ?? []
            if !all.isEmpty {
                let i = selected.flatMap { s in all.firstIndex { $0 === s } }.map { ($0 + 1) % all.count } ?? 0
                selected = all[i]
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
        let first = scene.flatMap { Self.matches(for: query, in: $0).first }
        selected = first ?? (query.isEmpty ? beforeFind : selected)
        return true
    }
}
