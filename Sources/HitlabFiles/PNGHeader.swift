import CDeflate
import CZlib

/// What a PNG file says of itself before it is decoded: Hitlab reads the header and refuses
/// a file that is not a PNG or whose pixels would not fit `SceneLimits` before any decoder
/// sees it (a 2 MB file may claim 40000 x 13500 pixels).
public enum PNGHeader {
    /// Why bytes are not a usable PNG, in words ("is a JPEG image; ...").
    public struct Problem: Error {
        public let reason: FileReason
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Which limits a PNG is read with: a scene's image (`SceneLimits.imageSide`, `imageBytes`),
    /// or a picture Hitlab wrote, such as a golden screenshot (`outputSide`, `outputPixels`):
    /// what `check` records it must be able to read back.
    public enum Limits {
        case sceneImage, picture

        var side: Int { self == .sceneImage ? SceneLimits.imageSide : SceneLimits.outputSide }
        var pixels: Int {
            self == .sceneImage ? SceneLimits.imageSide * SceneLimits.imageSide : SceneLimits.outputPixels
        }
        /// A PNG of the largest picture, stored without compression, is 4 bytes a pixel and a little more.
        var bytes: Int { self == .sceneImage ? SceneLimits.imageBytes : 4 * SceneLimits.outputPixels + 1024 * 1024 }
    }

    /// Width and height from the IHDR chunk, or a reason the bytes are not a usable PNG.
    public static func size(
        of bytes: [UInt8], limits: Limits = .sceneImage
    ) -> Result<(width: Int, height: Int), Problem> {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            if bytes.isEmpty { return .failure(Problem(reason: "is empty, not a PNG image")) }
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                return .failure(Problem(reason: "is a JPEG image; Hitlab reads PNG only"))
            }
            if bytes.starts(with: Array("GIF8".utf8)) {
                return .failure(Problem(reason: "is a GIF image; Hitlab reads PNG only"))
            }
            return .failure(Problem(reason: "is not a PNG image"))
        }
        guard bytes.count >= 33, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(Problem(reason: "is not a complete PNG image (no header chunk)"))
        }
        let width = word(bytes, 16), height = word(bytes, 20)
        guard width > 0, height > 0 else {
            return .failure(Problem(reason: "is a PNG image of \(width) x \(height) pixels"))
        }
        let side = limits.side
        guard width <= side, height <= side, width * height <= limits.pixels else {
            let most =
                limits == .sceneImage
                ? FileReason("images may be at most \(side) x \(side)")
                : FileReason(
                    "pictures may be at most \(side) pixels a side and \(limits.pixels / (1024 * 1024)) megapixels")
            return .failure(Problem(reason: "is a PNG image of \(width) x \(height) pixels; \(most)"))
        }
        if let damage = damage(in: bytes) { return .failure(Problem(reason: damage)) }
        return .success((width, height))
    }

    /// The big-endian 32-bit number at `at` (PNG's sizes and chunk lengths).
    private static func word(_ bytes: [UInt8], _ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }

    /// Walks the chunks: each length within the file, each checksum right, IDAT present,
    /// IEND last, and the pixel data what the header promises. Nil when the image is sound.
    static func damage(in bytes: [UInt8]) -> FileReason? {
        var at = 8, index = 0
        var data: [UInt8] = [], sawData = false
        while at + 12 <= bytes.count {
            let length = word(bytes, at)
            guard length <= bytes.count - at - 12 else {
                return FileReason("is a damaged PNG image: chunk \(index + 1) is cut short")
            }
            let type = Array(bytes[at + 4..<at + 8])
            let stored = bytes[at + 8 + length..<at + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard crc32(bytes[at + 4..<at + 8 + length]) == stored else {
                return FileReason(
                    """
                    is a damaged PNG image: chunk \(index + 1) (\(String(decoding: type, as: UTF8.self))) fails \
                    its checksum
                    """)
            }
            if type == Array("IDAT".utf8) {
                data += bytes[at + 8..<at + 8 + length]
                sawData = true
            }
            if type == Array("IEND".utf8) {
                return sawData ? pixelDataProblem(bytes, data: data) : FileReason("is a PNG image without pixel data")
            }
            at += 12 + length
            index += 1
        }
        return FileReason("is a damaged PNG image: it is cut short (no end chunk)")
    }

    /// The pixel data (the IDAT chunks' data, one zlib stream) inflated and counted against
    /// what the header in `bytes` promises: nil when it holds exactly that many bytes, each
    /// row starting with a known filter. Called once the chunks are known to be sound.
    static func pixelDataProblem(_ bytes: [UInt8], data: [UInt8]) -> FileReason? {
        let width = word(bytes, 16), height = word(bytes, 20)
        let depth = Int(bytes[24]), colour = Int(bytes[25]), interlaced = bytes[28] == 1
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colour] ?? 0
        guard channels > 0, [1, 2, 4, 8, 16].contains(depth) else {
            return FileReason("is a PNG image with an unknown pixel format (colour type \(colour), \(depth) bits)")
        }
        // Each pass of the image (one, or Adam7's seven): rows of a filter byte and packed pixels.
        let passes: [(x0: Int, y0: Int, dx: Int, dy: Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var rowLengths: [Int] = []
        for p in passes {
            let w = (width - p.x0 + p.dx - 1) / p.dx, h = (height - p.y0 + p.dy - 1) / p.dy
            guard w > 0, h > 0 else { continue }
            rowLengths += Array(repeating: 1 + (w * channels * depth + 7) / 8, count: h)
        }
        var data = data  // zlib's next_in is not a const pointer
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: 65_536)
        var produced = 0, row = 0, nextRowStart = 0, status = Z_OK
        var badFilter = false
        data.withUnsafeMutableBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = UInt32(input.count)
            while status == Z_OK {
                out.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = UInt32(buffer.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                }
                let count = out.count - Int(stream.avail_out)
                // Every row's first byte is its filter: 0 to 4.
                while row < rowLengths.count, nextRowStart < produced + count {
                    if out[nextRowStart - produced] > 4 { badFilter = true }
                    nextRowStart += rowLengths[row]
                    row += 1
                }
                produced += count
                if count == 0 && status == Z_OK { status = Z_BUF_ERROR }
            }
        }
        let expected = rowLengths.reduce(0, +)
        if status != Z_STREAM_END { return FileReason("is a damaged PNG image: its pixel data does not decompress") }
        if produced != expected {
            return FileReason(
                """
                is a damaged PNG image: its pixel data holds \(produced) bytes, not the \(expected) its \(width) \
                x \(height) pixels need
                """)
        }
        if badFilter { return FileReason("is a damaged PNG image: a row of its pixel data has an unknown filter") }
        return nil
    }

    /// PNG's CRC-32 of a run of bytes (a chunk's type and data).
    public static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { hitlab_crc32(0, $0.baseAddress, $0.count) }
    }

    /// The bytes of the PNG file at `path`, checked: a regular file within
    /// `SceneLimits.imageBytes` whose header is a PNG within `SceneLimits.imageSide`.
    public static func readImageFile(_ path: String, limits: Limits = .sceneImage) throws -> [UInt8] {
        let bytes = try ReadFile.contents(path, maxBytes: limits.bytes)
        if case .failure(let problem) = size(of: bytes, limits: limits) {
            throw FileError(path, problem.reason)
        }
        return bytes
    }
}
