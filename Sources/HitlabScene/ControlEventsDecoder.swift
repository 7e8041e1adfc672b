import HitlabCore
import HitlabWords
import Yams

extension SceneDecoder {
    /// A control's `events`: UIKit's `UIControl.Event` names, each to an action or to
    /// `{action, target}` (`addTarget(_:action:for:)`, A2). A misspelt event name suggests the
    /// right one.
    mutating func decodeControlEvents(_ entry: Entry, into view: View, label: String) {
        let names = ControlEventKind.registrable.map(\.rawValue)
        guard let events = reader.entries(entry.value, known: names, what: reader.t("'events' of \(label)"))
        else { return }
        for name in names {
            guard let event = ControlEventKind(rawValue: name), let e = events[name] else { continue }
            if let action = e.value.scalar.flatMap({ _ in reader.string(e.value, name) }) {
                view.eventActions[event] = ControlAction(name: action)
                continue
            }
            guard let spec = reader.entries(e.value, known: ["action", "target"], what: "'\(name)'") else { continue }
            guard let a = spec["action"] else {
                reader.error(e.value, reader.t("'\(name)' needs an 'action'"))
                continue
            }
            guard let action = reader.string(a.value, "action") else { continue }
            var registered = ControlAction(name: action)
            if let t = spec["target"], !reader.isNull(t.value), let target = reader.string(t.value, "target") {
                registered.target = target
                references.append(Reference(name: target, node: t.value, key: "target", kind: .responder))
            }
            view.eventActions[event] = registered
        }
    }
}
