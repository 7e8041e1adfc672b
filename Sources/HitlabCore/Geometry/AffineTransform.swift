/// A 2D affine transform `x' = a x + c y + tx`, `y' = b x + d y + ty` (UIKit's `CGAffineTransform`).
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }

    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A rotation by `degrees`, clockwise on screen (y points down). Multiples of 90 degrees
    /// are exact, so a rotated view's edges stay on whole points.
    public static func rotation(degrees: Double) -> AffineTransform {
        let (s, c) = exactSinCos(degrees: degrees)
        return AffineTransform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// `self` first, then `other`.
    public func then(_ o: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * o.a + b * o.c, b: a * o.b + b * o.d,
            c: c * o.a + d * o.c, d: c * o.b + d * o.d,
            tx: tx * o.a + ty * o.c + o.tx, ty: tx * o.b + ty * o.d + o.ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular (a scale of 0 collapses the view).
    public var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

private func exactSinCos(degrees: Double) -> (Double, Double) {
    let turns = degrees.truncatingRemainder(dividingBy: 360)
    let normal = turns < 0 ? turns + 360 : turns
    switch normal {
    case 0: return (0, 1)
    case 90: return (1, 0)
    case 180: return (0, -1)
    case 270: return (-1, 0)
    default:
        let r = normal * Double.pi / 180
        return (sine(r), sine(r + Double.pi / 2))
    }
}

/// sin(x) by range reduction and a Taylor series: keeps the core free of Foundation/Glibc
/// and gives the same bits on every machine.
func sine(_ x: Double) -> Double {
    var r = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if r > Double.pi { r -= 2 * Double.pi }
    if r < -Double.pi { r += 2 * Double.pi }
    var term = r, sum = r
    let r2 = r * r
    var n = 1.0
    for _ in 0..<14 {
        term *= -r2 / ((n + 1) * (n + 2))
        sum += term
        n += 2
    }
    return sum
}
