// SDL2 (Debian's libsdl2), loaded by the window alone: linking it would make every hitlab
// command map PulseAudio, ALSA, X11, Wayland, D-Bus and the rest SDL brings.
// Written by scripts/make-library-tables (do not edit by hand): `hitlab_sdl` holds the functions,
// the wrappers below keep their names, and the library is loaded by the first call or `hitlab_sdl_load`.
#ifndef HITLAB_CSDL2_H
#define HITLAB_CSDL2_H

#include "CLoader.h"

// The header's own declarations of these functions are renamed out of the way (never
// defined, never called): its types and constants are what this module uses.
#define SDL_CreateRGBSurfaceWithFormat hitlab_header_SDL_CreateRGBSurfaceWithFormat
#define SDL_CreateRGBSurfaceWithFormatFrom hitlab_header_SDL_CreateRGBSurfaceWithFormatFrom
#define SDL_CreateRenderer hitlab_header_SDL_CreateRenderer
#define SDL_CreateSoftwareRenderer hitlab_header_SDL_CreateSoftwareRenderer
#define SDL_CreateTexture hitlab_header_SDL_CreateTexture
#define SDL_CreateWindow hitlab_header_SDL_CreateWindow
#define SDL_DestroyRenderer hitlab_header_SDL_DestroyRenderer
#define SDL_DestroyTexture hitlab_header_SDL_DestroyTexture
#define SDL_DestroyWindow hitlab_header_SDL_DestroyWindow
#define SDL_FreeSurface hitlab_header_SDL_FreeSurface
#define SDL_GetCurrentVideoDriver hitlab_header_SDL_GetCurrentVideoDriver
#define SDL_GetDisplayUsableBounds hitlab_header_SDL_GetDisplayUsableBounds
#define SDL_GetError hitlab_header_SDL_GetError
#define SDL_GetModState hitlab_header_SDL_GetModState
#define SDL_GetRendererOutputSize hitlab_header_SDL_GetRendererOutputSize
#define SDL_GetTicks64 hitlab_header_SDL_GetTicks64
#define SDL_GetWindowSize hitlab_header_SDL_GetWindowSize
#define SDL_GetWindowSurface hitlab_header_SDL_GetWindowSurface
#define SDL_Init hitlab_header_SDL_Init
#define SDL_InitSubSystem hitlab_header_SDL_InitSubSystem
#define SDL_LockTexture hitlab_header_SDL_LockTexture
#define SDL_PollEvent hitlab_header_SDL_PollEvent
#define SDL_PushEvent hitlab_header_SDL_PushEvent
#define SDL_Quit hitlab_header_SDL_Quit
#define SDL_QuitSubSystem hitlab_header_SDL_QuitSubSystem
#define SDL_RenderClear hitlab_header_SDL_RenderClear
#define SDL_RenderCopy hitlab_header_SDL_RenderCopy
#define SDL_RenderFillRect hitlab_header_SDL_RenderFillRect
#define SDL_RenderFlush hitlab_header_SDL_RenderFlush
#define SDL_RenderPresent hitlab_header_SDL_RenderPresent
#define SDL_SetHint hitlab_header_SDL_SetHint
#define SDL_SetRenderDrawBlendMode hitlab_header_SDL_SetRenderDrawBlendMode
#define SDL_SetRenderDrawColor hitlab_header_SDL_SetRenderDrawColor
#define SDL_SetWindowFullscreen hitlab_header_SDL_SetWindowFullscreen
#define SDL_SetWindowSize hitlab_header_SDL_SetWindowSize
#define SDL_SetWindowTitle hitlab_header_SDL_SetWindowTitle
#define SDL_UnlockTexture hitlab_header_SDL_UnlockTexture
#define SDL_UpdateWindowSurfaceRects hitlab_header_SDL_UpdateWindowSurfaceRects
#define SDL_UpperBlitScaled hitlab_header_SDL_UpperBlitScaled
#define SDL_WaitEventTimeout hitlab_header_SDL_WaitEventTimeout
#include <SDL2/SDL.h>
#undef SDL_CreateRGBSurfaceWithFormat
#undef SDL_CreateRGBSurfaceWithFormatFrom
#undef SDL_CreateRenderer
#undef SDL_CreateSoftwareRenderer
#undef SDL_CreateTexture
#undef SDL_CreateWindow
#undef SDL_DestroyRenderer
#undef SDL_DestroyTexture
#undef SDL_DestroyWindow
#undef SDL_FreeSurface
#undef SDL_GetCurrentVideoDriver
#undef SDL_GetDisplayUsableBounds
#undef SDL_GetError
#undef SDL_GetModState
#undef SDL_GetRendererOutputSize
#undef SDL_GetTicks64
#undef SDL_GetWindowSize
#undef SDL_GetWindowSurface
#undef SDL_Init
#undef SDL_InitSubSystem
#undef SDL_LockTexture
#undef SDL_PollEvent
#undef SDL_PushEvent
#undef SDL_Quit
#undef SDL_QuitSubSystem
#undef SDL_RenderClear
#undef SDL_RenderCopy
#undef SDL_RenderFillRect
#undef SDL_RenderFlush
#undef SDL_RenderPresent
#undef SDL_SetHint
#undef SDL_SetRenderDrawBlendMode
#undef SDL_SetRenderDrawColor
#undef SDL_SetWindowFullscreen
#undef SDL_SetWindowSize
#undef SDL_SetWindowTitle
#undef SDL_UnlockTexture
#undef SDL_UpdateWindowSurfaceRects
#undef SDL_UpperBlitScaled
#undef SDL_WaitEventTimeout

