// Source-over blending of a solid colour with AVX2: eight pixels a register where Swift's
// baseline SSE2 code does four. The arithmetic is that of Raster's `scaleWords`: R and B, then
// G and A, in the 16-bit halves of each pixel's word, x * k + 128 rounded as (t + (t >> 8)) >> 8,
// so the bytes are the Swift loops' on every pixel. Where Swift branches (a fully covered
// opaque colour is stored, a zero coverage skipped), the blend formula gives the same word:
// scaling by 255 keeps a channel, by 0 clears it.
#include "craster.h"

#if defined(__x86_64__)
#include "lanes.h"

__attribute__((target("avx2"))) long craster_blend_constant(uint32_t *row, long count, uint32_t word) {
    const __m256i s = _mm256_set1_epi32((int)word);
    const __m256i k = _mm256_set1_epi16((short)(255 - (word >> 24)));
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(row + i));
        _mm256_storeu_si256((__m256i *)(row + i), _mm256_add_epi32(s, scale_words8(d, k)));
    }
    return i;
}

__attribute__((target("avx2"))) long craster_blend_coverage(
    uint32_t *row, const uint8_t *coverage, long count, uint32_t word) {
    const __m256i words = _mm256_set1_epi32((int)word);
    const __m256i full = _mm256_set1_epi32(255);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        long long c8;
        __builtin_memcpy(&c8, coverage + i, 8);
        if (c8 == 0) continue;  // nothing covered: the pixels stay
        __m256i c = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128(c8));
        __m256i src = scale_words8(words, factor_lanes8(c));
        __m256i inverse = _mm256_sub_epi32(full, _mm256_srli_epi32(src, 24));
        __m256i d = _mm256_loadu_si256((const __m256i *)(row + i));
        _mm256_storeu_si256((__m256i *)(row + i), _mm256_add_epi32(src, scale_words8(d, factor_lanes8(inverse))));
    }
    return i;
}

#else

long craster_blend_constant(uint32_t *row, long count, uint32_t word) {
    (void)row;
    (void)count;
    (void)word;
    return 0;
}

long craster_blend_coverage(uint32_t *row, const uint8_t *coverage, long count, uint32_t word) {
    (void)row;
    (void)coverage;
    (void)count;
    (void)word;
    return 0;
}

#endif
