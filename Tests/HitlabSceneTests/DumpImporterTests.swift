import HitlabCore
import XCTest

@testable import HitlabScene

/// Reading UIKit's recursiveDescription: depth from the bars, names from class and address,
/// the properties Hitlab models, wrapped and cut-off lines, errors at their positions.
final class DumpImporterTests: XCTestCase {
    private func load(_ dump: String) throws -> (Scene, DumpImporter.Result) {
        var importer = DumpImporter(fileName: "app.txt")
        let result = try importer.importDump(dump)
        return (try SceneLoader.load(text: result.yaml, path: "app.yaml").scene, result)
    }

    let dump = """
        <UIWindow: 0x7fb1c6c0b0a0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600003b3e0a0>; layer = <UIWindowLayer: 0x6000035ec6c0>>
           | <UITransitionView: 0x7fb1c6d0a3b0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000035e9a40>>
           |    | <UIView: 0x7fb1c6d0b8d0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x6000035e9c20>>
           |    |    | <UIButton: 0x7fb1c6d0c1e0; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x6000035e9e80>>
           |    |    |    | <UIButtonLabel: 0x7fb1c6d0d0f0; frame = (30 12; 60 20); text = 'Sign in'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600001cd0b40>>
           |    |    | <MyApp.BadgeView: 0x7fb1c6d0e000; frame = (100 90; 30 30); hidden = YES; alpha = 0.5; layer = <CALayer: 0x6000035ea000>>
           |    |    | <UIScrollView: 0x7fb1c7008000; frame = (0 200; 390 600); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600003b30000>; layer = <CALayer: 0x6000035ea100>; contentOffset: {0, 150}; contentSize: {390, 2000}; adjustedContentInset: {0, 0, 34, 0}>
           |    |    |    | <UIImageView: 0x7fb1c7009000; frame = (0 0; 390 300); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x6000035ea200>>
           |    |    |    | <_UIScrollViewScrollIndicator: 0x7fb1c700a000; frame = (384 150; 3 600); alpha = 0; autoresize = LM; layer = <CALayer: 0x6000035ea300>>
           |    |    |    |    | <CALayer: 0x6000035ea400> (layer)
           |    |    | <UILabel: 0x7fb1c700b000; frame = (20 160; 200 20); transform = [1, 0, 0, 1, 0, 10]; text = 'Welcome; back'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600001cd0c00>>
        """

    func testDepthNamesKindsAndFlags() throws {
        let (scene, result) = try load(dump)
        XCTAssertEqual(result.views, 10)
        XCTAssertEqual(result.maximumDepth, 4)
        XCTAssertEqual(result.layers, 1, "the (layer) line is a layer of the scroll indicator")
        XCTAssertEqual(scene.size, Size(390, 844))
        XCTAssertEqual(scene.window.name, "UIWindow-b0a0")
        let button = try XCTUnwrap(scene.view(named: "UIButton-c1e0"))
        XCTAssertEqual(button.kind, .button)
        XCTAssertEqual(button.frame, Rect(x: 20, y: 100, width: 120, height: 44))
        XCTAssertEqual(button.superview?.name, "UIView-b8d0")
        let label = try XCTUnwrap(scene.view(named: "UIButtonLabel-d0f0"))
        XCTAssertEqual(label.kind, .label)
        XCTAssertFalse(label.isUserInteractionEnabled)
        XCTAssertEqual(label.appearance.text?.text, "Sign in")
        XCTAssertEqual(
            label.appearance.fontSize, 16, "no font is printed: one line (1.2 times the font) fits the 20-point label")
        let badge = try XCTUnwrap(scene.view(named: "BadgeView-e000"), "a Swift class loses its module")
        XCTAssertTrue(badge.isHidden)
        XCTAssertEqual(badge.alpha, 0.5)
        let scroll = try XCTUnwrap(scene.view(named: "UIScrollView-8000"))
        XCTAssertTrue(scroll.clipsToBounds)
        XCTAssertEqual(scroll.boundsOrigin, Point(0, 150), "contentOffset is the bounds origin")
        XCTAssertEqual(scroll.gestures.first?.kind, .pan, "a scroll view's recognizer is guessed to be a pan")
        XCTAssertEqual(
            try XCTUnwrap(scene.view(named: "UILabel-b000")).appearance.text?.text, "Welcome; back",
            "a ; inside quotes is text")
        XCTAssertEqual(
            try XCTUnwrap(scene.view(named: "UILabel-b000")).frame.minY, 150,
            "the translation is taken out of the printed frame")
        XCTAssertTrue(
            result.warnings.contains { $0.contains("ignored") && $0.contains("autoresize (3)") }, "\(result.warnings)")
        XCTAssertTrue(scene.summary?.text.contains("view controllers do not appear in a dump") == true)
        XCTAssertTrue(scene.summary?.text.contains("the font of 2 texts") == true, scene.summary?.text ?? "")
        // In Chinese too, as every scene's own text: no English left in a Chinese class's window.
        let chinese = scene.summary?(.zhHans) ?? ""
        XCTAssertTrue(chinese.hasPrefix("由 ") && chinese.contains("推测："), chinese)
        XCTAssertFalse(chinese.contains("Imported") || chinese.contains("Guessed"), chinese)
        XCTAssertEqual(DumpImporter.fontSize(lineHeight: 42.5), 17, "never above UIKit's default")
        XCTAssertEqual(DumpImporter.fontSize(lineHeight: 0), 6)
    }

