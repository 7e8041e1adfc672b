import ArgumentParser
import Foundation
import HitlabChecks
import HitlabCore
import HitlabFiles
import HitlabWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `hitlab check`'s scenes in worker processes (this same executable, in this process
/// group), `jobs` at a time. A worker that dies (a crash, a signal) costs only the scene it
/// was on: that scene is reported as crashed and a new worker carries on with the rest, so
/// the summary accounts for every scene given. Ctrl-C is forwarded to the workers, and the
/// temporary folder is emptied file by file and removed.
struct CheckWorkers {
    let scenes: [String]
    let jobs: Int
    let record: Bool
    var updateFailed = false
    /// The language of the sentences the workers print (`--lang`).
    var language: Language = .en

    /// A worker's exit status when it cannot write its results (the machine's problem, not
    /// the scene's): the parent stops with exit status 2 and says so.
    static let environmentFailure: Int32 = 74

    /// The reason in an error, as a user reads it.
    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return "\(error)"
    }

    /// Whether the file system holding `folder` has no room left.
    static func isFull(_ folder: String) -> Bool {
        var info = statvfs()
        return statvfs(folder, &info) == 0 && info.f_bavail == 0
    }

    /// The complete lines of a file (a last line cut short by a full disk is left out).
    static func lines(of path: String) -> [[UInt8]] {
        var lines: [[UInt8]] = [], current: [UInt8] = []
        try? FileDescriptorIO.forEachChunk(ofFile: path) { chunk in
            for byte in chunk {
                if byte == UInt8(ascii: "\n") { lines.append(current); current = [] } else { current.append(byte) }
            }
        }
        return lines
    }

    /// Copies a worker's output file to this process's standard output or error, a chunk at a time.
    static func copy(_ path: String, to fd: Int32) {
        try? FileDescriptorIO.forEachChunk(ofFile: path) { Console.passThrough(Array($0), to: fd) }
    }

    private struct Running {
        let slice: Int
        let remaining: [String]
        let results: String
        let stdout: String
        let stderr: String
    }

    func run() throws -> CheckResults {
        guard let executable = Platform.ownExecutable else {
            throw FileError("hitlab", "cannot find this program's own executable")
        }
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((temporary + "/hitlab-check-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            let code = errno
            throw FileError(temporary, "cannot make the workers' temporary folder here (TMPDIR): \(system: code)")
        }
        let folder = String(cString: made)
        var created: [String] = []
        defer {
            created.forEach { unlink($0) }
            rmdir(folder)
        }
        let count = min(jobs, max(1, scenes.count))
        let slices = (0..<count).map { k in scenes.enumerated().filter { $0.offset % count == k }.map(\.element) }
        var outcomes = Array(repeating: CheckResults(), count: count)
        // Each slice's workers' output files, and lines the parent adds after them.
        var output = Array(repeating: [String](), count: count)
        var errors = Array(repeating: [String](), count: count)
        var notes = Array(repeating: (out: "", err: ""), count: count)
        var environmentProblem: FileReason?
        var running: [pid_t: Running] = [:]
        var attempt = 0
        Interruption.watch()

        func start(_ slice: Int, _ remaining: [String]) throws {
            attempt += 1
            let base = folder + "/\(attempt)"
            let job = Running(
                slice: slice, remaining: remaining, results: base + ".jsonl", stdout: base + ".out",
                stderr: base + ".err")
            _ = FileManager.default.createFile(atPath: job.results, contents: nil)
            created += [job.results, job.stdout, job.stderr]
            let arguments =
                ["check", "--results-file", job.results] + (record ? ["--record"] : [])
                + (updateFailed ? ["--update-failed"] : [])
                + ["--lang", language.rawValue, "--"] + remaining
            running[try ChildProcess.start(executable, arguments, stdout: job.stdout, stderr: job.stderr).pid] = job
        }

        for (k, slice) in slices.enumerated() where !slice.isEmpty { try start(k, slice) }
        var forwarded = false
        while !running.isEmpty {
            if let signal = Interruption.signal, !forwarded {
                running.keys.forEach { kill($0, signal) }
                forwarded = true
            }
            var status: Int32 = 0
            let pid = waitpid(-1, &status, 0)
            if pid < 0 {
                if errno == EINTR { continue }
                break
            }
            guard let job = running.removeValue(forKey: pid) else { continue }
            // What the worker printed is copied out when every worker is done, in slice order,
            // from its files (never read whole: a worker's output is bounded, but not small).
            output[job.slice].append(job.stdout)
            errors[job.slice].append(job.stderr)
            var count = 0
            // One line of JSON per scene; a line cut short by a full disk is not a result.
            for line in Self.lines(of: job.results) {
                guard let part = try? JSONDecoder().decode(CheckResults.self, from: Data(line)) else { continue }
                outcomes[job.slice].merge(part)
                count += 1
            }
            let left = Array(job.remaining.dropFirst(count))
            guard let scene = left.first else { continue }
            let end = ChildEnd(status: status)
            let full = Self.isFull(folder)
            if end == .exited(Self.environmentFailure) || full {
                // Not the scene's fault: the temporary folder is full or gone. Nothing more can be checked.
                let why =
                    full
                    ? FileReason("the disk holding the temporary folder \(temporary) is full")
                    : FileReason("a worker could not write its results in \(temporary)")
                environmentProblem =
                    left.count == 1
                    ? FileReason("\(why); 1 scene not checked") : FileReason("\(why); \(left.count) scenes not checked")
                left.forEach { outcomes[job.slice].scenes.append(SceneOutcome(path: $0, status: .crashed)) }
                continue
            }
            // The worker ended on `scene` without a result: it crashed there.
            if Interruption.signal != nil {
                notes[job.slice].err +=
                    "hitlab: interrupted; \(left.count) scene\(left.count == 1 ? "" : "s") not checked\n"
                left.forEach { outcomes[job.slice].scenes.append(SceneOutcome(path: $0, status: .crashed)) }
                continue
            }
            notes[job.slice].err +=
                Console.escaped(
                    tr(
                        """
                        \(scene):1:1: error: checking this scene stopped the worker (\(end.description)); the other \
                        scenes go on
                        """),
                    keepingNewlines: false) + "\n"
            notes[job.slice].out += Console.escaped(tr("CRASH \(scene)"), keepingNewlines: false) + "\n"
            outcomes[job.slice].failed += 1
            outcomes[job.slice].scenes.append(SceneOutcome(path: scene, status: .crashed))
            if left.count > 1 { try start(job.slice, Array(left.dropFirst())) }
        }
        for k in 0..<count {
            output[k].forEach { Self.copy($0, to: 1) }
            Console.passThrough(Array(notes[k].out.utf8), to: 1)
            errors[k].forEach { Self.copy($0, to: 2) }
            Console.passThrough(Array(notes[k].err.utf8), to: 2)
        }
        if let environmentProblem { throw FileError(temporary, environmentProblem) }
        if let signal = Interruption.signal {
            Console.error("hitlab: " + tr("stopped by signal \(signal)"))
            throw ExitCode(128 + signal)
        }
        return outcomes.reduce(into: CheckResults()) { $0.merge($1) }
    }

    // MARK: A worker

    /// A worker: checks each scene in turn, appending one line of JSON per scene to
    /// `resultsFile` as soon as it is done, so the parent knows how far it got.
    static func work(_ selected: [String], resultsFile: String, run: SceneCheckRun) throws {
        guard let out = FileHandle(forWritingAtPath: resultsFile) else {
            Console.error(
                "\(resultsFile):1:1: error: "
                    + tr("cannot open the results file: \(FileError(resultsFile, errno: errno).localizedReason)"))
            throw ExitCode(environmentFailure)
        }
        _ = try? out.seekToEnd()
        // Fault injection for the tests, in debug builds only: a worker that dies on this scene.
        #if DEBUG
        let crashOn = ProcessInfo.processInfo.environment["HITLAB_TEST_CRASH_ON"]
        #else
        let crashOn: String? = nil
        #endif
        for path in selected {
            if path == crashOn { abort() }
            var results = run.run(path)
            results.scenes = [
                SceneOutcome(
                    path: path,
                    status: results.unloadable > 0
                        ? .unloadable
                        : results.empty > 0
                            ? .empty
                            : results.lessons > 0 ? .lesson : results.failed > 0 ? .failed : .passed)
            ]
            do {
                try out.write(contentsOf: try JSONEncoder().encode(results) + Data("\n".utf8))
            } catch {
                // A full or vanished temporary folder: said, and told to the parent by the exit status.
                Console.error(
                    "\(resultsFile):1:1: error: "
                        + tr(
                            "cannot write the results of \(path): \(reason(error))"))
                throw ExitCode(environmentFailure)
            }
        }
    }
}
