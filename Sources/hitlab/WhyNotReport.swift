import HitlabCore
import HitlabScene
import HitlabWords

/// The words and JSON that `why`, `under` and `audit` print: one home for each format.
enum WhyNotReport {
    /// `text` with spaces after it up to `width` characters (a column of a table).
    static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// The view's own text, or a control's first text inside it (a button's title label), shortened.
    static func caption(of view: View, in language: Language = .en) -> String? {
        // The text as the scene writes it in this language (a class reads 发送, not Send).
        func text(_ v: View) -> String? {
            v.appearance.localized(language).text.flatMap { $0.text.isEmpty ? nil : $0.text }
        }
        var found = text(view)
        if found == nil, view.kind.isControl {
            view.forEachInTree { v, _ in
                if found == nil, let t = text(v) { found = t }
            }
        }
        guard let text = found else { return nil }
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    static func frame(_ r: Rect) -> JSONValue {
        .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)])
    }

    /// A share (0...1) for the JSON, to a thousandth.
    static func share(_ x: Double) -> JSONValue { .number((x * 1000).rounded() / 1000) }

    static func name(_ v: View?) -> JSONValue { v.map { .string($0.name) } ?? .null }

    /// A blocker for the JSON: its kind, the view causing it, the rule, the sentence and the fix.
    static func json(_ b: Blocker, target: View, language: Language, share: Double? = nil) -> JSONValue {
        var fields: [(String, JSONValue)] = [("kind", .string(b.kind.rawValue)), ("view", name(b.view))]
        if let front = b.inFront { fields.append(("in", .string(front.name))) }
        fields.append(("rule", .string(b.rule.rawValue)))
        if let share { fields.append(("share", Self.share(share))) }
        if let p = b.pattern { fields.append(("pattern", .string(p.rawValue))) }
        if let r = b.reachesAlongChain { fields.append(("reachesAlongChain", .bool(r))) }
        if let r = b.recognizer { fields.append(("recognizer", .string(r.name))) }
        if let e = b.effect { fields.append(("effect", .string(e.rawValue))) }
        fields.append(("blocks", .bool(b.blocks)))
        fields.append(("text", .string(b.sentence(target: target, in: language))))
        fields.append(("fix", b.fix(target: target, in: language).map(JSONValue.string) ?? .null))
        return .object(fields)
    }

    /// "[H3] — a transparent full-screen view in front" after a blocker's kind; in Chinese the
    /// pattern in brackets, "[H3]（前面有一个透明的全屏视图）", as a Chinese sentence sets it off.
    static func tag(_ b: Blocker, language: Language) -> String {
        "[\(b.rule.rawValue)]"
            + (b.pattern.map {
                let name = Blocker.patternName($0, in: language)
                return language.isChinese ? "（\(name)）" : " — " + name
            } ?? "")
    }

    /// ": " or "：", after a tag.
    static func colon(_ language: Language) -> String {
        language.say(": ")
    }

    /// Looks a view up by name or by a dump's address (`0x7ae71820`), or says what the scene
    /// has that is close to it. A suggestion never names a view at another address: only a
    /// name whose address digits are the same (a misspelt class) is offered.
    static func view(named name: String, in loaded: LoadedScene, path: String, language: Language) -> View? {
        if let v = loaded.scene.view(reference: name) { return v }
        let atAddress = loaded.scene.views(atAddress: name)
        if atAddress.count > 1 {
            Console.error(
                "\(path): error: "
                    + language.say(
                        """
                        the address \(name) matches \(atAddress.count) views: \(WordList(atAddress.map(\.name))); \
                        give the name
                        """))
            return nil
        }
        var names: [String] = []
        let digits = Scene.addressDigits(name) ?? Scene.nameDigits(name)
        loaded.scene.forEachView { v, _ in
            // The same address digits, or none asked for: never a view at another address.
            if digits == nil || Scene.nameDigits(v.name) == digits || Scene.nameDigits(v.name) == nil {
                names.append(v.name)
            }
        }
        let close = Scene.addressDigits(name) == nil ? nearestKey(to: name, in: names) : nil
        Console.error(
            "\(path): error: " + language.say("no view named '\(name)'")
                + (close.map { language.say("; did you mean '\($0)'?") } ?? ""))
        return nil
    }
}
