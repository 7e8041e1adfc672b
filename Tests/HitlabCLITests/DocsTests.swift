import Foundation
import HitlabCore
import XCTest

/// The repository's documents stand on their own and say what the code does.
final class DocsTests: XCTestCase {
    /// `docs/scene-format.md`'s Limits table names every value of `SceneLimits`, so a
    /// changed limit cannot leave the documentation behind.
    func testTheLimitsTableListsEveryLimitAsTheCodeHasIt() throws {
        let text = try String(contentsOfFile: projectRoot + "/docs/scene-format.md", encoding: .utf8)
        guard let start = text.range(of: "## Limits") else { return XCTFail("no Limits section") }
        let section = String(text[start.upperBound...].prefix { _ in true }).components(separatedBy: "\n## ").first ?? ""
        func row(_ name: String) -> String {
            section.split(separator: "\n").first { $0.hasPrefix("| `\(name)`") }.map(String.init) ?? ""
        }
        func plain(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        let expected: [(String, [String])] = [
            ("sceneSide", [plain(SceneLimits.sceneSide)]),
            ("coordinate", [plain(SceneLimits.coordinate)]),
            ("length", [plain(SceneLimits.length)]),
            ("scale", [plain(SceneLimits.scale.lowerBound), plain(SceneLimits.scale.upperBound)]),
            ("combinedScale", [plain(SceneLimits.combinedScale.lowerBound), plain(SceneLimits.combinedScale.upperBound)]),
            ("rotation", [plain(SceneLimits.rotation)]),
            ("textLength", [String(SceneLimits.textLength)]),
            ("fontSize", [plain(SceneLimits.fontSize.lowerBound), plain(SceneLimits.fontSize.upperBound)]),
            ("nesting", [String(SceneLimits.nesting)]),
            ("gesturesPerView", [String(SceneLimits.gesturesPerView)]),
            ("objects", [String(SceneLimits.objects)]),
            ("fileBytes", [String(SceneLimits.fileBytes)]),
            ("imageBytes", [String(SceneLimits.imageBytes)]),
            ("imageSide", [String(SceneLimits.imageSide)]),
            ("taps", [String(SceneLimits.taps)]),
            ("holdSeconds", [plain(SceneLimits.holdSeconds)]),
            ("outputScale", [plain(SceneLimits.outputScale.lowerBound), plain(SceneLimits.outputScale.upperBound)]),
            ("outputSide", [String(SceneLimits.outputSide)]),
            ("outputPixels", [String(SceneLimits.outputPixels)]),
        ]
        for (name, values) in expected {
            let line = row(name)
            XCTAssertFalse(line.isEmpty, "docs/scene-format.md has a row for \(name)")
            for value in values { XCTAssertTrue(line.contains(value), "\(name)'s row says \(value): \(line)") }
        }
    }

    /// Every relative link in every Markdown file of the repository resolves to a file or
    /// folder inside it.
    func testEveryRelativeLinkResolvesInsideTheRepository() throws {
        let manager = FileManager.default
        let files = (manager.enumerator(atPath: projectRoot)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".md") && !$0.hasPrefix(".build") && !$0.contains("/.build") && !$0.hasPrefix(".git/")
        }
        XCTAssertGreaterThan(files.count, 3)
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let root = URL(fileURLWithPath: projectRoot).standardizedFileURL.path
        for file in files {
            let text = try String(contentsOfFile: projectRoot + "/" + file, encoding: .utf8)
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let r = Range(match.range(at: 1), in: text) else { continue }
                let target = String(text[r]).components(separatedBy: "#")[0]
                if target.isEmpty || target.contains("://") || target.hasPrefix("mailto:") { continue }
                let base = URL(fileURLWithPath: projectRoot + "/" + file).deletingLastPathComponent()
                let resolved = base.appendingPathComponent(target).standardizedFileURL.path
                XCTAssertTrue(resolved.hasPrefix(root + "/") || resolved == root, "\(file) links outside the repository: \(target)")
                XCTAssertTrue(manager.fileExists(atPath: resolved), "\(file) links to a missing \(target)")
            }
        }
    }
}
