import HitlabApp
import HitlabCore
import HitlabRender
import HitlabScene
import XCTest

/// The window's logic for the scene at `path`, as `hitlab open FILE` makes it: the scene
/// opened, its folder the gallery behind it, the trace UI on, `script` to play.
func openWindowApp(_ path: String, script: String? = nil) throws -> WindowApp {
    var options = WindowOptions()
    options.traceUI = true
    if let script { options.script = try UIScript.parse(script).get() }
    let gallery = GalleryEntry.entries(inFolder: GalleryEntry.folder(of: path))
    let playground = Playground(gallery: gallery)
    playground.openGalleryEntry(try XCTUnwrap(gallery.firstIndex { $0.path == path }))
    return WindowApp(playground: playground, options: options, renderer: try Renderer())
}

/// The window's logic with the bundled lesson `name` (in `Scenes/lessons`) started, in a
/// window of `size` pixels, its output dropped.
func openLessonApp(_ name: String, size: (Int, Int) = (1024, 768)) throws -> WindowApp {
    let path = PlaygroundTests.scenes.appendingPathComponent("lessons/\(name)").path
    let playground = Playground(gallery: [])
    playground.startLesson(try LessonLoader.load(path: path))
    var options = WindowOptions()
    options.traceUI = true
    let app = WindowApp(playground: playground, options: options, renderer: try Renderer())
    app.output = { _ in }
    app.resize(width: size.0, height: size.1, pixelRatio: 1)
    return app
}

extension Array where Element == ViewRow {
    /// The row of the view a test names.
    subscript(named name: String) -> Rect? { first { $0.view.name == name }?.rect }
}
