import Foundation
import XCTest

/// Each command maps only the libraries it uses (issue 36): a command that draws nothing
/// starts as a bare program does, `render` loads Cairo and Pango but no window library, and
/// the hand-written Pango declarations agree with Pango's own headers.
final class LoadedLibrariesTests: XCTestCase {
    /// The shared libraries a run initialised, from the dynamic loader's own log.
    private func loaded(_ arguments: [String]) -> [String] {
        let run = hitlab(arguments, environment: ["LD_DEBUG": "libs"], timeout: 60)
        return run.stderr.split(separator: "\n").filter { $0.contains("calling init:") }.map {
            String($0.split(separator: "/").last ?? "")
        }
    }

    private let drawing = ["libcairo", "libpango", "libfontconfig", "libfreetype", "libpng16", "libgif", "libicuuc"]
    // (Cairo itself brings libX11 and xcb.)
    private let window = ["libSDL2", "libpulse", "libasound", "libwayland", "libdbus"]

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

    func testRenderLoadsCairoAndPangoButNoWindowLibrary() throws {
        let out = NSTemporaryDirectory() + "loaded-\(getpid()).png"
        defer { unlink(out) }
        let libraries = loaded(["render", "Scenes/04-round-button.yaml", "--at", "240,160", "-o", out])
        for name in ["libcairo", "libpango-1.0", "libfontconfig"] {
            XCTAssertTrue(libraries.contains { $0.hasPrefix(name) }, "render loads \(name): \(libraries)")
        }
        for name in window {
            XCTAssertFalse(libraries.contains { $0.hasPrefix(name) }, "render loads \(name): \(libraries)")
        }
    }

    /// `Sources/CPango/CPango.h` declares Pango's functions by hand; compiled after Pango's
    /// own headers, every one must have the same type (a mismatch would be undefined behaviour).
    func testPangoDeclarationsMatchPangosHeaders() throws {
        let flags = shell("pkg-config --cflags pangocairo pangoft2 fontconfig")
        guard flags.status == 0 else { throw XCTSkip("pkg-config finds no Pango headers: \(flags.output)") }
        let source = NSTemporaryDirectory() + "pango-check-\(getpid()).c"
        defer { unlink(source) }
        try """
        #include <pango/pangocairo.h>
        #include <pango/pangofc-fontmap.h>
        #include <fontconfig/fontconfig.h>
        #define HITLAB_PANGO_CHECK
        #define HITLAB_PANGO_WRAP_MODE PangoWrapMode
        #define HITLAB_PANGO_WEIGHT PangoWeight
        typedef gboolean hitlab_gboolean;
        #include "CPango.h"
        #define CHECK(library, result, name, parameters) _Static_assert( \\
            __builtin_types_compatible_p(__typeof__(&name), result(*) parameters), #name " differs");
        HITLAB_PANGO_FUNCTIONS(CHECK)
        _Static_assert(PANGO_SCALE == HITLAB_PANGO_SCALE && PANGO_WRAP_WORD_CHAR == HITLAB_PANGO_WRAP_WORD_CHAR, "");
        _Static_assert(PANGO_WEIGHT_BOLD == HITLAB_PANGO_WEIGHT_BOLD, "");
        _Static_assert(sizeof(PangoAttribute) == sizeof(void *) + 2 * sizeof(unsigned), "");
        """.write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = shell(
            "cc -fsyntax-only \(flags.output.trimmingCharacters(in: .whitespacesAndNewlines)) "
                + "-I '\(projectRoot)/Sources/CPango' -I '\(projectRoot)/Sources/CLoader' '\(source)' 2>&1")
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
