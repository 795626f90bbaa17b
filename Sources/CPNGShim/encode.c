// CPNGShim encoding: RGBA8 canvases to PNG in memory, plus the raw test-support writer.
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "pixel_deflate.h"
#include "shim_internal.h"

// MARK: - Encoding

// How the RGBA8 encoder cuts the image data. The deflate itself is pixel_deflate.c's: matches
// at one pixel and one scanline back only, one dynamic-Huffman block per segment. On the iOS 26
// benchmark frame (bench/ios26/r1-ios26.json, 1170x2532 RGB, 8.9 MB of scanlines) it writes
// 278 KB where zlib at level 3 writes 294 KB (R1: 229 KB against 212 KB), with a third of zlib's
// work or less: zlib hashes every byte to look for matches at any distance, which on rendered
// screens finds little those two distances miss.
//
// 256 KB segments (about 35 on a phone screen) share the work well between workers, keep a
// segment's scanlines in cache from packing through compression, and each one's own Huffman
// codes fit its part of the screen.
//
// No PNG filters (filter type None on every row). Measured through libpng's own filtering:
// adaptive filtering (five trial filters a row) cost more than a whole deflate, and on these
// mostly flat screens every fixed filter (sub, up, average, Paeth) made the output larger, by
// 10-33 %: the pixel-above match does what the up filter would, without its cost.
struct shim_encode_settings {
    // Uncompressed bytes per deflate segment (rounded down to whole rows, at least one row).
    // Fixed per image, never derived from the worker count, so the bytes never depend on it.
    size_t segment_bytes;
    // The largest IDAT chunk written.
    size_t idat_bytes;
};

static const struct shim_encode_settings rgba8_settings = {
    .segment_bytes = 256 * 1024,
    .idat_bytes = 256 * 1024,
};

// The most workers one encode starts, whatever the core count.
#define SHIM_MAX_WORKERS 64
// Every how many rows the encoder looks for translucency before compressing (see
// shim_encode_rgba8_with).
#define SHIM_ALPHA_SAMPLE_ROWS 32

struct shim_writer {
    png_structp png;
    png_infop info;
    struct shim_error error;
    cpngshim_buffer out;
    uint8_t *table;  // the 256x256 un-premultiply table, when needed
    uint8_t *zlib;   // the whole zlib stream of the image data, split into IDAT chunks
    size_t zlib_count;
};

