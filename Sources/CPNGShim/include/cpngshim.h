// CPNGShim: the only code in alertsnap that calls libpng.
//
// Why this shim exists: libpng reports errors by longjmp-ing out of its callbacks to a setjmp
// point. A longjmp that crossed Swift frames would skip Swift's cleanup (releases, deferred
// blocks) and is undefined behaviour, and Swift cannot call setjmp at all. So every libpng call
// and every setjmp lives in this C file; each entry point sets its own jump buffer and turns a
// libpng error into a status code plus libpng's own message, copied into a caller buffer.
// PNGCodec (Swift) owns the policy (size limits, error wording); this file owns the mechanics.
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Status codes returned by every entry point.
#define CPNGSHIM_OK 0
#define CPNGSHIM_ERR_LIBPNG 1    // libpng rejected the data; the message is libpng's
#define CPNGSHIM_ERR_LIMIT 2     // the image is larger than the caller's limits
#define CPNGSHIM_ERR_MEMORY 3    // an allocation failed
#define CPNGSHIM_ERR_ARGUMENT 4  // the caller passed an impossible size or a null pointer

// PNG colour types, re-exported for Swift (png.h spells them as macros of macros).
#define CPNGSHIM_COLOR_GRAY 0
#define CPNGSHIM_COLOR_RGB 2
#define CPNGSHIM_COLOR_PALETTE 3
#define CPNGSHIM_COLOR_GRAY_ALPHA 4
#define CPNGSHIM_COLOR_RGBA 6

/// A growable byte buffer allocated by the shim; release it with `cpngshim_buffer_free`.
typedef struct cpngshim_buffer {
    uint8_t *data;
    size_t count;
    size_t capacity;
} cpngshim_buffer;

void cpngshim_buffer_free(cpngshim_buffer *buffer);

/// The run-time versions of the linked libraries ("1.6.39"), for the environment that goldens
/// record: libpng's and zlib's as they report themselves, libdeflate's from its header (it has no
/// run-time query, and the shim is compiled against the installed one).
const char *cpngshim_libpng_version(void);
const char *cpngshim_zlib_version(void);
const char *cpngshim_libdeflate_version(void);

/// An in-progress decode: the header has been read, the pixels not yet.
typedef struct cpngshim_decoder cpngshim_decoder;

/// Reads the signature and every chunk up to the first IDAT from `data` (which must stay alive
/// until `cpngshim_decode_finish` or `cpngshim_decoder_free`). Refuses a zero side, a side over
/// `max_side` or an area over `max_pixels` with CPNGSHIM_ERR_LIMIT before any pixel memory is
/// allocated. On success `*decoder` is set and must be finished or freed.
int cpngshim_decode_begin(const uint8_t *data, size_t count, uint32_t max_side,
                          uint64_t max_pixels, cpngshim_decoder **decoder, uint32_t *width,
                          uint32_t *height, char *message, size_t message_capacity);

/// How `cpngshim_decode_begin_mode` decodes. The fast path (libdeflate and the shim's own
/// unfiltering) takes plainly well-formed 8-bit RGB and RGBA files that are not interlaced and
/// have no tRNS; libpng decodes everything else, and any file the fast path finds irregular, so
/// both give the same pixels and the same errors.
#define CPNGSHIM_DECODE_AUTO 0       // fast path where it applies, libpng otherwise
#define CPNGSHIM_DECODE_LIBPNG 1     // libpng only
#define CPNGSHIM_DECODE_FAST_ONLY 2  // test support: fast path only; where it would fall back to
                                     // libpng the decode fails with "fast path declined: ..."

/// `cpngshim_decode_begin` with a choice of decoder (one of the CPNGSHIM_DECODE_ values);
/// `cpngshim_decode_begin` is CPNGSHIM_DECODE_AUTO.
int cpngshim_decode_begin_mode(int mode, const uint8_t *data, size_t count, uint32_t max_side,
                               uint64_t max_pixels, cpngshim_decoder **decoder, uint32_t *width,
                               uint32_t *height, char *message, size_t message_capacity);

/// Test support: how many decodes `cpngshim_decode_begin_mode` has begun on the calling thread.
unsigned long cpngshim_thread_decode_count(void);

/// Decodes every pixel into `rgba` (width * height * 4 bytes, straight RGBA8, rows packed) for
/// any colour type, bit depth and interlacing, and checks the data through IEND. Always frees
/// the decoder.
int cpngshim_decode_finish(cpngshim_decoder *decoder, uint8_t *rgba, char *message,
                           size_t message_capacity);

