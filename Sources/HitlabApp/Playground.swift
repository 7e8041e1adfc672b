import HitlabCore
import HitlabRender
import HitlabScene
import HitlabStory
import HitlabWords

/// The playground's state and logic, with no window: the window feeds it pointer events,
/// commands and time, and draws what it says. Everything here is testable in microseconds.
public final class Playground {
    public enum Mode: Equatable { case gallery, scene }

    public internal(set) var mode: Mode
    public private(set) var gallery: [GalleryEntry]
    public var galleryIndex = 0

    public internal(set) var scene: Scene?
    public private(set) var scenePath: String?
    public internal(set) var story: Story?
    /// Errors of a scene file that stopped loading (the last good scene stays).
    public internal(set) var banner: [String] = []
    /// A short notice for the status bar (where a screenshot went), until the next command.
    public internal(set) var notice: String?
    /// The last scene point under the pointer (zoom goes toward it).
    public internal(set) var pointerPoint: Point?

    // MARK: The parts, each with one job; none reaches another's state

    /// The interaction under way and what it recorded.
    var touches = LiveTouches()
    /// Animation: the story shows `Int(position)` steps; playing advances it in time.
    public internal(set) var clock = StoryClock()
    /// The zoom, its focus and the 3D angles.
    public internal(set) var camera = Camera()
    /// The selected view, the hovered one, the why-not answer and `/`'s search.
    public internal(set) var views = ViewSelection()
    /// Panel, 3D, hit map, projector, spotlight, help, language.
    public internal(set) var display = DisplayToggles()
    /// Edit mode: the file's text, the drag, the key field.
    public internal(set) var editor = SceneEditor(path: nil)
    /// A lesson in progress (`e`), walking the scene's checks.
    public internal(set) var lesson: Lesson?
    /// Predict mode: the story's answers are revealed one by one.
    public internal(set) var predict = false
    /// Cards name the keys that move on (→ …): off in an exported deck or video, which has none.
    public var showsKeyHints = true
    /// In predict mode, how many responders of the chain are shown so far (nil: all).
    var chainShown: Int?
    /// The step number being typed (digits, then Enter jumps there), nil when none.
    public internal(set) var typedStep: String?

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

    // MARK: The parts' state, read through

    public var position: Double {
        get { clock.position }
        set { clock.position = newValue }
    }
    public internal(set) var playing: Bool {
        get { clock.playing }
        set { clock.playing = newValue }
    }
    public var speed: Double { clock.speed }
    public var zoom: Double { camera.zoom }
    /// What zooming magnifies: a point of the window (bounds coordinates less the origin).
    public var focus: Point? { camera.focus }
    public var yaw: Double {
        get { camera.yaw }
        set { camera.yaw = newValue }
    }
    public var pitch: Double {
        get { camera.pitch }
        set { camera.pitch = newValue }
    }
    public var selection: View? { views.selected }
    public var hover: View? { views.hover }
    public var whyNot: WhyAnswer? { views.whyNot }
    public var finding: String? { views.finding }
    public var language: Language { display.language }
    public var showPanel: Bool { display.showPanel }
    public var show3D: Bool { display.show3D }
    public var showHitMap: Bool { display.showHitMap }
    public var projector: Bool { display.projector }
    public var spotlight: Bool { display.spotlight }
    public var showHelp: Bool { display.showHelp }
    public var source: SceneSource? { editor.source }
    public var editing: Bool { editor.editing }
    public var keyField: KeyField? { editor.keyField }
    public var editDrag: SceneEditor.Drag? { editor.drag }
    public var recorded: [PointerEvent] { touches.recorded }
    public var fingersDown: Set<Int> { touches.fingersDown }
    var session: TouchSession? { touches.session }

    // MARK: Derived

    public var visibleStep: Int { clock.visibleStep(of: story?.stepCount ?? 0) }
    public var theme: Theme { display.theme }
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
        if entry.isNewScene { return openNewScene() }
        if let plan = entry.lesson { return startLesson(plan) }
        guard let scene = entry.scene else {
            banner = entry.errors
            return
        }
        open(scene, path: entry.path)
    }

    /// Whether a scene opens paused (`--paused`): a pause pressed in one scene does not carry
    /// over into the next.
    public var startsPaused = false

    /// Shows a scene, forgetting the last one's story, its fingers and its pause.
    public func open(_ scene: Scene, path: String?) {
        self.scene = scene
        scenePath = path
        mode = .scene
        story = nil
        touches.clear()
        playing = !startsPaused
        position = 0
        views.clear()
        banner = []
        let wasEditing = editor.editing
        editor = SceneEditor(path: path)
        editor.editing = wasEditing && editor.source != nil
    }

    /// The gallery's "new scene" card: the starter scene written to a new file in the current
    /// folder (my-scene.yaml, my-scene-2.yaml, …) and opened in edit mode.
    func openNewScene() {
        let path = StarterScene.freshPath(inFolder: ".")
        do {
            try StarterScene.write(to: path, language: language)
            open(try SceneLoader.load(path: path, language: language).scene, path: path)
        } catch {
            banner = ["\(error)"]
            return
        }
        editor.editing = editor.source != nil
        note(language.say("wrote \(path): a starter scene"))
    }

    public func selectGalleryEntry(_ i: Int) {
        if gallery.indices.contains(i) { galleryIndex = i }
    }

    public func moveGallerySelection(by delta: Int) {
        guard !gallery.isEmpty else { return }
        galleryIndex = (galleryIndex + delta + gallery.count) % gallery.count
    }

    // MARK: Time

    /// Advances the animation; true when the picture changed.
    public func tick(_ dt: Double) -> Bool {
        guard let story, mode == .scene else { return false }
        return clock.tick(dt, steps: story.stepCount)
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
        adopt(scene)
    }

    /// Keys in the gallery move the selection and open scenes.
    public func performInGallery(_ key: Key) -> Bool {
        switch key {
        case .left: moveGallerySelection(by: -1)
        case .right: moveGallerySelection(by: 1)
        case .enter, .space: openGalleryEntry()
        default: return false
        }
        return true
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
        display.language = new
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
            views.hover = nil
            if story != nil { position = 1 }
        } else if lesson?.fromFile != true {
            lesson = nil
        }
    }

    /// Pans by a drag of `dx`, `dy` scene points (a middle-button drag).
    public func pan(byScenePoints dx: Double, _ dy: Double) {
        guard let scene else { return }
        camera.pan(by: -dx, -dy, in: scene.size)
    }

    /// Forgets the story on screen (a lesson between two checks).
    func clearStory() {
        story = nil
        touches.clear()
        position = 0
        chainShown = nil
    }

    /// Shows a notice in the status bar until the next command.
    public func note(_ text: String) { notice = text }
}
