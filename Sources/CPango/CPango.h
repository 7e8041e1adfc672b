// Pango (with PangoCairo and PangoFT2), fontconfig and GObject, loaded at run time by the
// commands that draw text: linking them would make every hitlab command, `trace` included,
// map about 40 more libraries at start-up.
//
// The few types and functions Hitlab uses are declared here by hand (their headers need
// glib's include folders, which a package cannot ask for); `LoadedLibraryTests`
// compiles these declarations against the real headers, so a mismatch fails a test.
#ifndef HITLAB_CPANGO_H
#define HITLAB_CPANGO_H

#include "CLoader.h"
#ifndef HITLAB_PANGO_CHECK
#include "CCairo.h"  // Cairo's types, its functions renamed out of the way
#endif

// The check compiles this header after the real ones, with their own types.
#ifndef HITLAB_PANGO_CHECK
#define HITLAB_PANGO_WRAP_MODE int
#define HITLAB_PANGO_WEIGHT int
typedef int hitlab_gboolean;
typedef struct _FcConfig FcConfig;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;
typedef struct _PangoLanguage PangoLanguage;

/// Pango's attribute header: which bytes of the text it applies to.
typedef struct _PangoAttribute {
    const PangoAttrClass *klass;
    unsigned int start_index;
    unsigned int end_index;
} PangoAttribute;

typedef struct {
    int x, y, width, height;
} PangoRectangle;

#endif

/// Pango's units per pixel, its wrap mode "at words, else between characters" and its weights.
enum { HITLAB_PANGO_SCALE = 1024, HITLAB_PANGO_WRAP_WORD_CHAR = 2 };
enum { HITLAB_PANGO_WEIGHT_NORMAL = 400, HITLAB_PANGO_WEIGHT_BOLD = 700 };

/// Each function: the library it is in (an index into the libraries below), then its type.
#define HITLAB_PANGO_FUNCTIONS(F)                                                                      \
    F(0, FcConfig *, FcConfigCreate, (void))                                                          \
    F(0, int, FcConfigParseAndLoadFromMemory, (FcConfig *, const unsigned char *, int))               \
    F(0, void, FcConfigDestroy, (FcConfig *))                                                         \
    F(0, int, FcConfigBuildFonts, (FcConfig *))                                                       \
    F(0, int, FcConfigSetCurrent, (FcConfig *))                                                       \
    F(1, void, g_object_unref, (void *))                                                              \
    F(2, PangoContext *, pango_font_map_create_context, (PangoFontMap *))                             \
    F(2, void, pango_context_set_language, (PangoContext *, PangoLanguage *))                          \
    F(2, PangoLayout *, pango_layout_new, (PangoContext *))                                            \
    F(2, void, pango_layout_set_text, (PangoLayout *, const char *, int))                              \
    F(2, void, pango_layout_set_font_description, (PangoLayout *, const PangoFontDescription *))      \
    F(2, void, pango_layout_set_width, (PangoLayout *, int))                                           \
    F(2, void, pango_layout_set_wrap, (PangoLayout *, HITLAB_PANGO_WRAP_MODE))                         \
    F(2, void, pango_layout_set_attributes, (PangoLayout *, PangoAttrList *))                          \
    F(2, void, pango_layout_get_pixel_extents, (PangoLayout *, PangoRectangle *, PangoRectangle *))   \
    F(2, int, pango_layout_get_unknown_glyphs_count, (PangoLayout *))                                  \
    F(2, PangoLayoutIter *, pango_layout_get_iter, (PangoLayout *))                                    \
    F(2, void, pango_layout_iter_free, (PangoLayoutIter *))                                            \
    F(2, int, pango_layout_iter_get_index, (PangoLayoutIter *))                                        \
    F(2, hitlab_gboolean, pango_layout_iter_next_line, (PangoLayoutIter *))                            \
    F(2, PangoFontDescription *, pango_font_description_new, (void))                                   \
    F(2, void, pango_font_description_free, (PangoFontDescription *))                                  \
    F(2, void, pango_font_description_set_family, (PangoFontDescription *, const char *))              \
    F(2, void, pango_font_description_set_weight, (PangoFontDescription *, HITLAB_PANGO_WEIGHT))      \
    F(2, void, pango_font_description_set_absolute_size, (PangoFontDescription *, double))             \
    F(2, PangoAttrList *, pango_attr_list_new, (void))                                                 \
    F(2, void, pango_attr_list_insert, (PangoAttrList *, PangoAttribute *))                            \
    F(2, void, pango_attr_list_unref, (PangoAttrList *))                                               \
    F(2, PangoLanguage *, pango_language_from_string, (const char *))                                  \
    F(2, PangoAttribute *, pango_attr_allow_breaks_new, (hitlab_gboolean))                             \
    F(2, PangoAttribute *, pango_attr_line_height_new_absolute, (int))                                 \
    F(3, PangoFontMap *, pango_cairo_font_map_new_for_font_type, (cairo_font_type_t))                  \
    F(3, void, pango_cairo_context_set_font_options, (PangoContext *, const cairo_font_options_t *))  \
    F(3, void, pango_cairo_show_layout, (cairo_t *, PangoLayout *))                                    \
    F(4, void, pango_fc_font_map_set_config, (PangoFcFontMap *, FcConfig *))

#define HITLAB_PANGO_FIELD(library, result, name, parameters) result(*name) parameters;
/// Pango's functions Hitlab calls, by their own names.
struct hitlab_pango_table {
    HITLAB_PANGO_FUNCTIONS(HITLAB_PANGO_FIELD)
};
#undef HITLAB_PANGO_FIELD

/// The table: every pointer NULL until `hitlab_pango_load` succeeds.
extern struct hitlab_pango_table hitlab_pango;
extern struct hitlab_library hitlab_pango_library;

/// Loads the libraries (Debian's sonames) and every function. Returns 0, or -1 with
/// `hitlab_pango_error()` saying what is missing. Safe to call again, from any thread.
static inline int hitlab_pango_load(void) { return hitlab_library_load(&hitlab_pango_library); }
static inline const char *hitlab_pango_error(void) { return hitlab_pango_library.message; }

#endif
