import Foundation
import HitlabCore

/// What an import assumed where the dump is silent: the summary line of the scene it makes,
/// and one warning per kind of guess (docs/cli.md, "What a dump says, and what Hitlab assumes").
extension DumpImporter {
    /// One kind of guess, in both languages; `shown` is false for what every dump assumes.
    struct Guess {
        let en: String, zh: String
        var shown = true
    }

    /// "1 view", "2 views".
    static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

    /// Whether any view line prints `layer = ` or one of UIView's flags: a full description.
    /// Without any, the dump is abridged (a hand-made or one-line-per-view listing), and a
    /// missing `userInteractionEnabled = NO` no longer means the flag is on.
    static func printsFlags(_ entries: [Entry]) -> Bool {
        var stack = entries[...]
        var budget = 100_000
        while let e = stack.popLast(), budget > 0 {
            budget -= 1
            if e.properties.contains(where: { ["layer", "userInteractionEnabled", "hidden", "alpha", "opaque"].contains($0.key) }) { return true }
            stack.append(contentsOf: e.children)
        }
        return false
    }

    /// Every kind of guess this import made.
    func guesses() -> [Guess] {
        var out: [Guess] = []
        if let root = wrappedRoot {
            out.append(Guess(en: "\(root.className), the dump's root, is not a window: it is put in a window of its size, its bounds (with its content offset) the screen",
                             zh: "转储的根 \(root.className) 不是窗口：把它放进一个和它一样大的窗口，它的 bounds（连同 contentOffset）就是屏幕"))
        }
        if assumedClassDefaults > 0 {
            out.append(Guess(en: "the dump is abridged (no line prints `layer = ` or a flag), so \(Self.count(assumedClassDefaults, "label or image view is", "labels and image views are")) taken as not interactive, their class's default; add `hitlab: 0xADDRESS userInteractionEnabled = YES` where the app turned it on",
                             zh: "这是节略的转储（没有一行打印 `layer = ` 或任何标志），所以 \(assumedClassDefaults) 个 UILabel 或 UIImageView 按类的默认值当作不可交互；如果应用打开了它，请加一行 `hitlab: 0xADDRESS userInteractionEnabled = YES`"))
        }
        if guessedPassThrough > 0 {
            out.append(Guess(en: "\(Self.count(guessedPassThrough, "keyboard window or container", "keyboard windows or containers")): the system's keyboard windows take no touch outside the keyboard (what users see; how is private), so they pass touches through (C5)",
                             zh: "\(guessedPassThrough) 个键盘窗口或容器：系统的键盘窗口不接收键盘以外的触摸（用户看到的就是这样；实现方式是私有的），所以它们让触摸穿过（C5）"))
        }
        if guessedTransforms > 0 {
            out.append(Guess(en: "\(Self.count(guessedTransforms, "transformed view", "transformed views")): the printed frame is the bounding box, so the size before the transform was worked out from it",
                             zh: "\(guessedTransforms) 个带 transform 的视图：打印出的 frame 是外接矩形，所以变换前的大小是由它推算出来的"))
        }
        if guessedRecognizers > 0 {
            out.append(Guess(en: "\(Self.count(guessedRecognizers, "view", "views")) of the app's with gesture recognizers the dump does not describe: each imports as a tap that does not cancel touches (scroll views bring their own pan)",
                             zh: "\(guessedRecognizers) 个应用自己的视图带有转储没有描述的手势识别器：每个都按不取消触摸的 tap 导入（滚动视图自带 pan）"))
        }
        if systemRecognizers > 0 {
            out.append(Guess(en: "\(Self.count(systemRecognizers, "view", "views")) of UIKit's own (windows, containers, cells, bars, text fields, controls) list gesture recognizers: UIKit's own, not a tap, so none is imported for them (paste `po view.gestureRecognizers` to add them)",
                             zh: "\(systemRecognizers) 个 UIKit 自己的视图（窗口、容器、cell、导航栏等栏、文本框、控件）列出了手势识别器：那是 UIKit 自己的，不是点击手势，所以没有为它们导入（要加上，请贴上 `po view.gestureRecognizers` 的输出）"))
        }
        if sizedTexts > 0 {
            out.append(Guess(en: "the font of \(Self.count(sizedTexts, "text", "texts")): a dump prints none, so text is drawn at UIKit's default 17 points, smaller where its view is less than a line (1.2 times the font) tall",
                             zh: "\(sizedTexts) 段文字的字体：转储不打印字体，所以文字按 UIKit 默认的 17 pt 绘制，视图不到一行高（字号的 1.2 倍）时更小"))
        }
        if controllers == 0 {
            out.append(Guess(en: "view controllers do not appear in a dump: the chain goes view to superview", zh: "转储里没有视图控制器：响应者链从视图直接到父视图", shown: false))
        }
        return out
    }

    /// The scene's summary (English: it is the scene's own text).
    func summaryLine(otherWindows: Int) -> String {
        let unknownTotal = unknown.values.reduce(0, +)
        return "Imported from \(URL(fileURLWithPath: fileName).lastPathComponent): \(Self.count(views, "view", "views")), \(Self.count(layerCount, "layer", "layers")), depth \(maxDepth)"
            + (controllers > 0 ? ", \(Self.count(controllers, "view controller", "view controllers")) named in the dump" : "")
            + (otherWindows == 0 ? "" : ", \(otherWindows + 1) windows")
            + (pastedRecognizers > 0 ? ", \(Self.count(pastedRecognizers, "recognizer", "recognizers")) pasted beside it" : "")
            + (unknownTotal > 0 ? "; \(Self.count(unknownTotal, "property", "properties")) of \(Self.count(unknown.count, "kind", "kinds")) ignored" : "")
            + ". Guessed: " + guesses().map(\.en).joined(separator: "; ") + "."
    }
}
