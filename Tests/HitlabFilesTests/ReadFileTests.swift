import Foundation
import HitlabCore
@testable import HitlabFiles
import XCTest

/// Inputs are read only from regular files, within limits, without blocking.
final class ReadFileTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder()
    }

    override func tearDown() {
        removeTemporaryFolder(folder)
    }

    func testAFIFOIsRefusedAtOnceInsteadOfBlocking() throws {
        let fifo = folder + "/pipe.png"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertThrowsError(try ReadFile.contents(fifo, maxBytes: 100)) { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
    }

    func testAFolderAndAFileTooLargeAreRefused() throws {
        XCTAssertThrowsError(try ReadFile.contents(folder, maxBytes: 100)) { XCTAssertTrue("\($0)".contains("is a folder"), "\($0)") }
        FileManager.default.createFile(atPath: folder + "/big", contents: Data(count: 2 * 1024 * 1024))
        XCTAssertThrowsError(try ReadFile.contents(folder + "/big", maxBytes: 1024 * 1024)) {
            XCTAssertTrue("\($0)".contains("is 2.0 MB; the limit is 1.0 MB"), "\($0)")
        }
        XCTAssertEqual(try ReadFile.contents(folder + "/big", maxBytes: 2 * 1024 * 1024).count, 2 * 1024 * 1024)
    }

    func testPNGHeadersAreCheckedBeforeDecoding() {
        func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(data.count) + body + be(Int(PNGHeader.crc32(body[...])))
        }
        // The chunk structure only (the pixels are the decoder's business).
        func png(_ w: Int, _ h: Int) -> [UInt8] {
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be(w) + be(h) + [8, 6, 0, 0, 0]) + chunk("IDAT", [0x78, 0x9C]) + chunk("IEND", [])
        }
        if case .success(let size) = PNGHeader.size(of: png(40, 30)) { XCTAssertEqual(size.width, 40); XCTAssertEqual(size.height, 30) } else { XCTFail() }
        let side = SceneLimits.imageSide
        XCTAssertEqual(reason(PNGHeader.size(of: png(side, side))), nil)
        XCTAssertTrue(reason(PNGHeader.size(of: png(40000, 13500)))?.contains("40000 x 13500") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: png(side + 1, 1)))?.contains("at most") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: []))?.contains("empty") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]))?.contains("JPEG") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: Array("GIF89a....".utf8)))?.contains("GIF") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: Array("root:x:0:0:root:/root:/bin/bash".utf8)))?.contains("not a PNG") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: Array(png(4, 4).prefix(20))))?.contains("not a complete") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: Array(png(4, 4).dropLast(12))))?.contains("cut short (no end chunk)") == true)
        var flipped = png(4, 4)
        flipped[40] ^= 1
        XCTAssertTrue(reason(PNGHeader.size(of: flipped))?.contains("fails its checksum") == true, "\(String(describing: reason(PNGHeader.size(of: flipped))))")
    }

    private func reason(_ r: Result<(width: Int, height: Int), PNGHeader.Problem>) -> String? {
        if case .failure(let why) = r { return why.reason }
        return nil
    }
}
