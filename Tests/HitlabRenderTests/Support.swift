import CSDL2
import Foundation
import HitlabCore
import HitlabScene

func SDL_FreeSurfaceShim(_ s: UnsafeMutablePointer<SDL_Surface>) { SDL_FreeSurface(s) }

enum HitlabSceneLoad {
    static func scene(_ name: String) throws -> Scene {
        try SceneLoader.load(path: RenderTests.scenes.appendingPathComponent(name).path).scene
    }
}
