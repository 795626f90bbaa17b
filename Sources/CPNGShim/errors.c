// CPNGShim: libpng behind setjmp, so no longjmp ever crosses a Swift frame (see cpngshim.h).
//
// Each entry point creates its libpng struct, sets its own jump buffer, and on error lands in the
// `setjmp` branch of that same C function, which frees everything and returns a status code.
// Memory that must survive a longjmp lives in a heap state struct, never in non-volatile locals.
// This file: the error callbacks and the growable output buffer shared by decode.c and encode.c.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shim_internal.h"

// MARK: - Errors

_Noreturn void cpngshim__on_error(png_structp png, png_const_charp message) {
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

void cpngshim__on_warning(png_structp png, png_const_charp message) {
    struct shim_error *error = (struct shim_error *)png_get_error_ptr(png);
    if (error->header_warning[0] == 0 && strstr(message, "IHDR") != NULL) {
        snprintf(error->header_warning, sizeof error->header_warning, "%s", message);
    }
}

// Raises a shim-detected error with a status other than CPNGSHIM_ERR_LIBPNG; never returns.
_Noreturn void cpngshim__fail(png_structp png, int status, const char *message) {
    struct shim_error *error = (struct shim_error *)png_get_error_ptr(png);
    if (error->status == CPNGSHIM_OK) {
        error->status = status;
        snprintf(error->message, sizeof error->message, "%s", message);
    }
    png_longjmp(png, 1);
}

int cpngshim__report(int status, const char *text, char *message, size_t capacity) {
    if (message != NULL && capacity > 0) {
        snprintf(message, capacity, "%s", text);
    }
    return status;
}

int cpngshim__finish_error(const struct shim_error *error, char *message, size_t capacity) {
    int status = error->status == CPNGSHIM_OK ? CPNGSHIM_ERR_LIBPNG : error->status;
    return cpngshim__report(status, error->message[0] != 0 ? error->message : "libpng error", message,
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

void cpngshim__write_data(png_structp png, png_bytep data, size_t length) {
    cpngshim_buffer *out = (cpngshim_buffer *)png_get_io_ptr(png);
    if (length > SIZE_MAX - out->count) cpngshim__fail(png, CPNGSHIM_ERR_MEMORY, "output too large");
    size_t needed = out->count + length;
    if (needed > out->capacity) {
        // Geometric growth: amortized O(1) per byte, one live buffer.
        size_t capacity = out->capacity < 65536 ? 65536 : out->capacity;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        uint8_t *grown = (uint8_t *)realloc(out->data, capacity);
        if (grown == NULL) cpngshim__fail(png, CPNGSHIM_ERR_MEMORY, "out of memory growing output");
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->count, data, length);
    out->count = needed;
}

void cpngshim__flush(png_structp png) { (void)png; }
