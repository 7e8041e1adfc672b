import HitlabCore
import HitlabScene

/// Edit mode (F2): the scene shaped by hand. A drag moves the view under the pointer (the
/// selected view's eight handles resize it), snapped to whole points; each change is written into the
/// scene file's text (`SceneSource`: comments, order and quoting of the rest kept), the scene is
/// loaded again from it and the last click replays, so the traversal changes as the view moves.
/// Ctrl+Z / Ctrl+Shift+Z undo and redo every edit, the inspector's toggles included; Ctrl+S
/// saves.
extension Playground {
    func toggleEditing() {
        let t = language.pick
        guard source != nil else {
            note(
                t(
                    """
                    this scene cannot be edited here: only a YAML or JSON scene file can (a dump is read, not \
                    written)
                    """,
                    "这个场景不能在这里编辑：只有 YAML 或 JSON 场景文件可以（视图层级转储只读）"))
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
                    """,
                    "编辑模式：拖动视图可移动位置，拖动选中视图的控制点可调整大小；回车修改选中视图的任意属性；Ctrl+Z 撤销，Ctrl+S 保存；F2 退出")
                : t("edit mode off", "已退出编辑模式"))
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
        let under = scene.viewsUnder(p).views.map(\.view).filter { !$0.isWindow }
        if selection == nil || !under.contains(where: { $0 === selection }) {
            views.selected = under.first ?? scene.window
        }
        views.lastSelectPoint = p
        guard let view = selection, view.superview != nil else {
            note(language.pick("the window itself does not move", "窗口本身不能移动"))
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
            return note(language.pick("F2 first: adding a view is an edit", "请先按 F2：添加视图是一次编辑"))
        }
        let kind: String
        switch command {
        case .addButton: kind = "button"
        case .addLabel: kind = "label"
        case .addImage: kind = "image"
        default: kind = "view"
        }
        let parent = selection ?? scene.window
        var n = 1
        while scene.view(named: "\(kind)\(n)") != nil { n += 1 }
        let name = "\(kind)\(n)"
        let size = kind == "button" ? Size(100, 44) : kind == "label" ? Size(120, 30) : Size(80, 80)
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
            note(language.pick("added \(name) in \(parent.name)", "已在 \(parent.name) 里添加 \(name)"))
        }
    }

    /// A tree row dragged onto another (edit mode): the view, with everything under it, moves to
    /// the end of that view's subviews and keeps its place in the window.
    public func reparent(_ view: View, into parent: View) {
        guard editing, scene != nil else { return }
        let name = view.name, target = parent.name
        let at = view.frameInWindow, inside = parent.frameInWindow
        let frame = Rect(
            x: at.minX - inside.minX + parent.boundsOrigin.x, y: at.minY - inside.minY + parent.boundsOrigin.y,
            width: view.frame.width, height: view.frame.height)
        applyEdit(.reparent(view: name, to: target, frame: frame))
        if let moved = self.scene?.view(named: name), moved.superview?.name == target {
            views.selected = moved
            note(language.pick("moved \(name) into \(target)", "已把 \(name) 移到 \(target) 里"))
        }
    }

    /// Backspace: the selected view out of the file, with everything under it.
    func deleteSelected() {
        guard editing else { return note(language.pick("F2 first: deleting a view is an edit", "请先按 F2：删除视图是一次编辑")) }
        guard let name = selection?.name else { return note(language.pick("select a view to delete", "请先选中要删除的视图")) }
        applyEdit(.delete(view: name))
        if scene?.view(named: name) == nil { note(language.pick("deleted \(name)", "已删除 \(name)")) }
    }

    /// Ctrl+] / Ctrl+[: the selected view one place in front of or behind its siblings (H3:
    /// the later sibling is asked first).
    func reorderSelected(_ by: Int) {
        guard editing else { return note(language.pick("F2 first: reordering is an edit", "请先按 F2：调整层级是一次编辑")) }
        guard let name = selection?.name else { return note(language.pick("select a view first", "请先选中一个视图")) }
        applyEdit(.reorder(view: name, by: by))
    }

    /// Ctrl+R after an outside change: the file's text wins, the unsaved edits go.
    func takeFilesText() {
        guard let text = editor.outsideText, let current = source else {
            return note(language.pick("the file has not changed outside Hitlab", "文件没有在 Hitlab 之外被修改"))
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
            note(language.pick("took the file's version; your unsaved edits are gone", "已采用文件的版本；未保存的编辑已丢弃"))
        } catch {
            note("\(error)")
        }
    }

    func undoEdit() {
        guard var source, source.canUndo else { return note(language.pick("nothing to undo", "没有可撤销的编辑")) }
        if let scene = try? source.undo(language: language) {
            editor.source = source
            adopt(scene)
            note(language.pick("undone", "已撤销"))
        }
    }

    func redoEdit() {
        guard var source, source.canRedo else { return note(language.pick("nothing to redo", "没有可重做的编辑")) }
        if let scene = try? source.redo(language: language) {
            editor.source = source
            adopt(scene)
            note(language.pick("redone", "已重做"))
        }
    }

    /// Ctrl+S: the edits into the file, unless another program changed it since it was read
    /// (then the status bar asks: Ctrl+S again writes over it, Ctrl+R takes the file's). With
    /// no edit and the file as shown, nothing is written.
    func saveEdits() {
        let t = language.pick
        guard var source else {
            return note(t("nothing to save: this scene has no file to write", "没有可保存的内容：这个场景没有可写的文件"))
        }
        let links = source.linkCount
        let pending =
            keyField != nil ? t("; the key field's line is not written until Enter", "；键字段里的这一行要按 Enter 才会写入") : ""
        do {
            let wrote = try source.save(over: editor.outsideText)
            editor.source = source
            editor.outsideText = nil
            editor.quitPending = false
            guard wrote else {
                return note(t("nothing to save: the file already holds what is shown", "没有需要保存的：文件里已经是显示的内容") + pending)
            }
            let split =
                links > 1
                ? t(
                    "; the file had \(links) names (hard links): the other names keep the old text",
                    "；这个文件有 \(links) 个名字（硬链接）：其他名字仍是旧内容") : ""
            note(t("saved \(source.path)", "已保存 \(source.path)") + split + pending)
        } catch let changed as SceneSource.ChangedOnDisk {
            editor.outsideText = changed.disk
            note(
                t(
                    """
                    not saved: another program changed the file since it was read. Ctrl+S again writes yours over \
                    it; Ctrl+R takes the file's
                    """,
                    "没有保存：读入之后，文件被别的程序改过了。再按 Ctrl+S 用你的编辑覆盖它；按 Ctrl+R 采用文件的版本"))
        } catch {
            note(t("not saved: \(error)", "没有保存：\(error)"))
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
                language.pick(
                    """
                    the file changed outside Hitlab; your unsaved edits are kept here: Ctrl+S keeps yours (over \
                    it), Ctrl+R takes the file's
                    """,
                    "文件在 Hitlab 之外被修改了；这里保留你未保存的编辑：按 Ctrl+S 保留你的（覆盖文件），按 Ctrl+R 采用文件的"))
            return false
        }
        editor.source = SceneSource(path: current.path, text: text)
        return true
    }
}
