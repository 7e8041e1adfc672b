import HitlabCore
import HitlabWords

extension Check {
    /// Compares a trace with this check's expectations; each mismatch is one sentence.
    /// Whether the check expects anything of the interaction's trace.
    public var hasSemanticExpectations: Bool {
        hit != nil || chain != nil || handledBy != nil || actions != nil || gestures != nil || deliveries != nil
            || notSent != nil || firstResponder != nil || timeline != nil
            || fingers.contains { $0.expectsAnything }
    }

    /// `reachable`: nil when a tap reaches at least the share asked of the view, else why not.
    public func reachMismatch(in scene: Scene, language: Language = .en) -> String? {
        let t: (Phrase) -> String = language.say
        guard let expected = reachable, let view = scene.view(named: expected.view) else { return nil }
        let audit = scene.auditTaps(of: view)
        // The sums of many pieces may miss a whole share by a rounding error.
        guard audit.share + 1e-9 < expected.min else { return nil }
        let causes = audit.blockers.prefix(3).map {
            "\($0.blocker.label(target: view, in: language)) \(formatPercent(audit.share(of: $0.area)))"
        }
        return t(
            """
            reachable: expected a tap to reach at least \(formatPercent(expected.min)) of \(view.name), got \
            \(formatPercent(audit.share))
            """)
            + (causes.isEmpty ? "" : t(" (") + causes.joined(separator: t("; ")) + t(")"))
    }

    /// Each mismatch in `language` (the keys and names stay as the scene writes them).
    public func mismatches(in trace: InteractionTrace, language: Language = .en) -> [String] {
        let t: (Phrase) -> String = language.say
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        var problems: [String] = []
        if let expected = hit {
            let actual = trace.hit?.name
            if actual != expected {
                problems.append(
                    t(
                        "hit: expected \(expected ?? "null"), got \(actual ?? "null")"))
            }
        }
        if let chain {
            let actual = trace.chain.map(\.name)
            if actual != chain {
                problems.append(
                    t(
                        "chain: expected \(list(chain)), got \(list(actual))"))
            }
        }
        if let handledBy {
            let actual = trace.handledBy.map(\.name)
            if actual != handledBy {
                problems.append(
                    t(
                        "handledBy: expected \(list(handledBy)), got \(list(actual))"))
            }
        }
        if let actions {
            problems.append(
                contentsOf: actionMismatches(expected: actions, actual: trace.actions, language: language).map {
                    t("actions: ") + $0
                })
        }
        if let gestures {
            // Every recognizer that saw the touch, with its final state; order does not matter.
            let actual = trace.gestures
            for g in gestures {
                guard let found = actual.first(where: { $0.recognizer.name == g.name }) else {
                    problems.append(
                        t(
                            "gestures: expected \(g.name) to be \(g.state.rawValue), but it never saw the touch"))
                    continue
                }
                if found.state != g.state {
                    problems.append(
                        t(
                            "gestures: expected \(g.name) to be \(g.state.rawValue), got \(found.state.rawValue)"))
                }
                if let states = g.states {
                    let actual = trace.steps.compactMap { step -> GestureState? in
                        if case .gesture(let r) = step, r.recognizer.name == g.name {
                            return r.state
                        } else {
                            return nil
                        }
                    }
                    if actual != states {
                        problems.append(
                            t(
                                """
                                gestures: expected \(g.name) to go through \(list(states.map(\.rawValue))), got \
                                \(list(actual.map(\.rawValue)))
                                """))
                    }
                }
                if let count = g.actionCount {
                    let sent = trace.actions.filter { $0.sender == g.name }.count
                    if sent != count {
                        problems.append(
                            t(
                                """
                                gestures: expected \(g.name) to call its action \(count) \
                                time\(count == 1 ? "" : "s"), got \(sent)
                                """))
                    }
                }
            }
            // G8: a recognizer its delegate refused the touch never saw it.
            for extra in actual where !gestures.contains(where: { $0.name == extra.recognizer.name }) {
                if case .refusedTouch = extra.reason, extra.state == .possible { continue }
                problems.append(
                    t(
                        """
                        gestures: \(extra.recognizer.name) also saw the touch (\(extra.state.rawValue)) but the \
                        check does not list it
                        """))
            }
        }
        if let deliveries {
            for (responder, phases) in deliveries {
                let actual = trace.deliveries.filter { $0.responder.name == responder }.map(\.phase)
                if actual != phases {
                    problems.append(
                        t(
                            """
                            deliveries: expected \(responder) to receive \(list(phases.map(\.rawValue))), got \
                            \(list(actual.map(\.rawValue)))
                            """))
                }
            }
        }
        for expected in fingers {
            problems += fingerMismatches(expected, in: trace, language: language)
        }
        if let timeline {
            problems += timelineMismatches(timeline, TimelineItem.of(trace), language: language)
        }
        if let expected = firstResponder, expected != trace.firstResponder?.name {
            problems.append(
                t("firstResponder: expected \(expected ?? "null"), got \(trace.firstResponder?.name ?? "null")"))
        }
        if let notSent {
            for name in notSent {
                let sent = trace.actions.filter { $0.name == name }
                if !sent.isEmpty {
                    problems.append(
                        t(
                            """
                            notSent: \(name) must not be sent, but \(WordList(sent.map(\.sender))) sent it
                            """))
                }
            }
        }
        return problems
    }

