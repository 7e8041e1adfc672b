import ArgumentParser
import HitlabCore
import HitlabScene
import HitlabWords

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        _superCommandName: Hitlab.commandName,
        abstract: tr(
            "For every tap target, the share of its visible area a tap reaches, and what takes the rest."),
        discussion: tr(
            """
            Tap targets are controls, views with recognizers and views that handle touches. Each \
            is listed with the share of its visible area (its bounds, less what the window and \
            clipping ancestors cut off) where a tap reaches it, and each blocker with the share it \
            takes on its own (blockers can overlap). Exact for rectangles; curved hit areas and \
            rotated views are sampled finely enough to stay within 1% of each target's area. \
            Targets no tap reaches come first.
            """)
    )

    @OptionGroup var input: SceneOrDump

    @Flag(name: .long, help: ArgumentHelp(tr("Print one JSON object instead of lines.")))
    var json = false

    @OptionGroup var languageOption: LanguageOption

    func run() throws {
        let language = languageOption.language
        guard let loaded = loadScene(input.scene, language: languageOption.language) else { throw ExitCode(2) }
        let audit = loaded.scene.auditTaps()
        Console.outText(
            json
                ? Self.json(audit, path: input.scene, language: language).document(objectsOneALineFrom: 1)
                : Self.text(audit, path: input.scene, language: language))
    }

    /// The causes printed per target, largest first: a target under a thousand overlapping
    /// views has a thousand, which would make the output grow with the square of the scene.
    static let shownReasons = 8

    static func json(_ audit: TapAudit, path: String, language: Language) -> JSONValue {
        .object([
            ("scene", .string(path)),
            (
                "targets",
                .array(
                    audit.targets.map { t in
                        var fields: [(String, JSONValue)] = [
                            ("view", .string(t.target.name)), ("class", .string(t.target.classLabel))
                        ]
                        if let c = WhyNotReport.caption(of: t.target) { fields.append(("text", .string(c))) }
                        fields += [
                            ("frame", WhyNotReport.frame(t.target.frameOnScreen)),
                            ("area", .number((t.area * 100).rounded() / 100)),
                            ("reachable", WhyNotReport.share(t.share)),
                            ("uncertain", WhyNotReport.share(t.area > 0 ? t.uncertainArea / t.area : 0)),
                            (
                                "reasons",
                                .array(
                                    t.blockers.prefix(Self.shownReasons).map {
                                        WhyNotReport.json(
                                            $0.blocker, target: t.target, language: language,
                                            share: t.share(of: $0.area))
                                    })
                            )
                        ]
                        if t.blockers.count > Self.shownReasons {
                            fields.append(("reasonsLeftOut", .number(Double(t.blockers.count - Self.shownReasons))))
                        }
                        return .object(fields)
                    })
            )
        ])
    }

    static func text(_ audit: TapAudit, path: String, language: Language) -> String {
        func say(_ phrase: Phrase) -> String { language.say(phrase) }
        // A target with no visible area is off screen (scrolled away), not blocked.
        let offScreen = audit.targets.filter { $0.area <= 0 }.count
        let none = audit.targets.filter { $0.area > 0 && $0.reachedArea == 0 }.count
        let part = audit.targets.filter { $0.reachedArea > 0 && $0.share < 0.995 }.count
        let count = audit.targets.count
        var parts: [String] = []
        if none > 0 { parts.append(say("no tap reaches \(none)")) }
        if part > 0 { parts.append(say("\(part) only in part")) }
        if offScreen > 0 { parts.append(say("\(offScreen) not on screen")) }
        let summary =
            count == 0
            ? ""
            : parts.isEmpty
                ? (count == 1 ? say("; a tap reaches all of it") : say("; a tap reaches all of each"))
                : say("; \(Joined(parts, en: ", ", zh: "，"))")
        var lines = [
            say("\(path): \(count) tap target\(count == 1 ? "" : "s")\(summary).")
        ]
        // What the two columns of figures are, once, where there are figures to read.
        if audit.targets.contains(where: { $0.area > 0 }) {
            lines.append(say("(% of each target's visible area a tap reaches; indented: the share each cause blocks)"))
        }
        for t in audit.targets {
            // A full-width bracket or quote takes no space before it in Chinese.
            let caption = WhyNotReport.caption(of: t.target, in: language).map { say(" “\($0)”") } ?? ""
            if t.area <= 0 {
                lines.append(
                    "  " + WhyNotReport.padded("—", 6)
                        + say(
                            " \(t.target.name) (\(t.target.classLabel))\(caption): not on screen"))
                continue
            }
            lines.append(
                "  " + WhyNotReport.padded(formatPercent(t.share), 6)
                    + say(
                        " \(t.target.name) (\(t.target.classLabel))\(caption), ")
                    + "\(formatNumber(t.area.rounded())) pt²"
                    // A stated bound where curves or the audit's budget left pieces undecided.
                    + (t.uncertainArea >= 0.0005 * t.area
                        ? say(
                            ", give or take \(formatPercent(t.uncertainArea / t.area))") : ""))
            for (b, area) in t.blockers.prefix(Self.shownReasons) {
                lines.append(
                    "      " + WhyNotReport.padded(formatPercent(t.share(of: area)), 6)
                        + " " + b.label(target: t.target, in: language) + " " + WhyNotReport.tag(b, language: language))
            }
            if t.blockers.count > Self.shownReasons {
                let more = t.blockers.count - Self.shownReasons
                lines.append(
                    "      "
                        + say(
                            """
                            … \(more) more cause\(more == 1 ? "" : "s"), each smaller (hitlab why FILE --view \
                            \(t.target.name) names them at a point)
                            """))
            }
        }
        return lines.joined(separator: "\n")
    }
}
