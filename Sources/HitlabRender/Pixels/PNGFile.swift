import CPNG
import CSDL2
import Glibc

/// Reads PNG files with SDL2_image and writes them with libpng's simplified API in its fast
/// mode (SDL2_image's writer spent more than half of `hitlab render`'s time compressing).
/// Writing goes to a temporary file that is renamed into place, so no half-written PNG is
/// ever left behind. The same pixels always give the same bytes.
public enum PNGFile {
    public static func write(_ image: CairoImage, to path: String) throws {
        let temporary = path + ".tmp-\(getpid())"
        guard encode(image, to: temporary) else {
            unlink(temporary)
            throw RenderError.write("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RenderError.write("cannot write \(path): \(reason)")
        }
    }

    /// Opaque images are written as RGB, others as straight-alpha RGBA.
    private static func encode(_ image: CairoImage, to path: String) -> Bool {
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
            return png_image_write_to_file(&png, path, 0, rgb, Int32(image.width * 3), nil) != 0
        }
        guard let surface = image.makeSDLSurface() else { return false }
        defer { SDL_FreeSurface(surface) }
        png.format = UInt32(PNG_FORMAT_BGRA)
        return png_image_write_to_file(&png, path, 0, surface.pointee.pixels, surface.pointee.pitch, nil) != 0
    }

    /// Loads a PNG as an image (nil when it is missing or not a PNG).
    public static func read(_ path: String) -> CairoImage? {
        guard let surface = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(surface) }
        return CairoImage(sdlSurface: surface)
    }
}
