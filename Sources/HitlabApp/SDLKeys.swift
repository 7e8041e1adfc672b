import CSDL2

/// SDL's keys as the playground's.
enum SDLKeys {
    private static let named: [Int32: Key] = [
        Int32(SDLK_SPACE.rawValue): .space, Int32(SDLK_LEFT.rawValue): .left, Int32(SDLK_RIGHT.rawValue): .right,
        Int32(SDLK_UP.rawValue): .up, Int32(SDLK_DOWN.rawValue): .down, Int32(SDLK_HOME.rawValue): .home,
        Int32(SDLK_END.rawValue): .end, Int32(SDLK_PAGEUP.rawValue): .pageUp,
        Int32(SDLK_PAGEDOWN.rawValue): .pageDown, Int32(SDLK_ESCAPE.rawValue): .escape,
        Int32(SDLK_RETURN.rawValue): .enter,
        Int32(SDLK_KP_ENTER.rawValue): .enter, Int32(SDLK_TAB.rawValue): .tab, Int32(SDLK_F12.rawValue): .f12,
        Int32(SDLK_F2.rawValue): .f2,
        Int32(SDLK_BACKSPACE.rawValue): .backspace,
        Int32(SDLK_KP_PLUS.rawValue): .character("+"), Int32(SDLK_KP_MINUS.rawValue): .character("-")
    ]

    /// The chord a key press means; Shift turns `/` into `?` and `=` into `+` (US layout).
    static func chord(_ sym: SDL_Keysym) -> KeyChord? {
        let shift = (UInt32(sym.mod) & KMOD_SHIFT.rawValue) != 0
        let ctrl = (UInt32(sym.mod) & (KMOD_CTRL.rawValue | KMOD_GUI.rawValue)) != 0
        // Ctrl+letter: the edit mode's chords (Ctrl+Z, Ctrl+Shift+Z, Ctrl+S), whatever Shift does.
        if ctrl, (sym.sym >= 97 && sym.sym <= 122) || sym.sym == 91 || sym.sym == 93,
            let scalar = Unicode.Scalar(UInt32(sym.sym))
        {
            return KeyChord(.character(Character(scalar)), shift: shift, ctrl: true)
        }
        if let key = named[sym.sym] {
            if case .character = key { return KeyChord(key) }
            return KeyChord(key, shift: shift)
        }
        guard sym.sym > 32, sym.sym < 127, let scalar = Unicode.Scalar(UInt32(sym.sym)) else { return nil }
        let c = Character(scalar)
        guard shift else { return KeyChord(.character(c)) }
        switch c {
        case "/": return KeyChord(.character("?"))
        case "=": return KeyChord(.character("+"))
        default: return KeyChord(.character(c), shift: true)
        }
    }
}
