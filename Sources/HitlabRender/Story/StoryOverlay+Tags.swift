import HitlabCore
import HitlabStory
import HitlabWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The overlay's tags: each visited view's order and verdict, placed clear of one another.
extension StoryOverlay {
    func place(_ requests: [(LabelRequest, LabelStyle)], in space: inout LabelSpace, plan: inout OverlayPlan) {
        for (request, style) in requests {
            if let placed = space.place(request) {
                plan.labels.append((placed, style))
                continue
            }
            let n = plan.footnotes.count + 1
            let name = request.view.map { $0 + words.language.say(": ") } ?? ""
            // A chain badge is a number in a circle: its note says what the number is.
            var text = request.text
            if case .chain(let number, _, _) = style { text = words.onTheChain(number) }
            plan.footnotes.append((n, name + text))
            plan.legend.insert(.footnote)
            let marker = LabelStyle.footnote(n)
            let markerRequest = LabelRequest(
                kind: .footnote, text: name + text, view: request.view,
                size: painter.size(of: "", style: marker), anchor: request.anchor)
            if let placed = space.place(markerRequest) { plan.labels.append((placed, marker)) }
        }
    }

    /// Who handled the touch (or had it cancelled), gestures and actions, as tags under views.
    func tags(_ state: StoryState, scene: Scene, story: Story?) -> [(LabelRequest, LabelStyle)] {
        var out: [(LabelRequest, LabelStyle)] = []
        func tag(_ kind: MarkKind, _ text: String, _ view: View) {
            guard let anchor = visibleRect(view) else { return }
            var request = LabelRequest(
                kind: kind, text: text, view: view.name, size: painter.size(of: text, style: .tag), anchor: anchor)
            request.below = true
            request.freeInside = subviewRects(view)
            out.append((request, .tag))
        }
        var tagged: Set<ObjectIdentifier> = []
        for d in state.deliveries
        where d.phase == .began && (d.outcome == .handled || d.outcome == .handledAndForwarded) {
            guard let view = d.responder as? View, tagged.insert(ObjectIdentifier(view)).inserted else { continue }
            let cancelled = state.deliveries.contains { $0.responder === view && $0.phase == .cancelled }
            tag(.delivery, cancelled ? words.touchesCancelled : words.handlesTouches, view)
        }
        for g in state.heldBegan {
            if let view = g.view { tag(.gesture, words.holdsBegan(scrollView: g.scrollsItsView), view) }
        }
        for g in state.gestures.values.sorted(by: { $0.recognizer.name < $1.recognizer.name }) {
            guard let view = g.recognizer.view else { continue }
            if case .refusedTouch = g.reason {
                tag(.gesture, words.delegateRefused(g.recognizer.name), view)
                continue
            }
            guard g.state != .possible else { continue }
            tag(.gesture, words.gesture(g.recognizer.name, g.state), view)
        }
        for (touch, refusal) in state.refusals {
            let finger = (story?.trace.finger(ofTouch: touch) ?? 0) + 1
            if let view = refusal.views.first { tag(.delivery, words.fingerRefused(finger, rule: refusal.rule), view) }
        }
        // One tag per action and sender; a continuous recognizer's repeated calls (G4) as "×N".
        struct Told: Hashable { let sender: ObjectIdentifier, text: String }
        var told: [(key: Told, sender: View)] = [], counts: [Told: Int] = [:]
        for a in state.actions {
            // The control, or the recognizer's view, as the trace holds it (never looked up by name).
            guard let sender = a.senderView else { continue }
            // An action registered for another event than the control's main one (`events:`)
            // says which: "touchDown: pressDown → playerVC".
            let event = a.event.flatMap { $0 == sender.kind.mainEvent ? nil : $0.rawValue + ": " } ?? ""
            let key = Told(
                sender: ObjectIdentifier(sender), text: "\(event)\(a.name) → \(a.handledBy?.name ?? words.dropped)")
            if counts[key] == nil { told.append((key, sender)) }
            counts[key, default: 0] += 1
        }
        for (key, sender) in told {
            let n = counts[key] ?? 1
            tag(.action, n > 1 ? "\(key.text) ×\(n)" : key.text, sender)
        }
        // What the app changed while the finger was down (T6).
        for c in state.changes { tag(.change, words.changed(c), c.view) }
        // The first responder while it is a text field (A5): the scene's, or the one a tap made.
        let first =
            state.controlEvents.last { $0.event == .editingDidBegin }?.control ?? (scene.firstResponder as? View)
        if let first, first.kind == .textField { tag(.firstResponder, words.firstResponder, first) }
        return out
    }

    /// The visits in order, runs of siblings with one settled verdict grouped.
    func runs(_ state: StoryState) -> [[VisitState]] {
        var out: [[VisitState]] = []
        var current: [VisitState] = []
        func flush() {
            if current.count >= Self.runLength { out.append(current) } else { out += current.map { [$0] } }
            current = []
        }
        for v in state.visitOrder {
            guard let vs = state.visits[ObjectIdentifier(v.view)] else { continue }
            let groupable = vs.settled && vs.visit.verdict != .hit
            if let last = current.last, groupable, last.visit.view.superview === vs.visit.view.superview,
                last.visit.verdict == vs.visit.verdict
            {
                current.append(vs)
            } else {
                flush()
                if groupable { current = [vs] } else { out.append([vs]) }
            }
        }
        flush()
        return out
    }

    /// "cell0–cell18": the first and last of a run in their superview's order.
    func siblingRange(_ run: [VisitState]) -> String {
        let views = run.map(\.visit.view)
        // Each sibling's place looked up once (a run may hold 20,000 siblings).
        let order = Dictionary(
            (views.first?.superview?.subviews ?? []).enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
            uniquingKeysWith: { a, _ in a })
        func index(_ v: View) -> Int { order[ObjectIdentifier(v)] ?? 0 }
        guard let first = views.min(by: { index($0) < index($1) }), let last = views.max(by: { index($0) < index($1) })
        else { return "" }
        return "\(first.name)–\(last.name)"
    }
}
