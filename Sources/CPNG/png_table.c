// CPNG's table, filled when the library is loaded; each entry checked against its header.
// Written by scripts/make-library-tables (do not edit by hand).
#include "CPNG.h"

struct hitlab_png_table hitlab_png;

#define CHECK(result, name, parameters, arguments)                                                        \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&hitlab_header_##name), result(*) parameters), \
                   #name " differs from its header");
#define CHECK_VOID(name, parameters, arguments) CHECK(void, name, parameters, arguments)
HITLAB_PNG_FUNCTIONS(CHECK, CHECK_VOID)

static const char *fill(void *const *handles) {
#define FILL(result, name, parameters, arguments) \
    if (!(hitlab_png.name = (result(*) parameters)hitlab_library_find(handles, 1, #name))) return #name;
#define FILL_VOID(name, parameters, arguments) FILL(void, name, parameters, arguments)
    HITLAB_PNG_FUNCTIONS(FILL, FILL_VOID)
    return 0;
}

static const char *const files[] = {"libpng16.so.16"};
struct hitlab_library hitlab_png_library = {
    .files = files, .count = 1, .package = "libpng16-16", .fill = fill, .lock = PTHREAD_MUTEX_INITIALIZER};
