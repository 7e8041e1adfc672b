import Foundation
import HitlabFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process of this one, in this process's own process group (so a Ctrl-C at the
/// terminal reaches it too), with its output sent to files.
struct ChildProcess {
    let pid: pid_t

    /// Starts `executable` with `arguments`, standard output and error into the given files.
    static func start(
        _ executable: String, _ arguments: [String], stdout: String, stderr: String
    ) throws -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard code == 0 else { throw FileError(executable, errno: code) }
        return ChildProcess(pid: pid)
    }
}

/// How a child ended.
enum ChildEnd: Equatable {
    case exited(Int32)
    case signalled(Int32)

    init(status: Int32) {
        if status & 0x7F == 0 { self = .exited((status >> 8) & 0xFF) } else { self = .signalled(status & 0x7F) }
    }

    var description: String {
        switch self {
        case .exited(let code): return "exit \(code)"
        case .signalled(let signal): return "signal \(signal) (\(String(cString: strsignal(signal))))"
        }
    }
}

/// Ctrl-C and termination while children run: noted here, forwarded to the children by
/// the loop that waits for them.
/// The signal received (0: none). A signal handler can only reach a plain global.
nonisolated(unsafe) private var receivedSignal: Int32 = 0

enum Interruption {
    static var signal: Int32? { receivedSignal == 0 ? nil : receivedSignal }

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP that only note the signal (and
    /// interrupt `waitpid`).
    static func watch() {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { receivedSignal = $0 }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
    }
}
