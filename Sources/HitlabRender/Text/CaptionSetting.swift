import HitlabCore

/// A view's or a layer's own text (a button's title, a label, a caption), set in its box as
/// UIKit sets a label: the one home of that setting, for drawing it and for keeping the
/// story's labels off it.
extension TextRasterizer {
    /// The text drawn in a box of `box` points at `scale` pixels per point, centred in it.
    func caption(_ string: String, fontSize: Double, box: Size, scale: Double, colour: Colour) -> CairoImage? {
        let set = captionSetting(
            string, pixelSize: pixels(fontSize * scale), width: pixels(box.width * scale, .down),
            height: pixels(box.height * scale, .down), margin: pixels(4 * scale))
        return image(set.text, pixelSize: set.pixelSize, colour: colour, wrapWidth: set.wrapWidth)
    }

    /// Where that text lies in its box, in the box's points (centred, as drawn).
    func captionRect(_ string: String, fontSize: Double, box: Size, scale: Double) -> Rect? {
        guard let run = caption(string, fontSize: fontSize, box: box, scale: scale, colour: Colour(r: 0, g: 0, b: 0))
        else { return nil }
        let w = Double(run.width) / scale, h = Double(run.height) / scale
        return Rect(x: (box.width - w) / 2, y: (box.height - h) / 2, width: w, height: h)
    }

    /// How a view's text is set in its box (pixels): on one line when it fits the width (a
    /// label sized to its text, as UIKit's are); wrapped inside the margin when the box has
    /// room for two lines; else on one line, shrunk to fit down to 70% (as a label that
    /// adjusts its font to its width) and cut with "…" past that, as a one-line UILabel is.
    func captionSetting(
        _ string: String, pixelSize px: Int, width: Int, height: Int, margin: Int
    )
        -> (text: String, pixelSize: Int, wrapWidth: Int)
    {
        let wrapped = (string, px, max(1, width - 2 * margin))
        if string.contains("\n") { return wrapped }
        let oneLine = self.width(string, pixelSize: px)
        if oneLine <= width { return (string, px, 0) }
        if height >= 2 * lineHeight(pixelSize: px) { return wrapped }
        let smallest = max(1, Int((Double(px) * 0.7).rounded(.up)))
        // Widths grow about linearly with the size; hinting can add a pixel, so step down.
        var shrunk = max(smallest, px * width / max(1, oneLine))
        while shrunk > smallest && self.width(string, pixelSize: shrunk) > width { shrunk -= 1 }
        if self.width(string, pixelSize: shrunk) <= width { return (string, shrunk, 0) }
        let characters = Array(string)
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if self.width(String(characters.prefix(mid)) + "…", pixelSize: shrunk) <= width {
                low = mid
            } else {
                high = mid - 1
            }
        }
        return (String(characters.prefix(low)) + "…", shrunk, 0)
    }

}
