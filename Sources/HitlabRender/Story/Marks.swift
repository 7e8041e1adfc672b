import HitlabCore

/// What a mark on the picture is (`--layout-json`'s `kind`).
public enum MarkKind: String, Sendable, CaseIterable {
    /// A visited view's step number and verdict (or a run of siblings with one verdict).
    case verdict
    /// A view's place in the responder chain, on the view.
    case chainBadge
    /// A responder in the chain strip under the canvas, or a view controller on the canvas.
    case chainNode
    /// A custom hit area's name.
    case hitArea
    /// An action sent, and where it went.
    case action
    /// A gesture recognizer's outcome.
    case gesture
    /// Who handled the touch, or had it cancelled.
    case delivery
    /// The text field that is the first responder (A5).
    case firstResponder
    /// A change the app made to a view mid-interaction (T6).
    case change
    /// Where an animating view is drawn, away from its model frame (H7).
    case drawnPosition
    /// The touch point (the crosshair).
    case touchPoint
    /// A label that found no room, as its number on the canvas; its text is in the panel.
    case footnote
    /// The legend in the panel.
    case legend
    /// The side panel.
    case panel
    /// A row of text in the side panel (the title, a sentence, a row of the view tree).
    case panelText
    /// A view's or a layer's own text (a button's title, a caption), drawn with the scene:
    /// no label covers it.
    case caption
    /// A box of the window's own text: a lesson's card, the status line, the inspector.
    case windowBox
}

/// One placed mark, in output pixels.
public struct Mark: Equatable, Sendable {
    public let kind: MarkKind
    public let text: String
    public let rect: Rect
    /// The view it names, if any.
    public let view: String?
    /// The height of its text's font, pixels (nil for a mark without text: the panel, the touch).
    public let textPixels: Int?

    public init(kind: MarkKind, text: String, rect: Rect, view: String?, textPixels: Int? = nil) {
        self.kind = kind
        self.text = text
        self.rect = rect
        self.view = view
        self.textPixels = textPixels
    }

    /// Whether two marks' rectangles share any area.
    public func overlaps(_ other: Mark) -> Bool { rect.overlaps(other.rect) }
}

extension Rect {
    /// Whether `o` lies wholly inside.
    public func encloses(_ o: Rect) -> Bool {
        o.minX >= minX - 0.001 && o.maxX <= maxX + 0.001 && o.minY >= minY - 0.001 && o.maxY <= maxY + 0.001
    }

    /// The common part, or nil.
    func intersection(_ o: Rect) -> Rect? {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The smallest rectangle holding both.
    func union(_ o: Rect) -> Rect {
        Rect.bounding([origin, Point(maxX, maxY), o.origin, Point(o.maxX, o.maxY)])
    }

    /// Grown by `d` on every side.
    func outset(_ d: Double) -> Rect { Rect(x: minX - d, y: minY - d, width: width + 2 * d, height: height + 2 * d) }

    /// The distance from a point to the rectangle (0 inside).
    func distance(to p: Point) -> Double {
        let dx = max(minX - p.x, 0, p.x - maxX), dy = max(minY - p.y, 0, p.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The point of the rectangle nearest to `p`.
    func nearestPoint(to p: Point) -> Point {
        Point(min(max(p.x, minX), maxX), min(max(p.y, minY), maxY))
    }

    /// Whether the segment from `a` to `b` passes through the rectangle (Liang-Barsky).
    func isCrossed(from a: Point, to b: Point) -> Bool {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
                if t0 > t1 { return false }
            }
        }
        return true
    }
}

/// `{"size": [w, h], "marks": [{"kind", "text", "rect": [x, y, w, h], "view", "px"}]}`, the
/// `--layout-json` report, with keys in that order and numbers rounded to 0.1 pixel; `px` is
/// the font size of the mark's text in pixels (null for a mark without text).
public func layoutJSON(size: (width: Int, height: Int), marks: [Mark]) -> String {
    func number(_ v: Double) -> JSONValue { .number((v * 10).rounded() / 10) }
    let items: [JSONValue] = marks.map { m in
        .object([
            ("kind", .string(m.kind.rawValue)), ("text", .string(m.text)),
            ("rect", .array([number(m.rect.minX), number(m.rect.minY), number(m.rect.width), number(m.rect.height)])),
            ("view", m.view.map { .string($0) } ?? .null),
            ("px", m.textPixels.map { .number(Double($0)) } ?? .null)
        ])
    }
    return JSONValue.object([
        ("size", .array([.number(Double(size.width)), .number(Double(size.height))])), ("marks", .array(items))
    ])
    .document(objectsOneALineFrom: 1) + "\n"
}
