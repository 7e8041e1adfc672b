import XCTest

@testable import HitlabFiles
@testable import HitlabRender

/// PNG files Hitlab writes (rows compressed by zlib a few at a time, a large picture's in bands
/// side by side) read back as the same pixels through libpng, whatever the image's size.
final class PNGFileTests: XCTestCase {
    /// Premultiplied pixels that change from pixel to pixel and row to row, opaque or with
    /// every kind of alpha.
    private func image(width: Int, height: Int, opaque: Bool) -> CairoImage {
        let image = CairoImage(width: width, height: height)
        image.withPixels { p, stride in
            for y in 0..<height {
                for x in 0..<width {
                    let a = opaque ? 255 : (x * 37 + y * 11) % 256
                    let o = y * stride + x * 4
                    // A premultiplied colour is at most its alpha.
                    p[o] = UInt8((x * 13 + y) % (a + 1))
                    p[o + 1] = UInt8((x + y * 7) % (a + 1))
                    p[o + 2] = UInt8((x * y) % (a + 1))
                    p[o + 3] = UInt8(a)
                }
            }
        }
        return image
    }

    private func pixels(_ image: CairoImage) -> [UInt8] {
        image.withPixels { p, stride in
            (0..<image.height).flatMap { y in Array(UnsafeBufferPointer(start: p + y * stride, count: image.width * 4))
            }
        }
    }

    func testEveryHeightReadsBackAsTheSamePixels() throws {
        // Rows go to the compressor 16 at a time: fewer, exactly 16, one more, many and a rest;
        // 1000 x 700 is two bands (RGB) or three (RGBA), 600 x 4000 the most there are. An opaque
        // row's pixels are shuffled four at a time while 16 bytes fit, the rest one by one:
        // widths 5 to 8 fall on either side.
        for (width, height) in [
            (1, 1), (5, 15), (6, 3), (7, 2), (8, 1), (64, 16), (33, 17), (70, 257), (1000, 700), (600, 4000)
        ] {
            for opaque in [true, false] {
                let original = image(width: width, height: height, opaque: opaque)
                let bytes = try XCTUnwrap(PNGFile.encode(original))
                if case .failure(let problem) = PNGHeader.size(of: bytes) {
                    XCTFail("\(width)x\(height): \(problem.reason)")
                }
                let decoded = try XCTUnwrap(PNGFile.decode(bytes), "\(width)x\(height) opaque: \(opaque)")
                XCTAssertEqual(decoded.width, width)
                XCTAssertEqual(decoded.height, height)
                XCTAssertEqual(pixels(decoded), pixels(original), "\(width)x\(height) opaque: \(opaque)")
                // Colour type 2 (RGB) for opaque images, 6 (RGBA) for the others.
                XCTAssertEqual(bytes[25], opaque ? 2 : 6)
            }
        }
    }

    func testTheSamePixelsGiveTheSameBytesAndADamagedFileIsRefused() throws {
        let a = try XCTUnwrap(PNGFile.encode(image(width: 300, height: 300, opaque: true)))
        let b = try XCTUnwrap(PNGFile.encode(image(width: 300, height: 300, opaque: true)))
        XCTAssertEqual(a, b)
        // Bands compressed at once on other threads join into the same bytes every time.
        let large = image(width: 900, height: 1200, opaque: false)
        XCTAssertEqual(PNGEncoder.bands(height: 1200, rowBytes: 1 + 900 * 4).count, 8)
        XCTAssertEqual(PNGEncoder.bands(height: 640, rowBytes: 1 + 1012 * 3).count, 4)
        XCTAssertEqual(PNGFile.encode(large), PNGFile.encode(large))
        var damaged = a
        damaged[damaged.count / 2] ^= 0xFF
        XCTAssertNil(PNGFile.decode(damaged))
    }
}
