extension Check {
    /// Compares a trace with this check's expectations; each mismatch is one sentence.
    /// Whether the check expects anything of the interaction's trace.
    public var hasSemanticExpectations: Bool {
        hit != nil || chain != nil || handledBy != nil || actions != nil || gestures != nil || deliveries != nil || notSent != nil
            || fingers.contains { $0.expectsAnything }
    }

    /// `reachable`: nil when a tap reaches at least the share asked of the view, else why not.
    public func reachMismatch(in scene: Scene) -> String? {
        guard let expected = reachable, let view = scene.view(named: expected.view) else { return nil }
        let audit = scene.auditTaps(of: view)
        // The sums of many pieces may miss a whole share by a rounding error.
        guard audit.share + 1e-9 < expected.min else { return nil }
        let causes = audit.blockers.prefix(3).map { "\($0.blocker.label(target: view, in: .en)) \(formatPercent(audit.share(of: $0.area)))" }
        return "reachable: expected a tap to reach at least \(formatPercent(expected.min)) of \(view.name), got \(formatPercent(audit.share))"
            + (causes.isEmpty ? "" : " (" + causes.joined(separator: "; ") + ")")
    }

    public func mismatches(in trace: InteractionTrace) -> [String] {
        var problems: [String] = []
        if let expected = hit {
            let actual = trace.hit?.name
            if actual != expected {
                problems.append("hit: expected \(expected ?? "null"), got \(actual ?? "null")")
            }
        }
        if let chain {
            let actual = trace.chain.map(\.name)
            if actual != chain {
                problems.append("chain: expected [\(chain.joined(separator: ", "))], got [\(actual.joined(separator: ", "))]")
            }
        }
        if let handledBy {
            let actual = trace.handledBy.map(\.name)
            if actual != handledBy {
                problems.append("handledBy: expected [\(handledBy.joined(separator: ", "))], got [\(actual.joined(separator: ", "))]")
            }
        }
        if let actions {
            problems.append(contentsOf: actionMismatches(expected: actions, actual: trace.actions).map { "actions: " + $0 })
        }
        if let gestures {
            // Every recognizer that saw the touch, with its final state; order does not matter.
            let actual = trace.gestures
            for g in gestures {
                guard let found = actual.first(where: { $0.recognizer.name == g.name }) else {
                    problems.append("gestures: expected \(g.name) to be \(g.state.rawValue), but it never saw the touch")
                    continue
                }
                if found.state != g.state {
                    problems.append("gestures: expected \(g.name) to be \(g.state.rawValue), got \(found.state.rawValue)")
                }
                if let states = g.states {
                    let actual = trace.steps.compactMap { step -> GestureState? in
                        if case .gesture(let r) = step, r.recognizer.name == g.name { return r.state } else { return nil }
                    }
                    if actual != states {
                        problems.append("gestures: expected \(g.name) to go through [\(states.map(\.rawValue).joined(separator: ", "))], got [\(actual.map(\.rawValue).joined(separator: ", "))]")
                    }
                }
                if let count = g.actionCount {
                    let sent = trace.actions.filter { $0.sender == g.name }.count
                    if sent != count { problems.append("gestures: expected \(g.name) to call its action \(count) time\(count == 1 ? "" : "s"), got \(sent)") }
                }
            }
            for extra in actual where !gestures.contains(where: { $0.name == extra.recognizer.name }) {
                problems.append("gestures: \(extra.recognizer.name) also saw the touch (\(extra.state.rawValue)) but the check does not list it")
            }
        }
        if let deliveries {
            for (responder, phases) in deliveries {
                let actual = trace.deliveries.filter { $0.responder.name == responder }.map(\.phase)
                if actual != phases {
                    problems.append("deliveries: expected \(responder) to receive [\(phases.map(\.rawValue).joined(separator: ", "))], got [\(actual.map(\.rawValue).joined(separator: ", "))]")
                }
            }
        }
        for expected in fingers {
            problems += fingerMismatches(expected, in: trace)
        }
        if let notSent {
            for name in notSent {
                let sent = trace.actions.filter { $0.name == name }
                if !sent.isEmpty { problems.append("notSent: \(name) must not be sent, but \(sent.map(\.sender).joined(separator: ", ")) sent it") }
            }
        }
        return problems
    }

    /// One finger's expectations, against its touches alone.
    private func fingerMismatches(_ expected: FingerExpectation, in trace: InteractionTrace) -> [String] {
        let label = "finger \(expected.finger + 1)"
        let mine = trace.fingerOfTouch.indices.filter { trace.fingerOfTouch[$0] == expected.finger }
        guard let first = mine.first else { return ["\(label): never went down"] }
        var problems: [String] = []
        if let hit = expected.hit {
            let actual = trace.hitOfTouch[first].flatMap { $0?.name }
            if actual != hit { problems.append("\(label): expected hit \(hit ?? "null"), got \(actual ?? "null")") }
        }
        if let reaches = expected.reaches {
            let refused = trace.refusals.first { mine.contains($0.touch) }
            if reaches && refused != nil {
                problems.append("\(label): expected the views to get it, but none did (\(refused!.refusal.rule.rawValue))")
            } else if !reaches && refused == nil {
                problems.append("\(label): expected no view to get it, but it was delivered")
            }
        }
        for (responder, phases) in expected.deliveries ?? [] {
            let actual = trace.deliveries.filter { $0.responder.name == responder && mine.contains($0.touch) }.map(\.phase)
            if actual != phases {
                problems.append("\(label): expected \(responder) to receive [\(phases.map(\.rawValue).joined(separator: ", "))], got [\(actual.map(\.rawValue).joined(separator: ", "))]")
            }
        }
        return problems
    }

    private func actionMismatches(expected: [ExpectedAction], actual: [ActionRecord]) -> [String] {
        func describe(_ a: ActionRecord) -> String {
            "\(a.name) handled by \(a.handledBy?.name ?? "nobody")"
        }
        guard expected.count == actual.count else {
            let list = actual.isEmpty ? "none" : actual.map(describe).joined(separator: "; ")
            return ["expected \(expected.count) action\(expected.count == 1 ? "" : "s"), got \(actual.count) (\(list))"]
        }
        var problems: [String] = []
        for (i, (e, a)) in zip(expected, actual).enumerated() {
            let label = "action \(i + 1)"
            if e.name != a.name { problems.append("\(label): expected \(e.name), got \(a.name)") }
            if let h = e.handledBy, h != a.handledBy?.name {
                problems.append("\(label) \(a.name): expected handledBy \(h ?? "null"), got \(a.handledBy?.name ?? "null")")
            }
            if let s = e.sender, s != a.sender {
                problems.append("\(label) \(a.name): expected sender \(s), got \(a.sender)")
            }
            if let t = e.target, t != a.target {
                problems.append("\(label) \(a.name): expected target \(t ?? "null"), got \(a.target ?? "null")")
            }
        }
        return problems
    }
}