/// `cpngshim_decode_finish` that also sets `*opaque` (when the decode succeeds) to 1 when every
/// decoded alpha byte is 255 and 0 otherwise. It costs no pass of its own where the file tells:
/// without an alpha channel or tRNS the filler alpha is 255 by construction, and the fast path
/// checks RGBA rows while each is still in cache; only libpng-decoded files with alpha are scanned.
int cpngshim_decode_finish_opaque(cpngshim_decoder *decoder, uint8_t *rgba, int *opaque,
                                  char *message, size_t message_capacity);

/// Frees a decoder that will not be finished.
void cpngshim_decoder_free(cpngshim_decoder *decoder);

/// A row-by-row decode of a file the fast path takes (8-bit RGB or RGBA, not interlaced, no
/// PLTE or tRNS, every chunk well-formed): the rows come one at a time, straight RGBA8, from a
/// ring of two rows, so a reader comparing them never has the whole image written out. Steps:
/// `cpngshim_rows_begin`, `cpngshim_rows_inflate` into a buffer of the caller's, then
/// `cpngshim_rows_next` for each row (stopping early is fine), then `cpngshim_rows_free`. Where
/// any step fails the caller decodes the whole image instead (`cpngshim_decode_begin`), which
/// gives libpng's pixels or libpng's words for the problem: this API never words a refusal.
typedef struct cpngshim_rows cpngshim_rows;

/// Plans the rows of `data` (which must stay alive until `cpngshim_rows_free`): on success sets
/// `*rows`, the size and `*buffer_bytes`, the buffer `cpngshim_rows_inflate` needs. Returns
/// CPNGSHIM_ERR_LIBPNG ("fast path declined: ...") for a file the fast path leaves to libpng,
/// with the same size limits as `cpngshim_decode_begin`. Allocates two rows, no image.
int cpngshim_rows_begin(const uint8_t *data, size_t count, uint32_t max_side,
                        uint64_t max_pixels, cpngshim_rows **rows, uint32_t *width,
                        uint32_t *height, size_t *buffer_bytes, char *message,
                        size_t message_capacity);

/// Inflates the filtered rows into `buffer` (at least `buffer_bytes`, kept alive by the caller
/// until `cpngshim_rows_free`) and checks every row's filter type, so that every row then
/// decodes. A failure (corrupt data, a bad filter type) names the fast path's reason.
int cpngshim_rows_inflate(cpngshim_rows *rows, uint8_t *buffer, size_t capacity, char *message,
                          size_t message_capacity);

/// The next row (row 0 first): `width * 4` bytes of straight RGBA8, valid until the call after
/// the next one; NULL after the last row or before a successful `cpngshim_rows_inflate`.
const uint8_t *cpngshim_rows_next(cpngshim_rows *rows);

/// Frees a row decode (NULL is fine).
void cpngshim_rows_free(cpngshim_rows *rows);

/// Encodes 8-bit RGBA rows (`stride` bytes apart) to PNG in `out`. When `premultiplied` is
/// non-zero the colour channels are premultiplied by alpha and are un-premultiplied on the way.
/// Writes colour type RGB when every alpha is 255, RGBA otherwise; no time or other
/// machine-dependent chunks, so equal input gives equal bytes. The image data is compressed on
/// one thread a core (see encode.c); the bytes do not depend on the number of threads.
int cpngshim_encode_rgba8(const void *rgba, uint32_t width, uint32_t height, size_t stride,
                          int premultiplied, cpngshim_buffer *out, char *message,
                          size_t message_capacity);

/// `cpngshim_encode_rgba8` with the number of compressing threads fixed instead of one a core
/// (0 keeps one a core). The output never depends on it; tests use this to check that.
int cpngshim_encode_rgba8_workers(const void *rgba, uint32_t width, uint32_t height,
                                  size_t stride, int premultiplied, int workers,
                                  cpngshim_buffer *out, char *message, size_t message_capacity);

/// Test support: writes rows already in PNG's packed format (big-endian 16-bit samples,
/// sub-byte samples packed from the high bit) with any colour type, bit depth and Adam7
/// interlacing, so tests can produce every kind of PNG without another encoder.
/// `palette_rgb` holds `palette_count` RGB triples; `trans_alpha` holds `trans_count` palette
/// alphas (tRNS); `trans_color`, if not null, is the transparent gray or RGB value (tRNS for
/// colour types 0 and 2, gray in element 0, RGB in elements 1-3).
int cpngshim_encode_raw(const uint8_t *rows, uint32_t width, uint32_t height, size_t stride,
                        int color_type, int bit_depth, int interlaced,
                        const uint8_t *palette_rgb, int palette_count,
                        const uint8_t *trans_alpha, int trans_count,
                        const uint16_t *trans_color, cpngshim_buffer *out, char *message,
                        size_t message_capacity);

#ifdef __cplusplus
}
#endif
