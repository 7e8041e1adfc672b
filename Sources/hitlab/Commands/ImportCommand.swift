import ArgumentParser
import Foundation
import HitlabCore
import HitlabFiles
import HitlabScene

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: tr(
            "Turn a view hierarchy dump (UIKit's recursiveDescription) into a scene.",
            "把视图层级转储（UIKit 的 recursiveDescription）转换成场景。"),
        discussion: tr(
            """
            In LLDB: po UIApplication.shared.keyWindow!.value(forKey: "recursiveDescription")! \
            (or po [[UIWindow keyWindow] recursiveDescription]); save the output and import it. \
            open, trace and render read a dump directly too. What the dump cannot say is guessed \
            and reported as warnings.
            """,
            """
            在 LLDB 中：po UIApplication.shared.keyWindow!.value(forKey: \"recursiveDescription\")!（或 po [[UIWindow \
            keyWindow] recursiveDescription]）；把输出保存下来再导入。open、trace 和 render 也能直接读取转储。转储无法说明的内容会被推测出来，并作为警告报告。
            """
        )
    )

    @Argument(help: ArgumentHelp(tr("The dump, or - for standard input.", "转储文件，或用 - 表示标准输入。"), valueName: "DUMP"))
    var dump: String

    @Option(name: .shortAndLong, help: ArgumentHelp(tr("The scene to write.", "要写入的场景文件。"), valueName: "SCENE.yaml"))
    var output: String

    @OptionGroup var languageOption: LanguageOption

    func validate() throws {
        if !(output.lowercased().hasSuffix(".yaml") || output.lowercased().hasSuffix(".yml")) {
            throw ValidationError(tr("the output must be a .yaml file", "输出必须是 .yaml 文件"))
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
                languageOption.language.pick(
                    """
                    imported \(result.views) views, \(result.layers) layers, depth \(result.maximumDepth) -> \
                    \(output)
                    """,
                    "已导入 \(result.views) 个视图、\(result.layers) 个图层，深度 \(result.maximumDepth) -> \(output)"))
        } catch let error as SceneLoadError {
            SceneLoadError.lines(for: error, path: name).forEach(Console.error)
            throw ExitCode(2)
        } catch {
            Console.error("hitlab: error: \(errorText(error, languageOption.language))")
            throw ExitCode(2)
        }
    }
}
