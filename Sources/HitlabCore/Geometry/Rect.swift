/// A rectangle: an origin and a size (UIKit's `CGRect`).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(origin.x + size.width / 2, origin.y + size.height / 2) }

    /// `CGRectContainsPoint`: half-open, `minX <= x < maxX` and `minY <= y < maxY` (H2).
    /// An empty rectangle contains nothing.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Grows the rectangle by the given amounts on each side (negative shrinks). This is
    /// UIKit's `UIEdgeInsetsInsetRect` with the signs flipped: `grown(by: 15)` is `-15` insets.
    public func grown(by e: EdgeInsets) -> Rect {
        Rect(
            x: minX - e.left, y: minY - e.top,
            width: max(0, width + e.left + e.right), height: max(0, height + e.top + e.bottom))
    }

    /// The smallest rectangle holding all the given points.
    public static func bounding(_ points: [Point]) -> Rect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// The largest rectangle with the proportions of a convex polygon's bounding box, centred
    /// on the polygon's corners, that lies inside it: where a label of a rotated or projected
    /// view can sit on the view itself. For an axis-aligned rectangle, the rectangle.
    public static func inscribed(in polygon: [Point]) -> Rect {
        let box = bounding(polygon)
        guard polygon.count >= 3 else { return box }
        let n = Double(polygon.count)
        let centre = Point(polygon.reduce(0) { $0 + $1.x } / n, polygon.reduce(0) { $0 + $1.y } / n)
        // Twice the polygon's signed area: its sign says which way the corners turn.
        let turn = polygon.indices.reduce(0.0) { sum, i in
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            return sum + (a.x * b.y - b.x * a.y)
        }
        guard abs(turn) > 1e-9 else { return box }
        func inside(_ p: Point) -> Bool {
            polygon.indices.allSatisfy { i in
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                return cross * (turn > 0 ? 1 : -1) >= -1e-6 * max(1, box.width * box.height)
            }
        }
        func scaled(_ s: Double) -> Rect {
            Rect(
                x: centre.x - box.width * s / 2, y: centre.y - box.height * s / 2, width: box.width * s,
                height: box.height * s)
        }
        if scaled(1).corners.allSatisfy(inside) { return scaled(1) }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<24 {
            let mid = (low + high) / 2
            if scaled(mid).corners.allSatisfy(inside) { low = mid } else { high = mid }
        }
        return scaled(low)
    }

    public var corners: [Point] {
        [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
    }

    public var description: String {
        "[\(formatNumber(minX)), \(formatNumber(minY)), \(formatNumber(width)), \(formatNumber(height))]"
    }
}

/// Amounts added to each side of a rectangle (positive grows it).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets(all: 0)
    public var isZero: Bool { self == .zero }
}

extension Rect {
    /// Whether the two rectangles share any area (touching edges do not).
    public func overlaps(_ o: Rect) -> Bool {
        minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY
    }
}
