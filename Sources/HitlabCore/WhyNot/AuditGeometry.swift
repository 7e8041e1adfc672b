/// The geometry the audit cuts a target's area by: straight edges, and the views whose edges
/// are curved or slanted.

/// A view whose bounds or hit area is not an axis-aligned rectangle in the window (a circle,
/// an ellipse, rounded corners, a rotation): a piece of the window is uniform for it when it
/// lies wholly inside or wholly outside each of the two shapes.
struct CurvedZone {
    let view: View
    let toLocal: AffineTransform
    /// The bounding box in window coordinates.
    let box: Rect

    init?(_ view: View, _ toWindow: AffineTransform) {
        guard let inverse = toWindow.inverted else { return nil }
        self.view = view
        toLocal = inverse
        let local = Rect.bounding(view.bounds.corners + view.hitRect.corners)
        box = Rect.bounding(local.corners.map(toWindow.apply))
    }

    /// The same edges in the window: the same shape, mapped the same way.
    func sameShape(as o: CurvedZone) -> Bool {
        guard toLocal == o.toLocal, view.bounds == o.view.bounds, view.hitRect == o.view.hitRect,
            view.hitArea == o.view.hitArea, view.hitArea != .subviewsOnly
        else { return false }
        return view.hitArea != .roundedRect || view.appearance.cornerRadius == o.view.appearance.cornerRadius
    }

    /// Whether the whole piece lies inside the view's hit area (a convex one: not C3's union).
    func holds(_ piece: Rect) -> Bool {
        guard view.hitArea != .subviewsOnly else { return false }
        return [
            Point(piece.minX, piece.minY), Point(piece.maxX, piece.minY), Point(piece.maxX, piece.maxY),
            Point(piece.minX, piece.maxY)
        ]
        .allSatisfy { view.pointInside(toLocal.apply($0)) }
    }

    func isUniform(on piece: Rect) -> Bool {
        let corners = [
            toLocal.apply(Point(piece.minX, piece.minY)), toLocal.apply(Point(piece.maxX, piece.minY)),
            toLocal.apply(Point(piece.maxX, piece.maxY)), toLocal.apply(Point(piece.minX, piece.maxY))
        ]
        var x0 = corners[0].x, x1 = x0, y0 = corners[0].y, y1 = y0
        for c in corners.dropFirst() { x0 = min(x0, c.x); x1 = max(x1, c.x); y0 = min(y0, c.y); y1 = max(y1, c.y) }
        let quad = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        // Both shapes are convex, but for C3's union of subview frames: all four corners
        // inside one means the whole piece is; all outside and apart from its box, none is.
        func uniform(_ inside: (Point) -> Bool, _ shapeBox: Rect, convex: Bool) -> Bool {
            let ins = corners.map(inside)
            if ins.allSatisfy({ $0 }) { return convex }
            return !ins.contains(true) && Self.apart(corners, quad, shapeBox)
        }
        guard uniform(view.bounds.contains, view.bounds, convex: true) else { return false }
        let inside = corners.map(view.pointInside)
        if inside.allSatisfy({ $0 }) { return view.hitArea != .subviewsOnly }
        return !inside.contains(true) && hitAreaMisses(corners, quad)
    }

    /// Whether the piece (its corners in the view's coordinates) lies wholly outside the hit area.
    private func hitAreaMisses(_ q: [Point], _ quad: Rect) -> Bool {
        let r = view.hitRect
        switch view.hitArea {
        case .rect:
            return Self.apart(q, quad, r)
        case .subviewsOnly:
            return !quad.intersectsClosed(
                Rect.bounding(view.subviews.flatMap { $0.frameInSuperview.corners } + r.corners))
        case .circle:
            return Self.distance(from: r.center, to: q) > r.width / 2
        case .ellipse:
            guard r.width > 0, r.height > 0 else { return true }
            let unit = q.map { Point(($0.x - r.center.x) / (r.width / 2), ($0.y - r.center.y) / (r.height / 2)) }
            return Self.distance(from: Point(0, 0), to: unit) > 1
        case .roundedRect:
            let radius = min(max(0, view.appearance.cornerRadius), r.width / 2, r.height / 2)
            let across = Rect(x: r.minX + radius, y: r.minY, width: r.width - 2 * radius, height: r.height)
            let down = Rect(x: r.minX, y: r.minY + radius, width: r.width, height: r.height - 2 * radius)
            guard !quad.intersectsClosed(across), !quad.intersectsClosed(down) else { return false }
            return [
                Point(r.minX + radius, r.minY + radius), Point(r.maxX - radius, r.minY + radius),
                Point(r.minX + radius, r.maxY - radius), Point(r.maxX - radius, r.maxY - radius)
            ]
            .allSatisfy { Self.distance(from: $0, to: q) > radius }
        }
    }

