// This module's code is zlib's own, linked from Debian's static archive (Package.swift); a C
// target needs one source file of its own.
#include "CZlib.h"
