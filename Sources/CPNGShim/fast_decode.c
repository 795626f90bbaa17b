// CPNGShim fast decoding: the common case (8-bit RGB or RGBA, not interlaced, no tRNS) without
// libpng. libpng inflates with zlib's streaming inflate, row by row; libdeflate inflates the whole
// image in one call about 2-3x faster, and the five PNG filters are undone here straight into the
// caller's RGBA8 buffer.
//
// The fast path is deliberately narrow and strict. `cpngshim__fast_plan` walks every chunk and
// takes the file only when all of it is plainly well-formed: signature, one IHDR first, every
// chunk's CRC, known critical chunks only, IDATs back to back, an empty IEND at the very end.
// `cpngshim__fast_decode` then requires a zlib stream (Adler-32 included) that fills exactly the
// expected number of bytes and is followed by no other data, and valid filter types. Anything else
// makes either function return a reason instead of NULL, and decode.c hands the same bytes to
// libpng, which decodes or reports the problem in its own words. So the fast path changes how fast
// an image decodes, never whether it decodes or what its pixels are.
#include <limits.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>

#include <libdeflate.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "shim_internal.h"

// MARK: - Chunk walking

static uint32_t read_be32(const uint8_t *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 |
           (uint32_t)bytes[3];
}

#define CHUNK_TYPE(a, b, c, d) \
    ((uint32_t)(a) << 24 | (uint32_t)(b) << 16 | (uint32_t)(c) << 8 | (uint32_t)(d))
#define TYPE_IHDR CHUNK_TYPE('I', 'H', 'D', 'R')
#define TYPE_IDAT CHUNK_TYPE('I', 'D', 'A', 'T')
#define TYPE_IEND CHUNK_TYPE('I', 'E', 'N', 'D')
#define TYPE_PLTE CHUNK_TYPE('P', 'L', 'T', 'E')
#define TYPE_tRNS CHUNK_TYPE('t', 'R', 'N', 'S')
#define TYPE_acTL CHUNK_TYPE('a', 'c', 'T', 'L')
#define TYPE_fcTL CHUNK_TYPE('f', 'c', 'T', 'L')
#define TYPE_fdAT CHUNK_TYPE('f', 'd', 'A', 'T')

static int is_ascii_letter(uint8_t byte) {
    return (byte >= 'A' && byte <= 'Z') || (byte >= 'a' && byte <= 'z');
}

// Reads the chunk whose length field is at `position`: checks that all of it (length, type,
// data, CRC) lies inside the data, that the length and type are valid, and that the CRC matches.
static const char *read_chunk(const uint8_t *data, size_t count, size_t position,
                              uint32_t *length, uint32_t *type) {
    if (position > count || count - position < 12) return "truncated chunk";
    const uint8_t *chunk = data + position;
    uint32_t size = read_be32(chunk);
    if (size > 0x7FFFFFFFu) return "chunk length out of range";
    if ((size_t)size > count - position - 12) return "truncated chunk";
    for (int i = 4; i < 8; i++) {
        if (!is_ascii_letter(chunk[i])) return "invalid chunk type";
    }
    uint32_t crc = (uint32_t)libdeflate_crc32(0, chunk + 4, (size_t)size + 4);
    if (crc != read_be32(chunk + 8 + size)) return "CRC error";
    *length = size;
    *type = read_be32(chunk + 4);
    return NULL;
}

