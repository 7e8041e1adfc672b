/// The audit's running sums for one target: areas by blocker index (`ReachPlan.blockers`).
struct AuditTally {
    var area = 0.0, reached = 0.0, pieces = 0
    /// The area a curve may have put on the wrong side (a bound).
    var uncertain = 0.0
    var blocked: [Int: (area: Double, order: Int, at: Point)] = [:]
    var largest: Rect?, largestReached: Rect?
    /// The blockers of the last piece added, and the area still to add to each: neighbouring
    /// pieces mostly share their answer, so it is added up once per run, not once per piece.
    private var run: (blocking: [Int], area: Double, at: Point)?

    mutating func add(_ reach: (reached: Bool, blocking: [Int]), piece: Rect) {
        let a = piece.area
        pieces += 1
        area += a
        if a > (largest?.area ?? 0) { largest = piece }
        if reach.reached {
            reached += a
            if a > (largestReached?.area ?? 0) { largestReached = piece }
            return
        }
        if let current = run, current.blocking == reach.blocking {
            run!.area += a
            return
        }
        flush()
        run = (reach.blocking, a, piece.center)
    }

    /// Adds the pending run to each of its blockers.
    mutating func flush() {
        guard let (blocking, a, at) = run else { return }
        run = nil
        for (order, i) in blocking.enumerated() {
            if let known = blocked[i] {
                blocked[i] = (known.area + a, min(known.order, order), known.at)
            } else {
                blocked[i] = (a, order, at)
            }
        }
    }

    mutating func merge(_ other: AuditTally) {
        flush()
        var o = other
        o.flush()
        area += o.area
        reached += o.reached
        pieces += o.pieces
        uncertain += o.uncertain
        if (o.largest?.area ?? 0) > (largest?.area ?? 0) { largest = o.largest }
        if (o.largestReached?.area ?? 0) > (largestReached?.area ?? 0) { largestReached = o.largestReached }
        for (i, entry) in o.blocked {
            if let known = blocked[i] {
                blocked[i] = (known.area + entry.area, min(known.order, entry.order), known.at)
            } else {
                blocked[i] = entry
            }
        }
    }

    func audit(of target: View, blockers: [Blocker], in scene: Scene, answers: WindowAnswers) -> TargetAudit {
        var done = self
        done.flush()
        let list = done.blocked.sorted {
            ($0.value.area, -$0.value.order, -$0.key) > ($1.value.area, -$1.value.order, -$1.key)
        }
        .map { i, entry -> (blocker: Blocker, area: Double) in
            // A cover was found by its area alone: name the view that takes the tap there.
            var blocker = blockers[i]
            if blocker.kind == .covered || blocker.kind == .windowInFront, let front = blocker.inFront,
                let taken = blocker.kind == .windowInFront
                    ? answers.hit(front, at: entry.at) : front.hitTestUntraced(front.convertFromScreen(entry.at))
            {
                blocker = Blocker(blocker.kind, view: taken)
                blocker.inFront = front
            }
            return (BlockerPattern.named(blocker, target: target, in: scene), entry.area)
        }
        return TargetAudit(
            target: target, area: done.area, reachedArea: done.reached, blockers: list,
            reachedPoint: done.largestReached?.center, visiblePoint: done.largest?.center, uncertainArea: done.uncertain
        )
    }
}
