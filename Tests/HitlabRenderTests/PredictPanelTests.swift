import HitlabChecksTesting
import HitlabCore
import HitlabRender
import HitlabStory
import XCTest

/// Nothing answered before it is asked: while a class predicts, the side panel shows neither
/// the scene's summary (which often states the answer) nor the rules of the step it asks about.
final class PredictPanelTests: XCTestCase {
    private func panelTexts(_ options: RenderOptions, state: StoryState, story: Story, scene: Scene) throws -> [String]
    {
        let plan = try Renderer().plan(scene, story: story, state: state, options: options)
        return try LayoutProblems.marks(plan).filter { $0.kind == .panelText }.map(\.text)
    }

    func testWhilePredictingThePanelWithholdsTheSummaryAndTheNextStepsRules() throws {
        let scene = try HitlabSceneLoad.scene("01-click-e.yaml")
        let story = Story(scene: scene, interaction: try XCTUnwrap(scene.checks.compactMap(\.interaction).first))
        // The step after which the review's prompt asked "who comes after application?": R4's.
        let r4 = try XCTUnwrap(story.lines.firstIndex { $0.rules.contains(.r4) }) + 1
        var state = story.state(at: r4)
        state.withheld = 1
        var options = RenderOptions(theme: .light, frameSize: (1280, 800))
        options.showRules = true
        let summary = try XCTUnwrap(scene.summary(in: .en))
        let shown = try panelTexts(options, state: state, story: story, scene: scene)
        XCTAssertTrue(shown.contains { summary.hasPrefix($0.prefix(30)) }, "the summary shows outside a lesson")
        XCTAssertFalse(shown.contains { $0.hasPrefix("R4 ") }, "R4 waits until its step is revealed: \(shown)")
        options.withholdSummary = true
        let predicting = try panelTexts(options, state: state, story: story, scene: scene)
        XCTAssertFalse(predicting.contains { summary.hasPrefix($0.prefix(30)) }, "the summary waits: \(predicting)")
        state.withheld = 0
        XCTAssertTrue(
            try panelTexts(options, state: state, story: story, scene: scene).contains { $0.hasPrefix("R4 ") },
            "revealed, its rule shows")
    }
}
