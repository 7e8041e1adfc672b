import HitlabCore
import HitlabWords
import XCTest

/// The three languages: how a user asks for one, and Traditional Chinese as Taiwan writes it.
final class LanguageTests: XCTestCase {
    func testTraditionalChineseUsesTaiwansWords() {
        XCTAssertEqual(TraditionalChinese.convert("命中测试、响应者链、视图、子视图、手势识别器"), "命中測試、響應者鏈、視圖、子視圖、手勢辨識器")
        XCTAssertEqual(
            TraditionalChinese.convert("默认实现把它传给下一个响应者"), "預設實作把它傳給下一個響應者", "Taiwan's words, not characters one by one")
        XCTAssertEqual(TraditionalChinese.convert("触摸点在它的坐标系中为 (490, 260)"), "觸控點在它的座標系中為 (490, 260)")
    }

    func testATaiwaneseReadersWordsReplaceOpenCCs() {
        XCTAssertEqual(
            TraditionalChinese.convert("hitTest:withEvent: 返回 nil"), "hitTest:withEvent: 回傳 nil", "a return value is 回傳"
        )
        XCTAssertEqual(TraditionalChinese.convert("点击手势识别器识别失败"), "點按手勢辨識器辨識失敗")
        XCTAssertEqual(TraditionalChinese.convert("控件自己跟踪这次触摸"), "控制項自己追蹤這次觸控")
        XCTAssertEqual(TraditionalChinese.convert("场景“圆形按钮”"), "場景「圓形按鈕」", "Taiwan's quotation marks")
    }

    func testACharacterWithSeveralTraditionalFormsFollowsItsPhrase() {
        XCTAssertEqual(TraditionalChinese.convert("头发"), "頭髮")
        XCTAssertEqual(TraditionalChinese.convert("发送"), "送出")
        XCTAssertEqual(TraditionalChinese.convert("之后"), "之後")
        XCTAssertEqual(TraditionalChinese.convert("里面"), "裡面")
    }

    func testTextWithNothingToConvertIsKept() {
        for text in ["buyButton (40, 60) → cardVC", "hitTest:withEvent: nil", "", "響應者鏈：E → C"] {
            XCTAssertEqual(TraditionalChinese.convert(text), text)
        }
    }

    func testPickConvertsTheChineseSentenceForTraditional() {
        XCTAssertEqual(Language.en.pick("hit", "命中视图"), "hit")
        XCTAssertEqual(Language.zhHans.pick("hit", "命中视图"), "命中视图")
        XCTAssertEqual(Language.zhHant.pick("hit", "命中视图"), "命中視圖")
    }

    func testASceneTextFallsBackToTheSimplifiedOneConverted() {
        XCTAssertEqual(Language.zhHant.own([.en: "Buy", .zhHans: "购买"]), "購買")
        XCTAssertEqual(
            Language.zhHant.own([.en: "Buy", .zhHans: "购买", .zhHant: "買"]), "買", "a scene's own Traditional text wins")
        XCTAssertNil(Language.zhHans.own([.en: "Buy"]))
    }

    func testLanguageArgumentsAndLocales() {
        XCTAssertEqual(
            ["zh-Hant", "zh_TW", "zh-HK", "ZH-TW"].map(Language.init(argument:)), [.zhHant, .zhHant, .zhHant, .zhHant])
        XCTAssertEqual(["zh-Hans", "zh", "zh_CN", "en"].map(Language.init(argument:)), [.zhHans, .zhHans, .zhHans, .en])
        XCTAssertNil(Language(argument: "fr"))
        XCTAssertEqual(Language.fromEnvironment(["LANG": "zh_TW.UTF-8"]), .zhHant)
        XCTAssertEqual(Language.fromEnvironment(["LANG": "zh_CN.UTF-8"]), .zhHans)
        XCTAssertEqual(
            Language.fromEnvironment(["LC_ALL": "zh_HK.UTF-8", "LANG": "en_US.UTF-8"]), .zhHant, "LC_ALL first")
        XCTAssertEqual(Language.fromEnvironment(["LANG": "de_DE.UTF-8"]), .en)
        XCTAssertEqual(Language.en.next, .zhHans)
        XCTAssertEqual(Language.zhHant.next, .en, "the window's l key cycles all three")
    }
}
