import HitlabCore

/// The scene's own texts on the canvas: labels keep off them.
extension StoryOverlay {
    /// What the captions depend on besides the tree (`TreeFacts` is kept per tree and place).
    struct CaptionKey: Equatable {
        let language: Language
        let fontSize: Double
        let minimumTextPixels: Int
        let visibleArea: Rect
    }

    /// The scene's captions, found once for the frames of a story: a large scene's texts are
    /// not measured again at every step.
    func captions(_ scene: Scene) -> [Mark] {
        let key = CaptionKey(
            language: words.language, fontSize: theme.viewFontSize, minimumTextPixels: minimumTextPixels,
            visibleArea: visibleArea)
        if let known = facts.captions, known.key == key { return known.marks }
        let marks = findCaptions(scene)
        facts.captions = (key, marks)
        return marks
    }

    /// The views' and layers' own texts that can be seen, each as the pixel box of the text
    /// as it is drawn (centred in its view or layer, set as `TextRasterizer.caption` sets it).
    private func findCaptions(_ scene: Scene) -> [Mark] {
        let pixelsPerPoint = (toPixels.a * toPixels.a + toPixels.b * toPixels.b).squareRoot()
        var out: [Mark] = []
        scene.forEachView { view, _ in
            let id = ObjectIdentifier(view)
            guard !facts.underHidden.contains(id), !facts.clippedAway.contains(id), view.alpha >= 0.01 else { return }
            func add(_ appearance: Appearance, box: Rect) {
                let a = appearance.localized(words.language)
                let floor = minimumTextPixels > 0 ? Double(minimumTextPixels) / pixelsPerPoint : 0
                guard let string = a.text?.text, !string.isEmpty,
                    let (r, drawn, px) = text.captionRect(
                        string, fontSize: a.fontSize ?? theme.viewFontSize, box: box.size, scale: pixelsPerPoint,
                        minimumFontSize: floor),
                    // The store is the box's size: a text taller than its box is cut there.
                    let own = r.intersection(Rect(x: 0, y: 0, width: box.width, height: box.height))
                else { return }
                var seen = Rect.bounding(
                    polygon(
                        view, Rect(x: box.minX + own.minX, y: box.minY + own.minY, width: own.width, height: own.height)
                    ))
                for clip in [visibleArea, facts.clip[id]].compactMap({ $0 }) {
                    guard let inside = seen.intersection(clip) else { return }
                    seen = inside
                }
                out.append(
                    Mark(
                        kind: .caption, text: drawn, rect: seen, view: view.name, textPixels: px))
            }
            add(view.appearance, box: view.bounds)
            // Sublayers sit in the view's bounds coordinates, each in its superlayer's.
            func layers(_ list: [Layer], in origin: Point) {
                for layer in list {
                    let box = Rect(
                        x: origin.x + layer.frame.minX, y: origin.y + layer.frame.minY, width: layer.frame.width,
                        height: layer.frame.height)
                    if layer.alpha >= 0.01 { add(layer.appearance, box: box) }
                    layers(layer.sublayers, in: box.origin)
                }
            }
            layers(view.layers, in: view.bounds.origin)
        }
        return out
    }
}
