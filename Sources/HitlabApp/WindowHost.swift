import CCairo
import CSDL2
import Foundation
import HitlabCore
import HitlabRender
import HitlabScene

/// How to open the window.
public struct WindowOptions {
    public var width = 1280
    public var height = 800
    /// Shrink the window to the screen's usable area when the screen is smaller (no `--size`
    /// given): a 1024x768 projector gets the whole window, not a window that spills off it.
    public var fitsScreen = false
    /// Start with the story paused: each click shows its first step and → steps on.
    public var paused = false
    /// Print one line per input with the resulting state (`ui: ...`), for tests.
    public var traceUI = false
    public var script: UIScript?
    public var projector = false
    /// Start in edit mode (F2): `hitlab new`, `open --edit`.
    public var editing = false
    public var language: Language = .en

    public init() {}
}

public enum WindowError: Error, CustomStringConvertible {
    case noDisplay
    case cannotOpenDisplay(String)
    case sdl(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return
                "no display: the playground needs a window (set DISPLAY, or run it under Xvfb: `xvfb-run -a hitlab`). "
                + "`hitlab render SCENE -o OUT.png` draws without one."
        case .cannotOpenDisplay(let display):
            return
                "cannot open the display DISPLAY=\(display): is the X server running? (`xvfb-run -a hitlab` starts one)"
        case .sdl(let message): return "SDL: \(message)"
        }
    }
}

/// The playground's window: SDL events in, frames out. It holds no playground policy: every
/// decision, the layout and the painting are the `WindowApp`'s.
public final class WindowHost {
    let app: WindowApp
    private var window: OpaquePointer?
    private var sdlRenderer: OpaquePointer?
    private var presenter: FramePresenter?
    /// The window's own surface, with only what changed sent on (SDL's renderer, through a GPU
    /// driver or Mesa's software one, when the window has no such surface).
    private var surfacePresenter: SurfacePresenter?
    /// The window's size before it went fullscreen.
    private var windowed: (width: Int32, height: Int32) = (0, 0)
    private var dirty = true
    private var quitting = false
    private var clock = 0.0
    private var frameTimes: [Double] = []
    private var composeTimes: [Double] = []

