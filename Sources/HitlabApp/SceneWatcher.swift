import Foundation

/// Notices when a scene file changes on disk (polled: no inotify needed, and cheap).
final class SceneWatcher {
    let path: String
    private var stamp: (Date, Int)?

    init(path: String) {
        self.path = path
        stamp = Self.read(path)
    }

    private static func read(_ path: String) -> (Date, Int)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let date = attributes[.modificationDate] as? Date, let size = attributes[.size] as? Int else { return nil }
        return (date, size)
    }

    /// True once per change.
    func changed() -> Bool {
        let now = Self.read(path)
        defer { stamp = now }
        switch (stamp, now) {
        case (nil, nil): return false
        case (let a?, let b?): return a.0 != b.0 || a.1 != b.1
        default: return true
        }
    }
}
