import Foundation
import HitlabCore
import HitlabFiles
import XCTest

/// The repository's documents stand on their own and say what the code does.
final class DocsTests: XCTestCase {
    /// The `hitlab check` lines of `docs/ci.md`'s GitHub Actions and GitLab CI examples run as
    /// those systems would run them, every shard of the matrix, under `CI=true`: each passes and
    /// writes JUnit XML that validates, and the shards check every bundled scene exactly once.
    func testTheCIExamplesRun() throws {
        let text = try String(contentsOfFile: projectRoot + "/docs/ci.md", encoding: .utf8)
        let blocks = text.components(separatedBy: "```yaml\n").dropFirst().map {
            $0.components(separatedBy: "```").first ?? ""
        }
        XCTAssertEqual(blocks.count, 2, "a GitHub Actions and a GitLab CI example")
        let s = try bundledProject(goldens: true)
        let path = URL(fileURLWithPath: hitlabExecutable).deletingLastPathComponent().path + ":/usr/bin:/bin"
        for block in blocks {
            let commands = block.split(separator: "\n").compactMap { line -> String? in
                guard let at = line.range(of: "hitlab check ") else { return nil }
                return String(line[at.lowerBound...])
            }
            XCTAssertEqual(commands.count, 1, block)
            let command = try XCTUnwrap(commands.first)
            let github = command.contains("${{ matrix.shard }}")
            XCTAssertTrue(github ? block.contains("shard: [1, 2, 3, 4]") : block.contains("parallel: 4"), block)
            var suites: [String] = []
            for k in 1...4 {
                let line = command.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(k)")
                    .replacingOccurrences(of: "$CI_NODE_INDEX", with: "\(k)").replacingOccurrences(
                        of: "$CI_NODE_TOTAL", with: "4")
                let run = try tool("/bin/sh", ["-c", line], in: s.path, environment: ["CI": "true", "PATH": path])
                XCTAssertEqual(run.status, 0, "\(line)\n\(run.out)")
                let junit = s.path + "/out/" + (github ? "junit-\(k).xml" : "junit.xml")
                XCTAssertEqual(
                    try tool(
                        "/usr/bin/xmllint", ["--noout", "--schema", projectRoot + "/Tests/Schemas/junit.xsd", junit],
                        in: s.path
                    ).status, 0)
                let xml = try String(contentsOfFile: junit, encoding: .utf8)
                suites += xml.components(separatedBy: "<testsuite name=\"").dropFirst().map {
                    String($0.prefix { $0 != "\"" })
                }
                XCTAssertTrue(
                    FileManager.default.fileExists(
                        atPath: s.path + "/out/" + (github ? "report-\(k).html" : "report.html")))
            }
            XCTAssertEqual(suites.sorted(), bundledScenes, "every scene in exactly one shard")
        }
    }

    /// Each command's `--help` quoted in `docs/cli.md` is what the command prints today.
    func testTheHelpQuotedInTheCLIDocumentIsWhatTheCommandsPrint() throws {
        let text = try String(contentsOfFile: projectRoot + "/docs/cli.md", encoding: .utf8)
        var quoted = 0
        for section in text.components(separatedBy: "\n## ").dropFirst() {
            let name = String(section.prefix { !$0.isNewline })
            guard let open = section.range(of: "```text\nOVERVIEW:") else { continue }
            let block =
                section[section.index(open.lowerBound, offsetBy: 8)...].components(separatedBy: "```").first ?? ""
            // A section named by a command quotes its help; the common section, hitlab's own.
            let arguments = name.contains(" ") ? ["--help"] : [name, "--help"]
            let run = hitlab(arguments, environment: ["COLUMNS": "80"])
            XCTAssertEqual(run.stdout, block, "docs/cli.md's help of `hitlab \(arguments.joined(separator: " "))`")
            quoted += 1
        }
        XCTAssertGreaterThanOrEqual(quoted, 9, "hitlab's and every command's help are quoted")
    }

