import CZlib
import HitlabCore

/// What a PNG file says of itself before it is decoded: Hitlab reads the header and refuses
/// a file that is not a PNG or whose pixels would not fit `SceneLimits` before any decoder
/// sees it (a 2 MB file may claim 40000 x 13500 pixels).
public enum PNGHeader {
    /// Why bytes are not a usable PNG, in words ("is a JPEG image; ...").
    public struct Problem: Error {
        public let reason: String
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from the IHDR chunk, or a reason the bytes are not a usable PNG.
    public static func size(of bytes: [UInt8]) -> Result<(width: Int, height: Int), Problem> {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            if bytes.isEmpty { return .failure(Problem(reason: "is empty, not a PNG image")) }
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .failure(Problem(reason: "is a JPEG image; Hitlab reads PNG only")) }
            if bytes.starts(with: Array("GIF8".utf8)) { return .failure(Problem(reason: "is a GIF image; Hitlab reads PNG only")) }
            return .failure(Problem(reason: "is not a PNG image"))
        }
        guard bytes.count >= 33, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return .failure(Problem(reason: "is not a complete PNG image (no header chunk)"))
        }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = word(16), height = word(20)
        guard width > 0, height > 0 else { return .failure(Problem(reason: "is a PNG image of \(width) x \(height) pixels")) }
        let side = SceneLimits.imageSide
        guard width <= side, height <= side else {
            return .failure(Problem(reason: "is a PNG image of \(width) x \(height) pixels; images may be at most \(side) x \(side)"))
        }
        if let damage = damage(in: bytes) { return .failure(Problem(reason: damage)) }
        return .success((width, height))
    }

    /// Walks the chunks: each length within the file, each checksum right, IDAT present,
    /// IEND last. Nil when the structure is sound (the pixels are checked by decoding).
    static func damage(in bytes: [UInt8]) -> String? {
        var at = 8, index = 0, sawData = false
        while at + 12 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - at - 12 else { return "is a damaged PNG image: chunk \(index + 1) is cut short" }
            let type = Array(bytes[at + 4..<at + 8])
            let stored = bytes[at + 8 + length..<at + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard crc32(bytes[at + 4..<at + 8 + length]) == stored else {
                return "is a damaged PNG image: chunk \(index + 1) (\(String(decoding: type, as: UTF8.self))) fails its checksum"
            }
            if type == Array("IDAT".utf8) { sawData = true }
            if type == Array("IEND".utf8) { return sawData ? nil : "is a PNG image without pixel data" }
            at += 12 + length
            index += 1
        }
        return "is a damaged PNG image: it is cut short (no end chunk)"
    }

    /// PNG's CRC-32 of a run of bytes (a chunk's type and data), zlib's.
    public static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        // zlib takes a null buffer as "give the initial value", so an empty run is not passed.
        guard !bytes.isEmpty else { return 0 }
        return bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: CZlib.crc32(0, $0.baseAddress, UInt32($0.count))) }
    }

    /// The bytes of the PNG file at `path`, checked: a regular file within
    /// `SceneLimits.imageBytes` whose header is a PNG within `SceneLimits.imageSide`.
    public static func readImageFile(_ path: String) throws -> [UInt8] {
        let bytes = try ReadFile.contents(path, maxBytes: SceneLimits.imageBytes)
        if case .failure(let problem) = size(of: bytes) { throw FileError(path, problem.reason) }
        return bytes
    }
}
