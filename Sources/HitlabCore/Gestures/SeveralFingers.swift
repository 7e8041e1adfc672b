import Foundation

/// Recognizers that see more than one finger (G6, G7): a pan follows the centroid of its
/// fingers, a pinch the distance between its first two, a rotation their angle; a recognizer
/// of one finger fails when another joins it.
extension TouchSession {
    /// Another finger went down on the recognizer's view or a subview while it follows one (G7).
    func join(_ run: GestureRun, _ state: TouchState) {
        let before = centroid(of: run)
        let downBefore = fingersDown(run)
        // A pan ignores fingers beyond `maximumNumberOfTouches`.
        if run.recognizer.kind == .pan, let most = run.recognizer.maximumTouches, downBefore >= most { return }
        run.touches.append(state.index)
        let down = downBefore + 1
        run.mostDown = max(run.mostDown, down)
        guard [.possible, .began, .changed].contains(run.state) else { return }
        if run.recognizer.kind.failsOnExtraTouch {
            let required = run.recognizer.touchesRequired
            // More fingers than `numberOfTouchesRequired` are not its gesture. Once a long press
            // has begun, UIKit does not say; Hitlab lets it go on.
            if down > required {
                if run.state == .possible { fail(run, .tooManyTouches(down, required: required)) }
            } else if run.recognizer.kind == .longPress && down == required {
                // Its timer starts once the fingers it needs are down.
                run.startTime = now
                run.start = state.location
            }
            return
        }
        if run.recognizer.kind == .pan { rebasePan(run, from: before) }
        if run.recognizer.kind == .pinch || run.recognizer.kind == .rotation { measurePair(run) }
        record(run.recognizer, run.state, .touchJoined(down))
    }

    /// Finger `left` of a pan, pinch or rotation came up while others stay down.
    func fingersChanged(_ run: GestureRun, left: TouchState) {
        switch run.recognizer.kind {
        case .pan:
            // The centroid jumps when a finger leaves; the translation must not.
            rebasePan(run, from: centroid(of: run, with: left))
        case .pinch, .rotation:
            measurePair(run)
        default:
            break
        }
    }

    /// How many of the run's fingers are down now.
    func fingersDown(_ run: GestureRun) -> Int { run.touches.filter { !touches[$0].released }.count }

    /// The centroid of the run's fingers that are down, and `extra` (its first touch's start
    /// if none).
    func centroid(of run: GestureRun, with extra: TouchState? = nil) -> Point {
        let down = run.touches.map { touches[$0] }.filter { !$0.released || $0 === extra }
        guard !down.isEmpty else { return run.panBase }
        let sum = down.reduce(Point.zero) { $0 + $1.location }
        return Point(sum.x / Double(down.count), sum.y / Double(down.count))
    }

    /// How far a pan's fingers moved, as UIKit's `translation(in:)`: the centroid's movement,
    /// carried over each change of fingers.
    func panTranslation(_ run: GestureRun) -> Point {
        run.panCarried + (centroid(of: run) - run.panBase)
    }

    /// A pan's fingers changed: what it moved so far is kept, and it measures from the new
    /// centroid. `before`: the centroid just before the change.
    private func rebasePan(_ run: GestureRun, from before: Point) {
        run.panCarried = run.panCarried + (before - run.panBase)
        run.panBase = centroid(of: run)
    }

    /// A pinch or rotation measures its first two fingers that are down: when that pair
    /// changes, the scale and angle so far are kept and it measures from the new pair.
    func measurePair(_ run: GestureRun) {
        let down = run.touches.filter { !touches[$0].released }
        let pair = down.count >= 2 ? (down[0], down[1]) : nil
        if let old = run.pair, pair.map({ $0 == old }) == true { return }
        if run.pair != nil {
            run.scaleCarried = currentScale(run)
            run.rotationCarried = currentRotation(run)
        }
        run.pair = pair
        if let (a, b) = pair {
            let pa = touches[a].location, pb = touches[b].location
            run.pairDistance = max(pa.distance(to: pb), 1e-9)
            run.pairAngle = atan2(pb.y - pa.y, pb.x - pa.x)
        }
    }

    /// The scale a pinch reports: the fingers' distance over their distance when it started
    /// measuring (UIKit's `scale`: "relative to the points of the two touches").
    func currentScale(_ run: GestureRun) -> Double {
        guard let (a, b) = run.pair else { return run.scaleCarried }
        let pa = touches[a].location, pb = touches[b].location
        return run.scaleCarried * pa.distance(to: pb) / run.pairDistance
    }

    /// The angle a rotation reports, in degrees, clockwise on screen (y grows downwards).
    func currentRotation(_ run: GestureRun) -> Double {
        guard let (a, b) = run.pair else { return run.rotationCarried }
        let pa = touches[a].location, pb = touches[b].location
        var turn = atan2(pb.y - pa.y, pb.x - pa.x) - run.pairAngle
        while turn > .pi { turn -= 2 * .pi }
        while turn <= -.pi { turn += 2 * .pi }
        return run.rotationCarried + turn * 180 / .pi
    }

    /// A finger of a pinch or rotation moved (G6): it begins once the distance or the angle
    /// has changed enough, then reports every move of its two fingers as `.changed`.
    func seeTwoFingers(_ run: GestureRun, moving state: TouchState) {
        guard let (a, b) = run.pair, state.index == a || state.index == b else { return }
        let kind = run.recognizer.kind
        if run.state == .possible {
            if kind == .pinch {
                let change = touches[a].location.distance(to: touches[b].location) - run.pairDistance
                if abs(change) >= GestureRecognizer.pinchThreshold {
                    recognize(run, .pinched(change: change, scale: currentScale(run)), continuous: true)
                }
            } else if abs(currentRotation(run)) >= GestureRecognizer.rotationThresholdDegrees {
                recognize(run, .rotated(currentRotation(run)), continuous: true)
            }
            return
        }
        run.state = .changed
        record(
            run.recognizer, .changed,
            kind == .pinch ? .scaleChanged(currentScale(run)) : .rotationChanged(currentRotation(run)))
        sendAction(of: run.recognizer)
    }
}
