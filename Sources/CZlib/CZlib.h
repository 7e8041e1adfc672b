// zlib (Debian's zlib1g-dev), PNG's compression: linked into the program from its static
// archive, so no command loads libz.so.1 at start.
#ifndef HITLAB_CZLIB_H
#define HITLAB_CZLIB_H

#include <zlib.h>

#endif
