import FuzzSupport
import Glibc
import HitlabCore
import HitlabRender
import HitlabStory

/// One renderer for the whole run, as the window keeps one: its font, text and backing-store
/// caches persist between inputs.
enum Shared {
    static let renderer: Renderer = {
        do { return try Renderer() } catch { fatalError("FuzzRender: cannot start the renderer: \(error)") }
    }()
    /// Inputs that loaded; every 20,000 the size of the renderer's caches goes to the log, so
    /// that a slow climb towards -rss_limit_mb can be told from a single huge input.
    static var loaded = 0
}

/// libFuzzer's entry point: what FuzzLoad does, then two small frames: the scene at rest, and
/// the story of a click at its centre (theme, 3D view and story step picked from the input).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let scene = FuzzScene.load(data, size) else { return 0 }
    let seed = FuzzScene.seed(data, size)
    FuzzScene.exercise(scene, seed: seed)

    // A fixed frame: huge scenes are scaled down into it rather than drawn at full size.
    let frame = (width: 320, height: 240)
    draw(scene, story: nil, options: RenderOptions(frameSize: frame))

    let centre = Point(scene.size.width / 2, scene.size.height / 2)
    let story = Story(scene: scene, interaction: .click(centre))
    let themes: [Theme] = [.light, .dark, .projector]
    var options = RenderOptions(theme: themes[Int((seed >> 8) % 3)], frameSize: frame)
    options.layers3D = (seed >> 12) & 3 == 0
    if (seed >> 16) & 1 == 0 { options.step = Int((seed >> 20) % UInt64(story.stepCount + 2)) }
    draw(scene, story: story, options: options)

    Shared.loaded += 1
    if Shared.loaded % 20_000 == 0 {
        fputs(
            "FuzzRender: \(Shared.loaded) scenes drawn; the renderer holds \(Shared.renderer.store.count) backing stores\n",
            stderr)
    }
    return 0
}

/// Renders one frame. A frame of a fixed size is never too large, whatever the scene.
func draw(_ scene: Scene, story: Story?, options: RenderOptions) {
    do {
        _ = try Shared.renderer.render(scene, story: story, options: options)
    } catch RenderError.tooLarge(let message) {
        fatalError(
            "a \(options.frameSize.map { "\($0.width)x\($0.height)" } ?? "?") frame was refused as too large: \(message)"
        )
    } catch {
        // Other refusals (an unreadable image, say) are the renderer's to report.
    }
}

/// The process's `main` under SwiftPM (see `runLibFuzzer`).
@_cdecl("FuzzRender_main")
public func fuzzRenderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
