/// A view: a rectangle in the tree, with its layer's look, its hit-testing properties and
/// its role as a responder. The window is a `View` too (the root of the tree).
public final class View: Responder {
    public private(set) var subviews: [View] = []

    public let name: String
    public let kind: ViewKind
    /// The class the scene or the dump names (`UITableViewCellContentView`, an app's own
    /// class); nil when the kind's UIKit class says it all.
    public var className: String?
    /// The address a dump printed for it (`0x7ae71820`), when it was imported from one.
    public var address: String?
    /// The class to name the view by: `className`, or the kind's UIKit class.
    public var classLabel: String { className ?? (isWindow ? "UIWindow" : kind.uikitClass) }

    /// The untransformed frame in the superview's coordinates: it gives the centre and the
    /// bounds size; `transform` then applies about the centre.
    public var frame: Rect
    public var boundsOrigin: Point = .zero
    /// A window's `windowLevel` (W1): `UIWindow.Level.normal` is 0, `.statusBar` 1000,
    /// `.alert` 2000. Read on windows only.
    public var windowLevel = 0.0
    public var transform: ViewTransform = .identity

    public var isHidden = false
    public var alpha: Double = 1
    /// `alpha` as UIKit keeps it: a 32-bit float (the layer's opacity). 0.01 is stored as
    /// 0.0099999998, below 0.01, and so is anything up to about 0.01000000024 (measured on
    /// real UIKit, research notes §3); the smallest hittable alpha is 0.0100000007.
    public var storedAlpha: Double { Double(Float(alpha)) }
    /// H1: UIKit skips a view whose alpha is "less than 0.01" (hitTest(_:with:) documentation).
    public static let minimumHittableAlpha = 0.01
    public var isUserInteractionEnabled: Bool
    /// Controls only (H1, A1).
    public var isEnabled = true
    /// Drawing only; never changes hit-testing (H5).
    public var clipsToBounds = false

    public var hitArea: HitAreaShape = .rect
    public var hitInsets: EdgeInsets = .zero
    public var outsideBounds: OutsideBoundsHitting = .off
    public var passThrough = false
    /// A presentation's container or dimming view (R6), or nil for the scene's own views.
    public internal(set) var presentationPart: PresentationPart?
    /// C6: an overridden `hitTest` that returns this view (one of its descendants, a peeking
    /// carousel's scroll view) where it would return itself. Weak: the subtree owns it.
    public weak var hitTestReturns: View?

    public var touches: TouchHandling
    /// T4: `isMultipleTouchEnabled` (UIKit's default: false). When false, the view receives
    /// only the first of the touches that begin on it; a further finger is dropped for it.
    public var isMultipleTouchEnabled = false
    /// T5: `isExclusiveTouch` (default false). A touch on an exclusive view is delivered only
    /// while no other view in the window tracks one, and none is while an exclusive view does.
    public var isExclusiveTouch = false
    public var responds: Set<String> = []
    /// Controls: the action sent on touch-up inside (A1) and its target (A2; nil: first responder).
    public var action: String?
    public var target: String?
    /// A frame animation the interaction meets (H7).
    public var animation: ViewAnimation?
    /// Set by a touch session while it hit-tests at a moment this view animates without
    /// `.allowUserInteraction` (H7).
    public internal(set) var isAnimatingWithoutInteraction = false
    /// Controls: actions registered for other control events (`addTarget(_:action:for:)`).
    public var eventActions: [ControlEventKind: ControlAction] = [:]
    /// Sliders and steppers: the value, its limits and when changes are reported (A4).
    public var valueSettings: ControlValue

    public var gestures: [GestureRecognizer] = []
    /// Scroll views only: how they share touches with their content (G5).
    public var scrolling = ScrollSettings()
    public private(set) var controller: ViewController?
    public var appearance = Appearance()
    public var layers: [Layer] = []

    /// The superview owns this view; this pointer back is weak.
    public private(set) weak var superview: View?

    public init(name: String, kind: ViewKind = .view, frame: Rect) {
        self.name = name
        self.kind = kind
        self.frame = frame
        isUserInteractionEnabled = kind.interactiveByDefault
        valueSettings = ControlValue(kind: kind)
        // A control tracks its own touches and keeps them (A1, A3).
        touches = kind.isControl ? .handle : .forward
        if kind == .scrollView {
            // UIScrollView clips by default, and scrolls with its own pan recognizer (G5).
            clipsToBounds = true
            let pan = GestureRecognizer(name: "\(name).\(ScrollSettings.panName)", kind: .pan)
            pan.scrollsItsView = true
            addGesture(pan)
        }
    }

