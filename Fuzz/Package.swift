// swift-tools-version:5.10
// libFuzzer targets for Hitlab. Not part of the main package: build them with `scripts/fuzz`
// (which passes -sanitize=fuzzer,address and -parse-as-library), never with a plain
// `swift build`, which would fail to link (nothing defines `main` without libFuzzer).
import PackageDescription

let package = Package(
    name: "HitlabFuzz",
    dependencies: [
        .package(name: "Hitlab", path: ".."),
    ],
    targets: [
        // What both fuzzers do with the bytes before any pixels: load, click, trace, narrate.
        // Declares libFuzzer's driver, which each fuzzer's `main` calls.
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "HitlabCore", package: "Hitlab"),
                .product(name: "HitlabWords", package: "Hitlab"),
                .product(name: "HitlabScene", package: "Hitlab"),
            ]
        ),
        // bytes -> scene -> interactions -> trace JSON and narration.
        .executableTarget(
            name: "FuzzLoad",
            dependencies: [
                "FuzzSupport",
                .product(name: "HitlabCore", package: "Hitlab"),
                .product(name: "HitlabScene", package: "Hitlab"),
            ]
        ),
        // text -> dump importer -> YAML -> loader, and the scene built straight from the dump.
        .executableTarget(
            name: "FuzzDump",
            dependencies: [
                "FuzzSupport",
                .product(name: "HitlabCore", package: "Hitlab"),
                .product(name: "HitlabScene", package: "Hitlab"),
            ]
        ),
        // bytes -> the PNG checks made before any decoder runs.
        .executableTarget(
            name: "FuzzPNG",
            dependencies: [
                "FuzzSupport",
                .product(name: "HitlabFiles", package: "Hitlab"),
            ]
        ),
        // The same, then frames drawn by HitlabRender at rest and after a click.
        .executableTarget(
            name: "FuzzRender",
            dependencies: [
                "FuzzSupport",
                .product(name: "HitlabCore", package: "Hitlab"),
                .product(name: "HitlabScene", package: "Hitlab"),
                .product(name: "HitlabStory", package: "Hitlab"),
                .product(name: "HitlabRender", package: "Hitlab"),
            ]
        ),
    ]
)
