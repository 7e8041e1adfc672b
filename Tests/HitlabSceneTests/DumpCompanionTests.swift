import HitlabCore
import XCTest

@testable import HitlabScene

/// What engineers paste beside a dump: several windows' dumps, `po view.gestureRecognizers`
/// and `hitlab:` lines. The YAML written and the scene built directly agree.
final class DumpCompanionTests: XCTestCase {
    private func load(_ dump: String) throws -> (yaml: Scene, direct: Scene, result: DumpImporter.Result) {
        var importer = DumpImporter(fileName: "paste.txt")
        let result = try importer.importDump(dump)
        return (try SceneLoader.load(text: result.yaml, path: "paste.yaml").scene, DumpImporter.scene(result), result)
    }

    static let paste = """
        (lldb) po UIApplication.shared.windows
        <UIWindow: 0x7f8e1c0041a0; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x600000c4d200>; layer = <UIWindowLayer: 0x600000c4d1a0>>
           | <UIView: 0x7f8e1c104a30; frame = (0 0; 390 844); autoresize = W+H; gestureRecognizers = <NSArray: 0x600000c4d260>; layer = <CALayer: 0x600000c4d2c0>>
           |    | <UIButton: 0x7f8e1c105f10; frame = (20 700; 350 50); opaque = NO; layer = <CALayer: 0x600000c4d320>>
           |    |    | <UIButtonLabel: 0x7f8e1c106e80; frame = (150 15; 50 20); text = 'Pay'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002f0c0a0>>
           |    | <UIImageView: 0x7f8e1c107b20; frame = (20 100; 350 300); opaque = NO; userInteractionEnabled = NO; gestureRecognizers = <NSArray: 0x600000c4d380>; layer = <CALayer: 0x600000c4d3e0>>
        <UITextEffectsWindow: 0x7f8e1c2081b0; frame = (0 0; 390 844); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x600000c4e000>>
        <UIRemoteKeyboardWindow: 0x7f8e1c3092c0; frame = (0 0; 390 844); opaque = NO; autoresize = W+H; layer = <UIWindowLayer: 0x600000c4f000>>
           | <UIInputSetContainerView: 0x7f8e1c30a3d0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000c4f060>>
           |    | <UIInputSetHostView: 0x7f8e1c30b4e0; frame = (0 553; 390 291); layer = <CALayer: 0x600000c4f0c0>>
        (lldb) po view.gestureRecognizers
        <__NSArrayI 0x60000025bbd0>(
        <UITapGestureRecognizer: 0x600003b00d00; state = Possible; cancelsTouchesInView = NO; view = <UIView 0x7f8e1c104a30>; target= <(action=dismissKeyboard:, target=<Shop.CheckoutViewController 0x7f8e1c000a10>)>>,
        <UITapGestureRecognizer: 0x600003b00e00; state = Possible; enabled = NO; view = <UIImageView 0x7f8e1c107b20>; target= <(action=zoom:, target=<UIImageView 0x7f8e1c107b20>)>; must-fail = {
                <UITapGestureRecognizer: 0x600003b00f00; state = Possible; view = <UIImageView 0x7f8e1c107b20>; target= <(action=zoomTwice:, target=<UIImageView 0x7f8e1c107b20>)>; numberOfTapsRequired = 2>
            }>,
        <UITapGestureRecognizer: 0x600003b00f00; state = Possible; view = <UIImageView 0x7f8e1c107b20>; target= <(action=zoomTwice:, target=<UIImageView 0x7f8e1c107b20>)>; numberOfTapsRequired = 2>,
        <UIPinchGestureRecognizer: 0x600003b01000; state = Possible; view = <UIImageView 0x7f8e1c107b20>; target= <(action=pinch:, target=<UIImageView 0x7f8e1c107b20>)>>
        )
        hitlab: 0x7f8e1c105f10 enabled = NO
        hitlab: 0x7f8e1c105f10 exclusiveTouch = YES
        hitlab: 0x7f8e1c107b20 multipleTouchEnabled = YES
        hitlab: 0x00007F8E1C3092C0 windowLevel = 10000000
        hitlab: 0x7f8e1c2081b0 windowLevel = 1
        """

