// swift-tools-version:5.10
// An example of using Hitlab as a library from another package: load a scene file and
// assert, in an ordinary XCTest, what a click on it reaches, and every check the scene holds
// (screenshots against their goldens included) through HitlabChecksTesting.
import PackageDescription

let package = Package(
    name: "ClickScene",
    dependencies: [
        .package(name: "Hitlab", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "ClickSceneTests",
            dependencies: [
                .product(name: "HitlabCore", package: "Hitlab"),
                .product(name: "HitlabScene", package: "Hitlab"),
                .product(name: "HitlabChecks", package: "Hitlab"),
                .product(name: "HitlabChecksTesting", package: "Hitlab"),
                .product(name: "HitlabRender", package: "Hitlab"),
            ]
        ),
    ]
)
