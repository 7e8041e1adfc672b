import Foundation
import HitlabChecksTesting
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabStory
import XCTest

/// The story's labels are placed, not dropped: over every bundled scene, every step of its
/// first check's click, the three themes and two window sizes, no two labels overlap, none
/// covers the touch point, all stay on the canvas, and every member of the responder chain
/// (views, controllers, the window, the application, the delegate) is labelled (issue 9).
final class StoryLayoutTests: XCTestCase {
    func testRealAppDumpsTooEveryLabelFitsAndEveryChainMemberIsNamed() throws {
        // Real apps' long class names in narrow phones: each dump clicked at five points.
        let folder = RenderTests.scenes.deletingLastPathComponent().appendingPathComponent("Tests/Dumps").path
        let dumps = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".txt") }.sorted()
        XCTAssertGreaterThan(dumps.count, 10)
        let renderer = try Renderer()
        var failures: [String] = [], cut = 0
        for name in dumps {
            let scene = try SceneLoader.loadSceneOrDump(path: folder + "/" + name).0.scene
            let (w, h) = (scene.size.width, scene.size.height)
            for (fx, fy) in [(0.3, 0.15), (0.5, 0.5), (0.25, 0.4), (0.7, 0.8), (0.5, 0.95)] {
                let story = Story(scene: scene, interaction: .click(Point((w * fx).rounded(), (h * fy).rounded())))
                let state = story.state(at: nil)
                let plan = renderer.plan(scene, story: story, state: state, options: RenderOptions())
                cut += plan.marks.filter { $0.kind == .chainNode && $0.text.contains("…") }.count
                failures += try LayoutProblems.problems(plan, chain: plan.numberedResponders).map {
                    "\(name) at \(fx),\(fy): \($0)"
                }
            }
        }
        XCTAssertGreaterThan(cut, 0, "some real class names are wider than a phone's strip")
        XCTAssertEqual(failures, [], failures.prefix(20).joined(separator: "\n"))
        XCTAssertTrue(
            LayoutProblems.names("4 UICollectionViewCon…-7890", 4, "UICollectionViewControllerWrapperView-7890"))
        XCTAssertFalse(
            LayoutProblems.names("4 UICollectionViewCon…-7890", 4, "UICollectionViewControllerWrapperView-7891"))
    }

    func testNoLabelOverlapsAnotherOrTheTouchAndEveryChainMemberIsLabelled() throws {
        let renderer = try Renderer()
        var frames = 0, labels = 0, footnotes = 0
        var failures: [String] = []
        for (name, scene) in try bundled() {
            guard let interaction = scene.checks.compactMap(\.interaction).first else { continue }
            let story = Story(scene: scene, interaction: interaction)
            for theme in Theme.all {
                // Two window sizes, and `render`'s own size.
                for size in [(1024, 768), (1920, 1080), nil] as [(Int, Int)?] {
                    for step in 0...story.stepCount {
                        let state = story.state(at: step)
                        let plan = renderer.plan(
                            scene, story: story, state: state,
                            options: RenderOptions(PictureSpec(theme: theme.name, step: step), frameSize: size))
                        frames += 1
                        labels += plan.marks.filter { LayoutProblems.canvasKinds.contains($0.kind) }.count
                        footnotes +=
                            plan.marks.filter { $0.kind == .footnote && $0.rect.minX >= plan.layout.panelRect.minX }
                            .count
                        failures += try LayoutProblems.problems(plan, chain: plan.numberedResponders).map {
                            "\(name) \(theme.name) \(size.map { "\($0.0)x\($0.1)" } ?? "render") step \(step): \($0)"
                        }
                    }
                }
            }
        }
        print("story layout: \(frames) frames, \(labels) canvas labels, \(footnotes) footnotes")
        XCTAssertGreaterThan(frames, 1000)
        XCTAssertEqual(failures, [], failures.prefix(20).joined(separator: "\n"))
    }

    /// A class's projector at the sizes classrooms have: every bundled scene's last step and
    /// its middle one, in each language, fits its picture (the panel's rows, its legend and
    /// every label inside it, no label over another or over a view's own text, no view's text
    /// cut), and every text Hitlab draws is at least 26 px, 36 px at 1920x1080 (issues 22, 38).
    func testProjectorFramesFitAtClassroomSizes() throws {
        let renderer = try Renderer()
        var failures: [String] = [], frames = 0, leftOut = 0, captions = 0, smallCaptions = 0
        for (name, scene) in try bundled() {
            guard let interaction = scene.checks.compactMap(\.interaction).first else { continue }
            for language in Language.allCases {
                let story = Story(scene: scene, interaction: interaction, language: language)
                for state in [story.state(at: nil), story.state(at: story.stepCount / 2)] {
                    // 1024x768 twice: as a picture, and as the window shows it (the rules under the sentence).
                    for (w, h, rules) in [
                        (1024, 768, false), (1024, 768, true), (1280, 720, false), (1920, 1080, false)
                    ] {
                        var options = RenderOptions(theme: .projector, frameSize: (w, h))
                        options.language = language
                        options.showRules = rules
                        let plan = renderer.plan(scene, story: story, state: state, options: options)
                        frames += 1
                        let what = "\(name) \(language.rawValue) \(w)x\(h)\(rules ? " with rules" : "")"
                        let all = try LayoutProblems.marks(plan)
                        let picture = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
                        for mark in all where !picture.encloses(mark.rect) {
                            failures.append(
                                "\(what): \(mark.kind) '\(mark.text.prefix(40))' leaves the picture: \(mark.rect)")
                        }
                        let panel = plan.layout.panelRect
                        for mark in all where [.panelText, .legend].contains(mark.kind) && !panel.encloses(mark.rect) {
                            failures.append("\(what): '\(mark.text.prefix(40))' leaves the panel")
                        }
                        failures += try LayoutProblems.problems(plan, chain: plan.numberedResponders).map {
                            "\(what): \($0)"
                        }
                        leftOut +=
                            all.filter {
                                $0.text.hasPrefix("(") && $0.kind == .panelText && $0.text.contains("no room")
                            }
                            .count
                        captions += all.filter { $0.kind == .caption }.count
                        failures += LayoutProblems.classroom(
                            all, scene: scene, language: language, height: h, smallCaptions: &smallCaptions
                        ).map {
                            "\(what): \($0)"
                        }
                    }
                }
            }
        }
        print(
            "classroom sizes: \(frames) frames, \(leftOut) with a part left out for room; \(smallCaptions) of "
                + "\(captions) views' own texts under the size, held by their boxes")
        XCTAssertGreaterThan(frames, 200)
        XCTAssertEqual(failures, [], "\(failures.count) problems:\n" + failures.prefix(30).joined(separator: "\n"))
    }

    /// The chain's arrows go around the tags and the views' own texts rather than under them
    /// (a label drawn over an arrow hides where it goes): over every bundled scene's click,
    /// in every theme, bending them at least halves the arrows that pass under one (the rest
    /// are boxed in, where no gentle bend clears them, and stay straight).
    func testChainArrowsGoAroundTagsAndTheViewsOwnTexts() throws {
        let renderer = try Renderer()
        var arrows = 0, crossing = 0, straightWouldCross = 0
        var failures: [String] = []
        for (name, scene) in try bundled() {
            guard let interaction = scene.checks.compactMap(\.interaction).first else { continue }
            let story = Story(scene: scene, interaction: interaction)
            for theme in Theme.all {
                let plan = renderer.plan(
                    scene, story: story, state: story.state(at: nil),
                    options: RenderOptions(PictureSpec(theme: theme.name), frameSize: nil))
                let marks = try LayoutProblems.marks(plan)
                for path in plan.chainArrows {
                    guard let start = path.first, let end = path.last else { continue }
                    arrows += 1
                    func grown(_ r: Rect) -> Rect {
                        Rect(x: r.minX - 2, y: r.minY - 2, width: r.width + 4, height: r.height + 4)
                    }
                    // What it may not pass under: labels (the two badges it joins aside) and views' texts.
                    let blocking = marks.filter {
                        (LayoutProblems.canvasKinds.contains($0.kind) || $0.kind == .caption)
                            && !grown($0.rect).contains(start) && !grown($0.rect).contains(end)
                    }
                    func crosses(_ points: [Point]) -> Mark? {
                        for (a, b) in zip(points, points.dropFirst()) {
                            let steps = max(1, Int(max(abs(b.x - a.x), abs(b.y - a.y))))
                            for i in 0...steps {
                                let t = Double(i) / Double(steps)
                                let p = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                                if let hit = blocking.first(where: { $0.rect.contains(p) }) { return hit }
                            }
                        }
                        return nil
                    }
                    if crosses([start, end]) != nil { straightWouldCross += 1 }
                    if let hit = crosses(path) {
                        crossing += 1
                        failures.append("\(name) \(theme.name): an arrow passes under '\(hit.text)'")
                    }
                }
            }
        }
        print("chain arrows: \(arrows); straight, \(straightWouldCross) would pass under a label; \(crossing) do")
        XCTAssertGreaterThan(straightWouldCross, 10, "the scenes hold arrows a straight line would hide")
        XCTAssertLessThanOrEqual(crossing * 2, straightWouldCross, failures.joined(separator: "\n"))
    }

    func testTheProblemsCheckFindsOverlapsAndMissingMembers() throws {
        // The check above can fail: a plan whose chain names someone the strip leaves out.
        let scene = try HitlabSceneLoad.scene("01-click-e.yaml")
        let story = Story(scene: scene, interaction: .click(Point(510, 280)))
        let renderer = try Renderer()
        let plan = renderer.plan(
            scene, story: story, state: story.state(at: nil), options: RenderOptions(frameSize: (1024, 768)))
        XCTAssertEqual(try LayoutProblems.problems(plan, chain: story.trace.chain), [])
        let stranger = ViewController(name: "nobodyVC")
        XCTAssertEqual(
            try LayoutProblems.problems(plan, chain: story.trace.chain + [stranger]),
            ["chain member 8 nobodyVC has no label"])
    }
}
