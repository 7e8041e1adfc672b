import Foundation
import FuzzSupport
import HitlabCore
import HitlabScene

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point for the dump importer: text -> `DumpImporter` -> the YAML
/// `hitlab import` writes -> the loader, and the scene `open`/`trace`/`render` build straight
/// from the dump. A refusal must carry diagnostics; what imports must load from its YAML too,
/// and both scenes must tell every interaction the same way. The bytes also go through a pipe
/// into `DumpImporter.importStream`, the reader of `hitlab import -`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var importer = DumpImporter(fileName: "fuzz.txt")
    let result: DumpImporter.Result
    do {
        result = try importer.importDump(text)
    } catch let error as SceneLoadError {
        if error.diagnostics.isEmpty { fatalError("DumpImporter refused a dump without saying why") }
        _ = error.description
        return 0
    } catch {
        fatalError("DumpImporter threw something other than SceneLoadError: \(error)")
    }
    // The same bytes through a pipe, as `hitlab import -` reads standard input: the same
    // scene, or a refusal with reasons (inputs are at most 64 KB, a pipe's buffer).
    var ends: [Int32] = [0, 0]
    if size <= 65_536, pipe(&ends) == 0 {
        var written = 0
        while written < size {
            let n = write(ends[1], data + written, size - written)
            if n <= 0 { break }
            written += n
        }
        close(ends[1])
        defer { close(ends[0]) }
        if written == size {
            do {
                let piped = try DumpImporter.importStream(ends[0], name: "fuzz.txt")
                if piped.yaml != result.yaml { fatalError("a dump read through a pipe imports differently") }
            } catch let error as SceneLoadError {
                if error.diagnostics.isEmpty { fatalError("a piped dump was refused without saying why") }
                // Only bytes that are not UTF-8 may be refused here (the text above was repaired).
                if String(bytes: UnsafeBufferPointer(start: data, count: size), encoding: .utf8) != nil {
                    fatalError("a dump that imports was refused through a pipe: \(error)")
                }
            } catch {
                fatalError("importStream threw something other than SceneLoadError: \(error)")
            }
        }
    }
    let loaded: Scene?
    do {
        loaded = try SceneLoader.load(text: result.yaml, path: "fuzz.yaml").scene
    } catch let error as SceneLoadError {
        if error.diagnostics.isEmpty { fatalError("the importer's YAML was refused without diagnostics") }
        loaded = nil
    } catch {
        fatalError("SceneLoader threw something other than SceneLoadError: \(error)")
    }
    // `importDump` refuses what a scene cannot hold, so what it imports always loads.
    guard let loaded else { fatalError("an imported dump's YAML does not load:\n" + result.yaml.prefix(2000)) }
    let direct = DumpImporter.scene(result)
    for interaction in FuzzScene.interactions(for: direct, seed: FuzzScene.seed(data, size)) {
        let a = FuzzScene.tell(direct, interaction), b = FuzzScene.tell(loaded, interaction)
        if a.json != b.json {
            fatalError("the scene built straight and the one its YAML describes tell \(interaction) differently")
        }
    }
    return 0
}

/// The process's `main` under SwiftPM (see `runLibFuzzer`).
@_cdecl("FuzzDump_main")
public func fuzzDumpMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runLibFuzzer(argc, argv) { data, size in fuzz(data ?? emptyInput, size) }
}
