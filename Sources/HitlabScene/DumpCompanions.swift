import HitlabCore
import HitlabFiles
import HitlabWords

/// What engineers paste beside a `recursiveDescription` dump, for the facts it leaves out:
/// `po view.gestureRecognizers` (each recognizer's kind and flags, its target and action,
/// the recognizers it waits for), `hitlab:` lines (a control's `enabled`, a window's level),
/// and the dumps of the app's other windows.
extension DumpImporter {
    /// One pasted recognizer, as it will be in the scene.
    struct ImportedGesture {
        var name = "", kind = GestureKind.tap
        var enabled = true, cancels = true, delaysBegan = false, delaysEnded = true
        var requireToFail: String?
        var action: String?, target: String?
        /// A tap's `numberOfTapsRequired` when a dump says more than two (two is a `doubleTap`).
        var taps: Int?
    }

    /// The scene kind of a recognizer class (nil: a class Hitlab does not know).
    static func gestureKind(of className: String) -> GestureKind? {
        let c = className.split(separator: ".").last.map(String.init) ?? className
        if c.hasSuffix("TapGestureRecognizer") { return .tap }
        if c.hasSuffix("LongPressGestureRecognizer") { return .longPress }
        if c.hasSuffix("PanGestureRecognizer") { return .pan }
        if c.hasSuffix("SwipeGestureRecognizer") { return .swipe }
        if c.hasSuffix("PinchGestureRecognizer") { return .pinch }
        if c.hasSuffix("RotationGestureRecognizer") { return .rotation }
        return nil
    }

    /// Recognizers UIKit has that the scene does not model: hover needs a pointer.
    static func isUnmodelled(_ className: String) -> Bool {
        ["HoverGestureRecognizer"].contains(where: className.hasSuffix)
    }

    /// The system's keyboard windows and their full-screen container: they take no touch
    /// outside the keyboard (what users see: the app above the keyboard stays tappable; how is
    /// private), so they import as passing touches through (C5).
    static func passesTouchesThrough(_ className: String) -> Bool {
        ["UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIInputSetContainerView"].contains(className)
    }

    /// A sheet's or a popover's container: a `UITransitionView` holding a dimming view, which
    /// returns nil where none of its subviews takes the point (R6). A dump's `UIDimmingView`
    /// itself imports as it is: a view that takes the touches around the sheet.
    static func isPresentationContainer(_ e: Entry) -> Bool {
        e.className == "UITransitionView" && e.children.contains { $0.className.hasSuffix("DimmingView") }
    }

    /// A scroll view's own recognizers (its pan, its content delay, paging, zoom): the scroll
    /// view kind brings them (G5).
    static func isScrollViewsOwn(_ className: String) -> Bool {
        className.hasPrefix("UIScrollView") || className.hasPrefix("_UI") || className.hasPrefix("UIKBScroll")
    }

    /// An address as the companions match it: lowercase hexadecimal without leading zeros,
    /// so `0x00007F8E1C0041A0` (Swift's `Unmanaged` prints so) is `0x7f8e1c0041a0`.
    static func addressKey(_ address: String) -> String {
        var bytes = Array(address.utf8)[...]
        if bytes.count >= 2, bytes[bytes.startIndex] == UInt8(ascii: "0"),
            bytes[bytes.startIndex + 1] | 0x20 == UInt8(ascii: "x")
        {
            bytes = bytes.dropFirst(2)
        }
        bytes = bytes.drop { $0 == UInt8(ascii: "0") }
        // Lowercase: setting the 0x20 bit turns A-F into a-f and leaves digits as they are.
        return "0x" + (bytes.isEmpty ? "0" : String(decoding: bytes.map { $0 | 0x20 }, as: UTF8.self))
    }

    /// The hexadecimal address in `<UIView 0x7f89ea4117b0>`, as `addressKey`.
    static func address(in text: String) -> String? {
        guard let r = text.range(of: "0x", options: .backwards) else { return nil }
        let hex = text[r.upperBound...].prefix { $0.isHexDigit }
        return hex.isEmpty ? nil : addressKey(String(hex))
    }

    /// Every address printed as `<Name: 0x...` in a value (a `must-fail` set).
    static func recognizerAddresses(in text: String) -> [String] {
        var out: [String] = []
        var rest = Substring(text)
        while let r = rest.range(of: ": 0x") {
            let hex = rest[r.upperBound...].prefix { $0.isHexDigit }
            if !hex.isEmpty { out.append(addressKey(String(hex))) }
            rest = rest[r.upperBound...]
        }
        return out
    }

