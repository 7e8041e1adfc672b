import CCairo
import HitlabCore

/// Paths for a view's bounds and its real hit area, in the view's own coordinates.
enum ViewPaths {
    /// The view's bounds; drawn with its corner radius where it has a hit area of its own (a
    /// round button's outline is round: its dashed hit area shows where touches land).
    static func bounds(_ view: View, _ cr: OpaquePointer) {
        let b = view.bounds
        let radius = view.hasCustomHitArea ? view.appearance.cornerRadius : 0
        roundedRectPath(cr, b.minX, b.minY, b.width, b.height, radius)
    }

    /// The shape `pointInside` tests (C1-C3), grown by `hitInsets` (C2).
    static func hitArea(_ view: View, _ cr: OpaquePointer) {
        let r = view.hitRect
        switch view.hitArea {
        case .rect:
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        case .circle:
            cairo_new_sub_path(cr)
            cairo_arc(cr, r.center.x, r.center.y, max(0, r.width / 2), 0, 2 * Double.pi)
        case .ellipse:
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, r.center.x, r.center.y)
            cairo_scale(cr, r.width / 2, r.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
            cairo_restore(cr)
        case .roundedRect:
            roundedRectPath(cr, r.minX, r.minY, r.width, r.height, view.appearance.cornerRadius)
        case .subviewsOnly:
            for sub in view.subviews {
                let f = sub.frameInSuperview
                cairo_rectangle(cr, f.minX, f.minY, f.width, f.height)
            }
        }
    }
}
