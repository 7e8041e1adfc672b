import Foundation
import XCTest

/// `why`, `under`, `validate` on an engineer's own dump: the answer named in UIKit's order, a
/// view named by the address LLDB printed, the root said, the dump's warnings said once.
final class WhyOnDumpsCommandTests: XCTestCase {
    let image = """
        <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
           | <UIImageView: 0x1000; frame = (20 20; 200 100); opaque = NO; gestureRecognizers = <NSArray: 0x3>; layer = <CALayer: 0x4>>
        """

    let scrolled = """
        <UICollectionView: 0x7f9a3800; frame = (0 0; 375 667); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x600000c4>; layer = <CALayer: 0x6000002>; contentOffset: {0, 315}; contentSize: {375, 2000}>
           | <UICollectionViewCell: 0x7f9a1000; frame = (0 70; 375 240); layer = <CALayer: 0x6000003>>
           | <UICollectionViewCell: 0x7f9a2000; frame = (0 330; 375 240); layer = <CALayer: 0x6000005>>
        """

    func testATappableImageViewIsReached() throws {
        let s = try Scratch()
        try s.write("dump.txt", image)
        let run = hitlab(["why", "dump.txt", "--view", "UIImageView-1000"], in: s.path)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertTrue(
            run.stdout.hasPrefix(
                "UIImageView-1000 at (120, 70), its centre: the tap reaches it.\nThe hit test returns UIImageView-1000.\n"
            ), run.stdout)
        XCTAssertFalse(run.stdout.contains("isUserInteractionEnabled"), run.stdout)
    }

