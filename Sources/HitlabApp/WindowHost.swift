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
    /// Start with the story paused: each click shows its first step and → steps on.
    public var paused = false
    /// Print one line per input with the resulting state (`ui: ...`), for tests.
    public var traceUI = false
    public var script: UIScript?
    public var projector = false

    public init() {}
}

public enum WindowError: Error, CustomStringConvertible {
    case noDisplay
    case cannotOpenDisplay(String)
    case sdl(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "no display: the playground needs a window (set DISPLAY, or run it under Xvfb: `xvfb-run -a hitlab`). "
                + "`hitlab render SCENE -o OUT.png` draws without one."
        case .cannotOpenDisplay(let display):
            return "cannot open the display DISPLAY=\(display): is the X server running? (`xvfb-run -a hitlab` starts one)"
        case .sdl(let message): return "SDL: \(message)"
        }
    }
}

/// The playground's window: SDL events in, frames out. All decisions are the Playground's.
public final class WindowHost {
    let playground: Playground
    let options: WindowOptions
    let renderer: Renderer
    private var window: OpaquePointer?
    private var sdlRenderer: OpaquePointer?
    private var presenter: FramePresenter?
    private var watcher: SceneWatcher?

    // Input state.
    /// What the last frame painted, where: the pointer is routed against it.
    private var windowLayout = WindowLayout()
    private lazy var pointer = PointerInput(playground: playground)
    private var fullscreen = false
    private var dirty = true
    private var quitting = false
    private var shots = 0
    private var clock = 0.0

    // Script.
    private var scriptIndex = 0
    private var scriptWaitUntil = 0.0

    // Figures.
    private var frameTimes: [Double] = []
    private var composeTimes: [Double] = []

    public init(playground: Playground, options: WindowOptions) throws {
        self.playground = playground
        self.options = options
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty && (env["WAYLAND_DISPLAY"] ?? "").isEmpty && (env["SDL_VIDEODRIVER"] ?? "").isEmpty {
            throw WindowError.noDisplay
        }
        renderer = try Renderer()
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw WindowError.sdl(String(cString: SDL_GetError())) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if driver == "offscreen" || driver == "dummy", env["SDL_VIDEODRIVER"] == nil {
            SDL_Quit()
            if let display = env["DISPLAY"], !display.isEmpty { throw WindowError.cannotOpenDisplay(display) }
            throw WindowError.noDisplay
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow("Hitlab", Int32(0x2FFF_0000), Int32(0x2FFF_0000), Int32(options.width), Int32(options.height), flags) else {
            throw WindowError.sdl(String(cString: SDL_GetError()))
        }
        self.window = window
        let accelerated = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
        guard let r = accelerated ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw WindowError.sdl(String(cString: SDL_GetError()))
        }
        sdlRenderer = r
        presenter = FramePresenter(renderer: r)
        if let path = playground.scenePath { watcher = SceneWatcher(path: path) }
        if options.projector { playground.perform(.toggleProjector) }
        if options.paused { playground.perform(.playPause) }
    }

    deinit {
        presenter = nil
        if let sdlRenderer { SDL_DestroyRenderer(sdlRenderer) }
        if let window { SDL_DestroyWindow(window) }
        SDL_Quit()
    }

    // MARK: The loop

    /// Runs until the window closes or `q`; returns the exit status.
    public func run() -> Int32 {
        var last = Double(SDL_GetTicks64()) / 1000
        var lastWatch = last
        draw()
        log("ready")
        while !quitting {
            let busy = playground.isAnimating || (options.script != nil && scriptIndex < (options.script?.steps.count ?? 0))
            var event = SDL_Event()
            if SDL_WaitEventTimeout(&event, busy ? 8 : 250) != 0 {
                handle(event)
                while SDL_PollEvent(&event) != 0 { handle(event) }
            }
            let now = Double(SDL_GetTicks64()) / 1000
            let dt = min(0.25, now - last)
            last = now
            clock = now
            if playground.tick(dt) { dirty = true }
            if now - lastWatch >= 0.5 {
                lastWatch = now
                checkSceneFile()
            }
            runScript(now)
            if dirty { draw() }
        }
        log("quit")
        if options.traceUI && !frameTimes.isEmpty {
            let mean = frameTimes.reduce(0, +) / Double(frameTimes.count)
            let compose = composeTimes.reduce(0, +) / Double(max(1, composeTimes.count))
            let sorted = frameTimes.sorted()
            print(String(format: "ui: frames %d, mean draw %.2f ms (of which composing %.2f ms), median %.2f ms, max %.2f ms",
                         frameTimes.count, mean, compose, sorted[sorted.count / 2], sorted.last ?? 0))
            fflush(nil)
        }
        return 0
    }

