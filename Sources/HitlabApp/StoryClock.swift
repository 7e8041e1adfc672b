/// The story's animation: `position` steps shown (the integer part is on screen), advancing
/// in time at `speed` while playing.
public struct StoryClock: Equatable {
    public var position = 0.0
    public var playing = true
    public var speed = 1.0
    /// Steps per second at 1x.
    public static let baseRate = 2.5
    public static let speeds = [0.25, 0.5, 1, 2, 4]

    /// The step on screen, of `count`.
    func visibleStep(of count: Int) -> Int { min(Int(position), count) }

    /// Advances `dt` seconds toward the last of `count` steps; true when the step on screen changed.
    mutating func tick(_ dt: Double, steps count: Int) -> Bool {
        guard playing else { return false }
        let before = visibleStep(of: count)
        position = min(Double(count), position + dt * Self.baseRate * speed)
        return visibleStep(of: count) != before
    }

    mutating func faster() { speed = Self.speeds.first { $0 > speed } ?? speed }
    mutating func slower() { speed = Self.speeds.last { $0 < speed } ?? speed }
}