    func testAViewScrolledOffScreenIsNotVisibleAndNothingIsToBeEnlarged() throws {
        let s = try Scratch()
        try s.write("cv.txt", scrolled)
        let run = hitlab(["why", "cv.txt", "--view", "UICollectionViewCell-1000"], in: s.path)
        XCTAssertTrue(
            run.stdout.hasPrefix(
                "UICollectionViewCell-1000 at (187.5, -125), its centre: it is not on screen, so no tap reaches it.\n"),
            run.stdout)
        XCTAssertTrue(run.stdout.contains("notVisible [H5]"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains("fix: scroll UICollectionView-3800 until UICollectionViewCell-1000 shows"), run.stdout)
        XCTAssertFalse(run.stdout.contains("large enough"), run.stdout)
        XCTAssertTrue(
            run.stdout.hasSuffix("No part of UICollectionViewCell-1000 is on screen (0 pt² visible).\n"), run.stdout)
        // The picture, `under` and `--at` use the same screen: the cell on screen is under (100, 100).
        let under = hitlab(["under", "cv.txt", "--at", "100,100"], in: s.path)
        XCTAssertTrue(
            under.stdout.hasPrefix(
                "3 views under (100, 100), front to back; the hit test returns UICollectionViewCell-2000:\n"),
            under.stdout)
        XCTAssertTrue(under.stdout.contains("window                     UIWindow"), under.stdout)
        let validate = hitlab(["validate", "cv.txt"], in: s.path)
        XCTAssertTrue(
            validate.stdout.contains(
                "rooted at UICollectionView-3800, not a window: Hitlab put it in a window of its size"), validate.stdout
        )
    }

    func testTheHeadlineSaysTheHitTestReachesAViewARecognizerThenCancels() {
        let run = hitlab(["why", "Scenes/14-gesture-conflicts.yaml", "--view", "zoomCard"])
        XCTAssertTrue(
            run.stdout.hasPrefix(
                "zoomCard at (580, 145), its centre: the hit test returns it, but gallery.tap then recognizes and sends it touchesCancelled"
            ), run.stdout)
        XCTAssertTrue(run.stdout.contains("The hit test returns zoomCard."), run.stdout)
        XCTAssertFalse(run.stdout.contains("does not reach"), run.stdout)
    }

    func testAViewNamedByTheAddressLLDBPrinted() throws {
        let s = try Scratch()
        try s.copy("Tests/Dumps/20-search-display-controller-ios8-lyroger.txt", to: "d.txt")
        for address in ["0x14c518b40", "0x14C518B40", "0x0000014c518b40"] {
            let run = hitlab(["why", "d.txt", "--view", address], in: s.path)
            XCTAssertEqual(run.status, 0, run.summary)
            XCTAssertTrue(run.stdout.hasPrefix("UISearchBarTextField-8b40 at "), run.stdout)
        }
        // A name with another address's digits is never offered for it.
        let other = hitlab(["why", "d.txt", "--view", "UISearchBarTextField-8b41"], in: s.path)
        XCTAssertEqual(other.status, 2)
        XCTAssertEqual(
            other.stderr.split(separator: "\n").last, "d.txt: error: no view named 'UISearchBarTextField-8b41'")
        let unknown = hitlab(["why", "d.txt", "--view", "0x14c518b41"], in: s.path)
        XCTAssertFalse(unknown.stderr.contains("did you mean"), unknown.stderr)
    }

    func testTheDumpsWarningsAreListedByValidateAndCountedElsewhere() throws {
        let s = try Scratch()
        try s.copy("Tests/Dumps/01-photos-picker-ios8-zhangkn.txt", to: "d.txt")
        let full = hitlab(["validate", "d.txt"], in: s.path)
        let warnings = full.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        XCTAssertGreaterThan(warnings.count, 1, full.stderr)
        for command in [
            ["why", "d.txt", "--view", "UILabel-1f10"], ["under", "d.txt", "--at", "100,100"], ["audit", "d.txt"]
        ] {
            let run = hitlab(command, in: s.path)
            XCTAssertEqual(
                run.stderr,
                "d.txt: warning: \(warnings.count) warnings about what the dump leaves out and what Hitlab assumed; `hitlab validate d.txt` lists them\n",
                command[0])
        }
    }

    func testTheAuditSaysWhatIsOffScreenApartAndCountsInWords() throws {
        let s = try Scratch()
        // Each cell holds a view the app gave a recognizer.
        try s.write(
            "cv.txt",
            scrolled.replacingOccurrences(
                of: "0x6000003>>",
                with:
                    "0x6000003>>\n   |    | <UIView: 0x7f9a1100; frame = (0 0; 375 240); gestureRecognizers = <NSArray: 0x1>; layer = <CALayer: 0x6000004>>"
            )
            .replacingOccurrences(
                of: "0x6000005>>",
                with:
                    "0x6000005>>\n   |    | <UIView: 0x7f9a2100; frame = (0 0; 375 240); gestureRecognizers = <NSArray: 0x2>; layer = <CALayer: 0x6000006>>"
            ))
        let audit = hitlab(["audit", "cv.txt"], in: s.path)
        XCTAssertTrue(audit.stdout.hasPrefix("cv.txt: 2 tap targets; 1 not on screen.\n"), audit.stdout)
        XCTAssertTrue(audit.stdout.contains("UIView-1100 (UIView): not on screen"), audit.stdout)
        try s.write("img.txt", image)
        XCTAssertTrue(
            hitlab(["audit", "img.txt"], in: s.path).stdout.hasPrefix(
                "img.txt: 1 tap target; a tap reaches all of it.\n"))
        XCTAssertTrue(
            hitlab(["validate", "img.txt"], in: s.path).stderr.contains(
                "ignored 1 property Hitlab does not model: opaque (1)"))
    }

    func testTheGuessedCollectionViewCellsAreTapTargetsOnlyWhereTheAppGaveThemRecognizers() throws {
        let s = try Scratch()
        try s.write(
            "cv.txt",
            scrolled.replacingOccurrences(
                of: "(0 70; 375 240); layer", with: "(0 70; 375 240); gestureRecognizers = <NSArray: 0x1>; layer"))
        let audit = hitlab(["audit", "cv.txt"], in: s.path)
        XCTAssertEqual(audit.stdout, "cv.txt: 0 tap targets.\n", "a cell's recognizers are UIKit's own")
    }

    func testAZeroSizeTextFieldIsLabelledZeroSizeInThePictureAsWhySaysIt() throws {
        let s = try Scratch()
        try s.copy("Tests/Dumps/19-searchbar-ios8-lyroger.txt", to: "bar.txt")
        let why = hitlab(["why", "bar.txt", "--view", "UISearchBarTextField-a170"], in: s.path)
        XCTAssertTrue(why.stdout.contains("zeroSize [H2]"), why.stdout)
        let render = hitlab(
            ["render", "bar.txt", "--at", "1,1", "-o", "bar.png", "--layout-json", "bar.json"], in: s.path)
        XCTAssertEqual(render.status, 0, render.summary)
        let layout = try String(contentsOfFile: s.path + "/bar.json", encoding: .utf8)
        XCTAssertTrue(layout.contains("zero size"), layout)
        XCTAssertFalse(layout.contains(" outside\""), layout)
    }
}
