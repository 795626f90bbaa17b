#!/usr/bin/env bash
# Builds the alertsnap binary that is installed and packaged, and prints its path (the one line on
# stdout; progress goes to stderr). It carries the Swift runtime and Foundation inside it
# (--static-swift-stdlib), so it needs no Swift toolchain to run, only Debian's C libraries, and
# every alertsnap command, a short process, skips loading and binding the shared Swift libraries
# (~14 ms of CPU per run). Its own build folder keeps the test build in .build untouched (other
# flags would rebuild it all). Used by install.sh, package.sh and quickstart.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
build=(swift build -c release --static-swift-stdlib --product alertsnap --build-path .build/static)
echo "building alertsnap (release, static Swift runtime; minutes on a fresh clone)..." >&2
out=$("${build[@]}" 2>&1) || { echo "$out" >&2; exit 1; }
# glibc's link-time note about mktemp comes from the static Foundation archive, not from alertsnap.
echo "$out" | grep -v "the use of \`mktemp' is dangerous" | grep -E "warning:|error:|complete!" >&2 || true
echo "$("${build[@]}" --show-bin-path)/alertsnap"
