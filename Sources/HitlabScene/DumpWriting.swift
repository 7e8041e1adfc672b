import Foundation
import HitlabCore

/// Writing the imported tree: as YAML (what `hitlab import` writes) and as a scene built
/// directly (the two agree).
extension DumpImporter {
    // MARK: Writing

    static func yaml(_ r: Result) -> String {
        func n(_ v: Double) -> String { formatNumber(v) }
        func rect(_ r: Rect) -> String { "[\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height))]" }
        func list(_ names: Set<String>) -> String { "[" + names.sorted().joined(separator: ", ") + "]" }
        var out =
            """
            title: \(quote(r.title))\nsummary:\n  en: \(quote(r.summary.text))\n  zh-Hans: \
            \(quote(r.summary(.zhHans)))\nsize: [\(n(r.size.width)), \(n(r.size.height))]\nwindow:\n
            """
        // `isWindow`: the scene's first window, a mapping of its own; every other view
        // (the other windows included) is an item of a list.
        func emit(_ v: ImportedView, indent: String, isWindow: Bool) {
            var keys: [String] = []
            if !isWindow || v.name != "window" { keys.append("name: \(v.name)") }
            if let level = v.level { keys.append("level: \(n(level))") }
            if let kind = v.kind { keys.append("kind: \(kind)") }
            if let c = v.distinctClass { keys.append("class: \(quote(c))") }
            if let f = v.frame { keys.append("frame: " + rect(f)) }
            if v.scale != nil || v.rotate != nil || v.translate != nil {
                var parts: [String] = []
                if let (sx, sy) = v.scale { parts.append(sx == sy ? "scale: \(n(sx))" : "scale: [\(n(sx)), \(n(sy))]") }
                if let r = v.rotate { parts.append("rotate: \(n(r))") }
                if let t = v.translate { parts.append("translate: [\(n(t.x)), \(n(t.y))]") }
                keys.append("transform: {" + parts.joined(separator: ", ") + "}")
            }
            if let c = v.controller {
                keys.append(
                    "controller: {name: \(c)" + (r.controllerActions[c].map { ", responds: " + list($0) } ?? "") + "}")
            }
            if v.enabled == false { keys.append("enabled: false") }
            if !v.responds.isEmpty { keys.append("responds: " + list(v.responds)) }
            if v.hidden { keys.append("hidden: true") }
            if let a = v.alpha { keys.append("alpha: \(n(a))") }
            if v.interactive != v.interactiveByDefault { keys.append("interactive: \(v.interactive)") }
            if v.clips { keys.append("clips: true") }
            if v.passThrough { keys.append("passThrough: true") }
            if v.multipleTouch { keys.append("multipleTouch: true") }
            if v.exclusiveTouch { keys.append("exclusiveTouch: true") }
            if let b = v.boundsOrigin { keys.append("boundsOrigin: [\(n(b.x)), \(n(b.y))]") }
            if let t = v.text { keys.append("text: \(quote(t))") }
            if let f = v.fontSize { keys.append("fontSize: \(n(f))") }
            if let g = v.gesture { keys.append("gestures: [{kind: \(g.rawValue), cancelsTouchesInView: false}]") }
            if !v.gestures.isEmpty {
                keys.append(
                    "gestures:"
                        + v.gestures.map { g in
                            var parts = ["name: \(g.name)", "kind: \(g.kind.rawValue)"]
                            if let taps = g.taps { parts.append("taps: \(taps)") }
                            if !g.enabled { parts.append("enabled: false") }
                            if !g.cancels { parts.append("cancelsTouchesInView: false") }
                            if g.delaysBegan { parts.append("delaysTouchesBegan: true") }
                            if !g.delaysEnded { parts.append("delaysTouchesEnded: false") }
                            if let f = g.requireToFail { parts.append("requireToFail: \(f)") }
                            if let a = g.action, let t = g.target { parts += ["action: \(a)", "target: \(t)"] }
                            return "\n" + indent + (isWindow ? "" : "  ") + "  - {" + parts.joined(separator: ", ")
                                + "}"
                        }.joined())
            }
            out +=
                indent + (isWindow ? "" : "- ") + keys.joined(separator: "\n" + indent + (isWindow ? "" : "  ")) + "\n"
            let inner = indent + (isWindow ? "" : "  ")
            if !v.layers.isEmpty {
                out += inner + "layers:\n"
                for l in v.layers { out += inner + "  - {name: \(l.name), frame: \(rect(l.frame))}\n" }
            }
            if !v.children.isEmpty {
                out += inner + "subviews:\n"
                for c in v.children { emit(c, indent: inner + "  ", isWindow: false) }
            }
        }
        emit(r.root, indent: "  ", isWindow: true)
        if !r.otherWindows.isEmpty {
            out += "windows:\n"
            for w in r.otherWindows { emit(w, indent: "  ", isWindow: false) }
        }
        return out
    }

