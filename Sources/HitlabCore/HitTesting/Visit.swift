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
}

/// Receives each `hitTest` call as it starts and its verdict when it returns. The traced
/// and untraced hit tests are the same code with a different recorder.
public protocol HitTestRecorder {
    mutating func enter(_ view: View, depth: Int, point: Point) -> Int
    mutating func finish(_ index: Int, _ verdict: Verdict, bypassed: Verdict?)
    /// C6: the call returned `view` in place of the view itself.
    mutating func returnedInstead(_ index: Int, _ view: View)
}

/// Records every visit in call order.
public struct VisitLog: HitTestRecorder {
    public private(set) var visits: [Visit] = []

    public init() {}

    public mutating func enter(_ view: View, depth: Int, point: Point) -> Int {
        visits.append(Visit(view: view, depth: depth, point: point, verdict: .outside, bypassed: nil))
        return visits.count - 1
    }

    public mutating func finish(_ index: Int, _ verdict: Verdict, bypassed: Verdict?) {
        visits[index].verdict = verdict
        visits[index].bypassed = bypassed
    }

    public mutating func returnedInstead(_ index: Int, _ view: View) {
        visits[index].returnedInstead = view
    }
}

/// Records nothing: the hit test as UIKit runs it.
public struct NoRecord: HitTestRecorder {
    public init() {}
    @inline(__always) public mutating func enter(_ view: View, depth: Int, point: Point) -> Int { 0 }
    @inline(__always) public mutating func finish(_ index: Int, _ verdict: Verdict, bypassed: Verdict?) {}
    @inline(__always) public mutating func returnedInstead(_ index: Int, _ view: View) {}
}
