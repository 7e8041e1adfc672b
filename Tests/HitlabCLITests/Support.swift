import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The project's root folder (three levels above this file).
let projectRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The built `hitlab`, beside this test bundle (`swift test` builds it with the tests).
let hitlabExecutable: String = {
    var buffer = [CChar](repeating: 0, count: 4097)
    let n = readlink("/proc/self/exe", &buffer, 4096)
    let me = n > 0 ? String(cString: buffer) : CommandLine.arguments[0]
    return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("hitlab").path
}()

/// How one run of a program ended.
struct Run {
    let status: Int32?
    let signal: Int32?
    let stdout: String
    let stderr: String
    let seconds: Double
    let peakMB: Double
    let pid: pid_t

    var summary: String {
        "status \(status.map(String.init) ?? "-") signal \(signal.map(String.init) ?? "-") in \(String(format: "%.2f", seconds)) s, "
            + "\(Int(peakMB)) MB\nstdout: \(stdout.prefix(600))\nstderr: \(stderr.prefix(1200))"
    }
}

/// Runs `hitlab` with `arguments` in `folder`, in a process group of its own, under a
/// memory limit (virtual memory, as `ulimit -v`), killed after `timeout` seconds.
@discardableResult
func hitlab(
    _ arguments: [String], in folder: String = projectRoot, environment: [String: String] = [:],
    removing: [String] = ["CI"], memoryMB: Int = 1024, timeout: Double = 30,
    executable: String = hitlabExecutable, whileRunning: ((pid_t) -> Void)? = nil
) -> Run {
    let out = folder + "/.hitlab-test-stdout-\(getpid())", err = folder + "/.hitlab-test-stderr-\(getpid())"
    defer { unlink(out); unlink(err) }
    var env = ProcessInfo.processInfo.environment
    removing.forEach { env[$0] = nil }
    environment.forEach { env[$0.key] = $0.value }
    let script = "cd \"$1\" || exit 99; shift; ulimit -v \(memoryMB * 1024); exec \"$@\""
    let argv = ["/bin/sh", "-c", script, "sh", folder, executable] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    let cArgs = argv.map { strdup($0) } + [nil]
    let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { cArgs.forEach { free($0) }; cEnv.forEach { free($0) } }
    var pid: pid_t = 0
    let start = Date()
    guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArgs, cEnv) == 0 else {
        return Run(status: nil, signal: nil, stdout: "", stderr: "cannot start", seconds: 0, peakMB: 0, pid: 0)
    }
    whileRunning?(pid)
    var status: Int32 = 0
    var usage = rusage()
    var killed = false
    // The child's own peak, read while it runs: `ru_maxrss` would also count this test
    // process's peak, which a child started through vfork (posix_spawn) inherits at exec.
    var sampledKB = 0
    while true {
        sampledKB = max(sampledKB, peakResidentKB(of: pid))
        let r = wait4(pid, &status, WNOHANG, &usage)
        if r == pid { break }
        if r < 0 && errno != EINTR { break }
        if Date().timeIntervalSince(start) > timeout && !killed {
            kill(-pid, SIGKILL)
            killed = true
        }
        usleep(2000)
    }
    let seconds = Date().timeIntervalSince(start)
    let text = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    let exited = status & 0x7F == 0
    return Run(
        status: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F,
        stdout: text(out), stderr: text(err), seconds: seconds,
        peakMB: Double(sampledKB > 0 ? sampledKB : usage.ru_maxrss) / 1024, pid: pid)
}

/// A running process's peak resident memory (its `VmHWM`), in KB; 0 when it cannot be read.
func peakResidentKB(of pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(String(line.dropFirst("VmHWM:".count).filter(\.isNumber))) ?? 0
}

/// A fresh folder for one test, removed file by file afterwards.
final class Scratch {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/hitlab-cli-test-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw NSError(domain: "mkdtemp", code: Int(errno)) }
        path = String(cString: made)
    }

    deinit {
        let entries = ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted {
            $0.count > $1.count
        }
        for entry in entries {
            let p = path + "/" + entry
            var info = stat()
            if lstat(p, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { chmod(p, 0o755); rmdir(p) } else { unlink(p) }
        }
        rmdir(path)
    }

    /// Writes a file (folders made as needed) and returns its path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Data(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        return full
    }

    /// Copies a project file (a bundled scene, an asset, a golden) to the same relative place.
    func copy(_ relative: String, to destination: String? = nil) throws {
        try write(destination ?? relative, try Data(contentsOf: URL(fileURLWithPath: projectRoot + "/" + relative)))
    }

    /// Every file below the folder, relative, sorted.
    func files() -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).filter {
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + $0, isDirectory: &isDir) && !isDir.boolValue
        }.sorted()
    }
}

/// Asserts the contract for bad input: exit 0, or exit 2 with `FILE:LINE:COLUMN: error:`.
func assertCleanEnd(
    _ run: Run, file: String, command: String, allowFailedCheck: Bool = false,
    _ at: StaticString = #filePath, line: UInt = #line
) {
    let context = "\(command) \(file): \(run.summary)"
    XCTAssertNil(run.signal, "no crash: \(context)", file: at, line: line)
    let allowed: Set<Int32> = allowFailedCheck ? [0, 1, 2] : [0, 2]
    XCTAssertTrue(run.status.map(allowed.contains) ?? false, "exit 0 or 2: \(context)", file: at, line: line)
    XCTAssertLessThan(run.seconds, 5, "within 5 s: \(context)", file: at, line: line)
    if run.status == 2 {
        let positioned = run.stderr.split(separator: "\n").contains {
            $0.range(of: #"^[^:]+:\d+:\d+: error: "#, options: .regularExpression) != nil
        }
        XCTAssertTrue(positioned, "exit 2 says FILE:LINE:COLUMN: error: \(context)", file: at, line: line)
    }
    XCTAssertFalse(
        run.stderr.contains("Fatal error") || run.stderr.contains("crashed"), "no trap: \(context)", file: at,
        line: line)
}