const char *cpngshim__fast_plan(const uint8_t *data, size_t count, uint32_t max_side,
                                uint64_t max_pixels, struct cpngshim_fast_plan *plan) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (data == NULL || count < 8 || memcmp(data, signature, 8) != 0) return "no PNG signature";

    // IHDR: first, 13 bytes, and a format the fast path decodes.
    size_t position = 8;
    uint32_t length = 0, type = 0;
    const char *problem = read_chunk(data, count, position, &length, &type);
    if (problem != NULL) return problem;
    if (type != TYPE_IHDR || length != 13) return "IHDR is not the first chunk or not 13 bytes";
    const uint8_t *header = data + position + 8;
    uint32_t width = read_be32(header), height = read_be32(header + 4);
    uint8_t bit_depth = header[8], color_type = header[9];
    if (bit_depth != 8 || (color_type != 2 && color_type != 6)) return "not 8-bit RGB or RGBA";
    if (header[10] != 0 || header[11] != 0) return "unknown compression or filter method";
    if (header[12] != 0) return "interlaced";
    // The size limits, before anything is allocated; libpng words the refusal.
    if (width == 0 || height == 0 || width > 0x7FFFFFFFu || height > 0x7FFFFFFFu ||
        width > max_side || height > max_side || (uint64_t)width * height > max_pixels) {
        return "size out of range";
    }
    size_t channels = color_type == 6 ? 4 : 3;
    size_t row_bytes = (size_t)width * channels;
    if (row_bytes / channels != width || row_bytes == SIZE_MAX ||
        (size_t)height > SIZE_MAX / (row_bytes + 1) || (size_t)height > SIZE_MAX / ((size_t)width * 4)) {
        return "image too large for this machine";
    }
    position += 12 + (size_t)length;

    // Every other chunk, through IEND.
    size_t idat_first = 0, idat_chunks = 0, idat_bytes = 0;
    int idat_done = 0;  // a chunk other than IDAT came after the IDATs
    for (;;) {
        problem = read_chunk(data, count, position, &length, &type);
        if (problem != NULL) return problem;
        if (type == TYPE_IDAT) {
            if (idat_done) return "IDAT after another chunk that followed IDAT";
            if (idat_chunks == 0) idat_first = position;
            idat_chunks++;
            idat_bytes += length;  // bounded by count: every chunk lies inside the data
        } else {
            if (idat_chunks > 0) idat_done = 1;
            if (type == TYPE_IEND) {
                if (idat_chunks == 0) return "no IDAT before IEND";
                if (length != 0) return "IEND is not empty";
                if (position + 12 != count) return "data after IEND";
                break;
            }
            if (type == TYPE_IHDR) return "more than one IHDR";
            if (type == TYPE_PLTE) return "PLTE";
            if (type == TYPE_tRNS) return "tRNS";
            if (type == TYPE_acTL || type == TYPE_fcTL || type == TYPE_fdAT) return "APNG chunk";
            if ((type & 0x20000000u) == 0) return "unknown critical chunk";
            if ((type & 0x00002000u) != 0) return "chunk type with the reserved bit set";
            // Any other ancillary chunk: its CRC is right; skipped, as it changes no pixel.
        }
        position += 12 + (size_t)length;
    }

    *plan = (struct cpngshim_fast_plan){
        .data = data,
        .count = count,
        .width = width,
        .height = height,
        .channels = (uint32_t)channels,
        .idat_first = idat_first,
        .idat_chunks = idat_chunks,
        .idat_bytes = idat_bytes,
    };
    return NULL;
}

// MARK: - Unfiltering

// Each row function undoes one filter type for `count` bytes of `bpp`-byte pixels: `in` is the
// filtered row (after its filter byte), `prev` the previous unfiltered row (zeros for the first
// row), `out` receives the unfiltered row. None of the three overlap. `bpp` is a constant at every
// call site, so each function is compiled once per pixel size with the channel loops unrolled.
#define ROW_ARGS uint8_t *restrict out, const uint8_t *restrict in, \
                 const uint8_t *restrict prev, size_t count, size_t bpp

static inline __attribute__((always_inline)) void unfilter_sub(ROW_ARGS) {
    (void)prev;
    for (size_t i = 0; i < bpp; i++) out[i] = in[i];
    for (size_t i = bpp; i < count; i++) out[i] = (uint8_t)(in[i] + out[i - bpp]);
}

static inline __attribute__((always_inline)) void unfilter_up(ROW_ARGS) {
    (void)bpp;
    for (size_t i = 0; i < count; i++) out[i] = (uint8_t)(in[i] + prev[i]);
}

static inline __attribute__((always_inline)) void unfilter_average(ROW_ARGS) {
    for (size_t i = 0; i < bpp; i++) out[i] = (uint8_t)(in[i] + (prev[i] >> 1));
    for (size_t i = bpp; i < count; i++) {
        out[i] = (uint8_t)(in[i] + (((unsigned)out[i - bpp] + prev[i]) >> 1));
    }
}

#if !defined(__SSE2__)
// The Paeth predictor: of left (a), up (b) and up-left (c), the one closest to a + b - c, ties
// going to a, then b. Branch-free (masks, not jumps: the choice is data-dependent noise to a
// branch predictor). Each channel's chain runs through `a` only, so the channels of a pixel
// proceed in parallel.
static inline __attribute__((always_inline)) int absolute(int value) {
    int sign = value >> 31;
    return (value ^ sign) - sign;
}

static inline __attribute__((always_inline)) unsigned paeth(int a, int b, int c) {
    int p = b - c;  // p - a for p = a + b - c
    int q = a - c;  // p - b
    int pa = absolute(p), pb = absolute(q), pc = absolute(p + q);
    int take_b = -(pb < pa);  // all ones when b is strictly closer than a
    int best = a ^ ((a ^ b) & take_b);
    int smallest = pa ^ ((pa ^ pb) & take_b);
    int take_c = -(pc < smallest);
    return (unsigned)(best ^ ((best ^ c) & take_c));
}
#endif

#if defined(__SSE2__)
// Paeth with SSE2, one pixel per step in 16-bit lanes (all channels at once). The serial chain
// from one pixel's `a` to the next is what limits speed, so the choice is rewritten as
// comparisons of `a` against thresholds that depend on b and c only (computed off the chain):
//   a is chosen when a <= lo or a >= hi, where (lo, hi) = (3c - 2b, b) if b >= c, else
//   (b, 3c - 2b); otherwise b is chosen when 2a >= 3c - b (b >= c) or 2a <= 3c - b (b < c),
//   else c.
// (From pa = |b - c|, pb = |a - c|, pc = |a + b - 2c| with the ties of the PNG spec; the tests
// check it against the textbook predictor on every filter type and libpng on real files.)
static inline __attribute__((always_inline)) __m128i load_pixel(const uint8_t *bytes) {
    uint32_t word;
    memcpy(&word, bytes, 4);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)word), _mm_setzero_si128());
}

