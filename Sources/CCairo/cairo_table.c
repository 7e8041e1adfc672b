// CCairo's table, filled when the library is loaded; each entry checked against its header.
// Written by scripts/make-library-tables (do not edit by hand).
#include "CCairo.h"

struct hitlab_cairo_table hitlab_cairo;

#define CHECK(result, name, parameters, arguments)                                                        \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&hitlab_header_##name), result(*) parameters), \
                   #name " differs from its header");
#define CHECK_VOID(name, parameters, arguments) CHECK(void, name, parameters, arguments)
HITLAB_CAIRO_FUNCTIONS(CHECK, CHECK_VOID)

static const char *fill(void *const *handles) {
#define FILL(result, name, parameters, arguments) \
    if (!(hitlab_cairo.name = (result(*) parameters)hitlab_library_find(handles, 1, #name))) return #name;
#define FILL_VOID(name, parameters, arguments) FILL(void, name, parameters, arguments)
    HITLAB_CAIRO_FUNCTIONS(FILL, FILL_VOID)
    return 0;
}

static const char *const files[] = {"libcairo.so.2"};
struct hitlab_library hitlab_cairo_library = {
    .files = files, .count = 1, .package = "libcairo2", .fill = fill, .lock = PTHREAD_MUTEX_INITIALIZER};
