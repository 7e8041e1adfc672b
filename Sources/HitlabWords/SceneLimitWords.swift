import HitlabCore
import HitlabFiles

/// What a scene breaks of `SceneLimits`, as the loader, the dump importer and the renderer say it.
extension SceneLimits {
    /// The problem with a picture of `width` x `height` pixels, or nil when it is allowed.
    public static func outputProblem(width: Double, height: Double) -> String? {
        guard width.isFinite, height.isFinite, width <= Double(outputSide), height <= Double(outputSide),
            width * height <= Double(outputPixels)
        else {
            return
                """
                the picture would be \(formatNumber(width.rounded(.up))) x \(formatNumber(height.rounded(.up))) \
                pixels; 
                """
                    + "Hitlab writes at most \(outputSide) pixels a side and \(outputPixels / (1024 * 1024)) megapixels"
        }
        return nil
    }

    /// The problem with a frame (`[x, y, width, height]`), or nil when a scene can hold it:
    /// the loader and the dump importer say the same.
    public static func frameProblem(_ f: Rect, language: Language = .en) -> String? {
        let c = coordinate, l = length
        if f.width < 0 || f.height < 0 {
            return language.say(
                "width and height must be >= 0, got \(formatNumber(f.width)) x \(formatNumber(f.height))")
        }
        guard abs(f.minX) <= c, abs(f.minY) <= c, f.width <= l, f.height <= l else {
            let got = "[\([f.minX, f.minY, f.width, f.height].map(formatNumber).joined(separator: ", "))]"
            return language.say(
                """
                x and y must be from \(formatNumber(-c)) to \(formatNumber(c)) and the width and height up to \
                \(formatNumber(l)), got \(got)
                """)
        }
        return nil
    }

    /// The problem with the scales from a view up to the window multiplied together (their
    /// smallest and largest), or nil when within `combinedScale`.
    public static func combinedScaleProblem(smallest: Double, largest: Double, language: Language = .en) -> String? {
        let limit = combinedScale
        guard !(limit.contains(smallest) && limit.contains(largest)) else { return nil }
        let product = formatNumber(largest > limit.upperBound ? largest : smallest)
        return language.say(
            """
            the scales from here up to the window multiply to \(product); together they must stay from \
            \(limit.lowerBound) to \(formatNumber(limit.upperBound))
            """)
    }
}
