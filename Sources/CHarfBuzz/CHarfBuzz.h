// HarfBuzz (shaping), loaded at run time by the commands that draw text, and the FreeType
// functions (linked with Cairo, see Package.swift) that open the font files Cairo draws from:
// Hitlab lays its text out itself over its fonts, without Pango, fontconfig or GObject (see
// `TextLayout`). HarfBuzz reads the fonts through its own OpenType code (`hb_face_create`),
// never through FreeType, so the libfreetype.so.6 it brings is never called.
//
// The few types and functions Hitlab uses are declared here by hand (their headers need
// include folders a package cannot ask for); `LoadedLibrariesTests` compiles these
// declarations against the real headers, so a mismatch fails a test.
#ifndef HITLAB_CHARFBUZZ_H
#define HITLAB_CHARFBUZZ_H

#include <stdint.h>
#include "CLoader.h"
#ifndef HITLAB_HARFBUZZ_CHECK
#include "CCairo.h"  // Cairo's types

typedef struct FT_LibraryRec_ *FT_Library;
typedef struct FT_FaceRec_ *FT_Face;
typedef int FT_Error;
typedef signed long FT_Long;

typedef struct hb_blob_t hb_blob_t;
typedef struct hb_face_t hb_face_t;
typedef struct hb_font_t hb_font_t;
typedef struct hb_buffer_t hb_buffer_t;
typedef const struct hb_language_impl_t *hb_language_t;
typedef struct hb_feature_t hb_feature_t;
typedef uint32_t hb_codepoint_t;
typedef int32_t hb_position_t;
typedef int hb_bool_t;
typedef unsigned int hb_ot_name_id_t;
typedef uint32_t hb_tag_t;
typedef struct hb_unicode_funcs_t hb_unicode_funcs_t;
#define HITLAB_HB_DIRECTION unsigned int
#define HITLAB_HB_SCRIPT unsigned int
#define HITLAB_HB_BASELINE_TAG unsigned int

/// One glyph of a shaped buffer: which glyph, and the byte of the text it came from.
typedef struct {
    hb_codepoint_t codepoint;
    uint32_t mask;
    uint32_t cluster;
    uint32_t var1, var2;
} hb_glyph_info_t;

/// Where that glyph goes, in the font's scale.
typedef struct {
    hb_position_t x_advance, y_advance, x_offset, y_offset;
    uint32_t var;
} hb_glyph_position_t;

/// A font's ascender, descender and line gap, in its scale.
typedef struct {
    hb_position_t ascender, descender, line_gap;
    hb_position_t reserved9, reserved8, reserved7, reserved6, reserved5, reserved4, reserved3, reserved2,
        reserved1;
} hb_font_extents_t;
#endif
// The same sizes as HarfBuzz's own structures (the header check asserts them there too).
_Static_assert(sizeof(hb_glyph_info_t) == 20 && sizeof(hb_glyph_position_t) == 20, "HarfBuzz's glyph records");
_Static_assert(sizeof(hb_font_extents_t) == 48, "HarfBuzz's font extents");

/// HarfBuzz's left-to-right direction and its "family name" entry of a font's name table.
enum { HITLAB_HB_DIRECTION_LTR = 4, HITLAB_HB_OT_NAME_ID_FONT_FAMILY = 1 };
/// HarfBuzz's scripts "Common" (Zyyy) and "Inherited" (Zinh), which take their neighbours' script.
enum { HITLAB_HB_SCRIPT_COMMON = 0x5A797979, HITLAB_HB_SCRIPT_INHERITED = 0x5A696E68, HITLAB_HB_SCRIPT_UNKNOWN = 0x5A7A7A7A };

/// The FreeType and Cairo-FreeType functions Hitlab calls (linked): F(result, name, parameters).
#define HITLAB_FREETYPE_FUNCTIONS(F)                                                                   \
    F(FT_Error, FT_Init_FreeType, (FT_Library *))                                                     \
    F(FT_Error, FT_New_Face, (FT_Library, const char *, FT_Long, FT_Face *))                          \
    F(cairo_font_face_t *, cairo_ft_font_face_create_for_ft_face, (FT_Face, int))

#define HITLAB_FREETYPE_DECLARATION(result, name, parameters) extern result name parameters;
HITLAB_FREETYPE_FUNCTIONS(HITLAB_FREETYPE_DECLARATION)
#undef HITLAB_FREETYPE_DECLARATION

