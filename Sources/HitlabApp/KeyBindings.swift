import HitlabCore

/// A key as the playground understands it (the window maps SDL's keys to these).
public enum Key: Hashable, CustomStringConvertible {
    case character(Character)
    case space, left, right, up, down, home, end, escape, enter, tab, f2, f12, backspace

    public var description: String {
        switch self {
        case .character(let c): return String(c)
        case .space: return "Space"
        case .left: return "←"
        case .right: return "→"
        case .up: return "↑"
        case .down: return "↓"
        case .home: return "Home"
        case .end: return "End"
        case .escape: return "Esc"
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .f2: return "F2"
        case .f12: return "F12"
        case .backspace: return "Backspace"
        }
    }
}

/// A key with its modifiers.
public struct KeyChord: Hashable, CustomStringConvertible {
    public let key: Key
    public let shift: Bool
    /// Ctrl (or Cmd): the edit mode's undo, redo and save.
    public let ctrl: Bool

    public init(_ key: Key, shift: Bool = false, ctrl: Bool = false) {
        self.key = key
        self.shift = shift
        self.ctrl = ctrl
    }

    public var description: String { (ctrl ? "Ctrl+" : "") + (shift ? "Shift+" : "") + key.description }
}

/// Everything the playground can do from the keyboard.
public enum Command: String, CaseIterable {
    case playPause, stepForward, stepBack, storyStart, storyEnd, faster, slower
    case zoomIn, zoomOut, fullscreen, togglePanel, toggle3D, reset3D, toggleHitMap, toggleProjector
    case replay, predict, help, gallery, back, selectNext, selectPrevious, find
    case toggleHidden, cycleAlpha, toggleInteractive, toggleEnabled, cycleHitArea, togglePassThrough
    case panLeft, panRight, panUp, panDown, spotlight
    case toggleLanguage, lesson, jumpToChain, screenshot, quit
    case toggleEditing, undo, redo, save
    case addView, addButton, addLabel, addImage, deleteView, bringForward, sendBackward, takeFile, editKey
}

/// One line of the help overlay: keys, what they do (in each language), and the command.
public struct KeyBinding {
    public let keys: [KeyChord]
    public let command: Command
    public let summary: String
    public let summaryZh: String

    init(keys: [KeyChord], command: Command, summary: String, zh: String) {
        self.keys = keys
        self.command = command
        self.summary = summary
        summaryZh = zh
    }

    public func summary(in language: Language) -> String { language.pick(summary, summaryZh) }
}

