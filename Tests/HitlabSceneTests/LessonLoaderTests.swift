import Foundation
import HitlabCore
import HitlabScene
import XCTest

/// Lesson files: parts across scenes, each with its click, question, answer and stops; every
/// problem reported at once at its position, a broken scene with its own errors.
final class LessonLoaderTests: XCTestCase {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Scenes").path

    private func lessonErrors(_ yaml: String) -> [String] {
        do {
            _ = try LessonLoader.load(text: yaml, path: "l.yaml", directory: Self.scenes)
            return []
        } catch let e as SceneLoadError {
            return e.diagnostics.map {
                "\($0.file.split(separator: "/").last ?? ""):\($0.line):\($0.column): \($0.message)"
            }
        } catch {
            return ["unexpected \(error)"]
        }
    }

    /// A course: one lesson for each topic the source articles teach, each loading in every
    /// language with a question and an answer for every part.
    func testEveryBundledLessonLoadsInEveryLanguageWithItsQuestionsAndAnswers() throws {
        let folder = Self.scenes + "/lessons"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".yaml") }
            .sorted()
        XCTAssertGreaterThanOrEqual(files.count, 6, "\(files)")
        for file in files {
            for language in Language.allCases {
                let plan = try LessonLoader.load(path: folder + "/" + file, language: language)
                XCTAssertGreaterThanOrEqual(plan.parts.count, 4, file)
                for (i, part) in plan.parts.enumerated() {
                    let question = try XCTUnwrap(part.before?(language), "\(file) part \(i + 1)")
                    let answer = try XCTUnwrap(part.after?(language), "\(file) part \(i + 1)")
                    if language != .en {
                        XCTAssertNotEqual(question, part.before?(.en), "\(file) part \(i + 1) is translated")
                        XCTAssertNotEqual(answer, part.after?(.en), "\(file) part \(i + 1) is translated")
                    }
                }
            }
        }
    }

    func testTheBundledLessonLoadsFivePartsOverFourScenes() throws {
        let plan = try LessonLoader.load(path: Self.scenes + "/lessons/responder-chain.yaml")
        XCTAssertEqual(plan.title(.en), "The responder chain")
        XCTAssertEqual(plan.title(.zhHant), "響應者鏈", "a lesson's texts are converted for Traditional Chinese")
        XCTAssertEqual(plan.parts.count, 5)
        XCTAssertEqual(
            Set(plan.parts.map { ObjectIdentifier($0.scene) }).count, 4, "a scene two parts share is loaded once")
        XCTAssertEqual(plan.parts[0].stops, [9, 10, 18, 26])
        for part in plan.parts {
            XCTAssertNotNil(part.before, "every part asks a question first")
            XCTAssertNotNil(part.after, "and answers it after")
            let steps = part.scene.run(part.interaction).steps.count
            XCTAssertTrue(part.stops.allSatisfy { $0 <= steps })
            // The question never gives the answer away: it names no responder the story's chain
            // reaches that the scene does not put under the finger.
            XCTAssertTrue(part.before!(.en).hasSuffix("?"), "a question: \(part.before!(.en))")
        }
        XCTAssertTrue(LessonLoader.isLesson(path: Self.scenes + "/lessons/responder-chain.yaml"))
        XCTAssertFalse(LessonLoader.isLesson(path: Self.scenes + "/01-click-e.yaml"))
    }

    func testStopsGoToTheNextStopAndBack() throws {
        let part = try LessonLoader.load(path: Self.scenes + "/lessons/responder-chain.yaml").parts[0]
        XCTAssertEqual([0, 9, 10, 17, 18].map { part.nextStop(after: $0, of: 26) }, [9, 10, 18, 18, 26])
        XCTAssertEqual([26, 18, 10, 9].map { part.previousStop(before: $0) }, [18, 10, 9, 1])
    }

    func testEveryProblemIsReportedAtItsPosition() {
        let yaml = """
            lesson: Broken
            parts:
              - scene: 01-click-e.yaml
                click: [510, 280]
                stops: [12, 8, 400]
              - scene: no-such-scene.yaml
                click: [1, 1]
              - scene: 04-round-button.yaml
                befor: "Which view?"
              - click: [5, 5]
            """
        XCTAssertEqual(
            lessonErrors(yaml),
            [
                "l.yaml:5:12: 'stops' must go up, each step once",
                "l.yaml:5:20: stop 400 is past the story's last step (26)",
                "l.yaml:6:12: the scene 'no-such-scene.yaml' does not load (1 error, below)",
                "l.yaml:8:5: a part needs 'click: [x, y]', 'drag: {from: [x, y], to: [x, y]}' or 'fingers: [...]': what the class watches",
                "l.yaml:9:5: unknown key 'befor' in a part; did you mean 'before'?",
                "l.yaml:10:5: a part needs 'scene: FILE' (relative to the lesson's folder)",
                "no-such-scene.yaml:1:1: no such scene file"
            ])
    }

    func testALessonWithoutTitleOrPartsSaysWhatItNeeds() {
        XCTAssertEqual(
            lessonErrors("parts: []"),
            [
                "l.yaml:1:1: the lesson has no title: add `lesson: {en: ..., zh-Hans: ...}`",
                "l.yaml:1:8: 'parts' lists no scene"
            ])
        XCTAssertEqual(
            lessonErrors("lesson: x"),
            ["l.yaml:1:1: the lesson has no 'parts': list the scenes, each with `scene:` and a `click:` or `drag:`"])
    }
}
