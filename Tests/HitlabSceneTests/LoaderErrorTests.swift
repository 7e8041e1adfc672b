import Foundation
import HitlabCore
import HitlabScene
import XCTest

/// Every class of bad input gives a positioned error, all at once.
final class LoaderErrorTests: XCTestCase {
    /// Issue 23: an unquoted colour is a YAML comment; the error says to quote it.
    func testAnUnquotedHexColourGetsTheHintToQuoteIt() {
        XCTAssertEqual(
            errors("size: [10, 10]\nwindow:\n  background: #F2F2F7\n  subviews: []"),
            [
                "3:14: 'background' must be a colour, got null: in YAML an unquoted # starts a comment, so quote it: background: \"#F2F2F7\""
            ])
        XCTAssertEqual(
            errors("size: [10, 10]\nwindow:\n  background: \"#F2F2F7\"\n  subviews: []"), [], "quoted, it loads")
    }

    func testUnknownKeySuggestsTheNearestKnownOne() {
        XCTAssertEqual(
            errors("size: [10, 10]\nwindow:\n  subviews:\n    - {name: a, frame: [0,0,1,1], hitInset: 5}"),
            ["4:35: unknown key 'hitInset' in a view; did you mean 'hitInsets'?"])
        XCTAssertEqual(
            errors("size: [10, 10]\nwindwo: {}"),
            [
                "1:1: the scene has no 'window': add `window:` with its subviews",
                "2:1: unknown key 'windwo' in the scene; did you mean 'window'?"
            ])
    }

    /// G4: a recognizer with an action and no target does not load; the error names the
    /// nearest view controller (or asks for one), because a recognizer never searches the chain.
    func testAGestureActionWithoutATargetIsAnErrorThatNamesTheNearestController() {
        let scene = """
            size: [100, 100]
            window:
              subviews:
                - name: card
                  frame: [0, 0, 100, 100]
                  controller: {name: cardVC, responds: [tapped]}
                  gestures: [{kind: tap, action: tapped}]
                  subviews:
                    - {name: photo, frame: [0, 0, 10, 10], gestures: [{kind: pan, action: dragged}]}
                - {name: loose, frame: [0, 0, 5, 5], gestures: [{kind: tap, action: tapped}, {kind: pan, action: dragged, target: cardVC}]}
            """
        XCTAssertEqual(
            errors(scene),
            [
                "7:38: gesture 'card.tap' has an action but no 'target': a recognizer sends its action only to its target and never searches the responder chain (G4); add target: cardVC, the nearest view controller",
                "9:79: gesture 'photo.pan' has an action but no 'target': a recognizer sends its action only to its target and never searches the responder chain (G4); add target: cardVC, the nearest view controller",
                "10:73: gesture 'loose.tap' has an action but no 'target': a recognizer sends its action only to its target and never searches the responder chain (G4); add the target that implements it (a view controller, say)"
            ])
    }

    func testWrongTypes() {
        let e = errors(
            """
            size: [10, "ten"]
            window:
              hidden: yes please
              alpha: "1"
              subviews: {name: a}
            """)
        XCTAssertEqual(
            e,
            [
                "1:12: 'size' must be a number, got the string \"ten\"",
                "3:11: 'hidden' must be true or false, got the string \"yes please\"",
                "4:10: 'alpha' must be a number, got the string \"1\"",
                "5:13: 'subviews' must be a list, got a mapping"
            ])
    }

    func testOutOfRangeValues() {
        let e = errors(
            """
            size: [0, 10]
            window:
              subviews:
                - {name: a, frame: [0, 0, -5, 10], alpha: 1.5}
                - {name: b, frame: [.nan, 0, 1, 1], alpha: -0.1}
                - {name: c, frame: [0, 0, .inf, 1], cornerRadius: -1, kind: buton}
            """)
        XCTAssertEqual(
            e,
            [
                "1:7: 'size' must be from 1 to 4096 points a side, got [0, 10]",
                "4:24: 'frame' width and height must be >= 0, got -5 x 10",
                "4:47: 'alpha' must be from 0 to 1, got 1.5",
                "5:25: 'frame' must be a finite number, got .nan",
                "5:48: 'alpha' must be from 0 to 1, got -0.1",
                "6:31: 'frame' must be a finite number, got .inf",
                "6:55: 'cornerRadius' must be >= 0, got -1",
                "6:65: 'kind' must be one of 'view', 'button', 'control', 'switch', 'stepper', 'segmentedControl', 'pageControl', 'slider', 'textField', 'label', 'image', 'stackView', 'scrollView', got the string \"buton\"; did you mean 'button'?"
            ])
    }

