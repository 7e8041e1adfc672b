import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

/// A name used before everything was defined, checked at the end.
struct Reference {
    enum Kind { case responder, view, gesture, responderOrGesture }
    let name: String
    let node: Node
    let key: String
    let kind: Kind
}

extension SceneDecoder {
    mutating func decodeResponder(_ e: [String: Entry], into view: View, label: String, kindKnown: Bool) {
        if let t = e["touches"], let v = reader.choice(t.value, "touches", TouchHandling.self) { view.touches = v }
        if let r = e["responds"] { view.responds = Set(reader.names(r.value, "responds")?.map(\.0) ?? []) }
        for key in ["action", "target", "events"] {
            guard let entry = e[key] else { continue }
            if !view.kind.isControl {
                if kindKnown {
                    reader.error(
                        entry.keyNode,
                        reader.t(
                            """
                            '\(key)' applies to controls only: \(label) is a \(view.kind.rawValue); use `kind: \
                            button`, or a gesture
                            """))
                }
                continue
            }
            if reader.isNull(entry.value) { continue }
            if key == "action" && view.kind.mainEvent == nil {
                reader.error(
                    entry.keyNode,
                    reader.t(
                        """
                        a text field has no 'action': a tap makes it the first responder (A5); give its actions \
                        under 'events', as editingDidBegin or editingDidEnd
                        """))
                continue
            }
            if key == "events" {
                decodeControlEvents(entry, into: view, label: label)
                continue
            }
            guard let value = reader.string(entry.value, key) else { continue }
            if key == "action" {
                view.action = value
            } else {
                view.target = value
                references.append(Reference(name: value, node: entry.value, key: "target", kind: .responder))
            }
        }
    }

    static let controllerKeys = [
        "name", "responds", "touches", "presentedBy", "presentation", "definesPresentationContext",
        "passthroughViews"
    ]

    mutating func decodeController(_ node: Node) -> ViewController? {
        guard let e = reader.entries(node, known: Self.controllerKeys, what: "'controller'") else { return nil }
        guard let n = e["name"] else {
            reader.error(node, reader.t("a controller needs a 'name'"))
            return nil
        }
        guard let name = validName(n.value) else { return nil }
        define(name, at: n.value)
        let controller = ViewController(name: name)
        if let r = e["responds"] { controller.responds = Set(reader.names(r.value, "responds")?.map(\.0) ?? []) }
        if let t = e["touches"], let v = reader.choice(t.value, "touches", TouchHandling.self) {
            controller.touches = v
        }
        if let p = e["presentedBy"], !reader.isNull(p.value), let presenter = reader.string(p.value, "presentedBy") {
            presentations.append((controller, presenter, p.value))
        }
        if let p = e["presentation"] {
            if e["presentedBy"] == nil {
                reader.error(
                    p.keyNode,
                    reader.t(
                        "'presentation' goes with 'presentedBy': controller '\(name)' is not presented"))
            }
            if let v = reader.choice(p.value, "presentation", PresentationStyle.self) {
                controller.presentationStyle = v
            }
        }
        if let d = e["definesPresentationContext"], let v = reader.bool(d.value, "definesPresentationContext") {
            controller.definesPresentationContext = v
        }
        decodePassthroughViews(e, into: controller)
        controllers[name] = controller
        return controller
    }

    static let gestureKeys = [
        "kind", "name", "action", "target", "cancelsTouchesInView", "delaysTouchesBegan",
        "delaysTouchesEnded", "simultaneous", "simultaneousWith", "requireToFail", "enabled", "direction", "edges",
        "taps",
        "minimumPressDuration", "allowableMovement", "touches", "minimumTouches", "maximumTouches", "shouldBegin",
        "shouldReceive",
        "shouldRequireFailureOf", "shouldBeRequiredToFailBy"
    ]

