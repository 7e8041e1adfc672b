import CCairo
import HitlabCore
import HitlabStory

/// The responder chain as a strip of numbered nodes under the canvas: every member, views,
/// controllers, the window, the application and the delegate, in order, with solid links
/// from a view to its superview and dashed ones through a view controller (R1-R4).
struct ChainStripLayout {
    struct Node {
        let number: Int
        let name: String
        /// The responder's name when it is a view (the canvas shows it too).
        let view: String?
        let rect: Rect
        let highlighted: Bool
        var text: String { "\(number) \(name)" }
    }

    let band: Rect
    var nodes: [Node] = []
    /// Links between consecutive nodes: dashed when a controller is at either end.
    var links: [(from: Int, to: Int, viaController: Bool)] = []
}

struct ChainStrip {
    let theme: Theme
    let text: TextRasterizer
    /// Pixels per point for the strip's text.
    let scale: Double

    var fontPx: Int { theme.bodyPixels(scale: scale) }
    /// On a projector the nodes sit closer, so a long chain's large text takes fewer rows.
    var pad: Double { (theme.name == .projector ? 4 : 6) * scale }
    var gap: Double { (theme.name == .projector ? 15 : 22) * scale }
    var nodeHeight: Double { Double(fontPx) * 1.25 + 2 * pad }

    /// The band's height for a chain of these names in `width` pixels (rows as needed).
    func height(for names: [String], width: Double) -> Double {
        rows(for: measured(names, width: width), width: width).map { height(rows: $0.count) } ?? 0
    }

    /// The band's height for this many rows of nodes.
    func height(rows: Int) -> Double { Double(rows) * (nodeHeight + pad) + pad }

    /// Rows the window always keeps for the strip, so the scene does not move when a click
    /// starts a story (a release must land where the press did).
    static let rowsKeptInWindows = 2

    private func nodeWidth(_ number: Int, _ name: String) -> Double {
        let w = Double(
            text.image("\(number)  \(name)", pixelSize: fontPx, weight: .bold, colour: theme.panelText)?.width ?? 0)
        return w + 2 * pad + nodeHeight * 0.3
    }

    /// The name as its node shows it, and the node's width: whole when the node fits the
    /// strip's width, else cut in the middle ("UICollectionViewCon…-7890"), keeping the
    /// address that tells views apart.
    func shown(_ number: Int, _ name: String, width: Double) -> (name: String, width: Double) {
        let room = width - 2 * pad
        let whole = nodeWidth(number, name)
        guard whole > room else { return (name, whole) }
        let tail = name.lastIndex(of: "-").map { String(name[$0...]) } ?? ""
        let head = Array(name.dropLast(tail.count))
        var low = 0, high = head.count
        while low < high {
            let mid = (low + high + 1) / 2
            if nodeWidth(number, String(head.prefix(mid)) + "…" + tail) <= room { low = mid } else { high = mid - 1 }
        }
        let cut = String(head.prefix(low)) + "…" + tail
        return (cut, nodeWidth(number, cut))
    }

    /// The nodes' names as shown and their widths, each measured once.
    private func measured(_ names: [String], width: Double) -> [(name: String, width: Double)] {
        names.enumerated().map { shown($0.offset + 1, $0.element, width: width) }
    }

    private func rows(for nodes: [(name: String, width: Double)], width: Double) -> [[Int]]? {
        guard !nodes.isEmpty else { return nil }
        var rows: [[Int]] = [[]]
        var x = pad
        for (i, node) in nodes.enumerated() {
            if x + node.width > width - pad && !(rows.last?.isEmpty ?? true) {
                rows.append([])
                x = pad
            }
            rows[rows.count - 1].append(i)
            x += node.width + gap
        }
        return rows
    }

    func layout(chain: [Responder], highlighted: Set<ObjectIdentifier>, in band: Rect) -> ChainStripLayout {
        var out = ChainStripLayout(band: band)
        let nodes = measured(chain.map(\.name), width: band.width)
        guard let rows = rows(for: nodes, width: band.width) else { return out }
        for (r, row) in rows.enumerated() {
            var x = band.minX + pad
            let y = band.minY + pad + Double(r) * (nodeHeight + pad)
            for i in row {
                out.nodes.append(
                    .init(
                        number: i + 1, name: nodes[i].name, view: (chain[i] as? View)?.name,
                        rect: Rect(x: x, y: y, width: nodes[i].width, height: nodeHeight),
                        highlighted: highlighted.contains(ObjectIdentifier(chain[i]))))
                x += nodes[i].width + gap
            }
        }
        for i in chain.indices.dropLast() {
            out.links.append((i, i + 1, chain[i] is ViewController || chain[i + 1] is ViewController))
        }
        return out
    }

    func paint(_ strip: ChainStripLayout, _ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let ink = theme.ink, paper = theme.paper
        for link in strip.links {
            let a = strip.nodes[link.from].rect, b = strip.nodes[link.to].rect
            let from = a.midY == b.midY ? Point(a.maxX, a.midY) : Point(a.maxX, a.midY)
            let to = a.midY == b.midY ? Point(b.minX, b.midY) : Point(b.minX, b.midY)
            if a.midY == b.midY {
                OverlayPainter.arrow(
                    from: from, to: to, colour: ink, halo: paper, width: 2 * scale, dashed: link.viaController,
                    scale: scale, cr)
            } else {
                // The next row: a short arrow into the node from its left.
                OverlayPainter.arrow(
                    from: Point(b.minX - gap + 2 * scale, b.midY), to: to, colour: ink, halo: paper, width: 2 * scale,
                    dashed: link.viaController, scale: scale, cr)
            }
        }
        for node in strip.nodes {
            OverlayPainter.chainBox(
                number: node.number, name: node.name, rect: node.rect, highlighted: node.highlighted,
                theme: theme, text: text, fontPx: fontPx, scale: scale, cr)
        }
        cairo_restore(cr)
    }
}

extension StoryOverlay {
    /// The responders the picture numbers: the touch's chain, or at the step of a nil-targeted
    /// action that starts at the first responder (elsewhere than the sender) the responders its
    /// search asked, in order (A2, F1). A search from the sender walks the touch's chain itself.
    static func walk(of state: StoryState) -> [Responder] {
        if case .action(let action)? = state.currentStep, action.route == .firstResponder, !action.searched.isEmpty,
            action.searched.first !== state.chain.first
        {
            return action.searched
        }
        return state.chain
    }
}
