#include "words.h"
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

int32_t hitlab_word_boundaries(const uint16_t *text, int32_t length, const char *locale, int32_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_WORD, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || it == NULL) return -1;
    int32_t count = 0;
    for (int32_t p = ubrk_first(it); p != UBRK_DONE && count < capacity; p = ubrk_next(it)) out[count++] = p;
    ubrk_close(it);
    return count;
}
