import ArgumentParser
import HitlabCore
import HitlabScene
import HitlabWords

struct UnderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "under",
        _superCommandName: Hitlab.commandName,
        abstract: tr(
            "List every view whose area holds a point, front to back, and what the hit test did with each."),
        discussion: tr(
            """
            Each view with its frame in window coordinates: hit, returned a view from inside it, \
            skipped and why (H1, H2, C5), or never asked because a view in front answered first \
            (H3) or a view holding it was skipped (H6).
            """)
    )

    @OptionGroup var input: SceneOrDump

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(tr("The point (window points)."), valueName: "X,Y"))
    var at: PointArgument

    @Flag(name: .long, help: ArgumentHelp(tr("Print one JSON object instead of lines.")))
    var json = false

    @OptionGroup var languageOption: LanguageOption

    func run() throws {
        let language = languageOption.language
        guard let loaded = loadScene(input.scene, language: languageOption.language) else { throw ExitCode(2) }
        let (hit, views) = loaded.scene.viewsUnder(at.point)
        if json {
            let items: [JSONValue] = views.map { u in
                var fields: [(String, JSONValue)] = [
                    ("view", .string(u.view.name)), ("class", .string(u.view.classLabel)),
                    ("frame", WhyNotReport.frame(u.frameOnScreen)), ("fate", .string(u.fate.key))
                ]
                switch u.fate {
                case .skipped(let verdict): fields.append(("verdict", .string(verdict.rawValue)))
                case .entered(let returned), .handedOn(let returned):
                    fields.append(("returned", .string(returned.name)))
                case .answeredInFront(let by): fields.append(("by", WhyNotReport.name(by)))
                case .ancestorSkipped(let ancestor): fields.append(("by", .string(ancestor.name)))
                case .windowInFront(let window): fields.append(("by", .string(window.name)))
                case .hit: break
                }
                let (text, rule) = u.fate.words(in: language)
                fields += [("rule", .string(rule.rawValue)), ("text", .string(text))]
                return .object(fields)
            }
            Console.outText(
                JSONValue.object([
                    ("point", .point(at.point)), ("hit", WhyNotReport.name(hit)), ("views", .array(items))
                ]).document())
            return
        }
        var lines = [
            language.say(
                """
                \(views.count) view\(views.count == 1 ? "" : "s") under \(at.point), front to back; the hit test \
                returns \(hit?.name ?? "nil"):
                """)
        ]
        let width = min(40, views.map(\.view.name.count).max() ?? 0)
        for u in views {
            let (text, rule) = u.fate.words(in: language)
            let name = WhyNotReport.padded(u.view.name, width)
            lines.append("  \(name)  \(u.view.classLabel)  \(u.frameOnScreen)  \(text) [\(rule.rawValue)]")
        }
        Console.outText(lines.joined(separator: "\n"))
    }
}
