import Foundation
import HitlabCore

/// Writing the imported tree: as YAML (what `hitlab import` writes) and as a scene built
/// directly (the two agree).
extension DumpImporter {
    // MARK: Writing

    static func yaml(title: String, summary: String, size: Size, root: ImportedView) -> String {
        func n(_ v: Double) -> String { formatNumber(v) }
        func rect(_ r: Rect) -> String { "[\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height))]" }
        var out = "title: \(quote(title))\nsummary: \(quote(summary))\nsize: [\(n(size.width)), \(n(size.height))]\nwindow:\n"
        func emit(_ v: ImportedView, indent: String, isWindow: Bool) {
            var keys: [String] = []
            if !isWindow || v.name != "window" { keys.append("name: \(v.name)") }
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
            if let c = v.controller { keys.append("controller: {name: \(c)}") }
            if v.hidden { keys.append("hidden: true") }
            if let a = v.alpha { keys.append("alpha: \(n(a))") }
            if !v.interactive { keys.append("interactive: false") }
            if v.clips { keys.append("clips: true") }
            if let b = v.boundsOrigin { keys.append("boundsOrigin: [\(n(b.x)), \(n(b.y))]") }
            if let t = v.text { keys.append("text: \(quote(t))") }
            if let f = v.fontSize { keys.append("fontSize: \(n(f))") }
            if let g = v.gesture { keys.append("gestures: [{kind: \(g.rawValue), cancelsTouchesInView: false}]") }
            out += indent + (isWindow ? "" : "- ") + keys.joined(separator: "\n" + indent + (isWindow ? "" : "  ")) + "\n"
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
        emit(root, indent: "  ", isWindow: true)
        return out
    }

    /// The scene built straight from what was read (no YAML written and parsed): the scene the
    /// YAML describes, as `importDump` has already refused every value a scene cannot hold.
    public static func scene(_ r: Result) -> Scene {
        func build(_ v: ImportedView, isWindow: Bool) -> View {
            let frame = isWindow ? Rect(x: 0, y: 0, width: r.size.width, height: r.size.height) : (v.frame ?? Rect(x: 0, y: 0, width: 0, height: 0))
            let view = View(name: v.name, kind: v.kind.flatMap(ViewKind.init(rawValue:)) ?? .view, frame: frame)
            view.className = v.distinctClass
            if v.scale != nil || v.rotate != nil || v.translate != nil {
                let (sx, sy) = v.scale ?? (1, 1)
                view.transform = ViewTransform(scaleX: sx, scaleY: sy, rotationDegrees: v.rotate ?? 0, translation: v.translate ?? .zero)
            }
            view.isHidden = v.hidden
            if let a = v.alpha { view.alpha = a }
            if !v.interactive { view.isUserInteractionEnabled = false }
            if v.clips { view.clipsToBounds = true }
            if let b = v.boundsOrigin { view.boundsOrigin = b }
            if let t = v.text { view.appearance.text = t }
            if let f = v.fontSize { view.appearance.fontSize = f }
            if let g = v.gesture {
                let recognizer = GestureRecognizer(name: "\(v.name).\(g.rawValue)", kind: g)
                recognizer.cancelsTouchesInView = false
                view.addGesture(recognizer)
            }
            for l in v.layers { view.layers.append(Layer(name: l.name, frame: l.frame)) }
            for c in v.children { view.addSubview(build(c, isWindow: false)) }
            if let c = v.controller { view.setController(ViewController(name: c)) }
            return view
        }
        let scene = Scene(title: r.title, size: r.size, window: build(r.root, isWindow: true))
        scene.summary = r.summary
        return scene
    }

    /// The view controller an extended dump names before a view (`'ProfileViewController:0x7f8e1c'`),
    /// as a unique scene name: `ProfileViewController-8e1c`.
}
