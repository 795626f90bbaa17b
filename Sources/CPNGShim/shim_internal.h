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

// The AND of the alpha bytes of `count` RGBA pixels: 255 when every one is opaque (fast_decode.c).
uint8_t cpngshim__alpha_and(const uint8_t *rgba, size_t count);
// libpng write callback appending to a cpngshim_buffer (the io pointer), grown geometrically.
void cpngshim__write_data(png_structp png, png_bytep data, size_t length);
void cpngshim__flush(png_structp png);

// The fast path (fast_decode.c): 8-bit RGB/RGBA, not interlaced, without libpng.
struct cpngshim_fast_plan {
    const uint8_t *data;  // the whole file, kept alive by the caller
    size_t count;
    uint32_t width;
    uint32_t height;
    uint32_t channels;   // 3 (RGB) or 4 (RGBA)
    size_t idat_first;   // offset of the first IDAT chunk's length field
    size_t idat_chunks;  // consecutive IDAT chunks from there
    size_t idat_bytes;   // their data, in all
};
// Walks every chunk of `data` (checking each CRC) and returns NULL with `plan` filled when the
// fast path can decode the file, or a short reason why it leaves the file to libpng. Refuses a
// zero side, a side over `max_side` and an area over `max_pixels`; allocates nothing.
const char *cpngshim__fast_plan(const uint8_t *data, size_t count, uint32_t max_side,
                                uint64_t max_pixels, struct cpngshim_fast_plan *plan);
// Decodes a planned file into `rgba` (width * height * 4 bytes). Returns NULL on success, else
// the reason, with `*status` CPNGSHIM_ERR_MEMORY for a failed allocation and CPNGSHIM_ERR_LIBPNG
// for data the fast path will not decode (which libpng then decodes or reports); `rgba` may have
// been written either way. On success `*opaque` is 1 when every alpha byte is 255, else 0.
const char *cpngshim__fast_decode(const struct cpngshim_fast_plan *plan, uint8_t *rgba,
                                  int *status, int *opaque);

// Online processor cores, at least 1 and at most 64 (asked once; encode.c).
int cpngshim__online_cores(void);
