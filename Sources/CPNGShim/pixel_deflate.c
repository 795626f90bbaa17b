// CPNGShim's deflate for PNG scanlines: matches only at the two distances where a screen repeats
// itself, the pixel to the left (runs of one colour) and the pixel above (rows like the one
// before), then one dynamic-Huffman block per segment.
//
// Why not zlib: zlib at level 3 hashes every byte to find matches at any distance and spends
// most of an encode there and in coding literals one at a time. On a rendered screen nearly all
// bytes are covered by those two distances (on the iOS 26 benchmark frame, 1170x2532: all but
// 2.5 % of its 8.9 MB), and comparing eight bytes at a time against them is an order of
// magnitude less work. The price is size: matches between repeated glyphs at other distances
// are missed, so a text-heavy screen's file can be some 8 % larger than zlib's level 3 (R1), while
// the glass frame's is 5 % smaller (each segment has its own Huffman codes).
//
// The output is raw deflate (RFC 1951). A segment is one block with its own Huffman codes,
// then either an empty stored block (a sync flush: byte-aligned, not final) or, for the last
// segment, the final bit set on its block and zero bits to the byte boundary, so segments
// compressed apart concatenate into one valid stream.
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "pixel_deflate.h"

// MARK: - RFC 1951 tables

enum {
    LITLEN_SYMBOLS = 286,  // 0-255 literals, 256 end of block, 257-285 lengths
    DIST_SYMBOLS = 30,
    CODELEN_SYMBOLS = 19,
    END_OF_BLOCK = 256,
    MIN_MATCH = 3,
    MAX_MATCH = 258,
    MAX_DISTANCE = 32768,
    MAX_CODE_BITS = 15,
    MAX_CODELEN_BITS = 7,
};

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1,    2,    3,    4,    5,    7,     9,     13,    17,  25,
                                       33,   49,   65,   97,   129,  193,   257,   385,   513, 769,
                                       1025, 1537, 2049, 3073, 4097, 6145,  8193,  12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                       6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
static const uint8_t codelen_order[CODELEN_SYMBOLS] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                       11, 4,  12, 3, 13, 2, 14, 1, 15};

// Length 3...258 -> its symbol's index in length_base (0...28), filled once.
static uint8_t length_index[MAX_MATCH + 1];
static pthread_once_t length_index_once = PTHREAD_ONCE_INIT;

static void fill_length_index(void) {
    for (int i = 0; i < 29; i++) {
        int end = i + 1 < 29 ? length_base[i + 1] : MAX_MATCH + 1;
        for (int len = length_base[i]; len < end && len <= MAX_MATCH; len++) length_index[len] = (uint8_t)i;
    }
    length_index[MAX_MATCH] = 28;  // 258 has its own symbol (285), not 284 with extra bits 31
}

static int distance_index(size_t distance) {
    int i = 29;
    while (dist_base[i] > distance) i--;
    return i;
}

// MARK: - Huffman code lengths

struct sym_freq {
    uint32_t freq;
    uint16_t symbol;
};

static int by_frequency(const void *a, const void *b) {
    const struct sym_freq *x = (const struct sym_freq *)a, *y = (const struct sym_freq *)b;
    if (x->freq != y->freq) return x->freq < y->freq ? -1 : 1;
    return x->symbol < y->symbol ? -1 : x->symbol > y->symbol;  // a total order: same bytes always
}

// Moffat and Katajainen's in-place minimum-redundancy code (1995): `a` holds `n` >= 2 weights in
// ascending order and receives each one's code length (the same order).
static void minimum_redundancy(uint32_t *a, int n) {
    int root = 0, leaf = 2, next;
    a[0] += a[1];
    for (next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root] < a[leaf]) {
            a[next] = a[root];
            a[root++] = (uint32_t)next;
        } else {
            a[next] = a[leaf++];
        }
        if (leaf >= n || (root < next && a[root] < a[leaf])) {
            a[next] += a[root];
            a[root++] = (uint32_t)next;
        } else {
            a[next] += a[leaf++];
        }
    }
    a[n - 2] = 0;
    for (next = n - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int available = 1, used = 0;
    uint32_t depth = 0;
    root = n - 2;
    next = n - 1;
    while (available > 0) {
        while (root >= 0 && a[root] == depth) {
            used++;
            root--;
        }
        while (available > used) {
            a[next--] = depth;
            available--;
        }
        available = 2 * used;
        depth++;
        used = 0;
    }
}

