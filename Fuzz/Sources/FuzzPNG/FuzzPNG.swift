import FuzzSupport
import HitlabFiles

/// libFuzzer's entry point for what Hitlab checks of an image before any decoder sees it:
/// bytes -> `PNGHeader.size(of:)` (signature, header, limits, every chunk's length and
/// checksum, the pixel data inflated and counted). It must answer, never trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    check(bytes)
    // Mutated chunks rarely keep their checksums, so most inputs would stop there: the same
    // bytes again with every checksum made right reach the header and the pixel data.
    check(withChecksumsMadeRight(bytes))
    return 0
}

/// Each whole chunk's CRC rewritten to match its type and data.
func withChecksumsMadeRight(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    var at = 8
    while at + 12 <= bytes.count {
        let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= bytes.count - at - 12 else { break }
        let crc = PNGHeader.crc32(bytes[at + 4..<at + 8 + length])
        for i in 0..<4 { bytes[at + 8 + length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
        at += 12 + length
    }
    return bytes
}

func check(_ bytes: [UInt8]) {
    switch PNGHeader.size(of: bytes) {
    case .success(let s):
        if s.width <= 0 || s.height <= 0 { fatalError("a PNG accepted with \(s.width) x \(s.height) pixels") }
    case .failure(let problem):
        if problem.reason.isEmpty { fatalError("a PNG refused without a reason") }
    }
}

/// The process's `main` under SwiftPM (see `runLibFuzzer`).
@_cdecl("FuzzPNG_main")
public func fuzzPNGMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
