import CCairo
import CHarfBuzz
import HitlabFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fonts Hitlab draws with, opened once a process: the project's own DejaVu
/// (`Assets/fonts`) for Latin text and Debian's Noto Sans CJK for Chinese, straight from their
/// files, so a picture never depends on what else a machine has installed or on its font
/// settings. Each face is opened when first asked for.
final class FontSetup: @unchecked Sendable {
    /// Where Debian's fonts-noto-cjk puts Noto Sans CJK.
    static let cjkFolders = ["/usr/share/fonts/opentype/noto", "/usr/share/fonts/noto-cjk"]
    static let cjkFile = "NotoSansCJK-Regular.ttc"
    static let cjkBoldFile = "NotoSansCJK-Bold.ttc"

    /// The fonts (HarfBuzz loaded, files found), or why there are none.
    static let shared: Result<FontSetup, RenderError> = make()

    private let library: FT_Library
    private let ownFolder: String
    private let cjkFolder: String
    private var faces: [CopyKey: FontFace] = [:]
    private let lock = NSLockLike()
    /// Held while a face is opened: FreeType opens one face of a library at a time.
    private let opening = NSLockLike()

    private init(library: FT_Library, ownFolder: String, cjkFolder: String) {
        self.library = library
        self.ownFolder = ownFolder
        self.cjkFolder = cjkFolder
    }

    private static func make() -> Result<FontSetup, RenderError> {
        guard hitlab_harfbuzz_load() == 0 else {
            return .failure(.missingFont(String(cString: hitlab_harfbuzz_error())))
        }
        guard let own = findOwnFonts() else {
            return .failure(
                .missingFont("Assets/fonts/DejaVuSans.ttf was not found above the executable or the current folder"))
        }
        guard let cjk = cjkFolders.first(where: { access($0 + "/" + cjkFile, R_OK) == 0 }) else {
            return .failure(
                .missingFont("Noto Sans CJK (\(cjkFile)) is not installed (Debian: apt-get install fonts-noto-cjk)"))
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            return .failure(.missingFont("FreeType could not start"))
        }
        return .success(FontSetup(library: library, ownFolder: own, cjkFolder: cjk))
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

    /// Which face: Latin (DejaVu) or Chinese (Noto Sans CJK, in Simplified or Traditional forms).
    struct FaceKey: Hashable {
        let weight: TextRasterizer.Weight
        let chinese: Bool
        let traditional: Bool
    }

    /// Which of two copies of a Latin face: FreeType and Cairo let one thread at a time load a
    /// face's glyphs (Cairo locks the face while it loads and renders one), so a picture's
    /// canvas and panel, set on two CPUs at once, each draw with a copy of their own (opened
    /// from the same file, the same glyphs). With one copy they took turns: 3 ms a picture of
    /// the two threads waiting on each other's locks, right after a headless Chromium (render
    /// 17.1 against 18.7 ms, paired). The Chinese faces have one copy: opening Noto Sans CJK
    /// again, and rendering its glyphs twice, made a Chinese picture 6% slower.
    enum Copy: Hashable {
        case first, second
    }

    private struct CopyKey: Hashable {
        let face: FaceKey
        let copy: Copy
    }

    /// The face for a weight; the Chinese face by the forms wanted (Noto Sans CJK TC draws
    /// punctuation centred, as Taiwan writes it). Nil when its file cannot be read.
    func face(_ key: FaceKey, copy: Copy = .first) -> FontFace? {
        let key = CopyKey(face: key, copy: key.chinese ? .first : copy)
        if let known = lock.locked({ faces[key] }) { return known }
        // Opened outside the lock that finds faces: a thread asking for a face already open
        // never waits while another opens one (FreeType opens one face of a library at a time).
        return opening.locked {
            if let known = lock.locked({ faces[key] }) { return known }
            let made: FontFace?
            if key.face.chinese {
                let region = key.face.traditional ? "TC" : "SC"
                let family = key.face.weight == .mono ? "Noto Sans Mono CJK \(region)" : "Noto Sans CJK \(region)"
                let file = key.face.weight == .bold ? Self.cjkBoldFile : Self.cjkFile
                made = FontFace.open(cjkFolder + "/" + file, family: family, library: library)
            } else {
                let file = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf"][
                    key.face.weight == .regular ? 0 : key.face.weight == .bold ? 1 : 2]
                made = FontFace.open(ownFolder + "/" + file, family: nil, library: library)
            }
            lock.locked { faces[key] = made }
            return made
        }
    }
}

/// One font face, as HarfBuzz shapes with it and as Cairo draws it (the same file).
final class FontFace: @unchecked Sendable {
    let hbFace: OpaquePointer
    let cairoFace: OpaquePointer

    private init(hbFace: OpaquePointer, cairoFace: OpaquePointer) {
        self.hbFace = hbFace
        self.cairoFace = cairoFace
    }

    /// The face of `file` whose family is `family` (a collection holds several), or its first.
    static func open(_ file: String, family: String?, library: FT_Library) -> FontFace? {
        guard let blob = hitlab_harfbuzz.hb_blob_create_from_file(file) else { return nil }
        defer { hitlab_harfbuzz.hb_blob_destroy(blob) }
        let count = max(1, hitlab_harfbuzz.hb_face_count(blob))
        var index: UInt32 = 0
        if let family {
            guard let found = (0..<count).first(where: { name(of: blob, index: $0) == family }) else { return nil }
            index = found
        }
        var ft: FT_Face?
        guard let hb = hitlab_harfbuzz.hb_face_create(blob, index),
            FT_New_Face(library, file, FT_Long(index), &ft) == 0, let ft,
            let cairo = cairo_ft_font_face_create_for_ft_face(ft, 0)
        else { return nil }
        return FontFace(hbFace: hb, cairoFace: cairo)
    }

    /// The family name a collection's face gives itself.
    private static func name(of blob: OpaquePointer, index: UInt32) -> String? {
        guard let face = hitlab_harfbuzz.hb_face_create(blob, index) else { return nil }
        defer { hitlab_harfbuzz.hb_face_destroy(face) }
        var buffer = [CChar](repeating: 0, count: 128)
        var size = UInt32(buffer.count)
        _ = hitlab_harfbuzz.hb_ot_name_get_utf8(
            face, UInt32(HITLAB_HB_OT_NAME_ID_FONT_FAMILY), hitlab_harfbuzz.hb_language_from_string("en", -1), &size,
            &buffer)
        return String(cString: buffer)
    }
}

/// A mutex, without Foundation.
final class NSLockLike: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }
    func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}
