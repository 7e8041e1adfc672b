import ArgumentParser
import HitlabCore
import HitlabScene

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Click (or drag) in a scene and tell what happened, step by step.",
        discussion: """
        Prints the hit-test traversal, the hit view, the responder chain and what each \
        responder, control and gesture did, one step a line with the rule behind it \
        (H1-H6, C1-C5, R1-R5, T1-T3, A1-A3, G1-G3, F1-F2). --json prints the contract's \
        machine-readable object instead.
        """
    )

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @OptionGroup var input: InteractionOptions

    @Flag(name: .long, help: "Print one JSON object instead of sentences.")
    var json = false

    func validate() throws {
        if input.interaction == nil { throw ValidationError("give --at X,Y or --drag X1,Y1:X2,Y2") }
    }

    func run() throws {
        guard let loaded = loadScene(scene) else { throw ExitCode(2) }
        guard let interaction = input.interaction else { throw ExitCode(2) }
        let trace = loaded.scene.run(interaction)
        if json {
            Console.out(TraceJSON(scenePath: scene, interaction: interaction, trace: trace).render())
        } else {
            Console.out(storyText(scene: loaded.scene, path: scene, interaction: interaction, trace: trace))
        }
    }
}

/// The text form of a trace: a heading, then one numbered sentence per step.
func storyText(scene: Scene, path: String, interaction: Interaction, trace: InteractionTrace) -> String {
    var out: [String] = []
    let what: String
    switch interaction {
    case .click(let p, let taps, let hold):
        what = (taps > 1 ? "\(taps) clicks" : hold >= GestureRecognizer.longPressDuration ? "A \(formatNumber(hold)) s press" : "A click") + " at \(p)"
    case .drag(let from, let to):
        what = "A drag from \(from) to \(to)"
    }
    out.append("\(what) in \"\(scene.title)\" (\(path))")
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
func summary(_ trace: InteractionTrace) -> String {
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
