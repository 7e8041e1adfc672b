import Foundation
import HitlabApp
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabStory
import HitlabWords

/// Frame times in SDL's software renderer at 1920x1080 with the story drawn, against plain
/// SDL alpha-blended fills of the same rectangles (the floor), and `hitlab render` as a
/// whole process.
enum RenderBenchmark {
    static let width = 1920, height = 1080

    static func run(scenesDirectory: String, hitlab: String?) {
        let target: OffscreenTarget
        do { target = try OffscreenTarget(width: width, height: height) } catch {
            print("cannot create a software renderer: \(error)")
            return
        }
        let presenter = target.presenter
        guard let renderer = try? Renderer() else {
            print("cannot start the renderer (font missing?)")
            return
        }
        print("\nRendering: SDL software renderer, \(width)x\(height), light theme, the first check's story drawn")
        print(pad("scene", 34) + "   first frame    warm frame     SDL fills     ratio")
        var cases: [(String, Scene, Interaction?)] = []
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory))?.filter { $0.hasSuffix(".yaml") }
            .sorted() ?? []
        for file in files {
            guard let scene = try? SceneLoader.load(path: scenesDirectory + "/" + file).scene else { continue }
            cases.append((file, scene, scene.checks.first?.interaction))
        }
        for count in [1_000, 10_000] {
            let scene = generatedScene(views: count)
            cases.append(("generated, \(count) views", scene, .click(Point(500, 300))))
        }
        var worst = 0.0
        for (name, scene, interaction) in cases {
            let story = interaction.map { Story(scene: scene, interaction: $0) }
            let options = RenderOptions(frameSize: (width, height))
            let state = story?.state(at: nil)
            let layout = renderer.plan(scene, story: story, state: state, options: options).layout
            func frame() {
                try? presenter.present(width: width, height: height) { cr in
                    renderer.drawFrame(
                        scene, plan: renderer.plan(scene, story: story, state: state, options: options),
                        options: options, cr)
                }
                target.flush()
            }
            let first = measure(runs: 1, frame)
            let warm = measure(runs: 9, frame)
            let rects = fillRects(scene, layout: layout)
            let fills = measure(runs: 9) { target.plainFills(rects, background: Colour(r: 209, g: 209, b: 214)) }
            if !name.hasPrefix("generated") { worst = max(worst, warm) }
            print(
                pad(name, 34) + ms(first) + "   " + ms(warm) + "   " + ms(fills)
                    + String(format: "   %6.2fx", warm / max(fills, 0.001)))
        }
        print("slowest bundled scene, warm: " + ms(worst) + "  (target < 16 ms)")
        if let hitlab {
            processTimes(
                hitlab: hitlab, scenes: cases.filter { !$0.0.hasPrefix("generated") }, directory: scenesDirectory)
        }
    }

    /// Every view's frame in pixels with its background, as plain fills would draw it.
    static func fillRects(_ scene: Scene, layout: FrameLayout) -> [(Rect, Colour)] {
        var rects: [(Rect, Colour)] = []
        let m = layout.sceneToPixels
        scene.window.forEachInTree { view, _ in
            let corners = view.bounds.corners.map { view.convertToScreen($0) }.map(m.apply)
            let box = Rect.bounding(corners)
            var colour = view.appearance.background
            if colour.a == 0 { colour = Colour(r: 128, g: 128, b: 128, a: 64) }
            rects.append((box, colour))
        }
        return rects
    }

    /// A deterministic scene of `count` cards of 20-220 points with rounded corners and text.
    static func generatedScene(views count: Int) -> Scene {
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 1200, height: 800))
        window.appearance.background = Colour(r: 242, g: 242, b: 247)
        var seed: UInt64 = 42
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 33) / Double(1 << 31)
        }
        for i in 0..<(count - 1) {
            let w = 20 + next() * 200, h = 20 + next() * 200
            let v = View(
                name: "v\(i)",
                frame: Rect(x: next() * (1200 - w), y: next() * (800 - h), width: w.rounded(), height: h.rounded()))
            v.appearance.background = Colour(
                r: UInt8(next() * 255), g: UInt8(next() * 255), b: UInt8(next() * 255), a: 200)
            v.appearance.cornerRadius = (next() * 12).rounded()
            if i % 10 == 0 { v.appearance.text = LocalizedText("v\(i)") }
            window.addSubview(v)
        }
        return Scene(title: "generated", size: Size(1200, 800), window: window)
    }

    /// Wall time of the whole `hitlab render` process per bundled scene.
    static func processTimes(hitlab: String, scenes: [(String, Scene, Interaction?)], directory: String) {
        print("\n`hitlab render SCENE --at X,Y -o OUT.png` as a whole process (median of 5):")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("hitlab-bench-\(getpid()).png").path
        defer { unlink(out) }
        var worst = 0.0
        for (name, _, interaction) in scenes {
            var args = ["render", directory + "/" + name, "-o", out]
            if case .click(let p, _, _)? = interaction { args += ["--at", "\(formatNumber(p.x)),\(formatNumber(p.y))"] }
            let t = measure(runs: 5) {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: hitlab)
                p.arguments = args
                try? p.run()
                p.waitUntilExit()
            }
            worst = max(worst, t)
            print(pad("  " + name, 34) + ms(t))
        }
        print("slowest: " + ms(worst) + "  (target < 150 ms)")
    }
}
