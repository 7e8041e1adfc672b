import ArgumentParser
import HitlabCore
import HitlabScene
import HitlabWords

struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        _superCommandName: Hitlab.commandName,
        abstract: tr("Say whether a tap reaches a view, and every reason it does not."),
        discussion: tr(
            """
            Names each independent blocker in the order UIKit's hit test meets it (hidden, \
            interactionOff, transparent, disabled, zeroSize, outsideAncestor, outsideView, covered, \
            passThrough, descendant, gesture, notInWindow, notVisible), with the view that causes it, its rule and \
            the fix. \
            Without --at, the tap is at the view's centre (or, when that is cut off, the middle of \
            its largest visible piece). Works on scenes and on recursiveDescription dumps.
            """)
    )

    @OptionGroup var input: SceneOrDump

    @Option(
        name: .long,
        help: ArgumentHelp(
            tr(
                "The view the tap should reach: its name, or in a dump the address LLDB printed (0x7ae71820).")))
    var view: String

    @Option(
        name: .long, parsing: .unconditional,
        help: ArgumentHelp(
            tr("Tap at this point (window points); default: the view's centre."),
            valueName: "X,Y"))
    var at: PointArgument?

    @Flag(name: .long, help: ArgumentHelp(tr("Print one JSON object instead of sentences.")))
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
        func say(_ phrase: Phrase) -> String { language.say(phrase) }
        let t = a.target.name
        let whence: String
        switch a.pointChoice {
        case .given: whence = ""
        case .centre: whence = say(", its centre")
        case .visiblePart:
            whence = say(", the middle of its largest visible piece (its centre is cut off)")
        }
        // The headline says what happens in UIKit's order: the hit test, then recognizers.
        let headline: String
        switch a.outcome {
        case .offScreen:
            headline = say("it is not on screen, so no tap reaches it.")
        case .hitTestMisses:
            // A view inside it that takes the touch: the hit test did ask it (H3), it returned
            // that view instead. Whether the touch then comes up to it is the blockers' to say
            // (a control keeps it; a plain view passes it up the chain).
            if let hit = a.hit, hit.ancestry.contains(where: { $0 === a.target }) {
                headline = say(
                    """
                    the hit test asks it and returns \(hit.name), a view inside it, so the touch goes to \
                    \(hit.name) first, not to it.
                    """)
            } else {
                headline = say("the hit test does not reach it, so the tap does not.")
            }
        case .cancelled(let c):
            let r = c.recognizer?.name ?? c.view?.name ?? ""
            headline = say(
                """
                the hit test returns it, but \(r) then recognizes and sends it touchesCancelled, so the tap is \
                not its to handle.
                """)
        case .reached:
            headline = say("the tap reaches it.")
        }
        var lines = [say("\(t) at \(a.point)\(whence): ") + headline]
        lines.append(say("The hit test returns \(a.hit?.name ?? "nil")."))
        let blocking = a.blockers.filter(\.blocks)
        if !blocking.isEmpty {
            lines.append(
                blocking.count == 1
                    ? say("1 reason:")
                    : say(
                        "\(blocking.count) reasons, in the order UIKit meets them:"))
        }
        for (i, b) in blocking.enumerated() {
            lines.append(
                "  \(i + 1). \(Blocker.kindName(b.kind, in: language)) \(WhyNotReport.tag(b, language: language))"
                    + WhyNotReport.colon(language) + b.sentence(target: a.target, in: language))
            if let fix = b.fix(target: a.target, in: language) { lines.append("     " + say("fix: ") + fix) }
        }
        if let holder = a.returnedBy {
            lines.append(
                "  " + say("note") + " [C6]" + WhyNotReport.colon(language)
                    + say(
                        "\(holder.name)'s hitTest returns \(t) where it would return itself."))
        }
        for b in a.blockers where !b.blocks {
            // "note gesture [G5]: …"; in Chinese "注 [G5]（手势识别器）：…", the rule first.
            let kind = Blocker.kindName(b.kind, in: language), rule = b.rule.rawValue
            lines.append(
                "  " + say("note") + (language.isChinese ? " [\(rule)]（\(kind)）" : " \(kind) [\(rule)]")
                    + WhyNotReport.colon(language)
                    + b.sentence(target: a.target, in: language))
        }
        let share = formatPercent(a.audit.share)
        if a.audit.area <= 0 {
            lines.append(say("No part of \(t) is on screen (0 pt² visible)."))
            return lines.joined(separator: "\n")
        }
        lines.append(
            say(
                """
                Hit-testing reaches \(t) over \(share) of its visible area \
                (\(formatNumber(a.audit.area.rounded())) pt²).
                """)
                + (a.hitTestReaches || a.audit.reachedPoint == nil
                    ? ""
                    : say(
                        " Hit-testing reaches it at \(a.audit.reachedPoint!)."))
        )
        return lines.joined(separator: "\n")
    }
}
