import CPNG
import CPNGRows
import HitlabFiles

/// Reads PNG files with libpng's simplified API and writes them with `PNGEncoder` (zlib, a
/// few rows at a time; SDL2_image's writer kept the whole image and linking SDL2_image cost
/// every command ~2 ms of start-up for formats Hitlab never reads).
/// Reading checks the file first (a regular file, a PNG header within `SceneLimits`); writing
/// encodes in memory and hands the bytes to `AtomicFile`, so no half-written PNG is ever left
/// behind. The same pixels always give the same bytes.
public enum PNGFile {
    /// Writes `image` to `path` (resolved, and kept inside `root` when one is given).
    @discardableResult
    public static func write(
        _ image: CairoImage, to path: String, inside root: String? = nil, createFolders: Bool = false
    ) throws -> String {
        guard let bytes = encode(image) else {
            throw FileError(path, "cannot encode the PNG (out of memory?)")
        }
        return try AtomicFile.write(bytes, to: path, inside: root, createFolders: createFolders)
    }

    /// Opaque images are encoded as RGB, others as straight-alpha RGBA.
    public static func encode(_ image: CairoImage) -> [UInt8]? {
        let (width, height) = (image.width, image.height)
        let opaque = image.withPixels { isOpaque($0, stride: $1, width: width, height: height) }
        let encoder = PNGEncoder(width: width, height: height, colourType: opaque ? .rgb : .rgba)
        return image.withPixels { p, stride in
            encoder.encode { y, d in
                // Cairo's pixels are 32-bit words 0xAARRGGBB with the colours premultiplied.
                let row = UnsafeRawPointer(p + y * stride)
                if opaque {
                    hitlab_rgb_row(row, d, Int32(width))
                    return
                }
                for x in 0..<width {
                    let v = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self).littleEndian
                    let (r, g, b, a) = (
                        UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8),
                        UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 24)
                    )
                    (d + x * 4).initialize(to: straight(r, a)); (d + x * 4 + 1).initialize(to: straight(g, a))
                    (d + x * 4 + 2).initialize(to: straight(b, a)); (d + x * 4 + 3).initialize(to: a)
                }
            }
        }
    }

    /// A premultiplied colour byte made straight again.
    private static func straight(_ c: UInt8, _ a: UInt8) -> UInt8 {
        if a == 255 || a == 0 { return c }
        return UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }

    /// Whether every pixel's alpha is 255: a row's pixels ANDed together keep alpha 255 only
    /// if each has it.
    private static func isOpaque(_ p: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(p + y * stride)
            var all = UInt32.max
            var x = 0
            while x < width {
                all &= row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                x += 1
            }
            if UInt32(littleEndian: all) >> 24 != 255 { return false }
        }
        return true
    }

    /// Loads a PNG as an image; throws when it is missing, not a regular file, not a PNG, or
    /// larger than `SceneLimits` allows.
    public static func load(_ path: String, limits: PNGHeader.Limits = .sceneImage) throws -> CairoImage {
        let bytes = try PNGHeader.readImageFile(path, limits: limits)
        guard let image = decode(bytes) else {
            throw FileError(path, "is not a readable PNG image (the data is damaged)")
        }
        return image
    }

    /// The image in PNG bytes (any PNG colour type and depth, as 8-bit sRGB), or nil when the
    /// data is damaged.
    static func decode(_ bytes: [UInt8]) -> CairoImage? {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&png, $0.baseAddress, $0.count) }
        guard begun != 0 else { return nil }
        png.format = UInt32(PNG_FORMAT_BGRA)
        let (width, height) = (Int(png.width), Int(png.height))
        let stride = width * 4
        var pixels = [UInt8](repeating: 0, count: stride * height)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&png, nil, $0.baseAddress, Int32(stride), nil)
        }
        guard finished != 0 else { png_image_free(&png); return nil }
        return pixels.withUnsafeBufferPointer {
            CairoImage(straightBGRA: $0.baseAddress!, width: width, height: height, stride: stride)
        }
    }

    /// `load`, or nil.
    public static func read(_ path: String) -> CairoImage? {
        try? load(path)
    }
}
