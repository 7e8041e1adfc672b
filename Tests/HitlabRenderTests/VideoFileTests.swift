import CAVCodec
import CCairo
import HitlabScene
import XCTest

@testable import HitlabRender

/// Videos written through FFmpeg, read back through FFmpeg: their frames, size, duration,
/// colours and index, and the same bytes every time.
final class VideoFileTests: XCTestCase {
    static let width = 320, height = 241, fps = 10

    /// Colours of the moving rectangle, frame by frame (red, green, blue, yellow, ...).
    static let colours: [(Double, Double, Double)] = [(1, 0, 0), (0, 0.6, 0), (0, 0, 1), (1, 0.8, 0), (0.5, 0, 0.5)]

    /// Frame `i`: light grey ground, a fixed dark-blue square at the top left, a 60 x 50
    /// rectangle moving right whose colour changes, and an orange last (odd) row.
    static func frame(_ i: Int, width: Int = width, height: Int = height) -> CairoImage {
        let image = CairoImage(width: width, height: height)
        image.draw { cr in
            cairo_set_source_rgb(cr, 0.9, 0.9, 0.9)
            cairo_paint(cr)
            cairo_set_source_rgb(cr, 0.1, 0.2, 0.5)
            cairo_rectangle(cr, 8, 8, 40, 40)
            cairo_fill(cr)
            let (r, g, b) = colours[i % colours.count]
            cairo_set_source_rgb(cr, r, g, b)
            cairo_rectangle(cr, Double(60 + 20 * i), 100, 60, 50)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 1, 0.5, 0)
            cairo_rectangle(cr, 0, Double(height - 1), Double(width), 1)
            cairo_fill(cr)
        }
        return image
    }

    /// The lesson: ten frames, the fifth shown three periods, the last 2.5 seconds
    /// (sent as 1 s + 1 s + 0.5 s): 12 frames encoded, 36 periods, 3.6 seconds.
    static let repeats = [1, 1, 1, 1, 3, 1, 1, 1, 1, 25]

    private func encode(_ format: VideoFile.Format) throws -> (bytes: [UInt8], writer: VideoFile.Writer) {
        var bytes: [UInt8] = []
        var calls = 0
        let writer = try VideoFile.Writer(
            width: Self.width, height: Self.height, framesPerSecond: Self.fps, format: format
        ) {
            bytes.append(contentsOf: $0)
            calls += 1
        }
        for (i, count) in Self.repeats.enumerated() { try writer.add(Self.frame(i), repeat: count) }
        XCTAssertTrue(bytes.isEmpty, "bytes come at finish, once the index is written")
        try writer.finish()
        XCTAssertEqual(calls, 1)
        return (bytes, writer)
    }

    /// BT.709 limited range back to 8-bit RGB, the textbook formula in floating point.
    private func rgb(_ yuv: (Int, Int, Int)) -> (Int, Int, Int) {
        let y = (Double(yuv.0) - 16) * 255 / 219, cb = (Double(yuv.1) - 128) * 255 / 224,
            cr = (Double(yuv.2) - 128) * 255 / 224
        let r = y + 1.5748 * cr, b = y + 1.8556 * cb, g = (y - 0.2126 * r - 0.0722 * b) / 0.7152
        func clamp(_ v: Double) -> Int { Int(min(255, max(0, v.rounded()))) }
        return (clamp(r), clamp(g), clamp(b))
    }

    private func assertNear(_ got: (Int, Int, Int), _ want: [UInt8], tolerance: Int, _ what: String, line: UInt = #line)
    {
        let ok =
            abs(got.0 - Int(want[0])) <= tolerance && abs(got.1 - Int(want[1])) <= tolerance
            && abs(got.2 - Int(want[2])) <= tolerance
        XCTAssertTrue(ok, "\(what): decoded \(got), source \(Array(want.prefix(3)))", line: line)
    }

    private func checkDecoded(_ format: VideoFile.Format, codec: String, container: String) throws {
        let (bytes, writer) = try encode(format)
        XCTAssertGreaterThan(bytes.count, 1000)
        XCTAssertEqual(writer.encodedFrames, 12)
        XCTAssertEqual(writer.frameTicks, 36)
        XCTAssertEqual(writer.encodedWidth, 320)
        XCTAssertEqual(writer.encodedHeight, 242, "the odd height is padded to even")

        let video = try VideoFile.decodeForTests(bytes)
        XCTAssertTrue(video.container.contains(container), video.container)
        XCTAssertEqual(video.codec, codec)
        XCTAssertEqual(video.width, 320)
        XCTAssertEqual(video.height, 242)
        XCTAssertEqual(video.frames.count, 12)
        XCTAssertEqual(video.durationSeconds, 3.6, accuracy: 0.02)
        XCTAssertEqual(video.colorspace, AVCOL_SPC_BT709)
        XCTAssertEqual(video.colorRange, AVCOL_RANGE_MPEG)
        XCTAssertGreaterThan(video.indexEntries, 0, "a seek index (Cues, stss) for a browser's <video>")

        // Each encoded frame's time: frames 0-3 at 0.0-0.3 s, the fifth at 0.4 s for three
        // periods, then 0.7-1.0 s, the last at 1.1 s, sent again at 2.1 s and 3.1 s.
        let times = [0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 21, 31].map { Double($0) / Double(Self.fps) }
        for (frame, time) in zip(video.frames, times) { XCTAssertEqual(frame.seconds, time, accuracy: 0.002) }
        XCTAssertTrue(video.frames[0].keyframe)
        XCTAssertTrue(video.frames[10].keyframe, "a keyframe at least every two seconds (2.1 s)")

        // Colours: frame by frame, inside the moving rectangle, the fixed square, the ground,
        // the odd last row, and the padding row repeating it.
        // Decoded frame k shows source frame sourceOf[k] (the last one three times).
        let sourceOf = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9]
        for decodedIndex in [0, 2, 3, 4, 6, 9, 11] {
            let sourceIndex = sourceOf[decodedIndex], image = Self.frame(sourceIndex)
            for (x, y, what) in [
                (90 + 20 * sourceIndex, 125, "rectangle"), (28, 28, "square"), (250, 60, "ground"),
                (160, 240, "last row")
            ] {
                assertNear(
                    rgb(video.sample(decodedIndex, x: x, y: y)), image.pixel(x: x, y: y), tolerance: 10,
                    "\(format) frame \(decodedIndex) \(what)")
            }
            assertNear(
                rgb(video.sample(decodedIndex, x: 160, y: 241)), image.pixel(x: 160, y: 240), tolerance: 10,
                "\(format) padding")
        }
        // Pure red in BT.709 limited range is Y 63, Cb 102, Cr 240 (the standard's own figures).
        let red = video.sample(0, x: 90, y: 125)
        XCTAssertEqual(Double(red.0), 63, accuracy: 3)
        XCTAssertEqual(Double(red.1), 102, accuracy: 3)
        XCTAssertEqual(Double(red.2), 240, accuracy: 3)
    }

    func testWebMDecodesBack() throws {
        try checkDecoded(.webm, codec: "vp9", container: "webm")
    }

    /// A WebM larger than 2560x1600 is VP8 (VP9's encoder takes about 540 MB at 4K): a real
    /// frame just past that size, text and all, decodes back close to what was drawn. (Not at
    /// 4K in this process: the command-line tests' children would inherit its peak memory.)
    func testALargeWebMIsVP8AndDecodesCloseToTheFrame() throws {
        let scene = try SceneLoader.load(
            path: WhyHeadlineTests.root.appendingPathComponent("Scenes/04-round-button.yaml").path
        ).scene
        var options = RenderOptions()
        options.frameSize = (2600, 1620)
        let image = try Renderer().render(scene, story: nil, options: options)
        let bytes = try VideoFile.encode([image, image], framesPerSecond: 10, format: .webm)
        let video = try VideoFile.decodeForTests(bytes)
        XCTAssertEqual(video.codec, "vp8")
        XCTAssertEqual(video.width, 2600)
        var error = 0, samples = 0
        for y in stride(from: 3, to: 1620, by: 17) {
            for x in stride(from: 5, to: 2600, by: 13) {
                let got = rgb(video.sample(0, x: x, y: y)), want = image.pixel(x: x, y: y)
                error += abs(got.0 - Int(want[0])) + abs(got.1 - Int(want[1])) + abs(got.2 - Int(want[2]))
                samples += 3
            }
        }
        XCTAssertLessThan(Double(error) / Double(samples), 4, "the mean error of a channel, of 255")
    }

    func testMP4DecodesBack() throws {
        try checkDecoded(.mp4, codec: "h264", container: "mp4")
    }

    func testTheSameFramesGiveTheSameBytes() throws {
        for format in VideoFile.Format.allCases {
            let first = try encode(format).bytes, second = try encode(format).bytes
            XCTAssertEqual(first.count, second.count, "\(format)")
            XCTAssertTrue(first == second, "\(format): two encodings differ")
            // No version string of the muxer (bit-exact "Lavf", not "Lavf59.27.100").
            let text = String(decoding: first, as: UTF8.self)
            XCTAssertFalse(text.contains("Lavf5") || text.contains("Lavc5"), "\(format) names FFmpeg's version")
            XCTAssertFalse(text.contains("x264") || text.contains("libvpx"), "\(format) names its encoder's build")
        }
        // A different frame gives different bytes (the comparison can fail).
        let a = try VideoFile.encode([Self.frame(0), Self.frame(1)], framesPerSecond: 10, format: .webm)
        let b = try VideoFile.encode([Self.frame(0), Self.frame(2)], framesPerSecond: 10, format: .webm)
        XCTAssertNotEqual(a, b)
    }

    func testBadInputsThrowClearly() throws {
        for format in VideoFile.Format.allCases {
            let writer = try VideoFile.Writer(width: 320, height: 241, framesPerSecond: 10, format: format) { _ in }
            try writer.add(Self.frame(0))
            XCTAssertThrowsError(try writer.add(Self.frame(1, width: 321, height: 241))) { error in
                XCTAssertTrue(error is VideoFile.EncodeError)
                XCTAssertTrue("\(error)".contains("differ in size"), "\(error)")
            }
            XCTAssertThrowsError(try writer.add(Self.frame(1), repeat: 0))
            try writer.finish()
            XCTAssertThrowsError(try writer.add(Self.frame(1))) { XCTAssertTrue("\($0)".contains("finished"), "\($0)") }

            for (w, h) in [(0, 10), (10, 0), (-2, 5)] {
                XCTAssertThrowsError(
                    try VideoFile.Writer(width: w, height: h, framesPerSecond: 10, format: format) { _ in }
                ) { error in
                    XCTAssertTrue(error is VideoFile.EncodeError)
                    XCTAssertTrue("\(error)".contains("cannot be"), "\(error)")
                }
            }
            XCTAssertThrowsError(
                try VideoFile.Writer(width: 10, height: 10, framesPerSecond: 0, format: format) { _ in })
        }
        XCTAssertThrowsError(try VideoFile.encode([], framesPerSecond: 10, format: .mp4))
        XCTAssertThrowsError(
            try VideoFile.Writer(width: 8, height: 8, framesPerSecond: 10, format: .webm, encoders: ["libnothing"]) {
                _ in
            }
        ) {
            XCTAssertEqual("\($0)", "this libavcodec has no libnothing encoder for webm videos")
        }

        // The output's own error (a full disk) comes out of finish().
        struct DiskFull: Error {}
        let writer = try VideoFile.Writer(width: 64, height: 48, framesPerSecond: 10, format: .webm) { _ in
            throw DiskFull()
        }
        try writer.add(Self.frame(0, width: 64, height: 48))
        XCTAssertThrowsError(try writer.finish()) { XCTAssertTrue($0 is DiskFull, "\($0)") }
    }

    /// A tiny odd size (1 x 1 padded to 2 x 2) still works in both formats.
    func testTinyOddSize() throws {
        for format in VideoFile.Format.allCases {
            let image = CairoImage(width: 1, height: 1)
            image.draw { cr in
                cairo_set_source_rgb(cr, 0, 0, 1)
                cairo_paint(cr)
            }
            let video = try VideoFile.decodeForTests(
                try VideoFile.encode([image, image], framesPerSecond: 25, format: format))
            XCTAssertEqual(video.width, 2)
            XCTAssertEqual(video.height, 2)
            XCTAssertEqual(video.frames.count, 2)
        }
    }
}
