// CPNGShim decoding: any PNG to straight RGBA8 in a caller-allocated buffer, in two steps so the
// caller learns the size (and the limits are checked) before any pixel memory exists. Plain 8-bit
// RGB and RGBA files take the fast path of fast_decode.c; libpng decodes everything else and
// whatever the fast path finds irregular.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shim_internal.h"

// MARK: - Decoding

struct shim_reader {
    const uint8_t *data;
    size_t count;
    size_t position;
    uint32_t height;       // from the header, once read (0 before)
    int interlaced;
    size_t surplus_idat;   // IDAT data bytes handed to libpng after the last row
};

// Compressed IDAT bytes accepted after the last row. libpng's png_read_end inflates whatever
// image data is left, to its end, only to warn that there was too much: a 1x1 PNG whose 16 MB of
// IDAT inflate to 16 GiB of zeros took 28 s. A well-formed stream has at most a few bytes left
// (the end of the last block, the Adler-32); 64 KiB of it inflate to at most 66 MB (deflate's
// ratio is at most 1032:1), a few milliseconds.
#define SHIM_MAX_SURPLUS_IDAT ((size_t)64 << 10)

struct cpngshim_decoder {
    png_structp png;
    png_infop info;
    struct shim_reader source;
    struct shim_error error;
    png_bytep *rows;
    uint32_t width;
    uint32_t height;
    uint32_t max_side;
    uint64_t max_pixels;
    int fast;       // the fast path decodes `plan`; libpng's structs do not exist yet
    int fast_only;  // CPNGSHIM_DECODE_FAST_ONLY: no fallback to libpng
    int filler_alpha;  // libpng adds alpha 255 (no alpha channel, no tRNS): opaque throughout
    struct cpngshim_fast_plan plan;
};

static void shim_read_data(png_structp png, png_bytep data, size_t length) {
    struct shim_reader *source = (struct shim_reader *)png_get_io_ptr(png);
    if (length > source->count - source->position) {
        png_error(png, "unexpected end of data (file truncated)");
    }
    // Past the last row libpng's row counter stays at the height (plain images) or its pass
    // counter at 7 (Adam7): it runs png_read_finish_IDAT from inside the last png_read_row.
    int rows_done = source->height != 0 &&
                    (source->interlaced ? png_get_current_pass_number(png) >= 7
                                        : png_get_current_row_number(png) >= source->height);
    if (rows_done && (png_get_io_state(png) & PNG_IO_CHUNK_DATA) != 0 &&
        png_get_io_chunk_type(png) == 0x49444154u /* IDAT */) {
        source->surplus_idat += length;
        if (source->surplus_idat > SHIM_MAX_SURPLUS_IDAT) {
            png_error(png, "too much image data: the compressed data goes on past the last row");
        }
    }
    memcpy(data, source->data + source->position, length);
    source->position += length;
}

void cpngshim_decoder_free(cpngshim_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->png != NULL) {
        png_destroy_read_struct(&decoder->png, decoder->info != NULL ? &decoder->info : NULL,
                                NULL);
    }
    free(decoder->rows);
    free(decoder);
}

