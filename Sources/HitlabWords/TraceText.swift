import HitlabCore

/// The text form of a trace: a heading, then one numbered sentence per step.
public func storyText(
    scene: Scene, path: String, interaction: Interaction, trace: InteractionTrace, language: Language = .en
) -> String {
    var out: [String] = []
    out.append(
        language.pick(
            "\(interaction.summary(in: language)) in \"\(scene.title(in: language))\" (\(path))",
            "\(interaction.summary(in: language))，场景“\(scene.title(in: language))”（\(path)）"))
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
    guard let hit = trace.hit else { return language.pick("In short: nothing was hit.", "总结：没有命中任何视图。") }
    var parts = [language.pick("\(hit.name) was hit", "命中 \(hit.name)")]
    // A responder whose touches a recognizer cancelled did not end up handling the touch (G2).
    let cancelled = Set(trace.deliveries.filter { $0.phase == .cancelled }.map { ObjectIdentifier($0.responder) })
    let handlers = trace.handledBy.filter { !cancelled.contains(ObjectIdentifier($0)) }.map(\.name)
    let interrupted = trace.handledBy.filter { cancelled.contains(ObjectIdentifier($0)) }.map(\.name)
    if handlers.isEmpty && interrupted.isEmpty {
        parts.append(language.pick("no responder handled the touch", "没有视图或控制器在 touches 方法里处理这次触摸"))
    }
    if !handlers.isEmpty {
        parts.append(language.pick("handled by \(handlers.joined(separator: ", "))", "由 \(language.list(handlers)) 处理"))
    }
    if !interrupted.isEmpty {
        parts.append(
            language.pick(
                "\(interrupted.joined(separator: ", ")) began handling it, then got touchesCancelled",
                "\(language.list(interrupted)) 开始处理，随后收到 touchesCancelled"))
    }
    for a in trace.actions {
        parts.append("\(a.name) → \(a.handledBy?.name ?? language.pick("dropped", "被丢弃"))")
    }
    let recognized = trace.gestures.filter { $0.state == .recognized }.map(\.recognizer.name)
    if !recognized.isEmpty { parts.append(language.pick("recognized: ", "识别成功：") + language.list(recognized)) }
    return language.pick("In short: " + parts.joined(separator: "; ") + ".", "总结：" + parts.joined(separator: "；") + "。")
}
