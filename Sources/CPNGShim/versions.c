// Library versions for the alertsnap metadata chunk (see cpngshim.h).
#include "cpngshim.h"

#include <libdeflate.h>
#include <png.h>
#include <zlib.h>

const char *cpngshim_libpng_version(void) { return png_get_libpng_ver(NULL); }
const char *cpngshim_zlib_version(void) { return zlibVersion(); }
const char *cpngshim_libdeflate_version(void) { return LIBDEFLATE_VERSION_STRING; }