    mutating func decodeGestures(_ node: Node, on view: View) {
        guard let items = reader.sequence(node, "gestures") else { return }
        guard items.count <= SceneLimits.gesturesPerView else {
            reader.error(
                node,
                reader.t(
                    "a view may have at most \(SceneLimits.gesturesPerView) gestures, got \(items.count)"))
            return
        }
        for item in items where !overBudget {
            guard countObject(item),
                let e = reader.entries(item, known: Self.gestureKeys, what: reader.t("a gesture"))
            else { continue }
            guard let k = e["kind"] else {
                reader.error(
                    item,
                    reader.t(
                        "a gesture needs a 'kind': tap, doubleTap, longPress, pan or swipe"))
                continue
            }
            guard let kind = reader.choice(k.value, "kind", GestureKind.self) else { continue }
            let name = e["name"].flatMap { validName($0.value) } ?? "\(view.name).\(kind.rawValue)"
            define(name, at: e["name"]?.value ?? k.value)
            let g = GestureRecognizer(name: name, kind: kind)
            if let a = e["action"], !reader.isNull(a.value) { g.action = reader.string(a.value, "action") }
            if let t = e["target"], !reader.isNull(t.value), let target = reader.string(t.value, "target") {
                g.target = target
                references.append(Reference(name: target, node: t.value, key: "target", kind: .responder))
            }
            if let a = e["action"], g.action != nil, g.target == nil {
                // G4: UIGestureRecognizer.init(target:action:) — "nil isn't a valid value".
                let suggestion =
                    enclosingControllers.last.map {
                        reader.t("target: \($0), the nearest view controller")
                    }
                    ?? reader.t("the target that implements it (a view controller, say)")
                reader.error(
                    a.value,
                    reader.t(
                        """
                        gesture '\(name)' has an action but no 'target': a recognizer sends its action only to \
                        its target and never searches the responder chain (G4); add \(suggestion)
                        """))
            }
            if let v = e["cancelsTouchesInView"].flatMap({ reader.bool($0.value, "cancelsTouchesInView") }) {
                g.cancelsTouchesInView = v
            }
            if let v = e["delaysTouchesBegan"].flatMap({ reader.bool($0.value, "delaysTouchesBegan") }) {
                g.delaysTouchesBegan = v
            }
            if let v = e["delaysTouchesEnded"].flatMap({ reader.bool($0.value, "delaysTouchesEnded") }) {
                g.delaysTouchesEnded = v
            }
            if let v = e["simultaneous"].flatMap({ reader.bool($0.value, "simultaneous") }) { g.simultaneous = v }
            if let v = e["enabled"].flatMap({ reader.bool($0.value, "enabled") }) { g.isEnabled = v }
            if let d = e["direction"] {
                if kind != .swipe {
                    reader.error(
                        d.keyNode,
                        reader.t(
                            "'direction' applies to swipes only: gesture '\(name)' is a \(kind.rawValue)"))
                } else if let v = reader.choice(d.value, "direction", SwipeDirection.self) {
                    g.direction = v
                }
            }
            if let edges = e["edges"] {
                if kind != .screenEdgePan {
                    reader.error(
                        edges.keyNode,
                        reader.t("'edges' applies to screen-edge pans only: gesture '\(name)' is a \(kind.rawValue)"))
                } else if let items = reader.sequence(edges.value, "edges") {
                    g.edges = Set(items.compactMap { reader.choice($0, "edges", ScreenEdge.self) })
                }
            } else if kind == .screenEdgePan {
                reader.error(item, reader.t("a screenEdgePan needs 'edges': a list of left, right, top or bottom"))
            }
            decodeSettings(e, of: g)
            decodeDelegate(e, of: g)
            if let r = e["requireToFail"], let other = reader.string(r.value, "requireToFail") {
                if other == name {
                    reader.error(
                        r.value,
                        reader.t("gesture '\(name)' cannot require itself to fail"))
                } else {
                    g.requiresFailureOf = other
                    references.append(Reference(name: other, node: r.value, key: "requireToFail", kind: .gesture))
                }
            }
            if let w = e["simultaneousWith"], let names = reader.names(w.value, "simultaneousWith") {
                g.simultaneousWith = Set(names.map(\.0))
                names.forEach {
                    references.append(Reference(name: $0.0, node: $0.1, key: "simultaneousWith", kind: .gesture))
                }
            }
            view.addGesture(g)
        }
    }

    /// A recognizer's settings (G1): `numberOfTapsRequired` for taps, `minimumPressDuration`
    /// and `allowableMovement` for long presses, each refused on another kind.
    mutating func decodeSettings(_ e: [String: Entry], of g: GestureRecognizer) {
        let name = g.name, kind = g.kind
        if let n = e["taps"] {
            if kind != .tap && kind != .doubleTap {
                reader.error(
                    n.keyNode, reader.t("'taps' applies to taps only: gesture '\(name)' is a \(kind.rawValue)"))
            } else if let taps = reader.integer(n.value, "taps", min: 1, max: SceneLimits.taps) {
                if kind == .doubleTap && taps != 2 {
                    reader.error(
                        n.value,
                        reader.t("a doubleTap is a tap of 2 taps: for \(taps), write 'kind: tap' with 'taps: \(taps)'"))
                } else {
                    g.taps = taps
                }
            }
        }
        if let n = e["touches"] {
            if ![.tap, .doubleTap, .longPress, .swipe].contains(kind) {
                reader.error(
                    n.keyNode,
                    reader.t(
                        """
                        'touches' applies to taps, long presses and swipes: gesture '\(name)' is a \(kind.rawValue)\
                        \(kind == .pan ? reader.t("; a pan takes 'minimumTouches' and 'maximumTouches'") : "")
                        """))
            } else if let v = reader.integer(n.value, "touches", min: 1, max: SceneLimits.fingers) {
                g.touchesRequired = v
            }
        }
        for key in ["minimumTouches", "maximumTouches"] {
            guard let entry = e[key] else { continue }
            guard kind == .pan else {
                reader.error(
                    entry.keyNode, reader.t("'\(key)' applies to pans only: gesture '\(name)' is a \(kind.rawValue)"))
                continue
            }
            guard let v = reader.integer(entry.value, key, min: 1, max: SceneLimits.fingers) else { continue }
            if key == "minimumTouches" { g.minimumTouches = v } else { g.maximumTouches = v }
        }
        if let most = g.maximumTouches, most < g.minimumTouches, let node = e["maximumTouches"] {
            reader.error(
                node.value,
                reader.t("'maximumTouches' (\(most)) must be at least 'minimumTouches' (\(g.minimumTouches))"))
        }
        for key in ["minimumPressDuration", "allowableMovement"] {
            guard let entry = e[key] else { continue }
            guard kind == .longPress else {
                reader.error(
                    entry.keyNode,
                    reader.t("'\(key)' applies to long presses only: gesture '\(name)' is a \(kind.rawValue)"))
                continue
            }
            if key == "minimumPressDuration" {
                if let v = reader.number(entry.value, key, min: 0, max: SceneLimits.holdSeconds) {
                    g.minimumPressDuration = v
                }
            } else if let v = reader.number(entry.value, key, min: 0, max: SceneLimits.coordinate) {
                g.allowableMovement = v
            }
        }
    }