    public init(playground: Playground, options: WindowOptions) throws {
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty
            && (env["SDL_VIDEODRIVER"] ?? "").isEmpty
        {
            throw WindowError.noDisplay
        }
        app = WindowApp(playground: playground, options: options, renderer: try Renderer())
        // Xlib converts the window title from the C library's character set: UTF-8, whatever
        // LANG says, or a title with "–" or Chinese reaches the window manager garbled or not at all.
        setlocale(LC_CTYPE, "C.UTF-8")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw WindowError.sdl(String(cString: SDL_GetError())) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if driver == "offscreen" || driver == "dummy", env["SDL_VIDEODRIVER"] == nil {
            SDL_Quit()
            if let display = env["DISPLAY"], !display.isEmpty { throw WindowError.cannotOpenDisplay(display) }
            throw WindowError.noDisplay
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        var options = options
        var origin = Int32(0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
        var usable = SDL_Rect()
        if options.fitsScreen, SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0,
            options.width > Int(usable.w) || options.height > Int(usable.h)
        {
            options.width = min(options.width, Int(usable.w))
            options.height = min(options.height, Int(usable.h))
            // A window as large as the screen starts at its usable area's corner.
            if options.width == Int(usable.w) && options.height == Int(usable.h) { origin = 0 }
        }
        let x = origin == 0 ? usable.x : origin, y = origin == 0 ? usable.y : origin
        guard
            let window = SDL_CreateWindow(
                "Hitlab", x, y, Int32(options.width), Int32(options.height), flags)
        else {
            throw WindowError.sdl(String(cString: SDL_GetError()))
        }
        self.window = window
        // A window larger than frames are drawn (past twice a 4K screen) is left to SDL's
        // renderer, which stretches frames to it with less memory than a scaled surface.
        if options.width * options.height <= 2 * Self.fourK, let surface = SurfacePresenter(window: window) {
            surfacePresenter = surface
            resize()
            return
        }
        try useRenderer(window)
    }

    /// Frames through SDL's renderer (a GPU driver, or Mesa's software one).
    private func useRenderer(_ window: OpaquePointer) throws {
        let accelerated = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
        guard let r = accelerated ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw WindowError.sdl(String(cString: SDL_GetError()))
        }
        sdlRenderer = r
        presenter = FramePresenter(renderer: r)
        resize()
    }

    deinit {
        presenter = nil
        surfacePresenter = nil
        if let sdlRenderer { SDL_DestroyRenderer(sdlRenderer) }
        if let window { SDL_DestroyWindow(window) }
        SDL_Quit()
    }

    /// Runs until the window closes or `q`; returns the exit status.
    public func run() -> Int32 {
        var last = Double(SDL_GetTicks64()) / 1000
        draw()
        app.log("ready")
        while !quitting {
            var event = SDL_Event()
            if SDL_WaitEventTimeout(&event, app.isBusy ? 8 : 250) != 0 {
                handle(event)
                while SDL_PollEvent(&event) != 0 { handle(event) }
            }
            let now = Double(SDL_GetTicks64()) / 1000
            clock = now
            apply(app.tick(now: now, dt: min(0.25, now - last)))
            last = now
            if dirty && !quitting { draw() }
        }
        app.log("quit")
        if !frameTimes.isEmpty {
            let mean = frameTimes.reduce(0, +) / Double(frameTimes.count)
            let compose = composeTimes.reduce(0, +) / Double(max(1, composeTimes.count))
            let sorted = frameTimes.sorted()
            app.report(
                String(
                    format: "frames %d, first %.2f ms, mean draw %.2f ms (of which composing %.2f ms), "
                        + "median %.2f ms, max %.2f ms",
                    frameTimes.count, frameTimes[0], mean, compose, sorted[sorted.count / 2], sorted.last ?? 0))
        }
        return 0
    }

    private func apply(_ requests: HostRequests) {
        if requests.contains(.toggleFullscreen) {
            if app.fullscreen {
                var w: Int32 = 0, h: Int32 = 0
                SDL_GetWindowSize(window, &w, &h)
                windowed = (w, h)
            }
            SDL_SetWindowFullscreen(window, app.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
            // SDL (2.26, X11) keeps the fullscreen size as the window's, and its surface, once the
            // window leaves fullscreen, and sends no resize (libsdl-org/SDL#5055): setting the
            // size it had before again makes SDL take it, with a surface of that size.
            if surfacePresenter != nil, !app.fullscreen, windowed.width > 0 {
                SDL_SetWindowSize(window, windowed.width, windowed.height)
                resize()
            }
        }
        if requests.contains(.redraw) { dirty = true }
        if requests.contains(.quit) { quitting = true }
    }

    /// Tells the app the frame's size in pixels and the pixels per window point (2 on HiDPI).
    private func resize() {
        var w: Int32 = 0, h: Int32 = 0, points: Int32 = 0, unused: Int32 = 0
        SDL_GetWindowSize(window, &points, &unused)
        if let surfacePresenter {
            // A window surface has a pixel per point (X11 scales nothing for SDL).
            surfacePresenter.invalidate()
            (w, h) = (Int32(surfacePresenter.outputSize.width), Int32(surfacePresenter.outputSize.height))
            points = w
        } else {
            SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        }
        let frame = Self.frameSize(output: (Int(w), Int(h)))
        app.resize(
            width: frame.width, height: frame.height, pixelRatio: Double(max(1, frame.width)) / Double(max(1, points)))
    }

    /// The most pixels a frame is drawn with: twice a 4K screen's (3840 x 2160) in a window up
    /// to that size. A larger window (an 8K screen, `--size 8000x8000` on a display that
    /// large) already costs twice its size in SDL's and the GL driver's own buffers, so its
    /// frame gets as many fewer pixels as the window has more, down to a 4K screen's, and SDL
    /// stretches it (an 8K screen: each pixel twice as wide and high). The process stays
    /// under 1 GB at every window size `--size` accepts; a 4K projector is always drawn
    /// pixel for pixel.
    static let fourK = 3840 * 2160

    /// The frame for a renderer output of `output` pixels: the same, or scaled down (keeping
    /// its shape) to the pixels above.
    static func frameSize(output: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let w = max(1, output.width), h = max(1, output.height)
        let most = max(fourK, 2 * fourK - max(0, w * h - 2 * fourK))
        guard w * h > most else { return (w, h) }
        let shrink = (Double(most) / Double(w * h)).squareRoot()
        return (max(1, Int(Double(w) * shrink)), max(1, Int(Double(h) * shrink)))
    }

    private func draw() {
        dirty = false
        let (w, h) = app.frameSize
        let start = DispatchTime.now().uptimeNanoseconds
        var composed = 0.0
        let paint: (OpaquePointer) -> Void = { cr in
            let t0 = DispatchTime.now().uptimeNanoseconds
            self.app.paint(width: w, height: h, cr)
            composed = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        }
        if let surfacePresenter {
            try? surfacePresenter.present(width: w, height: h, paint)
        } else if let presenter {
            try? presenter.present(width: w, height: h, paint)
            SDL_RenderPresent(sdlRenderer)
        } else {
            return
        }
        composeTimes.append(composed)
        frameTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        app.report("drawn \(frameTimes.count)")
        SDL_SetWindowTitle(window, app.title)
    }

    private func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            // Closing asks first when there are unsaved edits (a second close quits).
            apply(app.close())
        case SDL_WINDOWEVENT.rawValue:
            resize()
            dirty = true
        default:
            if let requests = SDLEvents.route(event, to: app, time: clock) { apply(requests) }
        }
    }
}
