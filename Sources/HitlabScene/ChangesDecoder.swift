import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

/// A change a check makes mid-interaction, before its view is looked up in the built scene.
struct PendingChange {
    let check: Int
    let time: Double
    let name: String
    let node: Node
    let what: SceneChange.What
    let whatNode: Node
}

extension SceneDecoder {
    /// A check's `changes`: `{at: SECONDS, view: NAME, set: {hidden | alpha | interactive |
    /// enabled: VALUE}}` or `{at: SECONDS, view: NAME, remove: true}` (T6).
    mutating func decodeChanges(_ node: Node, check: Int) {
        guard let items = reader.sequence(node, "changes") else { return }
        for item in items {
            guard
                let e = reader.entries(item, known: ["at", "view", "set", "remove"], what: reader.t("a change"))
            else { continue }
            guard let at = e["at"], let v = e["view"] else {
                reader.error(item, reader.t("a change needs 'at' (seconds from the first press) and 'view'"))
                continue
            }
            guard let time = reader.number(at.value, "at", min: 0, max: SceneLimits.changeTime),
                let name = reader.string(v.value, "view")
            else { continue }
            references.append(Reference(name: name, node: v.value, key: "view", kind: .view))
            switch (e["set"], e["remove"]) {
            case (let set?, nil):
                let keys = ["hidden", "alpha", "interactive", "enabled"]
                guard let props = reader.entries(set.value, known: keys, what: "'set'") else { continue }
                if props.isEmpty { reader.error(set.value, reader.t("'set' needs one of \(WordList(keys))")) }
                for key in keys {
                    guard let p = props[key] else { continue }
                    let what: SceneChange.What?
                    switch key {
                    case "alpha": what = reader.number(p.value, key, min: 0, max: 1).map { .alpha($0) }
                    case "hidden": what = reader.bool(p.value, key).map { .hidden($0) }
                    case "interactive": what = reader.bool(p.value, key).map { .interactive($0) }
                    default: what = reader.bool(p.value, key).map { .enabled($0) }
                    }
                    if let what {
                        pendingChanges.append(
                            PendingChange(
                                check: check, time: time, name: name, node: v.value, what: what, whatNode: p.keyNode))
                    }
                }
            case (nil, let remove?):
                guard let yes = reader.bool(remove.value, "remove") else { continue }
                if !yes {
                    reader.error(remove.value, reader.t("'remove' can only be true; leave it out to keep the view"))
                    continue
                }
                pendingChanges.append(
                    PendingChange(
                        check: check, time: time, name: name, node: v.value, what: .removed, whatNode: remove.keyNode))
            default:
                reader.error(item, reader.t("a change has 'set' or 'remove: true', one of them"))
            }
        }
    }

    /// The changes with their views, once the scene is built; `enabled` on a view that is not a
    /// control is an error, and a window cannot be removed.
    mutating func resolveChanges(in scene: Scene) {
        for p in pendingChanges {
            guard let view = scene.view(named: p.name), p.check < scene.checks.count else { continue }
            if case .enabled = p.what, !view.kind.isControl {
                reader.error(
                    p.whatNode,
                    reader.t("'enabled' applies to controls only: '\(p.name)' is a \(view.kind.rawValue)"))
                continue
            }
            if p.what == .removed && view.superview == nil {
                reader.error(p.whatNode, reader.t("'\(p.name)' has no superview to be removed from"))
                continue
            }
            scene.checks[p.check].changes.append(SceneChange(time: p.time, view: view, what: p.what))
        }
    }
}
