import HitlabCore
import HitlabScene
import HitlabWords

/// Edit mode (F2): the scene shaped by hand. A drag moves the view under the pointer (the
/// selected view's eight handles resize it), snapped to whole points; each change is written into the
/// scene file's text (`SceneSource`: comments, order and quoting of the rest kept), the scene is
/// loaded again from it and the last click replays, so the traversal changes as the view moves.
/// Ctrl+Z / Ctrl+Shift+Z undo and redo every edit, the inspector's toggles included; Ctrl+S
/// saves.
extension Playground {
    func toggleEditing() {
        let t: (Phrase) -> String = language.say
        guard source != nil else {
            note(
                t(
                    """
                    this scene cannot be edited here: only a YAML or JSON scene file can (a dump is read, not \
                    written)
                    """))
            return
        }
        editor.editing.toggle()
        editor.drag = nil
        note(
            editing
                ? t(
                    """
                    edit mode: drag a view to move it, a handle of the selected one to resize it; Enter edits any \
                    key of the selected view; Ctrl+Z undoes, Ctrl+S saves; F2 leaves
                    """)
                : t("edit mode off"))
    }

    /// A press in edit mode: on a handle of the selected view, starts resizing it; else on the
    /// selected view, moving it; else the frontmost view under the point is selected and moved.
    /// (A right-click still goes through the views under the pointer, front to back.)
    func editPress(at p: Point) {
        guard let scene else { return }
        if let view = selection, view.superview != nil, let grip = SceneEditor.grip(of: view, at: p) {
            editor.beginDrag(view, at: p, grip: grip)
            return
        }
        // The views UIKit adds for a presentation (R6) are not in the file: the views behind them are.
        let under = scene.viewsUnder(p).views.map(\.view).filter { !$0.isWindow && $0.presentationPart == nil }
        if selection == nil || !under.contains(where: { $0 === selection }) {
            views.selected = under.first ?? scene.window
        }
        views.lastSelectPoint = p
        guard let view = selection, view.superview != nil else {
            note(language.say("the window itself does not move"))
            return
        }
        editor.beginDrag(view, at: p)
    }

    /// The drag goes on: the view follows (in memory only), its frame in the status bar.
    func editMove(to p: Point) {
        guard let drag = editor.drag, let frame = editor.draggedFrame(to: p), let scene else { return }
        scene.edit(drag.view) { $0.frame = frame }
        notice =
            """
            \(drag.view.name) frame [\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \
            \(formatNumber(frame.width)), \(formatNumber(frame.height))]
            """
    }

    /// The drag ends: the frame is written into the file's text.
    func editRelease(at p: Point) {
        guard let drag = editor.drag, let frame = editor.draggedFrame(to: p) else { return }
        editor.drag = nil
        guard frame != drag.frame else { return }
        applyEdit(.frame(view: drag.view.name, frame))
    }

