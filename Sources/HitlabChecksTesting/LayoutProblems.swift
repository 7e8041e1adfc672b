import Foundation
import HitlabCore
import HitlabRender
import XCTest

/// What a laid-out frame's marks (as `render --layout-json` writes them) show that a user
/// would notice: labels over each other, over the touch or over a view's own text, labels
/// off the canvas, chain members without a label, and what a projector's back row could not
/// read. The story's layout tests and the window's lesson tests share them.
public enum LayoutProblems {
    public static let canvasKinds: Set<MarkKind> = [
        .verdict, .chainBadge, .chainNode, .hitArea, .action, .gesture, .delivery, .footnote
    ]

    /// The marks as `render --layout-json` writes them, read back from that JSON.
    public static func marks(_ plan: FramePlan) throws -> [Mark] {
        try marks(plan.marks, size: plan.layout.size)
    }

    /// These marks of a frame of `size` pixels, through the JSON.
    public static func marks(_ marks: [Mark], size: (width: Int, height: Int)) throws -> [Mark] {
        let json = layoutJSON(size: size, marks: marks)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["size"] as? [Int], [size.width, size.height])
        return try XCTUnwrap(object["marks"] as? [[String: Any]]).map { m in
            let r = try XCTUnwrap(m["rect"] as? [Double])
            return Mark(
                kind: try XCTUnwrap(MarkKind(rawValue: m["kind"] as? String ?? "")), text: m["text"] as? String ?? "",
                rect: Rect(x: r[0], y: r[1], width: r[2], height: r[3]), view: m["view"] as? String,
                textPixels: m["px"] as? Int)
        }
    }

    /// Checks one laid-out frame, as its `--layout-json` tells it; returns the problems found.
    public static func problems(_ plan: FramePlan, chain: [Responder]) throws -> [String] {
        problems(try marks(plan), layout: plan.layout, chain: chain)
    }

    /// Checks a frame's marks, read back from its JSON, against its layout.
    public static func problems(_ all: [Mark], layout: FrameLayout, chain: [Responder]) -> [String] {
        var out: [String] = []
        let canvas = Rect(x: 0, y: 0, width: layout.panelRect.minX, height: Double(layout.size.height))
        let labels = all.filter { canvasKinds.contains($0.kind) && canvas.encloses($0.rect) }
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] where a.overlaps(b) {
                out.append("'\(a.text)' \(a.rect) overlaps '\(b.text)' \(b.rect)")
            }
        }
        if let touch = all.first(where: { $0.kind == .touchPoint }) {
            for label in labels where label.overlaps(touch) { out.append("'\(label.text)' covers the touch point") }
        }
        for caption in all where caption.kind == .caption {
            for label in labels where label.overlaps(caption) {
                out.append("'\(label.text)' covers \(caption.view ?? "?")'s caption '\(caption.text)'")
            }
        }
        // Every canvas label lies on the canvas; only a footnote's text is the panel's.
        let inPanel = { (m: Mark) in m.kind == .footnote && layout.panelRect.encloses(m.rect) }
        for mark in all where canvasKinds.contains(mark.kind) && !canvas.encloses(mark.rect) && !inPanel(mark) {
            out.append("'\(mark.text)' leaves the canvas: \(mark.rect)")
        }
        let nodes = all.filter { $0.kind == .chainNode }.map(\.text)
        for (i, responder) in chain.enumerated() where !nodes.contains(where: { names($0, i + 1, responder.name) }) {
            out.append("chain member \(i + 1) \(responder.name) has no label")
        }
        return out
    }

    /// Whether a chain node's text names this member: whole, or cut in the middle with the
    /// start of the name and its address kept ("4 UICollectionViewCon…-7890").
    public static func names(_ text: String, _ number: Int, _ name: String) -> Bool {
        let own = text.hasPrefix("\(number) ") ? String(text.dropFirst("\(number) ".count)) : ""
        if own == name { return true }
        guard let cut = own.firstIndex(of: "…") else { return false }
        let head = own[..<cut], tail = own[own.index(after: cut)...]
        return !head.isEmpty && name.hasPrefix(head) && name.hasSuffix(tail) && head.count + tail.count < name.count
    }

    /// What a back row could not read in a projector's frame `height` pixels tall: a text of
    /// Hitlab's under 26 px (36 px at 1080), a view's own text cut short. (A view's own text
    /// is raised toward that size as far as its box holds it whole: `smallCaptions` counts
    /// those still under it.)
    public static func classroom(
        _ marks: [Mark], scene: Scene, language: Language, height: Int, smallCaptions: inout Int
    ) -> [String] {
        let least = Theme.projectorMinimumPixels(height: height)
        var out: [String] = []
        smallCaptions += marks.filter { $0.kind == .caption && ($0.textPixels ?? 0) < least }.count
        for mark in marks where mark.kind != .caption && (mark.textPixels ?? least) < least {
            out.append("\(mark.kind) '\(mark.text.prefix(30))' at \(mark.textPixels ?? 0) px")
        }
        var texts: [String: [String]] = [:]
        scene.forEachView { view, _ in
            texts[view.name, default: []] += [view.appearance.localized(language).text?.text ?? ""]
            func add(_ layers: [Layer]) {
                for layer in layers {
                    texts[view.name, default: []] += [layer.appearance.localized(language).text?.text ?? ""]
                    add(layer.sublayers)
                }
            }
            add(view.layers)
        }
        for caption in marks where caption.kind == .caption {
            if !(texts[caption.view ?? ""] ?? []).contains(caption.text) {
                out.append("\(caption.view ?? "?")'s text is cut: '\(caption.text)'")
            } else if caption.rect.height < Double(caption.textPixels ?? 0) * 1.15 {
                // A line of text is at least 1.2 times its size tall: its view's box cut it.
                out.append("\(caption.view ?? "?")'s text is cut at its top and bottom: '\(caption.text)'")
            }
        }
        return out
    }

}
