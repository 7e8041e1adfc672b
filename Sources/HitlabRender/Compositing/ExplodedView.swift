import CCairo
import HitlabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exploded 3D view (as in Xcode's view debugger): each view on its own plane, one
/// plane per tree depth, sublayers half a plane above their view, seen from the side.
/// An orthographic projection: every plane maps to the screen by an affine transform.
struct ExplodedView {
    let scene: Scene
    let store: LayerStore
    let theme: Theme
    /// Pixels per point before fitting.
    let scale: Double
    /// The pixel area to fit the projection into.
    let area: Rect
    /// Yaw and pitch of the camera, in degrees, and the gap between planes in points.
    var yaw = RenderOptions.defaultYaw
    var pitch = RenderOptions.defaultPitch
    /// The language of the views' texts (`text: {en: ..., zh-Hans: ...}`).
    var language: Language = .en
    /// The gap between planes, in points: a fifth of the scene's larger side.
    var spacing: Double { max(scene.size.width, scene.size.height) * 0.2 }

    private var depths: [ObjectIdentifier: Int] {
        var d: [ObjectIdentifier: Int] = [:]
        scene.forEachView { view, depth in d[ObjectIdentifier(view)] = depth }
        return d
    }

    /// Window-point coordinates on plane `z` to 3D-projected points (before fitting).
    private func projection(z: Double) -> AffineTransform {
        let t = yaw * Double.pi / 180, p = pitch * Double.pi / 180
        let (st, ct, sp, cp) = (sin(t), cos(t), sin(p), cos(p))
        return AffineTransform(a: ct, b: st * sp, c: 0, d: cp, tx: st * z, ty: -ct * sp * z)
    }

    /// Fits the whole projection into `area`.
    private var fit: AffineTransform {
        var corners: [Point] = []
        let maxDepth = Double((depths.values.max() ?? 0)) + 0.6
        let b = scene.window.bounds
        for z in [0.0, maxDepth * spacing] {
            corners += b.corners.map(projection(z: z).apply)
        }
        let box = Rect.bounding(corners)
        let s = min(area.width / max(1, box.width), area.height / max(1, box.height))
        let dx = area.minX + (area.width - box.width * s) / 2 - box.minX * s
        let dy = area.minY + (area.height - box.height * s) / 2 - box.minY * s
        return AffineTransform.scale(s, s).then(.translation(dx, dy))
    }

    /// A view's own coordinates to frame pixels.
    var placement: (View) -> AffineTransform {
        let depths = self.depths, fit = self.fit
        return { view in
            let z = Double(depths[ObjectIdentifier(view)] ?? 0) * spacing
            return view.matrixToScreen.then(projection(z: z)).then(fit)
        }
    }

    func draw(_ cr: OpaquePointer) {
        let place = placement
        let fit = self.fit
        let fitScale = (abs(fit.determinant)).squareRoot()
        var views: [(View, Int)] = []
        scene.forEachView { views.append(($0, $1)) }
        let compositor = SceneCompositor(store: store, theme: theme, scale: fitScale, language: language)
        for (view, depth) in views.sorted(by: { $0.1 < $1.1 }) {
            let ghost = view.ancestry.contains { $0.isHidden }
            let alpha = effectiveAlpha(view) * (ghost ? SceneCompositor.ghostAlpha : 1)
            cairo_save(cr)
            concat(cr, place(view))
            compositor.drawFlat(view, cr, alpha: alpha)
            cairo_restore(cr)
            planeEdge(view.bounds, place(view), dashed: false, cr)
            // Sublayers float just above their view: drawn, never hit-tested.
            var order = 0
            func drawLayers(_ layers: [Layer], in parent: AffineTransform) {
                for layer in layers {
                    order += 1
                    let z = (Double(depth) + 0.25 + 0.12 * Double(order)) * spacing
                    let local = AffineTransform.translation(layer.frame.minX, layer.frame.minY).then(parent)
                    let m = local.then(projection(z: z)).then(fit)
                    cairo_save(cr)
                    concat(cr, m)
                    compositor.drawLayer(layer, cr, alpha: alpha)
                    cairo_restore(cr)
                    planeEdge(Rect(origin: .zero, size: layer.frame.size), m, dashed: true, cr)
                    drawLayers(layer.sublayers, in: local)
                }
            }
            drawLayers(
                view.layers,
                in: AffineTransform.translation(view.bounds.minX, view.bounds.minY).then(view.matrixToScreen))
        }
    }

    /// The touch's ray: where the pointer lies on every plane.
    func drawRay(_ p: Point, _ cr: OpaquePointer) {
        let maxDepth = Double(depths.values.max() ?? 0)
        let a = projection(z: 0).then(fit).apply(p), b = projection(z: maxDepth * spacing).then(fit).apply(p)
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        setDash(cr, [6, 4])
        theme.ink.set(cr)
        cairo_set_line_width(cr, 2)
        cairo_stroke(cr)
        setDash(cr, [])
    }

    private func planeEdge(_ rect: Rect, _ m: AffineTransform, dashed: Bool, _ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_new_path(cr)
        concat(cr, m)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_restore(cr)
        setDash(cr, dashed ? [4, 3] : [])
        theme.panelDim.set(cr, alpha: 0.8)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        setDash(cr, [])
    }

    private func effectiveAlpha(_ view: View) -> Double {
        view.ancestry.reduce(1) { $0 * min(1, max(0, $1.alpha)) }
    }
}

extension SceneCompositor {
    /// One view's own layer and border, without sublayers or subviews (a 3D plane).
    func drawFlat(_ view: View, _ cr: OpaquePointer, alpha: Double) {
        let solo = View(name: view.name, kind: view.kind, frame: Rect(origin: .zero, size: view.frame.size))
        solo.boundsOrigin = view.boundsOrigin
        solo.appearance = view.appearance
        solo.alpha = alpha
        draw(solo, cr)
    }

    /// One sublayer alone, at the origin (a 3D plane).
    func drawLayer(_ layer: Layer, _ cr: OpaquePointer, alpha: Double) {
        var flat = layer
        flat.frame.origin = .zero
        flat.sublayers = []
        let holder = View(name: layer.name, frame: Rect(origin: .zero, size: layer.frame.size))
        holder.layers = [flat]
        holder.alpha = alpha
        draw(holder, cr)
    }
}
