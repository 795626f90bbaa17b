// CPNGShim: libpng behind setjmp, so no longjmp ever crosses a Swift frame (see cpngshim.h).
//
// Each entry point creates its libpng struct, sets its own jump buffer, and on error lands in the
// `setjmp` branch of that same C function, which frees everything and returns a status code.
// Memory that must survive a longjmp lives in a heap state struct, never in non-volatile locals.
#include "cpngshim.h"

#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

// MARK: - Errors

// Error state shared by the libpng callbacks of one read or write struct.
struct shim_error {
    int status;
    char message[256];
    // The first warning that names IHDR: libpng explains a bad header in warnings and then
    // fails with the bare "Invalid IHDR data", so the warning carries the actual reason.
    char header_warning[192];
};

static void shim_on_error(png_structp png, png_const_charp message) {
    struct shim_error *error = (struct shim_error *)png_get_error_ptr(png);
    if (error->status == CPNGSHIM_OK) {
        error->status = CPNGSHIM_ERR_LIBPNG;
        if (strstr(error->header_warning, "exceeds user limit") != NULL) {
            // png_set_user_limits refused the header: the warning is the whole story.
            error->status = CPNGSHIM_ERR_LIMIT;
            snprintf(error->message, sizeof error->message, "%s", error->header_warning);
        } else if (error->header_warning[0] != 0) {
            snprintf(error->message, sizeof error->message, "%s (%s)", message,
                     error->header_warning);
        } else {
            snprintf(error->message, sizeof error->message, "%s", message);
        }
    }
    png_longjmp(png, 1);
}

static void shim_on_warning(png_structp png, png_const_charp message) {
    struct shim_error *error = (struct shim_error *)png_get_error_ptr(png);
    if (error->header_warning[0] == 0 && strstr(message, "IHDR") != NULL) {
        snprintf(error->header_warning, sizeof error->header_warning, "%s", message);
    }
}

// Raises a shim-detected error with a status other than CPNGSHIM_ERR_LIBPNG; never returns.
static void shim_fail(png_structp png, int status, const char *message) {
    struct shim_error *error = (struct shim_error *)png_get_error_ptr(png);
    if (error->status == CPNGSHIM_OK) {
        error->status = status;
        snprintf(error->message, sizeof error->message, "%s", message);
    }
    png_longjmp(png, 1);
}

static int shim_report(int status, const char *text, char *message, size_t capacity) {
    if (message != NULL && capacity > 0) {
        snprintf(message, capacity, "%s", text);
    }
    return status;
}

static int shim_finish_error(const struct shim_error *error, char *message, size_t capacity) {
    int status = error->status == CPNGSHIM_OK ? CPNGSHIM_ERR_LIBPNG : error->status;
    return shim_report(status, error->message[0] != 0 ? error->message : "libpng error", message,
                       capacity);
}

// MARK: - Buffers

void cpngshim_buffer_free(cpngshim_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->data);
    buffer->data = NULL;
    buffer->count = 0;
    buffer->capacity = 0;
}

static void shim_write_data(png_structp png, png_bytep data, size_t length) {
    cpngshim_buffer *out = (cpngshim_buffer *)png_get_io_ptr(png);
    if (length > SIZE_MAX - out->count) shim_fail(png, CPNGSHIM_ERR_MEMORY, "output too large");
    size_t needed = out->count + length;
    if (needed > out->capacity) {
        // Geometric growth: amortized O(1) per byte, one live buffer.
        size_t capacity = out->capacity < 65536 ? 65536 : out->capacity;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        uint8_t *grown = (uint8_t *)realloc(out->data, capacity);
        if (grown == NULL) shim_fail(png, CPNGSHIM_ERR_MEMORY, "out of memory growing output");
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->count, data, length);
    out->count = needed;
}

