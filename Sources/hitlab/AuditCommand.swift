import ArgumentParser
import HitlabCore
import HitlabScene

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "For every tap target, the share of its visible area a tap reaches, and what takes the rest.",
        discussion: """
        Tap targets are controls, views with recognizers and views that handle touches. Each \
        is listed with the share of its visible area (its bounds, less what the window and \
        clipping ancestors cut off) where a tap reaches it, and each blocker with the share it \
        takes on its own (blockers can overlap). Exact for rectangles; curved hit areas and \
        rotated views are sampled finely enough to stay within 1% of each target's area. \
        Targets no tap reaches come first.
        """
    )

    @Argument(help: "The scene file (YAML or JSON) or a recursiveDescription dump.")
    var scene: String

    @Flag(name: .long, help: "Print one JSON object instead of lines.")
    var json = false

    @OptionGroup var languageOption: LanguageOption

    func run() throws {
        let language = languageOption.language
        guard let loaded = loadScene(scene) else { throw ExitCode(2) }
        let audit = loaded.scene.auditTaps()
        Console.outText(json ? Self.json(audit, path: scene, language: language).document(objectsOneALineFrom: 1)
                             : Self.text(audit, path: scene, language: language))
    }

    static func json(_ audit: TapAudit, path: String, language: Language) -> JSONValue {
        .object([("scene", .string(path)), ("targets", .array(audit.targets.map { t in
            var fields: [(String, JSONValue)] = [("view", .string(t.target.name)), ("class", .string(t.target.classLabel))]
            if let c = WhyNotReport.caption(of: t.target) { fields.append(("text", .string(c))) }
            fields += [("frame", WhyNotReport.frame(t.target.frameInWindow)), ("area", .number((t.area * 100).rounded() / 100)),
                       ("reachable", WhyNotReport.share(t.share)),
                       ("uncertain", WhyNotReport.share(t.area > 0 ? t.uncertainArea / t.area : 0)),
                       ("reasons", .array(t.blockers.map { WhyNotReport.json($0.blocker, target: t.target, language: language, share: t.share(of: $0.area)) }))]
            return .object(fields)
        }))])
    }

    static func text(_ audit: TapAudit, path: String, language: Language) -> String {
        func say(_ en: String, _ zh: String) -> String { language.pick(en, zh) }
        let none = audit.targets.filter { $0.reachedArea == 0 }.count
        let part = audit.targets.filter { $0.reachedArea > 0 && $0.share < 0.995 }.count
        var lines = [say("\(path): \(audit.targets.count) tap target\(audit.targets.count == 1 ? "" : "s"); no tap reaches \(none), \(part) only in part.",
                         "\(path)：\(audit.targets.count) 个点击目标；\(none) 个完全点不到，\(part) 个只有部分能点到。")]
        for t in audit.targets {
            // A full-width bracket or quote takes no space before it in Chinese.
            let caption = WhyNotReport.caption(of: t.target).map { say(" “\($0)”", "“\($0)”") } ?? ""
            lines.append("  " + WhyNotReport.padded(formatPercent(t.share), 6)
                         + say(" \(t.target.name) (\(t.target.classLabel))\(caption), ", " \(t.target.name)（\(t.target.classLabel)）\(caption)，")
                         + "\(formatNumber(t.area.rounded())) pt²")
            for (b, area) in t.blockers {
                lines.append("      " + WhyNotReport.padded(formatPercent(t.share(of: area)), 6)
                             + " " + b.label(target: t.target, in: language) + " " + WhyNotReport.tag(b, language: language))
            }
        }
        return lines.joined(separator: "\n")
    }
}
