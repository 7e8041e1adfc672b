import Foundation
import HitlabCore
import HitlabScene

enum HitlabSceneLoad {
    static func scene(_ name: String) throws -> Scene {
        try SceneLoader.load(path: RenderTests.scenes.appendingPathComponent(name).path).scene
    }
}
