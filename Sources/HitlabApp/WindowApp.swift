import Foundation
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabWords

/// What the window must do after an input: the only things a host does itself.
public struct HostRequests: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let redraw = HostRequests(rawValue: 1)
    public static let toggleFullscreen = HostRequests(rawValue: 2)
    public static let quit = HostRequests(rawValue: 4)
}

/// The playground window without a window: keys, pointer positions (frame pixels) and time
/// come in; requests to the host and `--trace-ui` lines go out; `paint` draws a frame into any
/// Cairo context. It plays `--script`s, watches the scene file, names screenshots and lays the
/// frame out before painting, so input is routed against what was painted. Tests drive it with
/// no display at all; the SDL host only translates events and presents frames.
public final class WindowApp {
    public let playground: Playground
    let renderer: Renderer
    let traceUI: Bool
    /// Where `--trace-ui` lines go (standard output in the real window).
    public var output: (String) -> Void = { line in
        print(line)
        fflush(nil)
    }

    /// What the last frame painted, where: the pointer is routed against it.
    public internal(set) var layout = WindowLayout()
    private lazy var pointer = PointerInput(playground: playground)
    private var watcher: SceneWatcher?
    /// The scene whose images the watcher watches.
    private weak var watcherScene: Scene?
    private var script: ScriptPlayer?
    /// The frame's size in pixels and pixels per window point, as the host last said.
    public private(set) var frameSize = (width: 1280, height: 800)
    public private(set) var pixelRatio = 1.0
    public private(set) var fullscreen = false
    /// Where the pointer last was, frame pixels (the spotlight follows it).
    public private(set) var pointerPixel: Point?
    /// Where a script's press holds the pointer down, in frame pixels.
    private var scriptPointer: Point?
    /// How far the gallery is scrolled, pixels.
    var galleryScroll = 0.0
    private var lastWatch = 0.0
    /// Where `s` saves screenshots (relative to the working folder).
    public var screenshotFolder = "out"
    /// Whether frames show the status line (a lesson's export leaves it out of its slides).
    public var showsStatus = true

    public init(playground: Playground, options: WindowOptions, renderer: Renderer) {
        self.playground = playground
        self.renderer = renderer
        traceUI = options.traceUI
        script = options.script.map(ScriptPlayer.init)
        if options.projector { playground.perform(.toggleProjector) }
        if options.paused {
            playground.startsPaused = true
            playground.perform(.playPause)
        }
        playground.setLanguage(options.language)
        if options.editing && playground.mode == .scene && !playground.editing { playground.perform(.toggleEditing) }
        _ = watching()
    }

    /// The window's title.
    public var title: String {
        let unsaved = playground.hasUnsavedEdits ? playground.language.say(" ● unsaved edits") : ""
        return (playground.scene.map { "Hitlab – " + $0.title(in: playground.language) } ?? "Hitlab") + unsaved
    }

    /// Whether time alone changes the picture (the host then wakes often).
    public var isBusy: Bool { playground.isAnimating || (script.map { !$0.finished } ?? false) }

    /// The host's frame size in pixels and its pixels per window point.
    public func resize(width: Int, height: Int, pixelRatio: Double) {
        frameSize = (max(1, width), max(1, height))
        self.pixelRatio = pixelRatio
    }

    // MARK: Input

