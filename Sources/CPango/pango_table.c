// The Pango, fontconfig and GObject functions Hitlab calls, looked up when text is first drawn.
#include "CPango.h"

struct hitlab_pango_table hitlab_pango;

static const char *fill(void *const *handles) {
#define HITLAB_PANGO_LOAD(library, result, name, parameters) \
    if (!(hitlab_pango.name = (result(*) parameters)hitlab_library_find(handles + library, 1, #name))) return #name;
    HITLAB_PANGO_FUNCTIONS(HITLAB_PANGO_LOAD)
#undef HITLAB_PANGO_LOAD
    return 0;
}

static const char *const files[] = {
    "libfontconfig.so.1", "libgobject-2.0.so.0", "libpango-1.0.so.0", "libpangocairo-1.0.so.0", "libpangoft2-1.0.so.0",
};
struct hitlab_library hitlab_pango_library = {
    .files = files, .count = 5, .package = "libpango1.0-dev", .fill = fill, .lock = PTHREAD_MUTEX_INITIALIZER};
