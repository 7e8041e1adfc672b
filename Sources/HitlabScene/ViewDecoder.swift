import HitlabCore
import HitlabFiles
import HitlabWords
import Yams

extension SceneDecoder {
    static let viewKeys = [
        "name", "kind", "class", "frame", "boundsOrigin", "transform", "hidden", "alpha", "interactive", "enabled",
        "clips", "background", "cornerRadius", "border", "text", "textColor", "fontSize", "image", "layers",
        "hitArea", "hitInsets", "hitOutsideBounds", "passThrough", "hitTestReturns", "touches", "responds", "action",
        "target", "events",
        "gestures", "controller", "subviews", "delaysContentTouches", "canCancelContentTouches", "touchesShouldCancel",
        "contentSize", "scrollEnabled", "alwaysBounceVertical", "alwaysBounceHorizontal", "paging", "level",
        "multipleTouch", "exclusiveTouch", "value", "minimumValue", "maximumValue", "stepValue", "wraps", "continuous",
        "autorepeat", "animation", "firstResponder"
    ]

    /// How much the views above have scaled, for `SceneLimits.combinedScale`.
    struct ScaleBounds {
        var smallest = 1.0
        var largest = 1.0
        /// A view above already went past the limit (reported once, there).
        var reported = false
        static let identity = ScaleBounds()
    }

    /// A view and its subtree. `windowSize` is set for the window, whose name and frame default.
    mutating func decodeView(_ node: Node, depth: Int, scales: ScaleBounds, windowSize: Size? = nil) -> View? {
        guard countObject(node) else { return nil }
        guard depth <= SceneLimits.nesting else {
            reader.error(
                node,
                reader.t(
                    "views are nested more than \(SceneLimits.nesting) levels deep here"))
            return nil
        }
        let isWindow = windowSize != nil
        let what = isWindow ? reader.t("the window") : reader.t("a view")
        guard let e = reader.entries(node, known: Self.viewKeys, what: what) else { return nil }
        let label: String = e["name"]?.value.scalar.map { reader.t("view '\($0.string)'") } ?? what

        var name = isWindow ? "window" : ""
        if let n = e["name"] {
            name = validName(n.value) ?? name
            define(name, at: n.value)
        } else if isWindow {
            define(name, at: nil)
        } else {
            reader.error(node, reader.t("a view needs a 'name'"))
        }
        let parsedKind = e["kind"].flatMap { reader.choice($0.value, "kind", ViewKind.self) }
        let kind = parsedKind ?? .view
        // A misspelt kind is reported once; keys that depend on the kind are not blamed for it.
        let kindKnown = e["kind"] == nil || parsedKind != nil

        var frame = Rect(x: 0, y: 0, width: windowSize?.width ?? 0, height: windowSize?.height ?? 0)
        if let f = e["frame"] {
            frame = decodeFrame(f.value) ?? frame
        } else if !isWindow {
            reader.error(
                node,
                reader.t("\(label) needs a 'frame': [x, y, width, height]"))
        }
        let view = View(name: name, kind: kind, frame: frame)
        if let c = e["class"] { view.className = reader.text(c.value, "class") }
        if let l = e["level"] {
            if !isWindow {
                reader.error(
                    l.keyNode,
                    reader.t(
                        "'level' is a window's windowLevel (W1); \(label) is not a window"))
            } else if let level = reader.number(l.value, "level", magnitude: SceneLimits.windowLevel) {
                view.windowLevel = level
            }
        }
        if let f = e["firstResponder"] {
            if windowSize == nil {
                reader.error(
                    f.keyNode,
                    reader.t(
                        """
                        'firstResponder' here is a window's own (W2), for the windows in 'windows'; the main \
                        window's is the top-level 'firstResponder'
                        """))
            } else if !reader.isNull(f.value), let n = reader.string(f.value, "firstResponder") {
                pendingWindowFirstResponders.append((view, n, f.value))
            }
        }
        if let pan = view.scrollPan, let k = e["kind"] {
            // A scroll view's own pan can be named by other gestures (`requireToFail`).
            define(pan.name, at: k.value)
        }
        decodeScrolling(e, into: view, label: label, kindKnown: kindKnown)
        decodeValue(e, into: view, label: label, kindKnown: kindKnown)
        decodeAnimation(e, into: view)
        decodeGeometry(e, into: view)
        var scales = scales
        combine(&scales, view.transform, at: e["transform"]?.value ?? node)
        decodeState(e, into: view, label: label, kindKnown: kindKnown)
        decodeHitArea(e, into: view)
        view.appearance = decodeAppearance(e)
        if let l = e["layers"] { view.layers = decodeLayers(l.value) }
        decodeResponder(e, into: view, label: label, kindKnown: kindKnown)
        if let c = e["controller"] {
            if isWindow {
                reader.error(
                    c.keyNode,
                    reader.t(
                        "the window cannot be a controller's root view; put the controller on a subview of the window"))
            } else if let controller = decodeController(c.value) {
                view.setController(controller)
            }
        }
        if let controller = view.controller { enclosingControllers.append(controller.name) }
        defer { if view.controller != nil { enclosingControllers.removeLast() } }
        // After the controller: a recognizer without a target is told to name it (G4).
        if let g = e["gestures"] { decodeGestures(g.value, on: view) }
        if let s = e["subviews"], let items = reader.sequence(s.value, "subviews") {
            for item in items where !overBudget {
                if let sub = decodeView(item, depth: depth + 1, scales: scales) { view.addSubview(sub) }
            }
        }
        return view
    }