    func testAClickOnTheImportedButtonReachesIt() throws {
        let (scene, _) = try load(dump)
        let trace = scene.run(.click(Point(40, 110)))
        XCTAssertEqual(trace.hit?.name, "UIButton-c1e0", "the label inside is not interactive (H5)")
        XCTAssertEqual(
            trace.chain.map(\.name).prefix(4),
            ["UIButton-c1e0", "UIView-b8d0", "UITransitionView-a3b0", "UIWindow-b0a0"])
        XCTAssertEqual(
            scene.run(.click(Point(110, 100))).hit?.name, "UIButton-c1e0",
            "the hidden badge over the button is never hit (H1)")
    }

    func testWrappedLinesAreJoinedAndCutLinesWarned() throws {
        let wrapped = """
            <UIWindow: 0x7f8e1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x6001>>
               | <UIView: 0x7f8e2; frame = (10 20; 30
            0 400); layer = <CALayer: 0x6002>>
               | <UIButton: 0x7f8e3; frame = (5 5; 50 50); opaque = NO; layer = <CALay
            """
        let (scene, result) = try load(wrapped)
        XCTAssertEqual(
            try XCTUnwrap(scene.view(named: "UIView-f8e2")).frame, Rect(x: 10, y: 20, width: 300, height: 400),
            "joined across the wrap")
        XCTAssertTrue(
            result.warnings.contains { $0.hasPrefix("app.txt:4:6: warning: this line is cut off") },
            "\(result.warnings)")
        XCTAssertEqual(scene.view(named: "UIButton-f8e3")?.frame.width, 50)
    }

    func testBadDumpsGetEveryErrorAtItsPosition() throws {
        let bad = """
            <UIButton: 0x
            <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
               |    |    | <UIView: 0x3; frame = (0 0; 10 10)>
            """
        var importer = DumpImporter(fileName: "bad.txt")
        XCTAssertThrowsError(try importer.importDump(bad)) { error in
            let lines = SceneLoadError.lines(for: error, path: "bad.txt")
            XCTAssertEqual(lines.count, 2, "\(lines)")
            XCTAssertTrue(
                lines[0].hasPrefix("bad.txt:1:11: error: expected the object's address (0x...) after 'UIButton:'"),
                lines[0])
            XCTAssertTrue(lines[1].contains("levels deeper than the view above it"), lines[1])
            XCTAssertTrue(lines[1].hasPrefix("bad.txt:3:"), lines[1])
        }
        XCTAssertTrue(DumpImporter.looksLikeDump("<UIWindow: 0x7f; frame = (0 0; 1 1)>"[...]))
        XCTAssertFalse(DumpImporter.looksLikeDump("size: [10, 10]\nwindow: {}"[...]))
    }

