import CCairo
import HitlabCore
import HitlabRender
import HitlabWords

/// Painting the window's frame: the layout is computed first and kept in `layout`, so the
/// pointer finds the same tree rows and gallery cards that were painted.
extension WindowApp {
    /// Everything the window shows, into any Cairo context of `width` x `height` pixels.
    public func paint(width: Int, height: Int, _ cr: OpaquePointer) {
        let theme = playground.theme
        let uiScale = theme.textScale(frameHeight: height)
        let painter = WindowPainter(renderer: renderer, theme: theme, scale: uiScale, language: playground.language)
        let full = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        layout.helpRows = nil
        guard playground.mode == .scene else {
            paintGallery(painter, in: full, cr)
            return
        }
        guard let scene = playground.scene else { return }
        let spec = PictureSpec(
            theme: playground.display.themeName, layers3D: playground.show3D, language: playground.language)
        var options = RenderOptions(spec, frameSize: (width, height))
        options.zoom = playground.zoom
        options.yaw = playground.yaw
        options.pitch = playground.pitch
        options.showPanel = playground.showPanel
        options.showRules = true
        options.withholdSummary = playground.withholdsAnswers
        options.focus = playground.focus
        // The status line keeps its own band: it covers neither the scene nor the chain strip.
        let canvasWidth =
            Double(width)
            - FrameLayout.panelWidth(theme: theme, frame: (width, height), showPanel: playground.showPanel)
        // A lesson's card heads the panel; with the panel hidden it keeps the top of the canvas.
        if playground.showPanel {
            options.card = playground.lessonCard ?? []
            options.cardOutranksSentence = playground.lessonCardIsAnswer
        }
        let card =
            playground.showPanel
            ? nil : playground.lessonCard.map { $0.enumerated().map { ($0.element, bold: $0.offset == 0) } }
        if card != nil {
            // Room for the part's tallest card, so the scene stays put through the part.
            options.reservedTop =
                playground.lessonCardsOfPart.map { lines in
                    painter.textBoxRoom(
                        lines.enumerated().map { ($0.element, bold: $0.offset == 0) }, maxWidth: canvasWidth * 0.9
                    ).height
                }.max() ?? 0
        }
        let status = [(playground.statusLine, bold: playground.predict)]
        if showsStatus { options.reservedBottom = painter.textBoxRoom(status, maxWidth: canvasWidth * 0.8).height }
        let story = playground.story
        let state = playground.storyState
        // The hit map goes over the scene and under the story, whose labels stay legible; a
        // dump has no colours, so its views are drawn as outlines with their classes. Both are
        // composed once with the scene, not drawn again in every frame.
        options.hitMap = playground.showHitMap && !playground.show3D
        options.wireframe = !scene.hasColours && !playground.show3D
        // Laid out and drawn (the panel on another CPU), then kept: clicks find the same tree
        // rows that are painted.
        let plan = renderer.drawFrame(
            scene, story: story, state: state, options: options, selected: playground.selection, cr)
        let frame = plan.layout
        let changed = layout.frame.map { $0.sceneRect != frame.sceneRect || $0.size != frame.size } ?? true
        layout.frame = frame
        let rows = plan.panel?.viewRows ?? []
        let rowsChanged = rows != layout.treeRows
        layout.treeRows = rows
        layout.sentenceRows = plan.panel?.sentenceRows ?? [:]
        layout.marks = plan.marks
        if changed { log("layout") }
        if rowsChanged { logRows() }

        let canvas = Rect(
            x: 0, y: 0, width: frame.panelRect.width > 0 ? frame.panelRect.minX : Double(width), height: Double(height))
        if !playground.show3D {
            if let view = playground.hover { painter.hover(view, layout: frame, cr) }
            if let view = playground.selection {
                painter.selection(view, layout: frame, cr)
                if playground.editing && view.superview != nil {
                    painter.resizeHandles(
                        at: SceneEditor.handlePoints(of: view), window: view.ancestry.first ?? view, layout: frame,
                        side: SceneEditor.handleSide, cr)
                }
            }
            if let answer = playground.whyNot { painter.whyNot(answer, layout: frame, in: canvas, cr) }
        }
        if let view = playground.selection {
            // Above the chain strip, which runs along the bottom of the canvas.
            let above =
                frame.stripRect.map { Rect(x: canvas.minX, y: canvas.minY, width: canvas.width, height: $0.minY) }
                ?? canvas
            let lines =
                playground.keyField.map(Playground.keyFieldLines)
                ?? Playground.inspectorLines(view, language: playground.language, editing: playground.editing)
            // In the corner where it hides least of the selected view, then of the scene.
            let room = painter.textBoxRoom(lines, maxWidth: 420 * uiScale)
            let pad = 10 * uiScale
            let corners: [(WindowPainter.Corner, Rect)] = [
                (
                    .bottomRight,
                    Rect(
                        x: above.maxX - room.width - pad, y: above.maxY - room.height - pad, width: room.width,
                        height: room.height)
                ),
                (
                    .topRight,
                    Rect(
                        x: above.maxX - room.width - pad, y: above.minY + pad, width: room.width,
                        height: room.height)
                )
            ]
            let selected = Rect.bounding(
                [view.bounds.minX, view.bounds.maxX].flatMap { x in
                    [view.bounds.minY, view.bounds.maxY].map { y in
                        frame.sceneToPixels.apply(view.convertToScreen(Point(x, y)))
                    }
                })
            func hidden(_ r: Rect) -> (Double, Double) {
                func overlap(_ b: Rect) -> Double {
                    max(0, min(r.maxX, b.maxX) - max(r.minX, b.minX))
                        * max(0, min(r.maxY, b.maxY) - max(r.minY, b.minY))
                }
                return (overlap(selected), overlap(frame.sceneRect))
            }
            // The "why not" answer takes the top right corner.
            let free = playground.whyNot == nil ? corners : Array(corners.prefix(1))
            let corner = free.min { hidden($0.1) < hidden($1.1) }?.0 ?? .bottomRight
            painter.textBox(lines, in: above, corner: corner, maxWidth: 420 * uiScale, cr).map {
                layout.marks.append($0)
            }
        }
        if playground.spotlight, let p = pointerPixel {
            // Everything but a circle around the pointer dimmed (even-odd fill).
            cairo_save(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cr, canvas.minX, canvas.minY, canvas.width, canvas.height)
            cairo_new_sub_path(cr)
            cairo_arc(cr, p.x, p.y, 110 * uiScale, 0, 2 * Double.pi)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.6)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        for (lines, corner, share) in [
            (card, WindowPainter.Corner.topLeft, 0.9), (showsStatus ? status : nil, .bottomLeft, 0.8)
        ] {
            if let lines,
                let box = painter.textBox(lines, in: canvas, corner: corner, maxWidth: canvasWidth * share, cr)
            {
                layout.marks.append(box)
            }
        }
        paintOverlays(painter, canvas: canvas, full: full, cr)
    }

