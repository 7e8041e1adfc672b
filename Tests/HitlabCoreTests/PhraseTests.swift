import HitlabCore
import HitlabWords
import XCTest

/// A sentence written once in English at its call site is said in each language from the
/// catalog, with its values where that language puts them.
final class PhraseTests: XCTestCase {
    func testEnglishIsTheSentenceAsWrittenWithAPercentSignKept() {
        let share = 95
        XCTAssertEqual(Language.en.say("\(share)% of '\("ok")' is reachable"), "95% of 'ok' is reachable")
        XCTAssertEqual(Phrase("\(share)% of it").key, "%1%% of it")
    }

    func testChinesePutsTheValuesInItsOwnOrder() {
        // "%1 fails: %2 fingers are down on %3, ...": the Chinese names the view (%3) before the count (%2).
        let phrase = Phrase(
            """
            \("tap") fails: \(3) fingers are down on \("card"), and a \("pan") recognizes \(1) \
            (numberOfTouchesRequired = \(1)).
            """)
        let chinese = Language.zhHans.say(phrase)
        XCTAssertEqual(chinese, "tap 识别失败：card 上按着 3 根手指，而这个pan手势识别器要求恰好 1 根（numberOfTouchesRequired = 1）。")
        XCTAssertEqual(
            Language.zhHant.say(phrase), "tap 辨識失敗：card 上按著 3 根手指，而這個pan手勢辨識器要求恰好 1 根（numberOfTouchesRequired = 1）。")
    }

    func testWordsAreSaidInTheSentencesLanguage() {
        let phrase = Phrase("handled by \(WordList(["card", "row"]))")
        XCTAssertEqual(Language.en.say(phrase), "handled by card, row")
        XCTAssertEqual(Language.zhHans.say(phrase), "由 card、row 处理")
        let counted = Phrase("ignored \(Count(2, "property", "properties")) Hitlab does not model: \("a")\("")")
        XCTAssertEqual(Language.en.say(counted), "ignored 2 properties Hitlab does not model: a")
        XCTAssertEqual(Language.zhHans.say(counted), "忽略了 2 处 Hitlab 不模拟的属性：a")
    }

    func testAValueOnlyATranslationSaysIsSilentInEnglish() {
        let phrase = Phrase(
            """
            After the window comes \("scene"), its UIWindowScene (iOS 13 and later), then the \
            application.\(unsaid: "window")
            """)
        XCTAssertEqual(
            Language.en.say(phrase),
            "After the window comes scene, its UIWindowScene (iOS 13 and later), then the application.")
        XCTAssertEqual(
            Language.zhHans.say(phrase), "window 的下一个响应者是 scene，即窗口所在的 UIWindowScene（iOS 13 起），再往后是 UIApplication。")
    }

    func testASentenceMissingFromTheCatalogIsSaidInEnglishRatherThanLost() {
        XCTAssertEqual(Language.zhHans.say("no such sentence \(7)"), "no such sentence 7")
    }

    func testTheCatalogFormatReadsEscapesAndATrailingSpace() {
        let table = PhraseCatalog.entries("# a comment\nen: check %1:\\ \nzh: 检查 %1：\nen: a\\nb \\\\ c\nzh: 甲\\n乙\n")
        XCTAssertEqual(table["check %1: "], "检查 %1：")
        XCTAssertEqual(table["a\nb \\ c"], "甲\n乙")
    }
}
