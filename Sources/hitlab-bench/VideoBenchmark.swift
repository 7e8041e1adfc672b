import CCairo
import Foundation
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabStory

/// Encoding a lesson as a video: 60 distinct 1920x1080 frames (a bundled story's steps drawn,
/// cycled, a moving bar so no two frames are alike) through `VideoFile.Writer`, per format.
enum VideoBenchmark {
    static let width = 1920, height = 1080, count = 60

    static func run(scenesDirectory: String) {
        guard let renderer = try? Renderer(),
            let scene = try? SceneLoader.load(path: scenesDirectory + "/01-click-e.yaml").scene,
            let interaction = scene.checks.first?.interaction
        else {
            print("video: cannot load 01-click-e.yaml or start the renderer")
            return
        }
        let story = Story(scene: scene, interaction: interaction)
        var options = RenderOptions(frameSize: (width, height))
        var steps: [CairoImage] = []
        for step in 1...max(1, story.stepCount) {
            options.step = step
            if let image = try? renderer.render(scene, story: story, options: options) { steps.append(image) }
        }
        guard !steps.isEmpty else { return }
        print(
            """
            \nVideo: \(count) frames of \(width)x\(height) (\(steps.count) story steps cycled, a bar moving), one \
            thread
            """
        )
        for format in VideoFile.Format.allCases {
            var size = 0
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                let writer = try VideoFile.Writer(width: width, height: height, framesPerSecond: 30, format: format) {
                    size += $0.count
                }
                for i in 0..<count {
                    let frame = steps[(i / 10) % steps.count]
                    frame.draw { cr in
                        cairo_set_source_rgb(cr, 0.2, 0.4, 0.9)
                        cairo_rectangle(cr, Double(i * 30), Double(height - 12), 30, 12)
                        cairo_fill(cr)
                    }
                    try writer.add(frame)
                }
                try writer.finish()
            } catch {
                print("video: \(format): \(error)")
                continue
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            print(
                pad("\(format.rawValue)", 10)
                    + String(
                        format: "%7.2f s  %6.1f ms/frame  %8d bytes", seconds, seconds * 1000 / Double(count), size))
        }
    }
}
