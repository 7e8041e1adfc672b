import HitlabCore
import HitlabScene

/// Edit mode (F2): the scene shaped by hand. A drag moves the view under the pointer (the
/// selected view's eight handles resize it), snapped to whole points; each change is written into the
/// scene file's text (`SceneSource`: comments, order and quoting of the rest kept), the scene is
/// loaded again from it and the last click replays, so the traversal changes as the view moves.
/// Ctrl+Z / Ctrl+Shift+Z undo and redo every edit, the inspector's toggles included; Ctrl+S
/// saves.
extension Playground {
    /// How near a handle a press resizes rather than moves, in scene points (less on a small
    /// view, so that its middle still moves it).
    static let grabDistance = 12.0
    /// A handle's side as drawn, in scene points.
    public static let handleSide = 10.0

    /// Which edges of a frame a drag moves: a corner handle two, an edge's middle one, the
    /// body all four (a move).
    struct Grip: Equatable {
        var left = false, right = false, top = false, bottom = false
        var isMove: Bool { !(left || right || top || bottom) }
        static let body = Grip()
    }

    /// The selected view's resize handles in window points: its corners and the middles of its
    /// edges (on its transformed outline when it is rotated or scaled).
    static func handles(of view: View) -> [(grip: Grip, at: Point)] {
        let b = view.bounds, m = view.matrixToWindow
        return [(0.0, 0.0), (0.5, 0), (1, 0), (1, 0.5), (1, 1), (0.5, 1), (0, 1), (0, 0.5)].map { fx, fy in
            (Grip(left: fx == 0, right: fx == 1, top: fy == 0, bottom: fy == 1), m.apply(Point(b.minX + fx * b.width, b.minY + fy * b.height)))
        }
    }

    /// The handle of `view` a press at `p` takes, if any: the nearest within reach.
    func grip(of view: View, at p: Point) -> Grip? {
        let box = view.frameInWindow
        let reach = min(Self.grabDistance, max(3, min(box.width, box.height) / 4))
        return Self.handles(of: view).map { ($0.grip, $0.at.distance(to: p)) }.filter { $0.1 <= reach }.min { $0.1 < $1.1 }?.0
    }

    func toggleEditing() {
        let t = language.pick
        guard source != nil else {
            note(t("this scene cannot be edited here: only a YAML or JSON scene file can (a dump is read, not written)",
                   "这个场景不能在这里编辑：只有 YAML 或 JSON 场景文件可以（视图层级转储只读）"))
            return
        }
        editing.toggle()
        editDrag = nil
        note(editing ? t("edit mode: drag a view to move it, a handle of the selected one to resize it; Enter edits any key of the selected view; Ctrl+Z undoes, Ctrl+S saves; F2 leaves",
                         "编辑模式：拖动视图可移动位置，拖动选中视图的控制点可调整大小；回车修改选中视图的任意属性；Ctrl+Z 撤销，Ctrl+S 保存；F2 退出")
                     : t("edit mode off", "已退出编辑模式"))
    }

    /// A press in edit mode: on a handle of the selected view, starts resizing it; else on the
    /// selected view, moving it; else the frontmost view under the point is selected and moved.
    /// (A right-click still goes through the views under the pointer, front to back.)
    func editPress(at p: Point) {
        guard let scene else { return }
        if let name = selection, let view = scene.view(named: name), view.superview != nil, let grip = grip(of: view, at: p) {
            editDrag = (name, p, view.frame, grip)
            return
        }
        let under = scene.viewsUnder(p).views.map(\.view).filter { !$0.isWindow }
        if selection == nil || !under.contains(where: { $0.name == selection }) { selection = under.first?.name ?? scene.window.name }
        lastSelectPoint = p
        guard let name = selection, let view = scene.view(named: name), view.superview != nil else {
            note(language.pick("the window itself does not move", "窗口本身不能移动"))
            return
        }
        editDrag = (name, p, view.frame, grip(of: view, at: p) ?? .body)
    }

    /// How near a sibling's edge a dragged edge snaps to it, in points.
    static let snapDistance = 4.0

