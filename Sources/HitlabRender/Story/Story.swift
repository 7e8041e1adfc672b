import HitlabCore

/// A click's story cut into animation steps: one step per sentence of the narration, so
/// the picture at step N shows exactly what the first N sentences of the panel say.
public struct Story {
    public let trace: InteractionTrace
    public let lines: [NarrationLine]
    public let interaction: Interaction

    /// Trace steps told in two sentences (a view that asked its subviews).
    private let twoSentenceSteps: Set<Int>

    public init(scene: Scene, interaction: Interaction, language: Language = .en) {
        self.init(scene: scene, trace: scene.run(interaction), interaction: interaction, language: language)
    }

    /// The story of a trace that may still be growing (the window feeds events one by one).
    public init(scene: Scene, trace: InteractionTrace, interaction: Interaction, language: Language = .en) {
        self.interaction = interaction
        self.trace = trace
        lines = Narrator(scene: scene, language: language).lines(for: trace)
        twoSentenceSteps = Set(lines.filter(\.isReturn).compactMap(\.stepIndex))
    }

    public var stepCount: Int { lines.count }

    /// What the picture shows after `step` steps (nil: all of them).
    public func state(at step: Int?) -> StoryState {
        let n = min(max(0, step ?? lines.count), lines.count)
        var state = StoryState(step: n)
        for line in lines.prefix(n) {
            guard let index = line.stepIndex else { continue }
            switch trace.steps[index] {
            case .input(let phase, let p, _, _):
                state.pointer = p
                state.pointerDown = phase != .ended && phase != .cancelled
            case .visit(let v):
                let id = ObjectIdentifier(v.view)
                let number: Int
                if let earlier = state.visits[id] {
                    number = earlier.number
                } else {
                    state.visitOrder.append(v)
                    number = state.visitOrder.count
                }
                // A view that asked its subviews shows as "asking" until its return sentence.
                let asked = !line.isReturn && twoSentenceSteps.contains(index)
                state.visits[id] = VisitState(visit: v, number: number, settled: !asked)
            case .hitResult(let view, _):
                state.hit = view
                state.hitKnown = true
            case .chain(let chain):
                state.chain = chain
            case .delivery(let d):
                state.deliveries.append(d)
                if d.phase == .began || d.phase == .cancelled { state.heldBegan = [] }
            case .gesture(let g):
                state.gestures[ObjectIdentifier(g.recognizer)] = g
            case .control(let c):
                state.controlEvents.append(c)
            case .action(let a):
                state.actions.append(a)
            case .held(.began, let by, _):
                state.heldBegan = by
            case .discarded, .contentDelayEnded:
                state.heldBegan = []
            case .held, .removedFromWindow:
                break
            }
            state.current = line
        }
        return state
    }
}

/// One visited view as the picture shows it.
public struct VisitState {
    public let visit: Visit
    /// Its place in visit order, from 1.
    public let number: Int
    /// False while it is still asking its subviews (its verdict is not known yet).
    public let settled: Bool
}

/// What is visible at one animation step.
public struct StoryState {
    public let step: Int
    public var pointer: Point?
    public var pointerDown = false
    public var visitOrder: [Visit] = []
    public var visits: [ObjectIdentifier: VisitState] = [:]
    public var hit: View?
    public var hitKnown = false
    public var chain: [Responder] = []
    public var deliveries: [Delivery] = []
    public var gestures: [ObjectIdentifier: GestureRecord] = [:]
    public var controlEvents: [ControlEvent] = []
    public var actions: [ActionRecord] = []
    /// The recognizers holding the touch's `began` back from the views right now (G2), a
    /// scroll view's pan among them while it delays its content's touches (G5).
    public var heldBegan: [GestureRecognizer] = []
    public var current: NarrationLine?
    /// The last sentences the panel keeps back (predict mode, while the chain they name is
    /// still being guessed).
    public var withheld = 0

    init(step: Int) {
        self.step = step
    }

    /// Responders that handled a phase so far.
    public var handlers: Set<ObjectIdentifier> {
        Set(deliveries.filter { $0.outcome == .handled || $0.outcome == .handledAndForwarded }.map { ObjectIdentifier($0.responder) })
    }
}