    func testDuplicateNames() {
        let e = errors(
            "size: [10, 10]\nwindow:\n  subviews:\n    - {name: a, frame: [0,0,1,1]}\n    - {name: a, frame: [0,0,1,1], controller: {name: window}}"
        )
        XCTAssertEqual(
            e,
            [
                "5:14: duplicate name 'a': already used at line 4, column 14",
                "5:54: duplicate name 'window': it is already the default name of the window, the application or the delegate"
            ])
    }

    func testNamesThatReferToNothing() {
        let e = errors(
            """
            size: [10, 10]
            firstResponder: feild
            window:
              subviews:
                - {name: field, frame: [0,0,1,1]}
                - {name: b, kind: button, frame: [0,0,1,1], action: go, target: rootCV}
                - {name: v, frame: [0,0,1,1], controller: {name: rootVC, presentedBy: homeVC}}
            checks:
              - {click: [1, 1], hit: fieldd, gestures: [{name: b.tap, state: recognized}]}
            """)
        XCTAssertEqual(
            e,
            [
                "2:17: 'firstResponder' names 'feild', which is not a responder in this scene; did you mean 'field'?",
                "6:69: 'target' names 'rootCV', which is not a responder in this scene; did you mean 'rootVC'?",
                "7:75: 'presentedBy' names 'homeVC', which is not a view controller in this scene",
                "9:26: 'hit' names 'fieldd', which is not a view in this scene; did you mean 'field'?",
                "9:52: 'gestures' names 'b.tap', which is not a gesture in this scene"
            ])
    }

    func testPresentedByCycle() {
        let e = errors(
            """
            size: [10, 10]
            window:
              subviews:
                - {name: a, frame: [0,0,1,1], controller: {name: aVC, presentedBy: bVC}}
                - {name: b, frame: [0,0,1,1], controller: {name: bVC, presentedBy: aVC}}
                - {name: c, frame: [0,0,1,1], controller: {name: cVC, presentedBy: cVC}}
            """)
        XCTAssertEqual(
            e,
            [
                "4:72: 'presentedBy' makes a cycle: aVC → bVC → aVC",
                "6:72: 'presentedBy' makes a cycle: cVC → cVC"
            ])
    }

    func testAFullScreenPresentedViewMayNotSitInsideTheViewItsPresentationRemoves() {
        let e = errors(
            """
            size: [10, 10]
            window:
              subviews:
                - name: feed
                  frame: [0,0,10,10]
                  controller: {name: feedVC}
                  subviews:
                    - {name: player, frame: [0,0,10,10], controller: {name: playerVC, presentedBy: feedVC, presentation: fullScreen}}
            """)
        XCTAssertEqual(
            e,
            [
                "8:88: 'playerVC' is presented full screen, so its presenter feedVC's view leaves the window, and 'player' is inside 'feed': make 'player' a subview of the window (R2)"
            ])
    }

    func testACheckCannotExpectARecognizerCancelledForHitlabNeverCancelsOne() {
        let e = errors(
            """
            size: [10, 10]
            window: {subviews: [{name: a, frame: [0,0,10,10], gestures: [{kind: pan}]}]}
            checks:
              - {click: [5, 5], gestures: [{name: a.pan, state: cancelled}]}
            """)
        XCTAssertEqual(
            e,
            [
                "4:53: no interaction Hitlab plays ends with a recognizer cancelled (a system cancel, such as a call, is not modelled), so this check could never pass: expect 'recognized' or 'failed'"
            ])
    }

