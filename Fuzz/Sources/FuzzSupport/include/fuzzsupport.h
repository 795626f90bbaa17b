// libFuzzer's entry point for programs that have their own main (libFuzzer's FuzzerDriver.cpp).
#pragma once
#include <stddef.h>
#include <stdint.h>

/// Parses libFuzzer's flags from argc/argv and runs the fuzzing loop (or replays the corpus
/// files given) with `callback` as the target; returns the exit code.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