static inline __attribute__((always_inline)) __m128i load_pixel_exact(const uint8_t *bytes,
                                                                      size_t bpp) {
    uint32_t word = 0;
    memcpy(&word, bytes, bpp);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)word), _mm_setzero_si128());
}

static inline __attribute__((always_inline)) void store_pixel(uint8_t *bytes, __m128i pixel,
                                                              size_t bpp) {
    uint32_t word = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(pixel, pixel));
    memcpy(bytes, &word, bpp);
}

static inline __attribute__((always_inline)) __m128i paeth_step(__m128i a, __m128i b, __m128i c,
                                                                __m128i d) {
    __m128i b_below_c = _mm_cmpgt_epi16(c, b);
    __m128i c3 = _mm_add_epi16(c, _mm_add_epi16(c, c));
    __m128i t = _mm_sub_epi16(c3, _mm_add_epi16(b, b));  // 3c - 2b
    __m128i lo = _mm_or_si128(_mm_and_si128(b_below_c, b), _mm_andnot_si128(b_below_c, t));
    __m128i hi = _mm_or_si128(_mm_and_si128(b_below_c, t), _mm_andnot_si128(b_below_c, b));
    // 2a > limit <=> 2a >= 3c - b for b >= c; the mask is inverted for b < c (2a <= 3c - b).
    __m128i limit = _mm_sub_epi16(c3, b);
    limit = _mm_add_epi16(limit, _mm_andnot_si128(b_below_c, _mm_set1_epi16(-1)));
    __m128i b_xor_c = _mm_xor_si128(b, c);
    // The chain through a:
    __m128i inside = _mm_and_si128(_mm_cmpgt_epi16(a, lo), _mm_cmpgt_epi16(hi, a));
    __m128i take_b = _mm_xor_si128(_mm_cmpgt_epi16(_mm_add_epi16(a, a), limit), b_below_c);
    __m128i b_or_c = _mm_xor_si128(c, _mm_and_si128(b_xor_c, take_b));
    __m128i predicted = _mm_or_si128(_mm_and_si128(inside, b_or_c), _mm_andnot_si128(inside, a));
    // Byte adds keep each 16-bit lane's high byte zero: the sum is exact modulo 256.
    return _mm_add_epi8(d, predicted);
}

static inline __attribute__((always_inline)) void unfilter_paeth(ROW_ARGS) {
    __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128();
    size_t i = 0;
    // Whole 4-byte loads and stores while they stay inside the row; with 3-byte pixels the
    // fourth byte stored is the next pixel's, rewritten by the next step.
    for (; i + 4 <= count; i += bpp) {
        __m128i b = load_pixel(prev + i);
        a = paeth_step(a, b, c, load_pixel(in + i));
        store_pixel(out + i, a, 4);
        c = b;
    }
    for (; i < count; i += bpp) {
        __m128i b = load_pixel_exact(prev + i, bpp);
        a = paeth_step(a, b, c, load_pixel_exact(in + i, bpp));
        store_pixel(out + i, a, bpp);
        c = b;
    }
}
#else
static inline __attribute__((always_inline)) void unfilter_paeth(ROW_ARGS) {
    // First pixel: no left neighbour, so a = c = 0 and the prediction is b.
    for (size_t i = 0; i < bpp; i++) out[i] = (uint8_t)(in[i] + prev[i]);
    for (size_t i = bpp; i < count; i += bpp) {
        for (size_t k = 0; k < bpp; k++) {
            out[i + k] =
                (uint8_t)(in[i + k] + paeth(out[i + k - bpp], prev[i + k], prev[i + k - bpp]));
        }
    }
}
#endif

// Undoes `filter` for one row; 0 for an invalid filter type.
static inline __attribute__((always_inline)) int unfilter_row(unsigned filter, ROW_ARGS) {
    switch (filter) {
    case 0: memcpy(out, in, count); return 1;
    case 1: unfilter_sub(out, in, prev, count, bpp); return 1;
    case 2: unfilter_up(out, in, prev, count, bpp); return 1;
    case 3: unfilter_average(out, in, prev, count, bpp); return 1;
    case 4: unfilter_paeth(out, in, prev, count, bpp); return 1;
    default: return 0;
    }
}

static int unfilter_row_rgb(unsigned filter, uint8_t *restrict out, const uint8_t *restrict in,
                            const uint8_t *restrict prev, size_t count) {
    return unfilter_row(filter, out, in, prev, count, 3);
}

static int unfilter_row_rgba(unsigned filter, uint8_t *restrict out, const uint8_t *restrict in,
                             const uint8_t *restrict prev, size_t count) {
    return unfilter_row(filter, out, in, prev, count, 4);
}