/// HarfBuzz's functions Hitlab calls, looked up when text is first drawn: F(result, name, parameters).
#define HITLAB_HARFBUZZ_FUNCTIONS(F)                                                                   \
    F(hb_blob_t *, hb_blob_create_from_file, (const char *))                                       \
    F(void, hb_blob_destroy, (hb_blob_t *))                                                         \
    F(unsigned int, hb_face_count, (hb_blob_t *))                                                   \
    F(hb_face_t *, hb_face_create, (hb_blob_t *, unsigned int))                                     \
    F(void, hb_face_destroy, (hb_face_t *))                                                         \
    F(unsigned int, hb_ot_name_get_utf8, (hb_face_t *, hb_ot_name_id_t, hb_language_t, unsigned int *, char *)) \
    F(hb_font_t *, hb_font_create, (hb_face_t *))                                                   \
    F(void, hb_font_destroy, (hb_font_t *))                                                         \
    F(void, hb_font_set_scale, (hb_font_t *, int, int))                                             \
    F(hb_bool_t, hb_font_get_nominal_glyph, (hb_font_t *, hb_codepoint_t, hb_codepoint_t *))       \
    F(hb_bool_t, hb_font_get_h_extents, (hb_font_t *, hb_font_extents_t *))                          \
    F(hb_buffer_t *, hb_buffer_create, (void))                                                      \
    F(void, hb_buffer_clear_contents, (hb_buffer_t *))                                              \
    F(void, hb_buffer_add_utf8, (hb_buffer_t *, const char *, int, unsigned int, int))             \
    F(void, hb_buffer_set_direction, (hb_buffer_t *, HITLAB_HB_DIRECTION))                          \
    F(void, hb_buffer_set_language, (hb_buffer_t *, hb_language_t))                                 \
    F(void, hb_buffer_set_script, (hb_buffer_t *, HITLAB_HB_SCRIPT))                                \
    F(hb_unicode_funcs_t *, hb_unicode_funcs_get_default, (void))                                   \
    F(HITLAB_HB_SCRIPT, hb_unicode_script, (hb_unicode_funcs_t *, hb_codepoint_t))                  \
    F(HITLAB_HB_BASELINE_TAG, hb_ot_layout_get_horizontal_baseline_tag_for_script, (HITLAB_HB_SCRIPT)) \
    F(void, hb_ot_layout_get_baseline_with_fallback,                                                  \
      (hb_font_t *, HITLAB_HB_BASELINE_TAG, HITLAB_HB_DIRECTION, hb_tag_t, hb_tag_t, hb_position_t *))  \
    F(void, hb_ot_tags_from_script_and_language,                                                      \
      (HITLAB_HB_SCRIPT, hb_language_t, unsigned int *, hb_tag_t *, unsigned int *, hb_tag_t *))        \
    F(void, hb_buffer_guess_segment_properties, (hb_buffer_t *))                                    \
    F(hb_language_t, hb_language_from_string, (const char *, int))                                  \
    F(void, hb_shape, (hb_font_t *, hb_buffer_t *, const hb_feature_t *, unsigned int))            \
    F(hb_glyph_info_t *, hb_buffer_get_glyph_infos, (hb_buffer_t *, unsigned int *))               \
    F(hb_glyph_position_t *, hb_buffer_get_glyph_positions, (hb_buffer_t *, unsigned int *))       \
    F(void, hb_buffer_destroy, (hb_buffer_t *))

#define HITLAB_HARFBUZZ_FIELD(result, name, parameters) result(*name) parameters;
/// HarfBuzz's functions Hitlab calls, by their own names.
struct hitlab_harfbuzz_table {
    HITLAB_HARFBUZZ_FUNCTIONS(HITLAB_HARFBUZZ_FIELD)
};
#undef HITLAB_HARFBUZZ_FIELD

/// The table: every pointer NULL until `hitlab_harfbuzz_load` succeeds.
extern struct hitlab_harfbuzz_table hitlab_harfbuzz;
extern struct hitlab_library hitlab_harfbuzz_library;

/// Loads the library (Debian's soname) and every function. Returns 0, or -1 with
/// `hitlab_harfbuzz_error()` saying what is missing. Safe to call again, from any thread.
static inline int hitlab_harfbuzz_load(void) { return hitlab_library_load(&hitlab_harfbuzz_library); }
static inline const char *hitlab_harfbuzz_error(void) { return hitlab_harfbuzz_library.message; }

#endif
