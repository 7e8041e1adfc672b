#include "words.h"
#include <pthread.h>
#include <stddef.h>

// ICU's break iterators, from the copy of ICU that Swift's Foundation carries (_FoundationICU,
// ICU 76 with its data, inside the program of a release build): no system ICU is loaded at run
// time, which took 1.5 ms of `render`'s start (libicuuc, libicudata and their libstdc++). That
// copy names its C functions with a `swift_` prefix and installs no headers, so the five used
// here are declared as ICU's documentation gives them (ubrk.h, a stable C API).
typedef struct UBreakIterator UBreakIterator;
typedef enum { HITLAB_UBRK_WORD = 1, HITLAB_UBRK_LINE = 2 } hitlab_break_type;
enum { HITLAB_UBRK_DONE = -1 };
extern UBreakIterator *swift_ubrk_open(int type, const char *locale, const uint16_t *text, int32_t length, int *status);
extern void swift_ubrk_setText(UBreakIterator *iterator, const uint16_t *text, int32_t length, int *status);
extern int32_t swift_ubrk_first(UBreakIterator *iterator);
extern int32_t swift_ubrk_next(UBreakIterator *iterator);
extern void swift_ubrk_close(UBreakIterator *iterator);

// The locale asked for: Chinese, whose dictionary finds the words a line must not split.
static const char *const locale = "zh";

// Opening an iterator builds it from ICU's rules (BreakIterator::makeInstance): a render's
// paragraphs spent more time there than in the breaking itself. Iterators are kept once used
// and given a new text; an iterator's boundaries depend only on that text. A few are kept,
// one for each thread that breaks text at once; one more than that is opened and closed.
enum { KEPT = 4 };
static pthread_mutex_t kept_lock = PTHREAD_MUTEX_INITIALIZER;
static UBreakIterator *kept[3][KEPT];
static int kept_count[3];

static UBreakIterator *take(hitlab_break_type type, const uint16_t *text, int32_t length) {
    UBreakIterator *it = NULL;
    pthread_mutex_lock(&kept_lock);
    if (kept_count[type] > 0) it = kept[type][--kept_count[type]];
    pthread_mutex_unlock(&kept_lock);
    int status = 0;  // U_ZERO_ERROR; an error is greater than zero (U_FAILURE)
    if (it == NULL) {
        it = swift_ubrk_open(type, locale, text, length, &status);
    } else {
        swift_ubrk_setText(it, text, length, &status);
    }
    if (status > 0 && it != NULL) {
        swift_ubrk_close(it);
        return NULL;
    }
    return it;
}

static void give_back(hitlab_break_type type, UBreakIterator *it) {
    pthread_mutex_lock(&kept_lock);
    int keep = kept_count[type] < KEPT;
    if (keep) kept[type][kept_count[type]++] = it;
    pthread_mutex_unlock(&kept_lock);
    if (!keep) swift_ubrk_close(it);
}

static int32_t boundaries(hitlab_break_type type, const uint16_t *text, int32_t length, int32_t *out,
                          int32_t capacity) {
    UBreakIterator *it = take(type, text, length);
    if (it == NULL) return -1;
    int32_t count = 0;
    for (int32_t p = swift_ubrk_first(it); p != HITLAB_UBRK_DONE && count < capacity; p = swift_ubrk_next(it)) {
        out[count++] = p;
    }
    give_back(type, it);
    return count;
}

int32_t hitlab_word_boundaries(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity) {
    return boundaries(HITLAB_UBRK_WORD, text, length, out, capacity);
}

int32_t hitlab_line_breaks(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity) {
    return boundaries(HITLAB_UBRK_LINE, text, length, out, capacity);
}

void hitlab_break_iterators_keep(int lines, int words) {
    const int wanted[3] = {0, words, lines};
    for (hitlab_break_type type = HITLAB_UBRK_WORD; type <= HITLAB_UBRK_LINE; type++) {
        for (;;) {
            pthread_mutex_lock(&kept_lock);
            int more = kept_count[type] < wanted[type] && kept_count[type] < KEPT;
            pthread_mutex_unlock(&kept_lock);
            if (!more) break;
            int status = 0;
            UBreakIterator *it = swift_ubrk_open(type, locale, NULL, 0, &status);
            if (it == NULL || status > 0) {
                if (it != NULL) swift_ubrk_close(it);
                break;
            }
            give_back(type, it);
        }
    }
}