// Creates libpng's structs in `state` and reads the header through the first IDAT, with the same
// limits; sets `state->width` and `height`. On failure returns the status (the caller frees).
static int libpng_begin(cpngshim_decoder *state, char *message, size_t message_capacity) {
    state->error = (struct shim_error){0};
    state->filler_alpha = 0;
    state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state->error, cpngshim__on_error,
                                        cpngshim__on_warning);
    if (state->png != NULL) state->info = png_create_info_struct(state->png);
    if (state->png == NULL || state->info == NULL) {
        return cpngshim__report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    if (setjmp(png_jmpbuf(state->png))) {
        return cpngshim__finish_error(&state->error, message, message_capacity);
    }
    png_set_read_fn(state->png, &state->source, shim_read_data);
#ifdef PNG_IGNORE_ADLER32
    // Every chunk's CRC already guards the compressed bytes; zlib's Adler-32 of the inflated data
    // is one more full pass over it (about 7 % of a cold render of the standard scene).
    png_set_option(state->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    // libpng's own guard: it rejects a larger IHDR before allocating anything.
    png_set_user_limits(state->png, state->max_side, state->max_side);
    png_read_info(state->png, state->info);

    png_uint_32 w = 0, h = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(state->png, state->info, &w, &h, &bit_depth, &color_type, NULL, NULL, NULL);
    // libpng checked these; belt and braces.
    if (w == 0 || h == 0 || w > state->max_side || h > state->max_side) {
        char text[160];
        snprintf(text, sizeof text, "%ux%u px", (unsigned)w, (unsigned)h);
        cpngshim__fail(state->png, CPNGSHIM_ERR_LIMIT, text);
    }
    if ((uint64_t)w * (uint64_t)h > state->max_pixels) {
        char text[160];
        snprintf(text, sizeof text, "%ux%u px is %llu pixels", (unsigned)w, (unsigned)h,
                 (unsigned long long)((uint64_t)w * h));
        cpngshim__fail(state->png, CPNGSHIM_ERR_LIMIT, text);
    }

    // Everything to straight RGBA8, sample values untouched (no gamma: the data is sRGB bytes).
    png_set_expand(state->png);  // palette -> RGB, gray < 8 bit -> 8 bit, tRNS -> alpha
    png_set_strip_16(state->png);
    png_set_gray_to_rgb(state->png);
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 &&
        !png_get_valid(state->png, state->info, PNG_INFO_tRNS)) {
        png_set_add_alpha(state->png, 0xFF, PNG_FILLER_AFTER);
        state->filler_alpha = 1;
    }
    (void)png_set_interlace_handling(state->png);
    png_read_update_info(state->png, state->info);
    if (png_get_rowbytes(state->png, state->info) != (size_t)w * 4) {
        cpngshim__fail(state->png, CPNGSHIM_ERR_LIBPNG, "unexpected row size after RGBA8 transforms");
    }
    (void)bit_depth;
    state->source.height = h;
    state->source.interlaced = png_get_interlace_type(state->png, state->info) != PNG_INTERLACE_NONE;
    state->width = w;
    state->height = h;
    return CPNGSHIM_OK;
}

int cpngshim_decode_begin(const uint8_t *data, size_t count, uint32_t max_side,
                          uint64_t max_pixels, cpngshim_decoder **decoder, uint32_t *width,
                          uint32_t *height, char *message, size_t message_capacity) {
    return cpngshim_decode_begin_mode(CPNGSHIM_DECODE_AUTO, data, count, max_side, max_pixels,
                                      decoder, width, height, message, message_capacity);
}

// Decodes begun on this thread (cpngshim_thread_decode_count): tests count whole decodes with it.
static _Thread_local unsigned long thread_decodes;

unsigned long cpngshim_thread_decode_count(void) { return thread_decodes; }

int cpngshim_decode_begin_mode(int mode, const uint8_t *data, size_t count, uint32_t max_side,
                               uint64_t max_pixels, cpngshim_decoder **decoder, uint32_t *width,
                               uint32_t *height, char *message, size_t message_capacity) {
    thread_decodes++;
    if (decoder == NULL || width == NULL || height == NULL || (data == NULL && count > 0)) {
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
    }
    if (mode < CPNGSHIM_DECODE_AUTO || mode > CPNGSHIM_DECODE_FAST_ONLY) {
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "unknown decode mode", message,
                                message_capacity);
    }
    *decoder = NULL;
    cpngshim_decoder *state = (cpngshim_decoder *)calloc(1, sizeof *state);
    if (state == NULL) {
        return cpngshim__report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    state->source = (struct shim_reader){data, count, 0};
    state->max_side = max_side;
    state->max_pixels = max_pixels;
    if (mode != CPNGSHIM_DECODE_LIBPNG) {
        // The fast path's plan walks the whole file (all CRCs) but allocates nothing.
        const char *declined = cpngshim__fast_plan(data, count, max_side, max_pixels, &state->plan);
        if (declined == NULL) {
            state->fast = 1;
            state->fast_only = mode == CPNGSHIM_DECODE_FAST_ONLY;
            state->width = *width = state->plan.width;
            state->height = *height = state->plan.height;
            *decoder = state;
            return CPNGSHIM_OK;
        }
        if (mode == CPNGSHIM_DECODE_FAST_ONLY) {
            cpngshim_decoder_free(state);
            char text[160];
            snprintf(text, sizeof text, "fast path declined: %s", declined);
            return cpngshim__report(CPNGSHIM_ERR_LIBPNG, text, message, message_capacity);
        }
    }
    int status = libpng_begin(state, message, message_capacity);
    if (status != CPNGSHIM_OK) {
        cpngshim_decoder_free(state);
        return status;
    }
    *width = state->width;
    *height = state->height;
    *decoder = state;
    return CPNGSHIM_OK;
}