/// The functions Hitlab calls: F(result, name, parameters, arguments), or V(...) for a void one.
#define HITLAB_SDL_FUNCTIONS(F, V) \
    F(SDL_Surface *, SDL_CreateRGBSurfaceWithFormat, (Uint32 flags, int width, int height, int depth, Uint32 format), (flags, width, height, depth, format))                        \
    F(SDL_Surface *, SDL_CreateRGBSurfaceWithFormatFrom, (void *pixels, int width, int height, int depth, int pitch, Uint32 format), (pixels, width, height, depth, pitch, format)) \
    F(SDL_Renderer *, SDL_CreateRenderer, (SDL_Window * window, int index, Uint32 flags), (window, index, flags))                                                                   \
    F(SDL_Renderer *, SDL_CreateSoftwareRenderer, (SDL_Surface * surface), (surface))                                                                                               \
    F(SDL_Texture *, SDL_CreateTexture, (SDL_Renderer * renderer, Uint32 format, int access, int w, int h), (renderer, format, access, w, h))                                       \
    F(SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags), (title, x, y, w, h, flags))                                                    \
    V(SDL_DestroyRenderer, (SDL_Renderer * renderer), (renderer))                                                                                                                   \
    V(SDL_DestroyTexture, (SDL_Texture * texture), (texture))                                                                                                                       \
    V(SDL_DestroyWindow, (SDL_Window * window), (window))                                                                                                                           \
    V(SDL_FreeSurface, (SDL_Surface * surface), (surface))                                                                                                                          \
    F(const char *, SDL_GetCurrentVideoDriver, (void), ())                                                                                                                          \
    F(int, SDL_GetDisplayUsableBounds, (int displayIndex, SDL_Rect * rect), (displayIndex, rect))                                                                                   \
    F(const char *, SDL_GetError, (void), ())                                                                                                                                       \
    F(SDL_Keymod, SDL_GetModState, (void), ())                                                                                                                                      \
    F(int, SDL_GetRendererOutputSize, (SDL_Renderer * renderer, int *w, int *h), (renderer, w, h))                                                                                  \
    F(Uint64, SDL_GetTicks64, (void), ())                                                                                                                                           \
    V(SDL_GetWindowSize, (SDL_Window * window, int *w, int *h), (window, w, h))                                                                                                     \
    F(SDL_Surface *, SDL_GetWindowSurface, (SDL_Window * window), (window))                                                                                                         \
    F(int, SDL_Init, (Uint32 flags), (flags))                                                                                                                                       \
    F(int, SDL_InitSubSystem, (Uint32 flags), (flags))                                                                                                                              \
    F(int, SDL_LockTexture, (SDL_Texture * texture, const SDL_Rect * rect, void **pixels, int *pitch), (texture, rect, pixels, pitch))                                              \
    F(int, SDL_PollEvent, (SDL_Event * event), (event))                                                                                                                             \
    F(int, SDL_PushEvent, (SDL_Event * event), (event))                                                                                                                             \
    V(SDL_Quit, (void), ())                                                                                                                                                         \
    V(SDL_QuitSubSystem, (Uint32 flags), (flags))                                                                                                                                   \
    F(int, SDL_RenderClear, (SDL_Renderer * renderer), (renderer))                                                                                                                  \
    F(int, SDL_RenderCopy, (SDL_Renderer * renderer, SDL_Texture * texture, const SDL_Rect * srcrect, const SDL_Rect * dstrect), (renderer, texture, srcrect, dstrect))             \
    F(int, SDL_RenderFillRect, (SDL_Renderer * renderer, const SDL_Rect * rect), (renderer, rect))                                                                                  \
    F(int, SDL_RenderFlush, (SDL_Renderer * renderer), (renderer))                                                                                                                  \
    V(SDL_RenderPresent, (SDL_Renderer * renderer), (renderer))                                                                                                                     \
    F(SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value))                                                                                                  \
    F(int, SDL_SetRenderDrawBlendMode, (SDL_Renderer * renderer, SDL_BlendMode blendMode), (renderer, blendMode))                                                                   \
    F(int, SDL_SetRenderDrawColor, (SDL_Renderer * renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a), (renderer, r, g, b, a))                                                           \
    F(int, SDL_SetWindowFullscreen, (SDL_Window * window, Uint32 flags), (window, flags))                                                                                           \
    V(SDL_SetWindowSize, (SDL_Window * window, int w, int h), (window, w, h))                                                                                                       \
    V(SDL_SetWindowTitle, (SDL_Window * window, const char *title), (window, title))                                                                                                \
    V(SDL_UnlockTexture, (SDL_Texture * texture), (texture))                                                                                                                        \
    F(int, SDL_UpdateWindowSurfaceRects, (SDL_Window * window, const SDL_Rect * rects, int numrects), (window, rects, numrects))                                                    \
    F(int, SDL_UpperBlitScaled, (SDL_Surface * src, const SDL_Rect * srcrect, SDL_Surface * dst, SDL_Rect * dstrect), (src, srcrect, dst, dstrect))                                 \
    F(int, SDL_WaitEventTimeout, (SDL_Event * event, int timeout), (event, timeout))

