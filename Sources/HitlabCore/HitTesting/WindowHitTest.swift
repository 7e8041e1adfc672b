/// W1: which window a touch goes to. UIKit asks the windows from the front (the highest
/// `windowLevel`, and within a level the one made last) and gives the touch to the first
/// whose `hitTest` returns a view; a window that returns nil lets the touch through to the
/// window behind it.
extension Scene {
    /// The windows in the order UIKit asks them: front to back.
    public var windowsFrontToBack: [View] { windows.reversed() }

    /// The hit view at `point` (screen coordinates; each window is asked with the point in its
    /// own, which its frame places on the screen).
    public func hitTestUntraced(_ point: Point) -> View? {
        // One window (most scenes): no list of windows to build at every point of a hit map.
        guard !otherWindows.isEmpty else { return window.hitTestUntraced(screenPoint: point) }
        for w in windowsFrontToBack {
            if let hit = w.hitTestUntraced(screenPoint: point) { return hit }
        }
        return nil
    }

    /// The hit test as the story tells it: each window asked, front to back, with every call
    /// it made, until one returns a view.
    public func hitTestWindows(_ point: Point) -> [(window: View, log: VisitLog, hit: View?)] {
        var out: [(View, VisitLog, View?)] = []
        for w in windowsFrontToBack {
            var log = VisitLog()
            let hit = w.hitTest(w.convertFromSuperview(point), depth: 0, recorder: &log)
            out.append((w, log, hit))
            if hit != nil { break }
        }
        return out
    }

    /// The windows in front of `window` whose hitTest returns a view at `point`, front first:
    /// each takes the touch before `window` is asked (W1).
    public func windowsInFront(of window: View, at point: Point) -> [(window: View, hit: View)] {
        var out: [(View, View)] = []
        for w in windowsFrontToBack {
            if w === window { break }
            if let hit = w.hitTestUntraced(screenPoint: point) { out.append((w, hit)) }
        }
        return out
    }
}

extension View {
    /// A window's hit test at a point on the screen: its frame places it there (W1). The one
    /// place a screen point becomes a window's own.
    func hitTestUntraced(screenPoint point: Point) -> View? {
        hitTestUntraced(convertFromSuperview(point))
    }
}