    func testImagePathsMayNotLeaveScenesOrAssets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hitlab-img-\(getpid())")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(onePixelPNG).write(to: root.appendingPathComponent("Assets/star.png"))
        try Data(onePixelPNG).write(to: root.appendingPathComponent("secret.png"))
        let dir = root.appendingPathComponent("Scenes").path
        let scene = { (path: String) in "size: [10, 10]\nwindow: {image: \"\(path)\"}" }
        XCTAssertNoThrow(try load(scene("Assets/star.png"), directory: dir))
        XCTAssertEqual(
            try load(scene("Assets/star.png"), directory: dir).window.appearance.imagePath,
            root.appendingPathComponent("Assets").path + "/star.png")
        XCTAssertEqual(
            errors(scene("../secret.png"), directory: dir),
            [
                "2:17: 'image' path \"../secret.png\" leaves the scene's folder; images must stay under Scenes/ or Assets/"
            ])
        XCTAssertEqual(
            errors(scene("/etc/passwd.png"), directory: dir),
            ["2:17: 'image' must be a relative path under the scene's folder or Assets/, got \"/etc/passwd.png\""])
        XCTAssertEqual(errors(scene("Assets/../../secret.png"), directory: dir).count, 1)
        XCTAssertEqual(
            errors(scene("Assets/missing.png"), directory: dir),
            ["2:17: 'image' \"Assets/missing.png\" not found beside the scene or in Assets/"])
    }

    /// Issue 7: images are regular PNG files within the limits, inside Scenes/ or Assets/
    /// after following links; `validate` says so instead of the renderer hanging or crashing.
    func testImagesAreCheckedAsFilesBeforeAnythingDecodesThem() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hitlab-img2-\(getpid())")
        let dir = root.appendingPathComponent("Scenes").path
        try FileManager.default.createDirectory(atPath: dir + "/folder.png", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(onePixelPNG).write(to: root.appendingPathComponent("outside.png"))
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/link.png", withDestinationPath: root.path + "/outside.png")
        try FileManager.default.createSymbolicLink(atPath: dir + "/passwd.png", withDestinationPath: "/etc/passwd")
        XCTAssertEqual(mkfifo(dir + "/fifo.png", 0o644), 0)
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46]).write(to: URL(fileURLWithPath: dir + "/photo.png"))
        try Data().write(to: URL(fileURLWithPath: dir + "/empty.png"))
        var huge = onePixelPNG
        huge.replaceSubrange(16..<24, with: [0, 0, 0x9C, 0x40, 0, 0, 0x34, 0xBC])  // 40000 x 13500
        try Data(huge).write(to: URL(fileURLWithPath: dir + "/huge.png"))
        let scene = { (path: String) in "size: [10, 10]\nwindow: {image: \"\(path)\"}" }
        func error(_ path: String) -> String { errors(scene(path), directory: dir).joined() }
        XCTAssertTrue(error("link.png").contains("outside the scene's folder and Assets/"), error("link.png"))
        XCTAssertTrue(error("passwd.png").contains("outside"), error("passwd.png"))
        XCTAssertTrue(error("fifo.png").contains("not a regular file"), error("fifo.png"))
        XCTAssertTrue(error("folder.png").contains("is a folder"), error("folder.png"))
        XCTAssertTrue(error("photo.png").contains("is a JPEG image; Hitlab reads PNG only"), error("photo.png"))
        XCTAssertTrue(error("empty.png").contains("is empty"), error("empty.png"))
        XCTAssertTrue(
            error("huge.png").contains("40000 x 13500 pixels; images may be at most 4096 x 4096"), error("huge.png"))
    }

    func testControlOnlyKeysOnPlainViews() {
        XCTAssertEqual(
            errors("size: [10, 10]\nwindow: {subviews: [{name: v, frame: [0,0,1,1], enabled: false, action: go}]}"),
            [
                "2:49: 'enabled' applies to controls only: view 'v' is a view; use 'interactive', or `kind: button`",
                "2:65: 'action' applies to controls only: view 'v' is a view; use `kind: button`, or a gesture"
            ])
    }

    func testScrollViewKeysOnOtherViewsAndClashingPanNamesAreErrors() {
        XCTAssertEqual(
            errors("size: [10, 10]\nwindow: {subviews: [{name: v, frame: [0,0,1,1], canCancelContentTouches: false}]}"),
            ["2:49: 'canCancelContentTouches' applies to scroll views only: view 'v' is a view; add `kind: scrollView`"]
        )
        XCTAssertEqual(
            errors(
                "size: [10, 10]\nwindow: {subviews: [{name: t, kind: scrollView, frame: [0,0,1,1], gestures: [{kind: pan, name: t.panGestureRecognizer}]}]}"
            ).count, 1,
            "the scroll view's own pan takes that name")
        XCTAssertEqual(
            errors(
                "size: [10, 10]\nwindow: {subviews: [{name: v, frame: [0,0,1,1], gestures: [{kind: tap, direction: left}]}]}"
            ),
            ["2:72: 'direction' applies to swipes only: gesture 'v.tap' is a tap"])
    }

    func testHitTestReturnsMustNameAViewInside() {
        XCTAssertEqual(
            errors(
                "size: [10, 10]\nwindow: {subviews: [{name: a, frame: [0,0,5,5], hitTestReturns: b}, {name: b, frame: [0,0,1,1]}]}"
            ),
            [
                "2:65: 'hitTestReturns' must name a view inside 'a', got 'b' (C6: the override returns one of its own views)"
            ])
        XCTAssertEqual(
            errors(
                "size: [10, 10]\nwindow: {subviews: [{name: a, frame: [0,0,5,5], hitTestReturns: pagr, subviews: [{name: pager, frame: [0,0,1,1]}]}]}"
            ),
            ["2:65: 'hitTestReturns' names 'pagr', which is not a view in this scene; did you mean 'pager'?"])
    }

    func testAMisspeltKindIsReportedOnceNotAsControlOnlyKeys() {
        XCTAssertEqual(
            errors(
                "size: [10, 10]\nwindow: {subviews: [{name: b, kind: buton, frame: [0,0,1,1], action: go, enabled: false}]}"
            ),
            [
                "2:37: 'kind' must be one of 'view', 'button', 'control', 'switch', 'stepper', 'segmentedControl', 'pageControl', 'slider', 'textField', 'label', 'image', 'stackView', 'scrollView', got the string \"buton\"; did you mean 'button'?"
            ])
    }

    func testMissingRequiredKeys() {
        XCTAssertEqual(
            errors("window: {subviews: [{frame: [0,0,1,1]}, {name: x}]}"),
            [
                "1:1: the scene has no 'size': add `size: [width, height]`",
                "1:21: a view needs a 'name'",
                "1:41: view 'x' needs a 'frame': [x, y, width, height]"
            ])
    }

    func testFingersAreCheckedOneByOneAndAllAtOnce() {
        let text = """
            size: [100, 100]
            window: {}
            checks:
              - fingers:
                  - {from: [1, 1], to: [5, 5], down: 0.2, up: 0.1}
                  - {to: [3, 3]}
                  - {from: [2, 2], hold: 0.1, thumb: true}
                click: [1, 1]
              - fingers: [{from: [1, 1]}]
              - {fingers: [{from: [1, 1], hit: window}], taps: 2}
            """
        XCTAssertEqual(
            errors(text),
            [
                "5:51: finger 1 comes up at 0.1 s, before its last move (0.3 s)",
                "6:9: finger 2 needs 'from: [x, y]', where it goes down",
                "7:24: 'hold' says how a finger moves; this one has no 'to'",
                "7:35: unknown key 'thumb' in a finger (known keys: from, to, through, down, hold, duration, up, hit, reaches, deliveries)",
                "8:5: a check has one of 'click', 'drag' or 'fingers'",
                "9:5: this check expects nothing of its fingers: add 'hit', 'chain', 'handledBy', 'actions', 'gestures', 'deliveries', 'notSent', 'reachable', 'firstResponder', 'timeline', a finger's own 'hit', 'reaches' or 'deliveries' or a 'screenshot'",
                "10:46: 'taps' goes with 'click'; each finger says its own 'down', 'hold' and 'up'"
            ])
    }

    func testChecksNeedAClickOrADrag() {
        XCTAssertEqual(
            errors("size: [10, 10]\nwindow: {}\nchecks:\n  - {hit: window}\n  - {click: [1], hit: window}"),
            [
                "4:5: a check needs 'click: [x, y]', 'drag: {from: [x, y], to: [x, y]}' or 'fingers: [{from: [x, y]}, ...]' (or only a 'screenshot' of the scene at rest, or 'reachable')",
                "5:13: 'click' must be [x, y], got a list of 1"
            ])
    }

    func testScreenshotOptionsNeedAScreenshotAndAtRestChecksExpectNothing() {
        XCTAssertEqual(
            errors(
                "size: [10, 10]\nwindow: {}\nchecks:\n  - {click: [1, 1], theme: dark, hit: window}\n  - {screenshot: a.png, hit: window}\n  - {screenshot: ../a.png}\n  - {screenshot: b.png, theme: neon}"
            ),
            [
                "4:21: 'theme' says how to draw a 'screenshot'; this check has none",
                "5:25: 'hit' needs a 'click' or a 'drag' in the same check",
                "6:18: 'screenshot' must be a relative path to a .png inside the project, got \"../a.png\"",
                "7:32: 'theme' must be one of 'light', 'dark', 'projector', got the string \"neon\""
            ])
    }

    func testInvalidNames() {
        XCTAssertEqual(
            errors("size: [10, 10]\nwindow: {subviews: [{name: 9lives, frame: [0,0,1,1]}]}"),
            ["2:28: '9lives' is not a valid name: use letters, digits, '_', '.' and '-', starting with a letter or '_'"]
        )
    }

    func testBadColours() {
        XCTAssertEqual(
            errors(
                "size: [10, 10]\nwindow: {background: '#12345', subviews: [{name: a, frame: [0,0,1,1], background: whte}]}"
            ),
            [
                "2:22: 'background' must be \"#RRGGBB\", \"#RRGGBBAA\" or a CSS colour name, got \"#12345\"",
                "2:83: 'background' must be \"#RRGGBB\", \"#RRGGBBAA\" or a CSS colour name, got \"whte\"; did you mean 'white'?"
            ])
    }
}

