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
                return long
                    ? language.say("\(taps) clicks at \(p), held \(formatNumber(hold)) s each")
                    : language.say("\(taps) clicks at \(p)")
            }
            if long {
                return language.say("Press \(formatNumber(hold)) s at \(p)")
            }
            // A press held longer than a click but short of a long press still says its hold.
            return hold > Self.clickHold
                ? language.say("Click at \(p), held \(formatNumber(hold)) s")
                : language.say("Click at \(p)")
        case .drag(let a, let b, let through, let hold, let duration):
            let via = Waypoints(points: through)
            let h = formatNumber(hold)
            let path =
                switch (hold > 0, through.isEmpty) {
                case (false, true): language.say("Drag \(a) → \(b)")
                case (false, false): language.say("Drag \(a) → \(via) → \(b)")
                case (true, true): language.say("Hold \(h) s at \(a), then drag → \(b)")
                case (true, false): language.say("Hold \(h) s at \(a), then drag → \(via) → \(b)")
                }
            return duration == Self.dragDuration ? path : path + language.say(" in \(formatNumber(duration)) s")
        case .fingers(let paths):
            if paths.count == 1, let f = paths.first {
                return f.to.map { language.say("One finger, \(f.from) → \($0)") }
                    ?? language.say("One finger at \(f.from)")
            }
            let each = paths.enumerated().map { i, f in
                f.to.map { language.say("\(i + 1) from \(f.from) → \($0)") } ?? language.say("\(i + 1) at \(f.from)")
            }
            return language.say("\(paths.count) fingers: \(ClauseList(each))")
        }
    }
}

/// The points a drag passes on its way: "a → b" in English, "a、b" in Chinese.
private struct Waypoints: LocalizedWord {
    let points: [Point]
    func text(in language: Language) -> String {
        points.map(\.description).joined(separator: language == .en ? " → " : "、")
    }
}

extension Interaction {
    /// The interaction as a sentence names it, in the sentence's language.
    public var word: some LocalizedWord { SummaryWord(interaction: self) }
}

private struct SummaryWord: LocalizedWord {
    let interaction: Interaction
    func text(in language: Language) -> String { interaction.summary(in: language) }
}