    /// A scroll view's own pan recognizer (G5), or nil for other views.
    public var scrollPan: GestureRecognizer? { gestures.first { $0.scrollsItsView } }

    public var role: ResponderRole {
        if isWindow { return .window }
        return kind.isControl ? .control : .view
    }

    /// The root of the tree; a view a full-screen presentation took out of the window has
    /// no superview either, but is not a window (R2).
    public var isWindow: Bool { superview == nil && controller?.viewRemovedFrom == nil }

    /// Adds `view` in front of the existing subviews (UIKit's `addSubview`).
    public func addSubview(_ view: View) {
        precondition(view.superview == nil, "\(view.name) already has a superview")
        view.superview = self
        subviews.append(view)
    }

    /// Adds `view` among the subviews at `index` (UIKit's `insertSubview(_:at:)`).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view.superview == nil, "\(view.name) already has a superview")
        view.superview = self
        subviews.insert(view, at: min(max(0, index), subviews.count))
    }

    /// Takes the view out of its superview (UIKit's `removeFromSuperview`). Whoever keeps
    /// the view afterwards owns it.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Makes this view the root view of `controller` (R1).
    public func setController(_ controller: ViewController) {
        self.controller = controller
        controller.view = self
    }

    public func addGesture(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestures.append(recognizer)
    }

    // MARK: Geometry

    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// The transformed frame's bounding box in the superview's coordinates (UIKit's `frame`
    /// when a transform is set).
    public var frameInSuperview: Rect {
        if transform.isIdentity { return frame }
        return Rect.bounding(bounds.corners.map(convertToSuperview))
    }

    /// Maps this view's own coordinates (where its bounds are `(boundsOrigin, size)`) into
    /// its superview's: move the bounds' centre to the origin, apply the transform, move to
    /// the frame's centre. Hit-testing, drawing and every point conversion use this one matrix.
    public var matrixToSuperview: AffineTransform {
        let frame = self.frame, origin = boundsOrigin, transform = self.transform
        let toCentre = AffineTransform.translation(-(origin.x + frame.width / 2), -(origin.y + frame.height / 2))
        // Most views have no transform: skip composing the identity.
        let transformed = transform.isIdentity ? toCentre : toCentre.then(transform.matrix)
        return transformed.then(.translation(frame.center.x, frame.center.y))
    }

    /// Maps this view's own coordinates into screen coordinates. A window's frame places it on
    /// the screen (W1): the main window's, `[0, 0, width, height]` by default, changes nothing.
    public var matrixToScreen: AffineTransform {
        ancestry.reversed().reduce(AffineTransform.identity) { $0.then($1.matrixToSuperview) }
    }

    /// A point in the superview's coordinates, converted into this view's own (H3). A
    /// transform with no inverse (a zero scale, which scenes cannot load) leaves no point inside.
    public func convertFromSuperview(_ p: Point) -> Point {
        guard let inverse = matrixToSuperview.inverted else { return Point(.infinity, .infinity) }
        return inverse.apply(p)
    }

    /// A point in this view's own coordinates, converted into its superview's.
    public func convertToSuperview(_ p: Point) -> Point {
        matrixToSuperview.apply(p)
    }

    /// The views from the window down to this one.
    public var ancestry: [View] {
        var path: [View] = []
        var v: View? = self
        while let view = v { path.append(view); v = view.superview }
        return path.reversed()
    }

    /// A point in screen coordinates, converted into this view's own.
    public func convertFromScreen(_ p: Point) -> Point {
        ancestry.reduce(p) { $1.convertFromSuperview($0) }
    }

    /// A point in this view's coordinates, converted into screen coordinates.
    public func convertToScreen(_ p: Point) -> Point {
        matrixToScreen.apply(p)
    }

    /// Depth-first, back to front, the view itself first. Iterative: deep trees are fine.
    public func forEachInTree(_ body: (View, Int) -> Void) {
        var stack: [(View, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            body(view, depth)
            for sub in view.subviews.reversed() { stack.append((sub, depth + 1)) }
        }
    }

    deinit {
        // Release deep subtrees one level at a time, so a tree built in code thousands of
        // levels deep does not overflow the stack. Subtrees someone else holds are left alone.
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }
}

/// A view is equal only to itself (names are for people; identity is the object).
extension View: Equatable {
    public static func == (a: View, b: View) -> Bool { a === b }
}