    /// Whether a parallelogram (its corners in order, and their bounding box) and a rectangle
    /// do not meet: separated along an axis of the rectangle or a side of the parallelogram.
    static func apart(_ q: [Point], _ quad: Rect, _ r: Rect) -> Bool {
        if !quad.intersectsClosed(r) { return true }
        let rc = r.corners
        for (a, b) in [(q[0], q[1]), (q[1], q[2])] {
            let n = Point(a.y - b.y, b.x - a.x)
            let qs = q.map { $0.x * n.x + $0.y * n.y }, rs = rc.map { $0.x * n.x + $0.y * n.y }
            if qs.max()! < rs.min()! || rs.max()! < qs.min()! { return true }
        }
        return false
    }

    /// The distance from `p` to a convex quadrilateral given by its corners in order (0 inside).
    static func distance(from p: Point, to q: [Point]) -> Double {
        var sign = 0.0, inside = true
        var best = Double.infinity
        for i in 0..<q.count {
            let a = q[i], b = q[(i + 1) % q.count]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross != 0 {
                if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { inside = false }
            }
            let dx = b.x - a.x, dy = b.y - a.y, len = dx * dx + dy * dy
            let t = len == 0 ? 0 : min(1, max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len))
            best = min(best, p.distance(to: Point(a.x + t * dx, a.y + t * dy)))
        }
        return inside ? 0 : best
    }
}

/// One side of a view's rectangle in window coordinates: a vertical line at `x = at` from
/// `from` to `to` in y, or a horizontal one at `y = at`.
struct Edge {
    let vertical: Bool
    let at: Double, from: Double, to: Double

    static func sides(of r: Rect) -> [Edge] {
        [
            Edge(vertical: true, at: r.minX, from: r.minY, to: r.maxY),
            Edge(vertical: true, at: r.maxX, from: r.minY, to: r.maxY),
            Edge(vertical: false, at: r.minY, from: r.minX, to: r.maxX),
            Edge(vertical: false, at: r.maxY, from: r.minX, to: r.maxX)
        ]
    }

    /// Whether the edge passes through the inside of `r` (touching its border does not count).
    func crosses(_ r: Rect) -> Bool {
        vertical
            ? (at > r.minX && at < r.maxX && from < r.maxY && to > r.minY)
            : (at > r.minY && at < r.maxY && from < r.maxX && to > r.minX)
    }

    /// The edge to cut `piece` along: across its longer side if one crosses there, nearest the middle.
    static func middle(of edges: [Edge], in piece: Rect) -> Edge? {
        guard !edges.isEmpty else { return nil }
        let preferVertical = piece.width >= piece.height
        func cost(_ e: Edge) -> (Int, Double) {
            let off = e.vertical ? abs(e.at - piece.midX) / piece.width : abs(e.at - piece.midY) / piece.height
            return (e.vertical == preferVertical ? 0 : 1, off)
        }
        return edges.min { cost($0) < cost($1) }
    }

    func split(_ r: Rect) -> [Rect] {
        vertical
            ? [
                Rect(x: r.minX, y: r.minY, width: at - r.minX, height: r.height),
                Rect(x: at, y: r.minY, width: r.maxX - at, height: r.height)
            ]
            : [
                Rect(x: r.minX, y: r.minY, width: r.width, height: at - r.minY),
                Rect(x: r.minX, y: at, width: r.width, height: r.maxY - at)
            ]
    }
}

extension AffineTransform {
    /// No rotation or shear: rectangles stay axis-aligned rectangles.
    var isAxisAligned: Bool { b == 0 && c == 0 }
}

extension Rect {
    var area: Double { width * height }

    /// Whether `o` lies wholly inside (edges may touch).
    func contains(_ o: Rect) -> Bool { minX <= o.minX && o.maxX <= maxX && minY <= o.minY && o.maxY <= maxY }

    func intersection(_ o: Rect) -> Rect {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Overlapping or touching.
    func intersectsClosed(_ o: Rect) -> Bool {
        max(minX, o.minX) <= min(maxX, o.maxX) && max(minY, o.minY) <= min(maxY, o.maxY)
    }
}
