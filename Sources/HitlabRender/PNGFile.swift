import CSDL2
import Glibc

/// Reads and writes PNG files with SDL2_image. Writing goes to a temporary file that is
/// renamed into place, so no half-written PNG is ever left behind.
public enum PNGFile {
    public static func write(_ image: CairoImage, to path: String) throws {
        guard let surface = image.makeSDLSurface() else { throw RenderError.sdl(String(cString: SDL_GetError())) }
        defer { SDL_FreeSurface(surface) }
        let temporary = path + ".tmp-\(getpid())"
        guard IMG_SavePNG(surface, temporary) == 0 else {
            unlink(temporary)
            throw RenderError.write("cannot write \(path): \(String(cString: SDL_GetError()))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RenderError.write("cannot write \(path): \(reason)")
        }
    }

    /// Loads a PNG as an image (nil when it is missing or not a PNG).
    public static func read(_ path: String) -> CairoImage? {
        guard let surface = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(surface) }
        return CairoImage(sdlSurface: surface)
    }
}
