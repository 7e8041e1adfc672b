// A picture's rows as PNG's bytes: Cairo's 32-bit pixels (0xAARRGGBB in the machine's byte
// order) as R, G, B, 16 bytes in and 12 out at a time where the CPU can shuffle bytes (SSSE3).
#include <stdint.h>

/// The `width` opaque pixels at `pixels` as R, G, B bytes at `rgb` (3 x `width` bytes, nothing
/// written past them).
void hitlab_rgb_row(const void *pixels, uint8_t *rgb, int width);