    /// `docs/scene-format.md`'s Limits table names every value of `SceneLimits`, so a
    /// changed limit cannot leave the documentation behind.
    func testTheLimitsTableListsEveryLimitAsTheCodeHasIt() throws {
        let text = try String(contentsOfFile: projectRoot + "/docs/scene-format.md", encoding: .utf8)
        guard let start = text.range(of: "## Limits") else { return XCTFail("no Limits section") }
        let section =
            String(text[start.upperBound...].prefix { _ in true }).components(separatedBy: "\n## ").first ?? ""
        func row(_ name: String) -> String {
            section.split(separator: "\n").first { $0.hasPrefix("| `\(name)`") }.map(String.init) ?? ""
        }
        func plain(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        let expected: [(String, [String])] = [
            ("sceneSide", [plain(SceneLimits.sceneSide)]),
            ("coordinate", [plain(SceneLimits.coordinate)]),
            ("length", [plain(SceneLimits.length)]),
            ("scale", [plain(SceneLimits.scale.lowerBound), plain(SceneLimits.scale.upperBound)]),
            (
                "combinedScale",
                [plain(SceneLimits.combinedScale.lowerBound), plain(SceneLimits.combinedScale.upperBound)]
            ),
            ("rotation", [plain(SceneLimits.rotation)]),
            ("textLength", [String(SceneLimits.textLength)]),
            ("fontSize", [plain(SceneLimits.fontSize.lowerBound), plain(SceneLimits.fontSize.upperBound)]),
            ("nesting", [String(SceneLimits.nesting)]),
            ("gesturesPerView", [String(SceneLimits.gesturesPerView)]),
            ("objects", [String(SceneLimits.objects)]),
            ("dragWaypoints", [String(SceneLimits.dragWaypoints)]),
            ("dragSeconds", [plain(SceneLimits.dragSeconds)]),
            ("fileBytes", [String(SceneLimits.fileBytes)]),
            ("imageBytes", [String(SceneLimits.imageBytes)]),
            ("imageSide", [String(SceneLimits.imageSide)]),
            ("taps", [String(SceneLimits.taps)]),
            ("actionRepeats", [String(SceneLimits.actionRepeats)]),
            ("fingers", [String(SceneLimits.fingers)]),
            ("holdSeconds", [plain(SceneLimits.holdSeconds)]),
            ("changeTime", [plain(SceneLimits.changeTime)]),
            ("outputScale", [plain(SceneLimits.outputScale.lowerBound), plain(SceneLimits.outputScale.upperBound)]),
            ("outputSide", [String(SceneLimits.outputSide)]),
            ("outputPixels", [String(SceneLimits.outputPixels)]),
            ("otherWindows", [String(SceneLimits.otherWindows)]),
            ("windowLevel", [plain(SceneLimits.windowLevel)])
        ]
        // The list above is every limit the code has: a new one cannot go undocumented.
        let source = try String(contentsOfFile: projectRoot + "/Sources/HitlabFiles/SceneLimits.swift", encoding: .utf8)
        let declared = source.split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "public static let ") else { return nil }
            return String(line[r.upperBound...].prefix { $0.isLetter || $0.isNumber })
        }
        XCTAssertEqual(declared.sorted(), expected.map(\.0).sorted())
        for (name, values) in expected {
            let line = row(name)
            XCTAssertFalse(line.isEmpty, "docs/scene-format.md has a row for \(name)")
            // Whole numbers only: 100 must not be found inside 100000.
            let numbers = Set(
                line.split { !($0.isNumber || $0 == ".") }.map {
                    String($0).trimmingCharacters(in: CharacterSet(charactersIn: "."))
                })
            for value in values { XCTAssertTrue(numbers.contains(value), "\(name)'s row says \(value): \(line)") }
        }
    }

    /// The README's code table names every folder of `Sources/`, so a newcomer finds each.
    func testTheReadmesCodeTableNamesEveryFolderOfSources() throws {
        let readme = try String(contentsOfFile: projectRoot + "/README.md", encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `Sources/") }.joined(separator: "\n")
        let root = projectRoot + "/Sources"
        let folders = try FileManager.default.subpathsOfDirectory(atPath: root).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        XCTAssertGreaterThan(folders.count, 20)
        for folder in folders.sorted() {
            XCTAssertTrue(rows.contains("`Sources/\(folder)/"), "README's code table names Sources/\(folder)/")
        }
    }

    /// The code is as the checked-in `.swift-format` lays it out (the toolchain's `swift format`:
    /// 4 spaces, lines wrapped at 120 columns where a line can be broken, imports in order).
    /// A change that is not formatted fails here; `swift format format --in-place --recursive
    /// Sources Tests` formats it.
    func testTheCodeIsFormattedByTheCheckedInConfiguration() throws {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let swift = try XCTUnwrap(path, "swift is on PATH (the tests run under swift test)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = [
            "format", "lint", "--strict", "--recursive", "--parallel", "Sources", "Tests",
            "Examples/ClickScene/Sources", "Examples/ClickScene/Tests", "Fuzz/Sources", "Package.swift"
        ]
        process.currentDirectoryURL = URL(fileURLWithPath: projectRoot)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let found = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "swift format lint: " + String(found.prefix(3000)))
        XCTAssertTrue(FileManager.default.fileExists(atPath: projectRoot + "/.swift-format"))
    }

    /// The layout the README's code table describes (issue 35): the core holds behaviour and
    /// rule ids only (no Han character, no sentence helper), no Swift file is over 400 lines
    /// nor any line over 120 columns,
    /// SDL is imported only by the window module and HarfBuzz only by the text files.
    func testTheModulesKeepToTheirJobs() throws {
        let root = projectRoot + "/Sources"
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 100)
        // The README's chain of modules, in order: each imports only those before it.
        let readme = try String(contentsOfFile: projectRoot + "/README.md", encoding: .utf8)
        let chain = try XCTUnwrap(readme.components(separatedBy: "\n\n").first { $0.hasPrefix("Data flows one way") })
        let order = chain.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { $0.hasPrefix("Hitlab") || $0 == "hitlab" }
        XCTAssertEqual(order.first, "HitlabFiles")
        XCTAssertEqual(order.last, "hitlab")
        for file in files.sorted() {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let module = String(file.prefix { $0 != "/" })
            if let at = order.firstIndex(of: module) {
                let imported = text.split(separator: "\n").filter { $0.hasPrefix("import Hitlab") }.map {
                    String($0.dropFirst(7))
                }
                for other in imported {
                    let there = order.firstIndex(of: other)
                    XCTAssertTrue(
                        there.map { $0 < at } ?? false,
                        "Sources/\(file) imports \(other), which is not before \(module) in README's chain")
                }
            }
            let lines =
                text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            XCTAssertLessThanOrEqual(lines, 400, "Sources/\(file) is \(lines) lines")
            // At most 120 columns (the generated Traditional Chinese table is data, packed).
            if !file.contains("/Generated/") {
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.count > 120 {
                    XCTFail("Sources/\(file):\(n + 1) is \(line.count) columns (at most 120)")
                }
            }
            if text.contains("import CSDL2") {
                XCTAssertTrue(file.hasPrefix("HitlabApp/"), "Sources/\(file) imports SDL")
            }
            if text.contains("import CHarfBuzz") {
                XCTAssertTrue(file.hasPrefix("HitlabRender/Text/"), "Sources/\(file) imports HarfBuzz")
            }
            if file.hasPrefix("HitlabCore/") {
                XCTAssertNil(
                    text.unicodeScalars.first { (0x3400...0x9FFF).contains($0.value) },
                    "Sources/\(file) holds a Han character")
                for helper in [".pick(", "language.list(", "language.stop", "Narrat"] where text.contains(helper) {
                    XCTFail("Sources/\(file) builds a sentence (\(helper))")
                }
            }
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
                XCTAssertTrue(
                    resolved.hasPrefix(root + "/") || resolved == root,
                    "\(file) links outside the repository: \(target)")
                XCTAssertTrue(manager.fileExists(atPath: resolved), "\(file) links to a missing \(target)")
            }
        }
    }
}
