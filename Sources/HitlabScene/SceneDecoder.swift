import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

/// Turns the YAML tree into a `Scene`, reporting every problem through the reader's sink.
struct SceneDecoder {
    let reader: NodeReader
    let images: ImagePathPolicy
    let fileName: String

    /// Every responder and gesture name, where it was first defined (nil: a default name).
    var definedNames: [String: Node?] = [:]
    var layerNames: [String: Node] = [:]
    /// Every check's golden (lower-cased), where it was named.
    var screenshotPaths: [String: Node] = [:]
    var controllers: [String: ViewController] = [:]
    /// References checked once everything is defined.
    var references: [Reference] = []
    /// The controllers of the views being decoded, innermost last (a recognizer without a
    /// target is told to name the nearest one).
    var enclosingControllers: [String] = []
    var presentations: [(ViewController, String, Node)] = []
    /// Popovers' `passthroughViews` by name (C7), and windows' own `firstResponder` (W2),
    /// resolved once the tree is built.
    var pendingPassthroughs: [(ViewController, [(String, Node)])] = []
    var pendingWindowFirstResponders: [(View, String, Node)] = []
    /// C6: views whose `hitTest` returns another view, by name, resolved once the tree is built.
    var hitTestRedirects: [(View, String, Node)] = []
    /// Checks' `changes`, resolved once the scene is built (T6).
    var pendingChanges: [PendingChange] = []
    var objectCount = 0
    var overBudget = false

    init(reader: NodeReader, images: ImagePathPolicy, fileName: String) {
        self.reader = reader
        self.images = images
        self.fileName = fileName
    }

    static let topLevelKeys = [
        "title", "summary", "size", "firstResponder", "windowScene", "application", "delegate", "window", "windows",
        "keyWindow", "checks"
    ]

    mutating func decodeScene(_ root: Node) -> Scene? {
        guard let e = reader.entries(root, known: Self.topLevelKeys, what: reader.t("the scene")) else {
            return nil
        }
        var size = Size(0, 0)
        if let node = e["size"]?.value {
            if let v = reader.numbers(node, "size", count: 2, shape: "[width, height]") {
                let side = SceneLimits.sceneSide
                if v[0] >= 1 && v[1] >= 1 && v[0] <= side && v[1] <= side {
                    size = Size(v[0], v[1])
                } else {
                    reader.error(
                        node,
                        reader.t(
                            """
                            'size' must be from 1 to \(formatNumber(side)) points a side, got \
                            [\(formatNumber(v[0])), \(formatNumber(v[1]))]
                            """))
                }
            }
        } else {
            reader.error(
                root,
                reader.t(
                    "the scene has no 'size': add `size: [width, height]`"))
        }
        let application = decodeAppResponder(e["application"], role: .application, defaultName: "application")
        // `none` (or null) removes the window scene (the chain before iOS 13: R3) or the delegate (R4).
        func removed(_ key: String) -> Bool {
            guard let entry = e[key] else { return false }
            return reader.isNull(entry.value) || entry.value.scalar?.string == "none"
        }
        let windowScene =
            removed("windowScene")
            ? nil : decodeAppResponder(e["windowScene"], role: .windowScene, defaultName: "windowScene")
        let delegate =
            removed("delegate")
            ? nil : decodeAppResponder(e["delegate"], role: .appDelegate, defaultName: "appDelegate")
        guard let windowEntry = e["window"] else {
            reader.error(
                root,
                reader.t(
                    "the scene has no 'window': add `window:` with its subviews"))
            return nil
        }
        let window = decodeView(windowEntry.value, depth: 0, scales: .identity, windowSize: size)
        // The app's other windows (W1), back to front within a level.
        var otherWindows: [View] = []
        if let entry = e["windows"], let items = reader.sequence(entry.value, "windows") {
            if items.count > SceneLimits.otherWindows {
                reader.error(
                    entry.value,
                    reader.t(
                        "'windows' lists \(items.count) windows; at most \(SceneLimits.otherWindows) besides `window`"))
            }
            for item in items.prefix(SceneLimits.otherWindows) {
                guard item.mapping?.keys.contains(where: { $0.string == "name" }) == true else {
                    reader.error(
                        item,
                        reader.t(
                            "a window in 'windows' needs a 'name' (`window` is the scene's first window)"))
                    continue
                }
                if let w = decodeView(item, depth: 0, scales: .identity, windowSize: size) { otherWindows.append(w) }
            }
        }
        let title = e["title"].flatMap { reader.localizedText($0.value, "title") }
        let summary = e["summary"].flatMap { reader.localizedText($0.value, "summary") }
        guard let window else { return nil }
        let scene = Scene(
            title: title?.text ?? defaultTitle, size: size, window: window, otherWindows: otherWindows,
            windowScene: windowScene,
            application: application, delegate: delegate)
        scene.title = title ?? scene.title
        scene.summary = summary
        if let entry = e["firstResponder"], !reader.isNull(entry.value),
            let name = reader.string(entry.value, "firstResponder")
        {
            references.append(Reference(name: name, node: entry.value, key: "firstResponder", kind: .responder))
            scene.firstResponder = scene.responder(named: name)
        }
        if let entry = e["checks"] {
            scene.checks = decodeChecks(entry.value)
        }
        resolvePresentations()
        for refusal in scene.completePresentations() {
            guard case .insideRemovedView(let refused) = refusal else {
                reportUncontained(refusal)
                continue
            }
            guard let (_, presenter, node) = presentations.first(where: { $0.0 === refused }),
                let presenterView = refused.presentingController?.view, let view = refused.view
            else { continue }
            let presenterName = refused.presentingController?.name ?? presenter
            reader.error(
                node,
                reader.t(
                    """
                    '\(refused.name)' is presented full screen, so its presenter \(presenterName)'s view leaves \
                    the window, and '\(view.name)' is inside '\(presenterView.name)': make '\(view.name)' a \
                    subview of the window (R2)
                    """))
        }
        definePresentationNames(in: scene)
        resolvePassthroughViews(in: scene)
        decodeKeyWindow(e["keyWindow"], in: scene)
        resolveWindowFirstResponders(in: scene)
        checkMainFirstResponder(e["firstResponder"], in: scene)
        resolveHitTestRedirects(in: scene)
        resolveChanges(in: scene)
        checkReferences(in: scene)
        scene.checks = scene.checks.map { Self.namingViews(in: $0, of: scene) }
        return scene
    }

