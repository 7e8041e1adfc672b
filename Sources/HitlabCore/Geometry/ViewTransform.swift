/// A view's `transform` as a scene writes it: scale, then rotate, then translate, about the
/// view's centre.
public struct ViewTransform: Hashable, Sendable {
    public var scaleX: Double = 1
    public var scaleY: Double = 1
    public var rotationDegrees: Double = 0
    public var translation: Point = .zero

    public init(scaleX: Double = 1, scaleY: Double = 1, rotationDegrees: Double = 0, translation: Point = .zero) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotationDegrees = rotationDegrees
        self.translation = translation
    }

    public static let identity = ViewTransform()
    public var isIdentity: Bool { self == .identity }

    /// The matrix, applied to offsets from the centre.
    public var matrix: AffineTransform {
        AffineTransform.scale(scaleX, scaleY)
            .then(.rotation(degrees: rotationDegrees))
            .then(.translation(translation.x, translation.y))
    }
}
