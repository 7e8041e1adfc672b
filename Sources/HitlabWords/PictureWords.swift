import HitlabCore

/// Every word the picture shows (panel, tags, legend, overlays), in one language. English and
/// Simplified Chinese sit side by side, so neither can lack a sentence the other has.
public struct Words: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    private func t(_ phrase: Phrase) -> String { language.say(phrase) }

    /// A verdict's short label, beside its step number: "zero size" where the point is outside
    /// a view with no width or height, as `why` says it.
    public func verdict(_ verdict: Verdict, of view: View? = nil) -> String {
        if verdict == .outside, let f = view?.frame, f.width <= 0 || f.height <= 0 { return t("zero size") }
        switch verdict {
        case .hit: return t("hit")
        case .entered: return t("asks subviews")
        case .outside: return t("outside")
        case .hidden: return t("hidden")
        case .notInteractive: return t("interaction off")
        case .transparent: return t("alpha < 0.01")
        case .disabled: return t("disabled")
        case .animating: return t("animating")
        case .passedThrough: return t("passes through")
        case .toPassthroughView: return t("to a passthrough view")
        }
    }

    public var asking: String { t("asking…") }
    /// The heading of the window's why-not box: a click while a view is selected.
    public func whyNot(_ target: String, at p: Point, reached: Bool) -> String {
        reached
            ? t("A tap at \(p) reaches \(target)")
            : t("Why not \(target)? A tap at \(p) does not reach it")
    }
    public var chainHeading: String { t("Chain: ") }
    public func step(_ n: Int, of count: Int) -> String { t("step \(n) of \(count)") }
    public func earlierSteps(_ n: Int) -> String { n == 1 ? t("… 1 earlier step") : t("… \(n) earlier steps") }
    public var noRoom: String { t("Not enough room on the canvas for:") }
    public var views: String { t("Views") }
    /// A view a full-screen presentation took out of the window (R2).
    public func removedFromWindow(by presented: String) -> String {
        t("out of the window: \(presented) is full screen")
    }
    /// What gave way in a panel too short for everything (a small window, a projector at 1024x768).
    public var questionLeftOut: String {
        t("(the question gives way to this step: Home shows it again)")
    }
    public var treeLeftOut: String {
        t("(the view tree: no room here; a larger window shows it)")
    }
    public func legendLeftOut(_ n: Int) -> String {
        t("(\(n) more legend entr\(n == 1 ? "y" : "ies"): no room here)")
    }
    public func andMore(_ n: Int) -> String { t("… and \(n) more") }
    public func notListed(_ n: Int) -> String {
        n == 1
            ? t("(1 view the click did not visit is not listed)")
            : t("(\(n) views the click did not visit are not listed)")
    }
    public var handlesTouches: String { t("✓ handles touches") }
    /// A chain badge's footnote, where the badge found no room: its place on the chain.
    public func onTheChain(_ number: Int) -> String { t("number \(number) on the responder chain") }
    /// The text field that is the first responder (A5).
    public var firstResponder: String { t("first responder (A5)") }

    /// Where an animating view is drawn at a moment (H7).
    public func drawnHere(at time: Double) -> String {
        t("drawn here at \(formatNumber(time)) s; it is at its frame (H7)")
    }

    /// A change the app made mid-interaction, on the view it changed (T6).
    public func changed(_ c: SceneChange) -> String {
        let at = formatNumber(c.time)
        switch c.what {
        case .removed: return t("⟳ removed from its superview at \(at) s (T6)")
        case .hidden(let v): return t("⟳ isHidden = \(String(v)) at \(at) s (T6)")
        case .alpha(let a): return t("⟳ alpha = \(formatNumber(a)) at \(at) s (T6)")
        case .interactive(let v): return t("⟳ isUserInteractionEnabled = \(String(v)) at \(at) s (T6)")
        case .enabled(let v): return t("⟳ isEnabled = \(String(v)) at \(at) s (T6)")
        }
    }
    public var touchesCancelled: String { t("✗ touches cancelled") }
    public var dropped: String { t("dropped") }
    /// A finger no view got (T4, T5, G7), tagged on the view it hit.
    public func fingerRefused(_ finger: Int, rule: Rule) -> String {
        t("✗ finger \(finger): no view gets it (\(rule.rawValue))")
    }
    /// A view whose recognizer holds the touch's began back from the views (G2, G5).
    public func holdsBegan(scrollView: Bool) -> String {
        let ms = formatNumber(ScrollSettings.contentTouchDelay * 1000)
        return scrollView
            ? t("‖ holds began ~\(ms) ms (delaysContentTouches)")
            : t("‖ holds began (delaysTouchesBegan)")
    }

    /// A recognizer whose delegate kept the touch from it (G8).
    public func delegateRefused(_ name: String) -> String { t("⊘ \(name): its delegate says no (G8)") }

    public func gesture(_ name: String, _ state: GestureState) -> String {
        let mark = state == .failed ? "✗" : "✓"
        let word: String
        switch state {
        case .possible: word = t("possible")
        case .began: word = t("began")
        case .changed: word = t("changed")
        case .recognized: word = t("recognized")
        case .failed: word = t("failed")
        }
        return "\(mark) \(name) \(word)"
    }

    /// A custom hit area's tag: "hit area: circle, +15".
    public func hitArea(_ view: View) -> String? {
        var parts: [String] = []
        switch view.hitArea {
        case .rect: break
        case .circle: parts.append(t("circle"))
        case .ellipse: parts.append(t("ellipse"))
        case .roundedRect: parts.append(t("rounded"))
        case .subviewsOnly: parts.append(t("subviews only"))
        }
        let e = view.hitInsets
        if !e.isZero {
            parts.append(
                e.top == e.left && e.left == e.bottom && e.bottom == e.right
                    ? (e.top > 0 ? "+" : "") + formatNumber(e.top) : "insets")
        }
        switch view.outsideBounds {
        case .on: parts.append(t("hits outside bounds"))
        case .naive: parts.append(t("naive outside-bounds fix"))
        case .off: break
        }
        // A presentation's container passes touches through as UIKit builds it: the story tells it (R6).
        if view.passThrough && view.presentationPart == nil { parts.append(t("pass-through")) }
        return parts.isEmpty ? nil : t("hit area: ") + language.list(parts)
    }

    public var keysTitle: String { t("Keys (h or ? to close)") }
    /// The title of one page of a help too long for the window.
    public func keysTitle(page: Int, of count: Int) -> String {
        t("Keys, page \(page) of \(count) (h or ? turns the page, Esc closes)")
    }
    /// The why box's fix, as `why` gives it.
    public func fix(_ text: String) -> String { t("fix: ") + text }
    /// The why box's fix in the window: select the view, press the inspector's key.
    public func fixInWindow(view: String, key: String, does: Phrase) -> String {
        t("here: right-click \(view), then press \(key) (\(language.say(does)))")
    }
    /// A lesson's card in the gallery.
    public func lessonBadge(parts: Int) -> String { t("Lesson · \(parts) parts") }
    public var doesNotLoad: String { t("  (does not load)") }
    public var moreScenes: String { t("More scenes") }
    public var yourOwn: String { t("Your own") }
    public var newSceneCard: String { t("New scene: a starter in this folder, opened in edit mode") }
    public var galleryTitle: String {
        t("Hitlab: pick a scene (arrows, Enter or click; h for keys)")
    }
}