    /// The answers of a recognizer's delegate (G8): `shouldBegin` (a bool) and `shouldReceive`
    /// (`true`, `false`, `{notIn: [view names]}` or `{notControls: true}`).
    mutating func decodeDelegate(_ e: [String: Entry], of g: GestureRecognizer) {
        if let v = e["shouldBegin"].flatMap({ reader.bool($0.value, "shouldBegin") }) { g.shouldBegin = v }
        for key in ["shouldRequireFailureOf", "shouldBeRequiredToFailBy"] {
            guard let entry = e[key], let names = reader.names(entry.value, key) else { continue }
            for (other, node) in names where other == g.name {
                reader.error(node, reader.t("gesture '\(other)' cannot require itself to fail"))
            }
            let others = names.filter { $0.0 != g.name }
            if key == "shouldRequireFailureOf" {
                g.shouldRequireFailureOf = others.map(\.0)
            } else {
                g.shouldBeRequiredToFailBy = others.map(\.0)
            }
            others.forEach { references.append(Reference(name: $0.0, node: $0.1, key: key, kind: .gesture)) }
        }
        guard let r = e["shouldReceive"] else { return }
        if case .mapping = r.value {
            guard let m = reader.entries(r.value, known: ["notIn", "notControls"], what: reader.t("'shouldReceive'"))
            else { return }
            if m.count != 1 {
                reader.error(r.value, reader.t("'shouldReceive' takes one of 'notIn' or 'notControls'"))
            } else if let n = m["notIn"], let names = reader.names(n.value, "notIn") {
                g.shouldReceive = .notIn(names.map(\.0))
                names.forEach { references.append(Reference(name: $0.0, node: $0.1, key: "notIn", kind: .view)) }
            } else if let c = m["notControls"], let v = reader.bool(c.value, "notControls") {
                g.shouldReceive = v ? .notControls : .all
            }
        } else if let v = reader.bool(r.value, "shouldReceive") {
            g.shouldReceive = v ? .all : .none
        }
    }

    /// Links presented controllers to their presenters and rejects cycles (R2).
    mutating func resolvePresentations() {
        for (controller, presenter, node) in presentations {
            guard let target = controllers[presenter] else {
                var message = reader.t(
                    "'presentedBy' names '\(presenter)', which is not a view controller in this scene")
                if let near = nearestKey(to: presenter, in: controllers.keys.sorted()) {
                    message += reader.didYouMean(near)
                }
                reader.error(node, message)
                continue
            }
            controller.present(from: target)
        }
        for (controller, _, node) in presentations {
            var seen: [String] = [controller.name]
            var current = controller.presentingController
            while let c = current {
                if c === controller {
                    reader.error(
                        node,
                        reader.t(
                            "'presentedBy' makes a cycle: \((seen + [controller.name]).joined(separator: " → "))"))
                    controller.presentingController = nil
                    break
                }
                seen.append(c.name)
                current = c.presentingController
            }
        }
    }

    /// Reports names that refer to nothing, with the nearest defined name.
    func checkReferences(in scene: Scene) {
        for ref in references {
            let known: Bool
            switch ref.kind {
            case .responder: known = scene.responder(named: ref.name) != nil
            case .view: known = scene.view(reference: ref.name) != nil
            case .gesture, .responderOrGesture: known = definedNames[ref.name] != nil
            }
            if known { continue }
            let kind =
                ref.kind == .gesture
                ? Phrase("a gesture") : ref.kind == .view ? Phrase("a view") : Phrase("a responder")
            var message = reader.t("'\(ref.key)' names '\(ref.name)', which is not \(kind) in this scene")
            if let near = nearestKey(to: ref.name, in: definedNames.keys.sorted()) {
                message += reader.didYouMean(near)
            }
            reader.error(ref.node, message)
        }
    }
}
