import ArgumentParser
import Foundation
import HitlabCore
import HitlabFiles
import HitlabScene
import HitlabWords

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        _superCommandName: Hitlab.commandName,
        abstract: tr(
            "Turn a view hierarchy dump (UIKit's recursiveDescription) into a scene."),
        discussion: tr(
            """
            In LLDB: po UIApplication.shared.keyWindow!.value(forKey: "recursiveDescription")! \
            (or po [[UIWindow keyWindow] recursiveDescription]); save the output and import it. \
            open, trace and render read a dump directly too. What the dump cannot say is guessed \
            and reported as warnings.
            """)
    )

    @Argument(help: ArgumentHelp(tr("The dump, or - for standard input."), valueName: "DUMP"))
    var dump: String

    @Option(name: .shortAndLong, help: ArgumentHelp(tr("The scene to write."), valueName: "SCENE.yaml"))
    var output: String

    @OptionGroup var languageOption: LanguageOption

    func validate() throws {
        if !(output.lowercased().hasSuffix(".yaml") || output.lowercased().hasSuffix(".yml")) {
            throw ValidationError(tr("the output must be a .yaml file"))
        }
    }

    func run() throws {
        let name = dump == "-" ? "<stdin>" : dump
        do {
            try OutputPath.requireDistinct(output, from: [dump], what: "the scene")
        } catch {
            Console.error("hitlab: error: \(errorText(error, languageOption.language))")
            throw ExitCode(2)
        }
        do {
            let result =
                dump == "-"
                ? try DumpImporter.importStream(0, name: name, language: languageOption.language)
                : try DumpImporter.importFile(dump, language: languageOption.language)
            // What is written must load: the scene goes through the loader first.
            _ = try SceneLoader.load(text: result.yaml, path: output, language: languageOption.language)
            result.warnings.forEach(Console.error)
            _ = try AtomicFile.write(Array(result.yaml.utf8), to: output)
            Console.out(
                languageOption.language.say(
                    """
                    imported \(result.views) views, \(result.layers) layers, depth \(result.maximumDepth) -> \
                    \(output)
                    """))
        } catch let error as SceneLoadError {
            SceneLoadError.lines(for: error, path: name).forEach(Console.error)
            throw ExitCode(2)
        } catch {
            Console.error("hitlab: error: \(errorText(error, languageOption.language))")
            throw ExitCode(2)
        }
    }
}
