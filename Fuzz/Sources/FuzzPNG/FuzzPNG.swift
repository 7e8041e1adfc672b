import FuzzSupport
import HitlabFiles

/// libFuzzer's entry point for what Hitlab checks of an image before any decoder sees it:
/// bytes -> `PNGHeader.size(of:)` (signature, header, limits, every chunk's length and
/// checksum, the pixel data inflated and counted). It must answer, never trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch PNGHeader.size(of: bytes) {
    case .success(let s):
        if s.width <= 0 || s.height <= 0 { fatalError("a PNG accepted with \(s.width) x \(s.height) pixels") }
    case .failure(let problem):
        if problem.reason.isEmpty { fatalError("a PNG refused without a reason") }
    }
    return 0
}

/// The process's `main` under SwiftPM (see `runLibFuzzer`).
@_cdecl("FuzzPNG_main")
public func fuzzPNGMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
