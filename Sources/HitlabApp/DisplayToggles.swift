import HitlabCore
import HitlabRender

/// The playground's part for what the window shows beside the story: the panel, the 3D
/// stack, the hit map, the projector theme, the spotlight, the help, and the language of
/// every sentence and word.
public struct DisplayToggles {
    public internal(set) var showPanel = true
    public internal(set) var show3D = false
    public internal(set) var showHitMap = false
    public internal(set) var projector = false
    /// A spotlight around the pointer, dimming the rest (for presenting).
    public internal(set) var spotlight = false
    public internal(set) var showHelp = false
    /// The help's page on show (from 0), where the window splits a long help into pages.
    public internal(set) var helpPage = 0
    /// The language of every sentence and word the window shows (`l` switches it).
    public internal(set) var language: Language = .en

    public var themeName: ThemeName { projector ? .projector : .light }
    public var theme: Theme { Theme.named(themeName) }
}