    /// The gallery, scrolled so that the selected card is in view; the cards' places on screen
    /// (for clicks) and in the content (for ↑ and ↓) are kept in `layout`.
    private func paintGallery(_ painter: WindowPainter, in full: Rect, _ cr: OpaquePointer) {
        let words = painter.words
        let cards = playground.gallery.map { entry in
            let section: String
            switch entry.section {
            case .topic(let title): section = title(playground.language)
            case .more: section = words.moreScenes
            case .own: section = words.yourOwn
            }
            let kind: GalleryCard.Kind =
                entry.isNewScene ? .newScene : entry.lesson.map { .lesson(parts: $0.parts.count) } ?? .scene
            let title =
                entry.isNewScene
                ? words.newSceneCard
                : entry.lesson.map { $0.title(playground.language) } ?? entry.scene?.title(in: playground.language)
                    ?? entry.path
            return GalleryCard(
                title: title, scene: entry.scene, kind: kind, errors: entry.errors.count, section: section)
        }
        let placement = painter.galleryPlacement(cards, in: full)
        // The selected card in view, its group's heading too when it starts a row under one.
        if placement.cards.indices.contains(playground.galleryIndex) {
            let card = placement.cards[playground.galleryIndex]
            let heading = placement.headings.last {
                $0.rect.maxY <= card.minY && card.minY - $0.rect.maxY < 20 * painter.scale
            }
            let top = (heading?.rect.minY ?? card.minY) - placement.contentTop
            if top < galleryScroll { galleryScroll = top }
            if card.maxY - galleryScroll > full.maxY - 8 { galleryScroll = card.maxY - full.maxY + 8 }
        }
        galleryScroll = max(0, min(galleryScroll, placement.contentBottom - full.maxY))
        layout.galleryContent = placement.cards
        layout.galleryCards = placement.cards.map { r in
            let y = r.minY - galleryScroll, top = max(y, placement.contentTop), bottom = min(y + r.height, full.maxY)
            return bottom > top
                ? Rect(x: r.minX, y: top, width: r.width, height: bottom - top)
                : Rect(x: -1, y: -1, width: 0, height: 0)
        }
        layout.frame = nil
        layout.treeRows = []
        layout.sentenceRows = [:]
        layout.marks = []
        painter.gallery(
            cards, placement: placement, scroll: galleryScroll, selected: playground.galleryIndex, in: full, cr)
        paintOverlays(painter, canvas: full, full: full, cr)
    }

