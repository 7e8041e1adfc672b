/// A recognizer's state during one session.
final class GestureRun {
    let recognizer: GestureRecognizer
    var state: GestureState = .possible
    var start: Point
    var startTime: Double
    /// Taps so far (double tap).
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
    /// The touch this run is following.
    var touch: Int

    init(_ recognizer: GestureRecognizer, start: Point, time: Double, touch: Int) {
        self.recognizer = recognizer
        self.start = start
        self.startTime = time
        self.touch = touch
    }
}