static void shim_writer_free(struct shim_writer *writer) {
    if (writer->png != NULL) {
        png_destroy_write_struct(&writer->png, writer->info != NULL ? &writer->info : NULL);
    }
    free(writer->table);
    free(writer->zlib);
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

// Whether the alpha byte of every pixel in `and_of_pixels` (pixels ANDed as 4-byte words) is 255.
static int shim_alpha_all_opaque(uint32_t and_of_pixels) {
    uint8_t bytes[4];
    memcpy(bytes, &and_of_pixels, 4);
    return bytes[3] == 0xFF;
}

static int shim_row_opaque(const uint8_t *row, uint32_t width) {
    uint32_t all = 0xFFFFFFFFu;
    for (uint32_t x = 0; x < width; x++, row += 4) {
        uint32_t pixel;
        memcpy(&pixel, row, 4);
        all &= pixel;
    }
    return shim_alpha_all_opaque(all);
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

// MARK: Scanlines

// The canvas and how its rows become PNG scanlines: filter byte 0 (None), then RGB when
// `channels` is 3 (the alpha bytes, all 255, dropped) or RGBA when 4, un-premultiplied through
// `table` when it is not null.
struct shim_rows {
    const uint8_t *rgba;
    size_t stride;
    uint32_t width;
    uint32_t height;
    int channels;
    const uint8_t *table;
    size_t scanline_bytes;  // 1 + width * channels
};

// Room a scanline needs past its end: RGB rows are stored in whole 16-byte vectors (4 pixels,
// 12 bytes kept) and 4-byte words (1 pixel, 3 kept), the surplus overwritten by what follows
// (the next scanline, written after) or left in slack.
#define SHIM_SCANLINE_SLACK 16

// Writes row `y`'s scanline at `dst`, which needs SHIM_SCANLINE_SLACK bytes of room past the
// scanline. Returns 0 if an RGB row turns out to have a translucent pixel.
static int shim_scanline(const struct shim_rows *rows, uint32_t y, uint8_t *dst) {
    const uint8_t *src = rows->rgba + (size_t)y * rows->stride;
    *dst++ = 0;  // PNG filter type None
    if (rows->channels == 3) {
        uint32_t all = 0xFFFFFFFFu;
        uint32_t x = 0;
#if defined(__SSE2__)
        // Four pixels a step, the alpha bytes squeezed out by whole-register byte shifts (the
        // reverse of fast_decode.c's expand_rgb): a third of the scalar loop's time, which was
        // a fifth of an encode of the R1 frame.
        const __m128i keep0 = _mm_set_epi32(0, 0, 0, 0x00FFFFFF);
        const __m128i keep1 = _mm_set_epi32(0, 0, 0x00FFFFFF, 0);
        const __m128i keep2 = _mm_set_epi32(0, 0x00FFFFFF, 0, 0);
        const __m128i keep3 = _mm_set_epi32(0x00FFFFFF, 0, 0, 0);
        __m128i and_all = _mm_set1_epi32(-1);
        for (; x + 4 <= rows->width; x += 4, src += 16, dst += 12) {
            __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)src);
            and_all = _mm_and_si128(and_all, pixels);
            __m128i packed = _mm_or_si128(
                _mm_or_si128(_mm_and_si128(pixels, keep0),
                             _mm_srli_si128(_mm_and_si128(pixels, keep1), 1)),
                _mm_or_si128(_mm_srli_si128(_mm_and_si128(pixels, keep2), 2),
                             _mm_srli_si128(_mm_and_si128(pixels, keep3), 3)));
            _mm_storeu_si128((__m128i *)(void *)dst, packed);
        }
        uint32_t lanes[4];
        _mm_storeu_si128((__m128i *)(void *)lanes, and_all);
        all = lanes[0] & lanes[1] & lanes[2] & lanes[3];
#endif
        for (; x < rows->width; x++, src += 4, dst += 3) {
            uint32_t pixel;
            memcpy(&pixel, src, 4);
            all &= pixel;
            memcpy(dst, &pixel, 4);
        }
        return shim_alpha_all_opaque(all);
    }
    if (rows->table != NULL) {
        shim_unpremultiply_row(src, dst, rows->width, rows->table);
    } else {
        memcpy(dst, src, (size_t)rows->width * 4);
    }
    return 1;
}

// Adler-32 of `length` bytes continuing `adler`, equal to zlib's adler32_z but written so the
// compiler vectorizes it: 16 lanes of byte sums `a` and of sums of earlier sums `p`, folded
// into the two Adler sums every block (small enough that no lane overflows 32 bits). zlib
// 1.2.13's scalar loop took 2.5 ms of a 17 ms encode of the benchmark screen; this, 0.7 ms.
static uLong shim_adler32(uLong adler, const uint8_t *data, size_t length) {
    enum { lanes = 16, block = 5536 };  // 5536: a multiple of 16 within zlib's NMAX (5552)
    const uint64_t base = 65521;
    uint64_t s1 = adler & 0xFFFF;
    uint64_t s2 = (adler >> 16) & 0xFFFF;
    while (length >= lanes) {
        size_t n = length < block ? length / lanes * lanes : block;
        uint32_t a[lanes] = {0};
        uint32_t p[lanes] = {0};
        for (size_t k = 0; k < n; k += lanes) {
            for (int j = 0; j < lanes; j++) {
                p[j] += a[j];
                a[j] += data[k + j];
            }
        }
        // Byte j of chunk k (of n / 16) adds (n - 16k - j) times itself to s2.
        uint64_t sum = 0, earlier = 0, weighted = 0;
        for (int j = 0; j < lanes; j++) {
            sum += a[j];
            earlier += p[j];
            weighted += (uint64_t)(lanes - j) * a[j];
        }
        s2 = (s2 + n * s1 + lanes * earlier + weighted) % base;
        s1 = (s1 + sum) % base;
        data += n;
        length -= n;
    }
    for (size_t i = 0; i < length; i++) {
        s1 += data[i];
        s2 += s1;
    }
    return (uLong)((s2 % base) << 16 | (s1 % base));
}

// MARK: Parallel deflate

// The image data is one zlib stream made of independently compressed segments, pigz-style:
// each segment (a fixed run of whole rows) is raw deflate ending in a sync flush (an empty
// stored block: byte-aligned, no final bit), the last ends with the final block, and the
// pieces are simply concatenated between a zlib header and the Adler-32 of all the data,
// combined from per-segment checksums. Segments depend only on the image, and each is
// compressed the same way whichever worker takes it, so the bytes never depend on the
// number of workers.

