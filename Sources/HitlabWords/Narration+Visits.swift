import HitlabCore

/// A `hitTest` call told: its verdict and why (H1-H6, C1-C6), and the words for a view's
/// hit area.
extension Narrator {
    func visit(_ v: Visit) -> NarrationLine {
        let name = v.view.name, p = v.point
        let subs = v.view.subviews.count
        switch v.verdict {
        case .hidden:
            return line(
                t(
                    "\(name) at \(p): hidden, so hitTest returns nil and its subviews are never visited.",
                    "\(name)（触摸点在它的坐标系中为 \(p)）：它是隐藏的（hidden），hitTest 返回 nil，它的子视图都不会被访问。"), hiddenRules(v.view), v.depth
            )
        case .notInteractive:
            let why =
                v.view.kind.interactiveByDefault
                ? "" : t(" (\(v.view.kind.rawValue)s start that way)", "（\(v.view.kind.rawValue) 默认就是这样）")
            return line(
                t(
                    "\(name) at \(p): user interaction is off\(why), so it and its subviews are skipped.",
                    "\(name)（触摸点在它的坐标系中为 \(p)）：用户交互（userInteractionEnabled）关闭了\(why)，它和它的子视图都被跳过。"),
                v.view.kind.interactiveByDefault ? [.h1] : [.h1, .h5], v.depth)
        case .transparent:
            let a = v.view.alpha
            // 0.01 (or a hair above) is below 0.01 once stored as a 32-bit float.
            let stored =
                a >= View.minimumHittableAlpha
                ? t(", stored as \(v.view.storedAlpha) (a 32-bit float)", "，但以 32 位浮点数存储后实际是 \(v.view.storedAlpha)")
                : ""
            return line(
                t(
                    """
                    \(name) at \(p): alpha is \(formatNumber(a))\(stored), less than 0.01, so it and its subviews \
                    are skipped.
                    """,
                    "\(name)（触摸点在它的坐标系中为 \(p)）：透明度（alpha）设为 \(formatNumber(a))\(stored)，小于 0.01，所以它和它的子视图都被跳过。"),
                [v.verdict.rule], v.depth)
        case .disabled:
            return line(
                t(
                    "\(name) at \(p): a disabled control, so it and its subviews are skipped.",
                    "\(name)（触摸点在它的坐标系中为 \(p)）：控件被禁用（enabled = NO），它和它的子视图都被跳过。"), [v.verdict.rule], v.depth)
        case .outside:
            return line(
                t(
                    "\(name) at \(p): outside its \(areaName(v.view)), so it returns nil without asking its subviews.",
                    "\(name)（触摸点在它的坐标系中为 \(p)）：点不在它的\(areaName(v.view))内，所以不问子视图，直接返回 nil。"),
                [v.verdict.rule] + areaRules(v.view), v.depth)
        case .entered:
            if let bypassed = v.bypassed {
                if bypassed == .outside {
                    return line(
                        t(
                            """
                            \(name) at \(p): outside its \(areaName(v.view)), but hitOutsideBounds asks its \
                            subviews anyway, and one of them answered.
                            """,
                            "\(name)（触摸点在它的坐标系中为 \(p)）：点不在它的\(areaName(v.view))内，但 hitOutsideBounds 仍然询问子视图，其中一个接下了。"),
                        [.c4], v.depth)
                }
                return line(
                    t(
                        """
                        \(name) at \(p): \(bypassed.rawValue), yet the naive outside-bounds fix asks its subviews \
                        anyway, and one answered: the hidden-parent trap.
                        """,
                        "\(name)（触摸点在它的坐标系中为 \(p)）：\(verdictWord(bypassed))，可是那个朴素的“超出范围”修复仍然询问子视图，其中一个接下了：这就是隐藏父视图的陷阱。"
                    ), [.c4, .h6], v.depth)
            }
            return line(
                t(
                    """
                    \(name) at \(p): inside its \(areaName(v.view)); it asks its \(subs) \
                    subview\(subs == 1 ? "" : "s") from the front, and one answered.
                    """,
                    "\(name)（触摸点在它的坐标系中为 \(p)）：点在它的\(areaName(v.view))内；它逆序遍历 \(subs) 个子视图，其中一个返回了视图。"),
                [.h2, v.verdict.rule] + areaRules(v.view), v.depth)
        case .passedThrough:
            return line(
                t(
                    """
                    \(name) at \(p): inside, but none of its subviews took it and it passes touches through, so \
                    it returns nil and the search goes on behind it.
                    """,
                    "\(name)（触摸点在它的坐标系中为 \(p)）：点在它内部，但没有子视图接下，而它让触摸穿透，所以返回 nil，命中测试接着询问排在它后面的视图。"), [v.verdict.rule],
                v.depth)
        case .hit:
            let none =
                subs == 0
                ? t("it has no subviews", "它没有子视图")
                : t("none of its \(subs) subview\(subs == 1 ? "" : "s") took it", "它的 \(subs) 个子视图都没有接下")
            return line(
                t(
                    "\(name) at \(p): inside its \(areaName(v.view)) and \(none), so it returns itself.",
                    "\(name)（触摸点在它的坐标系中为 \(p)）：点在它的\(areaName(v.view))内，而且\(none)，所以它返回自己。"),
                [v.verdict.rule] + areaRules(v.view), v.depth)
        }
    }

    func hiddenRules(_ view: View) -> [Rule] { view.subviews.isEmpty ? [.h1] : [.h1, .h6] }

    // MARK: Helpers

    /// A verdict in a few words of the narration's language.
    func verdictWord(_ v: Verdict) -> String {
        switch v {
        case .hidden: return t("hidden", "隐藏")
        case .notInteractive: return t("user interaction off", "用户交互关闭")
        case .transparent: return t("transparent", "透明")
        case .disabled: return t("disabled", "被禁用")
        case .outside: return t("outside", "不在范围内")
        case .entered: return t("entered", "进入")
        case .passedThrough: return t("passed through", "穿透")
        case .hit: return t("hit", "命中")
        }
    }

    func areaName(_ view: View) -> String {
        var name: String
        switch view.hitArea {
        case .rect: name = t("bounds", " bounds ")
        case .circle: name = t("circular hit area", "圆形点击区域")
        case .ellipse: name = t("elliptical hit area", "椭圆点击区域")
        case .roundedRect: name = t("rounded hit area", "圆角点击区域")
        case .subviewsOnly: name = t("subviews' frames (its own hit area)", "子视图的 frame（它自己的点击区域）")
        }
        let e = view.hitInsets
        if !e.isZero {
            // "bounds（向外扩大 15 pt）内": no space before the full-width bracket.
            if language.isChinese && name.hasSuffix(" ") { name.removeLast() }
            if e.top == e.left && e.left == e.bottom && e.bottom == e.right {
                name +=
                    e.top > 0
                    ? t(" grown by \(formatNumber(e.top))", "（向外扩大 \(formatNumber(e.top)) pt）")
                    : t(" shrunk by \(formatNumber(-e.top))", "（向内缩小 \(formatNumber(-e.top)) pt）")
            } else {
                name += t(" adjusted by insets", "（按 insets 调整）")
            }
        }
        return name
    }

    func areaRules(_ view: View) -> [Rule] {
        var rules: [Rule] = []
        switch view.hitArea {
        case .circle: rules.append(.c1)
        case .subviewsOnly: rules.append(.c3)
        default: break
        }
        if !view.hitInsets.isZero { rules.append(.c2) }
        return rules
    }
}
