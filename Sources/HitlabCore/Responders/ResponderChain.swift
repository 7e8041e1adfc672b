extension Scene {
    /// `nextResponder` (R1-R4):
    /// R1 a view's is its controller when it is that controller's root view, else its superview;
    /// R2 a controller's is its presenting controller when presented, else its view's superview;
    /// R3 the window's is its window scene (iOS 13 and later), whose next is the application;
    /// without a scene, the application; R4 the application's is the app delegate, if any.
    public func nextResponder(after responder: Responder) -> Responder? {
        switch responder {
        case let view as View:
            if let controller = view.controller { return controller }
            return view.superview ?? windowScene ?? application
        case let controller as ViewController:
            if let presenter = controller.presentingController { return presenter }
            return controller.view?.superview ?? controller.viewRemovedFrom ?? windowScene ?? application
        case let scene as AppResponder where scene === windowScene:
            return application
        case let app as AppResponder where app === application:
            return delegate
        default:
            return nil
        }
    }

    /// The chain from `first` to its end. A cycle (which the loader rejects) ends the chain
    /// rather than looping.
    public func responderChain(from first: Responder) -> [Responder] {
        var chain: [Responder] = []
        var seen = Set<ObjectIdentifier>()
        var current: Responder? = first
        while let r = current, seen.insert(ObjectIdentifier(r)).inserted {
            chain.append(r)
            current = nextResponder(after: r)
        }
        return chain
    }
}
