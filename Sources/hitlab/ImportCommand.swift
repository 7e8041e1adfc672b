import ArgumentParser
import Foundation
import HitlabCore
import HitlabFiles
import HitlabScene

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a view hierarchy dump (UIKit's recursiveDescription) into a scene.",
        discussion: """
        In LLDB: po UIApplication.shared.keyWindow!.value(forKey: "recursiveDescription")! \
        (or po [[UIWindow keyWindow] recursiveDescription]); save the output and import it. \
        open, trace and render read a dump directly too. What the dump cannot say is guessed \
        and reported as warnings.
        """
    )

    @Argument(help: ArgumentHelp("The dump, or - for standard input.", valueName: "DUMP"))
    var dump: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The scene to write.", valueName: "SCENE.yaml"))
    var output: String

    @OptionGroup var languageOption: LanguageOption

    func validate() throws {
        if !(output.lowercased().hasSuffix(".yaml") || output.lowercased().hasSuffix(".yml")) {
            throw ValidationError("the output must be a .yaml file")
        }
    }

    func run() throws {
        let name = dump == "-" ? "<stdin>" : dump
        do {
            try OutputPath.requireDistinct(output, from: [dump], what: "the scene")
        } catch {
            Console.error("hitlab: error: \(error)")
            throw ExitCode(2)
        }
        do {
            let result = dump == "-" ? try DumpImporter.importStream(0, name: name) : try DumpImporter.importFile(dump)
            // What is written must load: the scene goes through the loader first.
            _ = try SceneLoader.load(text: result.yaml, path: output)
            result.warnings.forEach(Console.error)
            _ = try AtomicFile.write(Array(result.yaml.utf8), to: output)
            Console.out(languageOption.language.pick("imported \(result.views) views, \(result.layers) layers, depth \(result.maximumDepth) -> \(output)",
                                                     "已导入 \(result.views) 个视图、\(result.layers) 个图层，深度 \(result.maximumDepth) -> \(output)"))
        } catch let error as SceneLoadError {
            SceneLoadError.lines(for: error, path: name).forEach(Console.error)
            throw ExitCode(2)
        } catch {
            Console.error("hitlab: error: \(error)")
            throw ExitCode(2)
        }
    }
}
