// libpng (Debian's libpng16), loaded when a PNG is first read.
// Written by scripts/make-library-tables (do not edit by hand): `hitlab_png` holds the functions,
// the wrappers below keep their names, and the library is loaded by the first call or `hitlab_png_load`.
#ifndef HITLAB_CPNG_H
#define HITLAB_CPNG_H

#include "CLoader.h"

// The header's own declarations of these functions are renamed out of the way (never
// defined, never called): its types and constants are what this module uses.
#define png_image_begin_read_from_memory hitlab_header_png_image_begin_read_from_memory
#define png_image_finish_read hitlab_header_png_image_finish_read
#define png_image_free hitlab_header_png_image_free
#include <png.h>
#undef png_image_begin_read_from_memory
#undef png_image_finish_read
#undef png_image_free

/// The functions Hitlab calls: F(result, name, parameters, arguments), or V(...) for a void one.
#define HITLAB_PNG_FUNCTIONS(F, V) \
    F(int, png_image_begin_read_from_memory, (png_imagep image, png_const_voidp memory, size_t size), (image, memory, size))                                                               \
    F(int, png_image_finish_read, (png_imagep image, png_const_colorp background, void *buffer, png_int_32 row_stride, void *colormap), (image, background, buffer, row_stride, colormap)) \
    V(png_image_free, (png_imagep image), (image))

#define HITLAB_PNG_FIELD(result, name, parameters, arguments) result(*name) parameters;
#define HITLAB_PNG_VOID_FIELD(name, parameters, arguments) void(*name) parameters;
struct hitlab_png_table {
    HITLAB_PNG_FUNCTIONS(HITLAB_PNG_FIELD, HITLAB_PNG_VOID_FIELD)
};
#undef HITLAB_PNG_FIELD
#undef HITLAB_PNG_VOID_FIELD

extern struct hitlab_png_table hitlab_png;
extern struct hitlab_library hitlab_png_library;

/// Loads the library: 0, or -1 with `hitlab_png_error()` saying what is missing.
static inline int hitlab_png_load(void) { return hitlab_library_load(&hitlab_png_library); }
static inline const char *hitlab_png_error(void) { return hitlab_png_library.message; }

#define HITLAB_PNG_WRAPPER(result, name, parameters, arguments)                                           \
    static inline result name parameters {                                                    \
        if (!hitlab_library_ready(&hitlab_png_library)) hitlab_library_require(&hitlab_png_library); \
        return hitlab_png.name arguments;                                                         \
    }
#define HITLAB_PNG_VOID_WRAPPER(name, parameters, arguments)                                              \
    static inline void name parameters {                                                      \
        if (!hitlab_library_ready(&hitlab_png_library)) hitlab_library_require(&hitlab_png_library); \
        hitlab_png.name arguments;                                                                \
    }
HITLAB_PNG_FUNCTIONS(HITLAB_PNG_WRAPPER, HITLAB_PNG_VOID_WRAPPER)
#undef HITLAB_PNG_WRAPPER
#undef HITLAB_PNG_VOID_WRAPPER

#endif
