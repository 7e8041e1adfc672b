import HitlabCore
import HitlabRender


/// The playground's state and logic, with no window: the window feeds it pointer events,
/// commands and time, and draws what it says. Everything here is testable in microseconds.
public final class Playground {
    public enum Mode: Equatable { case gallery, scene }

    public private(set) var mode: Mode
    public private(set) var gallery: [GalleryEntry]
    public var galleryIndex = 0

    public private(set) var scene: Scene?
    public private(set) var scenePath: String?
    public internal(set) var story: Story?
    var session: TouchSession?
    private var pressTime = 0.0
    /// The last interaction's pointer events (scene points, seconds from the press).
    public internal(set) var recorded: [PointerEvent] = []
    /// A lesson in progress (`e`), walking the scene's checks.
    public internal(set) var lesson: Lesson?
    /// In predict mode, how many responders of the chain are shown so far (nil: all).
    var chainShown: Int?

    /// Animation: the story shows `Int(position)` steps; playing advances it in time.
    public internal(set) var position = 0.0
    public internal(set) var playing = true
    public private(set) var speed = 1.0
    /// Steps per second at 1x.
    public static let baseRate = 2.5
    public static let speeds = [0.25, 0.5, 1, 2, 4]

    public private(set) var showPanel = true
    public private(set) var show3D = false
    public private(set) var showHitMap = false
    public private(set) var projector = false
    public internal(set) var predict = false
    public private(set) var showHelp = false
    /// The language of every sentence and word the window shows (`l` switches it).
    public private(set) var language: Language = .en
    public private(set) var zoom = 1.0
    /// What zooming magnifies: a point of the window (bounds coordinates less the origin).
    public internal(set) var focus: Point?
    /// The last scene point under the pointer (zoom goes toward it).
    public internal(set) var pointerPoint: Point?
    /// A spotlight around the pointer, dimming the rest (for presenting).
    public private(set) var spotlight = false
    public var yaw = 34.0
    public var pitch = 22.0

    /// The selected view (inspector), and the view a click at the pointer would hit.
    public private(set) var selection: String?
    public private(set) var hover: String?
    /// Errors of a scene file that stopped loading (the last good scene stays).
    public private(set) var banner: [String] = []
    /// A short notice for the status bar (where a screenshot went), until the next command.
    public private(set) var notice: String?

    /// Requests for the window.

    public init(gallery: [GalleryEntry]) {
        self.gallery = gallery
        mode = .gallery
    }

    public init(scene: Scene, path: String?) {
        gallery = []
        mode = .scene
        self.scene = scene
        scenePath = path
    }

    // MARK: Derived

    public var visibleStep: Int { min(Int(position), story?.stepCount ?? 0) }
    public var theme: Theme { projector ? .projector : .light }
    public var storyState: StoryState? {
        guard var state = story?.state(at: visibleStep) else { return nil }
        // Predict mode reveals the chain one responder at a time.
        if predict, let shown = chainShown, shown < state.chain.count {
            state.chain = Array(state.chain.prefix(shown))
            state.withheld = 1
        }
        return state
    }

    // MARK: Gallery

    public func openGalleryEntry(_ index: Int? = nil) {
        let i = index ?? galleryIndex
        guard gallery.indices.contains(i) else { return }
        galleryIndex = i
        let entry = gallery[i]
        guard let scene = entry.scene else {
            banner = entry.errors
            return
        }
        open(scene, path: entry.path)
    }

    /// Shows a scene, forgetting the last one's story.
    public func open(_ scene: Scene, path: String?) {
        self.scene = scene
        scenePath = path
        mode = .scene
        story = nil
        session = nil
        recorded = []
        position = 0
        selection = nil
        hover = nil
        banner = []
    }

    public func moveGallerySelection(by delta: Int) {
        guard !gallery.isEmpty else { return }
        galleryIndex = (galleryIndex + delta + gallery.count) % gallery.count
    }

    // MARK: Pointer

