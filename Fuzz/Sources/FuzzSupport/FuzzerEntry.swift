import CFuzzerDriver

/// Starts libFuzzer on `callback` with the process's arguments.
///
/// Why this exists: on Linux SwiftPM compiles an executable target's entry point as
/// `<Module>_main` and links with `--defsym main=<Module>_main`, so libFuzzer's own `main`
/// (in libclang_rt.fuzzer) is overridden. With `-parse-as-library` there is no entry point
/// at all and the link fails (`undefined symbol 'FuzzLoad_main'`). Each fuzzer therefore
/// defines `<Module>_main` itself with `@_cdecl` and hands over to libFuzzer's driver here.
/// If a SwiftPM stops renaming `main`, libFuzzer's `main` runs and `<Module>_main` is unused.
public func runLibFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}

/// Where a null data pointer (never seen from libFuzzer, but allowed by its C signature) points.
public let emptyInput: UnsafePointer<UInt8> = {
    let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    p.initialize(to: 0)
    return UnsafePointer(p)
}()
