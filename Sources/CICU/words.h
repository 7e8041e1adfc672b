// ICU's word boundaries (Debian's libicu-dev), for line breaks that keep Chinese words whole.
// Only this declaration is visible to Swift: ICU's own headers stay in words.c, apart from the
// copy of ICU that Foundation brings.
#include <stdint.h>

/// The word boundaries of `text` (UTF-16, `length` units) as offsets written into `out` (at
/// most `capacity`); returns how many, or -1 when ICU cannot segment it.
int32_t hitlab_word_boundaries(const uint16_t *text, int32_t length, const char *locale, int32_t *out, int32_t capacity);
