import HitlabCore
import HitlabFiles
import HitlabWords

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scene `hitlab new` writes: a window with one card, commented in the user's language so
/// that a learner who opens the file learns the format from it. It loads as it is.
public enum StarterScene {
    public static func text(in language: Language) -> String {
        func t(_ phrase: Phrase) -> String { language.say(phrase) }
        return """
            # \(t("A Hitlab scene: views in a window, which a click or a drag hit-tests."))
            # \(t("Every key is described in docs/scene-format.md of the Hitlab project."))
            # \(t("The window reloads this file when it is saved; F2 in the window edits it with the mouse."))
            title: \(t("My scene"))
            summary: >-
              \(t("What this scene shows, in a sentence or two."))
            size: [480, 320]
            window:
              background: "#F2F2F7"
              # \(t("The views in the window, back to front: each has a name and a frame,"))
              # \(t("[x, y, width, height] in points of the view it is in."))
              # \(t("In edit mode (F2): Ctrl+B adds a button, a drag moves it, Enter sets any key."))
              subviews:
                - name: card
                  frame: [40, 40, 400, 240]
                  background: "#FFFFFF"
                  cornerRadius: 16
            # \(t("Checks: a click and what it must hit, which hitlab check FILE runs. For example:"))
            # checks:
            #   - click: [240, 160]
            #     hit: card

            """
    }

    /// The starter scene written to `path`, which must not exist (checked again just before
    /// the file is put in place): never over a file, a link or a folder.
    public static func write(to path: String, language: Language) throws {
        func refuseExisting() throws {
            // A link counts as a file, even one that leads nowhere.
            var info = stat()
            if try lstat(path, &info) == 0 || ReadFile.kind(OutputPath.real(path)) != nil {
                throw FileError(path, "already exists; hitlab new never writes over a file (hitlab open opens it)")
            }
        }
        try refuseExisting()
        let text = text(in: language)
        // What is written must load.
        _ = try SceneLoader.load(text: text, path: path, language: language)
        try AtomicFile.write(Array(text.utf8), to: path, check: refuseExisting)
    }

    /// A name for a new scene in `folder` that no file has: my-scene.yaml, my-scene-2.yaml, …
    public static func freshPath(inFolder folder: String) -> String {
        let base = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        var n = 1
        while true {
            let path = base + (n == 1 ? "my-scene.yaml" : "my-scene-\(n).yaml")
            var info = stat()
            if lstat(path, &info) != 0 { return path }
            n += 1
        }
    }
}
