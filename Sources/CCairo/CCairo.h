// Cairo (Debian's libcairo2-dev), linked into the program from its static archive with the
// archives it needs (see Package.swift): its own header, as it is.
#ifndef HITLAB_CCAIRO_H
#define HITLAB_CCAIRO_H

#include <cairo/cairo.h>

#endif
