import Foundation
import HitlabCore
import HitlabScene

enum HitlabSceneLoad {
    static func scene(_ name: String) throws -> Scene {
        try SceneLoader.load(path: RenderTests.scenes.appendingPathComponent(name).path).scene
    }
}

/// Every bundled scene, by file name, in name order.
func bundled() throws -> [(String, Scene)] {
    let folder = RenderTests.scenes.path
    return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }.sorted().map {
        ($0, try SceneLoader.load(path: folder + "/" + $0).scene)
    }
}