static void shim_flush(png_structp png) { (void)png; }

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
        return shim_report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
    }
    *decoder = NULL;
    cpngshim_decoder *state = (cpngshim_decoder *)calloc(1, sizeof *state);
    if (state == NULL) {
        return shim_report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    state->source = (struct shim_reader){data, count, 0};
    state->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state->error, shim_on_error,
                                        shim_on_warning);
    if (state->png != NULL) state->info = png_create_info_struct(state->png);
    if (state->png == NULL || state->info == NULL) {
        cpngshim_decoder_free(state);
        return shim_report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    if (setjmp(png_jmpbuf(state->png))) {
        int status = shim_finish_error(&state->error, message, message_capacity);
        cpngshim_decoder_free(state);
        return status;
    }
    png_set_read_fn(state->png, &state->source, shim_read_data);
    // libpng's own guard: it rejects a larger IHDR before allocating anything.
    png_set_user_limits(state->png, max_side, max_side);
    png_read_info(state->png, state->info);

    png_uint_32 w = 0, h = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(state->png, state->info, &w, &h, &bit_depth, &color_type, NULL, NULL, NULL);
    if (w == 0 || h == 0 || w > max_side || h > max_side) {  // libpng checked; belt and braces
        char text[160];
        snprintf(text, sizeof text, "%ux%u px", (unsigned)w, (unsigned)h);
        shim_fail(state->png, CPNGSHIM_ERR_LIMIT, text);
    }
    if ((uint64_t)w * (uint64_t)h > max_pixels) {
        char text[160];
        snprintf(text, sizeof text, "%ux%u px is %llu pixels", (unsigned)w, (unsigned)h,
                 (unsigned long long)((uint64_t)w * h));
        shim_fail(state->png, CPNGSHIM_ERR_LIMIT, text);
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
        shim_fail(state->png, CPNGSHIM_ERR_LIBPNG, "unexpected row size after RGBA8 transforms");
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
        return shim_report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        int status = shim_finish_error(&decoder->error, message, message_capacity);
        cpngshim_decoder_free(decoder);
        return status;
    }
    // One pointer per row into the caller's buffer; libpng fills them (all passes if interlaced).
    decoder->rows = (png_bytep *)malloc((size_t)decoder->height * sizeof(png_bytep));
    if (decoder->rows == NULL) shim_fail(decoder->png, CPNGSHIM_ERR_MEMORY, "out of memory");
    size_t stride = (size_t)decoder->width * 4;
    for (uint32_t y = 0; y < decoder->height; y++) decoder->rows[y] = rgba + (size_t)y * stride;
    png_read_image(decoder->png, decoder->rows);
    png_read_end(decoder->png, NULL);  // checks the trailing chunks' CRCs through IEND
    cpngshim_decoder_free(decoder);
    return CPNGSHIM_OK;
}

// MARK: - Encoding

// zlib and filter choice for the RGBA8 encoder, tuned on the standard benchmark screen
// /work/shared/bench/r1-background.png (1170x2532 RGB), decoded then re-encoded through this
// file; best of 5-9 runs, gcc -O2, libpng 1.6.39, zlib 1.2.13, 2-core VM shared with other
// builds (runs vary by +-5 ms; ranges are over several sessions). The right-hand columns are
// the same screen made gray, dimmed to 70 % and given a white 810x450 card, like the R1 scene.
//
//   level strategy  filters  memLevel   ms     bytes   | dimmed: ms   bytes
//   6     default   all      8         76-109  228549   |         71   141371  (common default)
//   6     default   none     8         42-81   203783   |         45   135749
//   4     default   none     8         33-49   235788   |         31   143592
//   4     default   none     6         32      233179   |         30   142668
//   3     default   none     8         19-23   252440   |         17   165477
//   3     default   none     7         18      252466   |         16   165015
//   3     default   none     6         17.7-18 251358   |      15.5-16 163995  <- chosen
//   3     default   none     5         18      251225   |         15   162591
//   3     default   none     4         19      251200   |         15   161679
//   2     default   none     8         18-23   258971   |         17   173013
//   1     default   none     8         18-34   266433   |         16   178480
//   1     default   all      8         53-66   283360   |         52   179957
//   1     default   sub      8         23-31   323581   |         20   199806
//   1     default   up       8         24-32   295718   |         22   184442
//   3     default   up       8         25-33   283857   |         22   179425
//   3     default   paeth    8         33      279067   |         29   178625
//   3     default   avg      8         27      335469   |         23   213885
//   1     default   none+up  8         31-44   289270   |         30   184431
//   1     filtered  up       8         24-32   295718   |         22   184442
//   1     RLE       none     8         38     1992957   |
//   1     RLE       sub      8         22-33   395904   |         21   290837
//   1     RLE       up       8         24-32   386497   |         21   191868
//   1     RLE       all      8         52-71   264063   |         52   178534
//   1     huffman   up       8         62     1366599   |
//   (zlib compress2 level 3 on the same unfiltered rows alone: 15.5 ms, 252383 B)
//
// Adaptive filtering costs more than the whole deflate at these levels (libpng tries five
// filters per row) and on flat screens it barely helps or even hurts; levels 1-3 use zlib's
// fast matcher, level 4 switches to the lazy one and doubles the time. Level 3 without filters
// is the smallest output within the ~25 ms budget, and a smaller hash (memLevel 6) is both
// faster (cache) and no larger. A 256 KB zlib buffer means few IDAT chunks and write calls.
struct shim_encode_settings {
    int level;
    int strategy;
    int filters;
    int mem_level;
    size_t zbuffer_size;
};

