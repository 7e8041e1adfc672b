import Foundation

/// Where a scene's images may come from: beside the scene (its folder and below), or the
/// project's `Assets/` (the nearest `Assets` folder above the scene). Paths may not leave
/// those folders.
struct ImagePathPolicy {
    let sceneDirectory: String?

    struct Problem: Error {
        let message: String
    }

    func resolve(_ path: String) -> Result<String, Problem> {
        guard !path.isEmpty else { return .failure(Problem(message: "'image' is empty")) }
        if path.hasPrefix("/") || path.hasPrefix("~") {
            return .failure(Problem(message: "'image' must be a relative path under the scene's folder or Assets/, got \"\(path)\""))
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else {
                    return .failure(Problem(message: "'image' path \"\(path)\" leaves the scene's folder; images must stay under Scenes/ or Assets/"))
                }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        guard !parts.isEmpty else { return .failure(Problem(message: "'image' must name a file, got \"\(path)\"")) }
        guard parts.last!.lowercased().hasSuffix(".png") else {
            return .failure(Problem(message: "'image' must be a PNG file, got \"\(path)\""))
        }
        let relative = parts.joined(separator: "/")
        guard let sceneDirectory else { return .success(relative) }
        var candidates = [sceneDirectory + "/" + relative]
        if parts.first == "Assets", let assets = assetsRoot(from: sceneDirectory) {
            candidates.insert(assets + "/" + parts.dropFirst().joined(separator: "/"), at: 0)
        }
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate) {
            return .success(candidate)
        }
        return .failure(Problem(message: "'image' \"\(path)\" not found beside the scene or in Assets/"))
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
