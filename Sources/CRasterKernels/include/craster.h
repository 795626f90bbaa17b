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

#endif
