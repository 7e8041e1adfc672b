/// A view: a rectangle in the tree, with its layer's look, its hit-testing properties and
/// its role as a responder. The window is a `View` too (the root of the tree).
public final class View: Responder {
    // The first stored properties are what hit-testing reads, so that they share cache lines.
    /// What hit-testing reads, derived from the properties below whenever one changes.
    var hitGeometry = HitGeometry()
    public private(set) var subviews: [View] = []
    /// The subviews' hit geometry side by side, once there are many of them: asking 100,000
    /// siblings then reads one array instead of 100,000 objects. Kept equal to each
    /// subview's `hitGeometry`; empty while there are fewer than `packedThreshold` subviews.
    private(set) var childGeometry: ContiguousArray<HitGeometry> = []
    static let packedThreshold = 8
    /// This view's place in its superview's `subviews` (views are never removed).
    private var indexInSuperview = -1

    public let name: String
    public let kind: ViewKind

    /// The untransformed frame in the superview's coordinates: it gives the centre and the
    /// bounds size; `transform` then applies about the centre.
    public var frame: Rect { didSet { refreshHitGeometry() } }
    public var boundsOrigin: Point = .zero { didSet { refreshHitGeometry() } }
    public var transform: ViewTransform = .identity { didSet { refreshHitGeometry() } }

    public var isHidden = false { didSet { refreshHitGeometry() } }
    public var alpha: Double = 1 { didSet { refreshHitGeometry() } }
    public var isUserInteractionEnabled: Bool { didSet { refreshHitGeometry() } }
    /// Controls only (H1, A1).
    public var isEnabled = true { didSet { refreshHitGeometry() } }
    /// Drawing only; never changes hit-testing (H5).
    public var clipsToBounds = false

    public var hitArea: HitAreaShape = .rect { didSet { refreshHitGeometry() } }
    public var hitInsets: EdgeInsets = .zero { didSet { refreshHitGeometry() } }
    public var outsideBounds: OutsideBoundsHitting = .off { didSet { refreshHitGeometry() } }
    public var passThrough = false

    public var touches: TouchHandling
    public var responds: Set<String> = []
    /// Controls: the action sent on touch-up inside (A1) and its target (A2; nil: first responder).
    public var action: String?
    public var target: String?

    public var gestures: [GestureRecognizer] = []
    public private(set) var controller: ViewController?
    public var appearance = Appearance()
    public var layers: [Layer] = []

    /// Not `weak`: a weak reference gives every view a side table and makes each retain and
    /// release take the slow path, which dominated hit-testing time. The superview owns this
    /// view, and clears this pointer in its `deinit`, so it never dangles.
    public private(set) unowned(unsafe) var superview: View?
    /// How many visits the last traced hit test from this view made: the next one reserves
    /// that much room at once. A cache only; it changes no result.
    var visitCountHint = 0

    public init(name: String, kind: ViewKind = .view, frame: Rect) {
        self.name = name
        self.kind = kind
        self.frame = frame
        isUserInteractionEnabled = kind.interactiveByDefault
        // A control tracks its own touches and keeps them (A1, A3).
        touches = kind.isControl ? .handle : .forward
        refreshHitGeometry()
    }

    private func refreshHitGeometry() {
        hitGeometry = HitGeometry(self)
        if let superview, indexInSuperview >= 0, indexInSuperview < superview.childGeometry.count {
            superview.childGeometry[indexInSuperview] = hitGeometry
        }
    }

    public var role: ResponderRole {
        if superview == nil { return .window }
        return kind.isControl ? .control : .view
    }

    public var isWindow: Bool { superview == nil }

    /// Adds `view` in front of the existing subviews (UIKit's `addSubview`).
    public func addSubview(_ view: View) {
        precondition(view.superview == nil, "\(view.name) already has a superview")
        view.superview = self
        view.indexInSuperview = subviews.count
        subviews.append(view)
        if subviews.count == Self.packedThreshold {
            childGeometry = ContiguousArray(subviews.map(\.hitGeometry))
        } else if subviews.count > Self.packedThreshold {
            childGeometry.append(view.hitGeometry)
        }
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

    /// A point in the superview's coordinates, converted into this view's own: undo the
    /// frame's centre and the transform, add the bounds origin (H3).
    @inline(__always)
    public func convertFromSuperview(_ p: Point) -> Point {
        if hitGeometry.collapsed { return Point(.infinity, .infinity) }
        var offset = p - hitGeometry.centre
        if let inverse = hitGeometry.inverse { offset = inverse.matrix.apply(offset) }
        return offset + hitGeometry.localCentre
    }

    /// A point in this view's own coordinates, converted into its superview's.
    public func convertToSuperview(_ p: Point) -> Point {
        var offset = Point(p.x - boundsOrigin.x - frame.width / 2, p.y - boundsOrigin.y - frame.height / 2)
        if !transform.isIdentity { offset = transform.matrix.apply(offset) }
        return offset + frame.center
    }

    /// The views from the window down to this one.
    public var ancestry: [View] {
        var path: [View] = []
        var v: View? = self
        while let view = v { path.append(view); v = view.superview }
        return path.reversed()
    }

    /// A point in window coordinates, converted into this view's own.
    public func convertFromWindow(_ p: Point) -> Point {
        ancestry.dropFirst().reduce(p) { $1.convertFromSuperview($0) }
    }

    /// A point in this view's coordinates, converted into window coordinates.
    public func convertToWindow(_ p: Point) -> Point {
        var point = p
        var v: View? = self
        while let view = v, view.superview != nil {
            point = view.convertToSuperview(point)
            v = view.superview
        }
        return point
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
        // Back-pointers to this view are cleared first, so none dangles.
        controller?.view = nil
        for recognizer in gestures { recognizer.view = nil }
        for sub in subviews { sub.superview = nil }
        // Release deep subtrees iteratively so a 100,000-level chain does not overflow the
        // stack. Only subtrees nobody else holds are taken apart.
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews = []
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                for sub in view.subviews { sub.superview = nil }
                pending.append(contentsOf: view.subviews)
                view.subviews = []
            }
        }
    }
}
