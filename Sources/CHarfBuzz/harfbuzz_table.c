// The HarfBuzz functions Hitlab calls, looked up when text is first drawn.
#include "CHarfBuzz.h"

struct hitlab_harfbuzz_table hitlab_harfbuzz;

static const char *fill(void *const *handles) {
#define HITLAB_HARFBUZZ_LOAD(result, name, parameters) \
    if (!(hitlab_harfbuzz.name = (result(*) parameters)hitlab_library_find(handles, 1, #name))) return #name;
    HITLAB_HARFBUZZ_FUNCTIONS(HITLAB_HARFBUZZ_LOAD)
#undef HITLAB_HARFBUZZ_LOAD
    return 0;
}

static const char *const files[] = {"libharfbuzz.so.0"};
struct hitlab_library hitlab_harfbuzz_library = {
    .files = files, .count = 1, .package = "libharfbuzz0b", .fill = fill, .lock = PTHREAD_MUTEX_INITIALIZER};
