import ArgumentParser
import HitlabCore
import HitlabScene

struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: tr("Say whether a tap reaches a view, and every reason it does not.", "说明一次点击能否到达某个视图，以及到达不了的每个原因。"),
        discussion: tr(
            """
            Names each independent blocker in the order UIKit's hit test meets it (hidden, \
            interactionOff, transparent, disabled, zeroSize, outsideAncestor, outsideView, covered, \
            passThrough, descendant, gesture, notInWindow, notVisible), with the view that causes it, its rule and \
            the fix. \
            Without --at, the tap is at the view's centre (or, when that is cut off, the middle of \
            its largest visible piece). Works on scenes and on recursiveDescription dumps.
            """,
            """
            按 UIKit 的命中测试遇到的顺序，列出每个独立的遮挡原因（hidden、interactionOff、transparent、disabled、zeroSize、outsideAncestor、\
            outsideView、covered、passThrough、descendant、gesture、notInWindow、notVisible），以及造成它的视图、对应的规则和修正方法。没有 \
            --at 时，点击位置是视图的中心（中心被切掉时，是它最大的可见部分的中间）。适用于场景和 recursiveDescription 转储。
            """
        )
    )

    @OptionGroup var input: SceneOrDump

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "The view the tap should reach: its name, or in a dump the address LLDB printed (0x7ae71820).",
                "点击应当到达的视图：视图名；转储中也可以写 LLDB 打印的地址（0x7ae71820）。")))
    var view: String

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            tr("Tap at this point (window points); default: the view's centre.", "在这个点点击（窗口坐标，单位 pt）；默认是视图的中心。"),
            valueName: "X,Y"))
    var at: PointArgument?

    @Flag(name: .long, help: ArgumentHelp(tr("Print one JSON object instead of sentences.", "输出一个 JSON 对象，而不是语句。")))
    var json = false

    @OptionGroup var languageOption: LanguageOption

    func run() throws {
        let language = languageOption.language
        guard let loaded = loadScene(input.scene, language: languageOption.language),
            let target = WhyNotReport.view(named: view, in: loaded, path: input.scene, language: language)
        else { throw ExitCode(2) }
        let answer = loaded.scene.why(target, at: at?.point)
        Console.outText(json ? Self.json(answer, language: language).document() : Self.text(answer, language: language))
    }

    static func json(_ a: WhyAnswer, language: Language) -> JSONValue {
        .object([
            ("point", .point(a.point)), ("pointOf", .string(a.pointChoice.rawValue)),
            ("view", .string(a.target.name)), ("hit", WhyNotReport.name(a.hit)), ("reached", .bool(a.reached)),
            ("hitTestReaches", .bool(a.hitTestReaches)), ("onScreen", .bool(!a.offScreen)),
            ("returnedBy", WhyNotReport.name(a.returnedBy)),
            ("reasons", .array(a.blockers.map { WhyNotReport.json($0, target: a.target, language: language) })),
            ("reachable", WhyNotReport.share(a.audit.share))
        ])
    }

    static func text(_ a: WhyAnswer, language: Language) -> String {
        func say(_ en: String, _ zh: String) -> String { language.pick(en, zh) }
        let t = a.target.name
        let whence: String
        switch a.pointChoice {
        case .given: whence = ""
        case .centre: whence = say(", its centre", "（它的中心）")
        case .visiblePart:
            whence = say(", the middle of its largest visible piece (its centre is cut off)", "（它最大可见部分的中心；它本身的中心被裁掉了）")
        }
        // The headline says what happens in UIKit's order: the hit test, then recognizers.
        let headline: String
        switch a.outcome {
        case .offScreen:
            headline = say("it is not on screen, so no tap reaches it.", "它不在屏幕上，点不到它。")
        case .hitTestMisses:
            headline = say("the hit test does not reach it, so the tap does not.", "命中测试到不了它，所以点不到它。")
        case .cancelled(let c):
            let r = c.recognizer?.name ?? c.view?.name ?? ""
            headline = say(
                """
                the hit test returns it, but \(r) then recognizes and sends it touchesCancelled, so the tap is \
                not its to handle.
                """,
                "命中测试返回的就是它，但 \(r) 随后识别成功，向它发送 touchesCancelled，所以这次点击不由它处理。")
        case .reached:
            headline = say("the tap reaches it.", "能点到它。")
        }
        var lines = [say("\(t) at \(a.point)\(whence): ", "\(t)，点在 \(a.point)\(whence)：") + headline]
        lines.append(say("The hit test returns \(a.hit?.name ?? "nil").", "命中测试返回 \(a.hit?.name ?? "nil")。"))
        let blocking = a.blockers.filter(\.blocks)
        if !blocking.isEmpty {
            lines.append(
                blocking.count == 1
                    ? say("1 reason:", "1 个原因：")
                    : say(
                        "\(blocking.count) reasons, in the order UIKit meets them:",
                        "\(blocking.count) 个原因，按 UIKit 遇到的顺序："))
        }
        for (i, b) in blocking.enumerated() {
            lines.append(
                "  \(i + 1). \(b.kind.rawValue) \(WhyNotReport.tag(b, language: language))"
                    + WhyNotReport.colon(language) + b.sentence(target: a.target, in: language))
            if let fix = b.fix(target: a.target, in: language) { lines.append("     " + say("fix: ", "修复：") + fix) }
        }
        if let holder = a.returnedBy {
            lines.append(
                "  " + say("note", "说明") + " [C6]" + WhyNotReport.colon(language)
                    + say(
                        "\(holder.name)'s hitTest returns \(t) where it would return itself.",
                        "\(holder.name) 的 hitTest 在本该返回自己时返回了 \(t)。"))
        }
        for b in a.blockers where !b.blocks {
            lines.append(
                "  " + say("note", "说明") + " \(b.kind.rawValue) [\(b.rule.rawValue)]" + WhyNotReport.colon(language)
                    + b.sentence(target: a.target, in: language))
        }
        let share = formatPercent(a.audit.share)
        if a.audit.area <= 0 {
            lines.append(say("No part of \(t) is on screen (0 pt² visible).", "\(t) 没有任何部分在屏幕上（可见面积为 0 pt²）。"))
            return lines.joined(separator: "\n")
        }
        lines.append(
            say(
                """
                Hit-testing reaches \(t) over \(share) of its visible area \
                (\(formatNumber(a.audit.area.rounded())) pt²).
                """,
                "\(t) 的可见面积（\(formatNumber(a.audit.area.rounded())) pt²）中有 \(share) 能被命中测试命中。")
                + (a.hitTestReaches || a.audit.reachedPoint == nil
                    ? ""
                    : say(
                        " Hit-testing reaches it at \(a.audit.reachedPoint!).", "命中测试在 \(a.audit.reachedPoint!) 能命中它。"))
        )
        return lines.joined(separator: "\n")
    }
}
