// CGif's table, filled when the library is loaded; each entry checked against its header.
// Written by scripts/make-library-tables (do not edit by hand).
#include "CGif.h"

struct hitlab_gif_table hitlab_gif;

#define CHECK(result, name, parameters, arguments)                                                        \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&hitlab_header_##name), result(*) parameters), \
                   #name " differs from its header");
#define CHECK_VOID(name, parameters, arguments) CHECK(void, name, parameters, arguments)
HITLAB_GIF_FUNCTIONS(CHECK, CHECK_VOID)

static const char *fill(void *const *handles) {
#define FILL(result, name, parameters, arguments) \
    if (!(hitlab_gif.name = (result(*) parameters)hitlab_library_find(handles, 1, #name))) return #name;
#define FILL_VOID(name, parameters, arguments) FILL(void, name, parameters, arguments)
    HITLAB_GIF_FUNCTIONS(FILL, FILL_VOID)
    return 0;
}

static const char *const files[] = {"libgif.so.7"};
struct hitlab_library hitlab_gif_library = {
    .files = files, .count = 1, .package = "libgif7", .fill = fill, .lock = PTHREAD_MUTEX_INITIALIZER};
