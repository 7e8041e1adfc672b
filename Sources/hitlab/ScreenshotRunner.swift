import Foundation
import HitlabCore
import HitlabFiles
import HitlabRender

/// One screenshot check's outcome.
struct ScreenshotResult: Codable {
    enum Status: String, Codable { case passed, failed, recorded, missing }
    let scene: String
    let check: Int
    let golden: String
    let status: Status
    let summary: String
    let actual: String?
    let diff: String?
}

/// Renders screenshot checks and compares them with their goldens.
final class ScreenshotRunner {
    let renderer: Renderer
    let record: Bool
    let ci: Bool
    let tolerance = ScreenshotTolerance()

    /// Rewrite only the goldens that fail (after an intended change); the others stay.
    let updateFailed: Bool

    init(record: Bool, ci: Bool, updateFailed: Bool = false) throws {
        renderer = try Renderer()
        self.record = record
        self.ci = ci
        self.updateFailed = updateFailed
    }

    /// Where goldens live, as `check --help` and the docs say it.
    static let goldenRule = """
        Where goldens live: a screenshot's path is relative to the project, the nearest folder \
        at or above the scene's folder that holds Package.swift (else the scene's own folder). \
        It must stay inside that folder, links followed: a path that leaves it is an error.
        """

    /// The folder golden paths are relative to: the nearest folder above the scene that
    /// holds `Package.swift` (the project), else the scene's own folder.
    static func projectRoot(for scenePath: String) -> URL {
        let dir = URL(fileURLWithPath: scenePath).standardizedFileURL.deletingLastPathComponent()
        var url = dir
        for _ in 0..<10 {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return dir
    }

    func compare(scene: Scene, scenePath: String, check: Check, index: Int, golden: String) -> ScreenshotResult {
        let root = Self.projectRoot(for: scenePath).path
        let written = root + "/" + golden
        func result(_ status: ScreenshotResult.Status, _ summary: String, golden path: String = written,
                    actual: String? = nil, diff: String? = nil) -> ScreenshotResult {
            ScreenshotResult(scene: scenePath, check: index + 1, golden: path, status: status, summary: summary, actual: actual, diff: diff)
        }
        // Where the golden really is: links followed, and never outside the project.
        let goldenPath: String
        do {
            goldenPath = try OutputPath.resolve(written, inside: root)
        } catch {
            return result(.failed, "cannot use this golden: \(error)")
        }
        let base = goldenPath.hasSuffix(".png") || goldenPath.hasSuffix(".PNG") ? String(goldenPath.dropLast(4)) : goldenPath
        let actualPath = base + ".actual.png", diffPath = base + ".diff.png"
        var options = RenderOptions()
        options.theme = check.screenshotTheme.flatMap(Theme.named) ?? .light
        options.scale = check.screenshotScale ?? 1
        options.step = check.screenshotStep
        options.layers3D = check.screenshotLayers3D
        options.language = check.screenshotLanguage
        let story = check.interaction.map { Story(scene: scene, interaction: $0, language: check.screenshotLanguage) }
        // Leftovers of an earlier failure would mislead.
        AtomicFile.removeOutput(actualPath, inside: root)
        AtomicFile.removeOutput(diffPath, inside: root)
        let image: CairoImage
        do {
            image = try renderer.render(scene, story: story, options: options)
        } catch {
            return result(.failed, "cannot render: \(error)", golden: goldenPath)
        }
        let exists = ReadFile.kind(goldenPath) != nil
        let expected = exists ? Result(catching: { try PNGFile.load(goldenPath, limits: .picture) }) : nil
        if record || (!exists && !ci) {
            if case .success(let old)? = expected, ImageDiff(expected: old, actual: image, tolerance: .exact).changedPixels == 0 {
                return result(.passed, "unchanged (the same pixels); not rewritten", golden: goldenPath)
            }
            do {
                try PNGFile.write(image, to: goldenPath, inside: root, createFolders: true)
                return result(.recorded, exists ? "re-recorded (\(image.width)x\(image.height)); review it" : "new golden (\(image.width)x\(image.height)); review it before committing", golden: goldenPath)
            } catch {
                return result(.failed, "cannot record: \(error)", golden: goldenPath)
            }
        }
        guard case .success(let old)? = expected else {
            var why = "no golden: CI never records one"
            if case .failure(let error)? = expected { why = "the golden cannot be read: \(error)" }
            let actual = writeOutput(image, actualPath, root)
            return result(.missing, why + actual.note, golden: goldenPath, actual: actual.path)
        }
        let diff = ImageDiff(expected: old, actual: image, tolerance: tolerance)
        if diff.passes(tolerance) {
            return result(.passed, diff.summary, golden: goldenPath)
        }
        if updateFailed {
            do {
                try PNGFile.write(image, to: goldenPath, inside: root, createFolders: true)
                return result(.recorded, "updated (\(diff.summary)); review it", golden: goldenPath)
            } catch {
                return result(.failed, "cannot update: \(error)", golden: goldenPath)
            }
        }
        let actual = writeOutput(image, actualPath, root)
        let diffWritten = diff.picture.map { writeOutput($0, diffPath, root) }
        let seeAlso = [actual.path, diffWritten?.path].compactMap { $0 }.map(Console.relative)
        let problems = [actual, diffWritten].compactMap { $0 }.filter { $0.path == nil }.map(\.note).joined()
        return result(.failed, diff.summary + (seeAlso.isEmpty ? "" : "; see " + seeAlso.joined(separator: " and ")) + problems,
                      golden: goldenPath, actual: actual.path, diff: diffWritten?.path)
    }

    /// Writes an actual or diff picture beside the golden; says where it went, or why not.
    private func writeOutput(_ image: CairoImage, _ path: String, _ root: String) -> (path: String?, note: String) {
        do {
            try PNGFile.write(image, to: path, inside: root, createFolders: true)
            return (path, "; see \(Console.relative(path))")
        } catch {
            return (nil, "; cannot write \(error)")
        }
    }
}
