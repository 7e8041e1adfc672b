import Foundation
import HitlabCore
import HitlabScene
import HitlabWords

/// What both fuzzers do with an input before any pixels: load it as a scene file, run a few
/// interactions through the model, and build everything `hitlab trace` prints for them.
public enum FuzzScene {
    /// The name diagnostics and the trace JSON give the input.
    public static let path = "fuzz.yaml"

    /// The bytes as a scene, or nil when the loader refused them (most inputs). A refusal must
    /// come as a `SceneLoadError` with at least one diagnostic; anything else is a bug.
    public static func load(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Scene? {
        let data = Data(bytes: bytes, count: count)
        do {
            return try SceneLoader.load(data: data, path: path, directory: nil).scene
        } catch let error as SceneLoadError {
            if error.diagnostics.isEmpty { fatalError("SceneLoader threw a SceneLoadError with no diagnostics") }
            // Format them as `hitlab validate` prints them.
            _ = error.description
            return nil
        } catch {
            fatalError("SceneLoader threw something other than SceneLoadError: \(error)")
        }
    }

    /// A number from the input's bytes (FNV-1a), to vary the interactions between inputs.
    public static func seed(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in 0..<count {
            h = (h ^ UInt64(bytes[i])) &* 0x100_0000_01b3
        }
        return h
    }

    /// The interactions to run: a click at the scene's centre, each check's own interaction
    /// (its click or drag, as written; at most 16), a drag between two points picked from the
    /// seed (up to 10% outside the scene), and a click at a seeded point with 1-3 taps and a
    /// short or a long hold.
    public static func interactions(for scene: Scene, seed: UInt64) -> [Interaction] {
        let w = scene.size.width.isFinite ? scene.size.width : 0
        let h = scene.size.height.isFinite ? scene.size.height : 0
        var s = seed
        func next() -> Double {
            s = s &* 6364136223846793005 &+ 1442695040888963407
            return Double(s >> 11) / Double(1 << 53) * 1.2 - 0.1  // -0.1 ..< 1.1
        }
        var list: [Interaction] = [.click(Point(w / 2, h / 2))]
        for check in scene.checks.prefix(16) {
            if let i = check.interaction { list.append(i) }
        }
        list.append(.drag(from: Point(next() * w, next() * h), to: Point(next() * w, next() * h)))
        let taps = 1 + Int(seed % 3)
        let hold = (seed >> 2) & 1 == 0 ? 0.1 : 0.7
        list.append(.click(Point(next() * w, next() * h), taps: taps, hold: hold))
        return list
    }

    /// Runs `interaction` and builds the `trace --json` object and the `trace` sentences.
    /// The JSON must parse.
    @discardableResult
    public static func tell(_ scene: Scene, _ interaction: Interaction) -> (json: String, text: String) {
        let trace = scene.run(interaction)
        let json = TraceJSON(scenePath: path, interaction: interaction, trace: trace).render()
        if (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])) == nil {
            fatalError("TraceJSON rendered invalid JSON:\n" + String(json.prefix(2000)))
        }
        let text = storyText(scene: scene, path: path, interaction: interaction, trace: trace)
        return (json, text)
    }

    /// Everything but pixels for one input's scene.
    public static func exercise(_ scene: Scene, seed: UInt64) {
        for interaction in interactions(for: scene, seed: seed) {
            tell(scene, interaction)
        }
    }
}
