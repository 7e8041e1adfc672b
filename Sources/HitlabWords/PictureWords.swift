import HitlabCore

/// Every word the picture shows (panel, tags, legend, overlays), in one language. English and
/// Simplified Chinese sit side by side, so neither can lack a sentence the other has.
public struct Words: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    private func t(_ en: String, _ zh: String) -> String { language.pick(en, zh) }

    /// A verdict's short label, beside its step number: "zero size" where the point is outside
    /// a view with no width or height, as `why` says it.
    public func verdict(_ verdict: Verdict, of view: View? = nil) -> String {
        if verdict == .outside, let f = view?.frame, f.width <= 0 || f.height <= 0 { return t("zero size", "尺寸为 0") }
        switch verdict {
        case .hit: return t("hit", "命中")
        case .entered: return t("asks subviews", "询问子视图")
        case .outside: return t("outside", "不在范围内")
        case .hidden: return t("hidden", "隐藏")
        case .notInteractive: return t("interaction off", "交互关闭")
        case .transparent: return t("alpha < 0.01", "alpha < 0.01")
        case .disabled: return t("disabled", "已禁用")
        case .passedThrough: return t("passes through", "穿透")
        }
    }

    public var asking: String { t("asking…", "询问中…") }
    /// The heading of the window's why-not box: a click while a view is selected.
    public func whyNot(_ target: String, at p: Point, reached: Bool) -> String {
        reached
            ? t("A tap at \(p) reaches \(target)", "点在 \(p) 能到达 \(target)")
            : t("Why not \(target)? A tap at \(p) does not reach it", "为什么点不到 \(target)？点在 \(p) 到达不了它")
    }
    public var chainHeading: String { t("Chain: ", "响应者链：") }
    public func step(_ n: Int, of count: Int) -> String { t("step \(n) of \(count)", "第 \(n) 步，共 \(count) 步") }
    public func earlierSteps(_ n: Int) -> String { t("… \(n) earlier step\(n == 1 ? "" : "s")", "… 前面还有 \(n) 步") }
    public var noRoom: String { t("Not enough room on the canvas for:", "画布上放不下的标注：") }
    public var views: String { t("Views", "视图") }
    /// A view a full-screen presentation took out of the window (R2).
    public func removedFromWindow(by presented: String) -> String {
        t("out of the window: \(presented) is full screen", "已移出窗口（全屏弹出了 \(presented)）")
    }
    /// What gave way in a panel too short for everything (a small window, a projector at 1024x768).
    public var treeLeftOut: String {
        t("(the view tree: no room here; a larger window shows it)", "（视图树：这里放不下，窗口大一些就能显示）")
    }
    public func legendLeftOut(_ n: Int) -> String {
        t("(\(n) more legend entr\(n == 1 ? "y" : "ies"): no room here)", "（图例还有 \(n) 项：这里放不下）")
    }
    public func andMore(_ n: Int) -> String { t("… and \(n) more", "… 还有 \(n) 个") }
    public func notListed(_ n: Int) -> String {
        t(
            n == 1
                ? "(1 view the click did not visit is not listed)"
                : "(\(n) views the click did not visit are not listed)", "（这次点击没有访问的 \(n) 个视图未列出）")
    }
    public var handlesTouches: String { t("✓ handles touches", "✓ 处理触摸") }
    public var touchesCancelled: String { t("✗ touches cancelled", "✗ 触摸被取消") }
    public var dropped: String { t("dropped", "被丢弃") }
    /// A finger no view got (T4, T5, G7), tagged on the view it hit.
    public func fingerRefused(_ finger: Int, rule: Rule) -> String {
        t("✗ finger \(finger): no view gets it (\(rule.rawValue))", "✗ 第 \(finger) 根手指：不交给任何视图（\(rule.rawValue)）")
    }
    /// A view whose recognizer holds the touch's began back from the views (G2, G5).
    public func holdsBegan(scrollView: Bool) -> String {
        let ms = formatNumber(ScrollSettings.contentTouchDelay * 1000)
        return scrollView
            ? t("‖ holds began ~\(ms) ms (delaysContentTouches)", "‖ 扣住 began 约 \(ms) 毫秒（delaysContentTouches）")
            : t("‖ holds began (delaysTouchesBegan)", "‖ 扣住 began（delaysTouchesBegan）")
    }

    public func gesture(_ name: String, _ state: GestureState) -> String {
        let mark = state == .failed ? "✗" : "✓"
        let word: String
        switch state {
        case .possible: word = t("possible", "可能")
        case .began: word = t("began", "开始（began）")
        case .changed: word = t("changed", "持续变化（changed）")
        case .recognized: word = t("recognized", "识别成功")
        case .failed: word = t("failed", "识别失败")
        }
        return "\(mark) \(name) \(word)"
    }

    /// A custom hit area's tag: "hit area: circle, +15".
    public func hitArea(_ view: View) -> String? {
        var parts: [String] = []
        switch view.hitArea {
        case .rect: break
        case .circle: parts.append(t("circle", "圆形"))
        case .ellipse: parts.append(t("ellipse", "椭圆"))
        case .roundedRect: parts.append(t("rounded", "圆角"))
        case .subviewsOnly: parts.append(t("subviews only", "仅子视图"))
        }
        let e = view.hitInsets
        if !e.isZero {
            parts.append(
                e.top == e.left && e.left == e.bottom && e.bottom == e.right
                    ? (e.top > 0 ? "+" : "") + formatNumber(e.top) : "insets")
        }
        switch view.outsideBounds {
        case .on: parts.append(t("hits outside bounds", "超出 bounds 也响应"))
        case .naive: parts.append(t("naive outside-bounds fix", "朴素的超出范围修复"))
        case .off: break
        }
        if view.passThrough { parts.append(t("pass-through", "穿透")) }
        return parts.isEmpty ? nil : t("hit area: ", "点击区域：") + language.list(parts)
    }

    public var keysTitle: String { t("Keys (h or ? to close)", "按键（按 h 或 ? 关闭）") }
    public var galleryTitle: String {
        t("Hitlab: pick a scene (arrows, Enter or click; h for keys)", "Hitlab：选择一个场景（方向键、回车或点击；h 查看按键）")
    }
}
