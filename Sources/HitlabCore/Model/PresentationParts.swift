/// The views UIKit adds to the window for a presentation (R6), as its presentation
/// controllers build them: a container view (`UITransitionView`) holding the presented view,
/// and for sheets and popovers a dimming view behind it. Named after the presented controller,
/// `NAME.containerView` and `NAME.dimmingView`, so checks can name them.
public enum PresentationPart {
    /// Returns nil where the touch finds none of its subviews (C5): the views behind it get it.
    case containerView(of: ViewController)
    /// Takes the touches around the presented view (a sheet's, a popover's); a popover's hands
    /// them to a passthrough view under the point (C7). Its tap asks UIKit to dismiss.
    case dimmingView(of: ViewController)

    public var controller: ViewController {
        switch self {
        case .containerView(let c), .dimmingView(let c): return c
        }
    }
}

extension PresentationPart {
    /// UIKit's classes for them: the popover's dimming view is a subclass of `UIDimmingView`.
    static let containerClass = "UITransitionView"
    static func dimmingClass(for style: PresentationStyle) -> String {
        style == .popover ? "_UIPopoverDimmingView" : "UIDimmingView"
    }

    /// The action of the dimming view's own tap (`UIDimmingView`'s `handleSingleTap:`), which
    /// tells the presentation controller the dimmed area was tapped.
    public static let dimmingTapAction = "handleSingleTap"
    /// A sheet's dimming colour: black at 20%, as close as a flat colour gets.
    static let sheetDimming = Colour(r: 0, g: 0, b: 0, a: 51)
}

extension View {
    /// C7: a dimming view whose hitTest would return itself hands the touch to the first of
    /// its popover's passthrough views under the point, returning what that view's hitTest
    /// returns (`UIDimmingView.hitTest`, UIKit's code).
    func passthroughHit<R: HitTestRecorder>(_ point: Point, depth: Int, recorder: inout R) -> View? {
        guard case .dimmingView(let controller)? = presentationPart else { return nil }
        let onScreen = convertToScreen(point)
        for view in controller.passthroughViews {
            let local = view.convertFromScreen(onScreen)
            guard view.pointInside(local) else { continue }
            if let found = view.hitTest(local, depth: depth + 1, recorder: &recorder) { return found }
        }
        return nil
    }
}

extension Scene {
    /// Builds the container and dimming views of a presentation whose style has them (R6),
    /// around the presented view, which must be a subview of a window: the container takes
    /// its place there, as large as the window, and holds the dimming view and then it.
    func buildPresentationViews(for controller: ViewController) -> Bool {
        guard let view = controller.view, let window = view.superview, window.isWindow,
            let index = window.subviews.firstIndex(where: { $0 === view })
        else { return false }
        let style = controller.presentationStyle
        let area = window.bounds
        let container = View(name: "\(controller.name).containerView", kind: .view, frame: area)
        container.boundsOrigin = window.boundsOrigin
        container.className = PresentationPart.containerClass
        container.passThrough = true
        container.presentationPart = .containerView(of: controller)
        view.removeFromSuperview()
        window.insertSubview(container, at: index)
        if style.hasDimmingView {
            let dimming = View(name: "\(controller.name).dimmingView", kind: .view, frame: area)
            dimming.boundsOrigin = window.boundsOrigin
            dimming.className = PresentationPart.dimmingClass(for: style)
            dimming.presentationPart = .dimmingView(of: controller)
            if style != .popover { dimming.appearance.background = PresentationPart.sheetDimming }
            let tap = GestureRecognizer(name: "\(controller.name).dimmingView.tap", kind: .tap)
            tap.action = PresentationPart.dimmingTapAction
            tap.target = dimming.name
            dimming.responds = [PresentationPart.dimmingTapAction]
            dimming.addGesture(tap)
            container.addSubview(dimming)
        }
        container.addSubview(view)
        return true
    }
}
