/// A key as the playground understands it (the window maps SDL's keys to these).
public enum Key: Hashable, CustomStringConvertible {
    case character(Character)
    case space, left, right, up, down, home, end, escape, enter, tab, f12

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
        case .f12: return "F12"
        }
    }
}

/// A key with its modifiers.
public struct KeyChord: Hashable, CustomStringConvertible {
    public let key: Key
    public let shift: Bool

    public init(_ key: Key, shift: Bool = false) {
        self.key = key
        self.shift = shift
    }

    public var description: String { (shift ? "Shift+" : "") + key.description }
}

/// Everything the playground can do from the keyboard.
public enum Command: String, CaseIterable {
    case playPause, stepForward, stepBack, storyStart, storyEnd, faster, slower
    case zoomIn, zoomOut, fullscreen, togglePanel, toggle3D, reset3D, toggleHitMap, toggleProjector
    case replay, predict, help, gallery, selectNext, selectPrevious
    case toggleHidden, cycleAlpha, toggleInteractive, toggleEnabled, cycleHitArea, togglePassThrough
    case screenshot, quit
}

/// One line of the help overlay: keys, what they do, and the command.
public struct KeyBinding {
    public let keys: [KeyChord]
    public let command: Command
    public let summary: String
}

/// The one table of keys: the window dispatches with it and the help overlay lists it, so
/// the two cannot disagree. Every action has a key; only clicking the scene needs the mouse.
public enum KeyBindings {
    public static let all: [KeyBinding] = [
        KeyBinding(keys: [KeyChord(.space)], command: .playPause, summary: "play / pause the story"),
        KeyBinding(keys: [KeyChord(.right)], command: .stepForward, summary: "next step (reveals in predict mode)"),
        KeyBinding(keys: [KeyChord(.left)], command: .stepBack, summary: "previous step"),
        KeyBinding(keys: [KeyChord(.home)], command: .storyStart, summary: "first step"),
        KeyBinding(keys: [KeyChord(.end)], command: .storyEnd, summary: "last step"),
        KeyBinding(keys: [KeyChord(.character("+")), KeyChord(.character("="))], command: .faster, summary: "faster (up to 4x)"),
        KeyBinding(keys: [KeyChord(.character("-"))], command: .slower, summary: "slower (down to 0.25x)"),
        KeyBinding(keys: [KeyChord(.character("z"))], command: .zoomIn, summary: "zoom in"),
        KeyBinding(keys: [KeyChord(.character("x"))], command: .zoomOut, summary: "zoom out"),
        KeyBinding(keys: [KeyChord(.character("f"))], command: .fullscreen, summary: "fullscreen"),
        KeyBinding(keys: [KeyChord(.character("t"))], command: .togglePanel, summary: "tree and trace panel"),
        KeyBinding(keys: [KeyChord(.character("d"))], command: .toggle3D, summary: "3D layers (drag to rotate)"),
        KeyBinding(keys: [KeyChord(.character("0"))], command: .reset3D, summary: "reset the 3D rotation and zoom"),
        KeyBinding(keys: [KeyChord(.character("m"))], command: .toggleHitMap, summary: "hit map"),
        KeyBinding(keys: [KeyChord(.character("p"))], command: .toggleProjector, summary: "projector theme"),
        KeyBinding(keys: [KeyChord(.character("r"))], command: .replay, summary: "replay the last click"),
        KeyBinding(keys: [KeyChord(.character("k"))], command: .predict, summary: "predict mode: hide the answer until → reveals it"),
        KeyBinding(keys: [KeyChord(.character("h")), KeyChord(.character("?"))], command: .help, summary: "this help"),
        KeyBinding(keys: [KeyChord(.character("g")), KeyChord(.escape)], command: .gallery, summary: "back to the gallery (Esc closes help first)"),
        KeyBinding(keys: [KeyChord(.tab), KeyChord(.down)], command: .selectNext, summary: "select the next view (inspector)"),
        KeyBinding(keys: [KeyChord(.tab, shift: true), KeyChord(.up)], command: .selectPrevious, summary: "select the previous view"),
        KeyBinding(keys: [KeyChord(.character("1"))], command: .toggleHidden, summary: "selected view: hidden"),
        KeyBinding(keys: [KeyChord(.character("2"))], command: .cycleAlpha, summary: "selected view: alpha 1 → 0.02 → 0.01"),
        KeyBinding(keys: [KeyChord(.character("3"))], command: .toggleInteractive, summary: "selected view: user interaction"),
        KeyBinding(keys: [KeyChord(.character("4"))], command: .toggleEnabled, summary: "selected control: enabled"),
        KeyBinding(keys: [KeyChord(.character("5"))], command: .cycleHitArea, summary: "selected view: next hit area shape"),
        KeyBinding(keys: [KeyChord(.character("6"))], command: .togglePassThrough, summary: "selected view: pass-through"),
        KeyBinding(keys: [KeyChord(.f12), KeyChord(.character("s"))], command: .screenshot, summary: "save a screenshot: out/SCENE-step-N.png"),
        KeyBinding(keys: [KeyChord(.character("q"))], command: .quit, summary: "quit"),
    ]

    public static func command(for chord: KeyChord) -> Command? {
        all.first { $0.keys.contains(chord) }?.command
            ?? (chord.shift ? all.first { $0.keys.contains(KeyChord(chord.key)) }?.command : nil)
    }
}
