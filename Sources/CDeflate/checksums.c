#include "checksums.h"
#include <libdeflate.h>

uint32_t hitlab_adler32(uint32_t adler, const void *data, size_t length) {
    return libdeflate_adler32(adler, data, length);
}

uint32_t hitlab_crc32(uint32_t crc, const void *data, size_t length) {
    return libdeflate_crc32(crc, data, length);
}
