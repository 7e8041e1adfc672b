import Foundation
import XCTest

@testable import HitlabApp

/// Hot reload notices every change to the scene file, even one that keeps its size and
/// puts its modification time back (issue 7: the watcher compared only mtime and size).
final class SceneWatcherTests: XCTestCase {
    func testAnEditThatKeepsSizeAndMtimeIsSeen() throws {
        let path = NSTemporaryDirectory() + "/hitlab-watch-\(getpid()).yaml"
        defer { unlink(path) }
        try "size: [10, 10]\nwindow: {}\n".write(toFile: path, atomically: false, encoding: .utf8)
        var old = stat()
        stat(path, &old)
        let watcher = SceneWatcher(path: path)
        XCTAssertFalse(watcher.changed(), "nothing changed yet")
        try "size: [20, 10]\nwindow: {}\n".write(toFile: path, atomically: false, encoding: .utf8)
        var times = [
            timespec(tv_sec: old.st_atim.tv_sec, tv_nsec: old.st_atim.tv_nsec),
            timespec(tv_sec: old.st_mtim.tv_sec, tv_nsec: old.st_mtim.tv_nsec)
        ]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        XCTAssertTrue(watcher.changed(), "same size, same mtime, new content")
        XCTAssertFalse(watcher.changed(), "reported once")
    }

    func testDeletionRecreationAndRenameOverAreSeen() throws {
        let path = NSTemporaryDirectory() + "/hitlab-watch2-\(getpid()).yaml"
        defer { unlink(path); unlink(path + ".new") }
        try "a".write(toFile: path, atomically: false, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        unlink(path)
        XCTAssertTrue(watcher.changed(), "deleted")
        XCTAssertFalse(watcher.changed())
        try "a".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertTrue(watcher.changed(), "created again")
        try "b".write(toFile: path + ".new", atomically: false, encoding: .utf8)
        rename(path + ".new", path)
        XCTAssertTrue(watcher.changed(), "renamed over")
    }
}
