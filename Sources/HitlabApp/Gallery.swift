import Foundation
import HitlabCore
import HitlabScene

/// A scene the gallery lists.
public struct GalleryEntry {
    public let path: String
    public let scene: Scene?
    public let errors: [String]

    public init(path: String, scene: Scene?, errors: [String]) {
        self.path = path
        self.scene = scene
        self.errors = errors
    }
}

extension GalleryEntry {
    /// Every `.yaml` scene in a folder, in name order, loaded (or with its errors).
    public static func entries(inFolder folder: String) -> [GalleryEntry] {
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
