import HitlabCore

extension Interaction {
    /// The interaction in a few words, as every output names it: "Click at (240, 160)",
    /// "2 clicks at ...", "Press 0.8 s at ...", "Drag (10, 10) → (90, 10)".
    public var summary: String { summary(in: .en) }

    /// The same, in the given language: "在 (240, 160) 点击", "从 (10, 10) 拖到 (90, 10)".
    public func summary(in language: Language) -> String {
        switch self {
        case .click(let p, let taps, let hold):
            let long = hold >= GestureRecognizer.longPressDuration
            if taps > 1 {
                return language.pick(
                    "\(taps) clicks at \(p)" + (long ? ", held \(formatNumber(hold)) s each" : ""),
                    "在 \(p) 连点 \(taps) 次" + (long ? "，每次按住 \(formatNumber(hold)) 秒" : ""))
            }
            if long {
                return language.pick("Press \(formatNumber(hold)) s at \(p)", "在 \(p) 按住 \(formatNumber(hold)) 秒")
            }
            // A press held longer than a click but short of a long press still says its hold.
            return hold > Self.clickHold
                ? language.pick("Click at \(p), held \(formatNumber(hold)) s", "在 \(p) 按住 \(formatNumber(hold)) 秒后松开")
                : language.pick("Click at \(p)", "在 \(p) 点击")
        case .drag(let a, let b, let through, let hold, let duration):
            let via = through.map(\.description)
            var en = "Drag " + ([a.description] + via + [b.description]).joined(separator: " → ")
            var zh = "从 \(a) " + (via.isEmpty ? "" : "经过 " + via.joined(separator: "、") + " ") + "拖到 \(b)"
            if hold > 0 {
                en =
                    "Hold \(formatNumber(hold)) s at \(a), then drag → "
                    + (via + [b.description]).joined(separator: " → ")
                zh =
                    "在 \(a) 按住 \(formatNumber(hold)) 秒，再"
                    + (via.isEmpty ? "" : "经过 " + via.joined(separator: "、") + " ") + "拖到 \(b)"
            }
            if duration != Self.dragDuration {
                en += " in \(formatNumber(duration)) s"
                zh += "（用时 \(formatNumber(duration)) 秒）"
            }
            return language.pick(en, zh)
        case .fingers(let paths):
            let each = paths.enumerated().map { i, f in
                language.pick("\(i + 1) at \(f.from)", "第 \(i + 1) 根在 \(f.from)")
                    + (f.to.map { language.pick(" → \($0)", " 拖到 \($0)") } ?? "")
            }
            return language.pick(
                "\(paths.count) fingers: " + each.joined(separator: "; "),
                "\(paths.count) 根手指：" + each.joined(separator: "；"))
        }
    }
}
