/// One `hitTest` call: the view asked, the point in its own coordinates and the verdict.
public struct Visit {
    /// The view asked (held: a trace keeps what it names alive).
    public let view: View
    public let depth: Int
    public let point: Point
    public internal(set) var verdict: Verdict
    /// Set when the default `hitTest` returned nil for this reason but `hitOutsideBounds`
    /// (C4) asked the subviews anyway.
    public internal(set) var bypassed: Verdict?
    /// C6: the view this view's overridden `hitTest` returned instead of itself.
    public internal(set) var returnedInstead: View?
    /// Whether it asked any subview (H3): its call then has a start and a return to tell.
    public internal(set) var askedSubviews = false
    /// What its `hitTest` returned: itself, a view found below it, another view (C6) or nil.
    public internal(set) var returned: View?
}

/// One moment of a hit test, in call order: a call starts, or a call that asked its
/// subviews returns (the index is into `VisitLog.visits`).
public enum VisitEvent: Equatable {
    case started(Int)
    case returned(Int)
}

/// Receives each `hitTest` call as it starts and its verdict when it returns. The traced
/// and untraced hit tests are the same code with a different recorder.
public protocol HitTestRecorder {
    mutating func enter(_ view: View, depth: Int, point: Point) -> Int
    mutating func finish(_ index: Int, _ verdict: Verdict, bypassed: Verdict?)
    /// C6: the call returned `view` in place of the view itself.
    mutating func returnedInstead(_ index: Int, _ view: View)
}

/// Records every visit in call order, with the nesting of the calls.
public struct VisitLog: HitTestRecorder {
    public private(set) var visits: [Visit] = []
    /// Starts, and the returns of calls that asked their subviews, in the order they happened.
    public private(set) var events: [VisitEvent] = []
    /// The calls still running, outermost first, each with the view a subview returned to it.
    private var open: [(index: Int, answer: View?)] = []

    public init() {}

    public mutating func enter(_ view: View, depth: Int, point: Point) -> Int {
        if let parent = open.last { visits[parent.index].askedSubviews = true }
        visits.append(Visit(view: view, depth: depth, point: point, verdict: .outside, bypassed: nil))
        let index = visits.count - 1
        open.append((index, nil))
        events.append(.started(index))
        return index
    }

    public mutating func finish(_ index: Int, _ verdict: Verdict, bypassed: Verdict?) {
        visits[index].verdict = verdict
        visits[index].bypassed = bypassed
        let answer = open.removeLast().answer
        switch verdict {
        case .hit: visits[index].returned = visits[index].view
        case .entered, .toPassthroughView: visits[index].returned = answer
        default: visits[index].returned = nil
        }
        if let returned = visits[index].returned, !open.isEmpty { open[open.count - 1].answer = returned }
        if visits[index].askedSubviews { events.append(.returned(index)) }
    }

    public mutating func returnedInstead(_ index: Int, _ view: View) {
        visits[index].returnedInstead = view
        visits[index].returned = view
        if !open.isEmpty { open[open.count - 1].answer = view }
    }
}

/// Records nothing: the hit test as UIKit runs it.
public struct NoRecord: HitTestRecorder {
    public init() {}
    @inline(__always) public mutating func enter(_ view: View, depth: Int, point: Point) -> Int { 0 }
    @inline(__always) public mutating func finish(_ index: Int, _ verdict: Verdict, bypassed: Verdict?) {}
    @inline(__always) public mutating func returnedInstead(_ index: Int, _ view: View) {}
}