    /// The pointer goes down at a scene point: a new touch, a new story (H1-H4 onwards).
    public func press(at p: Point, time: Double) {
        guard let scene, mode == .scene else { return }
        let session = TouchSession(scene: scene)
        self.session = session
        pressTime = time
        recorded = [.press(p, 0)]
        session.press(at: p, time: 0)
        rebuildStory(interaction: .click(p))
        position = 1
        if predict { playing = false }
        hover = nil
    }

    public func move(to p: Point, time: Double) {
        guard let session, mode == .scene, !(recorded.last.map { if case .release = $0 { return true } else { return false } } ?? true) else {
            hoverAt(p)
            return
        }
        let t = max(0, time - pressTime)
        recorded.append(.move(p, t))
        session.move(to: p, time: t)
        rebuildStory(interaction: currentInteraction)
    }

    public func release(at p: Point, time: Double) {
        guard let session, mode == .scene, case .press? = recorded.first,
              !(recorded.last.map { if case .release = $0 { return true } else { return false } } ?? true) else { return }
        let t = max(0, time - pressTime)
        recorded.append(.release(p, t))
        session.release(at: p, time: t)
        session.finish()
        rebuildStory(interaction: currentInteraction)
    }

    /// Which view a click at `p` would hit, shown faintly (never in predict mode).
    public func hoverAt(_ p: Point?) {
        guard let scene, let p, !predict else {
            hover = nil
            return
        }
        hover = scene.window.hitTestUntraced(p)?.name
    }

    /// Selects the frontmost view drawn under `p`, hittable or not (the inspector can then
    /// turn a dead label's interaction on).
    public func select(at p: Point) {
        guard let scene else { return }
        var found: View?
        scene.window.forEachInTree { view, _ in
            if view.bounds.contains(view.convertFromWindow(p)) { found = view }
        }
        selection = found?.name
    }

    public func select(_ name: String?) { selection = name }

    private var currentInteraction: Interaction {
        guard case .press(let from, _)? = recorded.first else { return .click(.zero) }
        if let last = recorded.last(where: { if case .press = $0 { return false } else { return true } }) {
            switch last {
            case .move(let p, _), .release(let p, _):
                if p != from { return .drag(from: from, to: p) }
            default: break
            }
        }
        return .click(from)
    }

    private func rebuildStory(interaction: Interaction) {
        guard let scene, let session else { return }
        story = Story(scene: scene, trace: session.trace, interaction: interaction, language: language)
    }

    /// Runs the recorded interaction again on the scene as it is now.
    public func replay(animated: Bool) {
        guard let scene, !recorded.isEmpty else { return }
        session = Self.play(recorded, on: scene)
        rebuildStory(interaction: currentInteraction)
        position = animated ? 1 : Double(story?.stepCount ?? 0)
        if animated && !predict { playing = true }
    }

    /// A fresh touch session fed the recorded inputs (finished when they end with a release).
    static func play(_ inputs: [PointerEvent], on scene: Scene) -> TouchSession {
        let session = TouchSession(scene: scene)
        session.play(inputs)
        return session
    }

    // MARK: Time

    /// Advances the animation; true when the picture changed.
    public func tick(_ dt: Double) -> Bool {
        guard playing, let story, mode == .scene else { return false }
        let before = visibleStep
        position = min(Double(story.stepCount), position + dt * Self.baseRate * speed)
        return visibleStep != before
    }

    /// Whether anything moves by itself (the window sleeps otherwise).
    public var isAnimating: Bool {
        playing && mode == .scene && story.map { visibleStep < $0.stepCount } == true
    }

    // MARK: Scene file

    /// A scene file changed: show the new scene (replaying the last click), or keep the old
    /// one with the errors in a banner.
    public func reload(_ scene: Scene?, errors: [String]) {
        guard let scene else {
            banner = errors
            return
        }
        banner = []
        let keepSelection = selection
        self.scene = scene
        selection = keepSelection.flatMap { scene.view(named: $0) != nil ? $0 : nil }
        if recorded.isEmpty {
            story = nil
        } else {
            replay(animated: false)
        }
    }

