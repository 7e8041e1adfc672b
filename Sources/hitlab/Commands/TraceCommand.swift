import ArgumentParser
import HitlabCore
import HitlabScene
import HitlabWords

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        _superCommandName: Hitlab.commandName,
        abstract: tr("Click (or drag) in a scene and tell what happened, step by step."),
        discussion: tr(
            """
            Prints the hit-test traversal, the hit view, the responder chain and what each \
            responder, control and gesture did, one step a line with the rule behind it \
            (H1-H7, C1-C7, R1-R6, T1-T6, A1-A5, G1-G8, F1-F2, W1-W2). --json prints the contract's \
            machine-readable object instead.
            """)
    )

    @Argument(help: ArgumentHelp(tr("The scene file (YAML or JSON).")))
    var scene: String

    @OptionGroup var input: InteractionOptions

    @Flag(name: .long, help: ArgumentHelp(tr("Print one JSON object instead of sentences.")))
    var json = false

    @OptionGroup var languageOption: LanguageOption
    func validate() throws {
        if input.interaction == nil {
            throw ValidationError(tr("give --at X,Y, --drag X1,Y1:X2,Y2 or --finger"))
        }
    }

    func run() throws {
        guard let loaded = loadScene(scene, language: languageOption.language) else { throw ExitCode(2) }
        guard let interaction = input.interaction else { throw ExitCode(2) }
        let trace = loaded.scene.run(interaction)
        if json {
            Console.outText(TraceJSON(scenePath: scene, interaction: interaction, trace: trace).render())
        } else {
            Console.outText(
                storyText(
                    scene: loaded.scene, path: scene, interaction: interaction, trace: trace,
                    language: languageOption.language))
        }
    }
}
