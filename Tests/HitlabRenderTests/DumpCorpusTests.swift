import Foundation
import HitlabCore
import HitlabRender
import HitlabScene
import HitlabStory
import XCTest

/// Real dumps (Tests/Dumps, with their sources): each imports, loads, takes a click and draws;
/// what was read is what the dump says, checked against facts read from it by eye.
final class DumpCorpusTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Dumps").path

    private func imported(_ file: String) throws -> (Scene, DumpImporter.Result) {
        let path = Self.folder + "/" + file
        var importer = DumpImporter(fileName: path)
        let result = try importer.importDump(try String(contentsOfFile: path, encoding: .utf8))
        return (try SceneLoader.load(text: result.yaml, path: path).scene, result)
    }

    func testEveryDumpImportsLoadsTakesAClickAndDraws() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".txt") }
            .sorted()
        XCTAssertGreaterThanOrEqual(files.count, 8, "at least eight real dumps")
        let renderer = try Renderer()
        var total = 0
        for file in files {
            let (scene, result) = try imported(file)
            total += result.views
            let centre = Point(scene.size.width / 2, scene.size.height / 2)
            let story = Story(scene: scene, interaction: .click(centre))
            XCTAssertNotNil(story.trace.hit, "\(file): a click in the middle hits something")
            let image = try renderer.render(scene, story: story, options: RenderOptions())
            XCTAssertGreaterThan(image.width, Int(scene.size.width), file)
            print(
                "dump \(file): \(result.views) views, \(result.layers) layers, depth \(result.maximumDepth), hit \(story.trace.hit?.name ?? "-")"
            )
        }
        print("dumps: \(files.count) files, \(total) views")
    }

    func testWhatTheDumpsSayReadByEye() throws {
        // 01: the iOS 8 photo picker (LLDB on a 32-bit phone).
        var (s, r) = try imported("01-photos-picker-ios8-zhangkn.txt")
        XCTAssertEqual([r.views, r.layers, r.maximumDepth], [52, 3, 8])
        XCTAssertEqual(s.size, Size(320, 568))
        XCTAssertEqual(s.view(named: "PUPhotosGridCell-a210")?.frame, Rect(x: 0, y: 9.5, width: 78.5, height: 78.5))
        let dimmed = try XCTUnwrap(s.view(named: "UIView-a0d0"))
        XCTAssertEqual([dimmed.isHidden, dimmed.isUserInteractionEnabled], [true, false])
        XCTAssertEqual(dimmed.alpha, 0.5)
        XCTAssertEqual(s.view(named: "UILabel-1f10")?.appearance.text?.text, "相机胶卷")
        XCTAssertEqual(s.view(named: "PUCollectionView-e400")?.clipsToBounds, true)

        // 02: Apple ID sign-in, iOS 16 (Cycript, pasted in a blog with backticks, \u escapes).
        (s, r) = try imported("02-appleid-signin-ios16-cycript-crifan.txt")
        XCTAssertEqual([r.views, r.maximumDepth], [82, 17])
        XCTAssertEqual(s.window.name, "window", "a dump of a view, not a window: Hitlab puts it in one of its size")
        XCTAssertEqual(s.window.subviews.map(\.name), ["UITransitionView-59e0"])
        XCTAssertEqual(s.view(named: "UITransitionView-59e0")?.frame, Rect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(s.size, Size(375, 667))
        var texts: [String] = []
        s.window.forEachInTree { v, _ in if let t = v.appearance.text?.text { texts.append(t) } }
        XCTAssertTrue(texts.contains("电子邮件或电话"), "\\u escapes read as Chinese: \(texts)")

        // 03: WeChat's key window, a subclass named by baseClass.
        (s, r) = try imported("03-wechat-iconsolewindow-elided-lzright123.txt")
        XCTAssertEqual([r.views, r.maximumDepth], [11, 6])
        XCTAssertEqual(s.window.name, "iConsoleWindow-6410")
        XCTAssertEqual(s.size, Size(320, 480))

        // 04: a SwiftUI list, iOS 16.
        (s, r) = try imported("04-swiftui-list-ios16-sentry-cocoa.txt")
        XCTAssertEqual(r.views, 29)
        XCTAssertEqual(s.size, Size(300, 500))
        let cell = try XCTUnwrap(s.view(named: "ListCollectionViewCell-5000"))
        XCTAssertEqual(cell.frame, Rect(x: 16, y: 38.667, width: 268, height: 44))
        XCTAssertTrue(cell.clipsToBounds)
        XCTAssertEqual(
            s.view(named: "_UICollectionViewListLayoutSectionBackgroundColorDecorationView-4bc0")?
                .isUserInteractionEnabled, false)

        // 05: a SwiftUI hosting view, iOS 26, with two (layer) lines; the window's origin dropped.
        (s, r) = try imported("05-swiftui-hosting-ios26-sentry-cocoa.txt")
        XCTAssertEqual([r.views, r.layers, r.maximumDepth], [4, 2, 3])
        XCTAssertEqual(s.size, Size(120, 60))
        XCTAssertEqual(s.window.frame.origin, .zero)

        // 06: a view rotated 22.5 degrees: its printed frame is the bounding box of a 100 x 100 square.
        (s, r) = try imported("06-rotated-view-transform-sentry-cocoa.txt")
        let rotated = try XCTUnwrap(s.view(named: "UIView-4440"))
        XCTAssertEqual(rotated.frame.width, 100, accuracy: 0.01)
        XCTAssertEqual(rotated.frame.minX, 0, accuracy: 0.01)
        XCTAssertEqual(rotated.transform.rotationDegrees, 22.5, accuracy: 0.001)
        XCTAssertEqual(s.view(named: "UILabel-6500")?.isUserInteractionEnabled, false)
        XCTAssertEqual(
            s.run(.click(Point(95, 50))).hit?.name, "UIView-4440", "the rotated square's corner sticks out past x = 90")

        // 08: an extended dump (iOS 5 mail compose) naming view controllers before their views;
        // its first line starts with LLDB's `(id) $2 = ...`, and a text spans three lines.
        (s, r) = try imported("08-mail-compose-ios5-pimped-oleb.txt")
        XCTAssertEqual([r.views, r.layers], [44, 1])
        let chain = s.run(.click(Point(160, 300))).chain.map(\.name)
        XCTAssertTrue(
            chain.contains("MFMailComposeController-0220"),
            "the controller the dump names is in the chain (R1): \(chain)")
        // A text's own line breaks cannot be told from a console's wrapping: they are joined.
        XCTAssertEqual(s.view(named: "MFComposeBodyField-f200")?.appearance.text?.text, "Sent from my iPhone")

        // 14: NSLog's line before the dump is left out, with a warning.
        (s, r) = try imported("14-swipeable-cell-ios7-nslog-mixed.txt")
        XCTAssertTrue(r.warnings.contains { $0.contains(":1:1: warning: not part of the dump") }, "\(r.warnings)")
        XCTAssertEqual(s.window.subviews.first?.name.hasPrefix("UITableViewCell-"), true)
        XCTAssertEqual(s.size, Size(320, 44))
    }

    /// The scene built straight from a dump (what `open`, `trace` and `render` use, fast) is the
    /// scene `hitlab import` writes as YAML and the loader reads, view for view.
    func testTheSceneBuiltDirectlyIsTheOneTheYAMLDescribes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".txt") }
            .sorted()
        func describe(_ v: View) -> String {
            var parts = [
                v.name, v.kind.rawValue, "\(v.frame)", "\(v.boundsOrigin)", "\(v.transform)", "\(v.isHidden)",
                "\(v.alpha)",
                "\(v.isUserInteractionEnabled)", "\(v.clipsToBounds)", v.appearance.text?.text ?? "-",
                v.controller?.name ?? "-",
                v.gestures.map { "\($0.name) \($0.kind) \($0.cancelsTouchesInView)" }.joined(separator: ","),
                v.layers.map { "\($0.name) \($0.frame)" }.joined(separator: ",")
            ]
            parts += v.subviews.map(describe)
            return parts.joined(separator: "|")
        }
        for file in files {
            let path = Self.folder + "/" + file
            var importer = DumpImporter(fileName: path)
            let result = try importer.importDump(try String(contentsOfFile: path, encoding: .utf8))
            let direct = DumpImporter.scene(result)
            let loaded = try SceneLoader.load(text: result.yaml, path: path).scene
            XCTAssertEqual(describe(direct.window), describe(loaded.window), file)
            XCTAssertEqual(direct.size, loaded.size, file)
            XCTAssertEqual(direct.summary, loaded.summary, file)
        }
    }
}
