// Internal to CPNGShim: the error and output plumbing shared by decode.c and encode.c.
// Not part of the module's public header; see include/cpngshim.h for why the shim exists.
#pragma once

#include <png.h>

#include "cpngshim.h"

// Error state shared by the libpng callbacks of one read or write struct.
struct shim_error {
    int status;
    char message[256];
    // The first warning that names IHDR: libpng explains a bad header in warnings and then
    // fails with the bare "Invalid IHDR data", so the warning carries the actual reason.
    char header_warning[192];
};

// libpng error callback: records the message (and a header warning) and longjmps to the
// current entry point's setjmp. Never returns.
_Noreturn void cpngshim__on_error(png_structp png, png_const_charp message);
// libpng warning callback: silent, but keeps the first warning naming IHDR.
void cpngshim__on_warning(png_structp png, png_const_charp message);
// Raises a shim-detected error with `status`; never returns.
_Noreturn void cpngshim__fail(png_structp png, int status, const char *message);
// Copies `text` into the caller's message buffer and returns `status`.
int cpngshim__report(int status, const char *text, char *message, size_t capacity);
// Reports a recorded libpng or shim error to the caller.
int cpngshim__finish_error(const struct shim_error *error, char *message, size_t capacity);
// libpng write callback appending to a cpngshim_buffer (the io pointer), grown geometrically.
void cpngshim__write_data(png_structp png, png_bytep data, size_t length);
void cpngshim__flush(png_structp png);