// Packed RGB to RGBA with alpha 255. `rgb` must be followed by 16 readable bytes (the scratch
// rows' padding): whole words and vectors are loaded past the last pixel and the extra bytes
// discarded.
static void expand_rgb(uint8_t *restrict out, const uint8_t *restrict rgb, size_t width) {
    size_t x = 0;
#if defined(__SSE2__)
    // Four pixels a step: 12 bytes spread into four 32-bit lanes by whole-register byte shifts.
    const __m128i keep0 = _mm_set_epi32(0, 0, 0, 0x00FFFFFF);
    const __m128i keep1 = _mm_set_epi32(0, 0, 0x00FFFFFF, 0);
    const __m128i keep2 = _mm_set_epi32(0, 0x00FFFFFF, 0, 0);
    const __m128i keep3 = _mm_set_epi32(0x00FFFFFF, 0, 0, 0);
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    for (; x + 4 <= width; x += 4) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)(rgb + 3 * x));
        __m128i pixels = _mm_or_si128(
            _mm_or_si128(_mm_and_si128(bytes, keep0),
                         _mm_and_si128(_mm_slli_si128(bytes, 1), keep1)),
            _mm_or_si128(_mm_and_si128(_mm_slli_si128(bytes, 2), keep2),
                         _mm_and_si128(_mm_slli_si128(bytes, 3), keep3)));
        _mm_storeu_si128((__m128i *)(void *)(out + 4 * x), _mm_or_si128(pixels, alpha));
    }
#endif
    // A pixel at a time through 32-bit words, the fourth byte loaded replaced by 255.
    for (; x < width; x++) {
        uint32_t pixel;
        memcpy(&pixel, rgb + 3 * x, 4);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        pixel |= 0xFF000000u;
#else
        pixel |= 0x000000FFu;
#endif
        memcpy(out + 4 * x, &pixel, 4);
    }
}

#if defined(__SSE2__)
// MARK: - RGB rows unfiltered straight into RGBA

// Filtered RGB rows undone straight into the RGBA output, alpha 255, with the RGBA row above as
// the "previous row": no packed intermediate row and no separate RGB -> RGBA pass (that pass
// was a quarter of the unfiltering of the benchmark screen). `in` is a filtered row after its
// filter byte and must be followed by 16 readable bytes (whole words and vectors are loaded past
// the last pixel and the extra bytes ignored); `prev` is the RGBA row above (zeros for the
// first); `out` gets `width` RGBA pixels and nothing past them.
#define FUSED_ARGS uint8_t *restrict out, const uint8_t *restrict in, \
                   const uint8_t *restrict prev, size_t width

static inline __attribute__((always_inline)) uint32_t load_word(const uint8_t *bytes) {
    uint32_t word;
    memcpy(&word, bytes, 4);
    return word;
}

// The RGB bytes of `pixel` (16-bit lanes) with alpha 255, stored as 4 bytes.
static inline __attribute__((always_inline)) void store_rgba(uint8_t *bytes, __m128i pixel) {
    uint32_t word = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(pixel, pixel));
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    word |= 0xFF000000u;
#else
    word |= 0x000000FFu;
#endif
    memcpy(bytes, &word, 4);
}

// Four packed RGB pixels (12 of the 16 bytes loaded at `rgb`) spread into four RGBA lanes,
// alpha 0: whole-register byte shifts, as in expand_rgb.
static inline __attribute__((always_inline)) __m128i spread_rgb(const uint8_t *rgb) {
    const __m128i keep0 = _mm_set_epi32(0, 0, 0, 0x00FFFFFF);
    const __m128i keep1 = _mm_set_epi32(0, 0, 0x00FFFFFF, 0);
    const __m128i keep2 = _mm_set_epi32(0, 0x00FFFFFF, 0, 0);
    const __m128i keep3 = _mm_set_epi32(0x00FFFFFF, 0, 0, 0);
    __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)rgb);
    return _mm_or_si128(
        _mm_or_si128(_mm_and_si128(bytes, keep0), _mm_and_si128(_mm_slli_si128(bytes, 1), keep1)),
        _mm_or_si128(_mm_and_si128(_mm_slli_si128(bytes, 2), keep2),
                     _mm_and_si128(_mm_slli_si128(bytes, 3), keep3)));
}

static void fused_up(FUSED_ARGS) {
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    size_t x = 0;
    for (; x + 4 <= width; x += 4) {
        __m128i above = _mm_loadu_si128((const __m128i *)(const void *)(prev + 4 * x));
        __m128i sum = _mm_add_epi8(spread_rgb(in + 3 * x), above);
        _mm_storeu_si128((__m128i *)(void *)(out + 4 * x), _mm_or_si128(sum, alpha));
    }
    for (; x < width; x++) {
        __m128i sum = _mm_add_epi8(_mm_cvtsi32_si128((int)load_word(in + 3 * x)),
                                   _mm_cvtsi32_si128((int)load_word(prev + 4 * x)));
        store_rgba(out + 4 * x, _mm_unpacklo_epi8(sum, _mm_setzero_si128()));
    }
}

