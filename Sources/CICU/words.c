#include "words.h"
#include <stddef.h>

// ICU's break iterators, from the copy of ICU that Swift's Foundation carries (_FoundationICU,
// ICU 74 with its data, inside the program of a release build): no system ICU is loaded at run
// time, which took 1.5 ms of `render`'s start (libicuuc, libicudata and their libstdc++). That
// copy names its C functions with a `swift_` prefix and installs no headers, so the four used
// here are declared as ICU's documentation gives them (ubrk.h, a stable C API).
typedef struct UBreakIterator UBreakIterator;
typedef enum { HITLAB_UBRK_WORD = 1, HITLAB_UBRK_LINE = 2 } hitlab_break_type;
enum { HITLAB_UBRK_DONE = -1 };
extern UBreakIterator *swift_ubrk_open(int type, const char *locale, const uint16_t *text, int32_t length, int *status);
extern int32_t swift_ubrk_first(UBreakIterator *iterator);
extern int32_t swift_ubrk_next(UBreakIterator *iterator);
extern void swift_ubrk_close(UBreakIterator *iterator);

static int32_t boundaries(hitlab_break_type type, const uint16_t *text, int32_t length, const char *locale,
                          int32_t *out, int32_t capacity) {
    int status = 0;  // U_ZERO_ERROR; an error is greater than zero (U_FAILURE)
    UBreakIterator *it = swift_ubrk_open(type, locale, text, length, &status);
    if (status > 0 || it == NULL) return -1;
    int32_t count = 0;
    for (int32_t p = swift_ubrk_first(it); p != HITLAB_UBRK_DONE && count < capacity; p = swift_ubrk_next(it)) {
        out[count++] = p;
    }
    swift_ubrk_close(it);
    return count;
}

int32_t hitlab_word_boundaries(const uint16_t *text, int32_t length, const char *locale, int32_t *out, int32_t capacity) {
    return boundaries(HITLAB_UBRK_WORD, text, length, locale, out, capacity);
}

int32_t hitlab_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *out, int32_t capacity) {
    return boundaries(HITLAB_UBRK_LINE, text, length, locale, out, capacity);
}
