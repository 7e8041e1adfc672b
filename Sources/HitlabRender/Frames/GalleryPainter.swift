import CCairo
import HitlabCore
import HitlabWords

/// One card of the gallery as the painter shows it.
public struct GalleryCard {
    public enum Kind { case scene, lesson(parts: Int), newScene }
    public let title: String
    public let scene: Scene?
    public let kind: Kind
    public let errors: Int
    /// The heading of the group the card belongs to; a new heading starts a new row.
    public let section: String

    public init(title: String, scene: Scene?, kind: Kind, errors: Int, section: String) {
        self.title = title
        self.scene = scene
        self.kind = kind
        self.errors = errors
        self.section = section
    }
}

/// Where the gallery's cards and group headings go, in content pixels (before scrolling).
public struct GalleryPlacement {
    public var cards: [Rect] = []
    public var headings: [(text: String, rect: Rect)] = []
    /// Where the scrolled content starts (under the window's header) and where it ends.
    public var contentTop = 0.0
    public var contentBottom = 0.0
}

/// The gallery: the scenes drawn on cards large enough to recognise them, grouped by the
/// topic they teach under headings, scrolled to keep the selected card in view.
extension WindowPainter {
    private var galleryHeader: CairoImage? {
        renderer.text.image(
            words.galleryTitle, pixelSize: Int(Double(px) * 1.3),
            weight: .bold, colour: theme.backdrop == .hex(0x000000) ? Colour(r: 255, g: 255, b: 255) : theme.panelText)
    }

    private var headingColour: Colour {
        theme.backdrop == .hex(0x000000) ? Colour(r: 255, g: 255, b: 255) : theme.panelText
    }

    /// The cards in rows under their groups' headings, as many columns as 260-point cards fit.
    public func galleryPlacement(_ cards: [GalleryCard], in area: Rect) -> GalleryPlacement {
        // Chinese in the window's script (Taiwan's centred punctuation in Traditional), measured
        // and drawn alike: no picture's options set the language here.
        renderer.text.language = words.language
        let pad = 16 * scale
        var placement = GalleryPlacement()
        placement.contentTop = area.minY + pad + (galleryHeader.map { Double($0.height) + pad } ?? 0)
        let columns = max(2, Int((area.width - pad) / (260 * scale + pad)))
        let cw = (area.width - pad * Double(columns + 1)) / Double(columns)
        let ch = cw * 0.62 + Double(renderer.text.lineHeight(pixelSize: px)) * 2 + pad
        var y = placement.contentTop, column = columns
        var section: String?
        for card in cards {
            if card.section != section {
                section = card.section
                if column != columns || y > placement.contentTop { y += column == 0 ? 0 : ch + pad }
                let heading = renderer.text.image(card.section, pixelSize: px, weight: .bold, colour: headingColour)
                let h = Double(heading?.height ?? 0)
                placement.headings.append(
                    (card.section, Rect(x: area.minX + pad, y: y, width: area.width - 2 * pad, height: h)))
                y += h + pad / 2
                column = 0
            } else if column == columns {
                y += ch + pad
                column = 0
            }
            placement.cards.append(Rect(x: area.minX + pad + Double(column) * (cw + pad), y: y, width: cw, height: ch))
            column += 1
        }
        placement.contentBottom = (placement.cards.last?.maxY ?? y) + pad
        return placement
    }