// Not an error: an RGB attempt met a translucent pixel, and the image is redone as RGBA.
#define SHIM_NOT_OPAQUE (-1)

struct shim_segment {
    uint8_t *data;  // raw deflate output
    size_t count;
    uLong adler;  // Adler-32 of this segment's scanlines alone
    size_t input_bytes;
};

struct shim_deflate_job {
    const struct shim_rows *rows;
    const struct shim_encode_settings *settings;
    uint32_t rows_per_segment;
    size_t segment_count;
    struct shim_segment *segments;
    atomic_size_t next;  // the next segment to hand out
    atomic_int status;    // CPNGSHIM_OK until the first failure (or SHIM_NOT_OPAQUE)
    const char *message;  // written once, by the worker whose failure set `status`
};

struct shim_worker {
    struct shim_deflate_job *job;
    uint8_t *scratch;  // the segment's scanlines
    size_t scratch_capacity;
    uint8_t *work;  // the compressor's tokens and output
    size_t work_capacity;
};

static void shim_job_fail(struct shim_deflate_job *job, int status, const char *message) {
    int expected = CPNGSHIM_OK;
    if (atomic_compare_exchange_strong(&job->status, &expected, status)) job->message = message;
}

// Compresses segment `index`; returns CPNGSHIM_OK, SHIM_NOT_OPAQUE, or an error status with
// `*message` set.
static int shim_deflate_segment(struct shim_worker *worker, size_t index, const char **message) {
    struct shim_deflate_job *job = worker->job;
    const struct shim_rows *rows = job->rows;
    struct shim_segment *segment = &job->segments[index];
    size_t line = rows->scanline_bytes;
    uint32_t first = (uint32_t)(index * job->rows_per_segment);
    uint32_t count = rows->height - first < job->rows_per_segment ? rows->height - first
                                                                     : job->rows_per_segment;
    int last = index + 1 == job->segment_count;

    size_t needed = (size_t)count * line + SHIM_SCANLINE_SLACK;  // room for the RGB rows' stores
    if (needed > worker->scratch_capacity) {
        free(worker->scratch);
        worker->scratch = (uint8_t *)malloc(needed);
        worker->scratch_capacity = worker->scratch != NULL ? needed : 0;
        if (worker->scratch == NULL) {
            *message = "out of memory";
            return CPNGSHIM_ERR_MEMORY;
        }
    }
    for (uint32_t y = 0; y < count; y++) {
        if (!shim_scanline(rows, first + y, worker->scratch + (size_t)y * line)) {
            return SHIM_NOT_OPAQUE;
        }
    }
    // Another worker may have found a translucent row or failed meanwhile.
    if (atomic_load_explicit(&job->status, memory_order_relaxed) != CPNGSHIM_OK) {
        return CPNGSHIM_OK;
    }
    const uint8_t *input = worker->scratch;
    segment->input_bytes = (size_t)count * line;
    segment->adler = shim_adler32(1, input, segment->input_bytes);

    // Tokens and output in the worker's scratch (reused by its next segment); the segment keeps
    // an exact copy.
    size_t bound = cpngshim__pixel_deflate_bound(segment->input_bytes);
    size_t token_bytes = segment->input_bytes * sizeof(uint32_t);
    if (token_bytes + bound > worker->work_capacity) {
        free(worker->work);
        worker->work = (uint8_t *)malloc(token_bytes + bound);
        worker->work_capacity = worker->work != NULL ? token_bytes + bound : 0;
        if (worker->work == NULL) {
            *message = "out of memory";
            return CPNGSHIM_ERR_MEMORY;
        }
    }
    uint8_t *compressed = worker->work + token_bytes;
    size_t written = cpngshim__pixel_deflate(input, segment->input_bytes, (size_t)rows->channels, line, last,
                                             (uint32_t *)(void *)worker->work, compressed);
    segment->data = (uint8_t *)malloc(written);
    if (segment->data == NULL) {
        *message = "out of memory";
        return CPNGSHIM_ERR_MEMORY;
    }
    memcpy(segment->data, compressed, written);
    segment->count = written;
    return CPNGSHIM_OK;
}

static void *shim_worker_run(void *argument) {
    struct shim_worker *worker = (struct shim_worker *)argument;
    struct shim_deflate_job *job = worker->job;
    while (atomic_load_explicit(&job->status, memory_order_relaxed) == CPNGSHIM_OK) {
        size_t index = atomic_fetch_add_explicit(&job->next, 1, memory_order_relaxed);
        if (index >= job->segment_count) break;
        const char *message = NULL;
        int status = shim_deflate_segment(worker, index, &message);
        if (status != CPNGSHIM_OK) shim_job_fail(job, status, message);
    }
    return NULL;
}