/// YAML-level problems keep their positions too.
final class LoaderSyntaxTests: XCTestCase {
    func testADuplicateKeyInOneMappingIsNamed() {
        let e = errors("size: [10, 10]\nwindow: {}\nsize: [20, 20]")
        XCTAssertEqual(e.count, 1)
        XCTAssertTrue(e[0].hasPrefix("3:1: duplicate key 'size'"), e[0])
        let nested = errors(
            "size: [10, 10]\nwindow:\n  subviews:\n    - name: a\n      frame: [0, 0, 1, 1]\n      name: b")
        XCTAssertTrue(nested.first?.hasPrefix("6:7: duplicate key 'name'") == true, nested.first ?? "")
    }

    func testJSONSyntaxErrorsArePositioned() {
        let e = errors(#"{"size": [10, 10], "window": {"subviews": [}}"#)
        XCTAssertEqual(e.count, 1)
        XCTAssertTrue(e[0].hasPrefix("1:44: YAML syntax:"), e[0])
    }

    func testBadIndentationIsPositioned() {
        let e = errors("size: [10, 10]\nwindow:\n  subviews:\n    - name: a\n   frame: [0, 0, 1, 1]")
        XCTAssertEqual(e.count, 1)
        XCTAssertTrue(e[0].hasPrefix("5:"), e[0])
    }
}

/// A valid 1 x 1 PNG (one opaque red pixel).
let onePixelPNG: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01,
    0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44,
    0x41,
    0x54, 0x78, 0x9C, 0x63, 0xF8, 0xCF, 0xC0, 0xF0, 0x1F, 0x00, 0x05, 0x00, 0x01, 0xFF, 0x89, 0x99, 0x3D, 0x1D, 0x00,
    0x00,
    0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82
]
