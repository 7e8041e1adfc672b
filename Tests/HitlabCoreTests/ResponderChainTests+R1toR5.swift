import HitlabCore
import XCTest

/// R1-R4: who comes next in the chain.
final class ResponderChainTests: XCTestCase {
    private func names(_ chain: [Responder]) -> [String] { chain.map(\.name) }

    func testR1ViewsGoToTheirSuperviewR3WindowToApplicationR4ToDelegate() {
        let leaf = view("leaf", 0, 0, 10, 10)
        let s = scene([view("a", 0, 0, 100, 100, subviews: [leaf])])
        XCTAssertEqual(names(s.responderChain(from: leaf)), ["leaf", "a", "window", "windowScene", "application", "appDelegate"])
    }

    func testR3AnAppWithoutScenesGoesFromTheWindowStraightToTheApplication() {
        let leaf = view("leaf", 0, 0, 10, 10)
        let s = scene([leaf], windowScene: false)
        XCTAssertEqual(names(s.responderChain(from: leaf)), ["leaf", "window", "application", "appDelegate"])
    }

    func testR3TheNarrationSaysWhyTheWindowSceneComesNext() {
        let s = scene([view("leaf", 0, 0, 10, 10)])
        let text = Narrator(scene: s).lines(for: s.click(5, 5)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(text.contains("After the window comes windowScene, its UIWindowScene (iOS 13 and later), then the application. [R3]"), text)
        let zh = Narrator(scene: s, language: .zhHans).lines(for: s.click(5, 5)).map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(zh.contains("UIWindow 之后是 windowScene，也就是它所在的 UIWindowScene（iOS 13 起）"), zh)
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
        XCTAssertEqual(names(s.responderChain(from: button)), ["button", "root", "rootVC", "window", "windowScene", "application", "appDelegate"])
    }

    func testR2NestedControllersWalkThroughTheParentControllersView() {
        let leaf = view("leaf", 0, 0, 10, 10)
        let childRoot = view("childRoot", 0, 0, 50, 50, subviews: [leaf])
        childRoot.setController(ViewController(name: "childVC"))
        let container = view("container", 0, 0, 100, 100, subviews: [childRoot])
        let parentRoot = view("parentRoot", 0, 0, 200, 200, subviews: [container])
        parentRoot.setController(ViewController(name: "parentVC"))
        let s = scene([parentRoot])
        XCTAssertEqual(names(s.responderChain(from: leaf)),
                       ["leaf", "childRoot", "childVC", "container", "parentRoot", "parentVC", "window", "windowScene", "application", "appDelegate"])
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
        XCTAssertEqual(names(s.responderChain(from: sheetButton)),
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
