#ifndef CRASTER_H
#define CRASTER_H

#include <stdint.h>

/// One output column of the downsampled blur's interpolation: its left cell in the interpolated
/// line and the weight of the step to the next cell. The layout of Swift's `(Int, Float)`.
typedef struct {
    int64_t cell;
    float weight;
    float unused;
} craster_blur_column;

/// Whether the kernels below may be called: the CPU has AVX2 and the OS saves its registers
/// (checked once).
int craster_avx2_available(void);

/// The downsampled blur's interpolation of one row, `count` pixels (a multiple of 4): pixel x is
/// `line[c].value + w * line[c].step` (c, w: `columns[x]`; `line` holds 8 floats a cell, the
/// value's RGBA then the step's), plus 0.5, floored, each colour channel at most the alpha, the
/// low byte of each written to `out`. The same bytes as the Swift loop it stands in for (each
/// step the same IEEE operation; no fused multiply-add), at AVX2's width.
void craster_blur_interpolate(const float *line, const craster_blur_column *columns, long count, uint8_t *out);

/// Source-over of the premultiplied pixel `word` (alpha below 255) onto the `count` pixels
/// at `row`, eight at a time; returns how many it did (a multiple of 8), the rest are the
/// caller's. The bytes of Swift's `blendConstantSpan`: each channel x becomes
/// s + x * (255 - alpha) / 255, exactly rounded, in the same 16-bit lanes.
long craster_blend_constant(uint32_t *row, long count, uint32_t word);

/// Source-over of `word` scaled by each pixel's `coverage` byte onto the `count` pixels at
/// `row`, eight at a time; returns how many it did (a multiple of 8). The bytes of Swift's
/// `SolidBlitter.blit(y:x:coverage:count:)`.
long craster_blend_coverage(uint32_t *row, const uint8_t *coverage, long count, uint32_t word);

/// The scaled image draw's horizontal pass and source-over for one destination row of `width`
/// pixels at `dst`: pixel i is the sum over its taps t of `weights[offset[i] + t]` times the
/// premultiplied Float pixel `sums + 4 * (start[i] - first + t)` (the first product, then each
/// next one added, as Raster's loop does), plus 0.5, clamped to 0...255, floored, each colour
/// at most the alpha, then composited over the pixel there. The bytes of Swift's loop in
/// `Canvas.resampleImage`, where a pixel of alpha 255 is stored and one of alpha 0 leaves the
/// pixel: the blend formula gives the same words.
void craster_resample_row(
    const float *sums, const int64_t *start, const int64_t *count, const int64_t *offset, const float *weights,
    int64_t first, long width, uint32_t *dst);

/// The downsampled blur's column sums: for each of the `count` bytes of a row, the sum of that
/// byte over the `f` rows at `rows[0..<f]` (wrapping 16-bit sums: f <= 256 keeps them exact),
/// sixteen bytes a register; returns how many it did (a multiple of 16), the rest are the
/// caller's. The values of Swift's `averageBlocksInIntegers` loop.
long craster_column_sums(const uint8_t *const *rows, long f, long count, uint16_t *sums);

/// iOS 26's glass grade (`GlassGrade`) over the `count` premultiplied pixels at `row`, eight at a
/// time; returns how many it did (a multiple of 8), the rest are the caller's. `pass` and `chroma`
/// in 256ths, the tint's premultiplied channels. The bytes of Swift's `GlassGradeRow.transform`.
long craster_glass_grade(
    uint32_t *row, long count, int32_t pass, int32_t chroma, int32_t tint_r, int32_t tint_g, int32_t tint_b);

#endif
