import CCairo
import HitlabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Cairo image surface (premultiplied ARGB, the same byte order as SDL's ARGB8888):
/// a layer's backing store, a text run, or a whole frame.
public final class CairoImage {
    public let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// Cairo's own limit on a side.
    public static let maximumSide = 32_767

    /// The pool the pixels came from, kept while the image lives (nil: Cairo's own memory).
    private let pool: PixelPool?

    /// A transparent image. A size Cairo cannot allocate gives a 1 x 1 image instead of a
    /// crash: callers size what they ask for by `SceneLimits`, this is the last guard.
    /// `pool`: memory made ready ahead, used when it has room for the image.
    init(width: Int, height: Int, pool: PixelPool?) {
        var w = min(Self.maximumSide, max(1, width)), h = min(Self.maximumSide, max(1, height))
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(w)))
        let memory = stride > 0 ? pool?.take(stride * h) : nil
        self.pool = memory == nil ? nil : pool
        var made =
            memory.map {
                cairo_image_surface_create_for_data(
                    $0.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(stride))
            } ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        if cairo_surface_status(made) != CAIRO_STATUS_SUCCESS || cairo_image_surface_get_data(made) == nil {
            cairo_surface_destroy(made)
            (w, h) = (1, 1)
            made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        }
        self.width = w
        self.height = h
        surface = made!
    }

    /// A transparent image in Cairo's own memory.
    public convenience init(width: Int, height: Int) {
        self.init(width: width, height: height, pool: nil)
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Draws into the image.
    public func draw(_ body: (OpaquePointer) -> Void) {
        guard let cr = cairo_create(surface) else { return }
        body(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Copies the image's pixels into `target`, an image surface of 32 bits a pixel as tall,
    /// from its column `x` (what does not fit is left out).
    func copy(into target: OpaquePointer, atColumn x: Int) {
        cairo_surface_flush(surface)
        cairo_surface_flush(target)
        guard x >= 0, let from = cairo_image_surface_get_data(surface), let to = cairo_image_surface_get_data(target)
        else { return }
        let rows = min(height, Int(cairo_image_surface_get_height(target)))
        let bytes = 4 * min(width, Int(cairo_image_surface_get_width(target)) - x)
        let toStride = Int(cairo_image_surface_get_stride(target))
        guard bytes > 0 else { return }
        for y in 0..<rows { memcpy(to + y * toStride + 4 * x, from + y * stride, bytes) }
        cairo_surface_mark_dirty(target)
    }

    /// One pixel as red, green, blue, alpha (premultiplied), for tests and tools.
    public func pixel(x: Int, y: Int) -> [UInt8] {
        guard x >= 0, y >= 0, x < width, y < height else { return [] }
        return withPixels { data, stride in
            let p = data + y * stride + 4 * x
            return [p[2], p[1], p[0], p[3]]
        }
    }

    /// The pixel bytes (B, G, R, A per pixel in memory on little-endian machines).
    public func withPixels<T>(_ body: (UnsafeMutablePointer<UInt8>, Int) -> T) -> T {
        cairo_surface_flush(surface)
        // The initialiser guarantees a surface with pixels.
        guard let data = cairo_image_surface_get_data(surface) else {
            preconditionFailure("an image surface without pixels")
        }
        let result = body(data, stride)
        cairo_surface_mark_dirty(surface)
        return result
    }

    /// Copies straight-alpha pixels in (B, G, R, A bytes, SDL's ARGB8888 in memory),
    /// premultiplying them as Cairo expects.
    convenience init(straightBGRA src: UnsafePointer<UInt8>, width w: Int, height h: Int, stride srcPitch: Int) {
        self.init(width: w, height: h)
        withPixels { dst, dstStride in
            for y in 0..<min(h, height) {
                let s = src + y * srcPitch, d = dst + y * dstStride
                for x in 0..<min(w, width) {
                    let a = UInt32(s[x * 4 + 3])
                    d[x * 4 + 0] = UInt8((UInt32(s[x * 4 + 0]) * a + 127) / 255)
                    d[x * 4 + 1] = UInt8((UInt32(s[x * 4 + 1]) * a + 127) / 255)
                    d[x * 4 + 2] = UInt8((UInt32(s[x * 4 + 2]) * a + 127) / 255)
                    d[x * 4 + 3] = UInt8(a)
                }
            }
        }
    }
}

// MARK: Cairo drawing helpers

extension cairo_matrix_t {
    /// Whether the matrix moves nothing: user space is device space.
    var isIdentity: Bool { xx == 1 && yy == 1 && xy == 0 && yx == 0 && x0 == 0 && y0 == 0 }
}

extension Colour {
    func set(_ cr: OpaquePointer, alpha: Double = 1) {
        cairo_set_source_rgba(cr, Double(r) / 255, Double(g) / 255, Double(b) / 255, Double(a) / 255 * alpha)
    }

    /// `#RRGGBB` as a colour.
    static func hex(_ v: UInt32, alpha: UInt8 = 255) -> Colour {
        Colour(r: UInt8(v >> 16 & 0xFF), g: UInt8(v >> 8 & 0xFF), b: UInt8(v & 0xFF), a: alpha)
    }

    func withAlpha(_ a: UInt8) -> Colour { Colour(r: r, g: g, b: b, a: a) }
}

/// Adds a rounded rectangle to the current path.
func roundedRectPath(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ radius: Double) {
    let r = max(0, min(radius, w / 2, h / 2))
    if r <= 0 {
        cairo_rectangle(cr, x, y, w, h)
        return
    }
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
}

/// Sets a dash pattern (lengths in pixels); empty for a solid line.
func setDash(_ cr: OpaquePointer, _ pattern: [Double]) {
    pattern.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
}

/// Applies an affine transform on top of the current one.
func concat(_ cr: OpaquePointer, _ t: AffineTransform) {
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_transform(cr, &m)
}