// Code lengths (at most `limit` bits) for the `n` symbols of `freq`: 0 for unused symbols. At least
// two symbols get a code (a one-symbol code is incomplete, which some inflaters refuse): unused
// ones are added at the end when fewer are used. The code is always complete.
static void code_lengths(const uint32_t *freq, int n, int limit, uint8_t *lengths) {
    struct sym_freq items[LITLEN_SYMBOLS];
    uint32_t weights[LITLEN_SYMBOLS] = {0};
    int count = 0;
    for (int s = 0; s < n; s++) {
        if (freq[s] > 0) items[count++] = (struct sym_freq){freq[s], (uint16_t)s};
    }
    for (int s = 0; count < 2 && s < n; s++) {
        if (freq[s] == 0) items[count++] = (struct sym_freq){1, (uint16_t)s};
    }
    memset(lengths, 0, (size_t)n);
    qsort(items, (size_t)count, sizeof items[0], by_frequency);
    for (int i = 0; i < count; i++) weights[i] = items[i].freq;
    minimum_redundancy(weights, count);
    // Lengths over the limit: count codes per length, fold the long ones into the limit, then
    // lengthen shorter codes until the Kraft sum is exactly one again (as miniz does).
    int per_length[64] = {0};
    for (int i = 0; i < count; i++) per_length[weights[i] < 63 ? weights[i] : 63]++;
    for (int len = limit + 1; len < 64; len++) {
        per_length[limit] += per_length[len];
        per_length[len] = 0;
    }
    uint32_t kraft = 0;
    for (int len = limit; len > 0; len--) kraft += (uint32_t)per_length[len] << (limit - len);
    while (kraft != (1u << limit)) {
        per_length[limit]--;
        for (int len = limit - 1; len > 0; len--) {
            if (per_length[len] != 0) {
                per_length[len]--;
                per_length[len + 1] += 2;
                break;
            }
        }
        kraft--;
    }
    // The rarest symbols take the longest codes.
    int i = 0;
    for (int len = limit; len > 0; len--) {
        for (int k = per_length[len]; k > 0; k--) lengths[items[i++].symbol] = (uint8_t)len;
    }
}

// Canonical codes for `lengths`, bit-reversed for deflate's least-significant-bit-first order.
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t count[MAX_CODE_BITS + 1] = {0}, next[MAX_CODE_BITS + 2] = {0};
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    for (int len = 1; len <= MAX_CODE_BITS; len++) next[len + 1] = (uint16_t)((next[len] + count[len]) << 1);
    for (int s = 0; s < n; s++) {
        int len = lengths[s];
        if (len == 0) {
            codes[s] = 0;
            continue;
        }
        uint32_t code = next[len]++, reversed = 0;
        for (int b = 0; b < len; b++) reversed |= ((code >> b) & 1u) << (len - 1 - b);
        codes[s] = (uint16_t)reversed;
    }
}

// MARK: - Bits

struct bit_writer {
    uint8_t *out;
    uint64_t bits;
    unsigned count;
};