    /// Adds a view's transform to the scales above it; reports the first view past the limit.
    private func combine(_ scales: inout ScaleBounds, _ t: ViewTransform, at node: Node) {
        let sx = abs(t.scaleX), sy = abs(t.scaleY)
        scales.smallest *= min(sx, sy)
        scales.largest *= max(sx, sy)
        if !scales.reported,
            let problem = SceneLimits.combinedScaleProblem(
                smallest: scales.smallest, largest: scales.largest, language: reader.language)
        {
            scales.reported = true
            reader.error(node, problem)
        }
    }

    /// `[x, y, width, height]` within `SceneLimits`: a size that is not negative.
    func decodeFrame(_ node: Node) -> Rect? {
        guard let v = reader.numbers(node, "frame", count: 4, shape: "[x, y, width, height]") else { return nil }
        if let problem = SceneLimits.frameProblem(
            Rect(x: v[0], y: v[1], width: v[2], height: v[3]), language: reader.language)
        {
            reader.error(node, reader.t("'frame' \(problem)"))
            return nil
        }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// One axis of a transform's scale: not zero, within `SceneLimits.scale` in magnitude.
    private func scaleFactor(_ value: Double, _ node: Node) -> Double? {
        let range = SceneLimits.scale
        guard range.contains(abs(value)) else {
            let why =
                value == 0
                ? reader.t(
                    " (a zero scale has no inverse: no point could be converted into the view)") : ""
            reader.error(
                node,
                reader.t(
                    """
                    'scale' must be from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)) \
                    either way, got \(formatNumber(value))\(why)
                    """))
            return nil
        }
        return value
    }

    private func decodeGeometry(_ e: [String: Entry], into view: View) {
        if let b = e["boundsOrigin"], let p = reader.point(b.value, "boundsOrigin") { view.boundsOrigin = p }
        if let t = e["transform"], let transform = decodeTransform(t.value) { view.transform = transform }
    }

    func decodeTransform(_ node: Node) -> ViewTransform? {
        guard let e = reader.entries(node, known: ["translate", "scale", "rotate"], what: "'transform'") else {
            return nil
        }
        var t = ViewTransform()
        if let tr = e["translate"], let p = reader.point(tr.value, "translate") { t.translation = p }
        if let s = e["scale"] {
            if s.value.sequence != nil {
                if let v = reader.numbers(
                    s.value, "scale", count: 2, shape: reader.t("a number or [sx, sy]")),
                    let x = scaleFactor(v[0], s.value), let y = scaleFactor(v[1], s.value)
                {
                    t.scaleX = x; t.scaleY = y
                }
            } else if let v = reader.number(s.value, "scale"), let f = scaleFactor(v, s.value) {
                t.scaleX = f; t.scaleY = f
            }
        }
        if let r = e["rotate"], let v = reader.number(r.value, "rotate", magnitude: SceneLimits.rotation) {
            t.rotationDegrees = v
        }
        return t
    }

    private func decodeState(_ e: [String: Entry], into view: View, label: String, kindKnown: Bool) {
        if let h = e["hidden"], let v = reader.bool(h.value, "hidden") { view.isHidden = v }
        if let a = e["alpha"], let v = reader.number(a.value, "alpha", min: 0, max: 1, range: reader.between("0", "1"))
        {
            view.alpha = v
        }
        if let i = e["interactive"], let v = reader.bool(i.value, "interactive") { view.isUserInteractionEnabled = v }
        if let en = e["enabled"] {
            if !view.kind.isControl {
                if kindKnown {
                    reader.error(
                        en.keyNode,
                        reader.t(
                            """
                            'enabled' applies to controls only: \(label) is a \(view.kind.rawValue); use \
                            'interactive', or `kind: button`
                            """))
                }
            } else if let v = reader.bool(en.value, "enabled") {
                view.isEnabled = v
            }
        }
        if let c = e["clips"], let v = reader.bool(c.value, "clips") { view.clipsToBounds = v }
    }

    private mutating func decodeHitArea(_ e: [String: Entry], into view: View) {
        if let h = e["hitArea"], let v = reader.choice(h.value, "hitArea", HitAreaShape.self) { view.hitArea = v }
        if let i = e["hitInsets"], let v = decodeInsets(i.value) { view.hitInsets = v }
        if let o = e["hitOutsideBounds"] {
            if o.value.scalar?.string == "naive" {
                view.outsideBounds = .naive
            } else if let v = reader.bool(o.value, "hitOutsideBounds") {
                view.outsideBounds = v ? .on : .off
            }
        }
        if let p = e["passThrough"], let v = reader.bool(p.value, "passThrough") { view.passThrough = v }
        if let m = e["multipleTouch"], let v = reader.bool(m.value, "multipleTouch") { view.isMultipleTouchEnabled = v }
        if let x = e["exclusiveTouch"], let v = reader.bool(x.value, "exclusiveTouch") { view.isExclusiveTouch = v }
        if let r = e["hitTestReturns"], let name = reader.string(r.value, "hitTestReturns") {
            hitTestRedirects.append((view, name, r.value))
        }
    }

    private func decodeInsets(_ node: Node) -> EdgeInsets? {
        if node.sequence != nil {
            guard
                let v = reader.numbers(
                    node, "hitInsets", count: 4,
                    shape: reader.t("a number or [top, left, bottom, right]"))
            else { return nil }
            guard v.allSatisfy({ abs($0) <= SceneLimits.length }) else {
                reader.error(
                    node,
                    reader.t(
                        """
                        'hitInsets' must each be from \(formatNumber(-SceneLimits.length)) to \
                        \(formatNumber(SceneLimits.length))
                        """))
                return nil
            }
            return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        return reader.number(node, "hitInsets", magnitude: SceneLimits.length).map { EdgeInsets(all: $0) }
    }

    /// The look of a view or a layer: background, corners, border, text, image.
    func decodeAppearance(_ e: [String: Entry]) -> Appearance {
        var a = Appearance()
        if let b = e["background"], let c = reader.colour(b.value, "background") { a.background = c }
        if let r = e["cornerRadius"], let v = reader.number(r.value, "cornerRadius", min: 0, max: SceneLimits.length) {
            a.cornerRadius = v
        }
        if let b = e["border"], let border = decodeBorder(b.value) { a.border = border }
        if let t = e["text"], let text = reader.localizedText(t.value, "text") {
            a.text = text
        }
        if let c = e["textColor"], let v = reader.colour(c.value, "textColor") { a.textColour = v }
        if let f = e["fontSize"],
            let v = reader.number(
                f.value, "fontSize", min: SceneLimits.fontSize.lowerBound, max: SceneLimits.fontSize.upperBound,
                range: reader.between(
                    formatNumber(SceneLimits.fontSize.lowerBound), formatNumber(SceneLimits.fontSize.upperBound)))
        {
            a.fontSize = v
        }
        if let i = e["image"], let path = reader.string(i.value, "image") {
            switch images.resolve(path, language: reader.language) {
            case .success(let resolved): a.imagePath = resolved
            case .failure(let problem): reader.error(i.value, problem.message)
            }
        }
        return a
    }

    private func decodeBorder(_ node: Node) -> Border? {
        guard let e = reader.entries(node, known: ["width", "color"], what: "'border'") else { return nil }
        var border = Border(width: 1, colour: Colour(r: 0, g: 0, b: 0))
        if let w = e["width"], let v = reader.number(w.value, "width", min: 0, max: SceneLimits.length) {
            border.width = v
        }
        if let c = e["color"], let v = reader.colour(c.value, "color") { border.colour = v }
        return border
    }

    static let layerKeys = [
        "name", "frame", "background", "cornerRadius", "border", "alpha", "image", "text",
        "textColor", "fontSize", "layers"
    ]

    mutating func decodeLayers(_ node: Node, depth: Int = 1) -> [Layer] {
        guard let items = reader.sequence(node, "layers") else { return [] }
        guard depth <= SceneLimits.nesting else {
            reader.error(
                node,
                reader.t(
                    "layers are nested more than \(SceneLimits.nesting) levels deep here"))
            return []
        }
        var layers: [Layer] = []
        for item in items where !overBudget {
            guard countObject(item),
                let e = reader.entries(item, known: Self.layerKeys, what: reader.t("a layer"))
            else { continue }
            var name = "layer"
            if let n = e["name"], let v = validName(n.value) {
                name = v
                if let first = layerNames[v] {
                    let p = reader.position(first)
                    reader.error(
                        n.value,
                        reader.t(
                            "duplicate layer name '\(v)': already used at line \(p.line), column \(p.column)"))
                } else {
                    layerNames[v] = n.value
                }
            } else if e["name"] == nil {
                reader.error(item, reader.t("a layer needs a 'name'"))
            }
            var frame = Rect(x: 0, y: 0, width: 0, height: 0)
            if let f = e["frame"] {
                frame = decodeFrame(f.value) ?? frame
            } else {
                reader.error(
                    item,
                    reader.t(
                        "layer '\(name)' needs a 'frame': [x, y, width, height]"))
            }
            var layer = Layer(name: name, frame: frame)
            if let a = e["alpha"],
                let v = reader.number(a.value, "alpha", min: 0, max: 1, range: reader.between("0", "1"))
            {
                layer.alpha = v
            }
            layer.appearance = decodeAppearance(e)
            if let sub = e["layers"] { layer.sublayers = decodeLayers(sub.value, depth: depth + 1) }
            layers.append(layer)
        }
        return layers
    }
}
