/// Every limit a scene must keep, in one table. The loader enforces them with positioned
/// errors, the renderer and the command line size their outputs by them, and
/// `docs/scene-format.md` lists them. They are far beyond any real screen, and small enough
/// that no scene can make Hitlab run out of memory, time, or floating-point range.
public enum SceneLimits {
    /// A scene's `size`, each side, in points (an iPad Pro is 1366 x 1024).
    public static let sceneSide = 4096.0
    /// Any coordinate: frame origins, `boundsOrigin`, translations, click and drag points.
    public static let coordinate = 100_000.0
    /// A view's or a layer's width and height, a corner radius, a border width, a hit inset.
    public static let length = 100_000.0
    /// One transform's scale, each axis, in magnitude (0 has no inverse: no point converts).
    public static let scale: ClosedRange<Double> = 0.01...100
    /// The scales on the path from any view to the window multiplied together.
    public static let combinedScale: ClosedRange<Double> = 0.0001...100
    /// A rotation, in degrees either way.
    public static let rotation = 100_000.0
    /// Characters in a text, a title, a summary or a note.
    public static let textLength = 2_000
    /// A font size, in points.
    public static let fontSize: ClosedRange<Double> = 1...400
    /// Views inside views (the window is level 0), and layers inside layers.
    public static let nesting = 100
    /// A window's `level`, either way from 0: UIKit's keyboard windows sit near 10,000,000.
    public static let windowLevel = 100_000_000.0
    /// Windows besides `window`.
    public static let otherWindows = 16
    /// Gesture recognizers on one view (each one sees every touch on its view's subtree).
    public static let gesturesPerView = 16
    /// Views, layers, gestures and checks together (aliases count every time they repeat).
    public static let objects = 250_000
    /// A scene file, in bytes.
    public static let fileBytes = 16 * 1024 * 1024
    /// An image file, in bytes.
    public static let imageBytes = 8 * 1024 * 1024
    /// An image's width and height, in pixels.
    public static let imageSide = 4096
    /// Clicks in a row, and how long each is held (seconds).
    public static let taps = 10
    /// The most times a check may expect one action in a row (a stepper held a minute sends
    /// about 300).
    public static let actionRepeats = 10_000
    public static let holdSeconds = 60.0
    /// When a check's change is made, seconds from the first press.
    public static let changeTime = 60.0
    /// A drag's points between its press and its release (`through`), and how long it moves.
    public static let dragWaypoints = 100
    public static let dragSeconds = 60.0
    /// Fingers in one check (an iPad tracks up to 11; SDL reports as many as the screen does).
    public static let fingers = 10
    /// A screenshot's or render's scale, in pixels per point.
    public static let outputScale: ClosedRange<Double> = 0.25...8
    /// A picture Hitlab writes: each side, and all its pixels (4 bytes each).
    public static let outputSide = 16_384
    public static let outputPixels = 64 * 1024 * 1024
}
