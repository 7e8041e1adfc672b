// Cairo (Debian's libcairo2), loaded by the commands that draw: linking it would make every
// hitlab command map it and the X11 libraries it brings.
// Written by scripts/make-library-tables (do not edit by hand): `hitlab_cairo` holds the functions,
// the wrappers below keep their names, and the library is loaded by the first call or `hitlab_cairo_load`.
#ifndef HITLAB_CCAIRO_H
#define HITLAB_CCAIRO_H

#include "CLoader.h"

// The header's own declarations of these functions are renamed out of the way (never
// defined, never called): its types and constants are what this module uses.
#define cairo_arc hitlab_header_cairo_arc
#define cairo_clip hitlab_header_cairo_clip
#define cairo_close_path hitlab_header_cairo_close_path
#define cairo_create hitlab_header_cairo_create
#define cairo_curve_to hitlab_header_cairo_curve_to
#define cairo_destroy hitlab_header_cairo_destroy
#define cairo_fill hitlab_header_cairo_fill
#define cairo_fill_preserve hitlab_header_cairo_fill_preserve
#define cairo_font_options_create hitlab_header_cairo_font_options_create
#define cairo_font_options_destroy hitlab_header_cairo_font_options_destroy
#define cairo_font_options_set_antialias hitlab_header_cairo_font_options_set_antialias
#define cairo_font_options_set_hint_metrics hitlab_header_cairo_font_options_set_hint_metrics
#define cairo_font_options_set_hint_style hitlab_header_cairo_font_options_set_hint_style
#define cairo_format_stride_for_width hitlab_header_cairo_format_stride_for_width
#define cairo_get_matrix hitlab_header_cairo_get_matrix
#define cairo_get_source hitlab_header_cairo_get_source
#define cairo_identity_matrix hitlab_header_cairo_identity_matrix
#define cairo_image_surface_create hitlab_header_cairo_image_surface_create
#define cairo_image_surface_create_for_data hitlab_header_cairo_image_surface_create_for_data
#define cairo_image_surface_get_data hitlab_header_cairo_image_surface_get_data
#define cairo_image_surface_get_stride hitlab_header_cairo_image_surface_get_stride
#define cairo_line_to hitlab_header_cairo_line_to
#define cairo_matrix_init_identity hitlab_header_cairo_matrix_init_identity
#define cairo_matrix_init_scale hitlab_header_cairo_matrix_init_scale
#define cairo_move_to hitlab_header_cairo_move_to
#define cairo_new_path hitlab_header_cairo_new_path
#define cairo_new_sub_path hitlab_header_cairo_new_sub_path
#define cairo_paint hitlab_header_cairo_paint
#define cairo_paint_with_alpha hitlab_header_cairo_paint_with_alpha
#define cairo_pattern_set_filter hitlab_header_cairo_pattern_set_filter
#define cairo_pop_group_to_source hitlab_header_cairo_pop_group_to_source
#define cairo_push_group hitlab_header_cairo_push_group
#define cairo_rectangle hitlab_header_cairo_rectangle
#define cairo_restore hitlab_header_cairo_restore
#define cairo_save hitlab_header_cairo_save
#define cairo_scale hitlab_header_cairo_scale
#define cairo_scaled_font_create hitlab_header_cairo_scaled_font_create
#define cairo_scaled_font_destroy hitlab_header_cairo_scaled_font_destroy
#define cairo_set_dash hitlab_header_cairo_set_dash
#define cairo_set_fill_rule hitlab_header_cairo_set_fill_rule
#define cairo_set_line_cap hitlab_header_cairo_set_line_cap
#define cairo_set_line_join hitlab_header_cairo_set_line_join
#define cairo_set_line_width hitlab_header_cairo_set_line_width
#define cairo_set_matrix hitlab_header_cairo_set_matrix
#define cairo_set_operator hitlab_header_cairo_set_operator
#define cairo_set_scaled_font hitlab_header_cairo_set_scaled_font
#define cairo_set_source_rgb hitlab_header_cairo_set_source_rgb
#define cairo_set_source_rgba hitlab_header_cairo_set_source_rgba
#define cairo_set_source_surface hitlab_header_cairo_set_source_surface
#define cairo_show_glyphs hitlab_header_cairo_show_glyphs
#define cairo_stroke hitlab_header_cairo_stroke
#define cairo_stroke_preserve hitlab_header_cairo_stroke_preserve
#define cairo_surface_destroy hitlab_header_cairo_surface_destroy
#define cairo_surface_flush hitlab_header_cairo_surface_flush
#define cairo_surface_mark_dirty hitlab_header_cairo_surface_mark_dirty
#define cairo_surface_status hitlab_header_cairo_surface_status
#define cairo_transform hitlab_header_cairo_transform
#define cairo_translate hitlab_header_cairo_translate
#include <cairo/cairo.h>
#undef cairo_arc
#undef cairo_clip
#undef cairo_close_path
#undef cairo_create
#undef cairo_curve_to
#undef cairo_destroy
#undef cairo_fill
#undef cairo_fill_preserve
#undef cairo_font_options_create
#undef cairo_font_options_destroy
#undef cairo_font_options_set_antialias
#undef cairo_font_options_set_hint_metrics
#undef cairo_font_options_set_hint_style
#undef cairo_format_stride_for_width
#undef cairo_get_matrix
#undef cairo_get_source
#undef cairo_identity_matrix
#undef cairo_image_surface_create
#undef cairo_image_surface_create_for_data
#undef cairo_image_surface_get_data
#undef cairo_image_surface_get_stride
#undef cairo_line_to
#undef cairo_matrix_init_identity
#undef cairo_matrix_init_scale
#undef cairo_move_to
#undef cairo_new_path
#undef cairo_new_sub_path
#undef cairo_paint
#undef cairo_paint_with_alpha
#undef cairo_pattern_set_filter
#undef cairo_pop_group_to_source
#undef cairo_push_group
#undef cairo_rectangle
#undef cairo_restore
#undef cairo_save
#undef cairo_scale
#undef cairo_scaled_font_create
#undef cairo_scaled_font_destroy
#undef cairo_set_dash
#undef cairo_set_fill_rule
#undef cairo_set_line_cap
#undef cairo_set_line_join
#undef cairo_set_line_width
#undef cairo_set_matrix
#undef cairo_set_operator
#undef cairo_set_scaled_font
#undef cairo_set_source_rgb
#undef cairo_set_source_rgba
#undef cairo_set_source_surface
#undef cairo_show_glyphs
#undef cairo_stroke
#undef cairo_stroke_preserve
#undef cairo_surface_destroy
#undef cairo_surface_flush
#undef cairo_surface_mark_dirty
#undef cairo_surface_status
#undef cairo_transform
#undef cairo_translate

