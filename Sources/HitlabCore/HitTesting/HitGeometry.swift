/// What hit-testing reads of a view, derived once whenever a property it depends on changes,
/// so that each visit reads a few bytes at the start of the object instead of a dozen
/// properties spread over it (a 100,000-view click is bound by memory, not arithmetic).
struct HitGeometry {
    /// The hit rectangle when the hit area is the plain (possibly grown) rectangle.
    var plainRect = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The frame's centre in the superview's coordinates.
    var centre = Point.zero
    /// The bounds' centre in the view's own coordinates.
    var localCentre = Point.zero
    /// The inverse transform, or nil for the identity.
    var inverse: TransformBox?
    /// H1's verdict, or nil when the view takes part.
    var rejection: Verdict?
    var usesPlainRect = true
    /// A transform with a zero scale: nothing is inside.
    var collapsed = false
    var outsideBounds = OutsideBoundsHitting.off

    init() {}

    init(_ view: View) {
        rejection = view.interactionRejection
        centre = view.frame.center
        localCentre = Point(view.boundsOrigin.x + view.frame.width / 2, view.boundsOrigin.y + view.frame.height / 2)
        if !view.transform.isIdentity {
            if let m = view.transform.matrix.inverted { inverse = TransformBox(m) } else { collapsed = true }
        }
        usesPlainRect = view.hitArea == .rect
        plainRect = view.hitRect
        outsideBounds = view.outsideBounds
    }

    /// A point in the superview's coordinates, converted into the view's own: undo the
    /// frame's centre and the transform, add the bounds origin (H3).
    @inline(__always)
    static func convertFromSuperview(_ g: UnsafePointer<HitGeometry>, _ p: Point) -> Point {
        if g.pointee.collapsed { return Point(.infinity, .infinity) }
        var offset = p - g.pointee.centre
        if let inverse = g.pointee.inverse { offset = inverse.matrix.apply(offset) }
        return offset + g.pointee.localCentre
    }
}

/// A transform kept out of line: most views have none.
final class TransformBox {
    let matrix: AffineTransform
    init(_ matrix: AffineTransform) { self.matrix = matrix }
}