    /// The frame a drag from `start` to `p` gives, snapped to whole points (at least 1 x 1)
    /// and to its siblings' edges when one comes within `snapDistance`.
    func draggedFrame(to p: Point) -> Rect? {
        guard let drag = editDrag, let superview = scene?.view(named: drag.view)?.superview else { return nil }
        // The pointer's way in the superview's own points, where the frame is: a scaled or
        // rotated superview turns and scales it.
        let a = superview.convertFromWindow(drag.start), b = superview.convertFromWindow(p)
        let dx = (b.x - a.x).rounded(), dy = (b.y - a.y).rounded()
        let f = drag.frame, g = drag.grip
        let siblings = superview.subviews.filter { $0.name != drag.view }.map(\.frame)
        /// The smallest shift that puts one of `edges` on one of `targets`, if within reach.
        func snap(_ edges: [Double], _ targets: [Double]) -> Double {
            let shifts = edges.flatMap { e in targets.map { $0 - e } }.filter { abs($0) <= Self.snapDistance }
            return shifts.min { abs($0) < abs($1) } ?? 0
        }
        /// One axis: the low and high edges after the drag, snapped; at least 1 point apart. A
        /// side handle leaves the other axis as it was.
        func axis(_ low: Double, _ high: Double, _ d: Double, lowMoves: Bool, highMoves: Bool, _ targets: [Double]) -> (Double, Double) {
            if g.isMove {
                let s = snap([(low + d).rounded(), (high + d).rounded()], targets)
                return ((low + d).rounded() + s, (high + d).rounded() + s)
            }
            guard lowMoves || highMoves else { return (low, high) }
            var (l, h) = (low.rounded(), high.rounded())
            if lowMoves { l = (low + d).rounded(); l = min(l + snap([l], targets), h - 1) }
            if highMoves { h = (high + d).rounded(); h = max(h + snap([h], targets), l + 1) }
            return (l, h)
        }
        let (x0, x1) = axis(f.minX, f.maxX, dx, lowMoves: g.left, highMoves: g.right, siblings.flatMap { [$0.minX, $0.maxX] })
        let (y0, y1) = axis(f.minY, f.maxY, dy, lowMoves: g.top, highMoves: g.bottom, siblings.flatMap { [$0.minY, $0.maxY] })
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The drag goes on: the view follows (in memory only), its frame in the status bar.
    func editMove(to p: Point) {
        guard let drag = editDrag, let frame = draggedFrame(to: p), let scene, let view = scene.view(named: drag.view) else { return }
        scene.edit(view) { $0.frame = frame }
        notice = "\(drag.view) frame [\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width)), \(formatNumber(frame.height))]"
    }

    /// The drag ends: the frame is written into the file's text.
    func editRelease(at p: Point) {
        guard let drag = editDrag, let frame = draggedFrame(to: p) else { return }
        editDrag = nil
        guard frame != drag.frame else { return }
        applyEdit(.frame(view: drag.view, frame))
    }

    /// Writes one edit into the text and shows the scene it gives; an edit the loader refuses
    /// leaves everything as it was and says why.
    func applyEdit(_ edit: SceneSource.Edit) {
        guard var source else { return }
        do {
            let scene = try source.apply(edit, language: language)
            self.source = source
            adopt(scene)
        } catch {
            note("\(error)")
            let folder = source.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            if let scene = try? SceneLoader.load(text: source.text, path: source.path, directory: folder, language: language).scene { adopt(scene) }
        }
    }

    /// Ctrl+B / N / L / I: a new button, plain view, label or image view inside the selected
    /// view (or the window), named after its kind, selected.
    func addView(_ command: Command) {
        guard editing, let scene else { return note(language.pick("F2 first: adding a view is an edit", "请先按 F2：添加视图是一次编辑")) }
        let kind: String
        switch command {
        case .addButton: kind = "button"
        case .addLabel: kind = "label"
        case .addImage: kind = "image"
        default: kind = "view"
        }
        let parent = selection.flatMap { scene.view(named: $0) } ?? scene.window
        var n = 1
        while scene.view(named: "\(kind)\(n)") != nil { n += 1 }
        let name = "\(kind)\(n)"
        let size = kind == "button" ? Size(100, 44) : kind == "label" ? Size(120, 30) : Size(80, 80)
        // Each new view a little further in than the last, so none lands on a sibling's corner.
        let inset = 20 + 16 * Double(parent.subviews.count % 8)
        let origin = Point(min(inset, max(0, parent.bounds.width - size.width)), min(inset, max(0, parent.bounds.height - size.height)))
        applyEdit(.add(parent: parent.name, view: name, kind: kind, frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)))
        if self.scene?.view(named: name) != nil {
            selection = name
            note(language.pick("added \(name) in \(parent.name)", "已在 \(parent.name) 里添加 \(name)"))
        }
    }

    /// A tree row dragged onto another (edit mode): the view, with everything under it, moves to
    /// the end of that view's subviews and keeps its place in the window.
    public func reparent(_ name: String, into target: String) {
        guard editing, let scene, let view = scene.view(named: name), let parent = scene.view(named: target) else { return }
        let at = view.frameInWindow, inside = parent.frameInWindow
        let frame = Rect(x: at.minX - inside.minX + parent.boundsOrigin.x, y: at.minY - inside.minY + parent.boundsOrigin.y,
                         width: view.frame.width, height: view.frame.height)
        applyEdit(.reparent(view: name, to: target, frame: frame))
        if self.scene?.view(named: name)?.superview?.name == target {
            selection = name
            note(language.pick("moved \(name) into \(target)", "已把 \(name) 移到 \(target) 里"))
        }
    }