int cpngshim__online_cores(void) {
    static atomic_int cached;
    int cores = atomic_load_explicit(&cached, memory_order_relaxed);
    if (cores == 0) {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        cores = online < 1 ? 1 : online > SHIM_MAX_WORKERS ? SHIM_MAX_WORKERS : (int)online;
        atomic_store_explicit(&cached, cores, memory_order_relaxed);
    }
    return cores;
}

// The two zlib header bytes: deflate with a 32 KB window, FLEVEL 0 (the fastest algorithm), no
// preset dictionary, FCHECK making the pair a multiple of 31.
static void shim_zlib_header(uint8_t header[2]) {
    unsigned value = 0x78u << 8;
    value += 31 - value % 31;
    header[0] = (uint8_t)(value >> 8);
    header[1] = (uint8_t)(value & 0xFF);
}

static void shim_segments_free(struct shim_segment *segments, size_t count) {
    for (size_t i = 0; i < count; i++) free(segments[i].data);
    free(segments);
}

// Compresses every scanline of `rows` into one zlib stream in `*zlib` (malloc'd), using
// `workers` threads (0: one a core), never more than there are segments. Returns
// CPNGSHIM_OK; SHIM_NOT_OPAQUE if `rows` asks for RGB and a pixel is translucent; or an
// error status with `*message` set. Nothing is left allocated unless it returns CPNGSHIM_OK.
static int shim_deflate_rows(const struct shim_rows *rows,
                             const struct shim_encode_settings *settings, int workers,
                             uint8_t **zlib, size_t *zlib_count, const char **message) {
    *zlib = NULL;
    *zlib_count = 0;
    size_t line = rows->scanline_bytes;
    size_t per_segment = settings->segment_bytes / line;
    if (per_segment < 1) per_segment = 1;
    if (per_segment > rows->height) per_segment = rows->height;
    struct shim_deflate_job job = {
        .rows = rows,
        .settings = settings,
        .rows_per_segment = (uint32_t)per_segment,
        .segment_count = (rows->height + per_segment - 1) / per_segment,
    };
    atomic_init(&job.next, 0);
    atomic_init(&job.status, CPNGSHIM_OK);
    job.segments = (struct shim_segment *)calloc(job.segment_count, sizeof *job.segments);

    if (workers <= 0) workers = cpngshim__online_cores();
    if (workers > SHIM_MAX_WORKERS) workers = SHIM_MAX_WORKERS;
    if ((size_t)workers > job.segment_count) workers = (int)job.segment_count;
    struct shim_worker *pool = (struct shim_worker *)calloc((size_t)workers, sizeof *pool);
    pthread_t threads[SHIM_MAX_WORKERS];
    if (job.segments == NULL || pool == NULL) {
        free(pool);
        free(job.segments);
        *message = "out of memory";
        return CPNGSHIM_ERR_MEMORY;
    }
    // The calling thread is worker 0; a thread that cannot be started just leaves its share
    // to the others.
    int started = 1;
    for (int i = 0; i < workers; i++) pool[i].job = &job;
    for (; started < workers; started++) {
        if (pthread_create(&threads[started], NULL, shim_worker_run, &pool[started]) != 0) break;
    }
    shim_worker_run(&pool[0]);
    for (int i = 1; i < started; i++) pthread_join(threads[i], NULL);
    for (int i = 0; i < workers; i++) {
        free(pool[i].scratch);
        free(pool[i].work);
    }
    free(pool);

    int status = atomic_load(&job.status);
    if (status != CPNGSHIM_OK) {
        shim_segments_free(job.segments, job.segment_count);
        if (job.message != NULL) *message = job.message;
        return status;
    }
    size_t total = 2 + 4;
    for (size_t i = 0; i < job.segment_count; i++) total += job.segments[i].count;
    uint8_t *stream = (uint8_t *)malloc(total);
    if (stream == NULL) {
        shim_segments_free(job.segments, job.segment_count);
        *message = "out of memory";
        return CPNGSHIM_ERR_MEMORY;
    }
    shim_zlib_header(stream);
    size_t offset = 2;
    uLong adler = 1;  // the Adler-32 of no bytes
    for (size_t i = 0; i < job.segment_count; i++) {
        const struct shim_segment *segment = &job.segments[i];
        memcpy(stream + offset, segment->data, segment->count);
        offset += segment->count;
        adler = adler32_combine(adler, segment->adler, (z_off_t)segment->input_bytes);
    }
    stream[offset++] = (uint8_t)(adler >> 24);
    stream[offset++] = (uint8_t)(adler >> 16);
    stream[offset++] = (uint8_t)(adler >> 8);
    stream[offset++] = (uint8_t)adler;
    shim_segments_free(job.segments, job.segment_count);
    *zlib = stream;
    *zlib_count = total;
    return CPNGSHIM_OK;
}

