// CPNGShim decoding: any PNG to straight RGBA8 in a caller-allocated buffer, in two steps so the
// caller learns the size (and the limits are checked) before any pixel memory exists.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shim_internal.h"

// MARK: - Decoding

struct shim_reader {
    const uint8_t *data;
    size_t count;
    size_t position;
};

struct cpngshim_decoder {
    png_structp png;
    png_infop info;
    struct shim_reader source;
    struct shim_error error;
    png_bytep *rows;
    uint32_t width;
    uint32_t height;
};

static void shim_read_data(png_structp png, png_bytep data, size_t length) {
    struct shim_reader *source = (struct shim_reader *)png_get_io_ptr(png);
    if (length > source->count - source->position) {
        png_error(png, "unexpected end of data (file truncated)");
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

int cpngshim_decode_begin(const uint8_t *data, size_t count, uint32_t max_side,
                          uint64_t max_pixels, cpngshim_decoder **decoder, uint32_t *width,
                          uint32_t *height, char *message, size_t message_capacity) {
    if (decoder == NULL || width == NULL || height == NULL || (data == NULL && count > 0)) {
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
    }
    *decoder = NULL;
    cpngshim_decoder *state = (cpngshim_decoder *)calloc(1, sizeof *state);
    if (state == NULL) {
        return cpngshim__report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    state->source = (struct shim_reader){data, count, 0};
    state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state->error, cpngshim__on_error,
                                        cpngshim__on_warning);
    if (state->png != NULL) state->info = png_create_info_struct(state->png);
    if (state->png == NULL || state->info == NULL) {
        cpngshim_decoder_free(state);
        return cpngshim__report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    if (setjmp(png_jmpbuf(state->png))) {
        int status = cpngshim__finish_error(&state->error, message, message_capacity);
        cpngshim_decoder_free(state);
        return status;
    }
    png_set_read_fn(state->png, &state->source, shim_read_data);
#ifdef PNG_IGNORE_ADLER32
    // Every chunk's CRC already guards the compressed bytes; zlib's Adler-32 of the inflated data
    // is one more full pass over it (about 7 % of a cold render of the standard scene).
    png_set_option(state->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    // libpng's own guard: it rejects a larger IHDR before allocating anything.
    png_set_user_limits(state->png, max_side, max_side);
    png_read_info(state->png, state->info);

    png_uint_32 w = 0, h = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(state->png, state->info, &w, &h, &bit_depth, &color_type, NULL, NULL, NULL);
    if (w == 0 || h == 0 || w > max_side || h > max_side) {  // libpng checked; belt and braces
        char text[160];
        snprintf(text, sizeof text, "%ux%u px", (unsigned)w, (unsigned)h);
        cpngshim__fail(state->png, CPNGSHIM_ERR_LIMIT, text);
    }
    if ((uint64_t)w * (uint64_t)h > max_pixels) {
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
    }
    (void)png_set_interlace_handling(state->png);
    png_read_update_info(state->png, state->info);
    if (png_get_rowbytes(state->png, state->info) != (size_t)w * 4) {
        cpngshim__fail(state->png, CPNGSHIM_ERR_LIBPNG, "unexpected row size after RGBA8 transforms");
    }
    (void)bit_depth;
    state->width = w;
    state->height = h;
    *width = w;
    *height = h;
    *decoder = state;
    return CPNGSHIM_OK;
}

int cpngshim_decode_finish(cpngshim_decoder *decoder, uint8_t *rgba, char *message,
                           size_t message_capacity) {
    if (decoder == NULL || rgba == NULL) {
        cpngshim_decoder_free(decoder);
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
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
    cpngshim_decoder_free(decoder);
    return CPNGSHIM_OK;
}