static void fused_none(FUSED_ARGS) {
    (void)prev;
    expand_rgb(out, in, width);
}

// Sub, Average and Paeth carry each pixel into the next, so they go a pixel at a time in 16-bit
// lanes (all channels at once); byte adds keep each lane's high byte zero.
static void fused_sub(FUSED_ARGS) {
    (void)prev;
    __m128i a = _mm_setzero_si128();
    for (size_t x = 0; x < width; x++) {
        a = _mm_add_epi8(a, load_pixel(in + 3 * x));
        store_rgba(out + 4 * x, a);
    }
}

static void fused_average(FUSED_ARGS) {
    __m128i a = _mm_setzero_si128();
    for (size_t x = 0; x < width; x++) {
        __m128i b = load_pixel(prev + 4 * x);
        a = _mm_add_epi8(load_pixel(in + 3 * x), _mm_srli_epi16(_mm_add_epi16(a, b), 1));
        store_rgba(out + 4 * x, a);
    }
}

static void fused_paeth(FUSED_ARGS) {
    __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128();
    for (size_t x = 0; x < width; x++) {
        __m128i b = load_pixel(prev + 4 * x);
        a = paeth_step(a, b, c, load_pixel(in + 3 * x));
        store_rgba(out + 4 * x, a);
        c = b;
    }
}

// Undoes `filter` for one RGB row into RGBA; 0 for an invalid filter type.
static int fused_row(unsigned filter, FUSED_ARGS) {
    switch (filter) {
    case 0: fused_none(out, in, prev, width); return 1;
    case 1: fused_sub(out, in, prev, width); return 1;
    case 2: fused_up(out, in, prev, width); return 1;
    case 3: fused_average(out, in, prev, width); return 1;
    case 4: fused_paeth(out, in, prev, width); return 1;
    default: return 0;
    }
}
#endif

// MARK: - Decoding

// Offers the 2 MiB-aligned pages inside [start, start + count) to the kernel as transparent huge
// pages before anything is written there. A 1170x2532 output then faults in 5 huge pages instead of
// about 2,900 small ones: page faults and clearing were the largest kernel share of `alertsnap diff`
// in perf. Advice only: ignored where THP is off, and it never changes a byte.
static void advise_huge_pages(uint8_t *start, size_t count) {
#if defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t first = ((uintptr_t)start + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)start + count) & ~(huge - 1);
    if (end > first) (void)madvise((void *)first, end - first, MADV_HUGEPAGE);
#else
    (void)start;
    (void)count;
#endif
}

// The AND of the alpha bytes (every fourth, from byte 3) of `count` RGBA pixels: 255 when all are
// opaque. Run on each row just unfiltered, while it is in cache (and by decode.c on a whole image
// libpng decoded).
uint8_t cpngshim__alpha_and(const uint8_t *rgba, size_t count) {
    uint32_t all = 0xFFFFFFFFu;
    for (size_t x = 0; x < count; x++) {
        uint32_t pixel;
        memcpy(&pixel, rgba + 4 * x, 4);
        all &= pixel;
    }
    uint8_t bytes[4];
    memcpy(bytes, &all, 4);
    return bytes[3];
}

// MARK: - Rows in two ranges

// A run of rows [first, end) undone by one thread: RGB straight into RGBA (SSE2), or RGBA.
struct unfilter_range {
    const struct cpngshim_fast_plan *plan;
    const uint8_t *raw;    // filtered rows, a filter byte each, packed
    uint8_t *rgba;         // the output
    const uint8_t *zeros;  // a row of zeros (at least width * 4 + 16 bytes)
    uint8_t *copy;         // this thread's scratch row (width * 4 + 16 bytes)
    const uint8_t *side;   // filtered rows [side_first, side_end), copied (+ 16 bytes), or NULL
    size_t side_first, side_end;
    size_t first, end;
    const char *problem;   // set on a bad filter type
    uint8_t alpha;         // RGBA: the AND of every alpha byte written
};

static void *unfilter_rows(void *argument) {
    struct unfilter_range *range = (struct unfilter_range *)argument;
    const size_t width = range->plan->width, height = range->plan->height;
    const size_t channels = range->plan->channels, row_bytes = width * channels;
    const size_t stride = row_bytes + 1;
    range->alpha = 0xFF;
    // The first row of a range after the first has filter None or Sub, which read no row above
    // (and the row above belongs to the other thread): zeros stand in for it.
    const uint8_t *above = range->zeros;
    for (size_t y = range->first; y < range->end; y++) {
        const uint8_t *row = range->side != NULL && y >= range->side_first && y < range->side_end
                                 ? range->side + (y - range->side_first) * stride
                                 : range->raw + y * stride;
        uint8_t *out = range->rgba + y * width * 4;
        int ok;
#if defined(__SSE2__)
        if (channels == 3) {
            // Read from a copy where writing this RGBA row could overwrite the filtered row
            // before it is read (the last rows, where the tail holding the filtered rows meets
            // the head being written), and for the last row, which has nothing after it to load
            // past its end.
            if (row == range->raw + y * stride && (out + width * 4 > row || y + 1 == height)) {
                memcpy(range->copy, row, stride);
                row = range->copy;
            }
            ok = fused_row(row[0], out, row + 1, above, width);
        } else
#endif
        {
            ok = unfilter_row_rgba(row[0], out, row + 1, above, row_bytes);
            if (ok && range->alpha == 0xFF) range->alpha = cpngshim__alpha_and(out, width);
        }
        if (!ok) {
            range->problem = "bad adaptive filter value";
            return NULL;
        }
        above = out;
    }
    return NULL;
}

