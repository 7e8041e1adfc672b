import HitlabCore

/// The text form of a trace: a heading, then one numbered sentence per step.
public func storyText(
    scene: Scene, path: String, interaction: Interaction, trace: InteractionTrace, language: Language = .en
) -> String {
    var out: [String] = []
    out.append(
        language.say(
            "\(interaction.summary(in: language)) in \"\(scene.title(in: language))\" (\(path))"))
    let lines = Narrator(scene: scene, language: language).lines(for: trace)
    let width = String(lines.count).count
    for (i, line) in lines.enumerated() {
        let number = String(i + 1)
        out.append(String(repeating: " ", count: width - number.count) + number + ". " + line.rendered)
    }
    out.append(summary(trace, language: language))
    return out.joined(separator: "\n")
}

/// One closing sentence: who was hit and what came of it.
public func summary(_ trace: InteractionTrace, language: Language = .en) -> String {
    guard let hit = trace.hit else { return language.say("In short: nothing was hit.") }
    var parts = [language.say("\(hit.name) was hit")]
    // A responder whose touches a recognizer cancelled did not end up handling the touch (G2).
    let cancelled = Set(trace.deliveries.filter { $0.phase == .cancelled }.map { ObjectIdentifier($0.responder) })
    let handlers = trace.handledBy.filter { !cancelled.contains(ObjectIdentifier($0)) }.map(\.name)
    let interrupted = trace.handledBy.filter { cancelled.contains(ObjectIdentifier($0)) }.map(\.name)
    if handlers.isEmpty && interrupted.isEmpty {
        parts.append(language.say("no responder handled the touch"))
    }
    if !handlers.isEmpty {
        parts.append(language.say("handled by \(WordList(handlers))"))
    }
    if !interrupted.isEmpty {
        parts.append(language.say("\(WordList(interrupted)) began handling it, then got touchesCancelled"))
    }
    // The same action sent again (a pinch's every change) is one item with its count.
    var sent: [(said: String, times: Int)] = []
    for a in trace.actions {
        let said = "\(a.name) → \(a.handledBy?.name ?? language.say("dropped"))"
        if let last = sent.last, last.said == said {
            sent[sent.count - 1].times += 1
        } else {
            sent.append((said, 1))
        }
    }
    parts += sent.map { $0.times == 1 ? $0.said : language.say("\($0.said) (\($0.times) times)") }
    let recognized = trace.gestures.filter { $0.state == .recognized }.map(\.recognizer.name)
    if !recognized.isEmpty { parts.append(language.say("recognized: ") + language.list(recognized)) }
    return language.say("In short: \(ClauseList(parts)).")
}
