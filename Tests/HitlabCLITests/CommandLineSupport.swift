import Foundation
import XCTest

/// The bundled scenes, as `Scenes/NN-name.yaml`, sorted.
let bundledScenes: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: projectRoot + "/Scenes")) ?? [])
    .filter { $0.hasSuffix(".yaml") }.sorted().map { "Scenes/" + $0 }

/// A copy of the project's scenes in a scratch folder, so that the commands run (and `hitlab`
/// keeps its output files) outside the repository: `Package.swift` (marks the project root),
/// `Scenes/*.yaml`, the image they use and, with `goldens`, those scenes' screenshot goldens.
func bundledProject(scenes: [String] = bundledScenes, goldens: Bool = false) throws -> Scratch {
    let s = try Scratch()
    try s.write("Package.swift", "// marks the project root\n")
    try s.copy("Assets/flower.png")
    for scene in scenes {
        try s.copy(scene)
        guard goldens else { continue }
        let folder = "Tests/Snapshots/" + ((scene as NSString).lastPathComponent as NSString).deletingPathExtension
        for name in try FileManager.default.contentsOfDirectory(atPath: projectRoot + "/" + folder).sorted()
        where name.hasSuffix(".png") {
            try s.copy(folder + "/" + name)
        }
    }
    return s
}

/// The lines of a command's output, without the final empty one.
func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
}

/// Width and height from a PNG's IHDR chunk, or nil when the bytes do not start as a PNG does.
func pngSize(_ path: String) -> (width: Int, height: Int)? {
    guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else { return nil }
    let bytes = [UInt8](data.prefix(24))
    guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
}

/// A scene with four errors (a negative size, a misspelt key, a duplicate name, alpha 2):
/// `validate` and `check` must report all four at once.
let fourErrorsScene = """
    size: [100, -1]
    window:
      subviews:
        - {name: a, frame: [0, 0, 10, 10], alpah: 0.5}
        - {name: a, frame: [0, 0, 10, 10], alpha: 2}

    """

/// What `validate` and `check` say of `fourErrorsScene` at `path`, in order.
func fourErrors(at path: String) -> [String] {
    [
        "\(path):1:7: error: 'size' must be from 1 to 4096 points a side, got [100, -1]",
        "\(path):4:40: error: unknown key 'alpah' in a view; did you mean 'alpha'?",
        "\(path):5:14: error: duplicate name 'a': already used at line 4, column 14",
        "\(path):5:47: error: 'alpha' must be from 0 to 1, got 2"
    ]
}

/// Runs a tool that is not Hitlab (no memory limit: browsers reserve a lot of address space),
/// with `environment` added to this process's, returning its status and standard output.
@discardableResult
func tool(
    _ path: String, _ arguments: [String], in folder: String, environment: [String: String] = [:]
) throws -> (status: Int32, out: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Debian's headless Chromium, which `scripts/setup` installs.
let headlessBrowser = "/usr/bin/chromium-headless-shell"