static const struct shim_encode_settings rgba8_settings = {
    .level = 3,
    .strategy = Z_DEFAULT_STRATEGY,
    .filters = PNG_FILTER_NONE,
    .mem_level = 6,
    .zbuffer_size = 256 * 1024,
};

struct shim_writer {
    png_structp png;
    png_infop info;
    struct shim_error error;
    cpngshim_buffer out;
    uint8_t *row;  // un-premultiplied copy of one row and its table, when needed
};

static void shim_writer_free(struct shim_writer *writer) {
    if (writer->png != NULL) {
        png_destroy_write_struct(&writer->png, writer->info != NULL ? &writer->info : NULL);
    }
    free(writer->row);
    cpngshim_buffer_free(&writer->out);
    free(writer);
}

static struct shim_writer *shim_writer_create(void) {
    struct shim_writer *writer = (struct shim_writer *)calloc(1, sizeof *writer);
    if (writer == NULL) return NULL;
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer->error, shim_on_error,
                                          shim_on_warning);
    if (writer->png != NULL) writer->info = png_create_info_struct(writer->png);
    if (writer->png == NULL || writer->info == NULL) {
        shim_writer_free(writer);
        return NULL;
    }
    return writer;
}

// Hands the finished bytes to the caller and frees the writer.
static int shim_writer_finish(struct shim_writer *writer, cpngshim_buffer *out) {
    *out = writer->out;
    writer->out = (cpngshim_buffer){NULL, 0, 0};
    shim_writer_free(writer);
    return CPNGSHIM_OK;
}

static int shim_rows_opaque(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * stride;
        uint8_t all = 0xFF;
        for (uint32_t x = 0; x < width; x++) all &= row[(size_t)x * 4 + 3];
        if (all != 0xFF) return 0;
    }
    return 1;
}

// The un-premultiply table: entry [a][c] is straight = (c * 255 + a / 2) / a clamped to 255,
// and 0 for a = 0. Built per encode that needs it (65536 divisions, ~0.2 ms) instead of three
// divisions per translucent pixel (~9 ms on a fully translucent 1170x2532 canvas).
static void shim_fill_unpremultiply_table(uint8_t *table) {
    memset(table, 0, 256);
    for (unsigned a = 1; a < 256; a++) {
        for (unsigned c = 0; c < 256; c++) {
            unsigned v = (c * 255 + a / 2) / a;
            table[a * 256 + c] = (uint8_t)(v > 255 ? 255 : v);
        }
    }
}

// Fully transparent pixels become 0,0,0,0; opaque ones are copied.
static void shim_unpremultiply_row(const uint8_t *src, uint8_t *dst, uint32_t width,
                                   const uint8_t *table) {
    for (uint32_t x = 0; x < width; x++, src += 4, dst += 4) {
        unsigned a = src[3];
        if (a == 255) {
            memcpy(dst, src, 4);
        } else {
            const uint8_t *row = table + a * 256;
            dst[0] = row[src[0]];
            dst[1] = row[src[1]];
            dst[2] = row[src[2]];
            dst[3] = (uint8_t)a;
        }
    }
}

