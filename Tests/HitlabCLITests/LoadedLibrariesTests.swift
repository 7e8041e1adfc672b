import Foundation
import XCTest

/// Each command maps only the libraries it uses (issue 36): a command that draws nothing
/// starts as a bare program does, `render` loads HarfBuzz (Cairo is linked in) but neither
/// Pango, X11 nor a window library, and the hand-written HarfBuzz and FreeType declarations
/// agree with their own headers.
final class LoadedLibrariesTests: XCTestCase {
    /// The shared libraries a run initialised, from the dynamic loader's own log.
    private func loaded(_ arguments: [String]) -> [String] {
        let run = hitlab(arguments, environment: ["LD_DEBUG": "libs"], timeout: 60)
        return run.stderr.split(separator: "\n").filter { $0.contains("calling init:") }.map {
            String($0.split(separator: "/").last ?? "")
        }
    }

    private let drawing = ["libcairo", "libharfbuzz", "libfreetype", "libpng16", "libgif", "libicuuc"]
    private let window = ["libSDL2", "libpulse", "libasound", "libwayland", "libdbus", "libX11", "libxcb"]

    func testCommandsThatDrawNothingLoadNoDrawingOrWindowLibrary() {
        for arguments in [
            ["trace", "Scenes/01-click-e.yaml", "--at", "510,280"], ["why", "Scenes/08-transparent-overlay.yaml"],
            ["validate", "Scenes/04-round-button.yaml"], ["audit", "Scenes/04-round-button.yaml"],
            ["under", "Scenes/04-round-button.yaml", "--at", "240,160"]
        ] {
            let libraries = loaded(arguments)
            XCTAssertGreaterThan(libraries.count, 2, "the loader's log was read: \(arguments)")
            for name in drawing + window {
                XCTAssertFalse(libraries.contains { $0.hasPrefix(name) }, "\(arguments[0]) loads \(name): \(libraries)")
            }
        }
    }

    /// Cairo is linked in from Debian's static archive: Debian's libcairo.so would bring X11
    /// and xcb (ten libraries) to every picture.
    func testRenderLoadsHarfBuzzButNeitherCairoPangoX11NorAWindowLibrary() throws {
        let out = NSTemporaryDirectory() + "loaded-\(getpid()).png"
        defer { unlink(out) }
        let libraries = loaded(["render", "Scenes/04-round-button.yaml", "--at", "240,160", "-o", out])
        XCTAssertTrue(libraries.contains { $0.hasPrefix("libharfbuzz") }, "render loads HarfBuzz: \(libraries)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: out), "render wrote its picture")
        for name in window + ["libcairo", "libpixman", "libfontconfig", "libpango", "libgobject"] {
            XCTAssertFalse(libraries.contains { $0.hasPrefix(name) }, "render loads \(name): \(libraries)")
        }
    }

    /// `Sources/CHarfBuzz/CHarfBuzz.h` declares HarfBuzz's and FreeType's functions by hand;
    /// compiled after their own headers, every one must have the same type (a mismatch would be
    /// undefined behaviour), and its structures the same size.
    func testHarfBuzzDeclarationsMatchTheirHeaders() throws {
        let flags = shell("pkg-config --cflags harfbuzz freetype2 cairo")
        guard flags.status == 0 else { throw XCTSkip("pkg-config finds no HarfBuzz headers: \(flags.output)") }
        let source = NSTemporaryDirectory() + "harfbuzz-check-\(getpid()).c"
        defer { unlink(source) }
        try """
        #include <hb.h>
        #include <hb-ot.h>
        #include <cairo-ft.h>
        #define HITLAB_HARFBUZZ_CHECK
        #define HITLAB_HB_DIRECTION hb_direction_t
        #define HITLAB_HB_SCRIPT hb_script_t
        #define HITLAB_HB_BASELINE_TAG hb_ot_layout_baseline_tag_t
        #include "CHarfBuzz.h"
        #define CHECK(result, name, parameters) _Static_assert( \\
            __builtin_types_compatible_p(__typeof__(&name), result(*) parameters), #name " differs");
        HITLAB_HARFBUZZ_FUNCTIONS(CHECK)
        HITLAB_FREETYPE_FUNCTIONS(CHECK)
        _Static_assert(HB_DIRECTION_LTR == HITLAB_HB_DIRECTION_LTR, "");
        _Static_assert(HB_OT_NAME_ID_FONT_FAMILY == HITLAB_HB_OT_NAME_ID_FONT_FAMILY, "");
        _Static_assert(HB_SCRIPT_COMMON == HITLAB_HB_SCRIPT_COMMON && HB_SCRIPT_INHERITED == HITLAB_HB_SCRIPT_INHERITED, "");
        _Static_assert(HB_SCRIPT_UNKNOWN == HITLAB_HB_SCRIPT_UNKNOWN, "");
        """.write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = shell(
            "cc -fsyntax-only \(flags.output.trimmingCharacters(in: .whitespacesAndNewlines)) "
                + "-I '\(projectRoot)/Sources/CHarfBuzz' -I '\(projectRoot)/Sources/CLoader' '\(source)' 2>&1")
        XCTAssertEqual(compiled.status, 0, compiled.output)
    }

    private func shell(_ command: String) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