// Where to cut the rows into two ranges undone on two threads at once, or 0 for one range: a
// row whose filter (None or Sub) reads no row above, as near the middle as there is one in the
// middle half, for images of at least 256 rows and 2^18 pixels on a machine with two cores or
// more. Unfiltering is serial from row to row otherwise (Up, Average and Paeth read the row
// above), and it was the longest step of a cold R1 render after the inflate. Encoders choosing
// filters adaptively pick None or Sub on flat rows (89 of the benchmark screen's 2532, spread
// over it). The pixels never depend on the cut.
static size_t split_rows(const struct cpngshim_fast_plan *plan, const uint8_t *raw) {
    const size_t width = plan->width, height = plan->height;
    if (height < 256 || width * height < ((size_t)1 << 18) || cpngshim__online_cores() < 2) {
        return 0;
    }
    const size_t stride = width * plan->channels + 1;
    const size_t middle = height / 2;
    for (size_t d = 0; d <= height / 4; d++) {
        if (raw[(middle - d) * stride] <= 1) return middle - d;
        if (raw[(middle + d) * stride] <= 1) return middle + d;
    }
    return 0;
}

// Inflates the planned file's image data into `raw` (exactly `raw_bytes`: the filtered rows, a
// filter byte each). NULL on success, else the reason, with `*status` CPNGSHIM_ERR_MEMORY for a
// failed allocation and CPNGSHIM_ERR_LIBPNG for a stream the fast path will not take.
static const char *inflate_image(const struct cpngshim_fast_plan *plan, uint8_t *raw,
                                 size_t raw_bytes, int *status) {
    *status = CPNGSHIM_ERR_LIBPNG;
    // The compressed stream: the one IDAT's data in place, or the IDATs' data gathered.
    const uint8_t *stream = plan->data + plan->idat_first + 8;
    uint8_t *gathered = NULL;
    if (plan->idat_chunks > 1) {
        gathered = (uint8_t *)malloc(plan->idat_bytes > 0 ? plan->idat_bytes : 1);
        if (gathered == NULL) {
            *status = CPNGSHIM_ERR_MEMORY;
            return "out of memory";
        }
        size_t position = plan->idat_first, filled = 0;
        for (size_t i = 0; i < plan->idat_chunks; i++) {  // consecutive; checked by the plan
            size_t length = read_be32(plan->data + position);
            memcpy(gathered + filled, plan->data + position + 8, length);
            filled += length;
            position += 12 + length;
        }
        stream = gathered;
    }
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (inflater == NULL) {
        free(gathered);
        *status = CPNGSHIM_ERR_MEMORY;
        return "out of memory";
    }
    size_t consumed = 0;
    // With no `actual_out` pointer libdeflate succeeds only on exactly `raw_bytes` bytes; it
    // checks the Adler-32; `consumed` must then be the whole IDAT data (no trailing bytes).
    enum libdeflate_result result = libdeflate_zlib_decompress_ex(
        inflater, stream, plan->idat_bytes, raw, raw_bytes, &consumed, NULL);
    libdeflate_free_decompressor(inflater);
    free(gathered);
    if (result != LIBDEFLATE_SUCCESS) {
        return result == LIBDEFLATE_SHORT_OUTPUT        ? "not enough image data"
               : result == LIBDEFLATE_INSUFFICIENT_SPACE ? "too much image data"
                                                         : "invalid compressed data";
    }
    if (consumed != plan->idat_bytes) return "extra compressed data";
    return NULL;
}

