/// Feeds the fingers' events to a scene, one at a time, as the window will: presses, moves,
/// releases, and the passing of time. Records everything in `trace`.
///
/// Order of work per event, as in UIKit: hit-testing at each press, for that touch alone
/// (H1-H4, W1), then the recognizers of its hit view and ancestors see it (G1, G7), then the
/// views get it along the chain (T1, T2) unless T4 or T5 keep it from them or a recognizer
/// holds or cancels it (G2); controls track what reaches them (A1).
public final class TouchSession {
    public let scene: Scene
    public private(set) var trace = InteractionTrace()

    /// Every touch so far, by index: the order they went down.
    var touches: [TouchState] = []
    /// The touch each finger has down now.
    var fingersDown: [Int: TouchState] = [:]
    /// Touches whose `ended` is still held by a recognizer (delaysTouchesEnded).
    var heldTouches: [TouchState] = []
    var runs: [GestureRun] = []
    var now = 0.0
    /// Steppers tracking a touch, the values this interaction gave them, and the repeats so
    /// far (A4).
    var stepperTracks: [ObjectIdentifier: StepperTrack] = [:]
    var stepperValues: [ObjectIdentifier: Double] = [:]
    var stepperRepeats = 0
    /// Changes still to make (T6), in time order, and how to undo those made.
    var pendingChanges: [SceneChange] = []
    var undoChanges: [() -> Void] = []
    /// Each window's first responder now (F1, W2): the scene's, until a tap makes a text field
    /// its window's (A5).
    var firstResponders: [ObjectIdentifier: Responder] = [:] {
        didSet { trace.firstResponder = firstResponder }
    }
    /// The key window's first responder (W2): where a nil-targeted action starts.
    var firstResponder: Responder? { firstResponders[ObjectIdentifier(scene.keyWindow)] }

    public init(scene: Scene) {
        self.scene = scene
        for window in scene.windows {
            firstResponders[ObjectIdentifier(window)] = scene.firstResponder(of: window)
        }
        trace.firstResponder = firstResponder
    }

    // MARK: Input

    /// A finger goes down at `point` (window coordinates). Finger 0 is the mouse's.
    public func press(at point: Point, time: Double, finger: Int = 0) {
        advance(to: time)
        if let earlier = fingersDown[finger] { release(at: earlier.location, time: time, finger: finger) }
        let index = touches.count
        trace.fingerOfTouch.append(finger)
        record(.input(.began, point, time: time, touch: index))
        if index == 0 {
            scene.removedByPresentation.forEach { record(.removedFromWindow($0.view, presented: $0.presented)) }
        }

        // W1: the windows front to back, until one returns a view. H7: a view animating now
        // without `.allowUserInteraction` is skipped, at its model frame.
        let asked = scene.atMoment(time) { scene.hitTestWindows(point) }
        for (i, (window, log, _)) in asked.enumerated() {
            if i > 0 { record(.windowPassed(asked[i - 1].window, next: window)) }
            trace.reserveCapacity(trace.steps.count + log.events.count + 16)
            for event in log.events {
                switch event {
                case .started(let i): record(.visit(log.visits[i]))
                case .returned(let i): record(.visitReturned(log.visits[i]))
                }
            }
        }
        let hit = asked.last?.hit
        let result = HitTestResult(
            root: asked.last?.window ?? scene.window, point: point, visits: asked.flatMap(\.log.visits), hit: hit)
        let chain = hit.map { scene.responderChain(from: $0) } ?? []
        record(.hitResult(result, chain: chain, touch: index))
        let state = TouchState(index: index, finger: finger, hit: hit, chain: chain, start: point, time: time)
        if let before = touches.last(where: { $0.finger == finger }), let hit, before.hit === hit,
            let up = before.releaseTime, time - up <= GestureRecognizer.doubleTapInterval
        {
            state.tapCount = before.tapCount + 1
        }
        touches.append(state)
        fingersDown[finger] = state
        guard hit != nil else { return }
        // T4, T5: the views may never get this touch (its chain is then beside the point);
        // its recognizers still see it. G7: nor when a recognizer that sees it already took it.
        let refusedByViews = viewsRefusal(of: state)
        if refusedByViews == nil {
            record(.chain(chain))
            scene.explainedLinks(of: chain).forEach { record(.chainLink($0)) }
        }
        beginGestures(for: state)
        if let refusal = refusedByViews ?? recognizerRefusal(of: state) {
            state.refused = true
            record(.notDelivered(refusal, touch: index))
            return
        }
        let delayers = delayingRecognizers(.began, of: state)
        if !delayers.isEmpty && !state.isCancelled {
            state.beganHeld = true
            recordHeld(.began, by: delayers, touch: index)
        } else if !state.isCancelled {
            deliver(.began, of: state)
        }
    }