    // MARK: Commands

    /// What a command asks of the window that the model cannot do itself.
    public enum Effect: Equatable {
        case quit, toggleFullscreen, screenshot
    }

    /// Carries out a command; returns what the window must do, if anything.
    @discardableResult
    public func perform(_ command: Command) -> Effect? {
        notice = nil
        switch command {
        case .playPause:
            if predict { return nil }
            if let story, !playing, visibleStep >= story.stepCount { position = 1 }
            playing.toggle()
        case .stepForward:
            playing = false
            if lesson != nil { lessonForward() } else if predict { revealNext() } else {
                position = Double(min(visibleStep + 1, story?.stepCount ?? 0))
            }
        case .stepBack:
            playing = false
            if lesson != nil { lessonBack() } else {
                position = Double(max(visibleStep - 1, story == nil ? 0 : 1))
                chainShown = nil
            }
        case .storyStart:
            playing = false
            position = story == nil ? 0 : 1
        case .storyEnd:
            playing = false
            position = Double(story?.stepCount ?? 0)
        case .faster:
            speed = Self.speeds.first { $0 > speed } ?? speed
        case .slower:
            speed = Self.speeds.last { $0 < speed } ?? speed
        case .zoomIn:
            if zoom <= 1 || focus == nil { focus = zoomTarget }
            zoom = min(4, zoom * 1.25)
        case .zoomOut:
            zoom = max(0.25, zoom / 1.25)
            if zoom <= 1 { focus = nil }
        case .panLeft, .panRight, .panUp, .panDown:
            pan(command)
        case .spotlight:
            spotlight.toggle()
        case .fullscreen:
            return .toggleFullscreen
        case .togglePanel:
            showPanel.toggle()
        case .toggle3D:
            show3D.toggle()
        case .reset3D:
            yaw = 34
            pitch = 22
            zoom = 1
            focus = nil
        case .toggleHitMap:
            showHitMap.toggle()
        case .toggleLanguage:
            setLanguage(language == .en ? .zhHans : .en)
        case .toggleProjector:
            projector.toggle()
            // A projected class reads slower: half speed by default.
            if projector && speed == 1 { speed = 0.5 } else if !projector && speed == 0.5 { speed = 1 }
        case .replay:
            replay(animated: true)
        case .predict:
            setPredict(!predict)
        case .lesson:
            toggleLesson()
        case .help:
            showHelp.toggle()
        case .gallery:
            if showHelp {
                showHelp = false
            } else if !gallery.isEmpty {
                mode = .gallery
                banner = []
            }
        case .selectNext, .selectPrevious:
            moveSelection(command == .selectNext ? 1 : -1)
        case .toggleHidden, .cycleAlpha, .toggleInteractive, .toggleEnabled, .cycleHitArea, .togglePassThrough:
            inspect(command)
        case .screenshot:
            return .screenshot
        case .quit:
            return .quit
        }
        return nil
    }

    /// Keys in the gallery move the selection and open scenes.
    public func performInGallery(_ key: Key) -> Bool {
        switch key {
        case .left: moveGallerySelection(by: -1)
        case .right: moveGallerySelection(by: 1)
        case .up: moveGallerySelection(by: -3)
        case .down: moveGallerySelection(by: 3)
        case .enter, .space: openGalleryEntry()
        default: return false
        }
        return true
    }

    private func moveSelection(_ delta: Int) {
        guard let scene else { return }
        var names: [String] = []
        scene.window.forEachInTree { view, _ in names.append(view.name) }
        guard !names.isEmpty else { return }
        let current = selection.flatMap { names.firstIndex(of: $0) }
        let next = current.map { ($0 + delta + names.count) % names.count } ?? (delta > 0 ? 0 : names.count - 1)
        selection = names[next]
    }

