extension Scene {
    /// The presentations as they stand once complete (R2): a `fullScreen` presentation takes
    /// its presenter's view (and with it every view inside) out of the window, as UIKit does
    /// "after the presentation completes". Call it after every `present(from:)`. A presented
    /// view inside the view it would remove is left alone and reported; the loader rejects
    /// such scenes before this runs.
    @discardableResult
    public func completePresentations() -> [ViewController] {
        var presented: [ViewController] = []
        forEachView { view, _ in
            if let c = view.controller, c.presentationStyle.removesPresentersViews, c.presentingController != nil {
                presented.append(c)
            }
        }
        var refused: [ViewController] = []
        for controller in presented {
            guard let presenter = controller.presentingController, let view = presenter.view,
                let superview = view.superview
            else { continue }
            if controller.view.map({ $0.ancestry.contains { $0 === view } }) == true {
                refused.append(controller)
                continue
            }
            presenter.viewRemovedFrom = superview
            view.removeFromSuperview()
            removedByPresentation.append((view, controller))
        }
        reindex()
        return refused
    }
}
