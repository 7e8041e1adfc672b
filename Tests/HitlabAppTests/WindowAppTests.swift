import Foundation
import HitlabApp
import HitlabCore
import HitlabFiles
import HitlabRender
import HitlabScene
import XCTest

/// The window's logic in-process, with no display: every key of the help, scripts, screenshots,
/// hot reload and the pointer against the painted layout. The real-X suite (Tests/window) keeps
/// only what needs a real window: real input, presenting, goldens of what reached the screen.
final class WindowAppTests: XCTestCase {
    var folder = ""
    var lines: [String] = []

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "hitlab-app-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        lines = []
    }

    override func tearDownWithError() throws {
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: folder))?.sorted().reversed() ?? [] {
            unlink(folder + "/" + name)
            rmdir(folder + "/" + name)
        }
        rmdir(folder)
    }

    func app(_ scene: String, script: String? = nil, copy: Bool = false, text: String? = nil) throws -> WindowApp {
        var path = PlaygroundTests.scenes.appendingPathComponent(scene).path
        if let text {
            // A scene of the test's own, written into the test's folder.
            path = folder + "/" + scene
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } else if copy {
            let target = folder + "/" + scene
            try FileManager.default.copyItem(atPath: path, toPath: target)
            path = target
        }
        let app = try openWindowApp(path, script: script)
        app.output = { [weak self] in self?.lines.append($0) }
        app.screenshotFolder = folder + "/out"
        app.resize(width: 1200, height: 760, pixelRatio: 1)
        paint(app)
        return app
    }

    /// Paints a frame offscreen, as the host would, so the layout is the painted one.
    func paint(_ app: WindowApp) {
        CairoImage(width: app.frameSize.width, height: app.frameSize.height).draw {
            app.paint(width: 1200, height: 760, $0)
        }
    }

    func click(_ app: WindowApp, scene point: Point) throws {
        let pixel = try XCTUnwrap(app.layout.frame).sceneToPixels.apply(point)
        _ = app.pointerDown(pixel, button: 1, alt: false, time: 0)
        _ = app.pointerUp(pixel, button: 1, time: 0.1)
        paint(app)
    }

    func value(_ name: String, _ app: WindowApp) -> String? {
        app.playground.summary.split(separator: " ").first { $0.hasPrefix(name + "=") }.map {
            String($0.dropFirst(name.count + 1))
        }
    }

    func testEveryKeyOfTheHelpChangesWhatItSays() throws {
        // Each command's key, pressed with a story shown and a view selected, changes the state
        // a user sees (or asks the host for fullscreen / quit, or saves a file).
        for binding in KeyBindings.all {
            let app = try self.app("04-round-button.yaml")
            try click(app, scene: Point(240, 160))
            _ = app.key(KeyChord(.character("p")))
            _ = app.key(KeyChord(.space))
            _ = app.key(KeyChord([.storyEnd, .stepForward].contains(binding.command) ? .home : .end))
            app.playground.select(named: "roundButton")
            if binding.command == .reset3D { _ = app.key(KeyChord(.character("d"))); app.playground.yaw = 5 }
            if binding.command == .zoomOut { _ = app.key(KeyChord(.character("z"))) }
            if binding.command == .faster { _ = app.key(KeyChord(.character("-"))) }
            if binding.command == .slower { _ = app.key(KeyChord(.character("+"))) }
            let before = app.playground.summary
            for chord in binding.keys {
                let files = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/out")) ?? []
                let requests = app.key(chord)
                switch binding.command {
                case .fullscreen: XCTAssertTrue(requests.contains(.toggleFullscreen), "\(chord) asks for fullscreen")
                case .quit: XCTAssertTrue(requests.contains(.quit), "\(chord) quits")
                case .screenshot:
                    let now = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/out")) ?? []
                    XCTAssertEqual(now.count, files.count + 1, "\(chord) saves one screenshot")
                default:
                    XCTAssertNotEqual(app.playground.summary, before, "\(chord) (\(binding.summary)) changes nothing")
                }
                // Press the key again where it toggles, so each of its keys is tried from the same state.
                if app.playground.summary != before,
                    [
                        .togglePanel, .toggle3D, .toggleHitMap, .toggleProjector, .predict, .help,
                        .toggleHidden, .toggleInteractive, .toggleEnabled, .togglePassThrough,
                        .playPause
                    ].contains(binding.command)
                {
                    _ = app.key(chord)
                }
                if binding.command == .gallery { app.playground.openGalleryEntry() }
            }
        }
    }

    func testStepKeysWalkTheStoryAndHomeEndJump() throws {
        let app = try app("01-click-e.yaml")
        try click(app, scene: Point(510, 280))
        _ = app.key(KeyChord(.space))
        _ = app.key(KeyChord(.end))
        let total = try XCTUnwrap(app.playground.story?.stepCount)
        XCTAssertEqual(value("step", app), "\(total)/\(total)")
        _ = app.key(KeyChord(.left))
        XCTAssertEqual(value("step", app), "\(total - 1)/\(total)")
        _ = app.key(KeyChord(.home))
        XCTAssertEqual(value("step", app), "1/\(total)")
        XCTAssertEqual(value("hit", app), "E")
    }

    func testGalleryArrowsAndEnterOpenTheChosenScene() throws {
        let paths = ["01-click-e.yaml", "04-round-button.yaml", "12-target-action.yaml"].map {
            PlaygroundTests.scenes.appendingPathComponent($0).path
        }
        let entries = try paths.map { GalleryEntry(path: $0, scene: try SceneLoader.load(path: $0).scene, errors: []) }
        let app = WindowApp(
            playground: Playground(gallery: entries), options: WindowOptions(), renderer: try Renderer())
        app.resize(width: 1200, height: 760, pixelRatio: 1)
        paint(app)
        XCTAssertEqual(app.layout.galleryCards.count, 3, "the gallery is laid out before it is painted")
        _ = app.key(KeyChord(.right))
        _ = app.key(KeyChord(.right))
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(app.playground.scenePath, paths[2])
        _ = app.key(KeyChord(.escape))
        XCTAssertEqual(app.playground.mode, .gallery, "Esc goes back to the gallery")
        paint(app)
        // A click on the second card opens it, found in the rectangle that was painted.
        let card = app.layout.galleryCards[1]
        _ = app.pointerDown(Point(card.midX, card.midY), button: 1, alt: false, time: 0)
        XCTAssertEqual(app.playground.scenePath, paths[1])
    }

    func testAClickOnATreeRowSelectsThatView() throws {
        let app = try app("01-click-e.yaml")
        let row = try XCTUnwrap(app.layout.treeRows[named: "D"])
        _ = app.pointerDown(Point(row.midX, row.midY), button: 1, alt: false, time: 0)
        XCTAssertEqual(app.playground.selection?.name, "D")
        XCTAssertTrue(lines.contains { $0.hasPrefix("ui: select D |") })
    }

    func testAScriptPlaysInTimeAndTheScreenshotIsTheWindow() throws {
        let shot = folder + "/shots/after.png"
        let app = try app("04-round-button.yaml", script: "click 240 160\nwait 1\nkey end\nscreenshot \(shot)\nquit\n")
        XCTAssertTrue(app.isBusy, "a script keeps the window awake")
        var requests = app.tick(now: 10, dt: 0)
        XCTAssertEqual(value("hit", app), "roundButton")
        XCTAssertFalse(requests.contains(.quit), "the wait holds back the rest")
        XCTAssertFalse(FileManager.default.fileExists(atPath: shot))
        requests = app.tick(now: 10.5, dt: 0.5)
        XCTAssertFalse(requests.contains(.quit))
        requests = app.tick(now: 11, dt: 0.5)
        XCTAssertTrue(requests.contains(.quit))
        XCTAssertFalse(app.isBusy)
        let total = try XCTUnwrap(app.playground.story?.stepCount)
        XCTAssertEqual(value("step", app), "\(total)/\(total)", "the key ran before the screenshot")
        let size = try PNGHeader.size(of: PNGHeader.readImageFile(shot)).get()
        XCTAssertEqual([size.width, size.height], [1200, 760], "the screenshot is the whole window")
        XCTAssertTrue(lines.contains { $0.hasPrefix("ui: script click |") })
    }

    func testScreenshotsAreNamedAfterTheSceneAndStepAndNeverOverwrite() throws {
        let app = try app("04-round-button.yaml")
        try click(app, scene: Point(240, 160))
        _ = app.key(KeyChord(.space))
        _ = app.key(KeyChord(.home))
        _ = app.key(KeyChord(.character("s")))
        _ = app.key(KeyChord(.f12))
        let saved = try FileManager.default.contentsOfDirectory(atPath: folder + "/out").sorted()
        XCTAssertEqual(saved, ["04-round-button-step-1-2.png", "04-round-button-step-1.png"])
        XCTAssertTrue(
            app.playground.statusLine.hasSuffix("saved \(folder)/out/04-round-button-step-1-2.png"),
            "the status bar says where it went: \(app.playground.statusLine)")
        _ = app.key(KeyChord(.right))
        XCTAssertFalse(app.playground.statusLine.contains("saved"), "the notice goes with the next key")
    }

    func testASceneOpenedFromTheGalleryByKeyReloadsWhenItOrItsImageChanges() throws {
        // A learner opens a scene with Enter, edits it, then redraws its picture.
        let scene = folder + "/pic.yaml", picture = folder + "/pic.png"
        try FileManager.default.copyItem(
            atPath: PlaygroundTests.scenes.deletingLastPathComponent().appendingPathComponent("Assets/flower.png").path,
            toPath: picture)
        try
            "title: Pic\nsize: [200, 200]\nwindow:\n  subviews:\n    - {name: photo, frame: [20, 20, 100, 100], image: pic.png}\n"
            .write(toFile: scene, atomically: true, encoding: .utf8)
        var options = WindowOptions()
        options.traceUI = true
        let app = WindowApp(
            playground: Playground(gallery: GalleryEntry.entries(inFolder: folder)), options: options,
            renderer: try Renderer())
        app.output = { [weak self] in self?.lines.append($0) }
        app.resize(width: 1200, height: 760, pixelRatio: 1)
        _ = app.key(KeyChord(.enter))
        XCTAssertEqual(app.playground.scenePath, scene)
        XCTAssertFalse(app.tick(now: 100, dt: 0).contains(.redraw), "nothing changed yet")
        try
            "title: Pic\nsize: [240, 200]\nwindow:\n  subviews:\n    - {name: photo, frame: [20, 20, 100, 100], image: pic.png}\n"
            .write(toFile: scene, atomically: true, encoding: .utf8)
        XCTAssertTrue(app.tick(now: 101, dt: 0).contains(.redraw))
        XCTAssertEqual(lines.filter { $0.hasPrefix("ui: reloaded |") }.count, 1, "the scene opened by Enter is watched")
        XCTAssertEqual(app.playground.scene?.size, Size(240, 200))
        // Another picture saved over it, as an editor saves (a new file renamed over the old).
        let other = PlaygroundTests.scenes.deletingLastPathComponent().appendingPathComponent(
            "Tests/Snapshots/04-round-button/rest.png"
        ).path
        try FileManager.default.copyItem(atPath: other, toPath: picture + ".new")
        XCTAssertEqual(rename(picture + ".new", picture), 0)
        XCTAssertTrue(app.tick(now: 102, dt: 0).contains(.redraw))
        XCTAssertEqual(lines.filter { $0.hasPrefix("ui: reloaded |") }.count, 2, "so is the image it draws")
        XCTAssertFalse(app.tick(now: 103, dt: 0).contains(.redraw), "once per change")
    }

    func testAnEditedSceneReloadsAndABrokenOneShowsItsErrors() throws {
        let app = try app("04-round-button.yaml", copy: true)
        let path = try XCTUnwrap(app.playground.scenePath)
        try click(app, scene: Point(240, 160))
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "hitArea: circle", with: "hitArea: rect")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertTrue(app.tick(now: 100, dt: 0).contains(.redraw))
        XCTAssertTrue(lines.contains { $0.hasPrefix("ui: reloaded |") })
        XCTAssertEqual(value("hit", app), "roundButton", "the last click is replayed on the new scene")
        try "size: [oops]\n".write(toFile: path, atomically: true, encoding: .utf8)
        _ = app.tick(now: 101, dt: 0)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ui: reload-failed |") })
        XCTAssertFalse(app.playground.banner.isEmpty)
        XCTAssertTrue(
            app.playground.banner[0].hasPrefix(path + ":1:"),
            "errors carry the file's positions: \(app.playground.banner)")
        XCTAssertEqual(value("hit", app), "roundButton", "the last good scene stays")
    }
}

