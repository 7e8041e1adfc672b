import HitlabCore
import HitlabFiles
import XCTest

/// Issue 7: one table of limits (`SceneLimits`), enforced when the scene loads, each with a
/// positioned error, so nothing downstream can run out of memory or floating-point range.
final class LoaderLimitTests: XCTestCase {
    private func view(_ keys: String) -> String {
        "size: [200, 200]\nwindow:\n  subviews:\n    - {name: v, frame: [0, 0, 10, 10], \(keys)}"
    }

    func testSceneSizeAndCoordinates() {
        XCTAssertEqual(
            errors("size: [100000, 100000]\nwindow: {}"),
            ["1:7: 'size' must be from 1 to 4096 points a side, got [100000, 100000]"])
        XCTAssertEqual(errors("size: [1e30, 1e30]\nwindow: {}").count, 1)
        XCTAssertNoThrow(try load("size: [4096, 4096]\nwindow: {}"))
        XCTAssertEqual(
            errors("size: [200, 200]\nwindow: {subviews: [{name: v, frame: [1e30, 0, 10, 10]}]}"),
            [
                "2:38: 'frame' x and y must be from -100000 to 100000 and the width and height up to 100000, got [1e+30, 0, 10, 10]"
            ])
        XCTAssertEqual(errors(view("boundsOrigin: [1e300, 1e300]")).count, 1)
        XCTAssertEqual(errors(view("transform: {translate: [1e300, 0]}")).count, 1)
        XCTAssertEqual(errors(view("hitInsets: 1e300")).count, 1)
        XCTAssertEqual(errors(view("cornerRadius: 1e300")).count, 1)
        XCTAssertEqual(errors(view("border: {width: 1e300}")).count, 1)
        XCTAssertEqual(
            errors("size: [10, 10]\nwindow: {}\nchecks:\n  - {click: [1e308, 1e308], hit: window}"),
            ["4:13: 'click' coordinates must be from -100000 to 100000, got [1e+308, 1e+308]"])
    }

    func testScalesMayNotBeZeroNorMultiplyPastTheLimit() {
        XCTAssertEqual(
            errors(view("transform: {scale: 0}")),
            [
                "4:59: 'scale' must be from 0.01 to 100 either way, got 0 (a zero scale has no inverse: no point could be converted into the view)"
            ])
        XCTAssertEqual(errors(view("transform: {scale: [0, 1]}")).count, 1)
        XCTAssertEqual(errors(view("transform: {scale: 1e300}")).count, 1)
        XCTAssertNoThrow(try load(view("transform: {scale: -2}")), "a negative scale mirrors; it is allowed")
        // scale 10 nested 12 deep: reported once, where the product first passes 100.
        var yaml = "size: [200, 200]\nwindow:\n"
        var indent = "  "
        for i in 0..<12 {
            yaml +=
                "\(indent)subviews:\n\(indent)  - name: v\(i)\n\(indent)    frame: [0, 0, 10, 10]\n\(indent)    transform: {scale: 10}\n"
            indent += "    "
        }
        let e = errors(yaml)
        XCTAssertEqual(e.count, 1, "\(e)")
        XCTAssertTrue(e.first?.contains("multiply to 1000; together they must stay from 0.0001 to 100") == true, "\(e)")
        XCTAssertTrue(e.first?.hasPrefix("14:") == true, "the third view, the first past 100: \(e)")
    }

    func testNestingTextAndFontSize() {
        var yaml = "size: [200, 200]\nwindow: {"
        for i in 0..<(SceneLimits.nesting + 5) { yaml += "subviews: [{name: v\(i), frame: [0, 0, 1, 1], " }
        yaml += String(repeating: "}]", count: SceneLimits.nesting + 5) + "}"
        XCTAssertEqual(errors(yaml).count, 1)
        XCTAssertTrue(errors(yaml).first?.contains("nested more than 100 levels") == true)
        let long = String(repeating: "x", count: SceneLimits.textLength + 1)
        XCTAssertEqual(errors(view("text: \(long)")), ["4:46: 'text' is 2001 characters long; the limit is 2000"])
        XCTAssertEqual(errors("title: \(long)\nsize: [10, 10]\nwindow: {}").count, 1)
        XCTAssertNoThrow(try load(view("text: \(String(long.dropFirst()))")))
        XCTAssertEqual(errors(view("text: hi, fontSize: 1000")), ["4:60: 'fontSize' must be from 1 to 400, got 1000"])
        XCTAssertEqual(
            errors("size: [10, 10]\nwindow: {}\nchecks:\n  - {click: [1, 1], taps: 1000000000, hit: window}"),
            ["4:27: 'taps' must be at most 10, got 1000000000"])
    }

    func testScreenshotsCannotCollideWithEachOthersOutputs() {
        let e = errors(
            "size: [10, 10]\nwindow: {}\nchecks:\n  - {screenshot: out/q.png}\n  - {screenshot: out/q.diff.png}\n  - {screenshot: out/x.actual.png}\n  - {screenshot: ./out/q.png}"
        )
        XCTAssertEqual(
            e,
            [
                "5:18: 'screenshot' may not end in .actual.png or .diff.png: Hitlab writes those beside a failing golden, got \"out/q.diff.png\"",
                "6:18: 'screenshot' may not end in .actual.png or .diff.png: Hitlab writes those beside a failing golden, got \"out/x.actual.png\"",
                "7:18: screenshot \"./out/q.png\" is already the golden of the check at line 4, column 18; give each check its own"
            ])
    }
}
