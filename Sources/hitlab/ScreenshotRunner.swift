import Foundation
import HitlabCore
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

    init(record: Bool, ci: Bool) throws {
        renderer = try Renderer()
        self.record = record
        self.ci = ci
    }

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
        let goldenURL = Self.projectRoot(for: scenePath).appendingPathComponent(golden)
        let base = goldenURL.deletingPathExtension().path
        let actualPath = base + ".actual.png", diffPath = base + ".diff.png"
        var options = RenderOptions()
        options.theme = check.screenshotTheme.flatMap(Theme.named) ?? .light
        options.scale = check.screenshotScale ?? 1
        options.step = check.screenshotStep
        options.layers3D = check.screenshotLayers3D
        let story = check.interaction.map { Story(scene: scene, interaction: $0) }
        let image = renderer.render(scene, story: story, options: options)
        func result(_ status: ScreenshotResult.Status, _ summary: String, actual: String? = nil, diff: String? = nil) -> ScreenshotResult {
            ScreenshotResult(scene: scenePath, check: index + 1, golden: goldenURL.path, status: status, summary: summary, actual: actual, diff: diff)
        }
        // Leftovers of an earlier failure would mislead.
        try? FileManager.default.removeItem(atPath: actualPath)
        try? FileManager.default.removeItem(atPath: diffPath)
        let exists = FileManager.default.fileExists(atPath: goldenURL.path)
        if record || (!exists && !ci) {
            do {
                try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try PNGFile.write(image, to: goldenURL.path)
                return result(.recorded, exists ? "re-recorded (\(image.width)x\(image.height)); review it" : "new golden (\(image.width)x\(image.height)); review it before committing")
            } catch {
                return result(.failed, "cannot record: \(error)")
            }
        }
        guard exists, let expected = PNGFile.read(goldenURL.path) else {
            try? PNGFile.write(image, to: actualPath)
            return result(.missing, exists ? "the golden is not a readable PNG" : "no golden: CI never records one; run `hitlab check --record` locally and commit the PNG", actual: actualPath)
        }
        let diff = ImageDiff(expected: expected, actual: image, tolerance: tolerance)
        if diff.passes(tolerance) {
            return result(.passed, diff.summary)
        }
        try? PNGFile.write(image, to: actualPath)
        if let picture = diff.picture { try? PNGFile.write(picture, to: diffPath) }
        return result(.failed, diff.summary + "; see \(URL(fileURLWithPath: actualPath).lastPathComponent)"
                      + (diff.picture != nil ? " and \(URL(fileURLWithPath: diffPath).lastPathComponent)" : ""),
                      actual: actualPath, diff: diff.picture != nil ? diffPath : nil)
    }
}
