#include "words.h"
#include "CLoader.h"
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

// ICU's functions carry its version in their names (ubrk_open is ubrk_open_72): the header's
// macros give the names to look up, and the soname its major version.
#define HITLAB_STRING2(x) #x
#define HITLAB_STRING(x) HITLAB_STRING2(x)

static struct {
    __typeof__(ubrk_open) *open;
    __typeof__(ubrk_first) *first;
    __typeof__(ubrk_next) *next;
    __typeof__(ubrk_close) *close;
} icu;

static const char *fill(void *const *handles) {
    if (!(icu.open = (__typeof__(ubrk_open) *)hitlab_library_find(handles, 1, HITLAB_STRING(ubrk_open)))) return "ubrk_open";
    if (!(icu.first = (__typeof__(ubrk_first) *)hitlab_library_find(handles, 1, HITLAB_STRING(ubrk_first)))) return "ubrk_first";
    if (!(icu.next = (__typeof__(ubrk_next) *)hitlab_library_find(handles, 1, HITLAB_STRING(ubrk_next)))) return "ubrk_next";
    if (!(icu.close = (__typeof__(ubrk_close) *)hitlab_library_find(handles, 1, HITLAB_STRING(ubrk_close)))) return "ubrk_close";
    return 0;
}

static const char *const files[] = {"libicuuc.so." HITLAB_STRING(U_ICU_VERSION_MAJOR_NUM)};
static struct hitlab_library library = {
    .files = files, .count = 1, .package = "libicu72", .fill = fill, .lock = PTHREAD_MUTEX_INITIALIZER};

static int32_t boundaries(UBreakIteratorType type, const uint16_t *text, int32_t length, const char *locale,
                          int32_t *out, int32_t capacity) {
    if (hitlab_library_load(&library) != 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = icu.open(type, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || it == NULL) return -1;
    int32_t count = 0;
    for (int32_t p = icu.first(it); p != UBRK_DONE && count < capacity; p = icu.next(it)) out[count++] = p;
    icu.close(it);
    return count;
}

int32_t hitlab_word_boundaries(const uint16_t *text, int32_t length, const char *locale, int32_t *out, int32_t capacity) {
    return boundaries(UBRK_WORD, text, length, locale, out, capacity);
}

int32_t hitlab_line_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t *out, int32_t capacity) {
    return boundaries(UBRK_LINE, text, length, locale, out, capacity);
}
