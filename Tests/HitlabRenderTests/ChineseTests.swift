import Foundation
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabStory
import HitlabWords
import XCTest

/// Chinese on screen: every sentence kind exists in both languages, none comes out in the
/// wrong one, and every glyph of every Chinese sentence is in Hitlab's fonts (no boxes).
final class ChineseTests: XCTestCase {
    private func hasHan(_ s: String) -> Bool { s.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }

    /// Every check's interaction of every bundled scene, told in both languages.
    private func stories() throws -> [(String, [NarrationLine], [NarrationLine], String, String)] {
        var out: [(String, [NarrationLine], [NarrationLine], String, String)] = []
        for (name, scene) in try bundled() {
            for interaction in scene.checks.compactMap(\.interaction) {
                let trace = scene.run(interaction)
                out.append(
                    (
                        "\(name) \(interaction.summary)", Narrator(scene: scene, language: .en).lines(for: trace),
                        Narrator(scene: scene, language: .zhHans).lines(for: trace),
                        summary(trace, language: .en), summary(trace, language: .zhHans)
                    ))
            }
        }
        return out
    }

    func testEverySentenceIsToldInBothLanguagesAndNoneInTheWrongOne() throws {
        var kinds = Set<String>()
        for (what, en, zh, enSummary, zhSummary) in try stories() {
            XCTAssertEqual(en.count, zh.count, "\(what): the same sentences in both languages")
            for (e, z) in zip(en, zh) {
                XCTAssertEqual(e.rules, z.rules, "\(what): the same rules behind '\(e.text)'")
                XCTAssertFalse(hasHan(e.text), "\(what): English sentence with Chinese in it: \(e.text)")
                XCTAssertTrue(hasHan(z.text), "\(what): a sentence left in English: \(z.text)")
                kinds.insert(e.rules.map(\.rawValue).joined(separator: ","))
            }
            XCTAssertFalse(hasHan(enSummary))
            XCTAssertTrue(zhSummary.hasPrefix("总结："), zhSummary)
        }
        print("sentences checked in both languages: \(kinds.count) kinds of sentence by their rules")
        XCTAssertGreaterThan(kinds.count, 25, "the bundled checks reach most kinds of sentence")
    }

    func testEveryChineseGlyphIsInHitlabsFonts() throws {
        let text = try Renderer().text
        var strings: [String] = []
        for (_, scene) in try bundled() {
            strings += [scene.title(in: .zhHans), scene.summary(in: .zhHans) ?? ""]
            strings += scene.checks.compactMap { $0.note(in: .zhHans) }
        }
        for (_, _, zh, _, summary) in try stories() {
            strings += zh.map(\.text) + [summary]
            // Traditional Chinese (zh-Hant) draws with the same bundled font: every converted glyph too.
            strings += zh.map { TraditionalChinese.convert($0.text) } + [TraditionalChinese.convert(summary)]
        }
        for (_, scene) in try bundled() { strings += [scene.title(in: .zhHant), scene.summary(in: .zhHant) ?? ""] }
        let words = Words(.zhHans)
        strings +=
            Verdict.allCases.map { words.verdict($0) } + [
                words.verdict(.outside, of: View(name: "v", frame: Rect(x: 0, y: 0, width: 0, height: 0))),
                words.asking, words.chainHeading, words.step(3, of: 9), words.earlierSteps(2),
                words.noRoom, words.views, words.andMore(3), words.notListed(5), words.handlesTouches,
                words.touchesCancelled, words.dropped, words.keysTitle, words.galleryTitle
            ]
        var missing: [String: [Character]] = [:]
        for s in strings {
            let m = text.missingGlyphs(s) + text.missingGlyphs(s, weight: .bold)
            if !m.isEmpty { missing[s] = m }
        }
        XCTAssertEqual(missing.count, 0, "glyphs no font draws: \(missing.prefix(5))")
        XCTAssertEqual(text.missingGlyphs("命中测试 → hitTest:withEvent: ✓"), [])
        XCTAssertEqual(text.missingGlyphs("\u{1F9EA}"), ["\u{1F9EA}"], "the check can fail: an emoji no font has")
    }