    func testSeveralWindowsWithTheirLevelsAndTheKeyboardsPassingTouchesThrough() throws {
        let (yaml, direct, result) = try load(Self.paste)
        for scene in [yaml, direct] {
            XCTAssertEqual(
                scene.windows.map(\.name), ["UIWindow-41a0", "UITextEffectsWindow-81b0", "UIRemoteKeyboardWindow-92c0"])
            XCTAssertEqual(scene.windows.map(\.windowLevel), [0, 1, 10_000_000])
            // W1: the keyboard takes the tap on the keyboard, the app's view above it.
            XCTAssertEqual(scene.click(195, 700).hit?.name, "UIInputSetHostView-b4e0")
            XCTAssertEqual(scene.click(195, 500).hit?.name, "UIView-4a30")
        }
        XCTAssertTrue(result.summary.text.contains("3 windows"))
        // The keyboard's level was given as Swift's Unmanaged prints an address (0x00007F8E...).
        XCTAssertEqual(yaml.view(named: "UIRemoteKeyboardWindow-92c0")?.windowLevel, 10_000_000)
        XCTAssertTrue(result.warnings.contains { $0.contains("keyboard windows take no touch outside the keyboard") })
    }

    /// A sheet's container (a UITransitionView over a UIDimmingView) lets the touches it does not
    /// take through, and `why` names the dimming view in front with its fix (R6).
    func testASheetsContainerPassesTouchesThroughAndItsDimmingViewIsNamed() throws {
        let dump = """
            <UIWindow: 0x7f8e1c0041a0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c4d1a0>>
               | <UIView: 0x7f8e1c104a30; frame = (0 0; 390 844); layer = <CALayer: 0x600000c4d2c0>>
               |    | <UIButton: 0x7f8e1c105f10; frame = (20 60; 350 50); opaque = NO; layer = <CALayer: 0x600000c4d320>>
               | <UITransitionView: 0x7f8e1c2081b0; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x600000c4e000>>
               |    | <UIDimmingView: 0x7f8e1c3092c0; frame = (0 0; 390 844); layer = <CALayer: 0x600000c4f000>>
               |    | <UIDropShadowView: 0x7f8e1c30a3d0; frame = (0 300; 390 544); layer = <CALayer: 0x600000c4f060>>
            """
        let (yaml, direct, result) = try load(dump)
        for scene in [yaml, direct] {
            XCTAssertEqual(scene.view(named: "UITransitionView-81b0")?.passThrough, true)
            XCTAssertEqual(scene.click(195, 80).hit?.name, "UIDimmingView-92c0")
            let button = try XCTUnwrap(scene.view(named: "UIButton-5f10"))
            let answer = scene.why(button, at: Point(195, 80))
            XCTAssertEqual(answer.blockers.first { $0.blocks }?.pattern, .sheetDimmingView)
        }
        XCTAssertTrue(result.warnings.contains { $0.contains("1 presentation container") }, "\(result.warnings)")
    }

    /// A pasted tap of three taps keeps them (`taps: 3`), in the YAML and in the scene built directly.
    func testAPastedTapOfThreeTapsKeepsItsTaps() throws {
        let paste = Self.paste.replacingOccurrences(of: "numberOfTapsRequired = 2", with: "numberOfTapsRequired = 3")
        let (yaml, direct, result) = try load(paste)
        for scene in [yaml, direct] {
            let image = try XCTUnwrap(scene.view(named: "UIImageView-7b20"))
            XCTAssertEqual(image.gestures.map(\.kind), [.tap, .tap, .pinch])
            XCTAssertEqual(image.gestures.map(\.tapsRequired), [1, 3, 0])
        }
        XCTAssertTrue(result.yaml.contains("kind: tap, taps: 3"), result.yaml)
    }

