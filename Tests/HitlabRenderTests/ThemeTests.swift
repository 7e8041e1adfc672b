import HitlabCore
import HitlabRender
import HitlabScene
import HitlabWords
import XCTest

/// Themes read on a projector and for colour-blind viewers.
final class ThemeTests: XCTestCase {
    func testPanelTextHasAtLeast4_5To1ContrastInEveryTheme() {
        for theme in Theme.all {
            XCTAssertGreaterThanOrEqual(contrastRatio(theme.panelText, theme.panelBackground), 4.5, theme.name.rawValue)
            XCTAssertGreaterThanOrEqual(contrastRatio(theme.panelDim, theme.panelBackground), 4.5, theme.name.rawValue)
            XCTAssertGreaterThanOrEqual(
                contrastRatio(theme.panelAccent, theme.panelBackground), 4.5, theme.name.rawValue)
        }
    }

    /// The review measured white on the system green and orange at about 2:1 on a projector:
    /// there, every bundled view's text on its own background reads at 4.5:1 or more.
    func testEveryBundledViewsTextReadsAt4_5To1InTheProjectorTheme() throws {
        let projector = Theme.named(.projector), light = Theme.named(.light)
        let white = Colour(r: 255, g: 255, b: 255), green = Colour(r: 0x30, g: 0xD1, b: 0x58)
        XCTAssertLessThan(contrastRatio(white, green), 2.5)
        XCTAssertGreaterThanOrEqual(contrastRatio(projector.textColour(white, on: green), green), 4.5)
        XCTAssertEqual(light.textColour(white, on: green), white, "other themes draw the scene as written")
        var checked = 0
        for (name, scene) in try bundled() {
            scene.forEachView { view, _ in
                let a = view.appearance
                guard a.text != nil, a.background.a == 255 else { return }
                let drawn = projector.textColour(a.textColour ?? projector.viewText, on: a.background)
                XCTAssertGreaterThanOrEqual(contrastRatio(drawn, a.background), 4.5, "\(name): \(view.name)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testEveryOutlineHasAtLeast3To1AgainstItsHalo() {
        for theme in Theme.all {
            for verdict in Verdict.allCases {
                XCTAssertGreaterThanOrEqual(
                    contrastRatio(theme.colour(for: verdict), theme.halo), 3, "\(theme.name) \(verdict)")
            }
            XCTAssertGreaterThanOrEqual(
                contrastRatio(theme.ink, theme.paper), 7, "ink marks read on their paper halo: \(theme.name)")
            for verdict in Verdict.allCases {
                XCTAssertNotEqual(
                    theme.colour(for: verdict), theme.ink, "no verdict shares the marks' ink: \(theme.name)")
            }
        }
    }

    func testTheProjectorsTextReadsFromTheBackRowAt1920x1080() throws {
        // The window's frame (and `render`/`export`'s projector default) at 1920x1080.
        let scene = try XCTUnwrap(SceneLoader.load(text: "size: [400, 300]\nwindow: {}", path: "t.yaml").scene)
        let layout = try Renderer().layout(
            scene, story: nil, state: nil, options: RenderOptions(theme: .projector, frameSize: (1920, 1080)))
        XCTAssertGreaterThanOrEqual(Theme.projector.bodyPixels(scale: layout.panelScale), 28, "the panel's sentences")
        XCTAssertGreaterThanOrEqual(Theme.projector.legendPixels(scale: layout.panelScale), 24, "the legend")
        XCTAssertGreaterThanOrEqual(Theme.projector.smallPixels(scale: layout.panelScale), 24, "the canvas labels")
    }

    func testProjectorOutlinesStandOutOnItsBackdrop() {
        let p = Theme.projector
        for verdict in Verdict.allCases {
            XCTAssertGreaterThanOrEqual(contrastRatio(p.colour(for: verdict), p.backdrop), 3, "\(verdict)")
        }
    }

    func testVerdictsDifferByMoreThanColour() {
        let theme = Theme.light
        let rejections: [Verdict] = [.hidden, .notInteractive, .transparent, .disabled, .outside, .passedThrough]
        XCTAssertEqual(
            Set(rejections.map { theme.dash(for: $0) }).count, rejections.count, "each has its own dash pattern")
        for language in Language.allCases {
            XCTAssertEqual(
                Set(Verdict.allCases.map { Words(language).verdict($0) }).count, Verdict.allCases.count,
                "and its own label (\(language))")
        }
    }

    func testProjectorTextIsAtLeast24PixelsTallAt1920x1080() throws {
        let renderer = try Renderer()
        for name in ["01-click-e.yaml", "15-transforms.yaml", "06-outside-parent.yaml"] {
            let scene = try HitlabSceneLoad.scene(name)
            let options = RenderOptions(theme: .projector, frameSize: (1920, 1080))
            let layout = renderer.layout(scene, story: nil, state: nil, options: options)
            XCTAssertGreaterThanOrEqual(Theme.projector.panelFontSize * layout.panelScale, 24, name)
            XCTAssertGreaterThanOrEqual(
                renderer.text.lineHeight(pixelSize: Int((Theme.projector.panelFontSize * layout.panelScale).rounded())),
                24)
        }
    }

    func testContrastRatioMatchesWCAG() {
        XCTAssertEqual(contrastRatio(Colour(r: 0, g: 0, b: 0), Colour(r: 255, g: 255, b: 255)), 21, accuracy: 0.01)
        XCTAssertEqual(
            contrastRatio(Colour(r: 0x77, g: 0x77, b: 0x77), Colour(r: 255, g: 255, b: 255)), 4.48, accuracy: 0.02)
    }
}
