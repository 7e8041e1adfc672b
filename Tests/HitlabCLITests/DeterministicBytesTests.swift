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
                for k in 0..<4 {
                    outputs.append(try Data(contentsOf: URL(fileURLWithPath: s.path + "/\(scene)-\(round)-\(k).png")))
                }
            }
            let distinct = Array(Set(outputs))
            guard distinct.count > 1 else { continue }
            // Kept for a look, with whether the pixels differ too (so the next failure says
            // whether the renderer or the encoder is to blame).
            let kept = NSTemporaryDirectory() + "/hitlab-deterministic-\(getpid())-\(scene)"
            try? FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
            for (i, bytes) in distinct.enumerated() { try? bytes.write(to: URL(fileURLWithPath: kept + "/\(i).png")) }
            let pixels = hitlab(["diff", kept + "/0.png", kept + "/1.png"], in: s.path)
            XCTFail(
                "\(scene): \(distinct.count) different files from 12 renderings, kept in \(kept); hitlab diff: \(pixels.stdout)"
            )
        }
    }
}
