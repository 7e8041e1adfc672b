import Foundation
import XCTest

/// Work that used to grow about cubically or quadratically stays bounded (issue 34): `audit`
/// of overlapping targets finishes within seconds with a stated bound per target, and an
/// unknown name costs milliseconds however long the names are. Time limits are for the
/// debug build the test command uses (release is about 15 times faster).
final class BoundedWorkTests: XCTestCase {
    private func overlapping(_ n: Int, rotated: Bool) -> String {
        var yaml = "title: overlapping\nsize: [800, 800]\nwindow:\n  subviews:\n"
        for i in 0..<n {
            let rotate = rotated ? ", transform: {rotate: \(i % 7 * 11 + 5)}" : ""
            yaml +=
                "    - {name: v\(i), kind: button, frame: [\(i % 40 * 9 + 20), \(i / 40 * 9 + 20), 120, 80]\(rotate)}\n"
        }
        return yaml
    }

    private func chain(_ depth: Int) -> String {
        var yaml = "title: chain\nsize: [800, 800]\nwindow:\n  subviews:\n"
        var indent = "    "
        for i in 0..<depth {
            let side = 700 - i * 30, at = i == 0 ? 50 : 15
            yaml +=
                "\(indent)- name: r\(i)\n\(indent)  kind: button\n\(indent)  frame: [\(at), \(at), \(side), \(side)]\n"
            yaml += "\(indent)  hitArea: circle\n\(indent)  transform: {rotate: 10}\n"
            if i < depth - 1 { yaml += "\(indent)  subviews:\n" }
            indent += "    "
        }
        return yaml
    }

    func testAuditOfOverlappingAndNestedTargetsFinishesWithAStatedBound() throws {
        let s = try Scratch()
        try s.write("plain.yaml", overlapping(1_000, rotated: false))
        try s.write("rotated.yaml", overlapping(100, rotated: true))
        try s.write("chain.yaml", chain(20))
        for (file, targets) in [("plain.yaml", 1_000), ("rotated.yaml", 100), ("chain.yaml", 20)] {
            XCTAssertEqual(hitlab(["validate", file], in: s.path).status, 0, file)
            let run = hitlab(["audit", file, "--json"], in: s.path, memoryMB: 1024, timeout: 60)
            XCTAssertEqual(run.status, 0, "\(file): \(run.summary)")
            let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let list = json?["targets"] as? [[String: Any]] ?? []
            XCTAssertEqual(list.count, targets, file)
            for t in list {
                let uncertain = try XCTUnwrap(t["uncertain"] as? Double, file)
                XCTAssertLessThanOrEqual(
                    uncertain, 0.25, "\(file): \(t["view"] ?? "") is stated within a quarter of its area")
            }
        }
    }

    func testAnUnknownNameCostsLittleHoweverLongTheNames() throws {
        let s = try Scratch()
        var yaml = "title: long names\nsize: [400, 400]\nwindow:\n  subviews:\n"
        let stem = String(repeating: "a", count: 1_990)
        for i in 0..<2_000 { yaml += "    - {name: \(stem)\(i), frame: [0, 0, 10, 10]}\n" }
        yaml += "checks:\n" + (0..<5).map { "  - {click: [5, 5], hit: nosuch\($0)}\n" }.joined()
        try s.write("long.yaml", yaml)
        let validate = hitlab(["validate", "long.yaml"], in: s.path, timeout: 30)
        XCTAssertEqual(validate.status, 2, validate.summary)
        XCTAssertTrue(
            validate.stderr.contains("'hit' names 'nosuch0', which is not a view in this scene"), validate.stderr)
        let why = hitlab(["why", "long.yaml", "--view", stem + "x"], in: s.path, timeout: 30)
        XCTAssertEqual(why.status, 2, why.summary)
        let huge = hitlab(
            ["why", "long.yaml", "--view", String(repeating: "b", count: 100_000)], in: s.path, timeout: 30)
        XCTAssertEqual(huge.status, 2, huge.summary)
    }
}
