// The declaration lives in the header; this file only makes the target a C module.
#include "fuzzsupport.h"
