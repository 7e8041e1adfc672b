/// The edges of the screen a `UIScreenEdgePanGestureRecognizer` starts from (G1).
public enum ScreenEdge: String, Sendable, CaseIterable {
    case left, right, top, bottom
}

extension GestureRecognizer {
    /// How close to an edge of its `edges` a screen-edge pan's touch must start, in points:
    /// Hitlab's number. UIKit documents none; its code compares against the screen (the window
    /// scene's bounds), and one of its checks uses 13 + 20 points.
    public static let screenEdgeDistance = 20.0
}

extension TouchSession {
    /// A screen-edge pan sees its first touch: it goes on only when the touch starts within
    /// `screenEdgeDistance` of one of its edges of the screen (the scene's size), else it fails
    /// at once (G1). Then it is a pan of one finger.
    func checkScreenEdge(_ run: GestureRun) {
        let p = run.start, size = scene.size
        let distances: [(ScreenEdge, Double)] = run.recognizer.edges.sorted { $0.rawValue < $1.rawValue }.map {
            switch $0 {
            case .left: return ($0, p.x)
            case .right: return ($0, size.width - p.x)
            case .top: return ($0, p.y)
            case .bottom: return ($0, size.height - p.y)
            }
        }
        guard let nearest = distances.min(by: { $0.1 < $1.1 }) else {
            return fail(run, .notAtEdge(distance: .infinity, edge: nil))
        }
        if nearest.1 > GestureRecognizer.screenEdgeDistance {
            fail(run, .notAtEdge(distance: nearest.1, edge: nearest.0))
        }
    }
}
