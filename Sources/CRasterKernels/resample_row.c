// The scaled image draw's horizontal pass with AVX2: each destination pixel's weighted sum of
// premultiplied Float pixels in 128-bit lanes, two pixels a register for the rounding (+ 0.5,
// clamp, floor, colour at most alpha), four pixels a register for the source-over. The same IEEE
// operations in the same order as Raster's `resampleImage` (no fused multiply-add), so the same
// bytes; where Swift branches on the alpha, the blend formula gives the same word.
#include "craster.h"

#if defined(__x86_64__)
#include "lanes.h"

/// One pixel's sum: the first tap's product, then each next product added.
__attribute__((target("avx2"))) static inline __m128 tap_sum(
    const float *sums, const int64_t *start, const int64_t *count, const int64_t *offset, const float *weights,
    int64_t first, long i) {
    const float *s = sums + 4 * (start[i] - first);
    const float *w = weights + offset[i];
    __m128 sum = _mm_mul_ps(_mm_set1_ps(w[0]), _mm_loadu_ps(s));
    for (int64_t t = 1; t < count[i]; t++) sum = _mm_add_ps(sum, _mm_mul_ps(_mm_set1_ps(w[t]), _mm_loadu_ps(s + 4 * t)));
    return sum;
}

/// Two pixels' sums rounded to int32 channels: + 0.5, clamped to 0...255, floored, colour <= alpha.
__attribute__((target("avx2"))) static inline __m256i rounded(__m128 a, __m128 b) {
    __m256 x = _mm256_add_ps(_mm256_set_m128(b, a), _mm256_set1_ps(0.5f));
    x = _mm256_min_ps(_mm256_max_ps(x, _mm256_setzero_ps()), _mm256_set1_ps(255.0f));
    __m256i f = _mm256_cvttps_epi32(_mm256_floor_ps(x));
    return _mm256_min_epi32(f, _mm256_shuffle_epi32(f, 0xFF));
}

__attribute__((target("avx2"))) void craster_resample_row(
    const float *sums, const int64_t *start, const int64_t *count, const int64_t *offset, const float *weights,
    int64_t first, long width, uint32_t *dst) {
    // The low byte of each 32-bit channel: a pixel's four to the low dword of its 128-bit lane.
    const __m256i low = _mm256_setr_epi8(
        0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
    const __m256i gather = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    long i = 0;
    for (; i + 4 <= width; i += 4) {
        __m256i a = rounded(
            tap_sum(sums, start, count, offset, weights, first, i),
            tap_sum(sums, start, count, offset, weights, first, i + 1));
        __m256i b = rounded(
            tap_sum(sums, start, count, offset, weights, first, i + 2),
            tap_sum(sums, start, count, offset, weights, first, i + 3));
        __m256i both = _mm256_unpacklo_epi32(_mm256_shuffle_epi8(a, low), _mm256_shuffle_epi8(b, low));
        __m128i q = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(both, gather));
        // Source-over: q + old * (255 - alpha of q) / 255.
        __m128i inverse = _mm_sub_epi32(_mm_set1_epi32(255), _mm_srli_epi32(q, 24));
        __m128i k = _mm_or_si128(inverse, _mm_slli_epi32(inverse, 16));
        __m128i old = _mm_loadu_si128((const __m128i *)(dst + i));
        _mm_storeu_si128((__m128i *)(dst + i), _mm_add_epi32(q, scale_words4(old, k)));
    }
    for (; i < width; i++) {
        __m256i r = rounded(tap_sum(sums, start, count, offset, weights, first, i), _mm_setzero_ps());
        uint32_t q = (uint32_t)_mm_cvtsi128_si32(_mm256_castsi256_si128(_mm256_shuffle_epi8(r, low)));
        uint32_t inverse = 255 - (q >> 24);
        __m128i k = _mm_set1_epi32((int)(inverse | inverse << 16));
        __m128i old = _mm_cvtsi32_si128((int)dst[i]);
        dst[i] = q + (uint32_t)_mm_cvtsi128_si32(scale_words4(old, k));
    }
}

#else

void craster_resample_row(
    const float *sums, const int64_t *start, const int64_t *count, const int64_t *offset, const float *weights,
    int64_t first, long width, uint32_t *dst) {
    (void)sums;
    (void)start;
    (void)count;
    (void)offset;
    (void)weights;
    (void)first;
    (void)width;
    (void)dst;
}

#endif
