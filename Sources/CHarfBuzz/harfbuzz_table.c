// The HarfBuzz, FreeType and Cairo-FreeType functions Hitlab calls, looked up when text is first drawn.
#include "CHarfBuzz.h"

struct hitlab_harfbuzz_table hitlab_harfbuzz;

static const char *fill(void *const *handles) {
#define HITLAB_HARFBUZZ_LOAD(library, result, name, parameters) \
    if (!(hitlab_harfbuzz.name = (result(*) parameters)hitlab_library_find(handles + library, 1, #name))) return #name;
    HITLAB_HARFBUZZ_FUNCTIONS(HITLAB_HARFBUZZ_LOAD)
#undef HITLAB_HARFBUZZ_LOAD
    return 0;
}

static const char *const files[] = {"libfreetype.so.6", "libharfbuzz.so.0", "libcairo.so.2"};
struct hitlab_library hitlab_harfbuzz_library = {
    .files = files, .count = 3, .package = "libharfbuzz0b", .fill = fill, .lock = PTHREAD_MUTEX_INITIALIZER};
