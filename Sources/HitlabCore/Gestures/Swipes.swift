extension TouchSession {
    /// A swipe (`UISwipeGestureRecognizer`) watching the finger move: it recognizes once the
    /// finger has gone `swipeDistance` points along its direction within `swipeMaxDuration`
    /// seconds of the press, and fails as soon as the finger goes more across (or backwards)
    /// than along, past the tap's slop, or takes too long. The distances are Hitlab's: UIKit
    /// documents the direction (default right) but no distance or speed.
    func seeSwipe(_ run: GestureRun, at location: Point) {
        let moved = location - run.start
        let along = moved.dot(run.recognizer.direction.unit)
        let across = abs(moved.dot(Point(-run.recognizer.direction.unit.y, run.recognizer.direction.unit.x)))
        if moved.distance(to: .zero) > GestureRecognizer.defaultAllowableMovement && along <= across {
            fail(run, .swipeWrongWay(moved))
        } else if along >= GestureRecognizer.swipeDistance {
            let elapsed = now - run.startTime
            if elapsed > GestureRecognizer.swipeMaxDuration {
                fail(run, .swipeTooSlow(elapsed))
            } else {
                recognize(run, .swiped(along, elapsed), continuous: false)
            }
        }
    }
}
