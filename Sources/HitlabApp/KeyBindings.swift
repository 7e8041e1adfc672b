import HitlabCore
import HitlabWords

/// A key as the playground understands it (the window maps SDL's keys to these).
public enum Key: Hashable, CustomStringConvertible {
    case character(Character)
    case space, left, right, up, down, home, end, pageUp, pageDown, escape, enter, tab, f2, f12, backspace

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
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
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
    case playPause, stepForward, stepBack, storyStart, storyEnd, previousPart, nextPart, faster, slower
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
    /// What the keys do, written in English; its Chinese is in the catalog.
    let phrase: Phrase

    init(_ phrase: Phrase, keys: [KeyChord], command: Command) {
        self.keys = keys
        self.command = command
        self.phrase = phrase
    }

    /// What the keys do, in English.
    public var summary: String { Language.en.say(phrase) }

    public func summary(in language: Language) -> String { language.say(phrase) }
}

/// The one table of keys: the window dispatches with it and the help overlay lists it, so
/// the two cannot disagree. Every action has a key; only clicking the scene needs the mouse.
public enum KeyBindings {
    public static let all: [KeyBinding] = [
        KeyBinding("play / pause the story", keys: [KeyChord(.space)], command: .playPause),
        KeyBinding("next step (reveals in predict mode)", keys: [KeyChord(.right)], command: .stepForward),
        KeyBinding("previous step", keys: [KeyChord(.left)], command: .stepBack),
        KeyBinding(
            "first step (in a lesson: the part's question; again: the lesson's start)", keys: [KeyChord(.home)],
            command: .storyStart),
        KeyBinding("last step", keys: [KeyChord(.end)], command: .storyEnd),
        KeyBinding("lesson: the previous part's question", keys: [KeyChord(.pageUp)], command: .previousPart),
        KeyBinding("lesson: the next part's question", keys: [KeyChord(.pageDown)], command: .nextPart),
        KeyBinding("faster (up to 4x)", keys: [KeyChord(.character("+")), KeyChord(.character("="))], command: .faster),
        KeyBinding("slower (down to 0.25x)", keys: [KeyChord(.character("-"))], command: .slower),
        KeyBinding(
            "zoom in, toward the mouse or the selected view", keys: [KeyChord(.character("z"))], command: .zoomIn),
        KeyBinding("zoom out", keys: [KeyChord(.character("x"))], command: .zoomOut),
        KeyBinding("fullscreen", keys: [KeyChord(.character("f"))], command: .fullscreen),
        KeyBinding("tree and trace panel", keys: [KeyChord(.character("t"))], command: .togglePanel),
        KeyBinding(
            "pan left (when zoomed; a middle-button drag pans too)", keys: [KeyChord(.left, shift: true)],
            command: .panLeft),
        KeyBinding("pan right", keys: [KeyChord(.right, shift: true)], command: .panRight),
        KeyBinding("pan up", keys: [KeyChord(.up, shift: true)], command: .panUp),
        KeyBinding("pan down", keys: [KeyChord(.down, shift: true)], command: .panDown),
        KeyBinding("spotlight that follows the mouse", keys: [KeyChord(.character("o"))], command: .spotlight),
        KeyBinding("3D layers (drag to rotate)", keys: [KeyChord(.character("d"))], command: .toggle3D),
        KeyBinding("reset the 3D rotation and zoom", keys: [KeyChord(.character("0"))], command: .reset3D),
        KeyBinding("hit map", keys: [KeyChord(.character("m"))], command: .toggleHitMap),
        KeyBinding("projector theme", keys: [KeyChord(.character("p"))], command: .toggleProjector),
        KeyBinding("replay the last click", keys: [KeyChord(.character("r"))], command: .replay),
        KeyBinding(
            "predict mode: hide the answer until → reveals it", keys: [KeyChord(.character("k"))], command: .predict),
        KeyBinding("this help", keys: [KeyChord(.character("h")), KeyChord(.character("?"))], command: .help),
        KeyBinding("back to the gallery", keys: [KeyChord(.character("g"))], command: .gallery),
        KeyBinding("close help, then the inspector, then the scene", keys: [KeyChord(.escape)], command: .back),
        KeyBinding("find a view by name or text", keys: [KeyChord(.character("/"))], command: .find),
        KeyBinding("select the next view (inspector)", keys: [KeyChord(.tab), KeyChord(.down)], command: .selectNext),
        KeyBinding(
            "select the previous view", keys: [KeyChord(.tab, shift: true), KeyChord(.up)], command: .selectPrevious),
        KeyBinding("selected view: hidden", keys: [KeyChord(.character("1"))], command: .toggleHidden),
        KeyBinding("selected view: alpha 1 → 0.02 → 0.01", keys: [KeyChord(.character("2"))], command: .cycleAlpha),
        KeyBinding("selected view: user interaction", keys: [KeyChord(.character("3"))], command: .toggleInteractive),
        KeyBinding("selected control: enabled", keys: [KeyChord(.character("4"))], command: .toggleEnabled),
        KeyBinding("selected view: next hit area shape", keys: [KeyChord(.character("5"))], command: .cycleHitArea),
        KeyBinding("selected view: pass-through", keys: [KeyChord(.character("6"))], command: .togglePassThrough),
        KeyBinding("lesson: the scene's checks one by one on →", keys: [KeyChord(.character("e"))], command: .lesson),
        KeyBinding("jump to the responder chain's step", keys: [KeyChord(.character("c"))], command: .jumpToChain),
        KeyBinding("language: English / 简体中文 / 繁體中文", keys: [KeyChord(.character("l"))], command: .toggleLanguage),
        KeyBinding(
            "save a screenshot: out/SCENE-step-N.png", keys: [KeyChord(.f12), KeyChord(.character("s"))],
            command: .screenshot),
        KeyBinding("edit mode: drag moves a view, a handle resizes it", keys: [KeyChord(.f2)], command: .toggleEditing),
        KeyBinding("selected view: edit any key (text, colours, name …)", keys: [KeyChord(.enter)], command: .editKey),
        KeyBinding("undo an edit", keys: [KeyChord(.character("z"), ctrl: true)], command: .undo),
        KeyBinding("redo an edit", keys: [KeyChord(.character("z"), shift: true, ctrl: true)], command: .redo),
        KeyBinding(
            "edit mode: add a button in the selected view", keys: [KeyChord(.character("b"), ctrl: true)],
            command: .addButton),
        KeyBinding("edit mode: add a plain view", keys: [KeyChord(.character("n"), ctrl: true)], command: .addView),
        KeyBinding("edit mode: add a label", keys: [KeyChord(.character("l"), ctrl: true)], command: .addLabel),
        KeyBinding("edit mode: add an image view", keys: [KeyChord(.character("i"), ctrl: true)], command: .addImage),
        KeyBinding("edit mode: delete the selected view", keys: [KeyChord(.backspace)], command: .deleteView),
        KeyBinding(
            "edit mode: one place forward (H3)", keys: [KeyChord(.character("]"), ctrl: true)], command: .bringForward),
        KeyBinding(
            "edit mode: one place backward", keys: [KeyChord(.character("["), ctrl: true)], command: .sendBackward),
        KeyBinding(
            "after an outside change: take the file's version", keys: [KeyChord(.character("r"), ctrl: true)],
            command: .takeFile),
        KeyBinding("save the edits to the file", keys: [KeyChord(.character("s"), ctrl: true)], command: .save),
        KeyBinding("quit", keys: [KeyChord(.character("q"))], command: .quit)
    ]

    public static func command(for chord: KeyChord) -> Command? {
        all.first { $0.keys.contains(chord) }?.command
            ?? (chord.shift && !chord.ctrl ? all.first { $0.keys.contains(KeyChord(chord.key)) }?.command : nil)
    }
}
