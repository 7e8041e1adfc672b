import ArgumentParser
import Foundation
import HitlabFiles
#if canImport(Glibc)
import Glibc
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

    private struct Running {
        let slice: Int
        let remaining: [String]
        let results: String
        let stdout: String
        let stderr: String
    }

    func run() throws -> CheckResults {
        guard let executable = ChildProcess.ownExecutable else { throw FileError("/proc/self/exe", "cannot find this program's own executable") }
        var template = Array((NSTemporaryDirectory() + "/hitlab-check-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw FileError(NSTemporaryDirectory(), errno: errno) }
        let folder = String(cString: made)
        var created: [String] = []
        defer {
            created.forEach { unlink($0) }
            rmdir(folder)
        }
        let count = min(jobs, max(1, scenes.count))
        let slices = (0..<count).map { k in scenes.enumerated().filter { $0.offset % count == k }.map(\.element) }
        var outcomes = Array(repeating: CheckResults(), count: count)
        var output = Array(repeating: "", count: count)
        var errors = Array(repeating: "", count: count)
        var running: [pid_t: Running] = [:]
        var attempt = 0
        Interruption.watch()

        func start(_ slice: Int, _ remaining: [String]) throws {
            attempt += 1
            let base = folder + "/\(attempt)"
            let job = Running(slice: slice, remaining: remaining, results: base + ".jsonl", stdout: base + ".out", stderr: base + ".err")
            _ = FileManager.default.createFile(atPath: job.results, contents: nil)
            created += [job.results, job.stdout, job.stderr]
            let arguments = ["check", "--results-file", job.results] + (record ? ["--record"] : []) + (updateFailed ? ["--update-failed"] : []) + ["--"] + remaining
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
            output[job.slice] += (try? String(contentsOfFile: job.stdout, encoding: .utf8)) ?? ""
            errors[job.slice] += (try? String(contentsOfFile: job.stderr, encoding: .utf8)) ?? ""
            let lines = ((try? String(contentsOfFile: job.results, encoding: .utf8)) ?? "").split(separator: "\n")
            for line in lines {
                if let part = try? JSONDecoder().decode(CheckResults.self, from: Data(line.utf8)) { outcomes[job.slice].merge(part) }
            }
            let left = Array(job.remaining.dropFirst(lines.count))
            guard let scene = left.first else { continue }
            // The worker ended on `scene` without a result: it crashed there.
            let end = ChildEnd(status: status)
            if Interruption.signal != nil {
                errors[job.slice] += "hitlab: interrupted; \(left.count) scene\(left.count == 1 ? "" : "s") not checked\n"
                left.forEach { outcomes[job.slice].scenes.append(SceneOutcome(path: $0, status: .crashed)) }
                continue
            }
            errors[job.slice] += "\(scene):1:1: error: checking this scene stopped the worker (\(end.description)); the other scenes go on\n"
            output[job.slice] += "CRASH \(scene)\n"
            outcomes[job.slice].failed += 1
            outcomes[job.slice].scenes.append(SceneOutcome(path: scene, status: .crashed))
            if left.count > 1 { try start(job.slice, Array(left.dropFirst())) }
        }
        for k in 0..<count {
            if !output[k].isEmpty { FileHandle.standardOutput.write(Data(output[k].utf8)) }
            if !errors[k].isEmpty { FileHandle.standardError.write(Data(errors[k].utf8)) }
        }
        if let signal = Interruption.signal {
            Console.error("hitlab: stopped by signal \(signal)")
            throw ExitCode(128 + signal)
        }
        return outcomes.reduce(into: CheckResults()) { $0.merge($1) }
    }
}
