import HitlabCore

/// How to draw a frame.
public struct RenderOptions {
    public var theme: Theme = .light
    /// Pixels per point (2 for HiDPI screens and projectors).
    public var scale: Double = 1
    /// Freeze the story after this many steps (nil: all).
    public var step: Int?
    /// The exploded 3D view of views and layers.
    public var layers3D = false
    /// Fit everything into exactly this many pixels (the window, the benchmark); nil: the
    /// frame is as big as the scene and the panel need at `scale`.
    public var frameSize: (width: Int, height: Int)?
    /// With `frameSize`: magnifies the scene area about its centre, or about `focus`.
    public var zoom: Double = 1
    /// With `frameSize` and a zoom above 1: the point of the window (its bounds' coordinates
    /// less the bounds origin) kept in the middle of the canvas.
    public var focus: Point?
    /// The 3D camera, in degrees.
    public var yaw: Double = RenderOptions.defaultYaw
    public var pitch: Double = RenderOptions.defaultPitch
    /// The 3D camera's angles when nothing turned it: the one home of these numbers.
    public static let defaultYaw = 34.0, defaultPitch = 22.0
    /// Hide the side panel (the scene takes the whole frame).
    public var showPanel = true
    /// Without `frameSize`: the panel lists every sentence, however tall the picture gets;
    /// otherwise the picture is the scene's height (at least `FrameLayout.minimumHeight`)
    /// and the panel ends with "… N earlier steps", as the window does.
    public var fullPanel = false
    /// The language of every word in the picture (the story's sentences come from the
    /// `Story`, told in its own language).
    public var language: Language = .en
    /// Under the current sentence, the rules behind its tags (the window shows them).
    public var showRules = false
    /// Leave the scene's summary out of the panel: a class is predicting, and summaries often
    /// state the answer (a lesson's question and stops, predict mode before the last step).
    public var withholdSummary = false
    /// A lesson's card (its heading, then the question or the answer), at the top of the
    /// panel in place of the scene's title: the canvas keeps its height for the scene.
    public var card: [String] = []
    /// The card is a part's answer: the current sentence gives way to it when both do not fit.
    public var cardOutranksSentence = false
    /// With `frameSize`: pixels the window keeps free at the top of the canvas (a lesson's
    /// card) and under the chain strip (its status line, when taller than one line), so
    /// neither covers the scene or the strip.
    public var reservedTop = 0.0
    public var reservedBottom = 0.0
    /// Over the scene and under the story: every view's outline and class (a dump, which has
    /// no colours), and the hit map. A window composes them once with the scene.
    public var wireframe = false
    public var hitMap = false

    public init(theme: Theme = .light, frameSize: (width: Int, height: Int)? = nil) {
        self.theme = theme
        self.frameSize = frameSize
    }

    /// The options a picture spec asks for (a check's screenshot, `render`, `export`, the
    /// window): the one place a spec becomes options. The projector theme's 1920x1080 frame
    /// is the command line's (`FrameSize.chosen`), as the window has its own size.
    public init(_ spec: PictureSpec, frameSize: (width: Int, height: Int)? = nil) {
        self.init(theme: Theme.named(spec.theme), frameSize: frameSize)
        scale = spec.scale ?? 1
        step = spec.step
        layers3D = spec.layers3D
        language = spec.language
    }
}
