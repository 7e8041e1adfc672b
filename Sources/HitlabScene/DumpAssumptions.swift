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
        while let e = stack.popLast() {
            if e.properties.contains(where: {
                ["layer", "userInteractionEnabled", "hidden", "alpha", "opaque"].contains($0.key)
            }) {
                return true
            }
            stack.append(contentsOf: e.children)
        }
        return false
    }

    /// Every kind of guess this import made.
    func guesses() -> [Guess] {
        var out: [Guess] = []
        if let root = wrappedRoot {
            let scrolls = root.kind == "scrollView"
            out.append(
                Guess(
                    en:
                        """
                        \(root.className), the dump's root, is not a window: Hitlab puts it in a window of its \
                        size, and the screen shows its bounds
                        """
                            + (scrolls ? " (its contentOffset included)" : ""),
                    zh: "转储的根视图是 \(root.className)，不是窗口。Hitlab 给它套上一个同样大小的窗口，屏幕上显示的就是它 bounds 的范围"
                        + (scrolls ? "（已计入 contentOffset）" : "")))
        }
        if assumedClassDefaults > 0 {
            out.append(
                Guess(
                    en:
                        """
                        the dump is abridged (no line prints `layer = ` nor a flag such as hidden or \
                        userInteractionEnabled = NO), so \
                        \(Self.count(assumedClassDefaults, "label or image view is", "labels and image views are")) \
                        taken as their class's default: userInteractionEnabled = NO, no touches; where the app \
                        turned it on, add `hitlab: 0xADDRESS userInteractionEnabled = YES`
                        """,
                    zh:
                        """
                        这是精简版的转储（没有一行带 `layer = `，也没有 hidden、userInteractionEnabled = NO 这类属性），所以 \
                        \(assumedClassDefaults) 个 UILabel / UIImageView 按它们的默认值处理：userInteractionEnabled 为 \
                        NO，不接收触摸。如果 App 为其中某个视图打开了用户交互，请为它加一行 `hitlab: 0xADDRESS userInteractionEnabled = YES`
                        """
                ))
        }
        if guessedPassThrough > 0 {
            let windows = Self.count(
                guessedPassThrough, "keyboard window or container", "keyboard windows or containers")
            out.append(
                Guess(
                    en:
                        """
                        \(windows)\
                        : the system's keyboard windows take no touch outside the keyboard (what users see; how \
                        is private), so they pass touches through (C5)
                        """,
                    zh: "\(guessedPassThrough) 个键盘窗口或容器：系统的键盘窗口不接收键盘以外的触摸（用户看到的就是这样；实现方式是私有的），所以它们让触摸穿过（C5）"))
        }
        if guessedTransforms > 0 {
            out.append(
                Guess(
                    en:
                        """
                        \(Self.count(guessedTransforms, "transformed view", "transformed views")): the printed \
                        frame is the bounding box, so the size before the transform was worked out from it
                        """,
                    zh: "\(guessedTransforms) 个带 transform 的视图：打印出的 frame 是外接矩形，所以变换前的大小是由它推算出来的"))
        }
        if guessedRecognizers > 0 {
            out.append(
                Guess(
                    en:
                        """
                        \(Self.count(guessedRecognizers, "view", "views")) of the app's own have gesture \
                        recognizers the dump does not describe: each imports as a tap that does not cancel \
                        touches (a scroll view's own pan is modelled apart)
                        """,
                    zh:
                        """
                        有 \(guessedRecognizers) 个 App 自己的视图带手势识别器，但转储没有写明是哪一种，一律当作 cancelsTouchesInView = false \
                        的点击手势（tap）导入（滚动视图自带的拖动手势 pan 另行模拟）
                        """
                ))
        }
        if systemRecognizers > 0 {
            out.append(
                Guess(
                    en:
                        """
                        \(Self.count(systemRecognizers, "view", "views")) of UIKit's own (windows, containers, \
                        cells, bars, text fields, controls) list gesture recognizers: Hitlab takes them for \
                        UIKit's internal ones, not the app's, so none is imported (paste `po \
                        view.gestureRecognizers` to add them)
                        """,
                    zh:
                        """
                        有 \(systemRecognizers) 个 UIKit 自带的视图（窗口、容器视图、cell、导航栏、工具栏等、文本框、控件）列出了手势识别器。Hitlab 认为这些是 \
                        UIKit 内部使用的识别器，而不是 App 添加的，所以没有导入；如需加上，请贴上 `po view.gestureRecognizers` 的输出
                        """
                ))
        }
        if sizedTexts > 0 {
            out.append(
                Guess(
                    en:
                        """
                        the font of \(Self.count(sizedTexts, "text", "texts")): a dump prints none, so text is \
                        drawn at UILabel's default 17-point system font; where its view is less than a line (1.2 \
                        times the font) tall, Hitlab draws it smaller to fit (drawing only, never hit-testing)
                        """,
                    zh:
                        """
                        转储里没有字体信息，所以 \(sizedTexts) 段文字都按 UILabel 默认的 17 pt 系统字体绘制；视图高度不到一行（字体大小的 1.2 倍）时，Hitlab \
                        把字缩小到放得下（仅影响绘制，不影响命中测试）
                        """
                ))
        }
        if controllers == 0 {
            out.append(
                Guess(
                    en: "view controllers do not appear in a dump: the chain goes view to superview",
                    zh: "转储里没有视图控制器：响应者链从视图直接到父视图", shown: false))
        }
        return out
    }

    /// The scene's summary (English: it is the scene's own text).
    func summaryLine(otherWindows: Int) -> String {
        let unknownTotal = unknown.values.reduce(0, +)
        return
            """
            Imported from \(URL(fileURLWithPath: fileName).lastPathComponent): \
            \(Self.count(views, "view", "views")), \(Self.count(layerCount, "layer", "layers")), depth \(maxDepth)
            """
                + (controllers > 0
                    ? ", \(Self.count(controllers, "view controller", "view controllers")) named in the dump" : "")
                + (otherWindows == 0 ? "" : ", \(otherWindows + 1) windows")
                + (pastedRecognizers > 0
                    ? ", \(Self.count(pastedRecognizers, "recognizer", "recognizers")) pasted beside it" : "")
                + (unknownTotal > 0
                    ? """
                    ; \(Self.count(unknownTotal, "property", "properties")) of \
                    \(Self.count(unknown.count, "kind", "kinds")) ignored
                    """
                    : "")
                + ". Guessed: " + guesses().map(\.en).joined(separator: "; ") + "."
    }
}
