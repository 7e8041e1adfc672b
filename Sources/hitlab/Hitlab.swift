import ArgumentParser
import Foundation

@main
struct Hitlab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitlab",
        abstract: "See how a touch finds its way through a user interface, by UIKit's rules.",
        discussion: """
        Scenes are YAML (or JSON) files of views, layers, controllers and gestures; see \
        Scenes/README.md. Exit status: 0 success, 1 a check failed, 2 bad usage or a scene \
        that does not load.
        """,
        subcommands: [OpenCommand.self, TraceCommand.self, WhyCommand.self, UnderCommand.self, AuditCommand.self, RenderCommand.self, ExportCommand.self, ImportCommand.self, CheckCommand.self, ValidateCommand.self, DiffCommand.self],
        defaultSubcommand: OpenCommand.self
    )

    /// Runs the command, mapping ArgumentParser's usage errors to exit status 2 as the
    /// contract asks.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            if let exit = error as? ExitCode {
                Foundation.exit(exit.rawValue)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { Console.errorText(message) }
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
