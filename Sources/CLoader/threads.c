#define _GNU_SOURCE
#include "CLoader.h"
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <sched.h>

int hitlab_thread_attr_avoid_this_cpu(pthread_attr_t *attributes) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return 0;
    int here = sched_getcpu();
    if (here < 0 || here >= CPU_SETSIZE || !CPU_ISSET(here, &allowed) || CPU_COUNT(&allowed) < 2) return 0;
    CPU_CLR(here, &allowed);
    return pthread_attr_setaffinity_np(attributes, sizeof allowed, &allowed) == 0;
}

void hitlab_thread_allow_every_cpu(pthread_t thread) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) == 0) pthread_setaffinity_np(thread, sizeof allowed, &allowed);
}

int hitlab_become_subreaper(void) {
#ifdef __linux__
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 ? 0 : -1;
#else
    return -1;
#endif
}