    public func key(_ chord: KeyChord) -> HostRequests {
        if playground.mode == .scene && playground.keyFieldKey(chord) {
            log("key \(chord) field")
            return .redraw
        }
        if playground.mode == .scene && playground.find(chord.key) {
            log("key \(chord) find")
            return .redraw
        }
        if playground.mode == .scene && !chord.shift && playground.typeStep(chord.key) {
            log("key \(chord) goto")
            return .redraw
        }
        // ↑ and ↓ in the gallery go to the card above or below, as the rows are laid out.
        if playground.mode == .gallery && !playground.showHelp && (chord.key == .up || chord.key == .down) {
            // The first row has none above it, the last none below: the selection stays.
            if let target = cardInRow(from: playground.galleryIndex, down: chord.key == .down) {
                playground.selectGalleryEntry(target)
            }
            log("key \(chord)")
            return .redraw
        }
        if playground.mode == .gallery && !playground.showHelp && playground.performInGallery(chord.key) {
            _ = watching()
            log("key \(chord)")
            return .redraw
        }
        guard let command = KeyBindings.command(for: chord) else { return [] }
        // h on a help of several pages turns to the next; on the last it closes.
        if command == .help && playground.showHelp && playground.display.helpPage + 1 < layout.helpPageCount {
            playground.turnHelpPage()
            log("key \(chord) help page \(playground.display.helpPage + 1)")
            return .redraw
        }
        let requests = apply(playground.perform(command))
        _ = watching()
        log("key \(chord) \(command.rawValue)")
        return requests.union(.redraw)
    }

    /// The card in the next row above or below card `i` nearest it across; nil at the end.
    private func cardInRow(from i: Int, down: Bool) -> Int? {
        let cards = layout.galleryContent
        guard cards.indices.contains(i) else { return nil }
        let here = cards[i]
        let rows = Set(cards.map(\.minY)).filter { down ? $0 > here.minY : $0 < here.minY }
        guard let row = down ? rows.min() : rows.max() else { return nil }
        return cards.indices.filter { cards[$0].minY == row }.min {
            abs(cards[$0].midX - here.midX) < abs(cards[$1].midX - here.midX)
        }
    }

    /// The window's close button: as `q`, so unsaved edits are asked about first.
    public func close() -> HostRequests {
        let requests = apply(playground.perform(.quit))
        log("close")
        return requests.union(.redraw)
    }

    /// Text typed (SDL's text input: letters with Shift, an input method's Chinese), for the
    /// inspector's key field; elsewhere keys are read as keys.
    public func text(_ s: String) -> HostRequests {
        guard playground.mode == .scene, playground.type(s) else { return [] }
        log("text \(s)")
        return .redraw
    }

    /// Pointer positions are in frame pixels; `button` 1 is the left, 3 the right.
    /// Shift+click puts a finger down that stays (again on it: lifts it); Ctrl+drag plays two
    /// fingers mirrored around the press (T4, T5, G6 with a mouse).
    public func pointerDown(
        _ pixel: Point, button: Int, alt: Bool, shift: Bool = false, ctrl: Bool = false, time: Double
    ) -> HostRequests {
        apply(pointer.down(pixel, button: button, alt: alt, shift: shift, ctrl: ctrl, in: layout, time: time))
    }

    /// A touch screen's fingers, by SDL's id, at frame pixels.
    public func fingerDown(_ id: Int64, _ pixel: Point, time: Double) -> HostRequests {
        apply(pointer.fingerDown(id, pixel, in: layout, time: time))
    }
    public func fingerMoved(_ id: Int64, _ pixel: Point, time: Double) -> HostRequests {
        apply(pointer.fingerMoved(id, pixel, in: layout, time: time))
    }
    public func fingerUp(_ id: Int64, _ pixel: Point, time: Double) -> HostRequests {
        apply(pointer.fingerUp(id, pixel, in: layout, time: time))
    }

    /// `dx`, `dy`: how far the pointer moved, in window points.
    public func pointerMoved(_ pixel: Point, dx: Double, dy: Double, time: Double) -> HostRequests {
        pointerPixel = pixel
        let requests = apply(pointer.moved(pixel, dx: dx, dy: dy, in: layout, time: time))
        return playground.spotlight ? requests.union(.redraw) : requests
    }

    public func pointerUp(_ pixel: Point, button: Int, time: Double) -> HostRequests {
        apply(pointer.up(pixel, button: button, in: layout, time: time))
    }

