// Source-over blending of a solid colour with AVX2: eight pixels a register where Swift's
// baseline SSE2 code does four. The arithmetic is that of Raster's `scaleWords`: R and B, then
// G and A, in the 16-bit halves of each pixel's word, x * k + 128 rounded as (t + (t >> 8)) >> 8,
// so the bytes are the Swift loops' on every pixel. Where Swift branches (a fully covered
// opaque colour is stored, a zero coverage skipped), the blend formula gives the same word:
// scaling by 255 keeps a channel, by 0 clears it.
#include "craster.h"

#if defined(__x86_64__)
#include <immintrin.h>

/// Each channel of the eight words of `w` times the factor in its 16-bit lane (`k`), / 255 rounded.
__attribute__((target("avx2"))) static inline __m256i scale_words(__m256i w, __m256i k) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF);
    const __m256i half = _mm256_set1_epi16(0x80);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(w, low), k), half);
    rb = _mm256_srli_epi16(_mm256_add_epi16(rb, _mm256_srli_epi16(rb, 8)), 8);
    __m256i ga = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(w, 8), low), k), half);
    ga = _mm256_and_si256(_mm256_add_epi16(ga, _mm256_srli_epi16(ga, 8)), _mm256_set1_epi16((short)0xFF00));
    return _mm256_or_si256(rb, ga);
}

/// Per-pixel factors (0...255 in each 32-bit lane) as `scale_words` takes them.
__attribute__((target("avx2"))) static inline __m256i factor_lanes(__m256i f) {
    return _mm256_or_si256(f, _mm256_slli_epi32(f, 16));
}

__attribute__((target("avx2"))) long craster_blend_constant(uint32_t *row, long count, uint32_t word) {
    const __m256i s = _mm256_set1_epi32((int)word);
    const __m256i k = _mm256_set1_epi16((short)(255 - (word >> 24)));
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i d = _mm256_loadu_si256((const __m256i *)(row + i));
        _mm256_storeu_si256((__m256i *)(row + i), _mm256_add_epi32(s, scale_words(d, k)));
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
        __m256i src = scale_words(words, factor_lanes(c));
        __m256i inverse = _mm256_sub_epi32(full, _mm256_srli_epi32(src, 24));
        __m256i d = _mm256_loadu_si256((const __m256i *)(row + i));
        _mm256_storeu_si256((__m256i *)(row + i), _mm256_add_epi32(src, scale_words(d, factor_lanes(inverse))));
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
