import CCairo
import CSDL2
import HitlabRender

#if canImport(Glibc)
import Glibc
#endif

/// Puts frames in the window's own surface (SDL's software framebuffer: shared memory with the
/// X server, no GPU driver): each frame is painted into a back buffer, compared with the
/// frame on screen, and only the bands that changed are copied and sent to the display. A
/// story step changes its marks and the panel's lines, not the 1920 x 1080 pixels around them.
final class SurfacePresenter {
    private let window: OpaquePointer
    private var back: CairoImage?
    /// Whether the window surface already shows the last frame (false after a resize).
    private var showing = false
    /// The surface (and its pixels) the last frame went to: SDL makes a new one when the
    /// window's size changes, sometimes before the resize event arrives.
    private var shownOn: (surface: UnsafeMutableRawPointer, pixels: UnsafeMutableRawPointer?)?
    /// Horizontal bands compared and sent on their own.
    static let bands = 24

    /// Nil when the window has no surface in a format Cairo draws (32 bits, XRGB).
    init?(window: OpaquePointer) {
        self.window = window
        // The X server's own shared-memory framebuffer, not SDL's emulation of one with a
        // texture on its renderer (on a machine without a GPU, Mesa's software OpenGL: 8-13 ms
        // a frame under Xvfb, whatever changed).
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard Self.surface(window) != nil else { return nil }
    }

    /// The window surface, when it is 32-bit XRGB or ARGB (Cairo's byte order).
    private static func surface(_ window: OpaquePointer) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let s = SDL_GetWindowSurface(window), let format = s.pointee.format?.pointee,
            format.BytesPerPixel == 4, format.Rmask == 0x00FF_0000, format.Gmask == 0x0000_FF00,
            format.Bmask == 0x0000_00FF, s.pointee.pixels != nil
        else { return nil }
        return s
    }

    /// The surface's size in pixels (what frames are drawn at, unless larger than allowed).
    var outputSize: (width: Int, height: Int) {
        guard let s = SDL_GetWindowSurface(window) else { return (0, 0) }
        return (Int(s.pointee.w), Int(s.pointee.h))
    }

    /// The window was resized: its surface is new and shows nothing yet.
    func invalidate() { showing = false }

    /// Draws a frame of `width` x `height` pixels with `body`, then shows it: only the bands
    /// that differ from the frame on screen when the frame fills the surface, else scaled to
    /// it (a window larger than frames are drawn).
    func present(width: Int, height: Int, _ body: (OpaquePointer) -> Void) throws {
        if back == nil || back!.width != width || back!.height != height {
            back = CairoImage(width: width, height: height)
            showing = false
        }
        guard let back, back.width == width, back.height == height else {
            throw RenderError.tooLarge("cannot allocate a frame of \(width) x \(height) pixels (out of memory)")
        }
        back.draw(body)
        guard let surface = Self.surface(window) else { throw RenderError.sdl(String(cString: SDL_GetError())) }
        if shownOn?.surface != UnsafeMutableRawPointer(surface) || shownOn?.pixels != surface.pointee.pixels {
            showing = false
        }
        shownOn = (UnsafeMutableRawPointer(surface), surface.pointee.pixels)
        let sw = Int(surface.pointee.w), sh = Int(surface.pointee.h)
        back.withPixels { source, stride in
            if sw == width && sh == height {
                var rects = changedBands(source, stride, surface, width: width, height: height)
                if !rects.isEmpty { SDL_UpdateWindowSurfaceRects(window, &rects, Int32(rects.count)) }
            } else if let from = SDL_CreateRGBSurfaceWithFormatFrom(
                source, Int32(width), Int32(height), 32, Int32(stride), SDL_PIXELFORMAT_ARGB8888.rawValue)
            {
                var to = SDL_Rect(x: 0, y: 0, w: Int32(sw), h: Int32(sh))
                _ = SDL_UpperBlitScaled(from, nil, surface, &to)
                SDL_FreeSurface(from)
                SDL_UpdateWindowSurfaceRects(window, &to, 1)
            }
        }
        showing = true
    }

    /// Copies the bands of the frame that differ from the surface into it, and returns them.
    private func changedBands(
        _ source: UnsafeMutablePointer<UInt8>, _ rowBytes: Int, _ surface: UnsafeMutablePointer<SDL_Surface>,
        width: Int, height: Int
    ) -> [SDL_Rect] {
        let target = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let pitch = Int(surface.pointee.pitch)
        let bandHeight = (height + Self.bands - 1) / Self.bands
        var rects: [SDL_Rect] = []
        for top in stride(from: 0, to: height, by: bandHeight) {
            let bottom = min(height, top + bandHeight)
            var first = width, last = -1
            for y in top..<bottom {
                let a = UnsafeRawPointer(source + y * rowBytes).assumingMemoryBound(to: UInt32.self)
                let b = UnsafeRawPointer(target + y * pitch).assumingMemoryBound(to: UInt32.self)
                if showing && memcmp(a, b, width * 4) == 0 { continue }
                if !showing {
                    (first, last) = (0, width - 1)
                    break
                }
                var x = 0
                while x < first && a[x] == b[x] { x += 1 }
                first = min(first, x)
                var z = width - 1
                while z > last && a[z] == b[z] { z -= 1 }
                last = max(last, z)
            }
            guard last >= first else { continue }
            for y in top..<bottom {
                memcpy(target + y * pitch + first * 4, source + y * rowBytes + first * 4, (last - first + 1) * 4)
            }
            rects.append(SDL_Rect(x: Int32(first), y: Int32(top), w: Int32(last - first + 1), h: Int32(bottom - top)))
        }
        return rects
    }
}
