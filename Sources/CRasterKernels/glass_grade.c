// iOS 26's glass grade (Raster's `GlassGrade`) with AVX2: eight pixels a register in 32-bit
// lanes, where Swift's baseline SSE2 code does four and has no 32-bit multiply. Each step is the
// Swift loop's integer operation, so the bytes are the same.
#include "craster.h"

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2"))) long craster_glass_grade(
    uint32_t *row, long count, int32_t pass, int32_t chroma, int32_t tint_r, int32_t tint_g, int32_t tint_b) {
    const __m256i mask = _mm256_set1_epi32(0xFF);
    const __m256i zero = _mm256_setzero_si256();
    const __m256i p = _mm256_set1_epi32(pass);
    const __m256i c = _mm256_set1_epi32(chroma);
    const __m256i half = _mm256_set1_epi32(128);
    const __m256i tints[3] = {_mm256_set1_epi32(tint_r), _mm256_set1_epi32(tint_g), _mm256_set1_epi32(tint_b)};
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        const __m256i w = _mm256_loadu_si256((const __m256i *)(row + i));
        const __m256i ch[3] = {
            _mm256_and_si256(w, mask), _mm256_and_si256(_mm256_srli_epi32(w, 8), mask),
            _mm256_and_si256(_mm256_srli_epi32(w, 16), mask)};
        const __m256i a = _mm256_srli_epi32(w, 24);
        __m256i l = _mm256_add_epi32(
            _mm256_add_epi32(
                _mm256_mullo_epi32(ch[0], _mm256_set1_epi32(13933)), _mm256_mullo_epi32(ch[1], _mm256_set1_epi32(46871))),
            _mm256_add_epi32(_mm256_mullo_epi32(ch[2], _mm256_set1_epi32(4732)), _mm256_set1_epi32(32768)));
        l = _mm256_srai_epi32(l, 16);
        const __m256i lit = _mm256_add_epi32(_mm256_mullo_epi32(p, l), half);
        __m256i out = _mm256_and_si256(w, _mm256_set1_epi32((int)0xFF000000u));
        for (int k = 0; k < 3; k++) {
            __m256i x = _mm256_add_epi32(_mm256_mullo_epi32(tints[k], a), half);
            __m256i own = _mm256_srai_epi32(_mm256_add_epi32(x, _mm256_srai_epi32(x, 8)), 8);
            __m256i v = _mm256_add_epi32(lit, _mm256_mullo_epi32(c, _mm256_sub_epi32(ch[k], l)));
            v = _mm256_add_epi32(_mm256_srai_epi32(v, 8), own);
            v = _mm256_min_epi32(_mm256_max_epi32(v, zero), a);
            out = _mm256_or_si256(out, _mm256_slli_epi32(v, 8 * k));
        }
        _mm256_storeu_si256((__m256i *)(row + i), out);
    }
    return i;
}

#else

long craster_glass_grade(
    uint32_t *row, long count, int32_t pass, int32_t chroma, int32_t tint_r, int32_t tint_g, int32_t tint_b) {
    (void)row;
    (void)count;
    (void)pass;
    (void)chroma;
    (void)tint_r;
    (void)tint_g;
    (void)tint_b;
    return 0;
}

#endif
