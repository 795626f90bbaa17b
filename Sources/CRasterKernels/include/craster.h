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

/// Whether `craster_blur_interpolate` may be called: the CPU has AVX2 (checked once).
int craster_blur_interpolate_available(void);

/// The downsampled blur's interpolation of one row, `count` pixels (a multiple of 4): pixel x is
/// `line[c].value + w * line[c].step` (c, w: `columns[x]`; `line` holds 8 floats a cell, the
/// value's RGBA then the step's), plus 0.5, floored, each colour channel at most the alpha, the
/// low byte of each written to `out`. The same bytes as the Swift loop it stands in for (each
/// step the same IEEE operation; no fused multiply-add), at AVX2's width.
void craster_blur_interpolate(const float *line, const craster_blur_column *columns, long count, uint8_t *out);

#endif
