import HitlabCore
import HitlabFiles
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
        for key in ["action", "target"] {
            guard let entry = e[key] else { continue }
            if !view.kind.isControl {
                if kindKnown {
                    reader.error(
                        entry.keyNode,
                        reader.t(
                            """
                            '\(key)' applies to controls only: \(label) is a \(view.kind.rawValue); use `kind: \
                            button`, or a gesture
                            """,
                            "'\(key)' 只适用于控件：\(label)是 \(view.kind.rawValue)；请写 `kind: button`，或者使用手势识别器"))
                }
                continue
            }
            if reader.isNull(entry.value) { continue }
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
        "name", "responds", "touches", "presentedBy", "presentation", "definesPresentationContext"
    ]

    mutating func decodeController(_ node: Node) -> ViewController? {
        guard let e = reader.entries(node, known: Self.controllerKeys, what: "'controller'") else { return nil }
        guard let n = e["name"] else {
            reader.error(node, reader.t("a controller needs a 'name'", "视图控制器缺少 'name'"))
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
                        "'presentation' goes with 'presentedBy': controller '\(name)' is not presented",
                        "'presentation' 要和 'presentedBy' 一起用：视图控制器 '\(name)' 没有被呈现"))
            }
            if let v = reader.choice(p.value, "presentation", PresentationStyle.self) {
                controller.presentationStyle = v
            }
        }
        if let d = e["definesPresentationContext"], let v = reader.bool(d.value, "definesPresentationContext") {
            controller.definesPresentationContext = v
        }
        controllers[name] = controller
        return controller
    }

    static let gestureKeys = [
        "kind", "name", "action", "target", "cancelsTouchesInView", "delaysTouchesBegan",
        "delaysTouchesEnded", "simultaneous", "simultaneousWith", "requireToFail", "enabled", "direction"
    ]

    mutating func decodeGestures(_ node: Node, on view: View) {
        guard let items = reader.sequence(node, "gestures") else { return }
        guard items.count <= SceneLimits.gesturesPerView else {
            reader.error(
                node,
                reader.t(
                    "a view may have at most \(SceneLimits.gesturesPerView) gestures, got \(items.count)",
                    "一个视图最多有 \(SceneLimits.gesturesPerView) 个手势识别器，实际是 \(items.count) 个"))
            return
        }
        for item in items where !overBudget {
            guard countObject(item),
                let e = reader.entries(item, known: Self.gestureKeys, what: reader.t("a gesture", "手势识别器"))
            else { continue }
            guard let k = e["kind"] else {
                reader.error(
                    item,
                    reader.t(
                        "a gesture needs a 'kind': tap, doubleTap, longPress, pan or swipe",
                        "手势识别器缺少 'kind'：tap、doubleTap、longPress、pan 或 swipe"))
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
                        reader.t("target: \($0), the nearest view controller", "target: \($0)，即最近的视图控制器")
                    }
                    ?? reader.t("the target that implements it (a view controller, say)", "实现这个方法的 target（比如某个视图控制器）")
                reader.error(
                    a.value,
                    reader.t(
                        """
                        gesture '\(name)' has an action but no 'target': a recognizer sends its action only to \
                        its target 
                        """
                            + "and never searches the responder chain (G4); add \(suggestion)",
                        """
                        手势识别器 '\(name)' 有 action 但缺少 'target'：手势识别器只把 action 发给它的 \
                        target，从不沿响应者链查找（G4）；请加上\(suggestion)
                        """
                    ))
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
                            "'direction' applies to swipes only: gesture '\(name)' is a \(kind.rawValue)",
                            "'direction' 只适用于 swipe：手势识别器 '\(name)' 是 \(kind.rawValue)"))
                } else if let v = reader.choice(d.value, "direction", SwipeDirection.self) {
                    g.direction = v
                }
            }
            if let r = e["requireToFail"], let other = reader.string(r.value, "requireToFail") {
                if other == name {
                    reader.error(
                        r.value,
                        reader.t("gesture '\(name)' cannot require itself to fail", "手势识别器 '\(name)' 不能要求它自己失败"))
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

    /// Links presented controllers to their presenters and rejects cycles (R2).
    mutating func resolvePresentations() {
        for (controller, presenter, node) in presentations {
            guard let target = controllers[presenter] else {
                var message = reader.t(
                    "'presentedBy' names '\(presenter)', which is not a view controller in this scene",
                    "'presentedBy' 指定的 '\(presenter)' 不是这个场景中的视图控制器")
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
                            "'presentedBy' makes a cycle: \((seen + [controller.name]).joined(separator: " → "))",
                            "'presentedBy' 形成了循环：\((seen + [controller.name]).joined(separator: " → "))"))
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
            var message = reader.t(
                """
                '\(ref.key)' names '\(ref.name)', which is not \
                \(ref.kind == .gesture ? "a gesture" : ref.kind == .view ? "a view" : "a responder") in this scene
                """,
                """
                '\(ref.key)' 指定的 '\(ref.name)' 不是这个场景中的\
                \(ref.kind == .gesture ? "手势识别器" : ref.kind == .view ? "视图" : "响应者")
                """
            )
            if let near = nearestKey(to: ref.name, in: definedNames.keys.sorted()) {
                message += reader.didYouMean(near)
            }
            reader.error(ref.node, message)
        }
    }
}