    func testChineseTextIsDrawnWithTheChineseFontAndWraps() throws {
        let text = try Renderer().text
        let ink = Colour(r: 0, g: 0, b: 0)
        let one = try XCTUnwrap(text.image("响应者链", pixelSize: 20, colour: ink))
        XCTAssertGreaterThan(one.width, 60, "four Chinese characters at 20 px are drawn, not empty boxes of nothing")
        let long = String(repeating: "命中测试从最前面的子视图开始，", count: 6)
        let wrapped = try XCTUnwrap(text.image(long, pixelSize: 20, colour: ink, wrapWidth: 300))
        XCTAssertLessThanOrEqual(wrapped.width, 300, "Chinese without spaces still breaks into lines")
        XCTAssertGreaterThan(wrapped.height, 4 * 20)
    }

    func testAViewsTextIsDrawnInThePicturesLanguage() throws {
        let yaml =
            "size: [200, 100]\nwindow:\n  subviews:\n    - {name: buy, frame: [20, 20, 160, 60], background: white, text: {en: Buy, zh-Hans: 购买}}\n"
        let scene = try SceneLoader.load(text: yaml, path: "t.yaml").scene
        let buy = try XCTUnwrap(scene.view(named: "buy")).appearance
        XCTAssertEqual([buy.localized(.en).text?.text, buy.localized(.zhHans).text?.text], ["Buy", "购买"])
        let renderer = try Renderer()
        var zh = RenderOptions()
        zh.language = .zhHans
        let en = try renderer.render(scene, story: nil, options: RenderOptions())
        let chinese = try renderer.render(scene, story: nil, options: zh)
        let differs = (0..<en.height).contains { y in
            (0..<en.width).contains { x in en.pixel(x: x, y: y) != chinese.pixel(x: x, y: y) }
        }
        XCTAssertTrue(differs, "the caption changes with the language")
    }

    func testLinesBreakBetweenChineseWordsNeverInsideOne() throws {
        let text = try Renderer().text
        let sentence = "没有第一响应者，于是从发送者自己开始沿响应者链查找，依次询问了手势识别器"
        for width in stride(from: 60, through: 400, by: 7) {
            let lines = text.lines(sentence, pixelSize: 20, wrapWidth: width)
            XCTAssertEqual(lines.joined(), sentence, "nothing lost at \(width) px")
            for (a, b) in zip(lines, lines.dropFirst()) {
                for word in ["响应者", "第一", "查找", "询问"] {
                    for cut in 1..<word.count {
                        let head = String(word.prefix(cut)), tail = String(word.dropFirst(cut))
                        XCTAssertFalse(
                            a.hasSuffix(head) && b.hasPrefix(tail),
                            "\(word) split as \(head) / \(tail) at \(width) px: \(lines)")
                    }
                }
            }
        }
        let step = text.lines("第 30 步，共 30 步", pixelSize: 20, wrapWidth: 120)
        XCTAssertTrue(
            step.allSatisfy { !$0.hasSuffix("共") && !$0.hasPrefix("步") }, "a number stays with its Chinese: \(step)")
        for width in stride(from: 80, through: 300, by: 11) {
            let lines = text.lines("超出 bounds 70 pt 以上：不发送 action。", pixelSize: 20, wrapWidth: width)
            XCTAssertFalse(
                lines.contains { $0.hasSuffix("70") || $0.hasPrefix("pt") },
                "a number keeps its unit at \(width) px: \(lines)")
        }
    }

    func testEveryBundledSceneRendersInChineseAtProjectorSize() throws {
        let renderer = try Renderer()
        for (name, scene) in try bundled() {
            guard let interaction = scene.checks.compactMap(\.interaction).first else { continue }
            let story = Story(scene: scene, interaction: interaction, language: .zhHans)
            var options = RenderOptions(theme: .projector, frameSize: (1920, 1080))
            options.language = .zhHans
            let (image, plan) = try renderer.renderWithPlan(scene, story: story, options: options)
            XCTAssertEqual([image.width, image.height], [1920, 1080], name)
            let texts = try XCTUnwrap(plan.panel).texts
            XCTAssertEqual(texts.first, scene.title(in: .zhHans), "\(name): the title in Chinese")
            XCTAssertTrue(hasHan(texts.first ?? ""), "\(name) has a Chinese title")
            XCTAssertTrue(
                texts.contains { $0.hasPrefix("\(story.stepCount). ") && hasHan($0) },
                "\(name): the last sentence in Chinese")
        }
    }
}