#define HITLAB_SDL_FIELD(result, name, parameters, arguments) result(*name) parameters;
#define HITLAB_SDL_VOID_FIELD(name, parameters, arguments) void(*name) parameters;
struct hitlab_sdl_table {
    HITLAB_SDL_FUNCTIONS(HITLAB_SDL_FIELD, HITLAB_SDL_VOID_FIELD)
};
#undef HITLAB_SDL_FIELD
#undef HITLAB_SDL_VOID_FIELD

extern struct hitlab_sdl_table hitlab_sdl;
extern struct hitlab_library hitlab_sdl_library;

/// Loads the library: 0, or -1 with `hitlab_sdl_error()` saying what is missing.
static inline int hitlab_sdl_load(void) { return hitlab_library_load(&hitlab_sdl_library); }
static inline const char *hitlab_sdl_error(void) { return hitlab_sdl_library.message; }

#define HITLAB_SDL_WRAPPER(result, name, parameters, arguments)                                           \
    static inline result name parameters {                                                    \
        if (!hitlab_library_ready(&hitlab_sdl_library)) hitlab_library_require(&hitlab_sdl_library); \
        return hitlab_sdl.name arguments;                                                         \
    }
#define HITLAB_SDL_VOID_WRAPPER(name, parameters, arguments)                                              \
    static inline void name parameters {                                                      \
        if (!hitlab_library_ready(&hitlab_sdl_library)) hitlab_library_require(&hitlab_sdl_library); \
        hitlab_sdl.name arguments;                                                                \
    }
HITLAB_SDL_FUNCTIONS(HITLAB_SDL_WRAPPER, HITLAB_SDL_VOID_WRAPPER)
#undef HITLAB_SDL_WRAPPER
#undef HITLAB_SDL_VOID_WRAPPER

#endif
