import HitlabCore

/// The loader's side of windows and presentations: a popover's `passthroughViews` (C7), the
/// names of the views UIKit adds for a presentation (R6), the key window and each window's
/// first responder (W2).
extension SceneDecoder {
    /// `passthroughViews: [names]` in a controller's mapping, resolved once the tree is built.
    mutating func decodePassthroughViews(_ e: [String: Entry], into controller: ViewController) {
        guard let entry = e["passthroughViews"] else { return }
        if e["presentation"]?.value.scalar?.string != PresentationStyle.popover.rawValue {
            reader.error(
                entry.keyNode,
                reader.t(
                    """
                    'passthroughViews' goes with `presentation: popover`: controller '\(controller.name)' is not \
                    presented as a popover (C7)
                    """))
            return
        }
        let names = reader.names(entry.value, "passthroughViews") ?? []
        pendingPassthroughs.append((controller, names))
    }

    /// C7: each passthrough view must be a view of the scene outside the popover's own views.
    mutating func resolvePassthroughViews(in scene: Scene) {
        for (controller, names) in pendingPassthroughs {
            var views: [View] = []
            for (name, node) in names {
                guard let view = scene.view(named: name) else {
                    var message = reader.t(
                        "'passthroughViews' names '\(name)', which is not a view in this scene")
                    var all: [String] = []
                    scene.forEachView { v, _ in all.append(v.name) }
                    if let near = nearestKey(to: name, in: all) { message += reader.didYouMean(near) }
                    reader.error(node, message)
                    continue
                }
                let container = scene.view(named: "\(controller.name).containerView")
                if view.isWindow || view === container
                    || view.ancestry.contains(where: { $0 === container && view !== $0 })
                {
                    reader.error(
                        node,
                        reader.t(
                            """
                            '\(name)' cannot be a passthrough view of '\(controller.name)': it holds the popover or \
                            is part of it; name views behind the popover (C7)
                            """))
                    continue
                }
                views.append(view)
            }
            controller.passthroughViews = views
        }
    }

    /// A presentation whose views UIKit would put in a container could not be made (R6).
    func reportUncontained(_ refusal: PresentationRefusal) {
        guard case .notInWindow(let controller) = refusal,
            let node = presentations.first(where: { $0.0 === controller })?.2
        else { return }
        let style = controller.presentationStyle.rawValue, view = controller.view?.name ?? controller.name
        reader.error(
            node,
            reader.t(
                """
                '\(controller.name)' is presented as \(style): UIKit puts its view in the presentation's container \
                view, a subview of the window, so make '\(view)' a subview of a window (R6)
                """))
    }

    /// The names of the container and dimming views (and the dimming view's tap) join the
    /// scene's names; one already taken by the scene's own views is an error.
    mutating func definePresentationNames(in scene: Scene) {
        for view in scene.presentationViews {
            var names = [view.name]
            names += view.gestures.map(\.name)
            for name in names {
                if let taken = definedNames[name], let node = taken {
                    reader.error(
                        node,
                        reader.t(
                            """
                            '\(name)' is the name of a view UIKit adds for \(view.presentationPart!.controller.name)'s \
                            presentation (R6): rename this one
                            """))
                }
                definedNames[name] = .some(nil)
            }
        }
    }

    /// W2: the top-level `keyWindow` names a window.
    mutating func decodeKeyWindow(_ entry: Entry?, in scene: Scene) {
        guard let entry, let name = reader.string(entry.value, "keyWindow") else { return }
        guard let window = scene.windows.first(where: { $0.name == name }) else {
            var message = reader.t(
                "'keyWindow' names '\(name)', which is not a window of this scene (W2)")
            if let near = nearestKey(to: name, in: scene.windows.map(\.name)) { message += reader.didYouMean(near) }
            reader.error(entry.value, message)
            return
        }
        scene.keyWindow = window
    }

    /// W2: a window's `firstResponder` names a view or controller inside that window; the
    /// top-level one, the main window's, may also name the application, its scene or delegate.
    mutating func resolveWindowFirstResponders(in scene: Scene) {
        for (window, name, node) in pendingWindowFirstResponders {
            guard window !== scene.window else {
                reader.error(
                    node,
                    reader.t(
                        """
                        'firstResponder' here is a window's own (W2), for the windows in 'windows'; the main \
                        window's is the top-level 'firstResponder'
                        """))
                continue
            }
            guard let responder = scene.responder(named: name) else {
                references.append(Reference(name: name, node: node, key: "firstResponder", kind: .responder))
                continue
            }
            let home = (responder as? View ?? (responder as? ViewController)?.view)?.ancestry.first
            guard home === window else {
                reader.error(
                    node,
                    reader.t(
                        """
                        '\(name)' is not in window '\(window.name)': a window's first responder is one of its own \
                        views or view controllers (W2)
                        """))
                continue
            }
            scene.setFirstResponder(responder, of: window)
        }
    }

    /// W2: the top-level `firstResponder` is the main window's; one in another window is named
    /// in that window's mapping.
    func checkMainFirstResponder(_ entry: Entry?, in scene: Scene) {
        guard let entry, let responder = scene.firstResponder,
            let home = (responder as? View ?? (responder as? ViewController)?.view)?.ancestry.first,
            home !== scene.window, home.isWindow
        else { return }
        reader.error(
            entry.value,
            reader.t(
                """
                '\(responder.name)' is in window '\(home.name)': the top-level 'firstResponder' is the main window's; \
                give '\(home.name)' its own `firstResponder: \(responder.name)` (W2)
                """))
    }
}