extension WindowAppTests {
    /// The inspector's keys change the selected view and the last click replays at once.
    func testInspectorKeysChangeTheSelectedViewAndReplayTheClick() throws {
        let app = try app("01-click-e.yaml")
        try click(app, scene: Point(510, 280))
        app.playground.select(named: "E")
        let expected: [(String, String, String)] = [
            ("1", "hidden=true", "C"), ("1", "hidden=false", "E"),
            ("2", "alpha=0.02", "E"), ("2", "alpha=0.01", "C"), ("2", "alpha=1", "E"),
            ("3", "interactive=false", "C"), ("3", "interactive=true", "E"),
            ("6", "passThrough=true", "C"), ("6", "passThrough=false", "E")
        ]
        for (key, property, hit) in expected {
            _ = app.key(KeyChord(.character(Character(key))))
            XCTAssertTrue(
                app.playground.summary.contains(" \(property) "), "\(key) sets \(property): \(app.playground.summary)")
            XCTAssertEqual(value("hit", app), hit, "after \(key) (\(property)) the click hits \(hit) [H2, H1]")
        }
    }
}

extension WindowAppTests {
    /// A sentence clicked in the panel shows that step, with the rules behind its tags.
    func testClickingASentenceShowsItsStepAndItsRules() throws {
        let app = try app("04-round-button.yaml")
        try click(app, scene: Point(240, 160))
        _ = app.key(KeyChord(.end))
        paint(app)
        let total = try XCTUnwrap(app.playground.story?.stepCount)
        let rows = app.layout.sentenceRows
        XCTAssertEqual(rows.keys.max(), total, "the last sentence is in the panel")
        let step = try XCTUnwrap(rows.keys.min())
        let row = try XCTUnwrap(rows[step])
        _ = app.pointerDown(Point(row.midX, row.midY), button: 1, alt: false, time: 1)
        XCTAssertEqual(value("step", app), "\(step)/\(total)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("ui: step \(step) |") })
        // The rules under the current sentence come from Rule, in the window's language.
        let renderer = try Renderer()
        var options = RenderOptions(frameSize: (1200, 760))
        options.showRules = true
        options.language = .zhHans
        let p = app.playground
        let plan = renderer.plan(try XCTUnwrap(p.scene), story: p.story, state: p.storyState, options: options)
        let rules = try XCTUnwrap(p.story?.lines[step - 1].rules)
        XCTAssertFalse(rules.isEmpty)
        let texts = try XCTUnwrap(plan.panel).texts
        for rule in rules {
            XCTAssertTrue(
                texts.contains("\(rule.rawValue)  " + rule.summary(in: .zhHans)),
                "\(rule) explained in Chinese: \(texts)")
        }
        options.showRules = false
        let without = try XCTUnwrap(
            renderer.plan(try XCTUnwrap(p.scene), story: p.story, state: p.storyState, options: options).panel
        ).texts
        XCTAssertFalse(without.contains { $0.hasPrefix(rules[0].rawValue + "  ") }, "render leaves them out")
    }
}

extension WindowAppTests {
    /// A lesson walks every check of a scene on → alone: note, click, story, next check.
}
