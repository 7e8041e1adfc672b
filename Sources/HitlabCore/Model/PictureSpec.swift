/// How one picture of a scene is drawn, as a screenshot check, `render`, `export` and the
/// window ask for it: the theme, pixels per point, the step it stops at, the 3D stack and the
/// language of its words. The renderer turns it into its options in one place.
public struct PictureSpec: Equatable, Sendable {
    public var theme: ThemeName
    /// Pixels per point; nil: 1, or for the projector theme a 1920x1080 frame.
    public var scale: Double?
    /// The story frozen after this many steps (nil: all).
    public var step: Int?
    public var layers3D: Bool
    /// The language of every word in the picture (a golden's is never the machine's).
    public var language: Language

    public init(
        theme: ThemeName = .light, scale: Double? = nil, step: Int? = nil, layers3D: Bool = false,
        language: Language = .en
    ) {
        self.theme = theme
        self.scale = scale
        self.step = step
        self.layers3D = layers3D
        self.language = language
    }
}