    /// The inspector's toggles on the selected view; the last click replays at once.
    private func inspect(_ command: Command) {
        guard let scene, let name = selection, let view = scene.view(named: name) else { return }
        switch command {
        case .toggleHidden: view.isHidden.toggle()
        case .cycleAlpha: view.alpha = view.alpha > 0.02 ? 0.02 : view.alpha > 0.01 ? 0.01 : 1
        case .toggleInteractive: view.isUserInteractionEnabled.toggle()
        case .toggleEnabled: if view.kind.isControl { view.isEnabled.toggle() }
        case .cycleHitArea:
            let all = HitAreaShape.allCases
            view.hitArea = all[((all.firstIndex(of: view.hitArea) ?? 0) + 1) % all.count]
        case .togglePassThrough: view.passThrough.toggle()
        default: break
        }
        scene.revision += 1
        replay(animated: false)
    }

    /// Shows the story up to step `n` (a sentence clicked in the panel), paused; in predict
    /// mode only steps already revealed can be chosen.
    public func show(step n: Int) {
        guard let story, n >= 1, n <= story.stepCount, !predict || n <= visibleStep else { return }
        playing = false
        position = Double(n)
    }

    /// Speaks another language from now on; the story on screen is told again in it.
    public func setLanguage(_ new: Language) {
        guard new != language else { return }
        language = new
        if let story, let scene, let session {
            self.story = Story(scene: scene, trace: session.trace, interaction: story.interaction, language: new)
        }
    }

    /// Predict mode on (the story goes back to its first step, answers hidden) or off.
    func setPredict(_ on: Bool) {
        predict = on
        chainShown = nil
        if on {
            playing = false
            hover = nil
            if story != nil { position = 1 }
        } else {
            lesson = nil
        }
    }

    /// Where zooming in goes: the selected view's middle, else the point under the pointer,
    /// else the middle of the scene.
    private var zoomTarget: Point? {
        guard let scene else { return nil }
        let origin = scene.window.boundsOrigin
        if let name = selection, let view = scene.view(named: name) {
            let c = view.matrixToWindow.apply(view.bounds.center)
            return Point(c.x - origin.x, c.y - origin.y)
        }
        return pointerPoint.map { Point($0.x - origin.x, $0.y - origin.y) }
    }

    /// Moves what the zoomed canvas shows by a tenth of the scene.
    private func pan(_ command: Command) {
        guard let scene else { return }
        if zoom <= 1 { zoom = 1.25 }
        var f = focus ?? Point(scene.size.width / 2, scene.size.height / 2)
        let dx = scene.size.width / 10, dy = scene.size.height / 10
        switch command {
        case .panLeft: f.x -= dx
        case .panRight: f.x += dx
        case .panUp: f.y -= dy
        case .panDown: f.y += dy
        default: break
        }
        focus = Point(min(max(f.x, 0), scene.size.width), min(max(f.y, 0), scene.size.height))
    }

    /// Pans by a drag of `dx`, `dy` scene points (a middle-button drag).
    public func pan(byScenePoints dx: Double, _ dy: Double) {
        guard let scene else { return }
        if zoom <= 1 { zoom = 1.25 }
        let f = focus ?? Point(scene.size.width / 2, scene.size.height / 2)
        focus = Point(min(max(f.x - dx, 0), scene.size.width), min(max(f.y - dy, 0), scene.size.height))
    }

    /// Forgets the story on screen (a lesson between two checks).
    func clearStory() {
        story = nil
        session = nil
        recorded = []
        position = 0
        chainShown = nil
    }

    /// Shows a notice in the status bar until the next command.
    public func note(_ text: String) { notice = text }