    /// The reload banner over the canvas and the help over everything.
    private func paintOverlays(_ painter: WindowPainter, canvas: Rect, full: Rect, _ cr: OpaquePointer) {
        if !playground.banner.isEmpty {
            let banner = playground.banner
            let lines =
                [
                    (
                        playground.language.say(
                            "The scene file no longer loads; showing the last good version:"), bold: true
                    )
                ]
                + banner.prefix(6).map { ($0, bold: false) }
                + (banner.count > 6 ? [(Words(playground.language).andMore(banner.count - 6), bold: false)] : [])
            painter.textBox(
                lines, in: canvas, corner: .topLeft, background: Colour(r: 0x8B, g: 0x1A, b: 0x10),
                ink: Colour(r: 255, g: 255, b: 255), maxWidth: canvas.width - 40, cr)
        }
        if playground.showHelp {
            let t: (Phrase) -> String = playground.language.say
            var rows = KeyBindings.all.map {
                (
                    keys: $0.keys.map(\.description).joined(separator: " / "),
                    summary: $0.summary(in: playground.language)
                )
            }
            rows.append(
                (
                    keys: t("mouse"),
                    summary: t(
                        "click: a touch; right-click: select (again: the next behind)")
                ))
            rows.append(
                (
                    keys: t("Shift+click"),
                    summary: t("a finger that stays down (again: lift it)")
                ))
            rows.append((keys: t("Ctrl+drag"), summary: t("two mirrored fingers: a pinch")))
            rows.append((keys: t("touch screen"), summary: t("every finger is a touch")))
            rows.append(
                (
                    keys: t("selected"),
                    summary: t("a click outlines what keeps it from the view")
                ))
            rows.append(
                (keys: t("1 … 9 Enter"), summary: t("no view selected: go to step N")))
            rows.append(
                (keys: t("gallery"), summary: t("arrows choose a scene, Enter opens it")))
            if let drawn = painter.help(rows, page: playground.display.helpPage, in: full, cr) {
                layout.marks.append(drawn.mark)
                layout.helpRows = (drawn.rows, of: rows.count)
                layout.helpPageCount = drawn.pages
            }
        }
    }
}
