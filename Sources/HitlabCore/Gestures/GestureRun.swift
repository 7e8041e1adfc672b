/// A recognizer's state during one session.
final class GestureRun {
    let recognizer: GestureRecognizer
    var state: GestureState = .possible
    var start: Point
    var startTime: Double
    /// Taps so far (a tap that needs several).
    var taps = 0
    var lastTapTime = 0.0
    /// A3: the control in front that keeps this gesture for itself.
    var blockedBy: View?
    /// A3: the control in front that does not keep single taps (a plain UIControl): said.
    var overControl: View?
    /// It reached its goal but waits for the recognizer it requires to fail (G3).
    var waiting: (reason: GestureReason, continuous: Bool)?
    /// A scroll view's pan (G5, `delaysContentTouches`): until this moment, while it is
    /// undecided, the content's `began` is held back.
    var contentDelayEnds: Double?
    /// The touches it sees, in the order they joined (G7): the first, then every further
    /// finger that went down on its view or its subviews while one of them was down.
    var touches: [Int]
    /// The most of its touches that were ever down at once.
    var mostDown = 1
    /// A pan follows its fingers' centroid (G6): the translation gathered before the last
    /// finger joined or left, and the centroid it measures from since.
    var panCarried = Point.zero
    var panBase: Point
    /// A pinch or rotation (G6): the two fingers it measures (touch indices), their distance
    /// and angle when it started measuring them, and the scale and angle gathered before.
    var pair: (Int, Int)?
    var pairDistance = 0.0
    var pairAngle = 0.0
    var scaleCarried = 1.0
    var rotationCarried = 0.0

    init(_ recognizer: GestureRecognizer, start: Point, time: Double, touch: Int) {
        self.recognizer = recognizer
        self.start = start
        self.startTime = time
        self.touches = [touch]
        self.panBase = start
    }

    /// The touch it started with (or, for a tap of several taps, its latest press).
    var touch: Int { touches.last! }

    /// Why a tap that needs several taps gives up: the taps it got of those it needs.
    var noFurtherTap: GestureReason { .noFurtherTap(taps: taps, required: recognizer.tapsRequired) }
}
