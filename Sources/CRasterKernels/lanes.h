// Raster's pixel arithmetic in AVX2 lanes, shared by the kernels: R and B, then G and A, in the
// 16-bit halves of each pixel's word, x * k + 128 rounded as (t + (t >> 8)) >> 8 (`scaleWords`).
#ifndef CRASTER_LANES_H
#define CRASTER_LANES_H

#include <immintrin.h>

/// Each channel of the eight words of `w` times the factor in its 16-bit lane (`k`), / 255 rounded.
__attribute__((target("avx2"))) static inline __m256i scale_words8(__m256i w, __m256i k) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF);
    const __m256i half = _mm256_set1_epi16(0x80);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(w, low), k), half);
    rb = _mm256_srli_epi16(_mm256_add_epi16(rb, _mm256_srli_epi16(rb, 8)), 8);
    __m256i ga = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(w, 8), low), k), half);
    ga = _mm256_and_si256(_mm256_add_epi16(ga, _mm256_srli_epi16(ga, 8)), _mm256_set1_epi16((short)0xFF00));
    return _mm256_or_si256(rb, ga);
}

/// Per-pixel factors (0...255 in each 32-bit lane) as `scale_words8` takes them.
__attribute__((target("avx2"))) static inline __m256i factor_lanes8(__m256i f) {
    return _mm256_or_si256(f, _mm256_slli_epi32(f, 16));
}

/// `scale_words8` of four words (the upper half of the register is not used).
__attribute__((target("avx2"))) static inline __m128i scale_words4(__m128i w, __m128i k) {
    return _mm256_castsi256_si128(scale_words8(_mm256_castsi128_si256(w), _mm256_castsi128_si256(k)));
}

#endif