    func testPastedRecognizersKeepTheirKindFlagsActionsAndWhatTheyWaitFor() throws {
        let (yaml, direct, result) = try load(Self.paste)
        for scene in [yaml, direct] {
            let root = try XCTUnwrap(scene.view(named: "UIView-4a30"))
            XCTAssertEqual(root.gestures.map(\.name), ["UITapGestureRecognizer-0d00"], "the paste replaces the guess")
            XCTAssertFalse(root.gestures[0].cancelsTouchesInView)
            XCTAssertNil(root.gestures[0].action, "its target is a controller the dump does not name")
            let image = try XCTUnwrap(scene.view(named: "UIImageView-7b20"))
            XCTAssertEqual(
                image.gestures.map(\.kind), [.tap, .doubleTap, .pinch],
                "numberOfTapsRequired = 2; a pinch is a pinch (G6)")
            XCTAssertEqual(image.gestures[2].action, "pinch")
            XCTAssertTrue(image.isMultipleTouchEnabled, "hitlab: multipleTouchEnabled = YES (T4)")
            XCTAssertFalse(image.gestures[0].isEnabled)
            XCTAssertEqual(
                image.gestures[0].requiresFailureOf, "UITapGestureRecognizer-0f00",
                "must-fail, wrapped over three lines")
            XCTAssertEqual(image.gestures[1].action, "zoomTwice")
            XCTAssertEqual(image.gestures[1].target, "UIImageView-7b20")
            XCTAssertTrue(image.responds.contains("zoomTwice"))
        }
        XCTAssertFalse(result.warnings.contains { $0.contains("UIPinchGestureRecognizer") })
    }

    func testAHitlabLineDisablesAControlAndWhyNamesIt() throws {
        let (yaml, direct, _) = try load(Self.paste)
        for scene in [yaml, direct] {
            let pay = try XCTUnwrap(scene.view(named: "UIButton-5f10"))
            XCTAssertFalse(pay.isEnabled)
            XCTAssertTrue(pay.isExclusiveTouch, "hitlab: exclusiveTouch = YES (T5)")
            let answer = scene.why(pay, at: Point(195, 500 + 200))
            XCTAssertEqual(answer.blockers.filter(\.blocks).map(\.kind), [.windowInFront, .disabled])
        }
    }

    func testBadHitlabLinesAreErrorsAtTheirLines() {
        let dump = """
            <UIWindow: 0x7f8e1c0041a0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c4d1a0>>
               | <UIView: 0x7f8e1c104a30; frame = (0 0; 390 844); layer = <CALayer: 0x600000c4d2c0>>
            hitlab: 0x7f8e1c104a30 enabled = NO
            hitlab: 0x7f8e1cffffff enabled = NO
            hitlab: 0x7f8e1c0041a0 windowLevel = high
            hitlab: enabled = NO
            hitlab: 0x7f8e1c104a30 exclusive = YES
            hitlab: 0x7f8e1c104a30 exclusiveTouch = maybe
            """
        var importer = DumpImporter(fileName: "app.txt")
        XCTAssertThrowsError(try importer.importDump(dump)) { error in
            let messages = (error as? SceneLoadError)?.diagnostics.map { "\($0.line): \($0.message)" } ?? []
            XCTAssertEqual(messages.count, 6, "\(messages)")
            XCTAssertTrue(messages.contains { $0.hasPrefix("3: ") && $0.contains("is not a control") })
            XCTAssertTrue(
                messages.contains {
                    $0.hasPrefix("4: ") && $0.contains("no view in the dump has the address 0x7f8e1cffffff")
                })
            XCTAssertTrue(messages.contains { $0.hasPrefix("5: ") && $0.contains("'windowLevel' must be a number") })
            XCTAssertTrue(messages.contains { $0.hasPrefix("6: ") && $0.contains("starts with the view's address") })
            XCTAssertTrue(
                messages.contains {
                    $0.hasPrefix("7: ")
                        && $0.contains(
                            "gives 'userInteractionEnabled', 'enabled', 'windowLevel', 'multipleTouchEnabled' or 'exclusiveTouch'"
                        )
                })
            XCTAssertTrue(
                messages.contains { $0.hasPrefix("8: ") && $0.contains("'exclusiveTouch' is YES or NO, got 'maybe'") })
        }
    }
}