    /// Does what a command asked of the window.
    private func apply(_ effect: Playground.Effect?) {
        switch effect {
        case .toggleFullscreen?:
            fullscreen.toggle()
            SDL_SetWindowFullscreen(window, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
            dirty = true
        case .screenshot?:
            shots += 1
            saveScreenshot(to: "out/hitlab-window-\(shots).png")
        case .quit?:
            quitting = true
        case nil:
            break
        }
    }

    private func checkSceneFile() {
        guard let watcher, playground.mode == .scene, watcher.changed() else { return }
        do {
            let loaded = try SceneLoader.load(path: watcher.path)
            renderer.store.removeAll()
            playground.reload(loaded.scene, errors: [])
            log("reloaded")
        } catch {
            playground.reload(nil, errors: SceneLoadError.lines(for: error, path: watcher.path))
            log("reload-failed")
        }
        dirty = true
    }

    // MARK: Drawing

    private var outputSize: (Int, Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        return (Int(max(1, w)), Int(max(1, h)))
    }

    /// Pixels per window point (2 on HiDPI screens).
    private var pixelRatio: Double {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Double(outputSize.0) / Double(max(1, w))
    }

    private func draw() {
        dirty = false
        guard let presenter else { return }
        let (w, h) = outputSize
        let start = DispatchTime.now().uptimeNanoseconds
        var composed = 0.0
        try? presenter.present(width: w, height: h) { cr in
            let t0 = DispatchTime.now().uptimeNanoseconds
            self.drawFrame(width: w, height: h, cr)
            composed = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        }
        composeTimes.append(composed)
        SDL_RenderPresent(sdlRenderer)
        frameTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        if options.traceUI {
            print("ui: drawn \(frameTimes.count)")
            fflush(nil)
        }
        if let scene = playground.scene {
            SDL_SetWindowTitle(window, "Hitlab — " + scene.title)
        }
    }

    /// Everything the window shows, into any Cairo context of `width` x `height` pixels.
    func drawFrame(width: Int, height: Int, _ cr: OpaquePointer) {
        let theme = playground.theme
        let uiScale = max(1, Double(height) / 720)
        let painter = WindowPainter(renderer: renderer, theme: theme, scale: uiScale)
        let full = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        if playground.mode == .gallery {
            // Laid out first: clicks are found in the same cards that are painted.
            windowLayout.galleryCards = painter.galleryCards(count: playground.gallery.count, in: full)
            painter.gallery(playground.gallery.map { ($0.scene?.title ?? $0.path, $0.scene, $0.errors.count) },
                            selected: playground.galleryIndex, cards: windowLayout.galleryCards, in: full, cr)
            if !playground.banner.isEmpty { banner(painter, in: full, cr) }
            if playground.showHelp { help(painter, in: full, cr) }
            windowLayout.frame = nil
            return
        }
        guard let scene = playground.scene else { return }
        var options = RenderOptions(theme: theme, frameSize: (width, height))
        options.zoom = playground.zoom
        options.layers3D = playground.show3D
        options.yaw = playground.yaw
        options.pitch = playground.pitch
        options.showPanel = playground.showPanel
        let story = playground.story
        let state = playground.storyState
        let layout = renderer.layout(scene, story: story, state: state, options: options)
        let changed = windowLayout.frame.map { $0.sceneRect != layout.sceneRect || $0.size != layout.size } ?? true
        windowLayout.frame = layout
        // Laid out first: clicks on the tree find the same rows that are painted.
        let panel = renderer.panelLayout(scene, story: story, state: state, layout: layout, options: options, selected: playground.selection)
        let rows = panel?.viewRows ?? [:]
        renderer.drawFrame(scene, story: story, state: state, layout: layout, options: options,
                           selected: playground.selection, panel: panel, cr)
        if changed { log("layout") }
        if rows != windowLayout.treeRows {
            windowLayout.treeRows = rows
            if self.options.traceUI { logRows() }
        }
        let canvas = Rect(x: 0, y: 0, width: layout.panelRect.width > 0 ? layout.panelRect.minX : Double(width), height: Double(height))
        if !playground.show3D {
            if playground.showHitMap { painter.hitMap(scene, layout: layout, cr) }
            if let name = playground.hover, let view = scene.view(named: name) { painter.hover(view, layout: layout, cr) }
            if let name = playground.selection, let view = scene.view(named: name) { painter.selection(view, layout: layout, cr) }
        }
        if let name = playground.selection, let view = scene.view(named: name) {
            painter.textBox(Playground.inspectorLines(view), in: canvas, corner: .bottomRight, maxWidth: 420 * uiScale, cr)
        }
        painter.textBox([(playground.statusLine, bold: playground.predict)], in: canvas, corner: .bottomLeft, cr)
        if !playground.banner.isEmpty { banner(painter, in: canvas, cr) }
        if playground.showHelp { help(painter, in: full, cr) }
    }

    private func banner(_ painter: WindowPainter, in area: Rect, _ cr: OpaquePointer) {
        let lines = [("The scene file no longer loads; showing the last good version:", bold: true)]
            + playground.banner.prefix(6).map { ($0, bold: false) }
            + (playground.banner.count > 6 ? [("… and \(playground.banner.count - 6) more", bold: false)] : [])
        painter.textBox(lines, in: area, corner: .topLeft, background: Colour(r: 0x8B, g: 0x1A, b: 0x10),
                        ink: Colour(r: 255, g: 255, b: 255), maxWidth: area.width - 40, cr)
    }

    private func help(_ painter: WindowPainter, in area: Rect, _ cr: OpaquePointer) {
        var rows = KeyBindings.all.map { (keys: $0.keys.map(\.description).joined(separator: " / "), summary: $0.summary) }
        rows.append((keys: "mouse", summary: "click or drag the scene: a touch; right-click: select a view"))
        rows.append((keys: "gallery", summary: "arrows choose a scene, Enter opens it"))
        painter.help(rows, in: area, cr)
    }

    // MARK: Screenshots

    /// The window as Hitlab draws it, written as a PNG.
    func saveScreenshot(to path: String) {
        let (w, h) = outputSize
        let image = CairoImage(width: w, height: h)
        image.draw { cr in self.drawFrame(width: w, height: h, cr) }
        do {
            try PNGFile.write(image, to: path, createFolders: true)
            log("screenshot \(path)")
        } catch {
            FileHandle.standardError.write(Data("hitlab: \(error)\n".utf8))
        }
    }

    // MARK: Logging

    /// Where each view's row of the tree is, in window points (tests click them).
    private func logRows() {
        let ratio = pixelRatio
        let rows = windowLayout.treeRows.sorted { $0.value.minY < $1.value.minY }.map {
            "\($0.key)@\(Int(($0.value.midX / ratio).rounded())),\(Int(($0.value.midY / ratio).rounded()))"
        }
        print("ui: rows " + rows.joined(separator: " "))
        fflush(nil)
    }

    func log(_ event: String) {
        guard options.traceUI else { return }
        var line = "ui: \(event) | \(playground.summary) | fullscreen=\(fullscreen)"
        if let layout = windowLayout.frame {
            line += String(format: " | scene-rect %.1f %.1f %.1f %.1f scale %.4f ratio %.2f", layout.sceneRect.minX, layout.sceneRect.minY,
                           layout.sceneRect.width, layout.sceneRect.height, layout.sceneScale, pixelRatio)
        }
        print(line)
        fflush(nil)
    }

    // MARK: Input

    private func handle(_ event: SDL_Event) {
        switch event.type {
        case SDL_QUIT.rawValue:
            quitting = true
        case SDL_WINDOWEVENT.rawValue:
            dirty = true
        case SDL_KEYDOWN.rawValue:
            if let chord = chord(event.key.keysym) { key(chord) }
        case SDL_MOUSEBUTTONDOWN.rawValue:
            let b = event.button
            apply(pointer.down(pixel(b.x, b.y), button: Int(b.button), alt: SDL_GetModState().rawValue & KMOD_ALT.rawValue != 0,
                               in: windowLayout, time: clock))
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            apply(pointer.moved(pixel(m.x, m.y), dx: Double(m.xrel), dy: Double(m.yrel), in: windowLayout, time: clock))
        case SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            apply(pointer.up(pixel(b.x, b.y), button: Int(b.button), in: windowLayout, time: clock))
        default:
            break
        }
    }

    func key(_ chord: KeyChord) {
        if playground.mode == .gallery && !playground.showHelp && playground.performInGallery(chord.key) {
            dirty = true
            log("key \(chord)")
            return
        }
        if let command = KeyBindings.command(for: chord) {
            apply(playground.perform(command))
            dirty = true
            log("key \(chord) \(command.rawValue)")
        }
    }

    /// A position in window points as frame pixels.
    private func pixel(_ x: Int32, _ y: Int32) -> Point { Point(Double(x) * pixelRatio, Double(y) * pixelRatio) }

    /// What the pointer's input asked of the window.
    private func apply(_ outcome: PointerInput.Outcome) {
        if outcome.redraw { dirty = true }
        if outcome.openedScene { watcher = playground.scenePath.map(SceneWatcher.init) }
        if let event = outcome.event { log(event) }
    }

    /// SDL's key to the playground's.
    private func chord(_ sym: SDL_Keysym) -> KeyChord? {
        let shift = (UInt32(sym.mod) & KMOD_SHIFT.rawValue) != 0
        let code = sym.sym
        let named: [Int32: Key] = [
            Int32(SDLK_SPACE.rawValue): .space, Int32(SDLK_LEFT.rawValue): .left, Int32(SDLK_RIGHT.rawValue): .right,
            Int32(SDLK_UP.rawValue): .up, Int32(SDLK_DOWN.rawValue): .down, Int32(SDLK_HOME.rawValue): .home,
            Int32(SDLK_END.rawValue): .end, Int32(SDLK_ESCAPE.rawValue): .escape, Int32(SDLK_RETURN.rawValue): .enter,
            Int32(SDLK_KP_ENTER.rawValue): .enter, Int32(SDLK_TAB.rawValue): .tab, Int32(SDLK_F12.rawValue): .f12,
        ]
        if let key = named[code] { return KeyChord(key, shift: shift) }
        if code == Int32(SDLK_KP_PLUS.rawValue) { return KeyChord(.character("+")) }
        if code == Int32(SDLK_KP_MINUS.rawValue) { return KeyChord(.character("-")) }
        guard code > 32, code < 127, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        var c = Character(scalar)
        if shift {
            switch c {
            case "/": c = "?"
            case "=": c = "+"
            default: break
            }
            return KeyChord(.character(c), shift: c == "?" || c == "+" ? false : true)
        }
        return KeyChord(.character(c))
    }

    // MARK: Script

    private func runScript(_ now: Double) {
        guard let script = options.script else { return }
        while scriptIndex < script.steps.count && now >= scriptWaitUntil {
            let step = script.steps[scriptIndex]
            scriptIndex += 1
            dirty = true
            switch step {
            case .wait(let s):
                scriptWaitUntil = now + s
                return
            case .press(let p):
                playground.press(at: p, time: now)
                log("script press")
            case .move(let p):
                playground.move(to: p, time: now)
            case .release(let p):
                playground.release(at: p, time: now)
                log("script release")
            case .click(let p):
                playground.press(at: p, time: now)
                playground.release(at: p, time: now + 0.1)
                log("script click")
            case .key(let chord):
                key(chord)
            case .screenshot(let path):
                if dirty { draw() }
                saveScreenshot(to: path)
            case .quit:
                quitting = true
                return
            }
        }
    }
}