const char *cpngshim__fast_decode(const struct cpngshim_fast_plan *plan, uint8_t *rgba,
                                  int *status, int *opaque) {
    *status = CPNGSHIM_ERR_LIBPNG;
    *opaque = 0;
    const size_t width = plan->width, height = plan->height, channels = plan->channels;
    const size_t row_bytes = width * channels;    // unfiltered bytes per row
    const size_t raw_bytes = (row_bytes + 1) * height;  // inflated: a filter byte per row
    const size_t out_bytes = width * 4 * height;
    advise_huge_pages(rgba, out_bytes);

    // Where the inflated rows go. For RGB they are smaller than the output, so they are inflated
    // into its tail and unfiltered row by row towards its head: RGBA row y ends at 4 * w * (y + 1),
    // and filtered row y + 1 starts at h * (w - 1) + (3 * w + 1) * (y + 1), which is never less,
    // so writing row y never overwrites a row still to be read. RGBA needs its own buffer.
    uint8_t *raw_buffer = NULL;
    uint8_t *raw;
    if (channels == 3) {
        raw = rgba + (out_bytes - raw_bytes);
    } else {
        raw_buffer = (uint8_t *)malloc(raw_bytes);
        if (raw_buffer == NULL) {
            *status = CPNGSHIM_ERR_MEMORY;
            return "out of memory";
        }
        raw = raw_buffer;
    }
    // Per-row scratch: a row of zeros (the "previous row" of the first row) and, for RGB, the
    // current and previous unfiltered rows in packed form (SSE2: a copy of one filtered row),
    // each followed by the 16 bytes of padding that `expand_rgb` reads past the last pixel. Rows
    // are sized for RGBA, since the zero row is also the RGBA row above the first.
    const size_t scratch_row = width * 4 + 16;
    uint8_t *scratch = (uint8_t *)calloc(3, scratch_row);
    if (scratch == NULL) {
        free(raw_buffer);
        *status = CPNGSHIM_ERR_MEMORY;
        return "out of memory";
    }
    const char *problem = inflate_image(plan, raw, raw_bytes, status);
    if (problem != NULL && *status == CPNGSHIM_ERR_MEMORY) {
        free(scratch);
        free(raw_buffer);
        return problem;
    }

    const uint8_t *zeros = scratch;
    int all_opaque = channels == 3;  // RGB: the alpha written is 255
#if defined(__SSE2__)
    const int fused = channels == 3;
#else
    const int fused = 0;
#endif
    if (problem == NULL && (fused || channels == 4)) {
        // Rows are undone in one or two ranges (see split_rows), each on its own thread; an
        // empty second range counts as opaque.
        struct unfilter_range ranges[2] = {
            {.plan = plan, .raw = raw, .rgba = rgba, .zeros = zeros, .copy = scratch + scratch_row,
             .first = 0, .end = height, .alpha = 0xFF},
            {.plan = plan, .raw = raw, .rgba = rgba, .zeros = zeros,
             .copy = scratch + 2 * scratch_row, .first = height, .end = height, .alpha = 0xFF},
        };
        uint8_t *side = NULL;
        size_t split = split_rows(plan, raw);
        if (split > 0 && channels == 3) {
            // The lower range's RGBA rows start inside the upper range's filtered rows (both
            // share the output buffer): the upper range reads those rows, from the first its
            // partner's first RGBA row reaches (and one before it, whose reads past its end
            // would reach that row), from a copy made before either starts.
            const size_t stride = row_bytes + 1, base = out_bytes - raw_bytes;
            size_t reach = width * 4 * split;  // where the lower range's first RGBA row starts
            size_t first = reach > base ? (reach - base) / stride : 0;
            if (first > 0) first--;
            if (first < split) {
                side = (uint8_t *)malloc((split - first) * stride + 16);
                if (side == NULL) {
                    split = 0;
                } else {
                    memcpy(side, raw + first * stride, (split - first) * stride);
                    ranges[0].side = side;
                    ranges[0].side_first = first;
                    ranges[0].side_end = split;
                }
            }
        }
        pthread_t helper;
        int threaded = 0;
        if (split > 0) {
            ranges[0].end = split;
            ranges[1].first = split;
            threaded = pthread_create(&helper, NULL, unfilter_rows, &ranges[1]) == 0;
            if (!threaded) ranges[0].end = height;  // all on this thread after all
        }
        unfilter_rows(&ranges[0]);
        if (threaded) pthread_join(helper, NULL);
        free(side);
        problem = ranges[0].problem != NULL ? ranges[0].problem : ranges[1].problem;
        if (channels == 4) all_opaque = ranges[0].alpha == 0xFF && ranges[1].alpha == 0xFF;
    } else if (problem == NULL && channels == 3) {
        uint8_t *current = scratch + scratch_row, *previous = scratch + 2 * scratch_row;
        const uint8_t *above = zeros;
        for (size_t y = 0; y < height; y++) {
            const uint8_t *row = raw + y * (row_bytes + 1);
            if (!unfilter_row_rgb(row[0], current, row + 1, above, row_bytes)) {
                problem = "bad adaptive filter value";
                break;
            }
            expand_rgb(rgba + y * width * 4, current, width);
            above = current;
            uint8_t *swap = current;
            current = previous;
            previous = swap;
        }
    }
    free(scratch);
    free(raw_buffer);
    if (problem == NULL) {
        *status = CPNGSHIM_OK;
        *opaque = all_opaque;
    }
    return problem;
}

// MARK: - Row by row