    /// A finger moves to `point` while down. A "move" to where the finger already is moves
    /// nothing: UIKit sends no `touchesMoved` for a stationary touch, and no recognizer sees one.
    public func move(to point: Point, time: Double, finger: Int = 0) {
        advance(to: time)
        guard let state = fingersDown[finger], point != state.location else { return }
        record(.input(.moved, point, time: time, touch: state.index))
        state.moved = true
        state.location = point
        guard state.hit != nil else { return }
        gesturesSeeMove(of: state)
        releaseHeldBeganIfDecided(state)
        if state.beganDelivered && !state.isCancelled {
            deliver(.moved, of: state)
        }
    }

    /// A finger comes up at `point`.
    public func release(at point: Point, time: Double, finger: Int = 0) {
        advance(to: time)
        guard let state = fingersDown[finger] else { return }
        if point != state.location { move(to: point, time: time, finger: finger) }
        record(.input(.ended, point, time: time, touch: state.index))
        state.released = true
        state.releaseTime = time
        fingersDown[finger] = nil
        guard state.hit != nil else { return }
        gesturesSeeEnd(of: state)
        releaseHeldBeganIfDecided(state)
        if state.isCancelled || state.finishedDelivery || state.refused { return }
        let delayers = delayingRecognizers(state.beganHeld ? .began : .ended, of: state)
        if delayers.isEmpty {
            deliverEnd(of: state)
        } else {
            state.endedHeld = true
            heldTouches.append(state)
            recordHeld(.ended, by: delayers, touch: state.index)
        }
    }

    /// Time passes with nothing else happening: a long press may recognize, a double tap
    /// may give up waiting for its second tap.
    /// Timers fire at their own moments, in order, even when the next event comes later.
    public func advance(to time: Double) {
        guard time >= now else { return }
        // A change due first is made at its moment, after the timers due before it.
        while let change = pendingChanges.first, change.time <= time {
            advanceTimers(to: max(now, change.time))
            pendingChanges.removeFirst()
            apply(change)
        }
        advanceTimers(to: time)
    }

    /// Timers fire at their own moments, in order, up to `time`.
    private func advanceTimers(to time: Double) {
        while let deadline = [nextDeadline(), nextStepperFire()].compactMap({ $0 }).min(), deadline <= time,
            deadline >= now
        {
            now = deadline
            let before = runs.map(\.state), delays = runs.map(\.contentDelayEnds), repeats = stepperRepeats
            gesturesSeeTime()
            fireStepperTimers()
            if runs.map(\.state) == before && runs.map(\.contentDelayEnds) == delays && stepperRepeats == repeats {
                break
            }
        }
        now = time
        gesturesSeeTime()
    }

    /// The interaction is over: fingers still down come up where they are, recognizers still
    /// waiting fail and held phases go out.
    public func finish() {
        for (finger, state) in fingersDown.sorted(by: { $0.value.index < $1.value.index }) {
            release(at: state.location, time: now, finger: finger)
        }
        advance(to: now + 3600)
        for run in runs where run.state == .possible {
            fail(run, run.noFurtherTap)
        }
        let held = heldTouches
        heldTouches.removeAll()
        for state in held { releaseHeld(state) }
        undoAllChanges()
    }

    // MARK: Delivery (T1, T2, R5)

    /// Sends one phase along the touch's chain, from the view hit at `began` (T1).
    func deliver(_ phase: TouchPhase, of state: TouchState, cause: CancelCause = .recognizer) {
        if phase == .began { state.beganDelivered = true }
        if phase == .ended || phase == .cancelled { state.finishedDelivery = true }
        for (i, responder) in state.chain.enumerated() {
            let isLast = i == state.chain.count - 1
            let outcome: DeliveryOutcome
            if phase == .cancelled {
                outcome = .cancelled
            } else {
                switch responder.touches {
                case .forward: outcome = isLast ? .dropped : .forwarded
                case .handle: outcome = .handled
                case .handleAndForward: outcome = .handledAndForwarded
                }
            }
            var delivery = Delivery(responder: responder, phase: phase, outcome: outcome, touch: state.index)
            delivery.allTouches = touches.filter { !$0.released || $0 === state }.count
            delivery.cancelCause = cause
            delivery.passedOn = i > 0
            delivery.endsChain = isLast
            state.cancelCause = cause
            record(.delivery(delivery))
            if let control = responder as? View, control.kind.isControl {
                track(control, phase, of: state)
            }
            if responder.touches == .handle { break }
        }
    }

