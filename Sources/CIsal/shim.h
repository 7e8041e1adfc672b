#include <isa-l/igzip_lib.h>

/// The level-1 work buffer's size (a macro of macros, which Swift cannot import).
static inline unsigned int hitlab_isal_level1_buffer_size(void) { return ISAL_DEF_LVL1_DEFAULT; }