    /// Backspace: the selected view out of the file, with everything under it.
    func deleteSelected() {
        guard editing else { return note(language.pick("F2 first: deleting a view is an edit", "请先按 F2：删除视图是一次编辑")) }
        guard let name = selection else { return note(language.pick("select a view to delete", "请先选中要删除的视图")) }
        applyEdit(.delete(view: name))
        if scene?.view(named: name) == nil { note(language.pick("deleted \(name)", "已删除 \(name)")) }
    }

    /// Ctrl+] / Ctrl+[: the selected view one place in front of or behind its siblings (H3:
    /// the later sibling is asked first).
    func reorderSelected(_ by: Int) {
        guard editing else { return note(language.pick("F2 first: reordering is an edit", "请先按 F2：调整层级是一次编辑")) }
        guard let name = selection else { return note(language.pick("select a view first", "请先选中一个视图")) }
        applyEdit(.reorder(view: name, by: by))
    }

    /// Ctrl+R after an outside change: the file's text wins, the unsaved edits go.
    func takeFilesText() {
        guard let text = outsideText, let current = source else {
            return note(language.pick("the file has not changed outside Hitlab", "文件没有在 Hitlab 之外被修改"))
        }
        outsideText = nil
        let fresh = SceneSource(path: current.path, text: text)
        let folder = current.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        do {
            let scene = try SceneLoader.load(text: text, path: current.path, directory: folder, language: language).scene
            source = fresh
            adopt(scene)
            note(language.pick("took the file's version; your unsaved edits are gone", "已采用文件的版本；未保存的编辑已丢弃"))
        } catch {
            note("\(error)")
        }
    }

    func undoEdit() {
        guard var source, source.canUndo else { return note(language.pick("nothing to undo", "没有可撤销的编辑")) }
        if let scene = try? source.undo(language: language) {
            self.source = source
            adopt(scene)
            note(language.pick("undone", "已撤销"))
        }
    }

    func redoEdit() {
        guard var source, source.canRedo else { return note(language.pick("nothing to redo", "没有可重做的编辑")) }
        if let scene = try? source.redo(language: language) {
            self.source = source
            adopt(scene)
            note(language.pick("redone", "已重做"))
        }
    }

    /// Ctrl+S: the edits into the file, unless another program changed it since it was read
    /// (then the status bar asks: Ctrl+S again writes over it, Ctrl+R takes the file's). With
    /// no edit and the file as shown, nothing is written.
    func saveEdits() {
        let t = language.pick
        guard var source else { return note(t("nothing to save: this scene has no file to write", "没有可保存的内容：这个场景没有可写的文件")) }
        let links = source.linkCount
        let pending = keyField != nil ? t("; the key field's line is not written until Enter", "；键字段里的这一行要按 Enter 才会写入") : ""
        do {
            let wrote = try source.save(over: outsideText)
            self.source = source
            outsideText = nil
            quitPending = false
            guard wrote else { return note(t("nothing to save: the file already holds what is shown", "没有需要保存的：文件里已经是显示的内容") + pending) }
            let split = links > 1 ? t("; the file had \(links) names (hard links): the other names keep the old text",
                                      "；这个文件有 \(links) 个名字（硬链接）：其他名字仍是旧内容") : ""
            note(t("saved \(source.path)", "已保存 \(source.path)") + split + pending)
        } catch let changed as SceneSource.ChangedOnDisk {
            outsideText = changed.disk
            note(t("not saved: another program changed the file since it was read. Ctrl+S again writes yours over it; Ctrl+R takes the file's",
                   "没有保存：读入之后，文件被别的程序改过了。再按 Ctrl+S 用你的编辑覆盖它；按 Ctrl+R 采用文件的版本"))
        } catch {
            note(t("not saved: \(error)", "没有保存：\(error)"))
        }
    }

    /// Whether quitting now would lose edits: the first `q` (or closing the window) asks.
    var hasUnsavedEdits: Bool { source?.isDirty == true }

    /// The scene an edit gave, in place of the one shown: the selection kept, the last click
    /// replayed on it at once.
    func adopt(_ new: Scene) {
        let kept = selection
        scene = new
        selection = kept.flatMap { new.view(named: $0) != nil ? $0 : nil }
        if recorded.isEmpty { story = nil } else { replay(animated: false) }
    }

    /// The file changed on disk. With no unsaved edit its text becomes the source; with
    /// unsaved edits they are kept, and the status bar says so (Ctrl+S writes them over it).
    /// Returns whether the window should load the file.
    public func fileChanged(text: String) -> Bool {
        guard let current = source else { return true }
        if current.text == text {
            // Hitlab's own save read back, or an image it draws changed: loaded again, edits kept.
            source?.markSaved()
            return true
        }
        guard !current.isDirty else {
            outsideText = text
            note(language.pick("the file changed outside Hitlab; your unsaved edits are kept here: Ctrl+S keeps yours (over it), Ctrl+R takes the file's",
                               "文件在 Hitlab 之外被修改了；这里保留你未保存的编辑：按 Ctrl+S 保留你的（覆盖文件），按 Ctrl+R 采用文件的"))
            return false
        }
        source = SceneSource(path: current.path, text: text)
        return true
    }
}
