import ArgumentParser
import Foundation
import HitlabCore
import HitlabFiles
import HitlabScene
import HitlabWords

#if canImport(Glibc)
import Glibc
#endif

/// `hitlab new FILE`: a small commented starter scene, written (never over a file) and opened
/// in edit mode.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        _superCommandName: Hitlab.commandName,
        abstract: tr("Write a small starter scene to a new file and open it in edit mode."),
        discussion: tr(
            """
            The scene is a window with one card, commented in the language of the run so that the file \
            shows the format. An existing file is never written over. In the window, Ctrl+B adds a button, a \
            drag moves it, Enter sets any key and Ctrl+S saves.
            """)
    )

    @Argument(help: ArgumentHelp(tr("The new scene file (.yaml)."), valueName: "FILE"))
    var file: String

    @Flag(name: .long, help: ArgumentHelp(tr("Only write the file; do not open the window.")))
    var noOpen = false

    @OptionGroup var windowSize: WindowSizeOption
    var size: String? { windowSize.size }

    @Flag(name: .long, help: .hidden) var traceUi = false

    @OptionGroup var languageOption: LanguageOption

    func validate() throws {
        if !(file.lowercased().hasSuffix(".yaml") || file.lowercased().hasSuffix(".yml")) {
            throw ValidationError(tr("the scene must be a .yaml file"))
        }
        if let size, FrameSize(size) == nil { throw FrameSize.invalid }
    }

    func run() throws {
        do {
            try StarterScene.write(to: file, language: languageOption.language)
        } catch {
            Console.error("hitlab: error: \(errorText(error, languageOption.language))")
            throw ExitCode(2)
        }
        Console.out(languageOption.language.say("wrote \(file): a starter scene"))
        guard !noOpen else { return }
        let open = try OpenCommand.parse(
            [file, "--edit", "--lang", languageOption.language.rawValue] + (size.map { ["--size", $0] } ?? [])
                + (traceUi ? ["--trace-ui"] : []))
        try open.run()
    }
}
