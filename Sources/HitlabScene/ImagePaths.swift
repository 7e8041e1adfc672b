import Foundation
import HitlabCore
import HitlabFiles
import HitlabWords

/// Where a scene's images may come from: beside the scene (its folder and below), or the
/// project's `Assets/` (the nearest `Assets` folder above the scene). Paths may not leave
/// those folders, even through symbolic links, and must name a regular PNG file within
/// `SceneLimits` (checked from its header before anything decodes it).
struct ImagePathPolicy {
    let sceneDirectory: String?

    struct Problem: Error {
        let message: String
    }

    func resolve(_ path: String, language: Language = .en) -> Result<String, Problem> {
        func problem(_ message: String) -> Result<String, Problem> { .failure(Problem(message: message)) }
        func say(_ phrase: Phrase) -> String { language.say(phrase) }
        guard !path.isEmpty else { return problem(say("'image' is empty")) }
        if path.hasPrefix("/") || path.hasPrefix("~") {
            return problem(
                say("'image' must be a relative path under the scene's folder or Assets/, got \"\(path)\""))
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else {
                    return problem(
                        say(
                            """
                            'image' path "\(path)" leaves the scene's folder; images must stay under Scenes/ or \
                            Assets/
                            """))
                }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        guard !parts.isEmpty else {
            return problem(say("'image' must name a file, got \"\(path)\""))
        }
        guard parts.last!.lowercased().hasSuffix(".png") else {
            return problem(say("'image' must be a PNG file, got \"\(path)\""))
        }
        let relative = parts.joined(separator: "/")
        guard let sceneDirectory else { return .success(relative) }
        var candidates = [sceneDirectory + "/" + relative]
        if parts.first == "Assets", let assets = assetsRoot(from: sceneDirectory) {
            candidates.insert(assets + "/" + parts.dropFirst().joined(separator: "/"), at: 0)
        }
        for candidate in candidates where ReadFile.kind(candidate) != nil {
            return check(candidate, written: path, language: language)
        }
        return problem(
            say("'image' \"\(path)\" not found beside the scene or in Assets/"))
    }

    /// The image after following links: inside an allowed folder, a PNG within the limits.
    private func check(_ candidate: String, written path: String, language: Language) -> Result<String, Problem> {
        func problem(_ message: String) -> Result<String, Problem> { .failure(Problem(message: message)) }
        func say(_ phrase: Phrase) -> String { language.say(phrase) }
        guard let sceneDirectory, let real = try? OutputPath.real(candidate) else {
            return problem(say("'image' \"\(path)\" cannot be resolved"))
        }
        let roots = ([sceneDirectory] + (assetsRoot(from: sceneDirectory).map { [$0] } ?? [])).compactMap {
            root -> String? in
            guard let r = realpath(root, nil) else { return nil }
            defer { free(r) }
            return String(cString: r)
        }
        guard roots.contains(where: { real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return problem(
                say("'image' \"\(path)\" resolves to \(real), outside the scene's folder and Assets/"))
        }
        do {
            _ = try PNGHeader.readImageFile(real)
        } catch let error as FileError {
            return problem(say("'image' \"\(path)\" \(error.localizedReason)"))
        } catch {
            return problem(say("'image' \"\(path)\": \(error)"))
        }
        return .success(real)
    }

    /// The nearest `Assets` folder in the scene's folder or above it.
    private func assetsRoot(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        for _ in 0..<8 {
            let assets = url.appendingPathComponent("Assets").path
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: assets, isDirectory: &isDir), isDir.boolValue { return assets }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return nil
    }
}
