#include "rows.h"
#include <string.h>

// One pixel at a time, from the 32-bit word: any CPU, either byte order.
static void rgb_pixels(const uint8_t *pixels, uint8_t *rgb, int from, int width) {
    for (int x = from; x < width; x++) {
        uint32_t v;
        memcpy(&v, pixels + 4 * x, 4);
        rgb[3 * x] = (uint8_t)(v >> 16);
        rgb[3 * x + 1] = (uint8_t)(v >> 8);
        rgb[3 * x + 2] = (uint8_t)v;
    }
}

#if defined(__x86_64__)
#include <immintrin.h>

// Four pixels a shuffle: B G R A (a little-endian word's bytes) to R G B. Each store writes 16
// bytes of which the first 12 are the four pixels; the last 4 are written over by the next, so
// the loop stops while 16 bytes still fit in the row.
__attribute__((target("ssse3"))) static int rgb_shuffled(const uint8_t *pixels, uint8_t *rgb, int width) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    int x = 0;
    for (; 3 * x + 16 <= 3 * width; x += 4) {
        __m128i four = _mm_loadu_si128((const __m128i *)(pixels + 4 * x));
        _mm_storeu_si128((__m128i *)(rgb + 3 * x), _mm_shuffle_epi8(four, order));
    }
    return x;
}
#endif

void hitlab_rgb_row(const void *pixels, uint8_t *rgb, int width) {
    int done = 0;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) done = rgb_shuffled(pixels, rgb, width);
#endif
    rgb_pixels(pixels, rgb, done, width);
}
