/// A `UIView.animate` of a view's frame that the interaction meets (H7): the view is drawn
/// moving from `from` to its `frame`, from `delay` seconds after the first press for
/// `duration` seconds. Hit-testing uses the model value, its `frame`, the whole time; without
/// `.allowUserInteraction` the animating view takes no touches until the animation ends.
public struct ViewAnimation: Equatable, Sendable {
    public var from: Rect
    public var duration: Double
    public var delay: Double
    public var allowUserInteraction: Bool

    /// Hitlab's default duration (UIKit's `animate(withDuration:)` has none).
    public static let defaultDuration = 0.3

    public init(
        from: Rect, duration: Double = ViewAnimation.defaultDuration, delay: Double = 0,
        allowUserInteraction: Bool = false
    ) {
        self.from = from
        self.duration = duration
        self.delay = delay
        self.allowUserInteraction = allowUserInteraction
    }

    /// Whether the animation is on the view's layer at `time` (seconds from the first press):
    /// from the `animate` call, its delay included (the view is drawn at `from` meanwhile), to
    /// its end. UIKit refuses touches to a view by the animations on its own layer (H7).
    public func isRunning(at time: Double) -> Bool { time >= 0 && time < delay + duration }

    /// Where the view is drawn at `time` (its superview's coordinates): linear from `from` to
    /// `to` (Hitlab draws no easing curve).
    public func presentationFrame(at time: Double, to: Rect) -> Rect {
        let k = duration > 0 ? min(1, max(0, (time - delay) / duration)) : 1
        return Rect(
            x: from.minX + (to.minX - from.minX) * k, y: from.minY + (to.minY - from.minY) * k,
            width: from.width + (to.width - from.width) * k, height: from.height + (to.height - from.height) * k)
    }
}
