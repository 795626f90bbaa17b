// CSupport: what the Support module needs from C. SHA-256's block compression is here because
// x86's SHA instructions (SHA-NI) are reached through C intrinsics, which Swift cannot call.
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// SHA-256 compression of `blocks` 64-byte blocks into `state` (FIPS 180-4), with the CPU's SHA
/// instructions when it has them; `portable_only` forces the plain C loop (for tests that the two
/// agree). The caller pads and finishes.
void csupport_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, int portable_only);

#ifdef __cplusplus
}
#endif
