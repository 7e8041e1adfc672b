/// An sRGB colour with alpha, each channel 0...255.
public struct Colour: Hashable, Sendable {
    public var r, g, b, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public static let clear = Colour(r: 0, g: 0, b: 0, a: 0)
}

/// A border drawn inside a layer's edge.
public struct Border: Hashable, Sendable {
    public var width: Double
    public var colour: Colour

    public init(width: Double, colour: Colour) {
        self.width = width
        self.colour = colour
    }
}

/// What a layer draws (seed 003: the layer displays; the view handles events).
/// None of it takes part in hit-testing.
public struct Appearance: Hashable, Sendable {
    public var background: Colour = .clear
    public var cornerRadius: Double = 0
    public var border: Border?
    /// The text, in one language or in several (`text: {en: Buy, zh-Hans: ...}`).
    public var text: LocalizedText?
    public var textColour: Colour?
    public var fontSize: Double?
    /// A resolved path to a PNG (the loader checks it stays in `Scenes/` or `Assets/`).
    public var imagePath: String?

    public init() {}
}

/// A sublayer: drawn in its view's coordinates, never hit-tested.
public struct Layer: Hashable, Sendable {
    public var name: String
    public var frame: Rect
    public var alpha: Double = 1
    public var appearance = Appearance()
    public var sublayers: [Layer] = []

    public init(name: String, frame: Rect) {
        self.name = name
        self.frame = frame
    }
}