/// The functions Hitlab calls: F(result, name, parameters, arguments), or V(...) for a void one.
#define HITLAB_CAIRO_FUNCTIONS(F, V) \
    V(cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), (cr, xc, yc, radius, angle1, angle2))                                                                                          \
    V(cairo_clip, (cairo_t *cr), (cr))                                                                                                                                                                                            \
    V(cairo_close_path, (cairo_t *cr), (cr))                                                                                                                                                                                      \
    F(cairo_t *, cairo_create, (cairo_surface_t *target), (target))                                                                                                                                                               \
    V(cairo_curve_to, (cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3), (cr, x1, y1, x2, y2, x3, y3))                                                                                              \
    V(cairo_destroy, (cairo_t *cr), (cr))                                                                                                                                                                                         \
    V(cairo_fill, (cairo_t *cr), (cr))                                                                                                                                                                                            \
    V(cairo_fill_preserve, (cairo_t *cr), (cr))                                                                                                                                                                                   \
    F(cairo_font_options_t *, cairo_font_options_create, (void), ())                                                                                                                                                              \
    V(cairo_font_options_destroy, (cairo_font_options_t *options), (options))                                                                                                                                                     \
    V(cairo_font_options_set_antialias, (cairo_font_options_t *options, cairo_antialias_t antialias), (options, antialias))                                                                                                       \
    V(cairo_font_options_set_hint_metrics, (cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics), (options, hint_metrics))                                                                                           \
    V(cairo_font_options_set_hint_style, (cairo_font_options_t *options, cairo_hint_style_t hint_style), (options, hint_style))                                                                                                   \
    F(int, cairo_format_stride_for_width, (cairo_format_t format, int width), (format, width))                                                                                                                                    \
    V(cairo_get_matrix, (cairo_t *cr, cairo_matrix_t *matrix), (cr, matrix))                                                                                                                                                      \
    F(cairo_pattern_t *, cairo_get_source, (cairo_t *cr), (cr))                                                                                                                                                                   \
    V(cairo_identity_matrix, (cairo_t *cr), (cr))                                                                                                                                                                                 \
    F(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height))                                                                                                     \
    F(cairo_surface_t *, cairo_image_surface_create_for_data, (unsigned char *data, cairo_format_t format, int width, int height, int stride), (data, format, width, height, stride))                                             \
    F(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface))                                                                                                                                       \
    F(int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface))                                                                                                                                                 \
    V(cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y))                                                                                                                                                               \
    V(cairo_matrix_init_identity, (cairo_matrix_t *matrix), (matrix))                                                                                                                                                             \
    V(cairo_matrix_init_scale, (cairo_matrix_t *matrix, double sx, double sy), (matrix, sx, sy))                                                                                                                                  \
    V(cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y))                                                                                                                                                               \
    V(cairo_new_path, (cairo_t *cr), (cr))                                                                                                                                                                                        \
    V(cairo_new_sub_path, (cairo_t *cr), (cr))                                                                                                                                                                                    \
    V(cairo_paint, (cairo_t *cr), (cr))                                                                                                                                                                                           \
    V(cairo_paint_with_alpha, (cairo_t *cr, double alpha), (cr, alpha))                                                                                                                                                           \
    V(cairo_pattern_set_filter, (cairo_pattern_t *pattern, cairo_filter_t filter), (pattern, filter))                                                                                                                             \
    V(cairo_pop_group_to_source, (cairo_t *cr), (cr))                                                                                                                                                                             \
    V(cairo_push_group, (cairo_t *cr), (cr))                                                                                                                                                                                      \
    V(cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height))                                                                                                                 \
    V(cairo_restore, (cairo_t *cr), (cr))                                                                                                                                                                                         \
    V(cairo_save, (cairo_t *cr), (cr))                                                                                                                                                                                            \
    V(cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy))                                                                                                                                                             \
    F(cairo_scaled_font_t *, cairo_scaled_font_create, (cairo_font_face_t *font_face, const cairo_matrix_t *font_matrix, const cairo_matrix_t *ctm, const cairo_font_options_t *options), (font_face, font_matrix, ctm, options)) \
    V(cairo_scaled_font_destroy, (cairo_scaled_font_t *scaled_font), (scaled_font))                                                                                                                                               \
    V(cairo_set_dash, (cairo_t *cr, const double *dashes, int num_dashes, double offset), (cr, dashes, num_dashes, offset))                                                                                                       \
    V(cairo_set_fill_rule, (cairo_t *cr, cairo_fill_rule_t fill_rule), (cr, fill_rule))                                                                                                                                           \
    V(cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t line_cap), (cr, line_cap))                                                                                                                                               \
    V(cairo_set_line_join, (cairo_t *cr, cairo_line_join_t line_join), (cr, line_join))                                                                                                                                           \
    V(cairo_set_line_width, (cairo_t *cr, double width), (cr, width))                                                                                                                                                             \
    V(cairo_set_matrix, (cairo_t *cr, const cairo_matrix_t *matrix), (cr, matrix))                                                                                                                                                \
    V(cairo_set_operator, (cairo_t *cr, cairo_operator_t op), (cr, op))                                                                                                                                                           \
    V(cairo_set_scaled_font, (cairo_t *cr, const cairo_scaled_font_t *scaled_font), (cr, scaled_font))                                                                                                                            \
    V(cairo_set_source_rgb, (cairo_t *cr, double red, double green, double blue), (cr, red, green, blue))                                                                                                                         \
    V(cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha))                                                                                                   \
    V(cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y))                                                                                                                 \
    V(cairo_show_glyphs, (cairo_t *cr, const cairo_glyph_t *glyphs, int num_glyphs), (cr, glyphs, num_glyphs))                                                                                                                    \
    V(cairo_stroke, (cairo_t *cr), (cr))                                                                                                                                                                                          \
    V(cairo_stroke_preserve, (cairo_t *cr), (cr))                                                                                                                                                                                 \
    V(cairo_surface_destroy, (cairo_surface_t *surface), (surface))                                                                                                                                                               \
    V(cairo_surface_flush, (cairo_surface_t *surface), (surface))                                                                                                                                                                 \
    V(cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface))                                                                                                                                                            \
    F(cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface))                                                                                                                                                \
    V(cairo_transform, (cairo_t *cr, const cairo_matrix_t *matrix), (cr, matrix))                                                                                                                                                 \
    V(cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty))

