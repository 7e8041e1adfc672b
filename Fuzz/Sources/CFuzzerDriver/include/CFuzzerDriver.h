#ifndef HITLAB_CFUZZERDRIVER_H
#define HITLAB_CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's own driver (libclang_rt.fuzzer, linked by -sanitize=fuzzer): parses the
/// flags in argv and fuzzes `callback`, exactly as libFuzzer's `main` does.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
