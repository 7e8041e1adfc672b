extension TouchSession {
    /// G1: the recognizers on the hit view and its ancestors see the touch, deepest first.
    /// A3: a control in front keeps single taps from its ancestors' tap recognizers.
    /// G7: a recognizer already following another finger takes this one too (`join`); the
    /// recognizers of other fingers' views go on undisturbed.
    func beginGestures(for state: TouchState) {
        guard let hit = state.hit else { return }
        // Recognizers following a finger that is still down.
        let live = runs.filter { run in run.touches.contains { $0 != state.index && !touches[$0].released } }
        // A double tap after its first tap, and a recognizer waiting for another to fail, go on
        // across presses.
        let carried = runs.filter { run in
            !live.contains { $0 === run } && run.state == .possible
                && ((run.recognizer.tapsRequired > 1 && run.taps > 0) || run.waiting != nil)
        }
        var fresh: [GestureRun] = [], joined: [GestureRun] = []
        for view in hit.ancestry.reversed() {
            for recognizer in view.gestures where recognizer.isEnabled {
                // G8: the delegate keeps this touch from it; the views get it as if it were not there.
                if let refusal = recognizer.refusal(ofTouchOn: hit) {
                    record(recognizer, .possible, .refusedTouch(refusal))
                    continue
                }
                if let run = live.first(where: { $0.recognizer === recognizer }) {
                    joined.append(run)
                    continue
                }
                if let run = carried.first(where: { $0.recognizer === recognizer }) {
                    run.touches.append(state.index)
                    run.start = state.start
                    fresh.append(run)
                    continue
                }
                let run = GestureRun(recognizer, start: state.start, time: state.startTime, touch: state.index)
                // A3, by the control's class: which of its ancestors' gestures it keeps for itself.
                if hit.kind.isControl && hit.isEnabled && view !== hit {
                    if recognizer.kind == .tap && hit.kind.keepsSingleTapsFromAncestors { run.blockedBy = hit }
                    if recognizer.kind == .pan && hit.kind.keepsParallelDragsFromAncestors { run.blockedBy = hit }
                    // "A single finger swipe ... on the knob of a UISlider ... parallel to the slider."
                    if recognizer.kind == .swipe && hit.kind == .slider && recognizer.direction.isHorizontal {
                        run.blockedBy = hit
                    }
                    if recognizer.kind == .tap && !hit.kind.keepsSingleTapsFromAncestors { run.overControl = hit }
                }
                fresh.append(run)
            }
        }
        // A tap of several taps waiting on another view gives up when the next press lands elsewhere.
        for run in carried where !fresh.contains(where: { $0 === run }) {
            fail(run, run.noFurtherTap)
        }
        runs = live + fresh
        // G5: a scroll view holds a touch on its content back until it knows it is no scroll.
        for run in fresh where run.recognizer.scrollsItsView && run.taps == 0 {
            if let scrollView = run.recognizer.view, scrollView !== hit, scrollView.scrolling.delaysContentTouches {
                run.contentDelayEnds = state.startTime + ScrollSettings.contentTouchDelay
            }
        }
        for run in fresh where run.taps == 0 {
            let reason: GestureReason = run.overControl.map { .sawTouchOverControl($0) } ?? .sawTouch
            record(run.recognizer, .possible, reason)
            if run.recognizer.kind == .screenEdgePan { checkScreenEdge(run) }
        }
        for run in joined { join(run, state) }
    }

    func gesturesSeeMove(of state: TouchState) {
        for run in runs where run.touches.contains(state.index) && [.possible, .began, .changed].contains(run.state) {
            let distance = state.location.distance(to: run.start)
            switch run.recognizer.kind {
            case .tap, .doubleTap, .longPress:
                if run.state == .possible && distance > run.recognizer.allowableMovement {
                    fail(run, .movedTooFar(distance))
                }
            case .swipe:
                if run.state == .possible { seeSwipe(run, at: state.location) }
            case .pinch, .rotation:
                seeTwoFingers(run, moving: state)
                continue
            case .pan, .screenEdgePan:
                let moved = panTranslation(run)
                let distance = moved.distance(to: .zero)
                let down = fingersDown(run)
                if run.state == .possible && distance >= GestureRecognizer.panThreshold
                    && down >= run.recognizer.minimumTouches
                {
                    // A slider or a switch keeps a drag along it; one across it is the pan's (A3).
                    if run.blockedBy != nil && abs(moved.x) < abs(moved.y) { run.blockedBy = nil }
                    if run.recognizer.scrollsItsView {
                        scroll(run, moved: moved, touch: state)
                    } else {
                        recognize(run, .movedEnough(distance), continuous: true)
                    }
                    continue
                }
            }
            // A continuous recognizer that began reports every move as `.changed`, calling its
            // action each time (G4; "your action method may be called multiple times").
            if run.state == .began || run.state == .changed, run.recognizer.kind.isContinuous {
                run.state = .changed
                record(run.recognizer, .changed, .movedOn(state.location))
                sendAction(of: run.recognizer)
            }
        }
    }

    func gesturesSeeEnd(of state: TouchState) {
        endContentDelays(.released, touch: state)
        for run in runs where run.touches.contains(state.index) {
            // The run's fingers still down once this one is up.
            let stillDown = run.touches.contains { !touches[$0].released }
            let required = run.recognizer.touchesRequired
            switch (run.recognizer.kind, run.state) {
            case (.tap, .possible) where required > 1 && stillDown,
                (.doubleTap, .possible) where required > 1 && stillDown:
                // A tap of several fingers counts once they are all up.
                break
            case (.tap, .possible) where required > 1 && run.mostDown < required,
                (.doubleTap, .possible) where required > 1 && run.mostDown < required,
                (.longPress, .possible) where run.mostDown < required:
                fail(run, .tooFewTouches(run.mostDown, required: required))
            case (.tap, .possible) where run.recognizer.tapsRequired == 1:
                recognize(run, .tapped, continuous: false)
            case (.tap, .possible), (.doubleTap, .possible):
                run.taps += 1
                run.lastTapTime = now
                if run.taps >= run.recognizer.tapsRequired {
                    recognize(run, .tappedTimes(run.taps), continuous: false)
                }
            case (.longPress, .possible):
                fail(run, .releasedTooSoon(now - run.startTime))
            case (.pan, .possible) where !stillDown && run.mostDown < run.recognizer.minimumTouches:
                fail(run, .tooFewTouches(run.mostDown, required: run.recognizer.minimumTouches))
            case (.pan, .possible) where !stillDown, (.screenEdgePan, .possible):
                fail(run, .didNotMove)
            case (.swipe, .possible):
                fail(run, .swipeTooShort(max(0, (state.location - run.start).dot(run.recognizer.direction.unit))))
            case (.pinch, .possible) where !stillDown, (.rotation, .possible) where !stillDown:
                fail(run, .neverBegan(fingers: run.mostDown))
            case (.longPress, .began), (.longPress, .changed), (.screenEdgePan, .began), (.screenEdgePan, .changed),
                (.pan, .began) where !stillDown, (.pan, .changed) where !stillDown,
                (.pinch, .began) where !stillDown, (.pinch, .changed) where !stillDown,
                (.rotation, .began) where !stillDown, (.rotation, .changed) where !stillDown:
                // `.ended` calls the action once more (G4).
                run.state = .recognized
                record(run.recognizer, .recognized, .ended)
                sendAction(of: run.recognizer)
            case (.pan, _), (.pinch, _), (.rotation, _):
                // Fingers are still down: a pan follows the rest, a pinch or rotation stops
                // measuring until two are down again.
                fingersChanged(run, left: state)
            default:
                break
            }
        }
    }

    /// The earliest moment a waiting recognizer decides by itself.
    func nextDeadline() -> Double? {
        runs.compactMap { run -> Double? in
            guard run.state == .possible else { return nil }
            switch run.recognizer.kind {
            case .longPress:
                let down = fingersDown(run)
                return down >= run.recognizer.touchesRequired
                    ? run.startTime + run.recognizer.minimumPressDuration : nil
            case .tap, .doubleTap:
                return run.recognizer.tapsRequired > 1 && run.taps > 0
                    ? run.lastTapTime + GestureRecognizer.doubleTapInterval + 1e-9 : nil
            case .pan: return run.contentDelayEnds
            default: return nil
            }
        }.min()
    }

    func gesturesSeeTime() {
        for run in runs where run.contentDelayEnds.map({ $0 <= now }) == true {
            let touch = touches[run.touch]
            if !touch.released { endContentDelays(.stayedStill, touch: touch) }
        }
        for run in runs where run.state == .possible {
            switch run.recognizer.kind {
            case .longPress:
                // Recognizes the moment the press has lasted long enough, with the fingers it needs.
                let needed = run.recognizer.minimumPressDuration
                let down = fingersDown(run)
                if now - run.startTime >= needed, !touches[run.touch].released, down >= run.recognizer.touchesRequired {
                    let moved = touches[run.touch].location.distance(to: run.start)
                    recognize(run, .heldLongEnough(needed, moved: moved), continuous: true)
                }
            case .tap, .doubleTap:
                if run.taps > 0 && now - run.lastTapTime > GestureRecognizer.doubleTapInterval {
                    fail(run, run.noFurtherTap)
                }
            default:
                break
            }
        }
    }

    /// A recognizer reached its goal. It wins unless a control keeps the tap (A3) or another
    /// recognizer already won and neither may recognize simultaneously (G3). Winning sends
    /// its action, prevents the undecided others and, with `cancelsTouchesInView`, takes the
    /// touch from the views (G2).
    func recognize(_ run: GestureRun, _ reason: GestureReason, continuous: Bool) {
        if let control = run.blockedBy {
            fail(run, .controlWins(control))
            return
        }
        // require(toFail:) or a delegate's answer: wait while one it requires is undecided; fail
        // if one recognized.
        let required = runs.filter { run.recognizer.requiresFailure(of: $0.recognizer) }
        if let recognized = required.first(where: { $0.state != .possible && $0.state != .failed }) {
            fail(run, .requiredRecognized(recognized.recognizer))
            return
        }
        if let undecided = required.first(where: { $0.state == .possible }) {
            if run.waiting == nil {
                run.waiting = (reason, continuous)
                record(run.recognizer, .possible, .waitsFor(undecided.recognizer))
            }
            return
        }
        run.waiting = nil
        // G8: the delegate is asked as it would leave `possible`.
        if !run.recognizer.shouldBegin {
            fail(run, .delegateRefusedBegin)
            return
        }
        if let winner = runs.first(where: {
            $0 !== run && [.recognized, .began, .changed].contains($0.state) && excludes($0, run)
        }) {
            fail(run, .preventedBy(winner.recognizer))
            return
        }
        run.state = continuous ? .began : .recognized
        record(run.recognizer, run.state, reason)
        // The views' touches are cancelled "immediately before the action method is called"
        // (UIGestureRecognizer.h, cancelsTouchesInView): G2, then the action (G4).
        if run.recognizer.cancelsTouchesInView {
            cancelTouches(by: run)
        }
        sendAction(of: run.recognizer)
        for dependent in runs
        where dependent !== run && dependent.state == .possible
            && dependent.recognizer.requiresFailure(of: run.recognizer)
        {
            fail(dependent, .requiredRecognized(run.recognizer))
        }
        for other in runs where other !== run && other.state == .possible && excludes(run, other) {
            fail(other, .preventedBy(run.recognizer))
        }
        afterDecision()
    }

    func fail(_ run: GestureRun, _ reason: GestureReason) {
        guard run.state == .possible else { return }
        run.state = .failed
        run.waiting = nil
        record(run.recognizer, .failed, reason)
        // Those that were waiting for this one to fail recognize now.
        for dependent in runs
        where dependent.state == .possible && dependent.waiting != nil
            && dependent.recognizer.requiresFailure(of: run.recognizer)
        {
            recognize(dependent, .requiredFailed(run.recognizer), continuous: dependent.waiting!.continuous)
        }
        afterDecision()
    }

    /// Once recognizers decide, phases they were holding may go out (G2).
    private func afterDecision() {
        touches.filter(\.beganHeld).forEach(releaseHeldBeganIfDecided)
        let held = heldTouches
        heldTouches.removeAll()
        for state in held where delayingRecognizers(.ended, of: state).isEmpty { releaseHeld(state) }
        heldTouches = held.filter { $0.endedHeld && !$0.isCancelled }
    }

    /// Two recognizers exclude each other when they see a touch in common (G7) and neither
    /// allows simultaneous recognition (G3).
    private func excludes(_ a: GestureRun, _ b: GestureRun) -> Bool {
        guard a.touches.contains(where: b.touches.contains) else { return false }
        return
            !(a.recognizer.simultaneous || b.recognizer.simultaneous
            || a.recognizer.simultaneousWith.contains(b.recognizer.name)
            || b.recognizer.simultaneousWith.contains(a.recognizer.name))
    }
}
