import HitlabCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Colours, line widths and text sizes for the picture. Verdict colours come from the
/// Okabe-Ito palette (readable by colour-blind viewers); every outline is drawn over a
/// dark halo, and every verdict also has a dash pattern and a label, so it reads in greyscale.
public struct Theme: Equatable {
    public let name: ThemeName
    /// Behind the scene's window.
    public let backdrop: Colour
    public let panelBackground: Colour
    public let panelText: Colour
    public let panelDim: Colour
    public let panelAccent: Colour
    /// The dark line under every coloured outline.
    public let halo: Colour
    /// Default text colour for views' `text`.
    public let viewText: Colour
    public let viewFontSize: Double
    /// Panel text size in points.
    public let panelFontSize: Double
    public let panelWidth: Double
    public let outlineWidth: Double
    public let badgeRadius: Double

    public static let okabeIto = (
        orange: Colour.hex(0xE69F00), skyBlue: Colour.hex(0x56B4E9), bluishGreen: Colour.hex(0x009E73),
        yellow: Colour.hex(0xF0E442), blue: Colour.hex(0x0072B2), vermillion: Colour.hex(0xD55E00),
        reddishPurple: Colour.hex(0xCC79A7), black: Colour.hex(0x000000)
    )

    public static let light = Theme(
        name: .light, backdrop: .hex(0xD1D1D6), panelBackground: .hex(0xFFFFFF), panelText: .hex(0x1C1C1E),
        panelDim: .hex(0x545458), panelAccent: .hex(0x005A8C), halo: .hex(0x000000), viewText: .hex(0x1C1C1E),
        viewFontSize: 17, panelFontSize: 13, panelWidth: 460, outlineWidth: 3, badgeRadius: 11)

    public static let dark = Theme(
        name: .dark, backdrop: .hex(0x000000), panelBackground: .hex(0x1C1C1E), panelText: .hex(0xF2F2F7),
        panelDim: .hex(0xAEAEB2), panelAccent: .hex(0x56B4E9), halo: .hex(0x000000), viewText: .hex(0x1C1C1E),
        viewFontSize: 17, panelFontSize: 13, panelWidth: 460, outlineWidth: 3, badgeRadius: 11)

    /// High contrast and large, for the back row: every text at `projectorMinimumPixels` or
    /// more (`textScale`).
    public static let projector = Theme(
        name: .projector, backdrop: .hex(0x000000), panelBackground: .hex(0x000000), panelText: .hex(0xFFFFFF),
        panelDim: .hex(0xD0D0D0), panelAccent: .hex(0xF0E442), halo: .hex(0x000000), viewText: .hex(0x000000),
        viewFontSize: 20, panelFontSize: 19, panelWidth: 620, outlineWidth: 5, badgeRadius: 15)

    public static let all = [light, dark, projector]

    /// The panel's body text, pixels, at `scale` pixels per point: the one home of that size.
    public func bodyPixels(scale: Double) -> Int { Int((panelFontSize * scale).rounded()) }
    /// The smaller text of the canvas labels (in the projector theme, no smaller than the body).
    public func smallPixels(scale: Double) -> Int { Int((panelFontSize * smallShare * scale).rounded()) }
    /// The legend's text: a little smaller than the body, except on a projector.
    public func legendPixels(scale: Double) -> Int { Int(Double(bodyPixels(scale: scale)) * smallShare) }
    /// How much smaller the labels and the legend are than the body.
    private var smallShare: Double { name == .projector ? 1 : 0.92 }

    /// The smallest text the projector theme draws in a frame `height` pixels tall: 26 px up
    /// to 780 px, then a thirtieth of the height (36 px at 1080). A back row 10 m from a
    /// 768-px image needs about 2.4% of its height as cap height (19 px, a 26 px font).
    public static func projectorMinimumPixels(height: Int) -> Int { max(26, Int((Double(height) / 30).rounded())) }

    /// Pixels per point for the text of a window's frame `height` pixels tall (the panel, the
    /// labels, the chain strip, the window's own boxes): it grows with the frame past 720 px,
    /// and in the projector theme it is large enough that no text is under
    /// `projectorMinimumPixels`.
    public func textScale(frameHeight height: Int) -> Double {
        let grown = max(1, Double(height) / 720)
        guard name == .projector else { return grown }
        return max(grown, Double(Self.projectorMinimumPixels(height: height)) / panelFontSize)
    }

    public static func named(_ name: ThemeName) -> Theme {
        switch name {
        case .light: return light
        case .dark: return dark
        case .projector: return projector
        }
    }

    /// The colour of a verdict's outline.
    public func colour(for verdict: Verdict) -> Colour {
        let p = Theme.okabeIto
        switch verdict {
        case .hit: return p.bluishGreen
        case .entered: return p.blue
        case .outside: return p.vermillion
        case .hidden: return Colour.hex(0xB0B0B0)
        case .notInteractive: return p.orange
        case .transparent: return p.skyBlue
        case .disabled: return p.reddishPurple
        // Told from disabled by its dash alone: the palette's seven colours are all in use.
        case .animating: return p.reddishPurple
        case .passedThrough: return p.yellow
        case .toPassthroughView: return p.blue
        }
    }

    /// The second cue: a dash pattern (in points), so verdicts differ without colour.
    public func dash(for verdict: Verdict) -> [Double] {
        switch verdict {
        case .hit, .entered, .toPassthroughView: return []
        case .outside: return [10, 5]
        case .hidden: return [2, 4]
        case .notInteractive: return [10, 4, 2, 4]
        case .transparent: return [4, 4]
        case .disabled: return [10, 4, 2, 4, 2, 4]
        case .animating: return [3, 3, 12, 3]
        case .passedThrough: return [16, 6]
        }
    }

    /// Every mark that is not a verdict (the chain, tags, the touch, hit areas) is in ink on
    /// paper, told apart by shape: a colour on the picture always means a verdict.
    public var ink: Colour { panelText }
    public var paper: Colour { panelBackground }

    /// WCAG 2's AA contrast for text: what a back row can still read on a projector.
    public static let legibleContrast = 4.5

    /// The colour a view's text is drawn in on its own opaque `background`: as the scene says,
    /// except in the projector theme where that gives less than 4.5:1, when it is black or
    /// white, whichever contrasts more (white on the system green is about 2:1).
    public func textColour(_ text: Colour, on background: Colour) -> Colour {
        guard name == .projector, background.a == 255, contrastRatio(text, background) < Self.legibleContrast
        else { return text }
        let black = Colour.hex(0x000000), white = Colour.hex(0xFFFFFF)
        return contrastRatio(black, background) >= contrastRatio(white, background) ? black : white
    }
}

/// WCAG 2 contrast ratio between two opaque colours (1...21).
public func contrastRatio(_ a: Colour, _ b: Colour) -> Double {
    func channel(_ v: UInt8) -> Double {
        let c = Double(v) / 255
        return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    func luminance(_ c: Colour) -> Double { 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b) }
    let la = luminance(a), lb = luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}