    /// Time passes: the story plays, the scene file is looked at twice a second, the script
    /// goes on. `now` is in seconds on any clock that only goes forward.
    public func tick(now: Double, dt: Double) -> HostRequests {
        var requests: HostRequests = playground.tick(dt) ? .redraw : []
        if now - lastWatch >= 0.5 {
            lastWatch = now
            requests.formUnion(reloadIfChanged())
        }
        if script != nil { requests.formUnion(runScript(now)) }
        return requests
    }

    /// Reloads the scene when its file changed; a file that no longer loads keeps the last
    /// good scene and shows the errors in a banner.
    public func reloadIfChanged() -> HostRequests {
        guard playground.mode == .scene, let watcher = watching(), watcher.changed() else { return [] }
        // Unsaved edits are never lost to a reload; Hitlab's own save is not reloaded.
        if let text = try? String(contentsOfFile: watcher.path, encoding: .utf8), !playground.fileChanged(text: text) {
            return .redraw
        }
        do {
            let loaded = try SceneLoader.loadSceneOrDump(path: watcher.path, language: playground.language).0
            watcher.watch(images: loaded.scene.imagePaths)
            renderer.store.removeAll()
            playground.reload(loaded.scene, errors: [])
            watcherScene = playground.scene
            log("reloaded")
        } catch {
            playground.reload(
                nil, errors: SceneLoadError.lines(for: error, path: watcher.path, language: playground.language))
            log("reload-failed")
        }
        return .redraw
    }

    private func apply(_ effect: Playground.Effect?) -> HostRequests {
        switch effect {
        case .toggleFullscreen?:
            fullscreen.toggle()
            return [.toggleFullscreen, .redraw]
        case .screenshot?:
            saveScreenshot(to: nextScreenshotPath())
            return []
        case .quit?:
            return .quit
        case nil:
            return []
        }
    }

    /// The watcher of the scene on screen (and its images), however it was opened.
    private func watching() -> SceneWatcher? {
        guard let path = playground.scenePath else { return nil }
        if watcher?.path != path || watcherScene !== playground.scene {
            if watcher?.path != path { watcher = SceneWatcher(path: path) }
            watcher?.watch(images: playground.scene?.imagePaths ?? [])
            watcherScene = playground.scene
        }
        return watcher
    }

    private func apply(_ outcome: PointerInput.Outcome) -> HostRequests {
        if outcome.openedScene { _ = watching() }
        if let event = outcome.event { log(event) }
        return outcome.redraw ? .redraw : []
    }

    // MARK: Script

    /// The frame pixel a script's scene point is painted at, once a frame is laid out; nil for
    /// a point off the scene (unless `anywhere`: a drag begun on it goes on past its edge).
    private func scriptPixel(_ p: Point, anywhere: Bool = false) -> Point? {
        guard let frame = layout.frame, playground.mode == .scene else { return nil }
        let pixel = frame.sceneToPixels.apply(p)
        return anywhere || frame.sceneRect.contains(pixel) ? pixel : nil
    }

