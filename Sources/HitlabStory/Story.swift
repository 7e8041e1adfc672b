import HitlabCore
import HitlabWords

/// A click's story cut into animation steps: one step per step of the trace, each told by
/// one sentence, so the picture at step N shows exactly what the first N sentences of the
/// panel say. The picture folds the typed steps; it never reads the sentences.
public struct Story {
    public let trace: InteractionTrace
    public let lines: [NarrationLine]
    public let interaction: Interaction

    public init(scene: Scene, interaction: Interaction, changes: [SceneChange] = [], language: Language = .en) {
        self.init(
            trace: scene.run(interaction, changes: changes), interaction: interaction,
            narrator: Narrator(scene: scene, language: language))
    }

    /// The story of a trace that may still be growing (the window feeds events one by one).
    public init(scene: Scene, trace: InteractionTrace, interaction: Interaction, language: Language = .en) {
        self.init(trace: trace, interaction: interaction, narrator: Narrator(scene: scene, language: language))
    }

    /// The story told by `narrator` (its language, or its own wording).
    public init(trace: InteractionTrace, interaction: Interaction, narrator: Narrator) {
        self.interaction = interaction
        self.trace = trace
        lines = narrator.lines(for: trace)
    }

    public var stepCount: Int { lines.count }

    /// What the picture shows after `step` steps (nil: all of them).
    public func state(at step: Int?) -> StoryState {
        let n = min(max(0, step ?? lines.count), lines.count)
        var state = StoryState(step: n)
        for (index, step) in trace.steps.prefix(n).enumerated() {
            switch step {
            case .input(let phase, let p, let time, let touch):
                state.time = time
                state.pointer = p
                state.pointerDown = phase != .ended
                if phase == .began {
                    state.pointerPath = [p]
                } else if state.pointerPath.last != p {
                    state.pointerPath.append(p)
                }
                let finger = trace.finger(ofTouch: touch)
                let start = phase == .began ? p : state.fingers[finger]?.start ?? p
                state.fingers[finger] = FingerMark(
                    finger: finger, point: p, start: start, down: phase != .ended, touch: touch)
                // With several fingers, the picture shows the newest finger's hit test.
                if phase == .began && trace.isMultiFinger {
                    state.visitOrder = []
                    state.visits = [:]
                    state.hit = nil
                    state.hitKnown = false
                }
            case .notDelivered(let refusal, let touch):
                state.refusals.append((touch, refusal))
            case .visit(let v):
                let id = ObjectIdentifier(v.view)
                let number: Int
                if let earlier = state.visits[id] {
                    number = earlier.number
                } else {
                    state.visitOrder.append(v)
                    number = state.visitOrder.count
                }
                // A view that asks its subviews shows as "asking" until it returns.
                state.visits[id] = VisitState(visit: v, number: number, settled: !v.askedSubviews)
            case .visitReturned(let v):
                let id = ObjectIdentifier(v.view)
                if let earlier = state.visits[id] {
                    state.visits[id] = VisitState(visit: v, number: earlier.number, settled: true)
                }
            case .hitResult(let result, _, let touch):
                let view = result.hit
                state.hit = view
                state.hitKnown = true
                state.boundViews[trace.finger(ofTouch: touch)] = view
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
                state.heldBegan += by
            case .discarded, .contentDelayEnded:
                state.heldBegan = []
            case .changed(let c):
                state.changes.append(c)
            case .held, .removedFromWindow, .chainLink, .windowPassed:
                break
            }
            state.current = lines[index]
            state.currentStep = step
        }
        return state
    }
}

extension StoryStep {
    /// The responders this step is about, which the picture highlights among the chain's
    /// members: every member when the chain is named, the two ends of a link, the responder
    /// a phase or an action reaches, the view of a recognizer.
    public var spotlight: [Responder] {
        switch self {
        case .chain(let chain): return chain
        case .chainLink(let link): return [link.from, link.to]
        case .hitResult(let result, _, _): return result.hit.map { [$0] } ?? []
        case .visit(let v), .visitReturned(let v): return [v.view] + (v.returned.map { [$0] } ?? [])
        case .delivery(let d): return [d.responder]
        case .control(let c): return [c.control]
        case .action(let a): return (a.senderView.map { [$0] } ?? []) + a.searched + (a.handledBy.map { [$0] } ?? [])
        case .gesture(let g): return [g.recognizer.view, g.counterpart].compactMap { $0 }
        case .held(_, let by, _): return by.compactMap(\.view)
        case .discarded(_, let by, _): return by.view.map { [$0] } ?? []
        case .notDelivered(let refusal, _): return refusal.views
        case .contentDelayEnded(let scrollView, _, _): return [scrollView]
        case .removedFromWindow(let view, let presented): return [view, presented]
        case .windowPassed(let window, let next): return [window, next]
        case .changed(let c): return [c.view]
        case .input: return []
        }
    }
}

/// One finger as the picture marks it: its number, where it is, whether it is down.
public struct FingerMark: Equatable {
    public let finger: Int
    public let point: Point
    /// Where it went down.
    public let start: Point
    public let down: Bool
    /// The touch it is (or was last) part of.
    public let touch: Int
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
    /// Seconds from the first press at the last input so far.
    public var time: Double?
    /// The changes the app made to views so far (T6).
    public var changes: [SceneChange] = []
    /// Where the pointer has been since its last press, in order (a drag's path so far).
    public var pointerPath: [Point] = []
    /// Where each finger is, by finger (0 is the mouse's).
    public var fingers: [Int: FingerMark] = [:]
    /// The view each finger was bound to (T4), by finger.
    public var boundViews: [Int: View?] = [:]
    /// The touches no view got so far (T4, T5, G7), with why.
    public var refusals: [(touch: Int, refusal: TouchRefusal)] = []
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
    /// The step `current` tells.
    public var currentStep: StoryStep?
    /// The last sentences the panel keeps back (predict mode, while the chain they name is
    /// still being guessed).
    public var withheld = 0

    init(step: Int) {
        self.step = step
    }

    /// Responders that handled a phase so far.
    public var handlers: Set<ObjectIdentifier> {
        Set(
            deliveries.filter { $0.outcome == .handled || $0.outcome == .handledAndForwarded }.map {
                ObjectIdentifier($0.responder)
            })
    }
}
