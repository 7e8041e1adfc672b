// giflib (Debian's libgif7), loaded when a GIF is first written.
// Written by scripts/make-library-tables (do not edit by hand): `hitlab_gif` holds the functions,
// the wrappers below keep their names, and the library is loaded by the first call or `hitlab_gif_load`.
#ifndef HITLAB_CGIF_H
#define HITLAB_CGIF_H

#include "CLoader.h"

// The header's own declarations of these functions are renamed out of the way (never
// defined, never called): its types and constants are what this module uses.
#define EGifCloseFile hitlab_header_EGifCloseFile
#define EGifOpen hitlab_header_EGifOpen
#define EGifPutExtension hitlab_header_EGifPutExtension
#define EGifPutExtensionBlock hitlab_header_EGifPutExtensionBlock
#define EGifPutExtensionLeader hitlab_header_EGifPutExtensionLeader
#define EGifPutExtensionTrailer hitlab_header_EGifPutExtensionTrailer
#define EGifPutImageDesc hitlab_header_EGifPutImageDesc
#define EGifPutLine hitlab_header_EGifPutLine
#define EGifPutScreenDesc hitlab_header_EGifPutScreenDesc
#define EGifSetGifVersion hitlab_header_EGifSetGifVersion
#define GifFreeMapObject hitlab_header_GifFreeMapObject
#define GifMakeMapObject hitlab_header_GifMakeMapObject
#define GifQuantizeBuffer hitlab_header_GifQuantizeBuffer
#include <gif_lib.h>
#undef EGifCloseFile
#undef EGifOpen
#undef EGifPutExtension
#undef EGifPutExtensionBlock
#undef EGifPutExtensionLeader
#undef EGifPutExtensionTrailer
#undef EGifPutImageDesc
#undef EGifPutLine
#undef EGifPutScreenDesc
#undef EGifSetGifVersion
#undef GifFreeMapObject
#undef GifMakeMapObject
#undef GifQuantizeBuffer

/// The functions Hitlab calls: F(result, name, parameters, arguments), or V(...) for a void one.
#define HITLAB_GIF_FUNCTIONS(F, V) \
    F(int, EGifCloseFile, (GifFileType *GifFile, int *ErrorCode), (GifFile, ErrorCode))                                                                                                                                                                                                                                         \
    F(GifFileType *, EGifOpen, (void *userPtr, OutputFunc writeFunc, int *Error), (userPtr, writeFunc, Error))                                                                                                                                                                                                                  \
    F(int, EGifPutExtension, (GifFileType *GifFile, const int GifExtCode, const int GifExtLen, const void *GifExtension), (GifFile, GifExtCode, GifExtLen, GifExtension))                                                                                                                                                       \
    F(int, EGifPutExtensionBlock, (GifFileType *GifFile, const int GifExtLen, const void *GifExtension), (GifFile, GifExtLen, GifExtension))                                                                                                                                                                                    \
    F(int, EGifPutExtensionLeader, (GifFileType *GifFile, const int GifExtCode), (GifFile, GifExtCode))                                                                                                                                                                                                                         \
    F(int, EGifPutExtensionTrailer, (GifFileType *GifFile), (GifFile))                                                                                                                                                                                                                                                          \
    F(int, EGifPutImageDesc, (GifFileType *GifFile, const int GifLeft, const int GifTop, const int GifWidth, const int GifHeight, const _Bool GifInterlace, const ColorMapObject *GifColorMap), (GifFile, GifLeft, GifTop, GifWidth, GifHeight, GifInterlace, GifColorMap))                                                     \
    F(int, EGifPutLine, (GifFileType *GifFile, GifPixelType *GifLine, int GifLineLen), (GifFile, GifLine, GifLineLen))                                                                                                                                                                                                          \
    F(int, EGifPutScreenDesc, (GifFileType *GifFile, const int GifWidth, const int GifHeight, const int GifColorRes, const int GifBackGround, const ColorMapObject *GifColorMap), (GifFile, GifWidth, GifHeight, GifColorRes, GifBackGround, GifColorMap))                                                                      \
    V(EGifSetGifVersion, (GifFileType *GifFile, const _Bool gif89), (GifFile, gif89))                                                                                                                                                                                                                                           \
    V(GifFreeMapObject, (ColorMapObject *Object), (Object))                                                                                                                                                                                                                                                                     \
    F(ColorMapObject *, GifMakeMapObject, (int ColorCount, const GifColorType *ColorMap), (ColorCount, ColorMap))                                                                                                                                                                                                               \
    F(int, GifQuantizeBuffer, (unsigned int Width, unsigned int Height, int *ColorMapSize, GifByteType * RedInput, GifByteType * GreenInput, GifByteType * BlueInput, GifByteType * OutputBuffer, GifColorType * OutputColorMap), (Width, Height, ColorMapSize, RedInput, GreenInput, BlueInput, OutputBuffer, OutputColorMap))

#define HITLAB_GIF_FIELD(result, name, parameters, arguments) result(*name) parameters;
#define HITLAB_GIF_VOID_FIELD(name, parameters, arguments) void(*name) parameters;
struct hitlab_gif_table {
    HITLAB_GIF_FUNCTIONS(HITLAB_GIF_FIELD, HITLAB_GIF_VOID_FIELD)
};
#undef HITLAB_GIF_FIELD
#undef HITLAB_GIF_VOID_FIELD

extern struct hitlab_gif_table hitlab_gif;
extern struct hitlab_library hitlab_gif_library;

/// Loads the library: 0, or -1 with `hitlab_gif_error()` saying what is missing.
static inline int hitlab_gif_load(void) { return hitlab_library_load(&hitlab_gif_library); }
static inline const char *hitlab_gif_error(void) { return hitlab_gif_library.message; }

#define HITLAB_GIF_WRAPPER(result, name, parameters, arguments)                                           \
    static inline result name parameters {                                                    \
        if (!hitlab_library_ready(&hitlab_gif_library)) hitlab_library_require(&hitlab_gif_library); \
        return hitlab_gif.name arguments;                                                         \
    }
#define HITLAB_GIF_VOID_WRAPPER(name, parameters, arguments)                                              \
    static inline void name parameters {                                                      \
        if (!hitlab_library_ready(&hitlab_gif_library)) hitlab_library_require(&hitlab_gif_library); \
        hitlab_gif.name arguments;                                                                \
    }
HITLAB_GIF_FUNCTIONS(HITLAB_GIF_WRAPPER, HITLAB_GIF_VOID_WRAPPER)
#undef HITLAB_GIF_WRAPPER
#undef HITLAB_GIF_VOID_WRAPPER

#endif
