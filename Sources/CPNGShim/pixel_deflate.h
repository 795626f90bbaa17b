// Internal to CPNGShim: the scanline compressor encode.c runs on each segment (pixel_deflate.c).
#pragma once

#include <stddef.h>
#include <stdint.h>

// Most bytes cpngshim__pixel_deflate writes for `count` input bytes.
size_t cpngshim__pixel_deflate_bound(size_t count);

// Compresses `count` bytes of scanlines as raw deflate into `out` (room for
// cpngshim__pixel_deflate_bound(count) bytes) and returns the bytes written. Matches are sought
// only `near` bytes back (one pixel) and `far` bytes back (one scanline); 0 or a distance over
// 32 KB turns one off. `last`: the block is final; otherwise it ends in an empty stored block
// (byte-aligned), so that the next segment's output can follow it directly. `tokens` is scratch
// room for `count` words. The output depends only on the arguments.
size_t cpngshim__pixel_deflate(const uint8_t *input, size_t count, size_t near, size_t far, int last,
                               uint32_t *tokens, uint8_t *out);
