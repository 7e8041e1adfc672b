/// A whole scene: the window's view tree, the view controllers, the application and the
/// app delegate, the first responder and the checks. Pure data: no file I/O.
public final class Scene {
    public var title: String
    public var summary: String?
    public var size: Size
    public let window: View
    public let application: AppResponder
    public let delegate: AppResponder?
    public var firstResponder: Responder?
    public var checks: [Check] = []

    private var respondersByName: [String: Responder] = [:]

    public init(title: String, size: Size, window: View,
                application: AppResponder = AppResponder(name: "application", role: .application),
                delegate: AppResponder? = AppResponder(name: "appDelegate", role: .appDelegate)) {
        self.title = title
        self.size = size
        self.window = window
        self.application = application
        self.delegate = delegate
        reindex()
    }

    /// Rebuilds the name index after the tree changed.
    public func reindex() {
        var index: [String: Responder] = [application.name: application]
        if let delegate { index[delegate.name] = delegate }
        window.forEachInTree { view, _ in
            index[view.name] = view
            if let controller = view.controller { index[controller.name] = controller }
        }
        respondersByName = index
    }

    /// A view, view controller, the application or the delegate, by name.
    public func responder(named name: String) -> Responder? { respondersByName[name] }
    public func view(named name: String) -> View? { respondersByName[name] as? View }
}