// MARK: Writing

static int shim_encode_rgba8_with(const uint8_t *rgba, uint32_t width, uint32_t height,
                                  size_t stride, int premultiplied,
                                  const struct shim_encode_settings *settings, int workers,
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
    struct shim_writer *writer = shim_writer_create();
    if (writer == NULL) {
        return cpngshim__report(CPNGSHIM_ERR_MEMORY, "out of memory", message, message_capacity);
    }
    // Opaque images (the usual screenshot) are written as RGB. Rather than reading the whole
    // canvas once more to find out, the workers check every alpha as they pack RGB scanlines
    // and give up on the first translucent one, and the image is redone as RGBA. A sample of
    // rows checked first catches most translucent canvases before any work is wasted.
    int opaque = 1;
    for (uint32_t y = 0; y < height && opaque; y += SHIM_ALPHA_SAMPLE_ROWS) {
        opaque = shim_row_opaque(rgba + (size_t)y * stride, width);
    }
    if (opaque) opaque = shim_row_opaque(rgba + (size_t)(height - 1) * stride, width);
    // The image data first, in parallel and without libpng (whose structs are not shared
    // across threads, and whose errors longjmp); libpng then writes the file around it.
    int status;
    const char *failure = "zlib error";
    for (;;) {
        if (!opaque && premultiplied && writer->table == NULL) {
            writer->table = (uint8_t *)malloc(65536);
            if (writer->table == NULL) {
                shim_writer_free(writer);
                return cpngshim__report(CPNGSHIM_ERR_MEMORY, "out of memory", message,
                                        message_capacity);
            }
            shim_fill_unpremultiply_table(writer->table);
        }
        struct shim_rows rows = {
            .rgba = rgba,
            .stride = stride,
            .width = width,
            .height = height,
            .channels = opaque ? 3 : 4,
            .table = writer->table,
            .scanline_bytes = 1 + (size_t)width * (opaque ? 3 : 4),
        };
        status = shim_deflate_rows(&rows, settings, workers, &writer->zlib, &writer->zlib_count,
                                   &failure);
        if (status != SHIM_NOT_OPAQUE || !opaque) break;
        opaque = 0;
    }
    if (status != CPNGSHIM_OK) {
        shim_writer_free(writer);
        return cpngshim__report(status, failure, message, message_capacity);
    }
    if (setjmp(png_jmpbuf(writer->png))) {
        status = cpngshim__finish_error(&writer->error, message, message_capacity);
        shim_writer_free(writer);
        return status;
    }
    png_structp png = writer->png;
    png_set_write_fn(png, &writer->out, cpngshim__write_data, cpngshim__flush);
    png_set_IHDR(png, writer->info, width, height, 8,
                 opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, writer->info);  // signature and IHDR
    for (size_t offset = 0; offset < writer->zlib_count; offset += settings->idat_bytes) {
        size_t length = writer->zlib_count - offset;
        if (length > settings->idat_bytes) length = settings->idat_bytes;
        png_write_chunk(png, (png_const_bytep) "IDAT", writer->zlib + offset, length);
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    return shim_writer_finish(writer, out);
}

int cpngshim_encode_rgba8(const void *rgba, uint32_t width, uint32_t height, size_t stride,
                          int premultiplied, cpngshim_buffer *out, char *message,
                          size_t message_capacity) {
    return shim_encode_rgba8_with((const uint8_t *)rgba, width, height, stride, premultiplied,
                                  &rgba8_settings, 0, out, message, message_capacity);
}

int cpngshim_encode_rgba8_workers(const void *rgba, uint32_t width, uint32_t height,
                                  size_t stride, int premultiplied, int workers,
                                  cpngshim_buffer *out, char *message, size_t message_capacity) {
    return shim_encode_rgba8_with((const uint8_t *)rgba, width, height, stride, premultiplied,
                                  &rgba8_settings, workers, out, message, message_capacity);
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
