// The downsampled blur's column sums with AVX2: sixteen bytes widened to sixteen 16-bit lanes
// by one instruction, added down the block's rows; integer sums, so the values are the Swift
// loop's exactly.
#include "craster.h"

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2"))) long craster_column_sums(const uint8_t *const *rows, long f, long count, uint16_t *sums) {
    long i = 0;
    // Two registers of sixteen channels at a time: the adds of one do not wait for the other's.
    for (; i + 32 <= count; i += 32) {
        __m256i a = _mm256_setzero_si256();
        __m256i b = _mm256_setzero_si256();
        for (long k = 0; k < f; k++) {
            a = _mm256_add_epi16(a, _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(rows[k] + i))));
            b = _mm256_add_epi16(b, _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(rows[k] + i + 16))));
        }
        _mm256_storeu_si256((__m256i *)(sums + i), a);
        _mm256_storeu_si256((__m256i *)(sums + i + 16), b);
    }
    for (; i + 16 <= count; i += 16) {
        __m256i a = _mm256_setzero_si256();
        for (long k = 0; k < f; k++) {
            a = _mm256_add_epi16(a, _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(rows[k] + i))));
        }
        _mm256_storeu_si256((__m256i *)(sums + i), a);
    }
    return i;
}

#else

long craster_column_sums(const uint8_t *const *rows, long f, long count, uint16_t *sums) {
    (void)rows;
    (void)f;
    (void)count;
    (void)sums;
    return 0;
}

#endif
