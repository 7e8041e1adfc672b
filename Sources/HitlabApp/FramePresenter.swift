import CCairo
import CSDL2
import HitlabRender

/// Puts frames on any SDL renderer (a window's, or a software renderer on a surface): the
/// frame is drawn with Cairo straight into a streaming texture's pixels, then copied.
public final class FramePresenter {
    public let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var size = (width: 0, height: 0)

    public init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    /// Draws a frame of `width` x `height` pixels with `body` and copies it to the renderer.
    public func present(width: Int, height: Int, _ body: (OpaquePointer) -> Void) throws {
        if texture == nil || size.width != width || size.height != height {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
            size = (width, height)
        }
        guard let texture else { throw RenderError.sdl("SDL_CreateTexture: " + String(cString: SDL_GetError())) }
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else {
            throw RenderError.sdl("SDL_LockTexture: " + String(cString: SDL_GetError()))
        }
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), pitch)!
        let cr = cairo_create(surface)!
        body(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
        SDL_UnlockTexture(texture)
        SDL_RenderCopy(renderer, texture, nil, nil)
    }
}