int cpngshim_decode_finish(cpngshim_decoder *decoder, uint8_t *rgba, char *message,
                           size_t message_capacity) {
    int opaque = 0;
    return cpngshim_decode_finish_opaque(decoder, rgba, &opaque, message, message_capacity);
}


int cpngshim_decode_finish_opaque(cpngshim_decoder *decoder, uint8_t *rgba, int *opaque,
                                  char *message, size_t message_capacity) {
    if (decoder == NULL || rgba == NULL || opaque == NULL) {
        cpngshim_decoder_free(decoder);
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
    }
    if (decoder->fast) {
        int status = CPNGSHIM_OK;
        const char *problem = cpngshim__fast_decode(&decoder->plan, rgba, &status, opaque);
        if (problem == NULL || status == CPNGSHIM_ERR_MEMORY || decoder->fast_only) {
            char text[160];
            snprintf(text, sizeof text, "%s%s", decoder->fast_only ? "fast path failed: " : "",
                     problem != NULL ? problem : "");
            cpngshim_decoder_free(decoder);
            return problem == NULL ? CPNGSHIM_OK
                                   : cpngshim__report(status, text, message, message_capacity);
        }
        // Data the fast path will not decode: libpng reads the same bytes from the start and
        // decodes them or reports the problem in its own words. It overwrites every pixel.
        decoder->fast = 0;
        uint32_t width = decoder->width, height = decoder->height;
        status = libpng_begin(decoder, message, message_capacity);
        if (status == CPNGSHIM_OK && (decoder->width != width || decoder->height != height)) {
            status = cpngshim__report(CPNGSHIM_ERR_LIBPNG, "image size changed between readings",
                                      message, message_capacity);
        }
        if (status != CPNGSHIM_OK) {
            cpngshim_decoder_free(decoder);
            return status;
        }
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        int status = cpngshim__finish_error(&decoder->error, message, message_capacity);
        cpngshim_decoder_free(decoder);
        return status;
    }
    // One pointer per row into the caller's buffer; libpng fills them (all passes if interlaced).
    decoder->rows = (png_bytep *)malloc((size_t)decoder->height * sizeof(png_bytep));
    if (decoder->rows == NULL) cpngshim__fail(decoder->png, CPNGSHIM_ERR_MEMORY, "out of memory");
    size_t stride = (size_t)decoder->width * 4;
    for (uint32_t y = 0; y < decoder->height; y++) decoder->rows[y] = rgba + (size_t)y * stride;
    png_read_image(decoder->png, decoder->rows);
    png_read_end(decoder->png, NULL);  // checks the trailing chunks' CRCs through IEND
    // Without an alpha channel or tRNS, libpng's filler alpha (png_set_add_alpha) is 255.
    *opaque = decoder->filler_alpha ||
              cpngshim__alpha_and(rgba, (size_t)decoder->width * decoder->height) == 0xFF;
    cpngshim_decoder_free(decoder);
    return CPNGSHIM_OK;
}
