import HitlabCore
import HitlabScene
import XCTest

/// A scroll view's directions in a scene: `contentSize`, `scrollEnabled`, the bounces, `paging`.
final class LoaderScrollDirectionTests: XCTestCase {
    func testTheKeysReachTheScrollView() throws {
        let yaml = """
            size: [100, 100]
            window: {subviews: [{name: s, kind: scrollView, frame: [0, 0, 50, 50], contentSize: [50, 400],
              scrollEnabled: false, alwaysBounceHorizontal: true, paging: true}]}
            """
        let s = try XCTUnwrap(try SceneLoader.load(text: yaml, path: "t.yaml").scene.view(named: "s"))
        XCTAssertEqual(s.scrolling.contentSize, Size(50, 400))
        XCTAssertEqual(s.scrollPan?.isEnabled, false)
        XCTAssertTrue(s.scrolling.alwaysBounceHorizontal)
        XCTAssertTrue(s.scrolling.paging)
        XCTAssertTrue(s.scrolling.scrolls(horizontally: true, size: s.bounds.size), "it bounces sideways")
    }

    func testMisusesArePositioned() {
        XCTAssertEqual(
            errors(
                """
                size: [100, 100]
                window: {subviews: [{name: v, kind: button, frame: [0, 0, 50, 50], contentSize: [1, 1]},
                  {name: s, kind: scrollView, frame: [0, 0, 50, 50], contentSize: [-1, 10]}]}
                """),
            [
                "2:68: 'contentSize' applies to scroll views only: view 'v' is a button; add `kind: scrollView`",
                "3:67: 'contentSize' must be from 0 to 100000 each"
            ])
    }
}