    func testValuesNoSceneCanHoldAreErrorsAtTheirLineInTheDump() throws {
        // Before, `hitlab import` refused these with positions in the YAML it had not written.
        let dump = """
            <UIWindow: 0x7fb1c6c0b0a0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6000035ec6c0>>
               | <UIView: 0x7fb1c6d0a3b0; frame = (0 1e9; 390 844); layer = <CALayer: 0x6000035e9a40>>
               | <UIView: 0x7fb1c6d0a4b0; frame = (0 0; 390 844); transform = [0, 0, 0, 0, 0, 0]; layer = <CALayer: 0x6000035e9a40>>
               | <UIScrollView: 0x7fb1c6d0a6b0; frame = (0 0; 390 844); layer = <CALayer: 0x6000035e9a40>; contentOffset: {0, 5e6}>
               |    | <UIView: 0x7fb1c6d0a7b0; frame = (0 0; 100 100); transform = [50, 0, 0, 50, 0, 0]; layer = <CALayer: 0x6000035e9a40>>
               |    |    | <UIView: 0x7fb1c6d0a8b0; frame = (0 0; 10 10); transform = [50, 0, 0, 50, 0, 0]; layer = <CALayer: 0x6000035e9a40>>
            """
        var importer = DumpImporter(fileName: "big.txt")
        XCTAssertThrowsError(try importer.importDump(dump)) { error in
            let lines = SceneLoadError.lines(for: error, path: "big.txt")
            XCTAssertEqual(
                lines.map { $0.prefix(while: { $0 != " " }) },
                ["big.txt:2:6:", "big.txt:3:6:", "big.txt:4:6:", "big.txt:6:16:"], "\(lines)")
            XCTAssertTrue(
                lines[0].contains(
                    "its frame: x and y must be from -100000 to 100000 and the width and height up to 100000, got [0, 1000000000, 390, 844]"
                ), lines[0])
            XCTAssertTrue(
                lines[1].contains("its transform scales by 0 x 0"),
                "a singular transform, not the frame worked out through it: \(lines[1])")
            XCTAssertTrue(lines[2].contains("its offset (0, 5000000)"), lines[2])
            XCTAssertTrue(lines[3].contains("multiply to 2500"), lines[3])
        }
    }

    func testOddDumpsTheFuzzerFoundImportAndTellTheSameStory() throws {
        // Found by the dump fuzzer: a cut-and-pasted address gave the name `VC-to"0`, which the
        // loader refuses, so `hitlab import` failed where `trace` worked.
        let dump = """
            <UIWindow: 0x1e04ffe0; frame = (0 0; 320 480); layer = <CALayer: 0x1e0500a0>>
               | 'MFMailComposeRemoteViewController:0x1e05523"to"0' <UIView: 0x1e05c030; frame = (0 0; 320 460); layer = <CALayer: 0x1e05c110>>
            """
        let (scene, _) = try load(dump)
        let swift = """
            <UIWindow: 0x1e04ffe0; frame = (0 0; 320 480); layer = <CALayer: 0x1e0500a0>>
               | <MyApp.首页View: 0x1e05c030; frame = (0 0; 320 460); layer = <CALayer: 0x1e05c110>>
               | <_TtGC7SwiftUI16PlatformViewHostGVS_ðS_19Box: 0x1e05c040; frame = (0 0; 320 460); layer = <CALayer: 0x1e05c110>>
            """
        XCTAssertEqual(
            try load(swift).0.window.subviews.map(\.name),
            ["View-c030", "_TtGC7SwiftUI16PlatformViewHostGVS_S_19Box-c040"],
            "a scene's names are ASCII: other letters of a class name are left out")
        let turned =
            "<UIView: 0x11ca04440; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]>\n"
        let (window, turnedResult) = try load(turned)
        XCTAssertEqual(
            window.window.transform, ViewTransform(), "the top view is the scene's window, never transformed")
        XCTAssertEqual(DumpImporter.scene(turnedResult).window.transform, ViewTransform())
        XCTAssertTrue(
            turnedResult.warnings.contains { $0.contains("the transform of UIView, the top view, is left out") },
            "\(turnedResult.warnings)")
        let controls =
            "<UIWindow: 0x1; frame = (0 0; 100 100)>\n   | <UILabel: 0x2; frame = (0 0; 50 20); text = 'a\u{7F}b\u{85}c\u{01}'>\n"
        var importer = DumpImporter(fileName: "controls.txt")
        let result = try importer.importDump(controls)
        XCTAssertEqual(
            try SceneLoader.load(text: result.yaml, path: "controls.yaml").scene.view(named: "UILabel-2")?.appearance
                .text?.text,
            "a\u{7F}b\u{85}c\u{01}", "control characters YAML does not allow raw are escaped, and read back")
        XCTAssertEqual(
            DumpImporter.scene(result).view(named: "UILabel-2")?.appearance.text?.text, "a\u{7F}b\u{85}c\u{01}")
        XCTAssertEqual(
            scene.view(named: "UIView-c030")?.controller?.name, "MFMailComposeRemoteViewController-5230",
            "the digits of the address, in order")
    }

