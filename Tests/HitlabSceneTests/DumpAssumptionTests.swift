import Foundation
import HitlabCore
import XCTest

@testable import HitlabScene

/// What a dump says and what Hitlab assumes where it is silent: flags as printed, the root as
/// the screen, names from addresses, UIKit's own recognizers, flattened pastes (issue 33's
/// cases, on real dumps from Tests/Dumps where one shows it).
final class DumpAssumptionTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Dumps").path

    /// The scene from YAML (what `import` writes) and the one built directly, which must agree.
    private func load(_ dump: String, name: String = "app.txt") throws -> (Scene, Scene, DumpImporter.Result) {
        var importer = DumpImporter(fileName: name)
        let result = try importer.importDump(dump)
        return (try SceneLoader.load(text: result.yaml, path: "app.yaml").scene, DumpImporter.scene(result), result)
    }

    private func real(_ file: String) throws -> String {
        try String(contentsOfFile: Self.folder + "/" + file, encoding: .utf8)
    }

    // MARK: Flags as printed

    func testAnImageViewWithoutTheFlagIsInteractiveAndTheTapReachesIt() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UIImageView: 0x1000; frame = (20 20; 200 100); opaque = NO; gestureRecognizers = <NSArray: 0x3>; layer = <CALayer: 0x4>>
            """
        let (fromYAML, direct, result) = try load(dump)
        XCTAssertTrue(result.yaml.contains("interactive: true"), result.yaml)
        for scene in [fromYAML, direct] {
            let image = try XCTUnwrap(scene.view(named: "UIImageView-1000"))
            XCTAssertTrue(image.isUserInteractionEnabled)
            let answer = scene.why(image)
            XCTAssertTrue(answer.reached, "\(answer.blockers.map(\.kind))")
            XCTAssertTrue(answer.blockers.allSatisfy { $0.kind != .interactionOff })
        }
    }

    func testARealInteractiveLinkLabelAndRealInteractiveImageViews() throws {
        let (scene, _, _) = try load(try real("28-whatsapp-welcome-interactive-label-cycript.txt"))
        var labels: [String: Bool] = [:]
        scene.forEachView { v, _ in if v.kind == .label { labels[v.name] = v.isUserInteractionEnabled } }
        XCTAssertEqual(
            labels.filter(\.value).keys.filter { $0.hasPrefix("WALinkLabel") }.count, 1,
            "the app's link label, which prints no flag: \(labels)")
        XCTAssertTrue(labels.contains { !$0.value }, "the plain label prints userInteractionEnabled = NO")
        let (login, _, _) = try load(try real("29-firefly-login-interactive-imageviews-frida-houugen.txt"))
        var images: [Bool] = []
        login.forEachView { v, _ in if v.kind == .image { images.append(v.isUserInteractionEnabled) } }
        XCTAssertEqual(images.filter { $0 }.count, 2, "the two image views holding the text fields")
    }

    func testAnAbridgedDumpAssumesTheClassDefaultAndSaysSo() throws {
        let (scene, _, result) = try load(try real("23-uiwebview-ios4-gdb-idevrecipes.txt"))
        var images = 0
        scene.forEachView { v, _ in
            if v.kind == .image { images += 1; XCTAssertFalse(v.isUserInteractionEnabled, v.name) }
        }
        XCTAssertEqual(images, 10)
        XCTAssertTrue(
            result.warnings.contains {
                $0.contains("abridged") && $0.contains("hitlab: 0xADDRESS userInteractionEnabled = YES")
            }, "\(result.warnings)")
    }

    func testAHitlabLineTurnsInteractionOnWhereTheDumpIsAbridged() throws {
        let dump =
            try real("23-uiwebview-ios4-gdb-idevrecipes.txt") + "\nhitlab: 0x4b2dca0 userInteractionEnabled = YES\n"
        let (scene, _, _) = try load(dump)
        var on: [String] = []
        scene.forEachView { v, _ in if v.kind == .image && v.isUserInteractionEnabled { on.append(v.name) } }
        XCTAssertEqual(on, ["UIImageView-dca0"])
    }

    func testTwoHitlabLinesThatDisagreeAreAnErrorAtTheSecond() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x1000; frame = (20 20; 200 100); layer = <CALayer: 0x4>>
            hitlab: 0x1000 enabled = NO
            hitlab: 0x1000 isEnabled = YES
            """
        XCTAssertThrowsError(try load(dump)) { error in
            let messages = (error as? SceneLoadError)?.diagnostics.map { "\($0.line): \($0.message)" } ?? []
            XCTAssertEqual(messages, ["4: 'isEnabled = YES' contradicts line 3, which says NO for 0x1000"])
        }
    }

    // MARK: The root is the screen

    let scrolled = """
        <UICollectionView: 0x7f9a3800; frame = (0 0; 375 667); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000c4>; layer = <CALayer: 0x6000002>; contentOffset: {0, 315}; contentSize: {375, 2000}>
           | <UICollectionViewCell: 0x7f9a1000; frame = (0 70; 375 240); layer = <CALayer: 0x6000003>>
           | <UICollectionViewCell: 0x7f9a2000; frame = (0 330; 375 240); layer = <CALayer: 0x6000005>>
        """

    func testAScrollViewRootIsTheScreenWithItsContentOffset() throws {
        for scene in [try load(scrolled).0, try load(scrolled).1] {
            XCTAssertEqual(scene.window.subviews.map(\.name), ["UICollectionView-3800"])
            let off = try XCTUnwrap(scene.view(named: "UICollectionViewCell-1000"))
            let answer = scene.why(off)
            guard case .offScreen = answer.outcome else { return XCTFail("\(answer.outcome)") }
            let reason = try XCTUnwrap(answer.blockers.first { $0.kind == .notVisible })
            XCTAssertTrue(reason.view === scene.view(named: "UICollectionView-3800"))
            let fix = try XCTUnwrap(reason.fix(target: off, in: .en))
            XCTAssertTrue(fix.hasPrefix("scroll UICollectionView-3800"), fix)
            XCTAssertFalse(
                answer.blockers.contains { [.outsideAncestor, .outsideView].contains($0.kind) },
                "no advice to enlarge anything")
            XCTAssertEqual(answer.audit.area, 0)
            // The cell on screen: at window y 15..255, fully visible, and hit there.
            let on = try XCTUnwrap(scene.view(named: "UICollectionViewCell-2000"))
            XCTAssertEqual(on.frameOnScreen, Rect(x: 0, y: 15, width: 375, height: 240))
            XCTAssertEqual(scene.auditTaps(of: on).area, 375 * 240)
            XCTAssertTrue(scene.hitTestUntraced(Point(100, 100)) === on)
        }
    }

    func testARealTableViewRootIsPutInAWindowOfItsSize() throws {
        let (scene, _, result) = try load(try real("30-storyboard-players-tableview-root-ios6.txt"))
        XCTAssertEqual(scene.window.subviews.first?.name, "UITableView-6e00")
        XCTAssertEqual(scene.size, Size(320, 367))
        XCTAssertTrue(result.warnings.contains { $0.contains("UITableView, the dump's root, is not a window") })
        XCTAssertEqual(
            scene.view(named: "UILabel-6940")?.appearance.text?.text, "Texas Hold'em Poker", "a quote inside a text")
    }

    // MARK: Names from addresses

    func testNamesSharingFourDigitsTakeMoreNotANumber() throws {
        let dump = """
            <UIWindow: 0x7ae00100; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x7ae00200>>
               | <CKTextComponentView: 0x7ae61820; frame = (20 20; 200 40); layer = <CALayer: 0x7ae00300>>
               | <CKTextComponentView: 0x7ae71820; frame = (20 80; 200 40); layer = <CALayer: 0x7ae00400>>
               | <UIView: 0x7ae81820; frame = (20 140; 200 40); layer = <CALayer: 0x7ae00500>>
            """
        let (fromYAML, direct, _) = try load(dump)
        for scene in [fromYAML, direct] {
            var names: [String] = []
            scene.forEachView { v, _ in names.append(v.name) }
            XCTAssertEqual(
                names, ["UIWindow-0100", "CKTextComponentView-61820", "CKTextComponentView-71820", "UIView-1820"],
                "another class keeps four digits")
            for reference in ["0x7ae71820", "0x7AE71820", "0x0000007ae71820"] {
                XCTAssertEqual(scene.view(reference: reference)?.name, "CKTextComponentView-71820", reference)
            }
            XCTAssertEqual(scene.view(reference: "0x7ae81820")?.name, "UIView-1820")
        }
    }

    func testARealDumpsSharedEndingsAndItsNamesStayWhereNothingIsShared() throws {
        let (scene, _, _) = try load(try real("01-photos-picker-ios8-zhangkn.txt"))
        XCTAssertNotNil(
            scene.view(named: "PUPhotosGridCell-a210"), "names where no two addresses of a class share four digits stay"
        )
        XCTAssertEqual(scene.window.name, "UIWindow-6e80")
    }

    func testACheckMayNameAViewByItsAddress() throws {
        var importer = DumpImporter(fileName: "app.txt")
        let result = try importer.importDump(
            """
            <UIWindow: 0x7ae00100; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x7ae00200>>
               | <CKTextComponentView: 0x7ae61820; frame = (20 20; 200 40); layer = <CALayer: 0x7ae00300>>
               | <CKTextComponentView: 0x7ae71820; frame = (20 80; 200 40); layer = <CALayer: 0x7ae00400>>
            """)
        let yaml =
            result.yaml + "checks:\n  - {click: [50, 100], hit: 0x7ae71820, reachable: {view: 0x7ae61820, min: 1}}\n"
        let scene = try SceneLoader.load(text: yaml, path: "app.yaml").scene
        XCTAssertEqual(scene.checks.first?.hit, .some("CKTextComponentView-71820"))
        XCTAssertEqual(scene.checks.first?.reachable?.view, "CKTextComponentView-61820")
        XCTAssertThrowsError(
            try SceneLoader.load(
                text: result.yaml + "checks:\n  - {click: [50, 100], hit: 0x7ae91820}\n", path: "app.yaml"))
    }

    // MARK: Recognizers, text fields, flattened pastes

    func testRecognizersAreGuessedOnlyOnViewsAnAppAttachesThemTo() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x9>; layer = <UIWindowLayer: 0x2>>
               | <UILayoutContainerView: 0x1000; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x8>; layer = <CALayer: 0x3>>
               |    | <UINavigationTransitionView: 0x1100; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x7>; layer = <CALayer: 0x4>>
               |    |    | <MyApp.CardView: 0x1200; frame = (20 20; 200 100); gestureRecognizers = <NSArray: 0x6>; layer = <CALayer: 0x5>>
            """
        let (scene, _, result) = try load(dump)
        var withGestures: [String] = []
        scene.forEachView { v, _ in if !v.gestures.isEmpty { withGestures.append(v.name) } }
        XCTAssertEqual(withGestures, ["CardView-1200"])
        XCTAssertTrue(result.warnings.contains { $0.contains("3 views of UIKit's own") }, "\(result.warnings)")
    }

    func testTextFieldSubclassesAreTapTargets() throws {
        let (scene, _, _) = try load(try real("20-search-display-controller-ios8-lyroger.txt"))
        let field = try XCTUnwrap(scene.view(named: "UISearchBarTextField-8b40"))
        XCTAssertTrue(field.kind.isControl)
        XCTAssertTrue(scene.auditTaps().targets.contains { $0.target === field })
    }

    func testAFlattenedPasteReadsAsTheDumpItFlattened() throws {
        let (lines, _, a) = try load(try real("23-uiwebview-ios4-gdb-idevrecipes.txt"), name: "same.txt")
        let (flat, _, b) = try load(try real("24-uiwebview-ios4-gdb-flattened-idevrecipes.txt"), name: "same.txt")
        func tree(_ s: Scene) -> [String] {
            var out: [String] = []; s.forEachView { v, d in out.append("\(d) \(v.name) \(v.frame)") }; return out
        }
        XCTAssertEqual(tree(flat), tree(lines))
        XCTAssertEqual([a.views, a.maximumDepth], [b.views, b.maximumDepth])
        XCTAssertEqual(flat.view(named: "UIScrollView-bee0")?.superview?.name, "UIWebView-20e0", "\(tree(flat))")
    }
}
