import CCairo
import CPango
import HitlabFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fonts Hitlab draws with, found once a process: the project's own DejaVu (`Assets/fonts`)
/// for Latin text and Debian's Noto Sans CJK for Chinese, through a private fontconfig
/// configuration that knows no other font, so a picture never depends on what a machine has
/// installed (or on its fontconfig settings).
enum FontSetup {
    /// Where Debian's fonts-noto-cjk puts Noto Sans CJK.
    static let cjkFolders = ["/usr/share/fonts/opentype/noto", "/usr/share/fonts/noto-cjk"]
    static let cjkFile = "NotoSansCJK-Regular.ttc"

    /// The configuration (Pango loaded, fonts found), or why there is none.
    static let shared: Result<OpaquePointer, RenderError> = make()

    private static func make() -> Result<OpaquePointer, RenderError> {
        guard hitlab_pango_load() == 0 else { return .failure(.missingFont(String(cString: hitlab_pango_error()))) }
        guard let own = findOwnFonts() else {
            return .failure(
                .missingFont("Assets/fonts/DejaVuSans.ttf was not found above the executable or the current folder"))
        }
        guard let cjk = cjkFolders.first(where: { access($0 + "/" + cjkFile, R_OK) == 0 }) else {
            return .failure(
                .missingFont("Noto Sans CJK (\(cjkFile)) is not installed (Debian: apt-get install fonts-noto-cjk)"))
        }
        // Debian's fc-cache has already described the system's fonts (/var/cache/fontconfig);
        // the project's own folder is described once into the user's cache, if it is writable.
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(Markup.escaped(own))</dir>
              <dir>\(Markup.escaped(cjk))</dir>
              <cachedir>/var/cache/fontconfig</cachedir>
              <cachedir prefix="xdg">fontconfig</cachedir>
              <selectfont><rejectfont><glob>*Serif*</glob></rejectfont></selectfont>
            </fontconfig>
            """
        guard let config = hitlab_pango.FcConfigCreate() else { return .failure(.missingFont("fontconfig failed")) }
        let loaded = Array(xml.utf8 + [0]).withUnsafeBufferPointer {
            hitlab_pango.FcConfigParseAndLoadFromMemory(config, $0.baseAddress, 1)
        }
        // Current before Pango starts: its font map's first act is fontconfig's FcInit (on a thread
        // of its own), which would otherwise load the system's whole configuration and wait for it.
        guard loaded != 0, hitlab_pango.FcConfigBuildFonts(config) != 0, hitlab_pango.FcConfigSetCurrent(config) != 0
        else {
            hitlab_pango.FcConfigDestroy(config)
            return .failure(.missingFont("fontconfig could not read the fonts in \(own) and \(cjk)"))
        }
        return .success(config)
    }

    /// The nearest `Assets/fonts` holding DejaVuSans.ttf, above the executable, then above
    /// the current folder.
    static func findOwnFonts() -> String? {
        var starts: [String] = Platform.ownExecutable.map { [$0] } ?? []
        var buffer = [CChar](repeating: 0, count: 4097)
        if getcwd(&buffer, buffer.count) != nil { starts.append(String(cString: buffer) + "/.") }
        for start in starts {
            var dir = start
            while let slash = dir.lastIndex(of: "/"), slash != dir.startIndex {
                dir = String(dir[..<slash])
                let candidate = dir + "/Assets/fonts"
                if access(candidate + "/DejaVuSans.ttf", R_OK) == 0 { return candidate }
            }
        }
        return nil
    }

    /// The font families for a weight, Latin first, the Chinese face by the forms wanted
    /// (Noto Sans CJK TC draws punctuation centred, as Taiwan writes it).
    static func families(_ weight: TextRasterizer.Weight, traditional: Bool) -> String {
        let region = traditional ? "TC" : "SC"
        switch weight {
        case .regular, .bold: return "DejaVu Sans,Noto Sans CJK \(region)"
        case .mono: return "DejaVu Sans Mono,Noto Sans Mono CJK \(region)"
        }
    }

    /// A Pango context on its own font map over the shared configuration: antialiased in
    /// grey, lightly hinted, advances rounded to whole pixels.
    static func context(_ config: OpaquePointer) -> (fontMap: OpaquePointer, context: OpaquePointer)? {
        guard let fontMap = hitlab_pango.pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
        hitlab_pango.pango_fc_font_map_set_config(fontMap, config)
        guard let context = hitlab_pango.pango_font_map_create_context(fontMap) else {
            hitlab_pango.g_object_unref(UnsafeMutableRawPointer(fontMap))
            return nil
        }
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        hitlab_pango.pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        return (fontMap, context)
    }
}
