import Foundation
import HitlabCore
import HitlabFiles
import HitlabWords

/// Mapping a dump's entries to the scene's views: values, names, kinds, transforms, text,
/// gesture recognizers and the view controllers an extended dump names.
extension DumpImporter {
    // MARK: Values

    func value(_ e: Entry, _ key: String) -> String? { e.properties.first { $0.key == key }?.value }

    func numbers(_ text: String) -> [Double] {
        text.utf8.split {
            !(($0 >= 0x30 && $0 <= 0x39) || $0 == Ascii.dot || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "e")
                || $0 == UInt8(ascii: "+"))
        }
        .compactMap { Double(Substring($0)) }
    }

    /// `frame = (x y; w h)`.
    func frame(of e: Entry) -> Rect? {
        guard let text = value(e, "frame") else { return nil }
        let n = numbers(text)
        guard n.count >= 4 else { return nil }
        return Rect(x: n[0], y: n[1], width: max(0, n[2]), height: max(0, n[3]))
    }

    /// Rounded to a thousandth of a point, as the YAML writes numbers.
    func r3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    /// `\u4f7f\u7528` (as some debuggers print non-ASCII text) as the characters it means.
    static func unescaped(_ s: String) -> String {
        guard s.contains("\\u") || s.contains("\\x") else { return s }
        var out = ""
        var chars = Array(s.unicodeScalars)[...]
        while let c = chars.first {
            if c == "\\", chars.count >= 6, chars.dropFirst().first == "u",
                let v = UInt32(String(String.UnicodeScalarView(chars.dropFirst(2).prefix(4))), radix: 16),
                let u = Unicode.Scalar(v)
            {
                out.unicodeScalars.append(u)
                chars = chars.dropFirst(6)
            } else if c == "\\", chars.count >= 4, chars.dropFirst().first == "x",
                let v = UInt32(String(String.UnicodeScalarView(chars.dropFirst(2).prefix(2))), radix: 16),
                let u = Unicode.Scalar(v)
            {
                out.unicodeScalars.append(u)
                chars = chars.dropFirst(4)
            } else {
                out.unicodeScalars.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }

    /// `kind(of:)`, worked out once per class.
    mutating func kind(ofClass className: String) -> String? {
        if let known = kinds[className] { return known }
        let kind = Self.kind(of: className)
        kinds[className] = .some(kind)
        return kind
    }

    /// What kind of scene view a UIKit class is.
    static func kind(of className: String) -> String? {
        let c = className.split(separator: ".").last.map(String.init) ?? className
        // The classes whose behaviour against an ancestor's recognizer Apple lists (A3).
        let listed = [
            "UISwitch": "switch", "UIStepper": "stepper", "UISegmentedControl": "segmentedControl",
            "UIPageControl": "pageControl", "UISlider": "slider", "UIStackView": "stackView", "UIControl": "control"
        ]
        if let kind = listed[c] { return kind }
        // UIScrollView and its table and collection views: their own pan scrolls (G5).
        if ["ScrollView", "TableView", "CollectionView"].contains(where: { c.hasSuffix($0) }) { return "scrollView" }
        // A text field's subclasses (`UISearchBarTextField`) are text fields (A5).
        if c.hasSuffix("TextField") { return "textField" }
        let buttons = ["UIButton", "UIDatePicker"]
        if buttons.contains(c) || (c.hasSuffix("Button") && !c.hasSuffix("Label")) {
            return "button"
        }
        if c.hasSuffix("Control") { return "control" }
        if c.hasSuffix("Label") { return "label" }
        if c.hasSuffix("ImageView") { return "image" }
        return nil
    }

    // MARK: YAML

    /// The properties of a view line that the scene models; the rest are counted as ignored.
    static let modelledKeys: Set<String> = [
        "baseClass", "frame", "transform", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds", "text",
        "layer",
        "gestureRecognizers", "contentOffset"
    ]

    /// Whether a class is a window's (`UIWindow`, `UITextEffectsWindow`, `iConsoleWindow`).
    static func isWindowClass(_ className: String) -> Bool {
        (className.split(separator: ".").last.map(String.init) ?? className).hasSuffix("Window")
    }

    /// Whether a class is one an app attaches its own gesture recognizers to: its own classes
    /// (and SwiftUI's hosting views), and UIKit's plain views, images, labels, stacks and
    /// effects; not UIKit's containers, cells, bars, text fields or controls, whose recognizers
    /// are UIKit's (every cell's content view of an iOS 6 table lists some).
    static func takesAppRecognizers(_ className: String) -> Bool {
        let c = className.split(separator: ".").last.map(String.init) ?? className
        guard c.hasPrefix("UI") || c.hasPrefix("_UI") else { return true }
        return ["UIView", "UIImageView", "UILabel", "UIStackView", "UIVisualEffectView"].contains(c)
    }

    /// `isRoot`: the dump's root (or another window): its bounds are the screen, so its frame
    /// starts at the origin and it is never transformed.
    mutating func describe(_ e: Entry, name: String, isWindow: Bool, isRoot: Bool = false) -> ImportedView {
        views += 1
        maxDepth = max(maxDepth, e.depth)
        let v = ImportedView()
        v.name = name
        (v.line, v.column, v.className, v.address) = (e.line, e.column, e.className, Self.addressKey(e.address))
        viewsByAddress[v.address] = v
        if Self.passesTouchesThrough(e.className) {
            v.passThrough = true
            guessedPassThrough += 1
        } else if Self.isPresentationContainer(e) {
            v.passThrough = true
            containers += 1
        }
        for (key, _) in e.properties where !Self.modelledKeys.contains(key) { unknown[key, default: 0] += 1 }
        // A subclass says which UIKit class it is built on (`baseClass = UIButton`).
        if !isWindow { v.kind = value(e, "baseClass").flatMap(Self.kind(of:)) ?? kind(ofClass: e.className) }
        if var f = frame(of: e) {
            if isRoot { f = Rect(x: 0, y: 0, width: f.width, height: f.height) }
            if isRoot, value(e, "transform") != nil {
                // The scene's window is its canvas: it is never transformed.
                warn(
                    "\(fileName):\(e.line):\(e.column): warning: "
                        + t(
                            """
                            the transform of \(e.className), the top view, is left out: a scene's window is never \
                            transformed
                            """))
            } else if let t = value(e, "transform"), let transform = transformKeys(t, printedFrame: f) {
                f = transform.frame
                v.scale = transform.scale
                v.rotate = transform.rotate
                v.translate = transform.translate
            }
            v.frame = Rect(x: r3(f.minX), y: r3(f.minY), width: r3(f.width), height: r3(f.height))
        } else if !isRoot {
            v.frame = Rect(x: 0, y: 0, width: 0, height: 0)
            warn(
                "\(fileName):\(e.line):\(e.column): warning: "
                    + t(
                        "\(e.className) has no frame; it was given an empty one"))
        }
        if !isWindow { v.controller = controllerName(e.annotation) }
        v.hidden = value(e, "hidden") == "YES"
        if let a = value(e, "alpha").flatMap(Double.init), a < 1 { v.alpha = r3(max(0, a)) }
        // UIView's description prints `userInteractionEnabled = NO` whenever the flag is off,
        // whatever the class: a label or image view whose line lacks it was made interactive by
        // the app. Only an abridged dump (no line prints `layer = ` or a flag) says nothing, and
        // there the class's default is assumed (with a warning).
        if let printed = value(e, "userInteractionEnabled") {
            v.interactive = printed != "NO"
        } else if abridged {
            v.interactive = v.kind.flatMap(ViewKind.init(rawValue:))?.interactiveByDefault ?? true
            if !v.interactive { assumedClassDefaults += 1 }
        }
        v.clips = value(e, "clipsToBounds") == "YES" || value(e, "layer.masksToBounds") == "YES"
        if let offset = value(e, "contentOffset").map(numbers), offset.count >= 2, offset[0] != 0 || offset[1] != 0 {
            v.boundsOrigin = Point(r3(offset[0]), r3(offset[1]))
        }
        if let text = value(e, "text"), text.hasPrefix("'") {
            // Up to the closing quote, the value's last character (a text may hold quotes).
            let quoted = text.dropFirst()
            let inner = Self.unescaped(String(quoted.hasSuffix("'") ? quoted.dropLast() : quoted)).prefix(
                SceneLimits.textLength)
            if !inner.isEmpty {
                v.text = String(inner)
                if let h = v.frame?.height {
                    v.fontSize = Self.fontSize(lineHeight: h)
                    sizedTexts += 1
                }
            }
        }
        // A scroll view's recognizers are its own pan (and the content delay), which its kind
        // brings; anywhere else the dump does not say which recognizers they are.
        // A window's, a UIKit container's or a control's recognizers are UIKit's own (the system
        // gesture gate, the navigation controller's back swipe, a text field's editing): only
        // a view an app attaches recognizers to is guessed to have a tap.
        if value(e, "gestureRecognizers") != nil && v.kind != "scrollView" {
            if !isWindow && Self.takesAppRecognizers(value(e, "baseClass") ?? e.className) {
                guessedRecognizers += 1
                v.gesture = .tap
            } else {
                systemRecognizers += 1
            }
        }
        for layer in e.layers {
            layerCount += 1
            let f = layerFrame(layer) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            v.layers.append(
                (uniqueName(layer), Rect(x: r3(f.minX), y: r3(f.minY), width: r3(f.width), height: r3(f.height))))
        }
        for child in e.children {
            let childName = uniqueName(child)
            v.children.append(describe(child, name: childName, isWindow: false))
        }
        return v
    }

    /// The font a text's view implies: UIKit's default 17 points, or what fits one line
    /// (1.2 times the font) in a shorter view, never below 6.
    public static func fontSize(lineHeight: Double) -> Double {
        min(17, max(6, (lineHeight / 1.2).rounded(.down)))
    }

    mutating func controllerName(_ annotation: String) -> String? {
        guard let open = annotation.firstIndex(of: "'"),
            let close = annotation[annotation.index(after: open)...].firstIndex(of: "'")
        else { return nil }
        let inside = annotation[annotation.index(after: open)..<close]
        guard let colon = inside.firstIndex(of: ":"), inside[colon...].hasPrefix(":0x") else { return nil }
        let controller = Entry(
            line: 0, column: 0, depth: 0, className: String(inside[..<colon]),
            address: String(inside[inside.index(after: colon)...]),
            properties: [], isLayer: false)
        controllers += 1
        let name = uniqueName(controller)
        controllersByAddress[Self.addressKey(controller.address)] = name
        return name
    }

    /// A layer line's frame: `frame = (...)`, or `position` and `bounds`.
    func layerFrame(_ e: Entry) -> Rect? {
        if let f = frame(of: e) { return f }
        guard let p = value(e, "position").map(numbers), p.count >= 2, let b = value(e, "bounds").map(numbers),
            b.count >= 4
        else { return nil }
        return Rect(x: p[0] - b[2] / 2, y: p[1] - b[3] / 2, width: b[2], height: b[3])
    }

    /// `transform = [a, b, c, d, tx, ty]` as the scene's scale, rotation and translation about
    /// the centre, and the frame before it (the printed frame is the transformed bounding box).
    mutating func transformKeys(
        _ text: String, printedFrame f: Rect
    ) -> (frame: Rect, scale: (Double, Double)?, rotate: Double?, translate: Point?)? {
        let m = numbers(text)
        guard m.count >= 6 else { return nil }
        let (a, b, c, d, tx, ty) = (m[0], m[1], m[2], m[3], m[4], m[5])
        if a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 { return nil }
        guessedTransforms += 1
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        let angle = atan2(b, a)
        let cosA = abs(cos(angle)), sinA = abs(sin(angle))
        // The bounding box W x H of a w x h box scaled and rotated: solve for w and h.
        let W = f.width, H = f.height
        var w = W / max(sx, 0.0001), h = H / max(sy, 0.0001)
        let det = cosA * cosA - sinA * sinA
        if abs(det) > 0.1 {
            w = (W * cosA - H * sinA) / det / max(sx, 0.0001)
            h = (H * cosA - W * sinA) / det / max(sy, 0.0001)
        } else {
            w = min(W, H) / (cosA + sinA) / max(sx, 0.0001)
            h = w
        }
        w = max(0, w)
        h = max(0, h)
        let centre = Point(f.midX - tx, f.midY - ty)
        let frame = Rect(x: centre.x - w / 2, y: centre.y - h / 2, width: w, height: h)
        let scale =
            abs(sx - 1) > 0.0001 || abs(sy - 1) > 0.0001 ? (r3(sx), abs(sx - sy) < 0.0001 ? r3(sx) : r3(sy)) : nil
        let rotate = abs(angle) > 0.00001 ? r3(angle * 180 / Double.pi) : nil
        let translate = tx != 0 || ty != 0 ? Point(r3(tx), r3(ty)) : nil
        return (frame, scale, rotate, translate)
    }
}
