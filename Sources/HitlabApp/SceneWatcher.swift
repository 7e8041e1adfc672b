#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when a scene file, or an image it draws, changes on disk (polled: no inotify
/// needed, and cheap). A change is any difference in a file's identity (device and inode: a
/// file renamed over it), size, modification time or status-change time to the nanosecond;
/// the last cannot be set back by a tool, so an edit that keeps the size and restores the
/// mtime is seen too.
final class SceneWatcher {
    let path: String
    private var stamp: [Int]?
    private var images: [(path: String, stamp: [Int]?)] = []

    init(path: String) {
        self.path = path
        stamp = Self.read(path)
    }

    /// Watches these images too (the loaded scene's), instead of the ones before.
    func watch(images paths: [String]) {
        images = paths.map { ($0, Self.read($0)) }
    }

    private static func read(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [
            Int(info.st_dev), Int(info.st_ino), Int(info.st_size),
            info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec
        ]
    }

    /// True once per change of the scene file or of any watched image.
    func changed() -> Bool {
        let now = Self.read(path)
        var changed = now != stamp
        stamp = now
        for i in images.indices {
            let image = Self.read(images[i].path)
            if image != images[i].stamp { changed = true }
            images[i].stamp = image
        }
        return changed
    }
}
