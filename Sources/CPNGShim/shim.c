#include "cpngshim.h"
#include <png.h>
int cpngshim_placeholder(void) { return PNG_LIBPNG_VER; }
