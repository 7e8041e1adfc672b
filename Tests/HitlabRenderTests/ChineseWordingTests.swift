import Foundation
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabWords
import XCTest

/// Chinese a teacher projects unchanged: every text of every bundled scene's stories, in
/// Simplified and in Traditional Chinese, is free of the phrasing a native reader marked as
/// translated, colloquial or wrong, and the Traditional text is all Traditional.
final class ChineseWordingTests: XCTestCase {
    /// Patterns a Chinese iOS teacher would correct, with why (written in Simplified; each is
    /// also looked for in its Traditional form).
    static let forbidden: [(pattern: String, why: String)] = [
        (#"从前往后"#, "subviews are asked from the last (逆序遍历), never front to back from index 0"),
        (#"\d\s*点(?![击按下])"#, "a unit of points is pt (点 is the touch point)"),
        (#" [，。：；！？、（）“”]"#, "a space before full-width punctuation"),
        (#"\p{Han}[A-Za-z0-9]|[A-Za-z0-9]\p{Han}"#, "Han and Latin or digits without a space between"),
        (#"(?i)\b(tap|double ?tap|pan|long ?press|swipe|pinch|rotation)\s*手势"#, "a gesture kind left in English"),
        (#"上的 ?(tap|pan|swipe|pinch|rotation|long press)\b"#, "a gesture kind left in English"),
        (
            #"在 \(-?[\d.]+, -?[\d.]+\)："#,
            "'view 在 (x, y)' reads as the view's position, not the touch point in its coordinates"
        ),
        (#"找到了它"#, "unclear pronouns: say what hitTest returned"),
        (#"从最前面的开始询问"#, "say 逆序遍历子视图"),
        (#"跟踪并留下"#, "a control tracks its touch (跟踪这次触摸)"),
        (#"的动作 \S+ 的 target"#, "a chain of 的 for an action"),
        (#"问过"#, "colloquial: 依次询问了"),
        (#"往下传"#, "the chain goes up, not down"),
        (#"什么也不会发生"#, "a dropped touch is 被丢弃"),
        (#"种子"#, "a project word students should not see"),
        (#"\d(\.\d+)?x\b"#, "a speed or zoom is written 倍"),
        (#"被禁用的视图"#, "only controls are disabled (控件)"),
        (#"withEvent: 为 (false|true)"#, "a method returns NO/YES (返回 NO)")
    ]

    /// Every Chinese text of the bundled scenes' stories in one language: each check's
    /// sentences, summary and heading, and the scenes' titles, summaries and notes; with where
    /// each comes from.
    private func texts(_ language: Language) throws -> [(String, String)] {
        var out: [(String, String)] = []
        for (name, scene) in try bundled() {
            out += [
                (name + " title", scene.title(in: language)), (name + " summary", scene.summary(in: language) ?? "")
            ]
            out += scene.checks.compactMap { $0.note(in: language) }.map { (name + " note", $0) }
            for interaction in scene.checks.compactMap(\.interaction) {
                let trace = scene.run(interaction)
                let what = "\(name) \(interaction.summary)"
                out += Narrator(scene: scene, language: language).lines(for: trace).map { (what, $0.text) }
                out.append((what + " summary", summary(trace, language: language)))
                out.append((what + " heading", interaction.summary(in: language)))
            }
        }
        out += Rule.allCases.map { ("rule \($0.rawValue)", $0.summary(in: language)) }
        let words = Words(language)
        out += Verdict.allCases.map { ("verdict", words.verdict($0)) }
        return out.filter { !$0.1.isEmpty }
    }

    private func regex(_ pattern: String) throws -> NSRegularExpression { try NSRegularExpression(pattern: pattern) }

    private func matches(_ re: NSRegularExpression, _ s: String) -> String? {
        re.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)).flatMap { Range($0.range, in: s) }.map {
            String(s[$0])
        }
    }

    func testNoBundledStoryUsesAPhraseATeacherMarked() throws {
        for language in [Language.zhHans, .zhHant] {
            let all = try texts(language)
            XCTAssertGreaterThan(all.count, 1000, "\(language): the bundled scenes' stories are read")
            for (pattern, why) in Self.forbidden {
                let re = try regex(language == .zhHant ? TraditionalChinese.convert(pattern) : pattern)
                let found = all.compactMap { where_, text in matches(re, text).map { "\(where_): “\($0)” in \(text)" } }
                XCTAssertEqual(
                    found.count, 0,
                    "\(language.rawValue): \(why) (\(pattern)), \(found.count) times:\n"
                        + found.prefix(5).joined(separator: "\n"))
            }
        }
    }

    func testTheForbiddenPatternsCatchWhatTheReaderQuoted() throws {
        let quoted = [
            "window 在 (510, 280)：点在它的 bounds 内", "C 返回 E：它的一个子视图找到了它。", "否则从前往后询问子视图",
            "控件自己跟踪并留下它的触摸", "roundButton 的动作 buttonTapped 的 target 是 nil", "问过", "把它往下传",
            "什么也不会发生", "15 点", "第一响应者 searchField开始", "E （A3）", "0.5x", "card 上的 tap 手势识别器",
            "种子文章", "被禁用的视图", "pointInside:withEvent: 为 false"
        ]
        let patterns = try Self.forbidden.map { try regex($0.pattern) }
        for phrase in quoted {
            XCTAssertTrue(patterns.contains { matches($0, phrase) != nil }, "no pattern catches “\(phrase)”")
            let traditional = TraditionalChinese.convert(phrase)
            let converted = try Self.forbidden.map { try regex(TraditionalChinese.convert($0.pattern)) }
            XCTAssertTrue(converted.contains { matches($0, traditional) != nil }, "no pattern catches “\(traditional)”")
        }
    }

    func testTraditionalStoriesAreAllTraditional() throws {
        let hans = try texts(.zhHans), hant = try texts(.zhHant)
        XCTAssertEqual(hans.count, hant.count, "the same texts in both scripts")
        var left: [String] = []
        for ((what, simplified), (_, traditional)) in zip(hans, hant) {
            let simplifiedOnly = traditional.filter { TraditionalChinese.convert(String($0)) != String($0) }
            if !simplifiedOnly.isEmpty {
                left.append("\(what): \(simplifiedOnly) in \(traditional) (from \(simplified))")
            }
        }
        XCTAssertEqual(left.count, 0, "Simplified left in Traditional text:\n" + left.prefix(5).joined(separator: "\n"))
    }

    /// Words a Taiwanese reader marks as Mainland usage (the third review's table), with
    /// Taiwan's word: none may appear in any Traditional text Hitlab shows.
    static let mainland: [(pattern: String, taiwan: String)] = [
        ("未透過|不透過", "未通過 (透過 is 'see through')"), ("訪問", "詢問 or 走訪 (訪問 is an interview)"),
        ("自帶", "內建"), ("單元格", "儲存格"), ("全屏", "全螢幕"), ("響應(?!者|鏈)", "回應"), ("幻燈片", "投影片"),
        ("幀", "影格"), ("轉儲", "傾印, or dump"), ("程序數", "行程數"), ("幫助資訊|幫助：", "說明"),
        ("退出狀態", "結束狀態"), ("當前", "目前"), ("修復：", "修正："), ("資訊流", "動態消息"), ("贊", "讚"),
        ("畫素", "像素"), ("默認", "預設"), ("(?<!使)用時", "耗時"), ("算作", "視為"), ("並行", "平行"), ("錄製", "建立"), ("信息", "訊息 or 資訊"),
        ("軟件", "軟體"), ("屏幕", "螢幕")
    ]

    func testNoTraditionalTextUsesAMainlandWord() throws {
        var all = try texts(.zhHant)
        // Every sentence of the code (help, errors, the window, check's lines), as Traditional shows it.
        let catalog = try String(
            contentsOf: RenderTests.scenes.deletingLastPathComponent().appendingPathComponent(
                "Sources/HitlabWords/Catalog/zh-Hans.phrases"), encoding: .utf8)
        all += PhraseCatalog.entries(catalog).map {
            ("phrase “\($0.key.prefix(40))”", TraditionalChinese.convert($0.value))
        }
        // And the sentences written by hand in Traditional.
        let written = try String(
            contentsOf: RenderTests.scenes.deletingLastPathComponent().appendingPathComponent(
                "Sources/HitlabWords/Catalog/zh-Hant.phrases"), encoding: .utf8)
        all += PhraseCatalog.entries(written).map { ("Traditional “\($0.key.prefix(40))”", $0.value) }
        // The views' own texts, and the lessons' questions and answers.
        for (name, scene) in try bundled() {
            scene.forEachView { view, _ in
                all.append((name + " " + view.name, view.appearance.localized(.zhHant).text?.text ?? ""))
            }
        }
        let lessons = RenderTests.scenes.appendingPathComponent("lessons")
        for file in try FileManager.default.contentsOfDirectory(atPath: lessons.path) where file.hasSuffix(".yaml") {
            let text = try String(contentsOf: lessons.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("zh-Hans:") {
                all.append((file, TraditionalChinese.convert(String(line))))
            }
        }
        XCTAssertGreaterThan(all.count, 3000)
        var found: [String] = []
        for (pattern, taiwan) in Self.mainland {
            let re = try regex(pattern)
            for (where_, text) in all {
                if let m = matches(re, text) {
                    found.append("\(where_): “\(m)” (Taiwan: \(taiwan)) in \(text.prefix(80))")
                }
            }
        }
        XCTAssertEqual(found.count, 0, "\(found.count) Mainland words:\n" + found.prefix(40).joined(separator: "\n"))
    }

    func testTheMainlandWordsCatchWhatTheTaiwaneseReaderQuoted() throws {
        let quoted = [
            "截圖未透過", "它的子視圖都不會被訪問", "自帶的拖曳手勢辨識器", "表格單元格", "全屏呈現", "預設不響應", "幻燈片", "PNG 幀",
            "轉儲", "同時執行的程序數", "顯示幫助資訊", "退出狀態", "用當前的渲染結果", "修復：", "資訊流", "「贊」按鈕", "畫素"
        ]
        let patterns = try Self.mainland.map { try regex($0.pattern) }
        for phrase in quoted {
            XCTAssertTrue(patterns.contains { matches($0, phrase) != nil }, "“\(phrase)” is not caught")
        }
        for fine in ["響應者鏈", "第一響應者", "透過播放器顯示出來"] {
            XCTAssertFalse(patterns.contains { matches($0, fine) != nil }, "“\(fine)” is Taiwan usage")
        }
    }
}
