import CSDL2
import HitlabCore
import HitlabRender
import HitlabStory
import HitlabWords

/// SDL's software renderer drawing into a surface: frames without a window (benchmarks,
/// and any headless use of `FramePresenter`).
public final class OffscreenTarget {
    public let width: Int
    public let height: Int
    private let surface: UnsafeMutablePointer<SDL_Surface>
    private let renderer: OpaquePointer
    public let presenter: FramePresenter

    public init(width: Int, height: Int) throws {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else {
            throw RenderError.sdl(String(cString: SDL_GetError()))
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            SDL_FreeSurface(surface)
            throw RenderError.sdl(String(cString: SDL_GetError()))
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.renderer = renderer
        presenter = FramePresenter(renderer: renderer)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Waits until everything drawn so far is in the surface.
    public func flush() {
        SDL_RenderFlush(renderer)
    }

    /// Plain SDL fills: the background, then each rectangle alpha-blended (the floor any
    /// renderer of the same rectangles has to beat).
    public func plainFills(_ rects: [(Rect, Colour)], background: Colour) {
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, 255)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for (rect, colour) in rects {
            var r = SDL_Rect(
                x: pixels32(rect.minX), y: pixels32(rect.minY), w: pixels32(rect.width), h: pixels32(rect.height))
            SDL_SetRenderDrawColor(renderer, colour.r, colour.g, colour.b, colour.a)
            SDL_RenderFillRect(renderer, &r)
        }
        SDL_RenderFlush(renderer)
    }
}
