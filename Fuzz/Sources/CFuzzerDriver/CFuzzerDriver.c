// Only the header matters: it declares libFuzzer's driver for Swift (see FuzzerEntry.swift).
#include "CFuzzerDriver.h"
