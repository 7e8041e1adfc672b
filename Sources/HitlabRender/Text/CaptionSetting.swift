import HitlabCore

/// A view's or a layer's own text (a button's title, a label, a caption), set in its box as
/// UIKit sets a label: the one home of that setting, for drawing it and for keeping the
/// story's labels off it.
extension TextRasterizer {
    /// The text drawn in a box of `box` points at `scale` pixels per point, centred in it;
    /// raised toward `minimumFontSize` points (a projector's floor) as far as it still fits whole.
    func caption(
        _ string: String, fontSize: Double, box: Size, scale: Double, colour: Colour, minimumFontSize: Double = 0
    ) -> CairoImage? {
        let set = captionSetting(string, fontSize: fontSize, box: box, scale: scale, minimumFontSize: minimumFontSize)
        return image(set.text, pixelSize: set.pixelSize, colour: colour, wrapWidth: set.wrapWidth)
    }

    /// Where that text lies in its box, in the box's points (centred, as drawn), and the text
    /// and pixel size it is drawn with.
    func captionRect(
        _ string: String, fontSize: Double, box: Size, scale: Double, minimumFontSize: Double = 0
    ) -> (rect: Rect, text: String, pixelSize: Int)? {
        let set = captionSetting(string, fontSize: fontSize, box: box, scale: scale, minimumFontSize: minimumFontSize)
        guard
            let run = image(
                set.text, pixelSize: set.pixelSize, colour: Colour(r: 0, g: 0, b: 0), wrapWidth: set.wrapWidth)
        else { return nil }
        let w = Double(run.width) / scale, h = Double(run.height) / scale
        return (Rect(x: (box.width - w) / 2, y: (box.height - h) / 2, width: w, height: h), set.text, set.pixelSize)
    }

    /// The setting in pixels: at the floor when the text fits its box whole there, else at the
    /// largest size between its own and the floor that fits whole, else at its own size as
    /// `captionSetting(_:pixelSize:...)` sets it.
    private func captionSetting(
        _ string: String, fontSize: Double, box: Size, scale: Double, minimumFontSize: Double
    ) -> (text: String, pixelSize: Int, wrapWidth: Int) {
        let width = pixels(box.width * scale, .down), height = pixels(box.height * scale, .down)
        let margin = pixels(4 * scale), own = pixels(fontSize * scale)
        let floor = pixels(minimumFontSize * scale, .up)
        var px = floor
        while px > own {
            let set = captionSetting(string, pixelSize: px, width: width, height: height, margin: margin)
            if set.text == string && set.pixelSize == px && drawnHeight(set) <= height { return set }
            px -= 1
        }
        return captionSetting(string, pixelSize: own, width: width, height: height, margin: margin)
    }

    /// How tall a setting's text is drawn, pixels.
    private func drawnHeight(_ set: (text: String, pixelSize: Int, wrapWidth: Int)) -> Int {
        let lines = set.wrapWidth > 0 ? lines(set.text, pixelSize: set.pixelSize, wrapWidth: set.wrapWidth).count : 1
        return lines * lineHeight(pixelSize: set.pixelSize)
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