    /// The gallery scrolled by `scroll` pixels, `selected` outlined.
    public func gallery(
        _ cards: [GalleryCard], placement: GalleryPlacement, scroll: Double, selected: Int, in area: Rect,
        _ cr: OpaquePointer
    ) {
        theme.backdrop.set(cr)
        cairo_rectangle(cr, area.minX, area.minY, area.width, area.height)
        cairo_fill(cr)
        let pad = 16 * scale
        cairo_save(cr)
        cairo_rectangle(cr, area.minX, placement.contentTop, area.width, area.maxY - placement.contentTop)
        cairo_clip(cr)
        cairo_translate(cr, 0, -scroll.rounded())
        let visible = Rect(
            x: area.minX, y: placement.contentTop + scroll, width: area.width, height: area.maxY - placement.contentTop)
        for heading in placement.headings where heading.rect.maxY >= visible.minY && heading.rect.minY <= visible.maxY {
            if let image = renderer.text.image(heading.text, pixelSize: px, weight: .bold, colour: headingColour) {
                blit(image, x: heading.rect.minX, y: heading.rect.minY, cr)
            }
        }
        for (i, (card, rect)) in zip(cards, placement.cards).enumerated()
        where rect.maxY >= visible.minY && rect.minY <= visible.maxY {
            paintCard(card, in: rect, selected: i == selected, cr)
        }
        cairo_restore(cr)
        // A bar on the right edge: how much of the gallery is in view, and where.
        let total = placement.contentBottom - placement.contentTop, shown = visible.height
        if total > shown {
            let track = Rect(x: area.maxX - 6 * scale, y: placement.contentTop, width: 4 * scale, height: shown)
            let bar = Rect(
                x: track.minX, y: track.minY + shown * scroll / total, width: track.width,
                height: max(20 * scale, shown * shown / total))
            roundedRectPath(cr, bar.minX, bar.minY, bar.width, bar.height, 2 * scale)
            theme.panelDim.set(cr)
            cairo_fill(cr)
        }
        if let header = galleryHeader { blit(header, x: area.minX + pad, y: area.minY + pad, cr) }
    }

    private func paintCard(_ card: GalleryCard, in rect: Rect, selected: Bool, _ cr: OpaquePointer) {
        let pad = 16 * scale
        roundedRectPath(cr, rect.minX, rect.minY, rect.width, rect.height, 8 * scale)
        theme.panelBackground.set(cr)
        cairo_fill(cr)
        let thumb = Rect(
            x: rect.minX + pad / 2, y: rect.minY + pad / 2, width: rect.width - pad, height: rect.width * 0.62 - pad / 2
        )
        switch card.kind {
        case .newScene:
            let plus = renderer.text.image(
                "+", pixelSize: Int(thumb.height * 0.5), weight: .bold, colour: theme.panelDim)
            if let plus {
                blit(plus, x: thumb.midX - Double(plus.width) / 2, y: thumb.midY - Double(plus.height) / 2, cr)
            }
        case .scene, .lesson:
            // The views' own texts in the window's language, where the scene gives them in it.
            if let scene = card.scene {
                renderer.drawScene(scene, fittedIn: thumb, theme: theme, language: words.language, cr)
            }
        }
        if case .lesson(let parts) = card.kind,
            let badge = renderer.text.image(
                words.lessonBadge(parts: parts), pixelSize: px, weight: .bold, colour: Colour(r: 255, g: 255, b: 255))
        {
            let r = Rect(
                x: thumb.minX, y: thumb.minY, width: Double(badge.width) + pad, height: Double(badge.height) + pad / 2)
            roundedRectPath(cr, r.minX, r.minY, r.width, r.height, 6 * scale)
            theme.colour(for: .hit).set(cr)
            cairo_fill(cr)
            blit(badge, x: r.minX + pad / 2, y: r.minY + pad / 4, cr)
        }
        let title = card.title + (card.errors > 0 ? words.doesNotLoad : "")
        if let image = renderer.text.image(
            title, pixelSize: px, weight: .bold, colour: theme.panelText,
            wrapWidth: pixels(rect.width - pad, .towardZero))
        {
            cairo_save(cr)
            cairo_rectangle(cr, rect.minX, thumb.maxY, rect.width, rect.maxY - thumb.maxY)
            cairo_clip(cr)
            blit(image, x: rect.minX + pad / 2, y: thumb.maxY + pad / 2, cr)
            cairo_restore(cr)
        }
        if selected {
            roundedRectPath(cr, rect.minX, rect.minY, rect.width, rect.height, 8 * scale)
            theme.colour(for: .hit).set(cr)
            cairo_set_line_width(cr, 5 * scale)
            cairo_stroke(cr)
        }
    }
}
