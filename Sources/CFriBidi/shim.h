#include <stdint.h>
#include <stdlib.h>
#include <fribidi.h>

/* The paragraph-type constants are composite macros Swift cannot import; this wrapper takes a
 * plain int instead and keeps FriBidi's scratch arrays on the C side.
 *
 * Embedding levels (UAX #9 rules P2 to I1, and L1 parts 1-3) of one paragraph of UTF-32 text.
 * base: 0 = from the text (P2/P3), falling back to LTR; 1 = from the text, falling back to RTL;
 *       2 = LTR; 3 = RTL.
 * Writes `length` levels; returns the paragraph's level (0 or 1), or -1 when FriBidi fails. */
static inline int alertsnap_bidi_levels(const uint32_t *text, int length, int base, uint8_t *levels) {
    if (length <= 0) return base == 1 || base == 3 ? 1 : 0;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    FriBidiLevel *out = malloc(sizeof(FriBidiLevel) * (size_t)length);
    int result = -1;
    if (types && brackets && out) {
        fribidi_get_bidi_types(text, length, types);
        fribidi_get_bracket_types(text, length, types, brackets);
        FriBidiParType dir = base == 0 ? FRIBIDI_PAR_WLTR
                           : base == 1 ? FRIBIDI_PAR_WRTL
                           : base == 2 ? FRIBIDI_PAR_LTR : FRIBIDI_PAR_RTL;
        if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &dir, out) != 0) {
            for (int i = 0; i < length; i++) levels[i] = (uint8_t)out[i];
            result = FRIBIDI_IS_RTL(dir) ? 1 : 0;
        }
    }
    free(types);
    free(brackets);
    free(out);
    return result;
}
