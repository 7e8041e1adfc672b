// ICU's word boundaries and line-break opportunities (the ICU inside Swift's Foundation, see
// words.c): Unicode's line breaking (UAX #14) for wrapped text, with Chinese words kept whole.
#include <stdint.h>

/// The word boundaries of `text` (UTF-16, `length` units; ICU's Chinese locale, whose dictionary
/// finds the words) as offsets written into `out` (at most `capacity`); returns how many, or -1
/// when ICU cannot segment it.
int32_t hitlab_word_boundaries(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity);

/// The places a line may break in `text` (Unicode's line-breaking algorithm), written and
/// counted as `hitlab_word_boundaries` writes word boundaries.
int32_t hitlab_line_breaks(const uint16_t *text, int32_t length, int32_t *out, int32_t capacity);

/// Opens break iterators ahead, until `lines` line breakers and `words` word breakers are kept
/// (at most a few each): one for each thread that will break text at once, opened on a thread
/// that has time for it. Opening one builds it from ICU's rules, a few hundred microseconds.
void hitlab_break_iterators_keep(int lines, int words);
