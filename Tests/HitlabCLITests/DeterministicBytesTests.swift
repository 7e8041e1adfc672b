import Foundation
import XCTest

/// "writes the same bytes every time" holds under load: the same scene rendered by several
/// processes at once, again and again, gives one file's bytes (the PNG encoder's buffers are
/// zeroed, so nothing a process's memory held before reaches the file).
final class DeterministicBytesTests: XCTestCase {
    func testRenderingsSideBySideGiveTheSameBytes() throws {
        let s = try bundledProject(scenes: ["Scenes/04-round-button.yaml", "Scenes/21-peeking-carousel.yaml"])
        for scene in ["04-round-button", "21-peeking-carousel"] {
            var outputs: [Data] = []
            for round in 0..<3 {
                // Four processes at once on this machine's two cores.
                let group = DispatchGroup()
                for k in 0..<4 {
                    group.enter()
                    DispatchQueue.global().async {
                        _ = hitlab(["render", "Scenes/\(scene).yaml", "-o", "\(scene)-\(round)-\(k).png"], in: s.path)
                        group.leave()
                    }
                }
                group.wait()
                for k in 0..<4 { outputs.append(try Data(contentsOf: URL(fileURLWithPath: s.path + "/\(scene)-\(round)-\(k).png"))) }
            }
            XCTAssertEqual(Set(outputs).count, 1, "\(scene): \(Set(outputs).count) different files from 12 renderings")
        }
    }
}