// Appends `length` <= 32 bits of `value` (whole 32-bit words are stored as they fill).
static inline void put_bits(struct bit_writer *w, uint32_t value, unsigned length) {
    w->bits |= (uint64_t)value << w->count;
    w->count += length;
    if (w->count >= 32) {
        uint32_t word = (uint32_t)w->bits;
        uint8_t bytes[4] = {(uint8_t)word, (uint8_t)(word >> 8), (uint8_t)(word >> 16), (uint8_t)(word >> 24)};
        memcpy(w->out, bytes, 4);
        w->out += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

// Writes the pending bits, zero-padded to a whole byte.
static void align_to_byte(struct bit_writer *w) {
    while (w->count > 0) {
        *w->out++ = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

// MARK: - Matching

// How many bytes from `p` repeat the bytes `distance` before, up to `limit`.
static inline size_t match_length(const uint8_t *p, size_t distance, size_t limit) {
    const uint8_t *q = p - distance;
    size_t n = 0;
#if defined(__SSE2__)
    while (n + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(p + n));
        __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(q + n));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ != 0) return n + (size_t)__builtin_ctz(differ);
        n += 16;
    }
#endif
    while (n + 8 <= limit) {
        uint64_t a, b;
        memcpy(&a, p + n, 8);
        memcpy(&b, q + n, 8);
        uint64_t x = a ^ b;
        if (x != 0) return n + (size_t)(__builtin_ctzll(x) >> 3);  // little-endian: first differing byte
        n += 8;
    }
    while (n < limit && p[n] == q[n]) n++;
    return n;
}

// A token: a literal byte (< 256), or MATCH_FLAG | length << 1 | (1 if at the second distance).
#define MATCH_FLAG 0x80000000u

size_t cpngshim__pixel_deflate_bound(size_t count) { return count * 2 + 1024; }

size_t cpngshim__pixel_deflate(const uint8_t *input, size_t count, size_t near, size_t far, int last,
                               uint32_t *tokens, uint8_t *out) {
    pthread_once(&length_index_once, fill_length_index);
    if (far > MAX_DISTANCE) far = 0;  // rows too wide to reach: runs only
    if (near > MAX_DISTANCE) near = 0;
    uint32_t litlen_freq[LITLEN_SYMBOLS] = {0}, dist_freq[DIST_SYMBOLS] = {0};
    int near_index = near ? distance_index(near) : 0, far_index = far ? distance_index(far) : 0;

    // Greedy parse: the longer of the two matches, the nearer on a tie (its code is shorter);
    // a match at the far distance only from four bytes (its distance costs more bits).
    size_t tokens_count = 0;
    for (size_t i = 0; i < count;) {
        size_t limit = count - i < MAX_MATCH ? count - i : MAX_MATCH;
        size_t a = near && i >= near ? match_length(input + i, near, limit) : 0;
        // A run as long as a match can be needs no second look (flat areas: half the reading).
        size_t b = a < limit && far && i >= far ? match_length(input + i, far, limit) : 0;
        if (a >= MIN_MATCH && a >= b) {
            tokens[tokens_count++] = MATCH_FLAG | (uint32_t)a << 1;
            litlen_freq[257 + length_index[a]]++;
            dist_freq[near_index]++;
            i += a;
        } else if (b >= MIN_MATCH + 1) {
            tokens[tokens_count++] = MATCH_FLAG | (uint32_t)b << 1 | 1u;
            litlen_freq[257 + length_index[b]]++;
            dist_freq[far_index]++;
            i += b;
        } else {
            tokens[tokens_count++] = input[i];
            litlen_freq[input[i]]++;
            i++;
        }
    }
    litlen_freq[END_OF_BLOCK] = 1;

    uint8_t lengths[LITLEN_SYMBOLS + DIST_SYMBOLS];
    uint8_t *litlen_lengths = lengths, *dist_lengths = lengths + LITLEN_SYMBOLS;
    code_lengths(litlen_freq, LITLEN_SYMBOLS, MAX_CODE_BITS, litlen_lengths);
    code_lengths(dist_freq, DIST_SYMBOLS, MAX_CODE_BITS, dist_lengths);
    int hlit = LITLEN_SYMBOLS, hdist = DIST_SYMBOLS;
    while (hlit > 257 && litlen_lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_lengths[hdist - 1] == 0) hdist--;

    // The code lengths, run-length coded (16: repeat the previous 3-6 times, 17: 3-10 zeros,
    // 18: 11-138 zeros) over the literal/length lengths followed directly by the distance ones.
    uint8_t sequence[LITLEN_SYMBOLS + DIST_SYMBOLS];
    memcpy(sequence, litlen_lengths, (size_t)hlit);
    memcpy(sequence + hlit, dist_lengths, (size_t)hdist);
    int total = hlit + hdist;
    uint8_t rle_symbol[LITLEN_SYMBOLS + DIST_SYMBOLS], rle_extra[LITLEN_SYMBOLS + DIST_SYMBOLS];
    int rle_count = 0;
    uint32_t codelen_freq[CODELEN_SYMBOLS] = {0};
    for (int i = 0; i < total;) {
        uint8_t value = sequence[i];
        int run = 1;
        while (i + run < total && sequence[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 3) {
                int take = run > 138 ? 138 : run;
                rle_symbol[rle_count] = take >= 11 ? 18 : 17;
                rle_extra[rle_count++] = (uint8_t)(take >= 11 ? take - 11 : take - 3);
                codelen_freq[take >= 11 ? 18 : 17]++;
                run -= take;
            }
        } else {
            rle_symbol[rle_count] = value;
            rle_extra[rle_count++] = 0;
            codelen_freq[value]++;
            run--;
            while (run >= 3) {
                int take = run > 6 ? 6 : run;
                rle_symbol[rle_count] = 16;
                rle_extra[rle_count++] = (uint8_t)(take - 3);
                codelen_freq[16]++;
                run -= take;
            }
        }
        while (run-- > 0) {
            rle_symbol[rle_count] = value;
            rle_extra[rle_count++] = 0;
            codelen_freq[value]++;
        }
    }
    uint8_t codelen_lengths[CODELEN_SYMBOLS];
    uint16_t codelen_codes[CODELEN_SYMBOLS];
    code_lengths(codelen_freq, CODELEN_SYMBOLS, MAX_CODELEN_BITS, codelen_lengths);
    canonical_codes(codelen_lengths, CODELEN_SYMBOLS, codelen_codes);
    int hclen = CODELEN_SYMBOLS;
    while (hclen > 4 && codelen_lengths[codelen_order[hclen - 1]] == 0) hclen--;

    uint16_t litlen_codes[LITLEN_SYMBOLS], dist_codes[DIST_SYMBOLS];
    canonical_codes(litlen_lengths, LITLEN_SYMBOLS, litlen_codes);
    canonical_codes(dist_lengths, DIST_SYMBOLS, dist_codes);

    struct bit_writer w = {out, 0, 0};
    put_bits(&w, last ? 1u : 0u, 1);  // BFINAL
    put_bits(&w, 2, 2);               // BTYPE 10: dynamic Huffman codes
    put_bits(&w, (uint32_t)(hlit - 257), 5);
    put_bits(&w, (uint32_t)(hdist - 1), 5);
    put_bits(&w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(&w, codelen_lengths[codelen_order[i]], 3);
    static const uint8_t rle_extra_bits[3] = {2, 3, 7};
    for (int i = 0; i < rle_count; i++) {
        uint8_t s = rle_symbol[i];
        put_bits(&w, codelen_codes[s], codelen_lengths[s]);
        if (s >= 16) put_bits(&w, rle_extra[i], rle_extra_bits[s - 16]);
    }

    // The two distances' codes with their extra bits, fixed for the whole block.
    uint32_t dist_bits[2] = {0, 0};
    unsigned dist_bit_count[2] = {0, 0};
    size_t distances[2] = {near, far};
    int indices[2] = {near_index, far_index};
    for (int k = 0; k < 2; k++) {
        if (distances[k] == 0) continue;
        int d = indices[k];
        dist_bits[k] = dist_codes[d] | (uint32_t)(distances[k] - dist_base[d]) << dist_lengths[d];
        dist_bit_count[k] = dist_lengths[d] + dist_extra[d];
    }
    for (size_t t = 0; t < tokens_count; t++) {
        uint32_t token = tokens[t];
        if (!(token & MATCH_FLAG)) {
            put_bits(&w, litlen_codes[token], litlen_lengths[token]);
            continue;
        }
        unsigned length = (token & ~MATCH_FLAG) >> 1;
        int far_match = (int)(token & 1u);
        int li = length_index[length];
        int symbol = 257 + li;
        put_bits(&w, litlen_codes[symbol] | (uint32_t)(length - length_base[li]) << litlen_lengths[symbol],
                 litlen_lengths[symbol] + length_extra[li]);
        put_bits(&w, dist_bits[far_match], dist_bit_count[far_match]);
    }
    put_bits(&w, litlen_codes[END_OF_BLOCK], litlen_lengths[END_OF_BLOCK]);
    if (!last) {
        put_bits(&w, 0, 3);  // an empty stored block, not final: byte-aligned, then LEN 0, NLEN 0xFFFF
        align_to_byte(&w);
        static const uint8_t empty_stored[4] = {0x00, 0x00, 0xFF, 0xFF};
        memcpy(w.out, empty_stored, 4);
        w.out += 4;
    } else {
        align_to_byte(&w);
    }
    return (size_t)(w.out - out);
}