    /// The scene built straight from what was read (no YAML written and parsed): the scene the
    /// YAML describes, as `importDump` has already refused every value a scene cannot hold.
    public static func scene(_ r: Result) -> Scene {
        func build(_ v: ImportedView, isWindow: Bool) -> View {
            let frame =
                isWindow
                ? Rect(x: 0, y: 0, width: r.size.width, height: r.size.height)
                : (v.frame ?? Rect(x: 0, y: 0, width: 0, height: 0))
            let view = View(name: v.name, kind: v.kind.flatMap(ViewKind.init(rawValue:)) ?? .view, frame: frame)
            view.className = v.distinctClass
            if !v.address.isEmpty { view.address = v.address }
            if v.scale != nil || v.rotate != nil || v.translate != nil {
                let (sx, sy) = v.scale ?? (1, 1)
                view.transform = ViewTransform(
                    scaleX: sx, scaleY: sy, rotationDegrees: v.rotate ?? 0, translation: v.translate ?? .zero)
            }
            view.isHidden = v.hidden
            if let a = v.alpha { view.alpha = a }
            view.isUserInteractionEnabled = v.interactive
            if v.clips { view.clipsToBounds = true }
            if let b = v.boundsOrigin { view.boundsOrigin = b }
            if let t = v.text { view.appearance.text = LocalizedText(t) }
            if let f = v.fontSize { view.appearance.fontSize = f }
            if let g = v.gesture {
                let recognizer = GestureRecognizer(name: "\(v.name).\(g.rawValue)", kind: g)
                recognizer.cancelsTouchesInView = false
                view.addGesture(recognizer)
            }
            for g in v.gestures {
                let recognizer = GestureRecognizer(name: g.name, kind: g.kind)
                recognizer.isEnabled = g.enabled
                recognizer.cancelsTouchesInView = g.cancels
                recognizer.delaysTouchesBegan = g.delaysBegan
                recognizer.delaysTouchesEnded = g.delaysEnded
                recognizer.requiresFailureOf = g.requireToFail
                if let taps = g.taps { recognizer.taps = taps }
                if let a = g.action, let t = g.target { (recognizer.action, recognizer.target) = (a, t) }
                view.addGesture(recognizer)
            }
            if v.enabled == false { view.isEnabled = false }
            view.passThrough = v.passThrough
            view.isMultipleTouchEnabled = v.multipleTouch
            view.isExclusiveTouch = v.exclusiveTouch
            if let level = v.level { view.windowLevel = level }
            view.responds = v.responds
            for l in v.layers { view.layers.append(Layer(name: l.name, frame: l.frame)) }
            for c in v.children { view.addSubview(build(c, isWindow: false)) }
            if let c = v.controller {
                view.setController(ViewController(name: c, responds: r.controllerActions[c] ?? []))
            }
            return view
        }
        let scene = Scene(
            title: r.title, size: r.size, window: build(r.root, isWindow: true),
            otherWindows: r.otherWindows.map { build($0, isWindow: true) })
        scene.summary = r.summary
        return scene
    }

    /// The view controller an extended dump names before a view (`'ProfileViewController:0x7f8e1c'`),
    /// as a unique scene name: `ProfileViewController-8e1c`.
}