    /// C6: `hitTestReturns` must name a view inside the view that overrides `hitTest`.
    private mutating func resolveHitTestRedirects(in scene: Scene) {
        for (view, name, node) in hitTestRedirects {
            guard let target = scene.view(named: name) else {
                var message = reader.t(
                    "'hitTestReturns' names '\(name)', which is not a view in this scene")
                var names: [String] = []
                view.forEachInTree { v, _ in if v !== view { names.append(v.name) } }
                if let near = nearestKey(to: name, in: names) { message += reader.didYouMean(near) }
                reader.error(node, message)
                continue
            }
            guard target !== view, target.ancestry.contains(where: { $0 === view }) else {
                reader.error(
                    node,
                    reader.t(
                        """
                        'hitTestReturns' must name a view inside '\(view.name)', got '\(name)' (C6: the override \
                        returns one of its own views)
                        """))
                continue
            }
            view.hitTestReturns = target
        }
    }

    private var defaultTitle: String {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        return base.split(separator: ".").dropLast().joined(separator: ".").isEmpty
            ? base : base.split(separator: ".").dropLast().joined(separator: ".")
    }

    mutating func decodeAppResponder(_ entry: Entry?, role: ResponderRole, defaultName: String) -> AppResponder {
        let app = AppResponder(name: defaultName, role: role)
        guard let entry else {
            define(defaultName, at: nil)
            return app
        }
        let what = role == .application ? "'application'" : role == .windowScene ? "'windowScene'" : "'delegate'"
        guard let e = reader.entries(entry.value, known: ["name", "responds", "touches"], what: what) else {
            return app
        }
        let name = e["name"].flatMap { validName($0.value) } ?? defaultName
        define(name, at: e["name"]?.value)
        let result = AppResponder(name: name, role: role)
        if let r = e["responds"] { result.responds = Set(reader.names(r.value, "responds")?.map(\.0) ?? []) }
        if let t = e["touches"], let mode = reader.choice(t.value, "touches", TouchHandling.self) {
            result.touches = mode
        }
        return result
    }

    // MARK: Names

    /// A name as the format allows: `[A-Za-z_][A-Za-z0-9_.-]*`.
    func validName(_ node: Node) -> String? {
        guard let name = reader.text(node, "name") else { return nil }
        let scalars = Array(name.unicodeScalars)
        func isStart(_ c: Unicode.Scalar) -> Bool { ("A"..."Z").contains(c) || ("a"..."z").contains(c) || c == "_" }
        func isRest(_ c: Unicode.Scalar) -> Bool { isStart(c) || ("0"..."9").contains(c) || c == "." || c == "-" }
        guard let first = scalars.first, isStart(first), scalars.dropFirst().allSatisfy(isRest) else {
            reader.error(
                node,
                reader.t(
                    """
                    '\(name)' is not a valid name: use letters, digits, '_', '.' and '-', starting with a letter \
                    or '_'
                    """))
            return nil
        }
        return name
    }

    /// Records a name, reporting a duplicate at its second definition.
    mutating func define(_ name: String, at node: Node?) {
        if let first = definedNames[name] {
            guard let node else { return }
            if let first {
                let p = reader.position(first)
                reader.error(
                    node,
                    reader.t(
                        "duplicate name '\(name)': already used at line \(p.line), column \(p.column)"))
            } else {
                reader.error(
                    node,
                    reader.t(
                        """
                        duplicate name '\(name)': it is already the default name of the window, the application \
                        or the delegate
                        """))
            }
            return
        }
        definedNames[name] = .some(node)
    }

    /// Counts one more object; past the limit, reports once and says to stop.
    mutating func countObject(_ node: Node) -> Bool {
        if reader.sink.isFull { overBudget = true }
        if overBudget { return false }
        objectCount += 1
        if objectCount > SceneLimits.objects {
            if !overBudget {
                reader.error(
                    node,
                    reader.t(
                        """
                        the scene holds more than \(SceneLimits.objects) views, layers, gestures and checks \
                        (aliases repeating a subtree count each time)
                        """))
            }
            overBudget = true
            return false
        }
        return true
    }
}

extension SceneDecoder {
    /// A check that names a view by a dump's address (`hit: 0x7ae71820`) names it by its name,
    /// so the check compares names as every other check does.
    static func namingViews(in check: Check, of scene: Scene) -> Check {
        func named(_ reference: String) -> String {
            Scene.addressDigits(reference) != nil ? scene.view(reference: reference)?.name ?? reference : reference
        }
        var check = check
        if case .some(.some(let h)) = check.hit { check.hit = .some(named(h)) }
        if let reach = check.reachable { check.reachable?.view = named(reach.view) }
        for i in check.fingers.indices {
            if case .some(.some(let h)) = check.fingers[i].hit { check.fingers[i].hit = .some(named(h)) }
        }
        return check
    }
}
