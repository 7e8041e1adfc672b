import ArgumentParser
import CLoader
import Foundation
import HitlabRender
import HitlabWords

@main
struct Hitlab: ParsableCommand {
    /// The program's name. Each subcommand names it as its super-command: parsed on its own
    /// (`parsedCommand`), a subcommand then skips ArgumentParser's check for
    /// `--generate-completion-script`, which reflects two commands of its own (about a tenth of
    /// `trace`'s start); that request, like help and usage errors, is parsed again through
    /// this root, which makes the scripts. Under the root, only the root's super-command is read.
    static let commandName = "hitlab"

    static let configuration = CommandConfiguration(
        commandName: commandName,
        abstract: tr(
            "See how a touch finds its way through a user interface, by UIKit's rules."),
        discussion: tr(
            """
            Scenes are YAML (or JSON) files of views, layers, controllers and gestures; see \
            Scenes/README.md. Exit status: 0 success, 1 a check failed, 2 bad usage or a scene \
            that does not load.
            """),
        subcommands: [
            OpenCommand.self, NewCommand.self, TraceCommand.self, WhyCommand.self, UnderCommand.self, AuditCommand.self,
            RenderCommand.self, ExportCommand.self, ImportCommand.self, CheckCommand.self, ValidateCommand.self,
            DiffCommand.self
        ],
        defaultSubcommand: OpenCommand.self
    )

    /// Runs the command, mapping ArgumentParser's usage errors to exit status 2 as the
    /// contract asks.
    static func main() {
        // At most two malloc arenas: PNG bands are compressed on threads of their own, and
        // glibc's default (up to 8 per core, 64 MB of address space each) could take a 4K
        // export past the 1 GB it is kept under.
        hitlab_limit_malloc_arenas(2)
        // The language first: every help text below is read in it (ArgumentParser reads
        // `configuration` and the help strings only when it parses, after this).
        var arguments = Array(CommandLine.arguments.dropFirst())
        let language = CommandLanguage.detect(arguments, environment: CommandLanguage.localeEnvironment)
        // `hitlab --help --lang zh-Hans` is hitlab's own help in that language (without this,
        // `--lang` would send it to the default subcommand's), and `hitlab help trace --lang
        // zh-Hans` trace's (`help` takes no options).
        let withoutLanguage = CommandLanguage.removingLanguage(arguments)
        if (withoutLanguage.count == 1 && ["--help", "-h"].contains(withoutLanguage[0]))
            || withoutLanguage.first == "help"
        {
            arguments = withoutLanguage
        }
        CommandLanguage.current = language
        // A command that draws (`render`, `export`) has its drawing libraries, fonts and memory made
        // ready on another CPU while it reads its arguments and its scene.
        if let name = arguments.first, ["render", "export"].contains(name) {
            DrawingPreload.start(language: language)
        }
        ScenePreload.start(arguments: arguments, language: language)
        do {
            var command = try parsedCommand(arguments)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // Help (`--help`, `hitlab help trace`): English exactly as ArgumentParser
                // prints it; Chinese with its headings and built-in lines translated.
                guard language.isChinese else { exit(withError: error) }
                let message = fullMessage(for: error)
                if !message.isEmpty { Console.outText(UsageTranslation.translate(message, to: language)) }
                Foundation.exit(0)
            }
            if let exit = error as? ExitCode {
                Foundation.exit(exit.rawValue)
            }
            // Bad usage in the one form every error of Hitlab's has: `hitlab: error: ...`.
            var usage = fullMessage(for: error)
            if usage.hasPrefix("Error: ") { usage = "hitlab: error: " + usage.dropFirst("Error: ".count) }
            let message = UsageTranslation.translate(usage, to: language)
            if !message.isEmpty { Console.errorText(message) }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }

    /// The command `arguments` ask for. When they start with a subcommand's name, that
    /// subcommand parses the rest on its own: the same values as through `hitlab`, for the root
    /// has no options of its own, with an eighth less work at start-up (ArgumentParser then
    /// reflects the subcommand alone, not the root and its default subcommand as well). Anything
    /// but the subcommand itself (help, a usage error, a completion request) is parsed again
    /// through the root, so every message is the one `hitlab` itself gives.
    static func parsedCommand(_ arguments: [String]) throws -> ParsableCommand {
        if let name = arguments.first, !name.hasPrefix("-"),
            let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
            let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
            type(of: command) == subcommand  // not a help request, which ArgumentParser returns as a command
        {
            return command
        }
        return try parseAsRoot(arguments)
    }
}
