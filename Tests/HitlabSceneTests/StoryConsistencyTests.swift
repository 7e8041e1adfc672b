import Foundation
import HitlabCore
import HitlabScene
import HitlabWords
import XCTest

/// Issue 18: a story must never contradict itself. Every check of every bundled scene is
/// played, in both languages, and its trace and sentences are held to what UIKit does: no
/// responder handles a phase after its touches were cancelled (G2), the closing summary names
/// as handlers only responders whose touches were not cancelled, the actions it lists are the
/// trace's, the cancellation comes before the recognizer's action (G4), and no sentence says
/// the chain goes down or that every phase reaches the hit view before the recognizers.
final class StoryConsistencyTests: XCTestCase {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    private func playedChecks() throws -> [(scene: String, loaded: Scene, check: Check, interaction: Interaction)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter {
            $0.hasSuffix(".yaml")
        }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 16)
        var out: [(String, Scene, Check, Interaction)] = []
        for file in files {
            let scene = try SceneLoader.load(path: Self.scenes.appendingPathComponent(file).path).scene
            for check in scene.checks { if let i = check.interaction { out.append((file, scene, check, i)) } }
        }
        return out
    }

    func testNoStoryOfABundledSceneContradictsItself() throws {
        let played = try playedChecks()
        XCTAssertGreaterThan(played.count, 80)
        for (file, scene, _, interaction) in played {
            let trace = scene.run(interaction)
            let at = "\(file), \(interaction.summary)"
            // G2: after touchesCancelled, a responder handles nothing more of that touch.
            var cancelled: [Int: Set<ObjectIdentifier>] = [:]
            for step in trace.steps {
                guard case .delivery(let d) = step else { continue }
                let id = ObjectIdentifier(d.responder)
                if d.phase == .cancelled { cancelled[d.touch, default: []].insert(id); continue }
                XCTAssertFalse(
                    cancelled[d.touch]?.contains(id) == true,
                    "\(at): \(d.responder.name) gets \(d.phase) after touchesCancelled")
            }
            // G4: a recognizer's cancellation of the views' touches comes before its action.
            var lastCancel: Int?, firstRecognizerAction: Int?
            for (i, step) in trace.steps.enumerated() {
                if case .delivery(let d) = step, d.phase == .cancelled { lastCancel = i }
                if case .action(let a) = step, a.byRecognizer, firstRecognizerAction == nil {
                    firstRecognizerAction = i
                }
            }
            if let c = lastCancel, let a = firstRecognizerAction,
                trace.gestures.contains(where: { $0.recognizer.cancelsTouchesInView && $0.state != .failed })
            {
                XCTAssertLessThan(c, a, "\(at): touchesCancelled comes immediately before the action")
            }
            for language in Language.allCases {
                let lines = Narrator(scene: scene, language: language).lines(for: trace).map(\.text)
                let closing = summary(trace, language: language)
                let handledWord = language.pick("handled by ", "由 ")
                let cancelledNames = trace.deliveries.filter { $0.phase == .cancelled }.map(\.responder.name)
                // The summary names a handler whenever one kept its touches: a change of wording
                // fails here rather than skipping the check below.
                let kept = trace.handledBy.contains { h in
                    !trace.deliveries.contains { $0.responder === h && $0.phase == .cancelled }
                }
                XCTAssertEqual(closing.range(of: handledWord) != nil, kept, "\(at) [\(language)]: \(closing)")
                if let range = closing.range(of: handledWord) {
                    let rest = closing[range.upperBound...]
                    let named = rest.prefix { $0 != ";" && $0 != "；" && $0 != "." && $0 != "。" }
                    for name in cancelledNames {
                        XCTAssertFalse(
                            named.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains {
                                $0 == name[...]
                            },
                            "\(at) [\(language)]: the summary says \(name) handled it, but its touches were cancelled: \(closing)"
                        )
                    }
                }
                for a in trace.actions {
                    XCTAssertTrue(
                        closing.contains("\(a.name) → "),
                        "\(at) [\(language)]: the summary lists every action: \(closing)")
                }
                for sentence in lines + [closing] {
                    for wrong in ["passes it down", "往下传", "every touch phase will go to it first", "每个阶段都先交给它"] {
                        XCTAssertFalse(sentence.contains(wrong), "\(at) [\(language)]: \(sentence)")
                    }
                }
            }
        }
    }
}