    /// Puts each pasted recognizer on its view, replacing the guess a bare
    /// `gestureRecognizers = <NSArray>` made there.
    mutating func attachCompanions(
        _ recognizers: [Entry], to views: [String: ImportedView], controllers: [String: String]
    ) {
        // Each recognizer's scene name by its address (what `must-fail` refers to).
        var byAddress: [String: String] = [:]
        var placed: [(ImportedView, Entry, String)] = []
        var scrollOwn = 0, unmodelled: [String: Int] = [:], withoutView = 0, actionsOutside = 0
        for e in recognizers {
            if Self.isScrollViewsOwn(e.className) { scrollOwn += 1; continue }
            if Self.isUnmodelled(e.className) {
                unmodelled[e.className, default: 0] += 1
                continue
            }
            guard let viewAddress = value(e, "view").flatMap(Self.address(in:)), let view = views[viewAddress] else {
                withoutView += 1
                continue
            }
            let name = uniqueName(e)
            byAddress[Self.addressKey(e.address)] = name
            placed.append((view, e, name))
        }
        var cleared = Set<ObjectIdentifier>()
        for (view, e, name) in placed {
            if cleared.insert(ObjectIdentifier(view)).inserted, view.gesture != nil {
                view.gesture = nil
                guessedRecognizers -= 1
            }
            var g = ImportedGesture()
            g.name = name
            if let k = Self.gestureKind(of: e.className) {
                g.kind = k
            } else {
                warn(
                    "\(fileName):\(e.line):\(e.column): warning: "
                        + t(
                            "\(e.className) is not a recognizer Hitlab knows; it imports as a tap"))
            }
            if g.kind == .tap, let taps = value(e, "numberOfTapsRequired").flatMap(Int.init),
                (2...SceneLimits.taps).contains(taps)
            {
                if taps == 2 { g.kind = .doubleTap } else { g.taps = taps }
            }
            g.enabled = value(e, "enabled") != "NO"
            g.cancels = value(e, "cancelsTouchesInView") != "NO"
            g.delaysBegan = value(e, "delaysTouchesBegan") == "YES"
            g.delaysEnded = value(e, "delaysTouchesEnded") != "NO"
            if let mustFail = value(e, "must-fail") {
                let names = Self.recognizerAddresses(in: mustFail).compactMap { byAddress[$0] }
                g.requireToFail = names.first
                if names.count > 1 {
                    warn(
                        "\(fileName):\(e.line):\(e.column): warning: "
                            + t(
                                """
                                \(name) waits for \(names.count) recognizers to fail; a scene gesture waits for \
                                one, so only \(names[0]) is kept
                                """))
                }
            }
            // `target= <(action=handleTap:, target=<App.ViewController 0x7f...>)>`
            if let t = value(e, "target"), let a = t.range(of: "action=") {
                let selector = t[a.upperBound...].prefix { $0 != "," && $0 != ")" }
                let action = String(selector.prefix { $0 != ":" })
                let targetAddress = Self.address(in: String(t[a.upperBound...]))
                // A selector's name: letters, digits and `_`, not starting with a digit.
                let isSelector =
                    !action.isEmpty && !(action.first?.isNumber ?? true)
                    && action.unicodeScalars.allSatisfy {
                        $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
                    }
                if !action.isEmpty && !isSelector {
                    warn(
                        "\(fileName):\(e.line):\(e.column): warning: "
                            + self.t(
                                """
                                \(name)'s action is not a selector's name (letters, digits and _); imported \
                                without an action
                                """))
                } else if let addr = targetAddress, let target = views[addr]?.name ?? controllers[addr], !action.isEmpty
                {
                    g.action = action
                    g.target = target
                    if let v = views[addr] {
                        v.responds.insert(action)
                    } else {
                        controllerActions[target, default: []].insert(action)
                    }
                } else {
                    actionsOutside += 1
                }
            }
            view.gestures.append(g)
        }
        if scrollOwn > 0 {
            warn(
                "\(fileName): warning: "
                    + t(
                        """
                        left out \(scrollOwn) scroll views' own recognizers: a scroll view brings its pan and its \
                        content delay (G5)
                        """))
        }
        for (c, n) in unmodelled.sorted(by: { $0.key < $1.key }) {
            warn(
                "\(fileName): warning: "
                    + t(
                        "left out \(n) \(c)\(n == 1 ? "" : "s"): Hitlab does not model that recognizer yet"))
        }
        if withoutView > 0 {
            warn(
                "\(fileName): warning: "
                    + t(
                        """
                        left out \(withoutView) recognizer\(withoutView == 1 ? "" : "s") whose view is not in the \
                        dump
                        """))
        }
        if actionsOutside > 0 {
            warn(
                "\(fileName): warning: "
                    + t(
                        """
                        \(actionsOutside) recognizer\(actionsOutside == 1 ? "'s action goes" : "s' actions go") \
                        to objects the dump does not show; imported without an action
                        """))
        }
        pastedRecognizers = placed.count
    }

