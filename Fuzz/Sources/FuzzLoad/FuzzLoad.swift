import FuzzSupport

/// libFuzzer's entry point: bytes -> scene -> clicks and a drag -> trace JSON and narration.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let scene = FuzzScene.load(data, size) else { return 0 }
    FuzzScene.exercise(scene, seed: FuzzScene.seed(data, size))
    return 0
}

/// The process's `main` under SwiftPM (see `runLibFuzzer`).
@_cdecl("FuzzLoad_main")
public func fuzzLoadMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
