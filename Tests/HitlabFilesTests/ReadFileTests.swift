import CZlib
import Foundation
import HitlabCore
import XCTest

@testable import HitlabFiles

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
        XCTAssertThrowsError(try ReadFile.contents(folder, maxBytes: 100)) {
            XCTAssertTrue("\($0)".contains("is a folder"), "\($0)")
        }
        FileManager.default.createFile(atPath: folder + "/big", contents: Data(count: 2 * 1024 * 1024))
        XCTAssertThrowsError(try ReadFile.contents(folder + "/big", maxBytes: 1024 * 1024)) {
            XCTAssertTrue("\($0)".contains("is 2.0 MB; the limit is 1.0 MB"), "\($0)")
        }
        XCTAssertEqual(try ReadFile.contents(folder + "/big", maxBytes: 2 * 1024 * 1024).count, 2 * 1024 * 1024)
    }

    func testPNGHeadersAreCheckedBeforeDecoding() {
        func be(_ v: Int) -> [UInt8] {
            [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(data.count) + body + be(Int(PNGHeader.crc32(body[...])))
        }
        func deflated(_ raw: [UInt8]) -> [UInt8] {
            var size = compressBound(uLong(raw.count))
            var out = [UInt8](repeating: 0, count: Int(size))
            XCTAssertEqual(compress(&out, &size, raw, uLong(raw.count)), Z_OK)
            return Array(out.prefix(Int(size)))
        }
        // A grey 8-bit PNG whose rows (a filter byte, then w pixels) are `rows`, zeros by default.
        func png(_ w: Int, _ h: Int, interlaced: Bool = false, rows: [UInt8]? = nil) -> [UInt8] {
            let raw = rows ?? [UInt8](repeating: 0, count: min(h, 5000) * (1 + min(w, 5000)))
            return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                + chunk("IHDR", be(w) + be(h) + [8, 0, 0, 0, interlaced ? 1 : 0])
                + chunk("IDAT", deflated(raw)) + chunk("IEND", [])
        }
        if case .success(let size) = PNGHeader.size(of: png(40, 30)) {
            XCTAssertEqual(size.width, 40); XCTAssertEqual(size.height, 30)
        } else {
            XCTFail()
        }
        let side = SceneLimits.imageSide
        XCTAssertEqual(reason(PNGHeader.size(of: png(side, side))), nil)
        XCTAssertTrue(reason(PNGHeader.size(of: png(40000, 13500)))?.contains("40000 x 13500") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: png(side + 1, 1)))?.contains("at most") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: []))?.contains("empty") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]))?.contains("JPEG") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: Array("GIF89a....".utf8)))?.contains("GIF") == true)
        XCTAssertTrue(
            reason(PNGHeader.size(of: Array("root:x:0:0:root:/root:/bin/bash".utf8)))?.contains("not a PNG") == true)
        XCTAssertTrue(reason(PNGHeader.size(of: Array(png(4, 4).prefix(20))))?.contains("not a complete") == true)
        XCTAssertTrue(
            reason(PNGHeader.size(of: Array(png(4, 4).dropLast(12))))?.contains("cut short (no end chunk)") == true)
        var flipped = png(4, 4)
        flipped[40] ^= 1
        XCTAssertTrue(
            reason(PNGHeader.size(of: flipped))?.contains("fails its checksum") == true,
            "\(String(describing: reason(PNGHeader.size(of: flipped))))")
        // Sound chunks, unsound pixels: the data is inflated and counted when the scene loads.
        XCTAssertEqual(
            reason(PNGHeader.size(of: png(4, 4, rows: [UInt8](repeating: 0, count: 19)))),
            "is a damaged PNG image: its pixel data holds 19 bytes, not the 20 its 4 x 4 pixels need")
        XCTAssertEqual(
            reason(
                PNGHeader.size(of: png(4, 4, rows: [0, 1, 2, 3, 4, 9, 1, 2, 3, 4] + [UInt8](repeating: 0, count: 10)))),
            "is a damaged PNG image: a row of its pixel data has an unknown filter")
        var garbled = png(4, 4)
        garbled.replaceSubrange(41..<45, with: [0xFF, 0xFF, 0xFF, 0xFF])
        let idat = Array(garbled[33..<(garbled.count - 12)])
        garbled.replaceSubrange(
            33..<(garbled.count - 12),
            with: Array(idat.prefix(idat.count - 4)) + be(Int(PNGHeader.crc32(idat[4..<(idat.count - 4)]))))
        XCTAssertEqual(
            reason(PNGHeader.size(of: garbled)), "is a damaged PNG image: its pixel data does not decompress")
        // Bytes after the end chunk are not read (a huge chunk length there once would have been).
        XCTAssertNil(
            reason(PNGHeader.size(of: png(4, 4) + [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8) + [1, 2, 3, 4, 5, 6])))
        // Adam7: a 5 x 3 image's passes hold rows of 1, 1, -, 1, 3, 2+2 and 5 pixels: 15 pixels
        // and 7 filter bytes.
        XCTAssertEqual(
            reason(PNGHeader.size(of: png(5, 3, interlaced: true, rows: [UInt8](repeating: 0, count: 15 + 7)))), nil)
        XCTAssertNotNil(
            reason(PNGHeader.size(of: png(5, 3, interlaced: true, rows: [UInt8](repeating: 0, count: 18)))),
            "5 x 3 without interlacing")
    }

    private func reason(_ r: Result<(width: Int, height: Int), PNGHeader.Problem>) -> String? {
        if case .failure(let why) = r { return why.reason.description }
        return nil
    }
}