    /// A `hitlab:` line must start with the view's address.
    mutating func reportAddresslessHitlabLines() {
        for line in hitlabLines where line.address == nil {
            fail(
                Diagnostic(
                    file: fileName, line: line.line, column: 1,
                    message: t(
                        """
                        a `hitlab:` line starts with the view's address as the dump prints it: `hitlab: \
                        0x7f9c1bc08470 enabled = NO`
                        """)))
        }
    }

    /// The `hitlab:` lines' facts on their views: `enabled` (a control's, which no print
    /// shows), `windowLevel` (a window's), `multipleTouchEnabled` and `exclusiveTouch` (T4, T5).
    mutating func applyHitlabLines(to views: [String: ImportedView], windows: [ImportedView]) {
        reportAddresslessHitlabLines()
        // Two lines that disagree about one view's fact: an error at the second.
        var said: [String: (value: String, line: Int)] = [:]
        for line in hitlabLines {
            guard let address = line.address else { continue }
            guard let view = views[address] else {
                if leftOutAddresses.contains(address) {
                    warn(
                        "\(fileName):\(line.line):1: warning: "
                            + t(
                                "\(address) is in a window left out past the window limit; this line is not applied"))
                } else {
                    fail(
                        Diagnostic(
                            file: fileName, line: line.line, column: 1,
                            message: t("no view in the dump has the address \(address)")))
                }
                continue
            }
            for (key, value) in line.properties {
                let fact = address + " " + (key.hasPrefix("is") ? String(key.dropFirst(2)) : key).lowercased()
                if let earlier = said[fact], earlier.value != value {
                    fail(
                        Diagnostic(
                            file: fileName, line: line.line, column: 1,
                            message: t(
                                """
                                '\(key) = \(value)' contradicts line \(earlier.line), which says \(earlier.value) \
                                for \(address)
                                """)))
                    continue
                }
                said[fact] = (value, line.line)
                switch key {
                case "userInteractionEnabled", "isUserInteractionEnabled":
                    guard value == "NO" || value == "YES" else {
                        fail(
                            Diagnostic(
                                file: fileName, line: line.line, column: 1,
                                message: t(
                                    "'\(key)' is YES or NO, got '\(value)'")))
                        continue
                    }
                    view.interactive = value == "YES"
                case "enabled", "isEnabled":
                    guard value == "NO" || value == "YES" else {
                        fail(
                            Diagnostic(
                                file: fileName, line: line.line, column: 1,
                                message: t(
                                    "'\(key)' is YES or NO, got '\(value)'")))
                        continue
                    }
                    guard ViewKind(rawValue: view.kind ?? "view")?.isControl == true else {
                        fail(
                            Diagnostic(
                                file: fileName, line: line.line, column: 1,
                                message: t(
                                    """
                                    \(view.name) (\(view.className)) is not a control: 'enabled' is a control's \
                                    (UIControl.isEnabled)
                                    """)))
                        continue
                    }
                    view.enabled = value == "YES"
                case "windowLevel", "level":
                    guard windows.contains(where: { $0 === view }) else {
                        fail(
                            Diagnostic(
                                file: fileName, line: line.line, column: 1,
                                message: t(
                                    "\(view.name) is not a window: 'windowLevel' is a window's")))
                        continue
                    }
                    guard let level = Double(value), abs(level) <= SceneLimits.windowLevel else {
                        fail(
                            Diagnostic(
                                file: fileName, line: line.line, column: 1,
                                message: t(
                                    """
                                    'windowLevel' must be a number up to \(formatNumber(SceneLimits.windowLevel)) \
                                    either way, got '\(value)'
                                    """)))
                        continue
                    }
                    view.level = r3(level)
                case "multipleTouchEnabled", "isMultipleTouchEnabled", "exclusiveTouch", "isExclusiveTouch":
                    guard value == "NO" || value == "YES" else {
                        fail(
                            Diagnostic(
                                file: fileName, line: line.line, column: 1,
                                message: t(
                                    "'\(key)' is YES or NO, got '\(value)'")))
                        continue
                    }
                    if key.lowercased().contains("multiple") {
                        view.multipleTouch = value == "YES"
                    } else {
                        view.exclusiveTouch = value == "YES"
                    }
                default:
                    fail(
                        Diagnostic(
                            file: fileName, line: line.line, column: 1,
                            message: t(
                                """
                                a `hitlab:` line gives 'userInteractionEnabled', 'enabled', 'windowLevel', \
                                'multipleTouchEnabled' or 'exclusiveTouch', got '\(key)'
                                """)))
                }
            }
        }
    }
}
