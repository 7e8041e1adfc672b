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
        func problem(_ en: String, _ zh: String) -> Result<String, Problem> {
            .failure(Problem(message: language.pick(en, zh)))
        }
        guard !path.isEmpty else { return problem("'image' is empty", "'image' 是空的") }
        if path.hasPrefix("/") || path.hasPrefix("~") {
            return problem(
                "'image' must be a relative path under the scene's folder or Assets/, got \"\(path)\"",
                "'image' 必须是场景所在文件夹或 Assets/ 之下的相对路径，实际是 \"\(path)\"")
        }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else {
                    return problem(
                        "'image' path \"\(path)\" leaves the scene's folder; images must stay under Scenes/ or Assets/",
                        "'image' 的路径 \"\(path)\" 离开了场景所在的文件夹；图片必须留在 Scenes/ 或 Assets/ 之下")
                }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        guard !parts.isEmpty else {
            return problem("'image' must name a file, got \"\(path)\"", "'image' 必须指定一个文件，实际是 \"\(path)\"")
        }
        guard parts.last!.lowercased().hasSuffix(".png") else {
            return problem("'image' must be a PNG file, got \"\(path)\"", "'image' 必须是 PNG 文件，实际是 \"\(path)\"")
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
            "'image' \"\(path)\" not found beside the scene or in Assets/", "在场景旁边和 Assets/ 中都找不到 'image' \"\(path)\"")
    }

    /// The image after following links: inside an allowed folder, a PNG within the limits.
    private func check(_ candidate: String, written path: String, language: Language) -> Result<String, Problem> {
        func problem(_ en: String, _ zh: String) -> Result<String, Problem> {
            .failure(Problem(message: language.pick(en, zh)))
        }
        guard let sceneDirectory, let real = try? OutputPath.real(candidate) else {
            return problem("'image' \"\(path)\" cannot be resolved", "无法解析 'image' \"\(path)\" 的路径")
        }
        let roots = ([sceneDirectory] + (assetsRoot(from: sceneDirectory).map { [$0] } ?? [])).compactMap {
            root -> String? in
            guard let r = realpath(root, nil) else { return nil }
            defer { free(r) }
            return String(cString: r)
        }
        guard roots.contains(where: { real.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return problem(
                "'image' \"\(path)\" resolves to \(real), outside the scene's folder and Assets/",
                "'image' \"\(path)\" 实际指向 \(real)，在场景所在的文件夹和 Assets/ 之外")
        }
        do {
            _ = try PNGHeader.readImageFile(real)
        } catch let error as FileError {
            return problem("'image' \"\(path)\" \(error.reason)", "'image' \"\(path)\" \(error.reason(in: language))")
        } catch {
            return problem("'image' \"\(path)\": \(error)", "'image' \"\(path)\"：\(error)")
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