    private func runScript(_ now: Double) -> HostRequests {
        var requests: HostRequests = []
        while let step = script?.next(now: now) {
            requests.insert(.redraw)
            switch step {
            case .wait:
                break
            // The pointer's steps go where the mouse's go (edit mode's drags too), at the pixel
            // the scene point is painted at; a numbered finger is a touch of its own.
            case .press(let p, nil) where scriptPixel(p) != nil:
                requests.formUnion(pointerDown(scriptPixel(p)!, button: 1, alt: false, time: now))
                scriptPointer = scriptPixel(p)
                log("script press")
            case .move(let p, nil) where scriptPointer != nil || scriptPixel(p) != nil:
                let to = scriptPixel(p, anywhere: true)!, from = scriptPointer ?? to
                requests.formUnion(pointerMoved(to, dx: to.x - from.x, dy: to.y - from.y, time: now))
                scriptPointer = to
            case .release(let p, nil) where scriptPointer != nil:
                requests.formUnion(pointerUp(scriptPixel(p, anywhere: true)!, button: 1, time: now))
                scriptPointer = nil
                log("script release")
            case .click(let p) where scriptPixel(p) != nil:
                requests.formUnion(pointerDown(scriptPixel(p)!, button: 1, alt: false, time: now))
                requests.formUnion(pointerUp(scriptPixel(p)!, button: 1, time: now + Interaction.clickHold))
                log("script click")
            case .press(let p, let finger):
                let used = playground.press(at: p, time: now, finger: finger.map { $0 - 1 })
                log("script press" + (finger == nil ? "" : " finger \((used ?? 0) + 1)"))
            case .move(let p, let finger):
                playground.move(to: p, time: now, finger: (finger ?? 1) - 1)
            case .release(let p, let finger):
                playground.release(at: p, time: now, finger: (finger ?? 1) - 1)
                log("script release" + (finger == nil ? "" : " finger \(finger!)"))
            case .click(let p):
                playground.press(at: p, time: now)
                playground.release(at: p, time: now + Interaction.clickHold)
                log("script click")
            case .check(let n):
                if let checks = playground.scene?.checks, n <= checks.count, let interaction = checks[n - 1].interaction
                {
                    playground.perform(interaction)
                    log("script check \(n)")
                } else {
                    log("script check \(n): the scene has no such check")
                }
            case .key(let chord):
                requests.formUnion(key(chord))
            case .type(let text):
                requests.formUnion(self.text(text))
            case .screenshot(let path):
                saveScreenshot(to: path)
            case .quit:
                return requests.union(.quit)
            }
        }
        return requests
    }

    // MARK: Screenshots

    /// `out/SCENE-step-N.png` (the scene file's name and the step shown), numbered on when
    /// that name is taken.
    func nextScreenshotPath() -> String {
        let stem =
            playground.mode == .scene
            ? (playground.scenePath.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
                ?? "scene")
                + "-step-\(playground.visibleStep)"
            : "gallery"
        var path = "\(screenshotFolder)/\(stem).png"
        var n = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(screenshotFolder)/\(stem)-\(n).png"
            n += 1
        }
        return path
    }

    /// The window as Hitlab draws it, at the host's frame size, written as a PNG.
    public func saveScreenshot(to path: String) {
        let (w, h) = frameSize
        let image = CairoImage(width: w, height: h)
        image.draw { cr in self.paint(width: w, height: h, cr) }
        do {
            try PNGFile.write(image, to: path, createFolders: true)
            playground.note(playground.language.say("saved \(path)"))
            log("screenshot \(path)")
        } catch {
            // Said in the window too: a teacher at a projector does not see standard error.
            FileHandle.standardError.write(Data("hitlab: \(error)\n".utf8))
            playground.note(playground.language.say("screenshot not saved: \(error)"))
            log("screenshot failed \(path)")
        }
    }

    // MARK: --trace-ui

    /// One `ui:` line with the state a user would notice (tests read these).
    func log(_ event: String) {
        guard traceUI else { return }
        var line = "ui: \(event) | \(playground.summary) | fullscreen=\(fullscreen)"
        if let frame = layout.frame {
            line += String(
                format: " | scene-rect %.1f %.1f %.1f %.1f scale %.4f ratio %.2f", frame.sceneRect.minX,
                frame.sceneRect.minY,
                frame.sceneRect.width, frame.sceneRect.height, frame.sceneScale, pixelRatio)
        }
        output(line)
    }

    /// Where each view's row of the tree is, in window points (tests click them).
    func logRows() {
        guard traceUI else { return }
        let rows = layout.treeRows.map {
            """
            \($0.view.name)@\(Int(($0.rect.midX / pixelRatio).rounded())),\
            \(Int(($0.rect.midY / pixelRatio).rounded()))
            """
        }
        output("ui: rows " + rows.joined(separator: " "))
    }

    /// A line for `--trace-ui` that is not about the playground's state (frame figures...).
    public func report(_ line: String) {
        if traceUI { output("ui: " + line) }
    }
}
