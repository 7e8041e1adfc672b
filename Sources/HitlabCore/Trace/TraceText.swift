/// The text form of a trace: a heading, then one numbered sentence per step.
public func storyText(scene: Scene, path: String, interaction: Interaction, trace: InteractionTrace) -> String {
    var out: [String] = []
    out.append("\(interaction.summary) in \"\(scene.title)\" (\(path))")
    let lines = Narrator(scene: scene).lines(for: trace)
    let width = String(lines.count).count
    for (i, line) in lines.enumerated() {
        let number = String(i + 1)
        out.append(String(repeating: " ", count: width - number.count) + number + ". " + line.rendered)
    }
    out.append(summary(trace))
    return out.joined(separator: "\n")
}

/// One closing sentence: who was hit and what came of it.
public func summary(_ trace: InteractionTrace) -> String {
    guard let hit = trace.hit else { return "In short: nothing was hit." }
    var parts = ["\(hit.name) was hit"]
    let handlers = trace.handledBy.map(\.name)
    parts.append(handlers.isEmpty ? "no responder handled the touch" : "handled by \(handlers.joined(separator: ", "))")
    for a in trace.actions {
        parts.append("\(a.name) → \(a.handledBy?.name ?? "dropped")")
    }
    let recognized = trace.gestures.filter { $0.state == .recognized }.map(\.recognizer.name)
    if !recognized.isEmpty { parts.append("recognized: \(recognized.joined(separator: ", "))") }
    return "In short: " + parts.joined(separator: "; ") + "."
}