static int shim_encode_rgba8_with(const uint8_t *rgba, uint32_t width, uint32_t height,
                                  size_t stride, int premultiplied,
                                  const struct shim_encode_settings *settings,
                                  cpngshim_buffer *out, char *message, size_t message_capacity) {
    if (rgba == NULL || out == NULL) {
        return shim_report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
    }
    *out = (cpngshim_buffer){NULL, 0, 0};
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX ||
        stride < (size_t)width * 4) {
        return shim_report(CPNGSHIM_ERR_ARGUMENT, "invalid image size or stride", message,
                           message_capacity);
    }
    int opaque = shim_rows_opaque(rgba, width, height, stride);
    struct shim_writer *writer = shim_writer_create();
    if (writer == NULL) {
        return shim_report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        int status = shim_finish_error(&writer->error, message, message_capacity);
        shim_writer_free(writer);
        return status;
    }
    png_structp png = writer->png;
    png_set_write_fn(png, &writer->out, shim_write_data, shim_flush);
    png_set_IHDR(png, writer->info, width, height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, settings->filters);
    png_set_compression_level(png, settings->level);
    png_set_compression_strategy(png, settings->strategy);
    png_set_compression_mem_level(png, settings->mem_level);
    png_set_compression_buffer_size(png, settings->zbuffer_size);
    png_write_info(png, writer->info);
    if (opaque) {
        // Rows stay 4 bytes a pixel; libpng drops the (all-255) alpha byte as it filters.
        png_set_filler(png, 0, PNG_FILLER_AFTER);
    } else if (premultiplied) {
        // One allocation: the row buffer followed by the 256x256 un-premultiply table.
        writer->row = (uint8_t *)malloc((size_t)width * 4 + 65536);
        if (writer->row == NULL) shim_fail(png, CPNGSHIM_ERR_MEMORY, "out of memory");
        shim_fill_unpremultiply_table(writer->row + (size_t)width * 4);
    }
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * stride;
        if (writer->row != NULL) {
            shim_unpremultiply_row(row, writer->row, width, writer->row + (size_t)width * 4);
            row = writer->row;
        }
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    return shim_writer_finish(writer, out);
}

int cpngshim_encode_rgba8(const void *rgba, uint32_t width, uint32_t height, size_t stride,
                          int premultiplied, cpngshim_buffer *out, char *message,
                          size_t message_capacity) {
    return shim_encode_rgba8_with((const uint8_t *)rgba, width, height, stride, premultiplied, &rgba8_settings,
                                  out, message, message_capacity);
}

int cpngshim_encode_raw(const uint8_t *rows, uint32_t width, uint32_t height, size_t stride,
                        int color_type, int bit_depth, int interlaced,
                        const uint8_t *palette_rgb, int palette_count,
                        const uint8_t *trans_alpha, int trans_count,
                        const uint16_t *trans_color, cpngshim_buffer *out, char *message,
                        size_t message_capacity) {
    if (rows == NULL || out == NULL || width == 0 || height == 0) {
        return shim_report(CPNGSHIM_ERR_ARGUMENT, "invalid argument", message, message_capacity);
    }
    *out = (cpngshim_buffer){NULL, 0, 0};
    struct shim_writer *writer = shim_writer_create();
    if (writer == NULL) {
        return shim_report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        int status = shim_finish_error(&writer->error, message, message_capacity);
        shim_writer_free(writer);
        return status;
    }
    png_structp png = writer->png;
    png_set_write_fn(png, &writer->out, shim_write_data, shim_flush);
    png_set_IHDR(png, writer->info, width, height, bit_depth, color_type,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (palette_rgb != NULL && palette_count > 0) {
        png_color palette[256];
        if (palette_count > 256) shim_fail(png, CPNGSHIM_ERR_ARGUMENT, "palette over 256");
        for (int i = 0; i < palette_count; i++) {
            palette[i] = (png_color){palette_rgb[3 * i], palette_rgb[3 * i + 1],
                                     palette_rgb[3 * i + 2]};
        }
        png_set_PLTE(png, writer->info, palette, palette_count);
    }
    if ((trans_alpha != NULL && trans_count > 0) || trans_color != NULL) {
        png_color_16 color = {0, 0, 0, 0, 0};
        if (trans_color != NULL) {
            color.gray = trans_color[0];
            color.red = trans_color[1];
            color.green = trans_color[2];
            color.blue = trans_color[3];
        }
        png_set_tRNS(png, writer->info, trans_alpha, trans_alpha != NULL ? trans_count : 0,
                     trans_color != NULL ? &color : NULL);
    }
    png_write_info(png, writer->info);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_write_row(png, rows + (size_t)y * stride);
    }
    png_write_end(png, NULL);
    return shim_writer_finish(writer, out);
}
