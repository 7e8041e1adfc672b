/// How a responder's touch methods behave (T2).
public enum TouchHandling: String, Sendable, CaseIterable {
    /// Not overridden: the default implementation passes the touch to the next responder.
    case forward
    /// Overridden without calling `super`: the touch stops here.
    case handle
    /// Overridden and calling `super`: handled here and passed on.
    case handleAndForward
}

/// What kind of object a responder is; the narration and the renderer use it.
public enum ResponderRole: String, Sendable {
    case view, control, window, viewController, windowScene, application, appDelegate
}

/// Anything that can sit in the responder chain: views, view controllers, the window, the
/// application and the app delegate. The chain itself is computed by `Scene.nextResponder`.
public protocol Responder: AnyObject {
    var name: String { get }
    var role: ResponderRole { get }
    var touches: TouchHandling { get }
    /// Action names this responder implements (A2, F1).
    var responds: Set<String> { get }
}

extension Responder {
    public func implements(_ action: String) -> Bool { responds.contains(action) }
}

/// The window's scene (`UIWindowScene`, iOS 13 and later), the application object or the app
/// delegate (R3, R4).
public final class AppResponder: Responder {
    public let name: String
    public let role: ResponderRole
    public var touches: TouchHandling
    public var responds: Set<String>

    public init(name: String, role: ResponderRole, touches: TouchHandling = .forward, responds: Set<String> = []) {
        precondition(role == .windowScene || role == .application || role == .appDelegate)
        self.name = name
        self.role = role
        self.touches = touches
        self.responds = responds
    }
}

/// A view controller whose root view is `view` (R1, R2).
public final class ViewController: Responder {
    public let name: String
    public var touches: TouchHandling
    public var responds: Set<String>
    /// The controller that presented this one: it becomes the next responder (R2). Set by
    /// `present(from:)`, which forwards the request as UIKit does.
    public weak var presentingController: ViewController?
    /// The controller `present` was called on, when it forwarded the presentation to another.
    public weak var presentationRequestedBy: ViewController?
    /// `definesPresentationContext`: a `currentContext` presentation from inside it stops here.
    public var definesPresentationContext = false
    /// `modalPresentationStyle`, as far as it decides who presents (R2) and which views
    /// UIKit adds around the presented one (R6).
    public var presentationStyle: PresentationStyle = .automatic
    /// A popover's `passthroughViews`: outside the popover, touches over them still reach
    /// them (C7). Weak: the window's tree owns them.
    public var passthroughViews: [View] {
        get { passthroughBoxes.compactMap(\.view) }
        set { passthroughBoxes = newValue.map(WeakView.init) }
    }
    private var passthroughBoxes: [WeakView] = []
    /// Set by the view that owns this controller, and cleared when that view goes.
    public internal(set) weak var view: View?
    /// The superview (the window) this controller's view was in before a full-screen
    /// presentation removed it (R2, `Scene.completePresentations`). The chain still goes
    /// there: the controller is still the window's root view controller.
    public internal(set) weak var viewRemovedFrom: View?

    public var role: ResponderRole { .viewController }

    public init(name: String, touches: TouchHandling = .forward, responds: Set<String> = []) {
        self.name = name
        self.touches = touches
        self.responds = responds
    }

    /// The controller whose view encloses this one's view (its parent or container), if any.
    public var enclosingController: ViewController? {
        var v = view?.superview
        while let view = v {
            if let c = view.controller { return c }
            v = view.superview
        }
        return nil
    }

    /// `present(_:animated:)` called on `requested` (R2). UIKit forwards a request the
    /// receiver cannot fulfil "up the view controller hierarchy to its nearest parent": a
    /// child controller's presentation is made by its outermost container (the navigation or
    /// tab bar controller, the window's root), or, for a `currentContext` style, by the nearest
    /// container that `definesPresentationContext`.
    public func present(from requested: ViewController) {
        var presenter = requested
        while let parent = presenter.enclosingController {
            if presentationStyle.usesPresentationContext && presenter.definesPresentationContext { break }
            presenter = parent
        }
        presentingController = presenter
        presentationRequestedBy = presenter === requested ? nil : requested
    }
}

/// `modalPresentationStyle`, as far as Hitlab models it (R2, R6).
public enum PresentationStyle: String, Sendable, CaseIterable {
    /// The default (a page sheet since iOS 13): made by the outermost container.
    case automatic
    /// Made by the nearest container with `definesPresentationContext`, else the outermost.
    case currentContext
    /// Covers the screen; "the views belonging to the presenting view controller are removed
    /// after the presentation completes" (Apple, `UIModalPresentationStyle.fullScreen`).
    case fullScreen
    /// Covers the screen; "the views beneath the presented content are not removed" (Apple,
    /// `UIModalPresentationStyle.overFullScreen`).
    case overFullScreen
    /// A sheet over a dimming view that takes the touches around it (R6).
    case pageSheet
    /// The same in Hitlab: a narrower sheet on a large screen, a page sheet on a phone (R6).
    case formSheet
    /// A popover: outside it, a clear dimming view takes the touches, except over its
    /// `passthroughViews` (R6, C7).
    case popover
    /// Over the presentation context, whose views stay; no dimming view (R6).
    case overCurrentContext

    /// Whether the presenter's views leave the window once the presentation completes.
    public var removesPresentersViews: Bool { self == .fullScreen }
    /// Whether the presentation stops at a controller that `definesPresentationContext`.
    public var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }
    /// Whether UIKit puts the presented view in a container view of its own, a subview of the
    /// window, that ignores the touches that find none of its subviews (R6).
    public var hasContainerView: Bool { hasDimmingView || self == .overCurrentContext }
    /// Whether a dimming view lies behind the presented view in its container (R6).
    public var hasDimmingView: Bool { self == .pageSheet || self == .formSheet || self == .popover }
}

/// A view held without owning it.
struct WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
}
