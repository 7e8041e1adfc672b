import ArgumentParser
import HitlabCore
import HitlabScene

struct UnderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "under",
        abstract: tr(
            "List every view whose area holds a point, front to back, and what the hit test did with each.",
            "从前到后列出区域包含某个点的每个视图，以及命中测试对每个视图做了什么。"),
        discussion: tr(
            """
            Each view with its frame in window coordinates: hit, returned a view from inside it, \
            skipped and why (H1, H2, C5), or never asked because a view in front answered first \
            (H3) or a view holding it was skipped (H6).
            """, "每个视图连同它在窗口坐标中的 frame：命中、返回了它里面的某个视图、被跳过及原因（H1、H2、C5），或者因为排在前面的兄弟视图已经返回了结果（H3）或包含它的视图被跳过（H6）而从未被询问。")
    )

    @OptionGroup var input: SceneOrDump

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(tr("The point (window points).", "这个点（窗口坐标，单位 pt）。"), valueName: "X,Y"))
    var at: PointArgument

    @Flag(name: .long, help: ArgumentHelp(tr("Print one JSON object instead of lines.", "输出一个 JSON 对象，而不是逐行文字。")))
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
                    ("frame", WhyNotReport.frame(u.frameInWindow)), ("fate", .string(u.fate.key))
                ]
                switch u.fate {
                case .skipped(let verdict): fields.append(("verdict", .string(verdict.rawValue)))
                case .entered(let returned): fields.append(("returned", .string(returned.name)))
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
            language.pick(
                """
                \(views.count) view\(views.count == 1 ? "" : "s") under \(at.point), front to back; the hit test \
                returns \(hit?.name ?? "nil"):
                """,
                "点 \(at.point) 处有 \(views.count) 个视图（从上层到下层）；命中测试返回 \(hit?.name ?? "nil")：")
        ]
        let width = min(40, views.map(\.view.name.count).max() ?? 0)
        for u in views {
            let (text, rule) = u.fate.words(in: language)
            let name = WhyNotReport.padded(u.view.name, width)
            lines.append("  \(name)  \(u.view.classLabel)  \(u.frameInWindow)  \(text) [\(rule.rawValue)]")
        }
        Console.outText(lines.joined(separator: "\n"))
    }
}
