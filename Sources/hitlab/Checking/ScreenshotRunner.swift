import Foundation
import HitlabApp
import HitlabChecks
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabStory
import HitlabWords

/// Renders screenshot checks and compares them with their goldens.
final class ScreenshotRunner {
    /// How each screenshot is drawn and compared (the library's, shared with package tests).
    let snapshotting: Snapshotting
    let record: Bool
    let ci: Bool

    /// Rewrite only the goldens that fail (after an intended change); the others stay.
    let updateFailed: Bool

    init(record: Bool, ci: Bool, updateFailed: Bool = false) throws {
        snapshotting = .hitlab(try Renderer())
        self.record = record
        self.ci = ci
        self.updateFailed = updateFailed
    }

    func compare(scene: Scene, scenePath: String, check: Check, index: Int, golden: String) -> ScreenshotResult {
        let root = GoldenLocation.projectRoot(for: scenePath).path
        let written = root + "/" + golden
        func result(
            _ status: ScreenshotResult.Status, _ summary: String, golden path: String = written,
            actual: String? = nil, diff: String? = nil
        ) -> ScreenshotResult {
            ScreenshotResult(
                scene: scenePath, check: index + 1, golden: path, status: status, summary: summary, actual: actual,
                diff: diff)
        }
        // Where the golden really is: links followed, and never outside the project.
        let goldenPath: String
        do {
            goldenPath = try OutputPath.resolve(written, inside: root)
        } catch {
            return result(.failed, tr("cannot use this golden: \(error)"))
        }
        let base =
            goldenPath.hasSuffix(".png") || goldenPath.hasSuffix(".PNG") ? String(goldenPath.dropLast(4)) : goldenPath
        let actualPath = base + ".actual.png", diffPath = base + ".diff.png"
        // Another check's golden may have the name of this one's actual or diff picture
        // (`a.png` and `a.actual.png`): it is never removed nor written over.
        let goldens = Set(
            GoldenLocation.filesRead(by: scene, at: scenePath).compactMap { try? OutputPath.resolve($0, inside: root) })
        let isGolden = { (path: String) in goldens.contains((try? OutputPath.resolve(path, inside: root)) ?? path) }
        // Leftovers of an earlier failure would mislead.
        for path in [actualPath, diffPath] where !isGolden(path) { AtomicFile.removeOutput(path, inside: root) }
        func writeOutput(_ image: CairoImage, _ path: String) -> (path: String?, note: String) {
            guard !isGolden(path) else {
                return (
                    nil,
                    tr(
                        "; \(Console.relative(path)) not written: it is another check's golden")
                )
            }
            return self.writeOutput(image, path, root)
        }
        let image: CairoImage
        do {
            image = try snapshotting.render(scene, check)
        } catch {
            return result(.failed, tr("cannot render: \(error)"), golden: goldenPath)
        }
        let exists = ReadFile.kind(goldenPath) != nil
        let expected = exists ? Result(catching: { try PNGFile.load(goldenPath, limits: .picture) }) : nil
        if record || (!exists && !ci) {
            if case .success(let old)? = expected,
                ImageDiff(expected: old, actual: image, tolerance: .exact).changedPixels == 0
            {
                return result(
                    .passed, tr("unchanged (the same pixels); not rewritten"), golden: goldenPath)
            }
            do {
                try PNGFile.write(image, to: goldenPath, inside: root, createFolders: true)
                return result(
                    .recorded,
                    exists
                        ? tr(
                            "re-recorded (\(image.width)x\(image.height)); review it")
                        : tr(
                            "new golden (\(image.width)x\(image.height)); review it before committing"),
                    golden: goldenPath)
            } catch {
                return result(.failed, tr("cannot record: \(error)"), golden: goldenPath)
            }
        }
        guard case .success(let old)? = expected else {
            var why = tr("no golden: CI never records one")
            if case .failure(let error)? = expected {
                why = tr("the golden cannot be read: \(error)")
            }
            let actual = writeOutput(image, actualPath)
            return result(.missing, why + actual.note, golden: goldenPath, actual: actual.path)
        }
        let diff = snapshotting.compare(golden: old, with: image)
        if diff.passes(snapshotting.tolerance) {
            return result(.passed, diff.summary(in: CommandLanguage.current), golden: goldenPath)
        }
        if updateFailed {
            do {
                try PNGFile.write(image, to: goldenPath, inside: root, createFolders: true)
                return result(
                    .recorded,
                    tr("updated (\(diff.word)); review it"),
                    golden: goldenPath)
            } catch {
                return result(.failed, tr("cannot update: \(error)"), golden: goldenPath)
            }
        }
        let actual = writeOutput(image, actualPath)
        let diffWritten = diff.picture.map { writeOutput($0, diffPath) }
        let seeAlso = [actual.path, diffWritten?.path].compactMap { $0 }.map(Console.relative)
        let problems = [actual, diffWritten].compactMap { $0 }.filter { $0.path == nil }.map(\.note).joined()
        return result(
            .failed,
            diff.summary(in: CommandLanguage.current)
                + (seeAlso.count == 2
                    ? tr("; see \(seeAlso[0]) and \(seeAlso[1])") : seeAlso.first.map { tr("; see \($0)") } ?? "")
                + problems,
            golden: goldenPath, actual: actual.path, diff: diffWritten?.path)
    }

    /// Writes an actual or diff picture beside the golden; says where it went, or why not.
    private func writeOutput(_ image: CairoImage, _ path: String, _ root: String) -> (path: String?, note: String) {
        do {
            try PNGFile.write(image, to: path, inside: root, createFolders: true)
            return (path, tr("; see \(Console.relative(path))"))
        } catch {
            return (nil, tr("; cannot write \(error)"))
        }
    }
}
