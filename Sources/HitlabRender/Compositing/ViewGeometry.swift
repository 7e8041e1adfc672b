import HitlabCore

extension View {
    /// The largest scale this view is drawn at relative to the window (for crisp stores).
    var drawingScale: Double {
        var s = 1.0
        var v: View? = self
        while let view = v {
            s *= max(abs(view.transform.scaleX), abs(view.transform.scaleY), 0)
            v = view.superview
        }
        return s
    }
}

extension View {
    /// Everything this view and its subtree draw, in its own coordinates.
    var drawingExtent: Rect {
        var points = bounds.corners
        func addLayers(_ layers: [Layer], offset: Point) {
            for layer in layers {
                let f = Rect(origin: layer.frame.origin + offset, size: layer.frame.size)
                points += f.corners
                addLayers(layer.sublayers, offset: f.origin)
            }
        }
        addLayers(layers, offset: bounds.origin)
        for sub in subviews {
            points += sub.drawingExtent.corners.map(sub.matrixToSuperview.apply)
        }
        return Rect.bounding(points)
    }
}
