import HitlabApp
import HitlabCore
import HitlabRender
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

extension Array where Element == ViewRow {
    /// The row of the view a test names.
    subscript(named name: String) -> Rect? { first { $0.view.name == name }?.rect }
}