    /// The status bar: the step, playing or paused, the speed, the zoom, predict mode.
    public var statusLine: String {
        let t = language.pick
        if lesson != nil && story == nil {
            return t("Lesson: → clicks, ← goes back · e leaves the lesson", "课程：按 → 点击，按 ← 返回 · 按 e 退出课程")
        }
        guard let story else {
            return t("Click the scene. h: keys · g: gallery · l: language", "点击场景。h：按键 · g：场景列表 · l：语言")
                + (predict ? t(" · predict mode", " · 预测模式") : "") + (notice.map { " · " + $0 } ?? "")
        }
        var status = t("step \(visibleStep)/\(story.stepCount)", "第 \(visibleStep)/\(story.stepCount) 步") + " · "
            + (playing ? t("playing", "播放中") : t("paused", "已暂停")) + " · \(formatNumber(speed))x"
        if zoom != 1 { status += t(" · zoom \(formatNumber(zoom))x", " · 缩放 \(formatNumber(zoom))x") }
        if predict { status += " · " + predictPrompt }
        if let notice { status += " · " + notice }
        return status
    }

    /// The inspector's lines for a view: its properties, each with the key that toggles it.
    public static func inspectorLines(_ view: View, language: Language = .en) -> [(String, bold: Bool)] {
        let t = language.pick
        var lines: [(String, bold: Bool)] = [("\(view.name) (\(view.kind.rawValue))", bold: true)]
        lines.append(("frame \(view.frame)" + (view.boundsOrigin == .zero ? "" : "  bounds origin \(view.boundsOrigin)"), bold: false))
        lines.append((t("1 hidden", "1 隐藏 hidden") + ": \(view.isHidden)    2 alpha: \(formatNumber(view.alpha))", bold: false))
        lines.append((t("3 interaction", "3 用户交互") + ": \(view.isUserInteractionEnabled)"
                      + (view.kind.isControl ? t("    4 enabled", "    4 启用 enabled") + ": \(view.isEnabled)" : ""), bold: false))
        lines.append((t("5 hit area", "5 点击区域") + ": \(view.hitArea.rawValue)    " + t("6 pass-through", "6 透传") + ": \(view.passThrough)", bold: false))
        lines.append(("touches: \(view.touches.rawValue)" + (view.action.map { "    action: \($0)" } ?? ""), bold: false))
        return lines
    }

    public var summary: String {
        var parts = ["mode=\(mode == .gallery ? "gallery" : "scene")"]
        if mode == .gallery { parts.append("index=\(galleryIndex)") }
        parts.append("step=\(visibleStep)/\(story?.stepCount ?? 0)")
        parts.append("playing=\(playing)")
        parts.append("speed=\(speed)")
        parts.append("zoom=\((zoom * 100).rounded() / 100)")
        if let focus { parts.append("focus=\(Int(focus.x.rounded())),\(Int(focus.y.rounded()))") }
        if spotlight { parts.append("spotlight=true") }
        parts.append("panel=\(showPanel)")
        parts.append("3d=\(show3D)")
        if show3D { parts.append("yaw=\(Int(yaw.rounded())) pitch=\(Int(pitch.rounded()))") }
        parts.append("hitmap=\(showHitMap)")
        parts.append("theme=\(theme.name)")
        parts.append("lang=\(language.rawValue)")
        parts.append("predict=\(predict)")
        if let lesson { parts.append("lesson=\(lesson.index + 1)/\(lesson.checks.count):\(lesson.phase)") }
        parts.append("help=\(showHelp)")
        parts.append("selection=\(selection ?? "-")")
        if let name = selection, let v = scene?.view(named: name) {
            parts.append("hidden=\(v.isHidden) alpha=\(formatNumber(v.alpha)) interactive=\(v.isUserInteractionEnabled) enabled=\(v.isEnabled) hitArea=\(v.hitArea.rawValue) passThrough=\(v.passThrough)")
        }
        parts.append("hit=\(story?.trace.hit?.name ?? "-")")
        parts.append("hover=\(hover ?? "-")")
        if let story, visibleStep > 0 {
            let line = story.lines[visibleStep - 1].text
            parts.append("say=" + (line.count > 70 ? String(line.prefix(70)) + "…" : line))
        }
        if !banner.isEmpty { parts.append("banner=\(banner.count)") }
        if let notice { parts.append("notice=" + notice) }
        return parts.joined(separator: " ")
    }
}
