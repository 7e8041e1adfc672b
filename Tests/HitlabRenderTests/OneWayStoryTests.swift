import Foundation
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabStory
import HitlabWords
import XCTest

/// Data flows one way: the picture folds the trace's typed steps and never reads the
/// narration, so a sentence worded differently changes the words and nothing else.
final class OneWayStoryTests: XCTestCase {
    /// The pixels left of column `left`.
    private func pixels(_ image: CairoImage, left: Int) -> [UInt8] {
        (0..<image.height).flatMap { y in (0..<min(left, image.width)).flatMap { x in image.pixel(x: x, y: y) } }
    }

    func testRewordingOneSentenceLeavesThePictureItsHighlightsAndItsLayoutAlone() throws {
        // A photo's tap against its gallery's: the chain, a cancel, an action and a failure.
        let scene = try HitlabSceneLoad.scene("14-gesture-conflicts.yaml")
        let interaction = Interaction.click(Point(120, 200))
        let trace = scene.run(interaction)
        var reworded = Narrator(scene: scene)
        // The chain's sentence, which names every member, now names none.
        reworded.rewording = { step in if case .chain = step { return "Now the chain." } else { return nil } }
        let told = Story(trace: trace, interaction: interaction, narrator: Narrator(scene: scene))
        let retold = Story(trace: trace, interaction: interaction, narrator: reworded)
        let chainStep =
            try XCTUnwrap(trace.steps.firstIndex { if case .chain = $0 { return true } else { return false } }) + 1
        XCTAssertNotEqual(told.lines[chainStep - 1].text, retold.lines[chainStep - 1].text)
        XCTAssertEqual(told.lines.count, retold.lines.count)

        let renderer = try Renderer()
        for step in [chainStep, chainStep + 1, told.stepCount] {
            var options = RenderOptions()
            options.step = step
            let (before, a) = try renderer.renderWithPlan(scene, story: told, options: options)
            let (after, b) = try renderer.renderWithPlan(scene, story: retold, options: options)
            // Everything left of the side panel: the scene, the story's marks, the chain strip.
            let panelLeft = Int(try XCTUnwrap(a.panel?.rect.minX))
            if pixels(before, left: panelLeft) != pixels(after, left: panelLeft) {
                try? PNGFile.write(before, to: "/tmp/one-way-told-\(step).png")
                try? PNGFile.write(after, to: "/tmp/one-way-retold-\(step).png")
                XCTFail("the picture at step \(step) changed with the wording (see /tmp/one-way-*-\(step).png)")
            }
            let onCanvas = { (plan: FramePlan) in
                plan.marks.filter { ![.panel, .panelText, .legend, .footnote].contains($0.kind) }
            }
            XCTAssertFalse(onCanvas(a).isEmpty)
            XCTAssertEqual(onCanvas(a), onCanvas(b), "--layout-json's marks at step \(step)")
            XCTAssertEqual(
                a.marks.filter { $0.kind == .footnote }.map(\.text), b.marks.filter { $0.kind == .footnote }.map(\.text)
            )
            // The panel's tree and legend, which highlight what the step is about.
            let sentences = Set(told.lines.map(\.text) + retold.lines.map(\.text))
            // (How many earlier sentences fit above the current one depends on their length.)
            let earlier = Words(.en).earlierSteps(0).prefix(2)
            let rows = { (plan: FramePlan) in
                (plan.panel?.texts ?? []).filter { row in
                    !sentences.contains { row.contains($0) } && !row.hasPrefix(earlier)
                }
            }
            XCTAssertEqual(rows(a), rows(b), "the panel's other rows at step \(step)")
            XCTAssertEqual(a.panel?.viewRows.map(\.view.name), b.panel?.viewRows.map(\.view.name))
        }
    }
}