// A row-by-row decode of a planned file (cpngshim_rows_begin): the filtered rows are inflated
// whole into the caller's buffer, then each `cpngshim_rows_next` undoes one row into a ring of
// two RGBA rows, so a reader that compares rows (check's golden against its canvas) finds each one
// in L1 and neither the 12 MB image of a phone screen is written nor read again.
struct cpngshim_rows {
    struct cpngshim_fast_plan plan;
    const uint8_t *raw;    // the filtered rows in the caller's buffer (NULL before inflating)
    size_t next;           // the row `cpngshim_rows_next` undoes next
    const uint8_t *above;  // the RGBA row above it (the zero row for the first)
    uint8_t *ring;         // zeros, two RGBA rows and (packed RGB without SSE2) two packed rows
    size_t ring_row;       // bytes a ring row: width * 4 + 16
};

int cpngshim_rows_begin(const uint8_t *data, size_t count, uint32_t max_side,
                        uint64_t max_pixels, cpngshim_rows **rows, uint32_t *width,
                        uint32_t *height, size_t *buffer_bytes, char *message,
                        size_t message_capacity) {
    if (rows == NULL || width == NULL || height == NULL || buffer_bytes == NULL || data == NULL) {
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
    }
    *rows = NULL;
    struct cpngshim_fast_plan plan;
    const char *declined = cpngshim__fast_plan(data, count, max_side, max_pixels, &plan);
    if (declined != NULL) {
        char text[160];
        snprintf(text, sizeof text, "fast path declined: %s", declined);
        return cpngshim__report(CPNGSHIM_ERR_LIBPNG, text, message, message_capacity);
    }
    const size_t ring_row = (size_t)plan.width * 4 + 16;  // the plan checked w * 4 fits
    cpngshim_rows *state = (cpngshim_rows *)calloc(1, sizeof *state);
    uint8_t *ring = (uint8_t *)calloc(5, ring_row);
    if (state == NULL || ring == NULL) {
        free(state);
        free(ring);
        return cpngshim__report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    *state = (struct cpngshim_rows){
        .plan = plan, .above = ring, .ring = ring, .ring_row = ring_row};
    *rows = state;
    *width = plan.width;
    *height = plan.height;
    // The filtered rows and the 16 bytes that whole-vector loads read past the last one.
    *buffer_bytes = ((size_t)plan.width * plan.channels + 1) * plan.height + 16;
    return CPNGSHIM_OK;
}

int cpngshim_rows_inflate(cpngshim_rows *rows, uint8_t *buffer, size_t capacity, char *message,
                          size_t message_capacity) {
    if (rows == NULL || buffer == NULL) {
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
    }
    const struct cpngshim_fast_plan *plan = &rows->plan;
    const size_t stride = (size_t)plan->width * plan->channels + 1;
    const size_t raw_bytes = stride * plan->height;
    if (rows->raw != NULL || capacity < raw_bytes + 16) {
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "buffer too small or rows inflated twice",
                                message, message_capacity);
    }
    int status = CPNGSHIM_OK;
    const char *problem = inflate_image(plan, buffer, raw_bytes, &status);
    // Every filter type is checked before the first row is handed out, so once this succeeds
    // each row decodes: a reader never sees rows of an image that then turns out broken.
    for (size_t y = 0; problem == NULL && y < plan->height; y++) {
        if (buffer[y * stride] > 4) problem = "bad adaptive filter value";
    }
    if (problem != NULL) return cpngshim__report(status, problem, message, message_capacity);
    memset(buffer + raw_bytes, 0, 16);  // read past the last row, never used: defined anyway
    rows->raw = buffer;
    return CPNGSHIM_OK;
}

const uint8_t *cpngshim_rows_next(cpngshim_rows *rows) {
    if (rows == NULL || rows->raw == NULL || rows->next >= rows->plan.height) return NULL;
    const size_t width = rows->plan.width, channels = rows->plan.channels;
    const size_t row_bytes = width * channels, y = rows->next;
    const uint8_t *row = rows->raw + y * (row_bytes + 1);
    // Rows 1 and 2 of the ring in turn; row 0 is the zero row above the first.
    uint8_t *out = rows->ring + (1 + (y & 1)) * rows->ring_row;
    if (channels == 4) {
        (void)unfilter_row_rgba(row[0], out, row + 1, rows->above, row_bytes);
    } else {
#if defined(__SSE2__)
        // The filtered row is followed by the next one or the buffer's 16 bytes of padding.
        (void)fused_row(row[0], out, row + 1, rows->above, width);
#else
        // Packed rows 3 and 4 of the ring in turn; `above` is the packed row above here.
        uint8_t *packed = rows->ring + (3 + (y & 1)) * rows->ring_row;
        const uint8_t *packed_above = y == 0 ? rows->ring : rows->ring + (3 + ((y - 1) & 1)) * rows->ring_row;
        (void)unfilter_row_rgb(row[0], packed, row + 1, packed_above, row_bytes);
        expand_rgb(out, packed, width);
#endif
    }
    rows->above = out;
    rows->next = y + 1;
    return out;
}

void cpngshim_rows_free(cpngshim_rows *rows) {
    if (rows == NULL) return;
    free(rows->ring);
    free(rows);
}
