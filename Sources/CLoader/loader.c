#include "CLoader.h"
#include <dlfcn.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>

void *hitlab_library_find(void *const *handles, int count, const char *name) {
    for (int i = 0; i < count; i++) {
        void *f = handles[i] ? dlsym(handles[i], name) : NULL;
        if (f) return f;
    }
    return NULL;
}

static int load(struct hitlab_library *library) {
    for (int i = 0; i < library->count && i < 8; i++) {
        // Functions are bound when first called, as in a linked program: binding them all at
        // once (RTLD_NOW) binds those of the libraries they bring too (glib for HarfBuzz, ...):
        // 3.9 ms against 2.3 ms when Cairo (with its X11), HarfBuzz, FreeType and ICU were loaded.
        library->handles[i] = dlopen(library->files[i], RTLD_LAZY | RTLD_LOCAL);
        if (!library->handles[i]) {
            snprintf(library->message, sizeof library->message, "%s cannot be loaded (Debian: apt-get install %s): %s",
                     library->files[i], library->package, dlerror());
            return -1;
        }
    }
    const char *missing = library->fill(library->handles);
    if (missing) {
        snprintf(library->message, sizeof library->message, "%s has no function %s (a newer %s is needed)",
                 library->files[0], missing, library->package);
        return -1;
    }
    return 0;
}

int hitlab_library_load(struct hitlab_library *library) {
    if (hitlab_library_ready(library)) return 0;
    pthread_mutex_lock(&library->lock);
    if (library->loaded == 0) __atomic_store_n(&library->loaded, load(library) == 0 ? 1 : -1, __ATOMIC_RELEASE);
    int result = library->loaded == 1 ? 0 : -1;
    pthread_mutex_unlock(&library->lock);
    return result;
}

void hitlab_library_require(struct hitlab_library *library) {
    if (hitlab_library_load(library) == 0) return;
    fprintf(stderr, "hitlab: error: %s\n", library->message);
    exit(1);
}

void hitlab_limit_malloc_arenas(int count) {
#ifdef M_ARENA_MAX
    mallopt(M_ARENA_MAX, count);
#endif
}
