/// The causes of missed taps engineers meet in real apps, each recognised from a blocker and
/// the views around it, so the answer names the pattern and not only the rule.
public enum BlockerPattern: String, Sendable, CaseIterable {
    /// A view added to a table or collection view cell itself, behind the cell's contentView,
    /// which covers it (add subviews to `contentView`).
    case cellContentView
    /// A container with no width or height (often a missing Auto Layout constraint): its
    /// subviews are drawn, since it does not clip, but never hit.
    case zeroSizeContainer
    /// A control inside a UILabel or UIImageView, whose classes start with user interaction off.
    case controlInLabelOrImage
    /// A view as large as the window that draws nothing, in front: an overlay, a dimming view,
    /// a forgotten container.
    case transparentOverlay
    /// A UIStackView takes the touch in its gaps (it is an interactive UIView).
    case stackViewGap
    /// A control (or view) placed outside its superview's bounds: drawn, since nothing clips
    /// it, but the superview's `pointInside` is false there.
    case outsideSuperview
    /// A view controller transition in flight: UIKit turns user interaction off on the
    /// outgoing controller's container while it animates.
    case transitionInFlight
    /// A page or form sheet's dimming view takes the touches around the sheet (R6).
    case sheetDimmingView
    /// Outside a popover, its dimming view takes the touches, except over its
    /// `passthroughViews` (R6, C7).
    case popoverOutside

    /// Windows this share of the screen or more count as full screen.
    static let fullScreenShare = 0.9

    /// The blocker, with its pattern set when it is one of the known causes.
    static func named(_ blocker: Blocker, target: View, in scene: Scene) -> Blocker {
        var named = blocker
        named.pattern = match(blocker, target: target, in: scene)
        return named
    }

    static func match(_ blocker: Blocker, target: View, in scene: Scene) -> BlockerPattern? {
        guard let view = blocker.view else { return nil }
        switch blocker.kind {
        case .covered:
            let front = blocker.inFront ?? view
            if let dimming = dimmingPattern(front) ?? dimmingPattern(view) { return dimming }
            if let cell = front.superview, cell.classLabel.hasSuffix("Cell"),
                front.classLabel.hasSuffix("ContentView"), target.ancestry.contains(where: { $0 === cell })
            {
                return .cellContentView
            }
            if front.isInTransition { return .transitionInFlight }
            if view.kind == .stackView { return .stackViewGap }
            // A dump prints no colours: there, drawing nothing says nothing.
            if scene.hasColours, front.drawsNothing,
                front.frameOnScreen.area >= fullScreenShare * scene.size.width * scene.size.height
            {
                return .transparentOverlay
            }
            return nil
        case .descendant:
            return view.kind == .stackView && blocker.reachesAlongChain != true ? .stackViewGap : nil
        case .zeroSize:
            return view !== target ? .zeroSizeContainer : nil
        case .interactionOff:
            if view !== target, view.kind == .label || view.kind == .image { return .controlInLabelOrImage }
            if view !== target, view.isInTransition { return .transitionInFlight }
            return nil
        case .outsideAncestor:
            // Only when the view itself sticks out of its superview, not for a point beside both.
            guard view === target.superview, !view.bounds.containsRect(target.frameInSuperview) else { return nil }
            return .outsideSuperview
        default:
            return nil
        }
    }
}

extension BlockerPattern {
    /// A presentation's dimming view, or its container: as Hitlab builds them (R6), or as a
    /// dump names UIKit's classes.
    static func dimmingPattern(_ view: View) -> BlockerPattern? {
        if let part = view.presentationPart {
            switch part.controller.presentationStyle {
            case .popover: return .popoverOutside
            case .pageSheet, .formSheet: return .sheetDimmingView
            default: return nil
            }
        }
        switch view.classLabel {
        case "_UIPopoverDimmingView": return .popoverOutside
        case "UIDimmingView": return .sheetDimmingView
        default: return nil
        }
    }
}

extension View {
    /// Nothing of it shows: no background, border, text, image or layers of its own.
    var drawsNothing: Bool {
        appearance.background.a == 0 && appearance.border == nil && appearance.text == nil
            && appearance.imagePath == nil && layers.isEmpty
    }

    /// The bounding box of the view in window coordinates.
    public var frameOnScreen: Rect {
        let m = matrixToScreen
        return Rect.bounding(bounds.corners.map(m.apply))
    }

    /// A controller's view in a transition (held by UIKit's private
    /// `UIViewControllerWrapperView` or `UITransitionView`): mid-animation, the outgoing one has
    /// interaction off and the incoming one and its dimming view lie in front.
    var isInTransition: Bool {
        // A presentation Hitlab built is complete, not in flight.
        guard superview?.presentationPart == nil, let holder = superview?.classLabel else { return false }
        return holder.hasSuffix("WrapperView") || holder.hasSuffix("TransitionView")
    }
}

extension Rect {
    /// Whether `r` lies wholly inside.
    func containsRect(_ r: Rect) -> Bool { r.minX >= minX && r.minY >= minY && r.maxX <= maxX && r.maxY <= maxY }
}