    /// The touch's last phase: `ended`; on a text field, `cancelled`, for the field's own tap
    /// recognizes as the finger lifts and takes the touch (A5, G2), and then focuses it.
    func deliverEnd(of state: TouchState) {
        guard let field = state.hit, field.kind == .textField, field.isEnabled else {
            return deliver(.ended, of: state)
        }
        state.isCancelled = true
        deliver(.cancelled, of: state, cause: .textFieldTap)
        if firstResponders[ObjectIdentifier(field.ancestry[0])] !== field {
            becomeFirstResponder(field, at: field.convertFromScreen(state.location))
        }
    }

    /// A recognizer took its touches (G2: cancelsTouchesInView): the views get `cancelled`,
    /// or, when `began` was still held, nothing at all. Only the touches the recognizer
    /// sees (G7): another finger on another view keeps its own.
    func cancelTouches(by run: GestureRun) {
        for state in run.touches.map({ touches[$0] })
        where !state.finishedDelivery && !state.isCancelled && !state.refused {
            state.isCancelled = true
            if state.beganHeld {
                state.beganHeld = false
                record(.discarded(.began, by: run.recognizer, touch: state.index))
            } else if state.beganDelivered {
                deliver(.cancelled, of: state)
            }
            state.endedHeld = false
        }
        heldTouches.removeAll { $0.finishedDelivery || $0.isCancelled }
    }

    /// Delivers `began` once no recognizer that delays it is still undecided.
    func releaseHeldBeganIfDecided(_ state: TouchState) {
        guard state.beganHeld, !state.isCancelled, delayingRecognizers(.began, of: state).isEmpty else { return }
        state.beganHeld = false
        deliver(.began, of: state)
    }

    /// Delivers whatever decided recognizers were holding back, in phase order.
    func releaseHeld(_ state: TouchState) {
        releaseHeldBeganIfDecided(state)
        if state.beganHeld { return }
        if state.endedHeld && !state.isCancelled {
            state.endedHeld = false
            deliverEnd(of: state)
        }
    }

    /// The undecided recognizers that hold a phase of this touch back: `delaysTouchesBegan`
    /// or `delaysTouchesEnded` (G2), and a scroll view's pan while it delays content touches
    /// (G5). Only those that see the touch (G7).
    func delayingRecognizers(_ phase: TouchPhase, of state: TouchState) -> [GestureRecognizer] {
        runs.filter { run in
            guard run.state == .possible, run.touches.contains(state.index) else { return false }
            if phase == .began { return run.recognizer.delaysTouchesBegan || run.contentDelayEnds != nil }
            return run.recognizer.delaysTouchesEnded
        }.map(\.recognizer)
    }

    func record(_ step: StoryStep) {
        trace.append(step)
    }

    /// A recognizer's change of state, with the view of the other party its reason names.
    func record(_ recognizer: GestureRecognizer, _ state: GestureState, _ reason: GestureReason) {
        var g = GestureRecord(recognizer: recognizer, state: state, reason: reason)
        g.counterpart = reason.counterpart
        trace.append(.gesture(g))
    }

    /// A held phase, told once for each scroll view delaying its content's touches (G5) and
    /// once for the recognizers that delay by their own flags (G2).
    private func recordHeld(_ phase: TouchPhase, by delayers: [GestureRecognizer], touch: Int) {
        let forContent = delayers.filter { $0.holdsContent(phase) }
        forContent.forEach { record(.held(phase, by: [$0], touch: touch)) }
        let plain = delayers.filter { r in !forContent.contains { $0 === r } }
        if !plain.isEmpty { record(.held(phase, by: plain, touch: touch)) }
    }
}

/// One touch from press to release.
final class TouchState {
    let index: Int
    /// The finger it belongs to (0 for the mouse).
    let finger: Int
    let hit: View?
    let chain: [Responder]
    let start: Point
    let startTime: Double
    var location: Point
    var released = false
    var beganDelivered = false
    var beganHeld = false
    var endedHeld = false
    var finishedDelivery = false
    var isCancelled = false
    /// T4, T5 or a recognizer that already recognized kept the views from ever getting it.
    var refused = false
    /// The control currently tracking this touch and whether the touch was inside it.
    var trackingInside: [ObjectIdentifier: Bool] = [:]
    /// `UITouch.tapCount`: 1, or one more than the touch before it when this one went down
    /// on the same view within `GestureRecognizer.doubleTapInterval` of its release.
    var tapCount = 1
    var releaseTime: Double?
    /// Whether it moved since it went down.
    var moved = false
    /// What cancelled it in the views, once it is cancelled.
    var cancelCause = CancelCause.recognizer

    init(index: Int, finger: Int, hit: View?, chain: [Responder], start: Point, time: Double) {
        self.index = index
        self.finger = finger
        self.hit = hit
        self.chain = chain
        self.start = start
        self.startTime = time
        self.location = start
    }

    /// A view is tracking this touch (T4, T5): it is down and the views have it or will.
    var isTracked: Bool { !released && hit != nil && !refused && !isCancelled && !finishedDelivery }
}