    /// Writes one edit into the text and shows the scene it gives; an edit the loader refuses
    /// leaves everything as it was and says why.
    func applyEdit(_ edit: SceneSource.Edit) {
        guard var source else { return }
        do {
            let scene = try source.apply(edit, language: language)
            editor.source = source
            adopt(scene)
        } catch {
            note("\(error)")
            let folder = source.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
                separator: "/")
            if let scene = try? SceneLoader.load(
                text: source.text, path: source.path, directory: folder, language: language
            ).scene {
                adopt(scene)
            }
        }
    }

    /// Ctrl+B / N / L / I: a new button, plain view, label or image view inside the selected
    /// view (or the window), named after its kind, selected.
    func addView(_ command: Command) {
        guard editing, let scene else {
            return note(language.say("F2 first: adding a view is an edit"))
        }
        let kind: String
        switch command {
        case .addButton: kind = "button"
        case .addLabel: kind = "label"
        case .addImage: kind = "image"
        default: kind = "view"
        }
        var n = 1
        while scene.view(named: "\(kind)\(n)") != nil { n += 1 }
        let name = "\(kind)\(n)"
        let size = kind == "button" ? Size(100, 44) : kind == "label" ? Size(120, 30) : Size(80, 80)
        // Into the selected view when it is a container the new view fits in; beside it (in its
        // superview) when it is a control, a label or an image, or too small to hold it.
        let selected = selection
        var parent = selected ?? scene.window
        while parent !== scene.window, let up = parent.superview,
            parent.kind.isControl || parent.kind == .label || parent.kind == .image
                || parent.bounds.width < size.width || parent.bounds.height < size.height
        {
            parent = up
        }
        // Each new view a little further in than the last, so none lands on a sibling's corner.
        let inset = 20 + 16 * Double(parent.subviews.count % 8)
        let origin = Point(
            min(inset, max(0, parent.bounds.width - size.width)), min(inset, max(0, parent.bounds.height - size.height))
        )
        applyEdit(
            .add(
                parent: parent.name, view: name, kind: kind,
                frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)))
        if let added = self.scene?.view(named: name) {
            views.selected = added
            note(
                parent === selected || selected == nil
                    ? language.say("added \(name) in \(parent.name)")
                    : language.say("added \(name) in \(parent.name), beside \(selected?.name ?? "")"))
        }
    }

    /// A tree row dragged onto another (edit mode): the view, with everything under it, moves to
    /// the end of that view's subviews and keeps its place in the window.
    public func reparent(_ view: View, into parent: View) {
        guard editing, scene != nil else { return }
        let name = view.name, target = parent.name
        let at = view.frameOnScreen, inside = parent.frameOnScreen
        let frame = Rect(
            x: at.minX - inside.minX + parent.boundsOrigin.x, y: at.minY - inside.minY + parent.boundsOrigin.y,
            width: view.frame.width, height: view.frame.height)
        applyEdit(.reparent(view: name, to: target, frame: frame))
        if let moved = self.scene?.view(named: name), moved.superview?.name == target {
            views.selected = moved
            note(language.say("moved \(name) into \(target)"))
        }
    }

    /// Backspace: the selected view out of the file, with everything under it.
    func deleteSelected() {
        guard editing else { return note(language.say("F2 first: deleting a view is an edit")) }
        guard let name = selection?.name else { return note(language.say("select a view to delete")) }
        applyEdit(.delete(view: name))
        if scene?.view(named: name) == nil { note(language.say("deleted \(name)")) }
    }

    /// Ctrl+] / Ctrl+[: the selected view one place in front of or behind its siblings (H3:
    /// the later sibling is asked first).
    func reorderSelected(_ by: Int) {
        guard editing else { return note(language.say("F2 first: reordering is an edit")) }
        guard let name = selection?.name else { return note(language.say("select a view first")) }
        applyEdit(.reorder(view: name, by: by))
    }

    /// Ctrl+R after an outside change: the file's text wins, the unsaved edits go.
    func takeFilesText() {
        guard let text = editor.outsideText, let current = source else {
            return note(language.say("the file has not changed outside Hitlab"))
        }
        editor.outsideText = nil
        let fresh = SceneSource(path: current.path, text: text)
        let folder = current.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        do {
            let scene = try SceneLoader.load(text: text, path: current.path, directory: folder, language: language)
                .scene
            editor.source = fresh
            adopt(scene)
            note(language.say("took the file's version; your unsaved edits are gone"))
        } catch {
            note("\(error)")
        }
    }

    func undoEdit() {
        guard var source, source.canUndo else { return note(language.say("nothing to undo")) }
        if let scene = try? source.undo(language: language) {
            editor.source = source
            adopt(scene)
            note(language.say("undone"))
        }
    }

    func redoEdit() {
        guard var source, source.canRedo else { return note(language.say("nothing to redo")) }
        if let scene = try? source.redo(language: language) {
            editor.source = source
            adopt(scene)
            note(language.say("redone"))
        }
    }

    /// Ctrl+S: the edits into the file, unless another program changed it since it was read
    /// (then the status bar asks: Ctrl+S again writes over it, Ctrl+R takes the file's). With
    /// no edit and the file as shown, nothing is written.
    func saveEdits() {
        let t: (Phrase) -> String = language.say
        guard var source else {
            return note(t("nothing to save: this scene has no file to write"))
        }
        let links = source.linkCount
        let pending =
            keyField != nil ? t("; the key field's line is not written until Enter") : ""
        do {
            let wrote = try source.save(over: editor.outsideText)
            editor.source = source
            editor.outsideText = nil
            editor.quitPending = false
            guard wrote else {
                return note(t("nothing to save: the file already holds what is shown") + pending)
            }
            let split =
                links > 1
                ? t(
                    "; the file had \(links) names (hard links): the other names keep the old text") : ""
            note(t("saved \(source.path)") + split + pending)
        } catch let changed as SceneSource.ChangedOnDisk {
            editor.outsideText = changed.disk
            note(
                t(
                    """
                    not saved: another program changed the file since it was read. Ctrl+S again writes yours over \
                    it; Ctrl+R takes the file's
                    """))
        } catch {
            note(t("not saved: \(error)"))
        }
    }

    /// Whether quitting now would lose edits: the first `q` (or closing the window) asks.
    public var hasUnsavedEdits: Bool { editor.hasUnsavedEdits }

    /// The scene an edit gave, in place of the one shown: the selection kept, the last click
    /// replayed on it at once.
    func adopt(_ new: Scene) {
        scene = new
        views.carry(to: new)
        if recorded.isEmpty { story = nil } else { replay(animated: false) }
    }

    /// The file changed on disk. With no unsaved edit its text becomes the source; with
    /// unsaved edits they are kept, and the status bar says so (Ctrl+S writes them over it).
    /// Returns whether the window should load the file.
    public func fileChanged(text: String) -> Bool {
        guard let current = source else { return true }
        if current.text == text {
            // Hitlab's own save read back, or an image it draws changed: loaded again, edits kept.
            editor.source?.markSaved()
            return true
        }
        guard !current.isDirty else {
            editor.outsideText = text
            note(
                language.say(
                    """
                    the file changed outside Hitlab; your unsaved edits are kept here: Ctrl+S keeps yours (over \
                    it), Ctrl+R takes the file's
                    """))
            return false
        }
        editor.source = SceneSource(path: current.path, text: text)
        return true
    }
}
