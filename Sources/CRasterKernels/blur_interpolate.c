// The downsampled blur's interpolation back to full size, with AVX2: two pixels a register
// instead of the one SSE2 gives Swift's baseline x86-64 code. Every value goes through the same
// IEEE operations in the same order as `Canvas.blurDownsampled` (a product, a sum, + 0.5, a
// floor), so the bytes are the same; "fma" is not among the target's features, so the compiler
// cannot fuse the product and the sum.
#include "craster.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

static int detected = -1;

int craster_avx2_available(void) {
    if (detected < 0) {
        unsigned a, b, c, d;
        int ok = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_AVX) && (c & bit_OSXSAVE);
        // The OS saves the YMM registers (XCR0 bits 1 and 2).
        if (ok) {
            unsigned lo, hi;
            __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
            ok = (lo & 6) == 6;
        }
        ok = ok && __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_AVX2);
        __atomic_store_n(&detected, ok, __ATOMIC_RELAXED);
    }
    return __atomic_load_n(&detected, __ATOMIC_RELAXED);
}

/// Two pixels: the cells' values and steps (32 bytes a cell), their weights.
__attribute__((target("avx2"))) static inline __m256i two(
    const float *line, const craster_blur_column *c0, const craster_blur_column *c1) {
    __m256 e0 = _mm256_loadu_ps(line + 8 * c0->cell);
    __m256 e1 = _mm256_loadu_ps(line + 8 * c1->cell);
    __m256 values = _mm256_permute2f128_ps(e0, e1, 0x20);
    __m256 steps = _mm256_permute2f128_ps(e0, e1, 0x31);
    __m256 weights = _mm256_set_m128(_mm_set1_ps(c1->weight), _mm_set1_ps(c0->weight));
    __m256 v = _mm256_add_ps(values, _mm256_mul_ps(weights, steps));
    v = _mm256_floor_ps(_mm256_add_ps(v, _mm256_set1_ps(0.5f)));
    __m256i floors = _mm256_cvttps_epi32(v);
    // min(channel, alpha): alpha is lane 3 of each pixel.
    return _mm256_min_epi32(floors, _mm256_shuffle_epi32(floors, 0xFF));
}

__attribute__((target("avx2"))) void craster_blur_interpolate(
    const float *line, const craster_blur_column *columns, long count, uint8_t *out) {
    // The low byte of each 32-bit channel, a pixel's four to the low dword of its 128-bit lane.
    const __m256i low = _mm256_setr_epi8(
        0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
        0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
    const __m256i gather = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
    for (long x = 0; x + 4 <= count; x += 4) {
        __m256i a = _mm256_shuffle_epi8(two(line, columns + x, columns + x + 1), low);
        __m256i b = _mm256_shuffle_epi8(two(line, columns + x + 2, columns + x + 3), low);
        // a: p0 in dword 0, p1 in dword 4; b: p2, p3. Interleaved: p0 p2 p1 p3 ..., gathered in order.
        __m256i both = _mm256_unpacklo_epi32(a, b);  // lane 0: p0 p2 0 0, lane 1: p1 p3 0 0
        __m256i ordered = _mm256_permutevar8x32_epi32(both, gather);  // p0 p1 p2 p3 ...
        _mm_storeu_si128((__m128i *)(out + 4 * x), _mm256_castsi256_si128(ordered));
    }
}

#else

int craster_avx2_available(void) { return 0; }

void craster_blur_interpolate(const float *line, const craster_blur_column *columns, long count, uint8_t *out) {
    (void)line;
    (void)columns;
    (void)count;
    (void)out;
}

#endif
