/// UIStepper (A4), as UIKit's own stepper code does it (read from a decompile of iOS 26.1's
/// `UIStepper` and `UIStepperHorizontalVisualElement`; Apple documents the properties but not
/// the timing): the half under the finger (minus left of the middle, plus from it) is the one
/// pressed, and it follows the finger. A tap steps the value once, at touch-up, over an enabled
/// half. Held, a repeat timer steps it every 0.5 s from the press (`autorepeat`), and touch-up
/// then adds nothing. Without `wraps` a half that would pass its limit is disabled: pressing
/// it does nothing. A finger outside the tracking area at touch-up steps nothing. Each step
/// sends `valueChanged` when `isContinuous`; otherwise one `valueChanged` comes at touch-up
/// over an enabled half. The value lives in the session, so the scene is never changed.
public enum StepperHalf: String, Sendable {
    case minus, plus
}

/// What a stepper did with a touch, for the story.
public enum StepperOutcome {
    /// The value stepped (`byRepeat`: the timer, while held; otherwise at touch-up).
    case stepped(StepperHalf, from: Double, to: Double, byRepeat: Bool)
    /// The half under the finger is disabled: the value is at that half's limit.
    case disabledHalf(StepperHalf, at: Double)
    /// No half is under the finger at touch-up: nothing steps.
    case noHalf
    /// The repeat already stepped the value while the finger was held: touch-up adds nothing.
    case alreadyStepped(StepperHalf)
}

/// One stepper tracking one touch.
struct StepperTrack {
    let control: View
    let touch: Int
    var half: StepperHalf?
    var nextFire: Double?
    var repeats = 0
}

extension View {
    /// The half of a stepper under a point in its own coordinates; nil outside its tracking
    /// area (UIKit's "mostly inside" margin is not known: Hitlab uses A1's).
    func stepperHalf(at local: Point) -> StepperHalf? {
        guard isInsideWhileTracking(local) else { return nil }
        return local.x >= bounds.midX ? .plus : .minus
    }
}

extension TouchSession {
    /// UIKit's repeat interval while a stepper is held: 0.5 s for the first five steps. It
    /// shortens after that, by an amount the decompile does not show; Hitlab keeps 0.5 s.
    static let stepperRepeatInterval = 0.5
    /// A bound on repeat steps in one interaction (a finger held for hours).
    static let stepperRepeatLimit = 10_000

    /// The stepper's value now: as the scene says, or as this interaction has stepped it.
    func stepperValue(_ control: View) -> Double {
        stepperValues[ObjectIdentifier(control)] ?? control.valueSettings.value
    }

    /// Whether pressing this half changes the value (`wraps`, or room before the limit).
    func isEnabled(_ half: StepperHalf, of control: View) -> Bool {
        let v = control.valueSettings, value = stepperValue(control)
        return v.wraps || (half == .plus ? value < v.maximumValue : value > v.minimumValue)
    }

    /// A stepper's part of tracking one phase (after the A1 event is recorded).
    func trackStepper(_ control: View, _ phase: TouchPhase, local: Point, of state: TouchState) {
        let id = ObjectIdentifier(control)
        switch phase {
        case .began:
            let fire = control.valueSettings.autorepeat ? now + Self.stepperRepeatInterval : nil
            stepperTracks[id] = StepperTrack(
                control: control, touch: state.index, half: control.stepperHalf(at: local), nextFire: fire)
        case .moved:
            stepperTracks[id]?.half = control.stepperHalf(at: local)
        case .cancelled:
            stepperTracks[id] = nil
        case .ended:
            guard var track = stepperTracks.removeValue(forKey: id) else { return }
            track.half = control.stepperHalf(at: local)
            guard let half = track.half else { return record(stepper: control, .noHalf, at: local) }
            guard isEnabled(half, of: control) else {
                return record(stepper: control, .disabledHalf(half, at: stepperValue(control)), at: local)
            }
            let stepped: StepperOutcome?
            if track.repeats == 0 {
                stepped = step(control, half, byRepeat: false, at: local)
            } else {
                record(stepper: control, .alreadyStepped(half), at: local)
                stepped = nil
            }
            // Not continuous: the touch's one valueChanged, now, with the step it ends on.
            if !control.valueSettings.isContinuous { sendValueChanged(control, at: local, outcome: stepped) }
        }
    }

    /// The earliest repeat still to fire.
    func nextStepperFire() -> Double? {
        stepperTracks.values.compactMap(\.nextFire).min()
    }

    /// Fires every repeat due by now: a step over an enabled half, nothing elsewhere; the
    /// timer goes on either way while the finger is down.
    func fireStepperTimers() {
        for (id, track) in stepperTracks.sorted(by: { $0.value.touch < $1.value.touch }) {
            guard let due = track.nextFire, due <= now else { continue }
            var t = track
            stepperRepeats += 1
            t.nextFire = stepperRepeats < Self.stepperRepeatLimit ? due + Self.stepperRepeatInterval : nil
            if let half = t.half, isEnabled(half, of: t.control) {
                t.repeats += 1
                stepperTracks[id] = t
                step(t.control, half, byRepeat: true, at: t.control.convertFromScreen(touches[t.touch].location))
            } else {
                t.repeats = min(t.repeats, 1)
                stepperTracks[id] = t
            }
        }
    }

    /// One step of the value, wrapped or clamped; `valueChanged` when continuous. Not
    /// continuous, a repeat's step is told without an event, and a touch-up's step is returned
    /// for the touch's one `valueChanged`.
    @discardableResult
    private func step(_ control: View, _ half: StepperHalf, byRepeat: Bool, at local: Point) -> StepperOutcome {
        let v = control.valueSettings, from = stepperValue(control)
        var to = from + (half == .plus ? v.stepValue : -v.stepValue)
        if v.wraps {
            if to > v.maximumValue { to = v.minimumValue } else if to < v.minimumValue { to = v.maximumValue }
        }
        to = min(v.maximumValue, max(v.minimumValue, to))
        stepperValues[ObjectIdentifier(control)] = to
        let outcome = StepperOutcome.stepped(half, from: from, to: to, byRepeat: byRepeat)
        if v.isContinuous {
            sendValueChanged(control, at: local, outcome: outcome)
        } else if byRepeat {
            record(stepper: control, outcome, at: local)
        }
        return outcome
    }

    private func sendValueChanged(_ control: View, at local: Point, outcome: StepperOutcome?) {
        recordStepper(control, .valueChanged, outcome, at: local)
        sendActions(of: control, for: .valueChanged)
    }

    /// A stepper's outcome with no event of its own (a disabled button, no button, a step that
    /// waits for touch-up to be reported).
    private func record(stepper control: View, _ outcome: StepperOutcome, at local: Point) {
        recordStepper(control, .stepper, outcome, at: local)
    }

    /// One step of the story: the event, what the stepper did, its value after it.
    private func recordStepper(_ control: View, _ kind: ControlEventKind, _ outcome: StepperOutcome?, at local: Point) {
        var event = ControlEvent(control: control, event: kind, point: local, inHitArea: control.pointInside(local))
        event.stepper = outcome
        event.value = stepperValue(control)
        event.actions = control.actions(for: kind)
        record(.control(event))
    }
}
