// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "Hitlab",
    products: [
        .executable(name: "hitlab", targets: ["hitlab"]),
        // For other packages (and the fuzzers under Fuzz/): load a scene, click it, draw it.
        .library(name: "HitlabCore", targets: ["HitlabCore"]),
        .library(name: "HitlabWords", targets: ["HitlabWords"]),
        .library(name: "HitlabStory", targets: ["HitlabStory"]),
        .library(name: "HitlabChecks", targets: ["HitlabChecks"]),
        .library(name: "HitlabChecksTesting", targets: ["HitlabChecksTesting"]),
        .library(name: "HitlabScene", targets: ["HitlabScene"]),
        .library(name: "HitlabFiles", targets: ["HitlabFiles"]),
        .library(name: "HitlabRender", targets: ["HitlabRender"])
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // Reading and writing users' files safely: regular files only, every limit an input
        // must keep (`SceneLimits`), outputs resolved and written whole (temporary file +
        // rename), PNG headers checked before decoding. Below everything: no Hitlab module.
        .target(name: "HitlabFiles", dependencies: ["CZlib", "CDeflate"]),
        // The event model: geometry, views, hit-testing, the responder chain, touches,
        // controls and gestures. No SDL, no file I/O, no globals.
        .target(
            name: "HitlabCore",
            // rounded() and truncatingRemainder need libm when nothing else links Foundation.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Every sentence Hitlab writes, in every language: the narration of a trace, why-not
        // answers, rule and interaction texts, limits' messages, a scene's own texts by
        // language, and the Traditional Chinese conversion (its table generated, in Generated/).
        .target(
            name: "HitlabWords", dependencies: ["HitlabCore", "HitlabFiles"],
            exclude: ["Generated/make-table", "Generated/exceptions.tsv"],
            resources: [.embedInCode("Catalog/zh-Hans.phrases"), .embedInCode("Catalog/zh-Hant.phrases")]),
        // The story of an interaction: the trace's typed steps folded into what is shown at
        // each step (visits, verdicts, the chain, fingers) with its narration lines. Pure: the
        // renderer draws a story state, the window steps through one.
        .target(name: "HitlabStory", dependencies: ["HitlabCore", "HitlabWords"]),
        // A scene's checks held against what a click or a drag does and against its golden
        // screenshots (a `Snapshotting` value draws and compares): what `hitlab check` and a
        // package's own tests run.
        .target(
            name: "HitlabChecks",
            dependencies: ["HitlabCore", "HitlabWords", "HitlabStory", "HitlabFiles", "HitlabRender"]),
        // `assertSceneChecks(path)` for a package's own XCTests (the one target that links XCTest).
        .target(name: "HitlabChecksTesting", dependencies: ["HitlabChecks", "HitlabRender", "HitlabScene"]),
        // Scene files (YAML or JSON) -> model, with FILE:LINE:COLUMN diagnostics.
        .target(name: "HitlabScene", dependencies: ["HitlabCore", "HitlabWords", "HitlabFiles", "Yams"]),
        // Loading a system library at run time (dlopen) instead of linking it, so each command
        // maps only what it uses: `trace` starts as a bare program does, `render` loads Cairo and
        // HarfBuzz, the window SDL. The tables below are written by `scripts/make-library-tables`.
        .target(name: "CLoader", publicHeadersPath: ".", linkerSettings: [.linkedLibrary("dl")]),
        // SDL2 from Debian (libsdl2-dev's headers, libSDL2 loaded by the window).
        .target(name: "CSDL2", dependencies: ["CLoader"], publicHeadersPath: "."),
        // Cairo, for anti-aliased shapes, dashes, arrows and glyphs: linked into the program from
        // Debian's static archives (libcairo2-dev's, with the pixman, fontconfig, FreeType, libpng,
        // expat and brotli archives it needs). No command loads a library for it (only pixman's
        // choice of the CPU's fast paths runs at every start): Debian's libcairo.so brought 17
        // more libraries with it, ten of them X11's, which `render` mapped and relocated.
        .target(
            name: "CCairo", publicHeadersPath: ".",
            linkerSettings: [
                .linkedLibrary(":libcairo.a"), .linkedLibrary(":libpixman-1.a"), .linkedLibrary(":libfontconfig.a"),
                .linkedLibrary(":libfreetype.a"), .linkedLibrary(":libpng16.a"), .linkedLibrary(":libexpat.a"),
                .linkedLibrary(":libbrotlidec.a"), .linkedLibrary(":libbrotlicommon.a"), .linkedLibrary(":libz.a"),
                .linkedLibrary("m")
            ]),
        // libpng's simplified API, to read PNG files of any colour type.
        .target(name: "CPNG", dependencies: ["CLoader"], publicHeadersPath: "."),
        // giflib, to write a lesson's GIF.
        .target(name: "CGif", dependencies: ["CLoader"], publicHeadersPath: "."),
        // HarfBuzz (Debian's libharfbuzz0b), loaded by the first text drawn (Debian has no static
        // archive of it): Hitlab shapes and lays out its text itself over its fonts, which
        // FreeType (linked, with Cairo) opens.
        .target(name: "CHarfBuzz", dependencies: ["CLoader", "CCairo"], publicHeadersPath: "."),
        // zlib, for PNG's compression: linked in from its static archive (zlib1g-dev's), so no
        // command loads libz.so.1 at start.
        .target(name: "CZlib", publicHeadersPath: ".", linkerSettings: [.linkedLibrary(":libz.a")]),
        // libdeflate's Adler-32 and CRC-32, PNG's checksums: linked in statically (its archive
        // from Debian's libdeflate-dev), so no command loads a library for them.
        .target(name: "CDeflate", publicHeadersPath: ".", linkerSettings: [.linkedLibrary(":libdeflate.a")]),
        // A picture's rows in PNG's byte order (R, G, B from Cairo's 32-bit pixels), shuffled 16
        // bytes at a time where the CPU can.
        .target(name: "CPNGRows", publicHeadersPath: "."),
        // FFmpeg's libavcodec and libavformat (Debian's), to write a lesson as one WebM or MP4
        // video: their headers at build time, the libraries loaded (dlopen) only when a video is
        // written, so no other command pays for mapping them at start-up.
        .target(name: "CAVCodec", dependencies: ["CLoader"], publicHeadersPath: "."),
        // ICU's line breaking (UAX #14) and dictionary-based word boundaries, so a line never
        // breaks inside a Chinese word: the ICU that Swift's Foundation carries (_FoundationICU,
        // linked into the program), not a system library loaded at run time.
        .target(name: "CICU", publicHeadersPath: ".", linkerSettings: [.linkedLibrary("_FoundationICU")]),
        // Model + trace -> pixels, on a window or offscreen. Draws; never decides semantics.
        .target(
            name: "HitlabRender",
            dependencies: [
                "HitlabCore", "HitlabWords", "HitlabStory", "HitlabFiles", "CLoader", "CCairo", "CHarfBuzz", "CPNG",
                "CGif", "CZlib", "CDeflate", "CPNGRows", "CICU", "CAVCodec"
            ]),
        // The playground: its logic (testable without a window) and its SDL window.
        .target(
            name: "HitlabApp",
            dependencies: [
                "HitlabCore", "HitlabWords", "HitlabStory", "HitlabChecks", "HitlabFiles", "HitlabScene",
                "HitlabRender", "CSDL2", "CCairo"
            ]),
        // The command-line tool and the window.
        .executableTarget(
            name: "hitlab",
            dependencies: [
                "HitlabCore", "HitlabWords", "HitlabStory", "HitlabChecks", "HitlabFiles", "HitlabScene",
                "HitlabRender", "HitlabApp", "CLoader",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // Benchmarks that print figures (not tests): `swift run -c release hitlab-bench`.
        .executableTarget(
            name: "hitlab-bench",
            dependencies: [
                "HitlabCore", "HitlabWords", "HitlabStory", "HitlabApp", "HitlabFiles", "HitlabScene", "HitlabRender",
                "CCairo", "CLoader"
            ]),
        .testTarget(name: "HitlabCoreTests", dependencies: ["HitlabCore", "HitlabWords", "HitlabChecks"]),
        .testTarget(
            name: "HitlabSceneTests",
            dependencies: ["HitlabScene", "HitlabCore", "HitlabWords", "HitlabStory", "HitlabChecks"]),
        .testTarget(name: "HitlabFilesTests", dependencies: ["HitlabFiles", "HitlabCore", "HitlabWords"]),
        // Runs the built `hitlab` as a user would: hostile inputs, data safety, `check` runs.
        .testTarget(name: "HitlabCLITests", dependencies: ["HitlabCore", "HitlabWords"]),
        .testTarget(
            name: "HitlabAppTests",
            dependencies: [
                "HitlabApp", "HitlabWords", "HitlabStory", "HitlabChecks", "HitlabChecksTesting", "HitlabFiles",
                "HitlabRender", "HitlabScene", "HitlabCore", "CSDL2"
            ]),
        .testTarget(
            name: "HitlabRenderTests",
            dependencies: [
                "HitlabRender", "HitlabWords", "HitlabStory", "HitlabChecks", "HitlabChecksTesting", "HitlabScene",
                "HitlabCore", "CSDL2", "CAVCodec"
            ])
    ]
)