    /// Issue 17: the first line that is not blank or a comment decides; a comment or a title
    /// that quotes a view never makes a scene a dump.
    func testADumpIsToldFromAYAMLSceneByItsFirstSignificantLine() {
        let dumps = [
            "<UIWindow: 0x7f; frame = (0 0; 1 1)>",
            "`<UIView: 0x106c6fdd0>Frame: (0, 0, 320, 568)",
            "(id) $2 = 0x08bb4d50 'MFMailComposeViewController:0x7ea0420' <UILayoutContainerView: 0x8b97e70; frame = (0 0; 320 480)>",
            "2014-02-01 09:56:15.587 App[1:70b] Cell recursive description:\n \n<UITableViewCell: 0x8e25350; frame = (0 396; 320 44)>",
            "...\n<UISwipeActionPullView: 0x104495100; cellEdge = UIRectEdgeLeft>",
            "(lldb) po view.recursiveDescription()\n<UIView: 0x1; frame = (0 0; 10 10)>"
        ]
        for text in dumps { XCTAssertTrue(DumpImporter.looksLikeDump(text[...]), text) }
        let scenes = [
            "# Reproduces what LLDB showed: <UIButton: 0x7f9c1bc08470; frame = (20 40; 100 30)>\nsize: [10, 10]\nwindow: {}",
            "title: \"<UIButton: 0x7f9c1bc08470; frame = (20 40; 100 30)>\"\nsize: [10, 10]",
            "\"size\": [10, 10]",
            "{\"title\": \"<UIView: 0x1>\", \"size\": [10, 10]}",
            "---\n<UIView: 0x1>",
            "size: [10, 10]\nwindow: {}",
            "a line of prose, and no view anywhere\nsize: [1, 1]",
            ""
        ]
        for text in scenes { XCTAssertFalse(DumpImporter.looksLikeDump(text[...]), text) }
    }

    /// Views sharing one address (masked dumps) are numbered on from the last number given.
    func testViewsSharingOneAddressGetNumberedNames() throws {
        let dump =
            "<UIWindow: 0x1; frame = (0 0; 100 100)>\n"
            + String(repeating: "   | <UIView: 0x1000; frame = (0 0; 10 10)>\n", count: 4)
            + "   | <UIView: 0x2; frame = (0 0; 10 10)>\n"
        var importer = DumpImporter(fileName: "masked.txt")
        let yaml = try importer.importDump(dump).yaml
        let names = yaml.split(separator: "\n").filter { $0.contains("name: ") }.map {
            $0.split(separator: " ").last.map(String.init) ?? ""
        }
        XCTAssertEqual(
            names, ["UIWindow-1", "UIView-1000", "UIView-1000-2", "UIView-1000-3", "UIView-1000-4", "UIView-2"])
    }

    /// Warnings past the first 20 and errors past the first 100 are counted, not kept.
    func testWarningsAndErrorsAreCountedPastTheFirstFew() {
        let prose = String(repeating: "some prose\n", count: 1_000) + "<UIWindow: 0x1; frame = (0 0; 100 100)>\n"
        var importer = DumpImporter(fileName: "p.txt")
        let result = try? importer.importDump(prose)
        XCTAssertEqual(result?.warnings.filter { $0.contains("not part of the dump") }.count, 20)
        XCTAssertTrue(
            result?.warnings.contains("p.txt: warning: 980 more warnings not shown") == true,
            "\(result?.warnings.suffix(3) ?? [])")
        let bad =
            "<UIWindow: 0x1; frame = (0 0; 100 100)>\n"
            + String(repeating: "   | <UIView: 0x; frame = (0 0; 1 1)>\n", count: 500)
        var second = DumpImporter(fileName: "b.txt")
        XCTAssertThrowsError(try second.importDump(bad)) { error in
            let lines = SceneLoadError.lines(for: error, path: "b.txt")
            XCTAssertEqual(lines.count, 101, "\(lines.suffix(2))")
            XCTAssertTrue(
                lines.last?.hasSuffix("error: 400 more errors after this one, not shown") == true, lines.last ?? "")
        }
    }

    /// A3 by class: a dump's controls import as the kind their class (or baseClass) is.
    func testControlClassesImportAsTheirKinds() {
        let cases: [(String, String?)] = [
            ("UIButton", "button"), ("UISwitch", "switch"), ("UIStepper", "stepper"),
            ("UISegmentedControl", "segmentedControl"), ("UIPageControl", "pageControl"),
            ("UISlider", "slider"), ("UIControl", "control"), ("MyApp.RatingControl", "control"),
            ("UIStackView", "stackView"), ("UILabel", "label"), ("UIView", nil)
        ]
        for (cls, kind) in cases { XCTAssertEqual(DumpImporter.kind(of: cls), kind, cls) }
    }
}
