import HitlabCore
import HitlabRender
import HitlabScene

#if canImport(Glibc)
import Glibc
#endif

/// The scene `trace` or `under` names, read on another CPU while ArgumentParser reads the
/// arguments (about a millisecond each), as `loadScene` would read it: 15% and 19% off their
/// whole process (paired). `why`, whose arguments take less reading, gained nothing. The
/// command takes the scene only if it asks for that very file in that language; otherwise it
/// reads its own and nothing changes. The process waits for the reading before it ends, so
/// nothing it uses is torn down under it.
enum ScenePreload {
    typealias Loaded = Result<(LoadedScene, warnings: [String]), Error>

    private final class State: @unchecked Sendable {
        var thread: pthread_t?
        /// Whether the command has taken the scene (a second load reads the file again).
        var taken = false
        /// What the thread reads, for `take` to compare.
        var path = ""
        var language: Language = .en
        let loaded = Handover<Loaded>()
    }
    private static let state = State()

    /// Starts reading the scene `arguments` name, for the commands above.
    static func start(arguments: [String], language: Language) {
        guard let name = arguments.first, ["trace", "under"].contains(name),
            let path = arguments.dropFirst().first(where: isSceneFile)
        else { return }
        state.path = path
        state.language = language
        guard
            let made = OtherCPUThread.start({
                ScenePreload.state.loaded.give(
                    Result { try SceneLoader.loadSceneOrDump(path: path, language: language) })
            })
        else { return }
        state.thread = made.thread
        atexit {
            guard let thread = ScenePreload.state.thread else { return }
            ScenePreload.state.thread = nil
            pthread_join(thread, nil)
        }
    }

    /// What the thread read, when it read `path` in `language` (once it has), else nil; given
    /// once.
    static func take(_ path: String, language: Language) -> Loaded? {
        guard state.thread != nil, !state.taken, path == state.path, language == state.language else { return nil }
        state.taken = true
        return state.loaded.wait()
    }

    /// A scene file by its name (`.yaml`, `.yml`, `.json`) that is a regular file: never a
    /// pipe or a device, which reading could block on or drain.
    private static func isSceneFile(_ argument: String) -> Bool {
        let lower = argument.lowercased()
        guard !argument.hasPrefix("-"), [".yaml", ".yml", ".json"].contains(where: { lower.hasSuffix($0) })
        else { return false }
        var info = stat()
        return stat(argument, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
