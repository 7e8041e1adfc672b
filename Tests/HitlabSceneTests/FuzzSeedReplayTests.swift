import Foundation
import HitlabCore
import XCTest

@testable import HitlabScene

/// The dump fuzzer's own check, replayed on its seeds in the test command (Fuzz/ runs it
/// under libFuzzer): every seed that imports must load from the YAML `import` writes, and the
/// scene built straight from the dump must answer every click as that YAML's scene does.
final class FuzzSeedReplayTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func seeds() throws -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        for folder in ["Scenes", "Tests/Hostile", "Tests/Dumps"] {
            let path = Self.root.appendingPathComponent(folder).path
            for f in try fm.contentsOfDirectory(atPath: path).sorted()
            where f.hasSuffix(".yaml") || f.hasSuffix(".txt") || f.hasSuffix(".json") {
                out.append(folder + "/" + f)
            }
        }
        return out
    }

    func testEverySeedImportsAsItsYAMLDescribes() throws {
        var imported = 0
        for seed in try seeds() {
            let path = Self.root.appendingPathComponent(seed).path
            guard let data = FileManager.default.contents(atPath: path), data.count <= 1_000_000 else { continue }
            let text = String(decoding: data, as: UTF8.self)
            var importer = DumpImporter(fileName: "fuzz.txt")
            let result: DumpImporter.Result
            do { result = try importer.importDump(text) } catch let error as SceneLoadError {
                XCTAssertFalse(error.diagnostics.isEmpty, "\(seed): refused without saying why")
                continue
            }
            imported += 1
            let loaded = try SceneLoader.load(text: result.yaml, path: "fuzz.yaml").scene
            let direct = DumpImporter.scene(result)
            let (w, h) = (direct.size.width, direct.size.height)
            for i in 0...4 {
                for j in 0...4 {
                    let p = Point(w * Double(i) / 4, h * Double(j) / 4)
                    let a = direct.run(.click(p)), b = loaded.run(.click(p))
                    XCTAssertEqual(a.hit?.name, b.hit?.name, "\(seed): a click at \(p)")
                    XCTAssertEqual(a.chain.map(\.name), b.chain.map(\.name), "\(seed): the chain of a click at \(p)")
                }
            }
        }
        XCTAssertGreaterThan(imported, 30)
    }
}
