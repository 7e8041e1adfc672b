#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when a scene file changes on disk (polled: no inotify needed, and cheap). A
/// change is any difference in the file's identity (device and inode: a file renamed over
/// it), size, modification time or status-change time to the nanosecond; the last cannot be
/// set back by a tool, so an edit that keeps the size and restores the mtime is seen too.
final class SceneWatcher {
    let path: String
    private var stamp: [Int]?

    init(path: String) {
        self.path = path
        stamp = Self.read(path)
    }

    private static func read(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size),
                info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec]
    }

    /// True once per change.
    func changed() -> Bool {
        let now = Self.read(path)
        defer { stamp = now }
        return now != stamp
    }
}
