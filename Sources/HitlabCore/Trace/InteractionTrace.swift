/// Everything one interaction (a click, a drag, a long press, taps) did, in order.
public struct InteractionTrace {
    public private(set) var steps: [StoryStep] = []
    /// Where the first press's `.hitResult` step is (the window's layout asks for the chain each
    /// frame; a click that visits 20,000 views must not be searched again for it).
    private var firstHitResultIndex: Int?
    /// The finger of each touch, by touch index (0 is the mouse's, or the first finger's).
    public internal(set) var fingerOfTouch: [Int] = []
    /// The first responder once the interaction is over (F1, A5).
    public internal(set) var firstResponder: Responder?

    public init() {}

    /// The first press's hit test.
    public var hitTest: HitTestResult? { firstHitResult?.result }
    /// The first press's hit view's responder chain (R1-R4); empty when nothing was hit.
    public var chain: [Responder] { firstHitResult?.chain ?? [] }
    public var point: Point? { hitTest?.point }

    private var firstHitResult: (result: HitTestResult, chain: [Responder])? {
        guard let i = firstHitResultIndex, case .hitResult(let result, let chain, _) = steps[i] else { return nil }
        return (result, chain)
    }

    mutating func append(_ step: StoryStep) {
        if firstHitResultIndex == nil, case .hitResult = step { firstHitResultIndex = steps.count }
        steps.append(step)
    }

    mutating func reserveCapacity(_ n: Int) { steps.reserveCapacity(n) }

    /// Whether more than one finger took part (the story then says which finger each step is).
    public var isMultiFinger: Bool { Set(fingerOfTouch).count > 1 }

    /// The finger a touch belongs to.
    public func finger(ofTouch touch: Int) -> Int { touch < fingerOfTouch.count ? fingerOfTouch[touch] : 0 }

    /// The touches that never reached the views, with why (T4, T5, G7).
    public var refusals: [(touch: Int, refusal: TouchRefusal)] {
        steps.compactMap { if case .notDelivered(let r, let t) = $0 { return (t, r) } else { return nil } }
    }

    /// The view each touch was hit-tested to, by touch index (nil: nothing was hit).
    public var hitOfTouch: [Int: View?] {
        var result: [Int: View?] = [:]
        for step in steps { if case .hitResult(let r, _, let t) = step { result[t] = .some(r.hit) } }
        return result
    }
    public var hit: View? { hitTest?.hit }

    /// Every `hitTest` call of every press, in call order.
    public var visits: [Visit] {
        steps.compactMap { if case .visit(let v) = $0 { return v } else { return nil } }
    }

    public var deliveries: [Delivery] {
        steps.compactMap { if case .delivery(let d) = $0 { return d } else { return nil } }
    }

    public var actions: [ActionRecord] {
        steps.compactMap { if case .action(let a) = $0 { return a } else { return nil } }
    }

    public var controlEvents: [ControlEvent] {
        steps.compactMap { if case .control(let c) = $0 { return c } else { return nil } }
    }

    /// Each recognizer that saw the touch, in the order it first did, with its final state.
    public var gestures: [GestureRecord] {
        var order: [ObjectIdentifier] = []
        var last: [ObjectIdentifier: GestureRecord] = [:]
        for step in steps {
            guard case .gesture(let g) = step else { continue }
            let id = ObjectIdentifier(g.recognizer)
            if last[id] == nil { order.append(id) }
            last[id] = g
        }
        return order.compactMap { last[$0] }
    }

    /// Responders that handled the touch (`handled` or `handledAndForwarded`), in the order
    /// they first did.
    public var handledBy: [Responder] {
        var seen = Set<ObjectIdentifier>()
        var result: [Responder] = []
        for d in deliveries where d.outcome == .handled || d.outcome == .handledAndForwarded {
            if seen.insert(ObjectIdentifier(d.responder)).inserted { result.append(d.responder) }
        }
        return result
    }
}
