import HitlabCore

/// A label to place: its size in pixels and the rectangle (pixels) of what it names.
struct LabelRequest {
    let kind: MarkKind
    let text: String
    let view: String?
    let size: Size
    let anchor: Rect
    /// Whether it may sit inside the anchor (a view's own label may; a tag below it may not).
    var inside = true
    /// Places it must not cover (a chain badge avoids its chain child, so the arrow that ends
    /// on it cannot be read as ending on the child).
    var avoid: [Rect] = []
    /// Preferred side when outside: true puts it under the anchor first.
    var below = false
    /// When set, the label may also go deep inside its anchor, anywhere it covers none of
    /// these (the view's subviews), as a last resort before rings further out.
    var freeInside: [Rect]? = nil
}

/// A label with its place, and the leader line that joins it to what it names when it had to
/// move away.
struct PlacedLabel {
    let request: LabelRequest
    let rect: Rect
    let leader: (from: Point, to: Point)?
}

/// The free space of the canvas for labels: every label is tried at places next to what it
/// names, nearest first, and takes the first where it covers no other label, no kept-out area
/// (the touch point, the chain strip) and crosses no outline. The same inputs always give the
/// same places. A label that finds no place is refused (the caller makes it a footnote).
struct LabelSpace {
    /// Labels stay inside this rectangle (pixels).
    let bounds: Rect
    /// Pixels per point, for gaps.
    let scale: Double
    private(set) var placed: [Rect] = []
    private var keptOut: [Rect] = []
    /// Outline edges, pixels; a label may not cross one.
    private var segments: [(Point, Point)] = []
    /// Half an outline's drawn width with its halo, pixels.
    private let lineClearance: Double

    init(bounds: Rect, scale: Double, lineWidth: Double) {
        self.bounds = bounds
        self.scale = scale
        lineClearance = (lineWidth + 2.5) / 2 + 1
    }

    mutating func keepOut(_ rect: Rect) { keptOut.append(rect) }

    /// An outline drawn through these points (a closed polygon, pixels).
    mutating func addOutline(_ polygon: [Point]) {
        guard polygon.count > 1 else { return }
        for i in polygon.indices { segments.append((polygon[i], polygon[(i + 1) % polygon.count])) }
    }

    func isFree(_ r: Rect, avoid: [Rect] = []) -> Bool {
        guard bounds.encloses(r) else { return false }
        let padded = r.outset(1)
        if placed.contains(where: { $0.overlaps(padded) }) || keptOut.contains(where: { $0.overlaps(r) }) {
            return false
        }
        if avoid.contains(where: { $0.overlaps(r) }) { return false }
        let cleared = r.outset(lineClearance)
        return !segments.contains { cleared.isCrossed(from: $0.0, to: $0.1) }
    }

    /// Places a label at the first free place near its anchor, or returns nil.
    mutating func place(_ request: LabelRequest) -> PlacedLabel? {
        for origin in candidates(request) {
            let rect = Rect(origin: origin, size: request.size)
            // Deep inside its anchor a label could seem to name a subview: only where it covers none.
            if rect.overlaps(request.anchor) && !nearEdge(rect, of: request.anchor)
                && !(request.freeInside.map { subviews in !subviews.contains { $0.overlaps(rect) } } ?? false)
            {
                continue
            }
            guard isFree(rect, avoid: request.avoid) else { continue }
            placed.append(rect)
            let a = request.anchor
            let far = a.distance(to: rect.nearestPoint(to: a.center)) > 6 * scale && !a.overlaps(rect)
            let leader = far ? (from: rect.nearestPoint(to: a.center), to: a.nearestPoint(to: rect.center)) : nil
            return PlacedLabel(request: request, rect: rect, leader: leader)
        }
        return nil
    }

    /// Whether a rectangle overlapping the anchor only straddles or hugs one of its edges.
    private func nearEdge(_ rect: Rect, of a: Rect) -> Bool {
        let band = rect.height + 2 * max(3 * scale, lineClearance + 1)
        return rect.minY <= a.minY + band || rect.maxY >= a.maxY - band
    }

    /// Places to try, best first: inside the anchor's corners and along its top and bottom
    /// edges, just outside its edges, then rings further out (joined back by a leader). A
    /// label never goes deep inside its anchor, where it would seem to name a subview.
    private func candidates(_ r: LabelRequest) -> [Point] {
        let a = r.anchor, w = r.size.width, h = r.size.height
        let g = max(3 * scale, lineClearance + 1)
        var out: [Point] = []
        func along(_ y: Double, from x0: Double, to x1: Double) {
            guard x1 > x0 else { return }
            let steps = min(10, Int((x1 - x0) / max(1, w / 2)))
            guard steps > 0 else { return }
            for i in 1...steps { out.append(Point(x0 + Double(i) * (x1 - x0) / Double(steps), y)) }
        }
        let fitsInside = r.inside && a.width >= w + 2 * g && a.height >= h + 2 * g
        if fitsInside {
            out += [
                Point(a.minX + g, a.minY + g), Point(a.maxX - w - g, a.minY + g),
                Point(a.minX + g, a.maxY - h - g), Point(a.maxX - w - g, a.maxY - h - g)
            ]
            along(a.minY + g, from: a.minX + g, to: a.maxX - w - g)
        }
        let above = a.minY - h - g, below = a.maxY + g
        for y in r.below ? [below, above] : [above, below] {
            out += [Point(a.minX, y), Point(a.maxX - w, y)]
            along(y, from: a.minX, to: a.maxX - w)
        }
        out += [
            Point(a.maxX + g, a.minY), Point(a.minX - w - g, a.minY), Point(a.maxX + g, a.maxY - h),
            Point(a.minX - w - g, a.maxY - h)
        ]
        if fitsInside { along(a.maxY - h - g, from: a.minX + g, to: a.maxX - w - g) }
        if fitsInside && r.freeInside != nil {
            // A grid inside, row by row from the top.
            let rows = min(12, Int((a.height - h - 2 * g) / max(1, h / 2)))
            for j in 0...max(0, rows) {
                let y = a.minY + g + (rows > 0 ? Double(j) * (a.height - h - 2 * g) / Double(rows) : 0)
                out.append(Point(a.minX + g, y))
                along(y, from: a.minX + g, to: a.maxX - w - g)
            }
        }
        // Rings around the anchor's corners, further each time.
        let step = (h + 4 * scale) / 2
        for k in 1...20 {
            let d = Double(k) * step
            for (cx, cy) in [(a.minX, a.minY), (a.maxX, a.minY), (a.minX, a.maxY), (a.maxX, a.maxY)] {
                for (dx, dy) in [
                    (0.0, -1.0), (-1.0, 0.0), (0.0, 1.0), (1.0, 0.0), (-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)
                ] {
                    let x = cx + dx * d - (dx < 0 || (dx == 0 && cx == a.maxX) ? w : 0)
                    let y = cy + dy * d - (dy < 0 || (dy == 0 && cy == a.maxY) ? h : 0)
                    out.append(Point(x, y))
                }
            }
        }
        return out
    }
}
