import Foundation
import HitlabCore
import HitlabScene

/// A scene the gallery lists, or a lesson (its card shows its first part's scene).
public struct GalleryEntry {
    public let path: String
    public let scene: Scene?
    public let errors: [String]
    public let lesson: LessonPlan?

    public init(path: String, scene: Scene?, errors: [String], lesson: LessonPlan? = nil) {
        self.path = path
        self.scene = scene
        self.errors = errors
        self.lesson = lesson
    }
}

extension GalleryEntry {
    /// Every `.yaml` scene in a folder, in name order, loaded (or with its errors), then the
    /// lessons in its `lessons/` folder, each a card of its own.
    public static func entries(inFolder folder: String) -> [GalleryEntry] {
        scenes(inFolder: folder) + lessons(inFolder: (folder.hasSuffix("/") ? folder : folder + "/") + "lessons")
    }

    /// The lesson files of a folder that load, in name order.
    static func lessons(inFolder folder: String) -> [GalleryEntry] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        return files.compactMap { name in
            let path = folder + "/" + name
            guard let plan = try? LessonLoader.load(path: path), !plan.parts.isEmpty else { return nil }
            return GalleryEntry(path: path, scene: plan.parts[0].scene, errors: [], lesson: plan)
        }
    }

    static func scenes(inFolder folder: String) -> [GalleryEntry] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        return files.map { name in
            let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            do {
                return GalleryEntry(path: path, scene: try SceneLoader.load(path: path).scene, errors: [])
            } catch {
                return GalleryEntry(path: path, scene: nil, errors: SceneLoadError.lines(for: error, path: path))
            }
        }
    }

    /// The folder a scene file is in, as the user wrote it (`.` for a bare name).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
