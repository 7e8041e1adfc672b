/// A slider's or a stepper's value, its limits, and when it reports a change (A4), with
/// UIKit's defaults (`UIStepper` and `UISlider` documentation): value 0, minimum 0, maximum
/// 100 for a stepper and 1 for a slider, step 1, no wrapping, continuous, repeating while held.
public struct ControlValue: Equatable, Sendable {
    public var value = 0.0
    public var minimumValue = 0.0
    public var maximumValue: Double
    /// `stepValue`: greater than 0 (UIKit raises an exception otherwise).
    public var stepValue = 1.0
    /// `wraps`: past a limit the value goes round to the other one; without it the half that
    /// would pass the limit is disabled.
    public var wraps = false
    /// `isContinuous`: each change sends `valueChanged` at once; without it, one
    /// `valueChanged` comes at touch-up.
    public var isContinuous = true
    /// `autorepeat`: holding a stepper's half steps the value again and again.
    public var autorepeat = true

    public init(kind: ViewKind) {
        maximumValue = kind == .slider ? 1 : 100
    }
}
