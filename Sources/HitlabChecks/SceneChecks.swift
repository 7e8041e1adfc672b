import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabWords

/// One check of a scene held against what the scene does: nothing wrong, or each mismatch in
/// a sentence.
public struct CheckOutcome {
    /// Its place in the scene's `checks:` list, from 0.
    public let index: Int
    public let check: Check
    public let problems: [String]
    public var passed: Bool { problems.isEmpty }
}

/// Runs a scene's checks as `hitlab check` does (what a click or a drag reaches, handles and
/// sends; the share of a view a tap reaches; screenshots against their goldens) and writes
/// nothing: a golden that is missing is a failure, never recorded.
public enum SceneChecks {
    public static func run(
        _ scene: Scene, at scenePath: String, snapshotting: Snapshotting, language: Language = .en
    ) -> [CheckOutcome] {
        scene.checks.enumerated().map { i, check in
            var problems: [String] = []
            if let interaction = check.interaction, check.hasSemanticExpectations {
                problems += check.mismatches(in: scene.run(interaction, changes: check.changes), language: language)
            }
            if let problem = check.reachMismatch(in: scene, language: language) { problems.append(problem) }
            if let golden = check.screenshot {
                problems += screenshotProblems(
                    scene, check, golden: golden, scenePath: scenePath, snapshotting, language)
            }
            return CheckOutcome(index: i, check: check, problems: problems)
        }
    }

    private static func screenshotProblems(
        _ scene: Scene, _ check: Check, golden: String, scenePath: String,
        _ snapshotting: Snapshotting, _ language: Language
    ) -> [String] {
        let root = GoldenLocation.projectRoot(for: scenePath).path
        let t: (Phrase) -> String = language.say
        do {
            let path = try OutputPath.resolve(root + "/" + golden, inside: root)
            guard ReadFile.kind(path) != nil else { return [t("no golden at \(path)")] }
            let expected = try PNGFile.load(path, limits: .picture)
            let picture = try snapshotting.render(scene, check)
            let diff = snapshotting.compare(golden: expected, with: picture)
            return diff.passes(snapshotting.tolerance)
                ? [] : [t("screenshot \(golden): ") + diff.summary(in: language)]
        } catch {
            return [t("screenshot \(golden): \(error)")]
        }
    }
}
