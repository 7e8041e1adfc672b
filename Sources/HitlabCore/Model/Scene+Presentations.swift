/// A presentation the scene cannot complete as UIKit would; the loader names it.
public enum PresentationRefusal {
    /// A full-screen presentation whose presented view sits inside the view it removes (R2).
    case insideRemovedView(ViewController)
    /// A sheet, popover or over-context presentation whose presented view is not a subview of
    /// a window, where UIKit's container view would hold it (R6).
    case notInWindow(ViewController)
}

extension Scene {
    /// The presentations as they stand once complete. A `fullScreen` presentation takes its
    /// presenter's view (and with it every view inside) out of the window, as UIKit does
    /// "after the presentation completes" (R2). A sheet, a popover or an over-context
    /// presentation gets its container view, and sheets and popovers their dimming view (R6).
    /// Call it after every `present(from:)`. A presentation that cannot be made is left alone
    /// and reported; the loader rejects such scenes before this runs.
    @discardableResult
    public func completePresentations() -> [PresentationRefusal] {
        var presented: [ViewController] = []
        forEachView { view, _ in
            if let c = view.controller, c.presentingController != nil,
                c.presentationStyle.removesPresentersViews || c.presentationStyle.hasContainerView
            {
                presented.append(c)
            }
        }
        var refused: [PresentationRefusal] = []
        for controller in presented where controller.presentationStyle.hasContainerView {
            if !buildPresentationViews(for: controller) { refused.append(.notInWindow(controller)) }
        }
        for controller in presented where controller.presentationStyle.removesPresentersViews {
            guard let presenter = controller.presentingController, let view = presenter.view,
                let superview = view.superview
            else { continue }
            if controller.view.map({ $0.ancestry.contains { $0 === view } }) == true {
                refused.append(.insideRemovedView(controller))
                continue
            }
            presenter.viewRemovedFrom = superview
            view.removeFromSuperview()
            removedByPresentation.append((view, controller))
        }
        reindex()
        return refused
    }

    /// The container and dimming views of the scene's presentations (R6), in drawing order.
    public var presentationViews: [View] {
        var out: [View] = []
        forEachView { view, _ in if view.presentationPart != nil { out.append(view) } }
        return out
    }
}
