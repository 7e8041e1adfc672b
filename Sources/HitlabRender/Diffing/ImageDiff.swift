import HitlabCore
import HitlabWords

/// How different two screenshots may be and still match.
public struct ScreenshotTolerance: CustomStringConvertible, LocalizedWord {
    /// A pixel counts as changed when any channel differs by more than this (0...255).
    public var channelThreshold: Int = 8
    /// A screenshot fails when more pixels than this changed.
    public var changedPixelLimit: Int = 16

    public init(channelThreshold: Int = 8, changedPixelLimit: Int = 16) {
        self.channelThreshold = channelThreshold
        self.changedPixelLimit = changedPixelLimit
    }

    /// Every byte the same.
    public static let exact = ScreenshotTolerance(channelThreshold: 0, changedPixelLimit: 0)

    public var description: String { text(in: .en) }

    /// The rule in a language.
    public func text(in language: Language) -> String {
        language.say(
            """
            a pixel counts as changed when a channel differs by more than \(channelThreshold) of 255; a \
            screenshot fails when more than \(changedPixelLimit) pixels change
            """)
    }
}

/// The comparison of an actual screenshot with its golden.
public struct ImageDiff {
    public let width: Int
    public let height: Int
    public let sizeMismatch: (expected: (Int, Int), actual: (Int, Int))?
    public let changedPixels: Int
    /// The smallest rectangle holding every changed pixel, in pixels.
    public let changedBox: (x: Int, y: Int, width: Int, height: Int)?
    /// The golden faded to grey with changed pixels in magenta (nil when nothing changed).
    public let picture: CairoImage?

    public var ratio: Double { Double(changedPixels) / Double(max(1, width * height)) }

    public func passes(_ tolerance: ScreenshotTolerance) -> Bool {
        sizeMismatch == nil && changedPixels <= tolerance.changedPixelLimit
    }

    /// One line: how much changed and where.
    public var summary: String { summary(in: .en) }

    /// The line as a sentence mentions it, in the sentence's language.
    public var word: some LocalizedWord { SummaryWord(diff: self) }

    private struct SummaryWord: LocalizedWord {
        let diff: ImageDiff
        func text(in language: Language) -> String { diff.summary(in: language) }
    }

    /// The same line in a language (`hitlab diff --lang`).
    public func summary(in language: Language) -> String {
        let t: (Phrase) -> String = language.say
        if let m = sizeMismatch {
            return t(
                "size differs: expected \(m.expected.0)x\(m.expected.1), got \(m.actual.0)x\(m.actual.1)")
        }
        guard let box = changedBox else { return t("no pixel changed") }
        let percent = (ratio * 10000).rounded() / 100
        let area = "x=\(box.x) y=\(box.y) w=\(box.width) h=\(box.height)"
        return t(
            """
            \(changedPixels) pixel\(changedPixels == 1 ? "" : "s") changed (\(percent)% of \(width)x\(height)), \
            in the box \(area)
            """)
    }

    /// Compares pixel by pixel.
    public init(expected: CairoImage, actual: CairoImage, tolerance: ScreenshotTolerance) {
        width = actual.width
        height = actual.height
        guard expected.width == actual.width, expected.height == actual.height else {
            sizeMismatch = ((expected.width, expected.height), (actual.width, actual.height))
            changedPixels = actual.width * actual.height
            changedBox = (0, 0, actual.width, actual.height)
            picture = nil
            return
        }
        sizeMismatch = nil
        let w = width, h = height, threshold = tolerance.channelThreshold
        var changed = 0
        var minX = w, minY = h, maxX = -1, maxY = -1
        var mask = [Bool](repeating: false, count: w * h)
        expected.withPixels { e, eStride in
            actual.withPixels { a, aStride in
                for y in 0..<h {
                    let er = e + y * eStride, ar = a + y * aStride
                    for x in 0..<w {
                        var differs = false
                        for c in 0..<4 where abs(Int(er[x * 4 + c]) - Int(ar[x * 4 + c])) > threshold {
                            differs = true
                        }
                        if differs {
                            changed += 1
                            mask[y * w + x] = true
                            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        }
                    }
                }
            }
        }
        changedPixels = changed
        changedBox = changed > 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
        guard changed > 0 else {
            picture = nil
            return
        }
        let diff = CairoImage(width: w, height: h)
        expected.withPixels { e, eStride in
            diff.withPixels { d, dStride in
                for y in 0..<h {
                    let er = e + y * eStride, dr = d + y * dStride
                    for x in 0..<w {
                        if mask[y * w + x] {
                            dr[x * 4 + 0] = 255; dr[x * 4 + 1] = 0; dr[x * 4 + 2] = 255; dr[x * 4 + 3] = 255
                        } else {
                            let grey = (Int(er[x * 4]) + Int(er[x * 4 + 1]) * 2 + Int(er[x * 4 + 2])) / 4
                            let faded = UInt8(255 - (255 - grey) * 3 / 10)
                            dr[x * 4 + 0] = faded; dr[x * 4 + 1] = faded; dr[x * 4 + 2] = faded; dr[x * 4 + 3] = 255
                        }
                    }
                }
            }
        }
        picture = diff
    }
}
