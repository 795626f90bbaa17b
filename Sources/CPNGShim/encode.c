// CPNGShim encoding: RGBA8 canvases to PNG in memory, plus the raw test-support writer.
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "shim_internal.h"

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
    writer->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer->error, cpngshim__on_error,
                                          cpngshim__on_warning);
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
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "null argument", message, message_capacity);
    }
    *out = (cpngshim_buffer){NULL, 0, 0};
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX ||
        stride < (size_t)width * 4) {
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "invalid image size or stride", message,
                           message_capacity);
    }
    int opaque = shim_rows_opaque(rgba, width, height, stride);
    struct shim_writer *writer = shim_writer_create();
    if (writer == NULL) {
        return cpngshim__report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        int status = cpngshim__finish_error(&writer->error, message, message_capacity);
        shim_writer_free(writer);
        return status;
    }
    png_structp png = writer->png;
    png_set_write_fn(png, &writer->out, cpngshim__write_data, cpngshim__flush);
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
        if (writer->row == NULL) cpngshim__fail(png, CPNGSHIM_ERR_MEMORY, "out of memory");
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
        return cpngshim__report(CPNGSHIM_ERR_ARGUMENT, "invalid argument", message, message_capacity);
    }
    *out = (cpngshim_buffer){NULL, 0, 0};
    struct shim_writer *writer = shim_writer_create();
    if (writer == NULL) {
        return cpngshim__report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        int status = cpngshim__finish_error(&writer->error, message, message_capacity);
        shim_writer_free(writer);
        return status;
    }
    png_structp png = writer->png;
    png_set_write_fn(png, &writer->out, cpngshim__write_data, cpngshim__flush);
    png_set_IHDR(png, writer->info, width, height, bit_depth, color_type,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (palette_rgb != NULL && palette_count > 0) {
        png_color palette[256];
        if (palette_count > 256) cpngshim__fail(png, CPNGSHIM_ERR_ARGUMENT, "palette over 256");
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
