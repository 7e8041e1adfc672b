import HitlabCore
import HitlabWords
import XCTest

/// R1-R4: who comes next in the chain.
final class ResponderChainTests: XCTestCase {
    private func names(_ chain: [Responder]) -> [String] { chain.map(\.name) }

    func testR1ViewsGoToTheirSuperviewR3WindowToApplicationR4ToDelegate() {
        let leaf = view("leaf", 0, 0, 10, 10)
        let s = scene([view("a", 0, 0, 100, 100, subviews: [leaf])])
        XCTAssertEqual(
            names(s.responderChain(from: leaf)), ["leaf", "a", "window", "windowScene", "application", "appDelegate"])
    }

    func testR3BeforeIOS13TheWindowGoesStraightToTheApplication() {
        let leaf = view("leaf", 0, 0, 10, 10)
        let s = scene([leaf], windowScene: false)
        XCTAssertEqual(names(s.responderChain(from: leaf)), ["leaf", "window", "application", "appDelegate"])
    }

    func testR3TheNarrationSaysWhyTheWindowSceneComesNext() {
        let s = scene([view("leaf", 0, 0, 10, 10)])
        let text = Narrator(scene: s).lines(for: s.click(5, 5)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(
            text.contains(
                "After the window comes windowScene, its UIWindowScene (iOS 13 and later), then the application. [R3]"),
            text)
        let zh = Narrator(scene: s, language: .zhHans).lines(for: s.click(5, 5)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(zh.contains("window 的下一个响应者是 windowScene，即窗口所在的 UIWindowScene（iOS 13 起）"), zh)
    }

    func testR4ChainEndsAtTheApplicationWithoutADelegate() {
        let leaf = view("leaf", 0, 0, 10, 10)
        let s = scene([leaf], delegate: false)
        XCTAssertEqual(names(s.responderChain(from: leaf)), ["leaf", "window", "windowScene", "application"])
    }

    func testR1R2RootViewGoesToItsControllerThenTheControllersViewSuperview() {
        let button = view("button", 0, 0, 10, 10)
        let root = view("root", 0, 0, 100, 100, subviews: [button])
        root.setController(ViewController(name: "rootVC"))
        let s = scene([root])
        XCTAssertEqual(
            names(s.responderChain(from: button)),
            ["button", "root", "rootVC", "window", "windowScene", "application", "appDelegate"])
    }

    func testR2NestedControllersWalkThroughTheParentControllersView() {
        let leaf = view("leaf", 0, 0, 10, 10)
        let childRoot = view("childRoot", 0, 0, 50, 50, subviews: [leaf])
        childRoot.setController(ViewController(name: "childVC"))
        let container = view("container", 0, 0, 100, 100, subviews: [childRoot])
        let parentRoot = view("parentRoot", 0, 0, 200, 200, subviews: [container])
        parentRoot.setController(ViewController(name: "parentVC"))
        let s = scene([parentRoot])
        XCTAssertEqual(
            names(s.responderChain(from: leaf)),
            [
                "leaf", "childRoot", "childVC", "container", "parentRoot", "parentVC", "window", "windowScene",
                "application", "appDelegate"
            ])
    }

    func testR2PresentedControllerGoesToItsPresenterNotItsViewsSuperview() {
        let homeRoot = view("homeRoot", 0, 0, 400, 400)
        let home = ViewController(name: "homeVC")
        homeRoot.setController(home)
        let sheetButton = view("sheetButton", 10, 10, 20, 20)
        let sheetRoot = view("sheetRoot", 0, 200, 400, 200, subviews: [sheetButton])
        let sheet = ViewController(name: "sheetVC")
        sheet.presentingController = home
        sheetRoot.setController(sheet)
        let s = scene([homeRoot, sheetRoot])
        XCTAssertEqual(
            names(s.responderChain(from: sheetButton)),
            ["sheetButton", "sheetRoot", "sheetVC", "homeVC", "window", "windowScene", "application", "appDelegate"])
    }

    func testChainStopsAtACycleInsteadOfLooping() {
        let aRoot = view("aRoot", 0, 0, 10, 10), bRoot = view("bRoot", 0, 0, 10, 10)
        let a = ViewController(name: "aVC"), b = ViewController(name: "bVC")
        aRoot.setController(a); bRoot.setController(b)
        a.presentingController = b; b.presentingController = a
        let s = scene([aRoot, bRoot])
        XCTAssertEqual(names(s.responderChain(from: aRoot)), ["aRoot", "aVC", "bVC"])
    }
}

/// R2, presentations: a child controller's `present` is forwarded to its container.
final class PresentationTests: XCTestCase {
    /// tabVC ⊃ navVC ⊃ listVC, and a sheet that listVC presents.
    private func tabs(
        _ style: PresentationStyle = .automatic, navDefinesContext: Bool = false
    ) -> (Scene, ViewController) {
        let list = view("listView", 0, 0, 100, 100)
        list.setController(ViewController(name: "listVC"))
        let nav = view("navView", 0, 0, 200, 200, subviews: [list])
        let navVC = ViewController(name: "navVC")
        navVC.definesPresentationContext = navDefinesContext
        nav.setController(navVC)
        let tab = view("tabView", 0, 0, 300, 300, subviews: [nav])
        tab.setController(ViewController(name: "tabVC"))
        let sheet = view("sheet", 300, 0, 100, 100)
        let sheetVC = ViewController(name: "sheetVC")
        sheetVC.presentationStyle = style
        sheet.setController(sheetVC)
        let s = scene([tab, sheet])
        sheetVC.present(from: list.controller!)
        return (s, sheetVC)
    }

    func testR2AChildControllersPresentationIsMadeByTheOutermostContainer() {
        let (s, sheetVC) = tabs()
        XCTAssertEqual(sheetVC.presentingController?.name, "tabVC")
        XCTAssertEqual(sheetVC.presentationRequestedBy?.name, "listVC")
        XCTAssertEqual(
            s.responderChain(from: s.view(named: "sheet")!).map(\.name),
            ["sheet", "sheetVC", "tabVC", "window", "windowScene", "application", "appDelegate"])
        let text = Narrator(scene: s).lines(for: s.click(350, 50)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(
            text.contains(
                "sheetVC was presented from listVC, which forwarded the presentation up to its container tabVC: tabVC is the presenter and comes next. [R2]"
            ), text)
    }

    func testR2ACurrentContextPresentationStopsAtTheControllerThatDefinesTheContext() {
        // The scene is kept while asserting: a presenter is held weakly, as UIKit holds it.
        func presenter(_ style: PresentationStyle, _ defines: Bool) -> String? {
            let (s, sheetVC) = tabs(style, navDefinesContext: defines)
            return withExtendedLifetime(s) { sheetVC.presentingController?.name }
        }
        XCTAssertEqual(presenter(.currentContext, true), "navVC")
        XCTAssertEqual(presenter(.currentContext, false), "tabVC", "no context defined: the outermost")
        XCTAssertEqual(presenter(.automatic, true), "tabVC", "only currentContext looks for a context")
    }

    /// feedVC (the window's root) presents playerVC in `style`; the player's root view lets
    /// touches through where it has no controls (C5), over the feed's Like button.
    private func player(_ style: PresentationStyle) -> Scene {
        let like = view("likeButton", 20, 20, 60, 40, kind: .button)
        let feed = view("feedView", 0, 0, 400, 400, subviews: [like])
        feed.setController(ViewController(name: "feedVC", touches: .handle))
        let close = view("closeButton", 300, 300, 80, 80, kind: .button)
        let player = view("playerView", 0, 0, 400, 400, { $0.passThrough = true }, subviews: [close])
        let playerVC = ViewController(name: "playerVC")
        playerVC.presentationStyle = style
        player.setController(playerVC)
        let s = scene([feed, player])
        playerVC.present(from: feed.controller!)
        s.completePresentations()
        return s
    }

    func testR2AFullScreenPresentationTakesThePresentersViewsOutOfTheWindow() {
        let s = player(.fullScreen)
        let trace = s.click(50, 40)
        XCTAssertEqual(trace.hit?.name, "window", "the Like button left the window with the feed")
        XCTAssertFalse(trace.hitTest!.visitedNames.contains("feedView"))
        XCTAssertEqual(
            s.view(named: "likeButton")?.role, .control, "a removed view is still found by name, and is not a window")
        XCTAssertEqual(
            s.responderChain(from: s.view(named: "closeButton")!).map(\.name),
            ["closeButton", "playerView", "playerVC", "feedVC", "window", "windowScene", "application", "appDelegate"])
        let text = Narrator(scene: s).lines(for: trace).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(
            text.contains(
                "feedView is not in the window: feedVC presented playerVC full screen, and UIKit removes the presenter's views once such a presentation completes, so no hitTest reaches feedView or its subviews. [R2, H3]"
            ), text)
        let closeText = Narrator(scene: s).lines(for: s.click(340, 340)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(
            closeText.contains(
                "feedVC's view is out of the window (a full-screen presentation removed it), but feedVC is still the window's root view controller, so window comes next. [R2]"
            ), closeText)
    }

    func testR2AnOverFullScreenPresentationLeavesThePresentersViewsInTheWindow() {
        let s = player(.overFullScreen)
        XCTAssertEqual(s.click(50, 40).hit?.name, "likeButton")
        XCTAssertTrue(s.removedByPresentation.isEmpty)
        XCTAssertEqual(s.view(named: "playerView")?.controller?.presentingController?.name, "feedVC")
    }
}
