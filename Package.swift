// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "Hitlab",
    products: [
        .executable(name: "hitlab", targets: ["hitlab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The event model: geometry, views, hit-testing, the responder chain, touches,
        // controls and gestures. No SDL, no file I/O, no globals.
        .target(name: "HitlabCore", swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
        // Scene files (YAML or JSON) -> model, with FILE:LINE:COLUMN diagnostics.
        .target(name: "HitlabScene", dependencies: ["HitlabCore", "Yams"]),
        // The command-line tool and (later) the window.
        .executableTarget(
            name: "hitlab",
            dependencies: [
                "HitlabCore", "HitlabScene",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks that print figures (not tests): `swift run -c release hitlab-bench`.
        .executableTarget(name: "hitlab-bench", dependencies: ["HitlabCore", "HitlabScene"]),
        .testTarget(name: "HitlabCoreTests", dependencies: ["HitlabCore"]),
        .testTarget(name: "HitlabSceneTests", dependencies: ["HitlabScene", "HitlabCore"]),
    ]
)
