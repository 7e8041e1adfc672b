/// A whole scene: the window's view tree, the view controllers, the application and the
/// app delegate, the first responder and the checks. Pure data: no file I/O.
public final class Scene {
    /// The title and the summary, in one language or several.
    public var title: LocalizedText
    public var summary: LocalizedText?
    public var size: Size
    public let window: View
    /// The app's other windows (a keyboard's, an alert's), in the order the app made them:
    /// `UIApplication.windows` lists them so, back to front within a level.
    public let otherWindows: [View]
    /// The window's `UIWindowScene` (iOS 13 and later: the window's next responder), or nil
    /// before iOS 13, where the window's next responder is the application (R3).
    public let windowScene: AppResponder?
    public let application: AppResponder
    public let delegate: AppResponder?
    /// The main window's first responder (F1). Each window keeps its own (W2).
    public var firstResponder: Responder?
    /// The key window (W2): a nil-targeted action starts at its first responder. The main
    /// window unless the scene names another.
    public var keyWindow: View
    /// The other windows' first responders, by window (W2).
    private var otherFirstResponders: [ObjectIdentifier: Responder] = [:]
    public var checks: [Check] = []
    /// Moves on with every change made through `edit` (the inspector's): a picture of the
    /// scene cached under an older revision is stale.
    public private(set) var revision = 0
    /// Views a full-screen presentation took out of the window (R2), each with the controller
    /// presented: they are neither drawn nor hit-tested, and the scene keeps them so their
    /// names still resolve. Filled by `completePresentations()`.
    public internal(set) var removedByPresentation: [(view: View, presented: ViewController)] = []

    private var respondersByName: [String: Responder] = [:]

    public init(
        title: String, size: Size, window: View, otherWindows: [View] = [],
        windowScene: AppResponder? = AppResponder(name: "windowScene", role: .windowScene),
        application: AppResponder = AppResponder(name: "application", role: .application),
        delegate: AppResponder? = AppResponder(name: "appDelegate", role: .appDelegate)
    ) {
        self.title = LocalizedText(title)
        self.size = size
        self.window = window
        self.otherWindows = otherWindows
        self.keyWindow = window
        self.windowScene = windowScene
        self.application = application
        self.delegate = delegate
        reindex()
    }

    /// `window`'s first responder (W2): the scene's `firstResponder` for the main window.
    public func firstResponder(of window: View) -> Responder? {
        window === self.window ? firstResponder : otherFirstResponders[ObjectIdentifier(window)]
    }

    /// Makes `responder` the first responder of `window` (W2).
    public func setFirstResponder(_ responder: Responder?, of window: View) {
        if window === self.window {
            firstResponder = responder
        } else {
            otherFirstResponders[ObjectIdentifier(window)] = responder
        }
    }

    /// Every window, back to front (W1): by `windowLevel`, and within a level in the order the
    /// app made them.
    public var windows: [View] {
        guard !otherWindows.isEmpty else { return [window] }
        return ([window] + otherWindows).enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }.map(\.element)
    }

    /// Runs `body` with the views that animate at `time` without `.allowUserInteraction`
    /// marked, so that hit-testing skips them (H7); the marks go when it returns.
    public func atMoment<T>(_ time: Double, _ body: () -> T) -> T {
        let animating = animatedViews.filter {
            $0.animation.map { !$0.allowUserInteraction && $0.isRunning(at: time) } == true
        }
        animating.forEach { $0.isAnimatingWithoutInteraction = true }
        defer { animating.forEach { $0.isAnimatingWithoutInteraction = false } }
        return body()
    }

    /// The views with a frame animation (H7), found when the tree is indexed: every press
    /// asks, and a real app's screen has thousands of views.
    public private(set) var animatedViews: [View] = []

    /// Every view of every window, back to front, each window's tree in drawing order.
    public func forEachView(_ body: (View, Int) -> Void) {
        for w in windows { w.forEachInTree(body) }
    }

    /// Changes a view after loading: the one way to, so that `revision` moves with every
    /// change and nothing drawn from the old scene is reused.
    public func edit(_ view: View, _ change: (View) -> Void) {
        change(view)
        revision += 1
    }

    /// Rebuilds the name index after the tree changed.
    public func reindex() {
        var index: [String: Responder] = [application.name: application]
        if let windowScene { index[windowScene.name] = windowScene }
        if let delegate { index[delegate.name] = delegate }
        var animated: [View] = []
        for root in windows + removedByPresentation.map(\.view) {
            root.forEachInTree { view, _ in
                index[view.name] = view
                if let controller = view.controller { index[controller.name] = controller }
                if view.animation != nil { animated.append(view) }
            }
        }
        respondersByName = index
        animatedViews = animated
    }

    /// The image files the scene draws (views' and layers' `image`), each once, in tree order.
    public var imagePaths: [String] {
        var out: [String] = [], seen = Set<String>()
        func add(_ a: Appearance) {
            if let p = a.imagePath, seen.insert(p).inserted { out.append(p) }
        }
        func add(_ layer: Layer) {
            add(layer.appearance)
            layer.sublayers.forEach(add)
        }
        forEachView { view, _ in
            add(view.appearance)
            view.layers.forEach(add)
        }
        return out
    }

    /// Whether any view or layer has a background colour: false for an imported dump, which
    /// prints none, so that "it draws nothing" is known only when this is true.
    public var hasColours: Bool {
        if let known = coloursKnown, known.revision == revision { return known.value }
        var found = false
        forEachView { view, _ in
            if !found,
                view.appearance.background.a > 0 || view.layers.contains(where: { $0.appearance.background.a > 0 })
            {
                found = true
            }
        }
        coloursKnown = (revision, found)
        return found
    }
    private var coloursKnown: (revision: Int, value: Bool)?

    /// A view, view controller, the application or the delegate, by name.
    public func responder(named name: String) -> Responder? { respondersByName[name] }
    public func view(named name: String) -> View? { respondersByName[name] as? View }
}
