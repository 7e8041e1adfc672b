import CPNG
import CSDL2
import HitlabFiles

/// Reads PNG files with SDL2_image and writes them with libpng's simplified API in its fast
/// mode (SDL2_image's writer spent more than half of `hitlab render`'s time compressing).
/// Reading checks the file first (a regular file, a PNG header within `SceneLimits`);
/// writing encodes in memory and hands the bytes to `AtomicFile`, so no half-written PNG is
/// ever left behind. The same pixels always give the same bytes.
public enum PNGFile {
    /// Writes `image` to `path` (resolved, and kept inside `root` when one is given).
    @discardableResult
    public static func write(_ image: CairoImage, to path: String, inside root: String? = nil, createFolders: Bool = false) throws -> String {
        guard let bytes = encode(image) else { throw FileError(path, "cannot encode the PNG (out of memory?)") }
        return try AtomicFile.write(bytes, to: path, inside: root, createFolders: createFolders)
    }

    /// Opaque images are encoded as RGB, others as straight-alpha RGBA.
    public static func encode(_ image: CairoImage) -> [UInt8]? {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        let opaque = image.withPixels { p, stride in
            (0..<image.height).allSatisfy { y in (0..<image.width).allSatisfy { x in p[y * stride + x * 4 + 3] == 255 } }
        }
        if opaque {
            png.format = UInt32(PNG_FORMAT_BGRA) & ~UInt32(PNG_FORMAT_FLAG_ALPHA)
            var rgb = [UInt8](repeating: 0, count: image.width * image.height * 3)
            image.withPixels { p, stride in
                for y in 0..<image.height {
                    let row = p + y * stride
                    var o = y * image.width * 3
                    for x in 0..<image.width {
                        rgb[o] = row[x * 4]; rgb[o + 1] = row[x * 4 + 1]; rgb[o + 2] = row[x * 4 + 2]
                        o += 3
                    }
                }
            }
            return toMemory(&png, rgb, stride: image.width * 3)
        }
        guard let surface = image.makeSDLSurface() else { return nil }
        defer { SDL_FreeSurface(surface) }
        png.format = UInt32(PNG_FORMAT_BGRA)
        let count = Int(surface.pointee.pitch) * image.height
        let pixels = [UInt8](UnsafeRawBufferPointer(start: surface.pointee.pixels, count: count))
        return toMemory(&png, pixels, stride: Int(surface.pointee.pitch))
    }

    private static func toMemory(_ png: inout png_image, _ pixels: [UInt8], stride: Int) -> [UInt8]? {
        // One pass into a buffer larger than any PNG of these pixels can be (the rows, a filter
        // byte each, zlib's worst case and the chunks); compressing twice to learn the size
        // first doubled the work.
        let rows = (abs(stride) + 1) * Int(png.height)
        var size = rows + rows / 100 + 64 * 1024
        var bytes = [UInt8](repeating: 0, count: size)
        let once = bytes.withUnsafeMutableBytes { png_image_write_to_memory(&png, $0.baseAddress, &size, 0, pixels, Int32(stride), nil) }
        if once != 0 && size <= bytes.count { return Array(bytes.prefix(size)) }
        size = 0
        guard png_image_write_to_memory(&png, nil, &size, 0, pixels, Int32(stride), nil) != 0, size > 0 else { return nil }
        bytes = [UInt8](repeating: 0, count: size)
        let ok = bytes.withUnsafeMutableBytes { png_image_write_to_memory(&png, $0.baseAddress, &size, 0, pixels, Int32(stride), nil) }
        guard ok != 0 else { return nil }
        return Array(bytes.prefix(size))
    }

    /// Loads a PNG as an image; throws when it is missing, not a regular file, not a PNG, or
    /// larger than `SceneLimits` allows.
    public static func load(_ path: String) throws -> CairoImage {
        let bytes = try PNGHeader.readImageFile(path)
        let image: CairoImage? = bytes.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)),
                  let surface = IMG_LoadPNG_RW(rw) else { return nil }
            SDL_RWclose(rw)
            defer { SDL_FreeSurface(surface) }
            return CairoImage(sdlSurface: surface)
        }
        guard let image else { throw FileError(path, "is not a readable PNG image (the data is damaged)") }
        return image
    }

    /// `load`, or nil.
    public static func read(_ path: String) -> CairoImage? {
        try? load(path)
    }
}
