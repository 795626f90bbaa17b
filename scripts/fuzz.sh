#!/usr/bin/env bash
# Fuzzing with libFuzzer (the Swift toolchain's), outside the normal build.
#
#   scripts/fuzz.sh NAME SECONDS   fuzz one harness: spec-layout, png-decode, render or diff
#   scripts/fuzz.sh replay         run every harness once over its committed corpus (CI: seconds)
#
# The harnesses are the package in Fuzz/ (so `swift build` / `swift test` of the repository never
# build them), compiled with libFuzzer's coverage instrumentation and AddressSanitizer. Seeds are Fuzz/Corpus/NAME,
# small files taken from the repository's fixtures; new inputs found while fuzzing go to
# Fuzz/.build/corpus/NAME (not committed) and crashes to Fuzz/.build/crashes/NAME. Copy a crash
# that is fixed into Fuzz/Corpus/NAME so `replay` keeps checking it.
set -euo pipefail
cd "$(dirname "$0")/.."
names=(spec-layout png-decode render diff)
usage="usage: scripts/fuzz.sh {$(IFS='|'; echo "${names[*]}")} SECONDS | scripts/fuzz.sh replay"

build() {
    # Coverage instrumentation for libFuzzer (what -sanitize=fuzzer compiles in) and AddressSanitizer
    # for every module, Swift and C. libFuzzer is linked without its main: SwiftPM executables have
    # their own and call LLVMFuzzerRunDriver (-sanitize=fuzzer would link a second main).
    # -enable-testing: the PNG harness compares the fast decoder with libpng (internal API).
    local out status=0
    out=$(swift build --package-path Fuzz -c release --sanitize=address \
        -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
        -Xcc -fsanitize=fuzzer-no-link -Xswiftc -enable-testing \
        -Xlinker "$fuzzer_lib" -Xlinker -lstdc++ "$@" 2>&1) || status=$?
    # SwiftPM says "Build complete!" or "Build of product 'X' complete!".
    echo "$out" | grep -E "error|warning:|complete!" | tail -3 || true
    return $status
}
fuzzer_lib=$(ls "$(dirname "$(dirname "$(command -v swift)")")"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -1)

options=(-timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1)
case "${1:-}" in
replay)
    build
    for name in "${names[@]}"; do
        # -runs=0: load (that is, execute) every corpus file once, then stop.
        ASAN_OPTIONS=detect_leaks=0 "Fuzz/.build/release/fuzz-$name" "${options[@]}" -runs=0 "Fuzz/Corpus/$name"
    done
    ;;
spec-layout | png-decode | render | diff)
    name=$1
    seconds=${2:?$usage}
    build --product "fuzz-$name"
    mkdir -p "Fuzz/.build/corpus/$name" "Fuzz/.build/crashes/$name"
    # Leaks are the sanitizer script's concern; here they would stop the run at the first one.
    ASAN_OPTIONS=detect_leaks=0 "Fuzz/.build/release/fuzz-$name" "${options[@]}" -max_total_time="$seconds" \
        -artifact_prefix="Fuzz/.build/crashes/$name/" "Fuzz/.build/corpus/$name" "Fuzz/Corpus/$name"
    ;;
*)
    echo "$usage" >&2
    exit 2
    ;;
esac