#define HITLAB_CAIRO_FIELD(result, name, parameters, arguments) result(*name) parameters;
#define HITLAB_CAIRO_VOID_FIELD(name, parameters, arguments) void(*name) parameters;
struct hitlab_cairo_table {
    HITLAB_CAIRO_FUNCTIONS(HITLAB_CAIRO_FIELD, HITLAB_CAIRO_VOID_FIELD)
};
#undef HITLAB_CAIRO_FIELD
#undef HITLAB_CAIRO_VOID_FIELD

extern struct hitlab_cairo_table hitlab_cairo;
extern struct hitlab_library hitlab_cairo_library;

/// Loads the library: 0, or -1 with `hitlab_cairo_error()` saying what is missing.
static inline int hitlab_cairo_load(void) { return hitlab_library_load(&hitlab_cairo_library); }
static inline const char *hitlab_cairo_error(void) { return hitlab_cairo_library.message; }

#define HITLAB_CAIRO_WRAPPER(result, name, parameters, arguments)                                           \
    static inline result name parameters {                                                    \
        if (!hitlab_library_ready(&hitlab_cairo_library)) hitlab_library_require(&hitlab_cairo_library); \
        return hitlab_cairo.name arguments;                                                         \
    }
#define HITLAB_CAIRO_VOID_WRAPPER(name, parameters, arguments)                                              \
    static inline void name parameters {                                                      \
        if (!hitlab_library_ready(&hitlab_cairo_library)) hitlab_library_require(&hitlab_cairo_library); \
        hitlab_cairo.name arguments;                                                                \
    }
HITLAB_CAIRO_FUNCTIONS(HITLAB_CAIRO_WRAPPER, HITLAB_CAIRO_VOID_WRAPPER)
#undef HITLAB_CAIRO_WRAPPER
#undef HITLAB_CAIRO_VOID_WRAPPER

#endif
