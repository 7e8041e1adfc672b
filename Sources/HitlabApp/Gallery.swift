import Foundation
import HitlabCore
import HitlabScene

/// A card of the gallery: a scene, a lesson (its card shows its first part's scene), or the
/// card that starts a new scene of one's own.
public struct GalleryEntry {
    public let path: String
    public let scene: Scene?
    public let errors: [String]
    public let lesson: LessonPlan?
    /// The group the card is shown in (the lesson that teaches its topic).
    public internal(set) var section: GallerySection = .more
    /// The card that writes a starter scene (`hitlab new`) and opens it.
    public var isNewScene: Bool { path.isEmpty && scene == nil && lesson == nil }

    public init(path: String, scene: Scene?, errors: [String], lesson: LessonPlan? = nil) {
        self.path = path
        self.scene = scene
        self.errors = errors
        self.lesson = lesson
    }

    static let newScene = GalleryEntry(path: "", scene: nil, errors: [])
}

/// The groups of the gallery: one per lesson (the topic it teaches: the lesson first, then the
/// scenes its parts use), the scenes no lesson uses, and one's own new scene.
public enum GallerySection: Equatable {
    case topic(LocalizedText)
    case more
    case own
}

extension GalleryEntry {
    /// Every `.yaml` scene in a folder, loaded (or with its errors), and the lessons in its
    /// `lessons/` folder, grouped by topic: each lesson's card, then the scenes its parts use,
    /// in name order, the groups in the order of their first scene; then the scenes no lesson
    /// uses; then the new scene's card.
    public static func entries(inFolder folder: String) -> [GalleryEntry] {
        let scenes = scenes(inFolder: folder)
        let lessons = lessons(inFolder: (folder.hasSuffix("/") ? folder : folder + "/") + "lessons")
        func key(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        let index = Dictionary(
            scenes.enumerated().map { (key($0.element.path), $0.offset) }, uniquingKeysWith: { a, _ in a })
        var placed = Set<Int>()
        var groups: [(first: Int, entries: [GalleryEntry])] = []
        for var lesson in lessons {
            guard let plan = lesson.lesson else { continue }
            let section = GallerySection.topic(plan.title)
            lesson.section = section
            let members = Set(plan.parts.compactMap { index[key($0.scenePath)] }).subtracting(placed).sorted()
            placed.formUnion(members)
            var group = [lesson]
            for i in members {
                var entry = scenes[i]
                entry.section = section
                group.append(entry)
            }
            groups.append((members.first ?? scenes.count, group))
        }
        groups.sort { $0.first < $1.first }
        let rest = scenes.indices.filter { !placed.contains($0) }.map { scenes[$0] }
        var own = GalleryEntry.newScene
        own.section = .own
        return groups.flatMap(\.entries) + rest + [own]
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
