/// The shape that a view's `pointInside` tests (H2, C1-C3).
public enum HitAreaShape: String, Sendable, CaseIterable {
    /// The default: the bounds, half-open (H2).
    case rect
    /// C1: distance from the centre at most half the width.
    case circle
    /// The ellipse inscribed in the bounds.
    case ellipse
    /// The bounds with the view's `cornerRadius`.
    case roundedRect
    /// C3: true only inside the frame of one of the subviews (hidden ones too).
    case subviewsOnly
}

extension View {
    /// The rectangle `pointInside` starts from: the bounds grown by `hitInsets` (C2).
    public var hitRect: Rect { bounds.grown(by: hitInsets) }

    /// Whether the custom hit area differs from the plain bounds (the renderer outlines it).
    public var hasCustomHitArea: Bool {
        hitArea != .rect || !hitInsets.isZero || outsideBounds != .off || passThrough
    }

    /// `pointInside(_:with:)`: `point` is in this view's own coordinates (H2, C1-C3).
    public func pointInside(_ p: Point) -> Bool {
        let r = hitRect
        switch hitArea {
        case .rect:
            return r.contains(p)
        case .circle:
            return p.distance(to: r.center) <= r.width / 2
        case .ellipse:
            guard r.width > 0, r.height > 0 else { return false }
            let dx = (p.x - r.center.x) / (r.width / 2), dy = (p.y - r.center.y) / (r.height / 2)
            return dx * dx + dy * dy <= 1
        case .roundedRect:
            guard r.contains(p) else { return false }
            let radius = min(max(0, appearance.cornerRadius), r.width / 2, r.height / 2)
            guard radius > 0 else { return true }
            // Distance to the nearest corner circle's centre, when p is in a corner box.
            let cx = min(max(p.x, r.minX + radius), r.maxX - radius)
            let cy = min(max(p.y, r.minY + radius), r.maxY - radius)
            return p.distance(to: Point(cx, cy)) <= radius
        case .subviewsOnly:
            return subviews.contains { $0.frameInSuperview.contains(p) }
        }
    }
}