/// The one table of keys: the window dispatches with it and the help overlay lists it, so
/// the two cannot disagree. Every action has a key; only clicking the scene needs the mouse.
public enum KeyBindings {
    public static let all: [KeyBinding] = [
        KeyBinding(keys: [KeyChord(.space)], command: .playPause, summary: "play / pause the story", zh: "播放 / 暂停"),
        KeyBinding(
            keys: [KeyChord(.right)], command: .stepForward, summary: "next step (reveals in predict mode)",
            zh: "下一步（预测模式下揭晓）"),
        KeyBinding(keys: [KeyChord(.left)], command: .stepBack, summary: "previous step", zh: "上一步"),
        KeyBinding(keys: [KeyChord(.home)], command: .storyStart, summary: "first step", zh: "第一步"),
        KeyBinding(keys: [KeyChord(.end)], command: .storyEnd, summary: "last step", zh: "最后一步"),
        KeyBinding(
            keys: [KeyChord(.character("+")), KeyChord(.character("="))], command: .faster,
            summary: "faster (up to 4x)", zh: "加快（最快 4 倍）"),
        KeyBinding(
            keys: [KeyChord(.character("-"))], command: .slower, summary: "slower (down to 0.25x)",
            zh: "减慢（最慢 0.25 倍）"),
        KeyBinding(
            keys: [KeyChord(.character("z"))], command: .zoomIn,
            summary: "zoom in, toward the mouse or the selected view", zh: "放大（朝鼠标或选中的视图）"),
        KeyBinding(keys: [KeyChord(.character("x"))], command: .zoomOut, summary: "zoom out", zh: "缩小"),
        KeyBinding(keys: [KeyChord(.character("f"))], command: .fullscreen, summary: "fullscreen", zh: "全屏"),
        KeyBinding(
            keys: [KeyChord(.character("t"))], command: .togglePanel, summary: "tree and trace panel", zh: "视图树和步骤面板"),
        KeyBinding(
            keys: [KeyChord(.left, shift: true)], command: .panLeft,
            summary: "pan left (when zoomed; a middle-button drag pans too)", zh: "向左平移（放大时；按住中键拖动也可平移）"),
        KeyBinding(keys: [KeyChord(.right, shift: true)], command: .panRight, summary: "pan right", zh: "向右平移"),
        KeyBinding(keys: [KeyChord(.up, shift: true)], command: .panUp, summary: "pan up", zh: "向上平移"),
        KeyBinding(keys: [KeyChord(.down, shift: true)], command: .panDown, summary: "pan down", zh: "向下平移"),
        KeyBinding(
            keys: [KeyChord(.character("o"))], command: .spotlight, summary: "spotlight that follows the mouse",
            zh: "跟随鼠标的聚光灯"),
        KeyBinding(
            keys: [KeyChord(.character("d"))], command: .toggle3D, summary: "3D layers (drag to rotate)",
            zh: "3D 图层（拖动旋转）"),
        KeyBinding(
            keys: [KeyChord(.character("0"))], command: .reset3D, summary: "reset the 3D rotation and zoom",
            zh: "重置 3D 旋转和缩放"),
        KeyBinding(keys: [KeyChord(.character("m"))], command: .toggleHitMap, summary: "hit map", zh: "命中地图"),
        KeyBinding(
            keys: [KeyChord(.character("p"))], command: .toggleProjector, summary: "projector theme", zh: "投影主题"),
        KeyBinding(
            keys: [KeyChord(.character("r"))], command: .replay, summary: "replay the last click", zh: "重放上一次点击"),
        KeyBinding(
            keys: [KeyChord(.character("k"))], command: .predict,
            summary: "predict mode: hide the answer until → reveals it", zh: "预测模式：先隐藏答案，按 → 揭晓"),
        KeyBinding(
            keys: [KeyChord(.character("h")), KeyChord(.character("?"))], command: .help, summary: "this help",
            zh: "本帮助"),
        KeyBinding(keys: [KeyChord(.character("g"))], command: .gallery, summary: "back to the gallery", zh: "回到场景列表"),
        KeyBinding(
            keys: [KeyChord(.escape)], command: .back, summary: "close help, then the inspector, then the scene",
            zh: "依次关闭帮助、检查器、场景"),
        KeyBinding(
            keys: [KeyChord(.character("/"))], command: .find, summary: "find a view by name or text",
            zh: "按名字或文字查找视图"),
        KeyBinding(
            keys: [KeyChord(.tab), KeyChord(.down)], command: .selectNext, summary: "select the next view (inspector)",
            zh: "选中下一个视图（检查器）"),
        KeyBinding(
            keys: [KeyChord(.tab, shift: true), KeyChord(.up)], command: .selectPrevious,
            summary: "select the previous view", zh: "选中上一个视图"),
        KeyBinding(
            keys: [KeyChord(.character("1"))], command: .toggleHidden, summary: "selected view: hidden", zh: "选中视图：隐藏"),
        KeyBinding(
            keys: [KeyChord(.character("2"))], command: .cycleAlpha, summary: "selected view: alpha 1 → 0.02 → 0.01",
            zh: "选中视图：alpha 1 → 0.02 → 0.01"),
        KeyBinding(
            keys: [KeyChord(.character("3"))], command: .toggleInteractive, summary: "selected view: user interaction",
            zh: "选中视图：用户交互"),
        KeyBinding(
            keys: [KeyChord(.character("4"))], command: .toggleEnabled, summary: "selected control: enabled",
            zh: "选中控件：启用"),
        KeyBinding(
            keys: [KeyChord(.character("5"))], command: .cycleHitArea, summary: "selected view: next hit area shape",
            zh: "选中视图：换一种点击区域形状"),
        KeyBinding(
            keys: [KeyChord(.character("6"))], command: .togglePassThrough, summary: "selected view: pass-through",
            zh: "选中视图：穿透"),
        KeyBinding(
            keys: [KeyChord(.character("e"))], command: .lesson, summary: "lesson: the scene's checks one by one on →",
            zh: "课程：用 → 逐个讲解场景的检查"),
        KeyBinding(
            keys: [KeyChord(.character("c"))], command: .jumpToChain, summary: "jump to the responder chain's step",
            zh: "跳到响应者链那一步"),
        KeyBinding(
            keys: [KeyChord(.character("l"))], command: .toggleLanguage, summary: "language: English / 简体中文 / 繁體中文",
            zh: "语言：English / 简体中文 / 繁體中文"),
        KeyBinding(
            keys: [KeyChord(.f12), KeyChord(.character("s"))], command: .screenshot,
            summary: "save a screenshot: out/SCENE-step-N.png", zh: "保存截图：out/场景-step-N.png"),
        KeyBinding(
            keys: [KeyChord(.f2)], command: .toggleEditing,
            summary: "edit mode: drag moves a view, a handle resizes it", zh: "编辑模式：拖动视图可移动位置，拖动控制点可调整大小"),
        KeyBinding(
            keys: [KeyChord(.enter)], command: .editKey, summary: "selected view: edit any key (text, colours, name …)",
            zh: "选中视图：修改任意属性（文字、颜色、名称等）"),
        KeyBinding(
            keys: [KeyChord(.character("z"), ctrl: true)], command: .undo, summary: "undo an edit", zh: "撤销一次编辑"),
        KeyBinding(
            keys: [KeyChord(.character("z"), shift: true, ctrl: true)], command: .redo, summary: "redo an edit",
            zh: "重做一次编辑"),
        KeyBinding(
            keys: [KeyChord(.character("b"), ctrl: true)], command: .addButton,
            summary: "edit mode: add a button in the selected view", zh: "编辑模式：在选中的视图里添加按钮"),
        KeyBinding(
            keys: [KeyChord(.character("n"), ctrl: true)], command: .addView, summary: "edit mode: add a plain view",
            zh: "编辑模式：添加普通视图"),
        KeyBinding(
            keys: [KeyChord(.character("l"), ctrl: true)], command: .addLabel, summary: "edit mode: add a label",
            zh: "编辑模式：添加标签"),
        KeyBinding(
            keys: [KeyChord(.character("i"), ctrl: true)], command: .addImage, summary: "edit mode: add an image view",
            zh: "编辑模式：添加图片视图"),
        KeyBinding(
            keys: [KeyChord(.backspace)], command: .deleteView, summary: "edit mode: delete the selected view",
            zh: "编辑模式：删除选中的视图"),
        KeyBinding(
            keys: [KeyChord(.character("]"), ctrl: true)], command: .bringForward,
            summary: "edit mode: one place forward (H3)", zh: "编辑模式：往前一层（H3）"),
        KeyBinding(
            keys: [KeyChord(.character("["), ctrl: true)], command: .sendBackward,
            summary: "edit mode: one place backward", zh: "编辑模式：往后一层"),
        KeyBinding(
            keys: [KeyChord(.character("r"), ctrl: true)], command: .takeFile,
            summary: "after an outside change: take the file's version", zh: "文件在外部被修改后：采用文件的版本"),
        KeyBinding(
            keys: [KeyChord(.character("s"), ctrl: true)], command: .save, summary: "save the edits to the file",
            zh: "把编辑保存到场景文件"),
        KeyBinding(keys: [KeyChord(.character("q"))], command: .quit, summary: "quit", zh: "退出")
    ]

    public static func command(for chord: KeyChord) -> Command? {
        all.first { $0.keys.contains(chord) }?.command
            ?? (chord.shift && !chord.ctrl ? all.first { $0.keys.contains(KeyChord(chord.key)) }?.command : nil)
    }
}
