import CCairo
import HitlabCore
import HitlabWords

/// The help overlay: every key and what it does, in two columns. A list too tall for the
/// window is set smaller, down to 0.6 of the body (never under a projector's floor, which the
/// body already is); past that it is split into pages that `h` turns.
extension WindowPainter {
    /// The help's pages in `area`: the rows each one shows, and the pixel size they are set at.
    func helpPages(
        _ rows: [(keys: String, summary: String)], in area: Rect
    ) -> (
        pages: [Range<Int>], pixelSize: Int
    ) {
        let room = area.height - 2 * 14 * scale
        let smallest = theme.name == .projector ? px : Int((Double(px) * 0.6).rounded(.up))
        var size = px
        while true {
            if let set = helpSet(rows, pixelSize: size, in: area, paged: false), set.height <= room {
                return ([rows.indices], size)
            }
            let next = Int((Double(size) * 0.92).rounded(.down))
            if next < smallest { break }
            size = next
        }
        // Pages of two columns at the smallest size, each as full as the window allows.
        var pages: [Range<Int>] = []
        var start = 0
        while start < rows.count {
            var end = start + 1
            while end < rows.count,
                let set = helpSet(Array(rows[start..<(end + 1)]), pixelSize: size, in: area, paged: true),
                set.height <= room
            {
                end += 1
            }
            pages.append(start..<end)
            start = end
        }
        return (pages, size)
    }

    /// The help's page `page` (counted from 0; the last when past it), centred in `area`; its
    /// box as a mark (its text the keys it lists, one a line), the rows it shows and how many
    /// pages the list takes.
    @discardableResult
    public func help(
        _ rows: [(keys: String, summary: String)], page: Int = 0, in area: Rect, _ cr: OpaquePointer
    ) -> (mark: Mark, rows: Range<Int>, pages: Int)? {
        cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
        theme.halo.set(cr, alpha: 0.55)
        cairo_fill(cr)
        let pad = 14 * scale
        let (pages, size) = helpPages(rows, in: area)
        let index = min(max(0, page), pages.count - 1)
        let shown = Array(rows[pages[index]])
        let title = pages.count == 1 ? words.keysTitle : words.keysTitle(page: index + 1, of: pages.count)
        guard let set = helpSet(shown, pixelSize: size, in: area, paged: pages.count > 1, title: title) else {
            return nil
        }
        let x = max(area.minX, area.midX - set.width / 2), y = max(area.minY + pad, area.midY - set.height / 2)
        box(Rect(x: x, y: y, width: set.width, height: set.height), cr)
        if let title = set.title { blit(title, x: x + pad, y: y + pad, cr) }
        var cy = 0.0
        for i in shown.indices {
            if i % set.perColumn == 0 { cy = y + pad + set.titleHeight }
            let cx = x + pad + Double(i / set.perColumn) * set.columnWidth
            blit(set.keys[i], x: cx, y: cy, cr)
            blit(set.texts[i], x: cx + set.keyWidth + pad, y: cy, cr)
            cy += set.heights[i]
        }
        let mark = Mark(
            kind: .windowBox, text: shown.map(\.keys).joined(separator: "\n"),
            rect: Rect(x: x, y: y, width: set.width, height: set.height), view: nil, textPixels: size)
        return (mark, pages[index], pages.count)
    }

    private struct HelpSet {
        let keys: [CairoImage], texts: [CairoImage], heights: [Double]
        let title: CairoImage?, titleHeight: Double
        let keyWidth: Double, columnWidth: Double, perColumn: Int
        let width: Double, height: Double
    }

    /// The help's rows set at one pixel size, and the box they need: in two columns when one
    /// would not fit the height (always, on a page of several).
    private func helpSet(
        _ rows: [(keys: String, summary: String)], pixelSize: Int, in area: Rect, paged: Bool, title: String? = nil
    ) -> HelpSet? {
        let pad = 14 * scale
        let keyImages = rows.compactMap {
            renderer.text.image($0.keys, pixelSize: pixelSize, weight: .bold, colour: theme.panelAccent)
        }
        var textImages = rows.compactMap {
            renderer.text.image($0.summary, pixelSize: pixelSize, colour: theme.panelText)
        }
        guard keyImages.count == rows.count, textImages.count == rows.count, !rows.isEmpty else { return nil }
        let keyWidth = keyImages.map { Double($0.width) }.max() ?? 0
        var textWidth = textImages.map { Double($0.width) }.max() ?? 0
        let lineHeight = Double(renderer.text.lineHeight(pixelSize: pixelSize)) + 2 * scale
        let title = renderer.text.image(
            title ?? words.keysTitle, pixelSize: Int(Double(pixelSize) * 1.2), weight: .bold, colour: theme.panelText,
            wrapWidth: Int(area.width - 4 * pad))
        let titleHeight = Double(title?.height ?? 0) + pad
        let columns: Double =
            paged || Double(rows.count) * lineHeight + 4 * pad + titleHeight > area.height ? 2 : 1
        // Summaries too wide for the window (a narrow projector, a long language) wrap.
        let room = ((area.width - 2 * pad) / columns - keyWidth - 3 * pad).rounded(.down)
        if textWidth > room, room > 40 * scale {
            let wrapped = rows.compactMap {
                renderer.text.image($0.summary, pixelSize: pixelSize, colour: theme.panelText, wrapWidth: Int(room))
            }
            if wrapped.count == rows.count { textImages = wrapped }
            textWidth = textImages.map { Double($0.width) }.max() ?? 0
        }
        let heights = textImages.map { max(lineHeight, Double($0.height) + 2 * scale) }
        let perColumn = Int((Double(rows.count) / columns).rounded(.up))
        let columnHeights = stride(from: 0, to: rows.count, by: perColumn).map {
            heights[$0..<min(rows.count, $0 + perColumn)].reduce(0, +)
        }
        let columnWidth = keyWidth + textWidth + 3 * pad
        return HelpSet(
            keys: keyImages, texts: textImages, heights: heights, title: title, titleHeight: titleHeight,
            keyWidth: keyWidth, columnWidth: columnWidth, perColumn: perColumn,
            width: max(columnWidth * columns + pad, Double(title?.width ?? 0) + 2 * pad),
            height: (columnHeights.max() ?? 0) + 2 * pad + titleHeight)
    }
}
