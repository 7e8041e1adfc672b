import Foundation
import HitlabCore

/// Where a scene's goldens live, for `hitlab check`, the library and the commands that must
/// not write over them.
public enum GoldenLocation {
    /// Said by `check --help` and the docs.
    public static let rule = """
        Where goldens live: a screenshot's path is relative to the project, the nearest folder \
        at or above the scene's folder that holds Package.swift (else the scene's own folder). \
        It must stay inside that folder, links followed: a path that leaves it is an error.
        """

    /// The folder golden paths are relative to: the nearest folder above the scene that
    /// holds `Package.swift` (the project), else the scene's own folder.
    public static func projectRoot(for scenePath: String) -> URL {
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

    /// The files a scene reads besides itself, which no output may replace: the images it
    /// draws and the goldens its screenshot checks compare with.
    public static func filesRead(by scene: Scene, at scenePath: String) -> [String] {
        let root = projectRoot(for: scenePath).path
        return scene.imagePaths + scene.checks.compactMap { $0.screenshot.map { root + "/" + $0 } }
    }
}
