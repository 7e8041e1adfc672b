// This module's code is Cairo's own, linked from Debian's static archives (Package.swift says
// which); a C target needs one source file of its own.
#include "CCairo.h"
