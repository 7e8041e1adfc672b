// Loading a system library at run time (dlopen) rather than linking it: a command maps only
// the libraries it uses, so `hitlab trace` starts as fast as a bare program while `render`
// loads Cairo and HarfBuzz and the window SDL. Each library's target (CCairo, CSDL2, CPNG, CGif,
// CHarfBuzz) keeps a table of the functions Hitlab calls, filled once by `hitlab_library_load`.
// Also here: the process's malloc arenas and where its helper threads run (threads.c).
#ifndef HITLAB_CLOADER_H
#define HITLAB_CLOADER_H

#include <pthread.h>

/// One library: the files to open (their Debian sonames), what to install when they are
/// missing, and the function that fills its table from the opened handles.
struct hitlab_library {
    const char *const *files;
    int count;
    const char *package;
    /// Fills the table; returns the name of the first function not found, or NULL.
    const char *(*fill)(void *const *handles);
    void *handles[8];
    int loaded;  // 0 not tried, 1 loaded, -1 failed (read with `hitlab_library_ready`)
    char message[512];
    pthread_mutex_t lock;
};

/// Opens the files and fills the table once. Returns 0, or -1 with `library->message`
/// saying what is missing. Safe to call again, from any thread.
int hitlab_library_load(struct hitlab_library *library);

/// Whether the table is filled (cheap: one atomic load).
static inline int hitlab_library_ready(struct hitlab_library *library) {
    return __atomic_load_n(&library->loaded, __ATOMIC_ACQUIRE) == 1;
}

/// Loads the library, or ends the process with its message (exit status 1): for a function
/// called before any entry point loaded it, where there is no error to return.
void hitlab_library_require(struct hitlab_library *library);

/// The function `name` in the first of `handles` that has it.
void *hitlab_library_find(void *const *handles, int count, const char *name);

/// At most `count` malloc arenas in this process (glibc): Hitlab compresses a picture's bands
/// on threads of their own, and glibc's default of up to 8 arenas per core reserves 64 MB of
/// address space each.
void hitlab_limit_malloc_arenas(int count);

/// Keeps a thread made with `attributes` off the CPU the calling thread runs on, when the
/// process may use another (returns 1 then). Linux often starts a new thread on its creator's
/// CPU and leaves it there for milliseconds while another CPU is idle: this machine's two
/// halves of a picture were compressed one after the other (5 ms) as often as side by side
/// (2.5 ms). The caller's own thread is not moved.
int hitlab_thread_attr_avoid_this_cpu(pthread_attr_t *attributes);

/// Lets `thread` run on every CPU the calling thread may use: once the caller has finished
/// its own share and only waits, the CPU it kept the thread off is free for it.
void hitlab_thread_allow_every_cpu(pthread_t thread);

/// Makes this process the one that waits for the orphans among its descendants (Linux's child
/// subreaper), so that a benchmark can wait until a program's whole process tree has ended.
/// Returns 0, or -1 where the system cannot.
int hitlab_become_subreaper(void);

#endif
