// SHA-256 block compression for Support's SHA256 (the digests of the alertsnap metadata chunk).
//
// Why it is in C: every PNG made from a spec records the digests of the bundled fonts (~24 MB), so
// a single `render` hashes them once; in plain Swift that was half of the process's time. x86's
// SHA extensions (SHA-NI, on every current AMD and Intel server CPU) do it ~10x faster; the
// portable loop below is the same FIPS 180-4 compression for other CPUs. Both give the same digest.
#include "csupport.h"

#include <string.h>

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void sha256_portable(uint32_t state[8], const uint8_t *p, size_t blocks) {
    while (blocks--) {
        uint32_t w[64];
        for (int t = 0; t < 16; t++) {
            w[t] = (uint32_t)p[4 * t] << 24 | (uint32_t)p[4 * t + 1] << 16 | (uint32_t)p[4 * t + 2] << 8 |
                   (uint32_t)p[4 * t + 3];
        }
        for (int t = 16; t < 64; t++) {
            uint32_t s0 = ROTR(w[t - 15], 7) ^ ROTR(w[t - 15], 18) ^ (w[t - 15] >> 3);
            uint32_t s1 = ROTR(w[t - 2], 17) ^ ROTR(w[t - 2], 19) ^ (w[t - 2] >> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int t = 0; t < 64; t++) {
            uint32_t t1 = h + (ROTR(e, 6) ^ ROTR(e, 11) ^ ROTR(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t];
            uint32_t t2 = (ROTR(a, 2) ^ ROTR(a, 13) ^ ROTR(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
        p += 64;
    }
}

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#include <pthread.h>

// The SHA-NI sequence of Intel's "SHA Extensions" paper: the state kept as ABEF/CDGH, four rounds
// per message group, the schedule by sha256msg1/msg2 over a ring of four groups.
__attribute__((target("sha,sse4.1,ssse3"))) static void sha256_ni(uint32_t state[8], const uint8_t *p, size_t blocks) {
    const __m128i mask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1);  // CDAB
    __m128i state1 = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B);  // EFGH
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);  // ABEF
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);  // CDGH
    while (blocks--) {
        const __m128i abef = state0, cdgh = state1;
        __m128i w[4];
        for (int g = 0; g < 16; g++) {
            __m128i m;
            if (g < 4) {
                m = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(p + 16 * g)), mask);
            } else {
                __m128i t = _mm_sha256msg1_epu32(w[g & 3], w[(g + 1) & 3]);
                t = _mm_add_epi32(t, _mm_alignr_epi8(w[(g + 3) & 3], w[(g + 2) & 3], 4));
                m = _mm_sha256msg2_epu32(t, w[(g + 3) & 3]);
            }
            w[g & 3] = m;
            __m128i k = _mm_add_epi32(m, _mm_loadu_si128((const __m128i *)&K[4 * g]));
            state1 = _mm_sha256rnds2_epu32(state1, state0, k);
            state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(k, 0x0E));
        }
        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
        p += 64;
    }
    tmp = _mm_shuffle_epi32(state0, 0x1B);  // FEBA
    state1 = _mm_shuffle_epi32(state1, 0xB1);  // DCHG
    state0 = _mm_blend_epi16(tmp, state1, 0xF0);  // DCBA
    state1 = _mm_alignr_epi8(state1, tmp, 8);  // ABEF -> HGFE
    _mm_storeu_si128((__m128i *)&state[0], state0);
    _mm_storeu_si128((__m128i *)&state[4], state1);
}

static int sha_ni_available;
static pthread_once_t sha_ni_once = PTHREAD_ONCE_INIT;

static void detect_sha_ni(void) {
    unsigned a, b, c, d;
    int ok = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSE4_1) && (c & bit_SSSE3);
    ok = ok && __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & (1u << 29));
    sha_ni_available = ok;
}

// Several threads hash at once (fonts on a thread of their own, images on the workers): the CPUID
// answer is found exactly once, and pthread_once orders that write before every read.
static int has_sha_ni(void) {
    pthread_once(&sha_ni_once, detect_sha_ni);
    return sha_ni_available;
}
#endif

void csupport_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, int portable_only) {
#if defined(__x86_64__)
    if (!portable_only && has_sha_ni()) {
        sha256_ni(state, data, blocks);
        return;
    }
#endif
    (void)portable_only;
    sha256_portable(state, data, blocks);
}