    /// `timeline`: the first place the order differs, and a difference in length.
    private func timelineMismatches(
        _ expected: [TimelineItem], _ actual: [TimelineItem], language: Language
    ) -> [String] {
        let t: (Phrase) -> String = language.say
        if let i = (0..<min(expected.count, actual.count)).first(where: { expected[$0] != actual[$0] }) {
            return [t("timeline: item \(i + 1) expected \(expected[i]), got \(actual[i])")]
        }
        if expected.count < actual.count {
            let rest = actual[expected.count...].map(\.description).joined(separator: ", ")
            return [t("timeline: \(actual.count - expected.count) more items than expected: \(rest)")]
        }
        if expected.count > actual.count {
            let rest = expected[actual.count...].map(\.description).joined(separator: ", ")
            return [t("timeline: \(expected.count - actual.count) expected items did not happen: \(rest)")]
        }
        return []
    }

    /// One finger's expectations, against its touches alone.
    private func fingerMismatches(
        _ expected: FingerExpectation, in trace: InteractionTrace, language: Language
    ) -> [String] {
        let t: (Phrase) -> String = language.say
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
        let label = t("finger \(expected.finger + 1)")
        let mine = trace.fingerOfTouch.indices.filter { trace.fingerOfTouch[$0] == expected.finger }
        guard let first = mine.first else { return [label + t(": never went down")] }
        var problems: [String] = []
        if let hit = expected.hit {
            let actual = trace.hitOfTouch[first].flatMap { $0?.name }
            if actual != hit {
                problems.append(
                    label
                        + t(
                            ": expected hit \(hit ?? "null"), got \(actual ?? "null")"))
            }
        }
        if let reaches = expected.reaches {
            let refused = trace.refusals.first { mine.contains($0.touch) }
            if reaches && refused != nil {
                problems.append(
                    label
                        + t(
                            ": expected the views to get it, but none did (\(refused!.refusal.rule.rawValue))"))
            } else if !reaches && refused == nil {
                problems.append(label + t(": expected no view to get it, but it was delivered"))
            }
        }
        for (responder, phases) in expected.deliveries ?? [] {
            let actual = trace.deliveries.filter { $0.responder.name == responder && mine.contains($0.touch) }.map(
                \.phase)
            if actual != phases {
                problems.append(
                    label
                        + t(
                            """
                            : expected \(responder) to receive \(list(phases.map(\.rawValue))), got \
                            \(list(actual.map(\.rawValue)))
                            """))
            }
        }
        return problems
    }

    private func actionMismatches(expected: [ExpectedAction], actual: [ActionRecord], language: Language) -> [String] {
        let t: (Phrase) -> String = language.say
        func describe(_ a: ActionRecord) -> String {
            a.handledBy.map { t("\(a.name) handled by \($0.name)") }
                ?? t("\(a.name) handled by nobody")
        }
        if expected.contains(where: { $0.times != nil || $0.minTimes != nil }) {
            return repeatedActionMismatches(expected: expected, actual: actual, language: language)
        }
        guard expected.count == actual.count else {
            let list = actual.isEmpty ? t("none") : actual.map(describe).joined(separator: t("; "))
            return [
                t(
                    "expected \(expected.count) action\(expected.count == 1 ? "" : "s"), got \(actual.count) (\(list))")
            ]
        }
        var problems: [String] = []
        for (i, (e, a)) in zip(expected, actual).enumerated() {
            let label = t("action \(i + 1)")
            if e.name != a.name {
                problems.append(label + t(": expected \(e.name), got \(a.name)"))
            }
            problems += fieldMismatches(e, a, language: language).map { label + $0 }
        }
        return problems
    }

    /// What differs between an expected action and one sent, beyond its name: who handled it,
    /// its sender, its target. Each sentence starts with a space, to follow "action N".
    private func fieldMismatches(_ e: ExpectedAction, _ a: ActionRecord, language: Language) -> [String] {
        let t: (Phrase) -> String = language.say
        var problems: [String] = []
        if let h = e.handledBy, h != a.handledBy?.name {
            problems.append(t(" \(a.name): expected handledBy \(h ?? "null"), got \(a.handledBy?.name ?? "null")"))
        }
        if let s = e.sender, s != a.sender {
            problems.append(t(" \(a.name): expected sender \(s), got \(a.sender)"))
        }
        if let target = e.target, target != a.target {
            problems.append(t(" \(a.name): expected target \(target ?? "null"), got \(a.target ?? "null")"))
        }
        if let event = e.event, event != a.event {
            let got = a.event?.rawValue ?? t("none (a gesture recognizer sent it)")
            problems.append(t(" \(a.name): expected event \(event.rawValue), got \(got)"))
        }
        if let state = e.state, state != a.state {
            let got = a.state?.rawValue ?? t("none (a control sent it)")
            problems.append(t(" \(a.name): expected state \(state.rawValue), got \(got)"))
        }
        return problems
    }

    /// The same comparison when an expected action stands for a run of them (`times`,
    /// `minTimes`): each entry takes that many actions in a row, and every action is accounted for.
    private func repeatedActionMismatches(
        expected: [ExpectedAction], actual: [ActionRecord], language: Language
    ) -> [String] {
        let t: (Phrase) -> String = language.say
        var problems: [String] = []
        var next = 0
        for e in expected {
            let least = e.times ?? e.minTimes ?? 1
            let most = e.times ?? (e.minTimes == nil ? 1 : Int.max)
            var run = 0
            while run < most, next + run < actual.count, actual[next + run].name == e.name {
                problems += fieldMismatches(e, actual[next + run], language: language).map {
                    String($0.drop { $0 == " " })
                }
                run += 1
            }
            if run < least {
                problems.append(
                    e.minTimes != nil
                        ? t("expected \(e.name) at least \(least) times in a row, got \(run)")
                        : t("expected \(e.name) \(least) times in a row, got \(run)"))
            }
            next += run
        }
        if next < actual.count {
            let rest = actual[next...].map(\.name).joined(separator: t("; "))
            problems.append(t("\(actual.count - next) more actions than expected: \(rest)"))
        }
        return problems
    }
}
