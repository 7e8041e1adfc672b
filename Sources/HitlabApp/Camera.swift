import HitlabCore
import HitlabRender

/// Where the window looks: the zoom and what it magnifies, and the 3D view's angles.
public struct Camera: Equatable {
    public var zoom = 1.0
    /// What zooming magnifies: a point of the window (bounds coordinates less the origin).
    public var focus: Point?
    public var yaw = RenderOptions.defaultYaw
    public var pitch = RenderOptions.defaultPitch

    public static let zoomStep = 1.25, zoomRange = 0.25...4.0

    /// Zooms in, toward `target` when not zoomed in yet (or nothing is in focus).
    mutating func zoomIn(toward target: Point?) {
        if zoom <= 1 || focus == nil { focus = target }
        zoom = min(Self.zoomRange.upperBound, zoom * Self.zoomStep)
    }

    mutating func zoomOut() {
        zoom = max(Self.zoomRange.lowerBound, zoom / Self.zoomStep)
        if zoom <= 1 { focus = nil }
    }

    /// Back to the whole scene, seen from the default angles.
    mutating func reset() { self = Camera() }

    /// Moves what the zoomed canvas shows by (`dx`, `dy`) scene points, kept on the scene.
    mutating func pan(by dx: Double, _ dy: Double, in size: Size) {
        if zoom <= 1 { zoom = Self.zoomStep }
        let f = focus ?? Point(size.width / 2, size.height / 2)
        focus = Point(min(max(f.x + dx, 0), size.width), min(max(f.y + dy, 0), size.height))
    }
}
