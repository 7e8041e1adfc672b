import Foundation
import HitlabFiles
import XCTest

/// Users' files are sacred: outputs are written whole or not at all, never through a
/// planted link, never over a folder, never outside where they belong.
final class AtomicFileTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder()
    }

    override func tearDown() {
        removeTemporaryFolder(folder)
    }

    func testWritesTheWholeFileAndLeavesNothingElse() throws {
        let path = folder + "/out.png"
        try AtomicFile.write(Array("first".utf8), to: path)
        try AtomicFile.write(Array("second".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "second")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder), ["out.png"], "no temporary file is left")
    }

    /// A writer killed between naming its temporary file and renaming it leaves the named
    /// file; the next write beside it removes it, and only it (its process is gone).
    func testAKilledWritersTemporaryFileIsRemovedByTheNextWrite() throws {
        let path = folder + "/out.png"
        var dead: pid_t = 4_000_000
        while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
        let stale = ".out.png.hitlab-\(dead)-abcdefghijkl", live = ".out.png.hitlab-\(getppid())-abcdefghijkl"
        for name in [stale, live, ".out.png.hitlab-oldstyle12", ".other.png.hitlab-\(dead)-x"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try AtomicFile.write(Array("new".utf8), to: path)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder).sorted(),
            [live, ".out.png.hitlab-oldstyle12", ".other.png.hitlab-\(dead)-x", "out.png"].sorted())
    }

    func testCreatesMissingFolders() throws {
        let path = folder + "/a/b/c.html"
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: path), "only when asked")
        let written = try AtomicFile.write(Array("x".utf8), to: path, createFolders: true)
        XCTAssertTrue(written.hasSuffix("/a/b/c.html"))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "x")
    }

    func testRefusesAFolderAndKeepsItsContents() throws {
        let target = folder + "/Snapshots"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: target + "/golden.png", contents: Data("keep".utf8))
        XCTAssertThrowsError(try AtomicFile.write(Array("report".utf8), to: target)) { error in
            XCTAssertTrue("\(error)".contains("is a folder"), "\(error)")
        }
        XCTAssertThrowsError(try AtomicFile.write(Array("report".utf8), to: "."))
        XCTAssertEqual(try String(contentsOfFile: target + "/golden.png", encoding: .utf8), "keep")
    }

    func testAPlantedLinkAtTheOldTemporaryNameIsNotFollowed() throws {
        let victim = folder + "/victim.txt"
        FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8))
        let out = folder + "/out.png"
        try FileManager.default.createSymbolicLink(atPath: out + ".tmp-\(getpid())", withDestinationPath: victim)
        try AtomicFile.write(Array("picture".utf8), to: out)
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "precious")
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "picture")
    }

    func testALinkedFolderLeadingOutsideTheRootIsRefused() throws {
        let project = folder + "/project", outside = folder + "/outside"
        try FileManager.default.createDirectory(atPath: project + "/Tests", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project + "/Tests/Snapshots", withDestinationPath: outside)
        XCTAssertThrowsError(
            try AtomicFile.write(Array("x".utf8), to: project + "/Tests/Snapshots/a.png", inside: project)
        ) { error in
            XCTAssertTrue("\(error)".contains("outside"), "\(error)")
        }
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: project + "/../escape.png", inside: project))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside), [])
        // Inside the root, the same write goes through.
        try AtomicFile.write(Array("x".utf8), to: project + "/Tests/a.png", inside: project, createFolders: true)
    }

    func testALinkAsTheTargetIsResolvedAndCheckedAgainstTheRoot() throws {
        let project = folder + "/project"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        let victim = folder + "/victim.png"
        FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8))
        try FileManager.default.createSymbolicLink(atPath: project + "/golden.png", withDestinationPath: victim)
        XCTAssertThrowsError(try AtomicFile.write(Array("x".utf8), to: project + "/golden.png", inside: project))
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "precious")
    }

    func testRemoveOutputTouchesOnlyRegularFilesInsideTheRoot() throws {
        let project = folder + "/project", outside = folder + "/outside"
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: outside + "/golden.diff.png", contents: Data("keep".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: project + "/a.diff.png", withDestinationPath: outside + "/golden.diff.png")
        try FileManager.default.createDirectory(atPath: project + "/b.diff.png", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: project + "/c.diff.png", contents: Data("old".utf8))
        AtomicFile.removeOutput(project + "/a.diff.png", inside: project)
        AtomicFile.removeOutput(project + "/b.diff.png", inside: project)
        AtomicFile.removeOutput(project + "/c.diff.png", inside: project)
        AtomicFile.removeOutput(outside + "/golden.diff.png", inside: project)
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside + "/golden.diff.png"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: project + "/b.diff.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: project + "/c.diff.png"))
    }
}

/// A fresh folder under the system's temporary folder.
func makeTemporaryFolder() throws -> String {
    var template = Array((NSTemporaryDirectory() + "/hitlab-test-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw FileError("mkdtemp", errno: errno) }
    return String(cString: made)
}

/// Removes a folder the test made, file by file (never a recursive delete of anything else).
func removeTemporaryFolder(_ folder: String) {
    guard folder.contains("/hitlab-test-") else { return }
    let manager = FileManager.default
    let entries = ((try? manager.subpathsOfDirectory(atPath: folder)) ?? []).sorted { $0.count > $1.count }
    for entry in entries {
        let path = folder + "/" + entry
        chmod(path, 0o755)
        if unlink(path) != 0 { rmdir(path) }
    }
    rmdir(folder)

    /// Issue 17: a file that is replaced keeps its permissions; a stream dropped uncommitted
    /// leaves nothing.
    func testAReplacedFileKeepsItsModeAndADroppedStreamLeavesNothing() throws {
        let path = folder + "/private.txt"
        try AtomicFile.write(Array("one".utf8), to: path)
        chmod(path, 0o600)
        try AtomicFile.write(Array("two".utf8), to: path)
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        do {
            let stream = try AtomicFile.Stream(folder + "/dropped.txt")
            try stream.append(Array("half".utf8))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["private.txt"])
    }

    /// The report links its pictures relative to itself (a deleted current folder is tested
    /// on the command line, OutputSafetyTests).
    func testPathsSeenFromAFolder() throws {
        XCTAssertEqual(try OutputPath.absolute("/a/b"), "/a/b")
        XCTAssertEqual(OutputPath.relative("/p/Tests/a.png", from: "/p/out"), "../Tests/a.png")
        XCTAssertEqual(OutputPath.relative("/p/out/frames", from: "/p/out"), "frames")
    }
}
