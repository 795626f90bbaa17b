#!/usr/bin/env bash
# Builds alertsnap (release) and installs it with its bundled fonts, so it runs from any folder
# and keeps working after the clone is moved or deleted:
#   $PREFIX/lib/alertsnap/alertsnap      the binary
#   $PREFIX/lib/alertsnap/Fonts/         the bundled fonts and their licences (found beside the binary)
#   $PREFIX/bin/alertsnap                a symbolic link to the binary
# PREFIX defaults to /usr/local when that is writable (root), else ~/.local.
# Usage: scripts/install.sh            or   PREFIX=/opt/tools scripts/install.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${PREFIX:-}" ]; then
  if [ -w /usr/local ] || [ "$(id -u)" = 0 ]; then PREFIX=/usr/local; else PREFIX="$HOME/.local"; fi
fi
# The installed binary carries the Swift runtime and Foundation inside it (--static-swift-stdlib):
# every alertsnap command is a short process, and loading and binding the shared Swift libraries
# cost ~14 ms of CPU per run (a `diff` of two phone screenshots is ~30 ms in all). Its own build
# folder keeps the test build in .build untouched (other flags would rebuild it all).
build=(swift build -c release --static-swift-stdlib --product alertsnap --build-path .build/static)
echo "building alertsnap (release, static Swift runtime; minutes on a fresh clone)..."
out=$("${build[@]}" 2>&1) || { echo "$out"; exit 1; }
# glibc's link-time note about mktemp comes from the static Foundation archive, not from alertsnap.
echo "$out" | grep -v "the use of \`mktemp' is dangerous" | grep -E "warning|error|complete" || true
bin="$("${build[@]}" --show-bin-path)/alertsnap"
lib="$PREFIX/lib/alertsnap"
mkdir -p "$lib" "$PREFIX/bin"
# Into a temporary name first, then renamed: a running alertsnap is never overwritten in place.
install -m 755 "$bin" "$lib/alertsnap.new" && mv -f "$lib/alertsnap.new" "$lib/alertsnap"
rm -rf "$lib/Fonts.new" && cp -R Fonts "$lib/Fonts.new" && rm -rf "$lib/Fonts" && mv "$lib/Fonts.new" "$lib/Fonts"
ln -sfn "$lib/alertsnap" "$PREFIX/bin/alertsnap"
echo "installed $("$PREFIX/bin/alertsnap" --version) to $PREFIX/bin/alertsnap (binary and fonts in $lib)"
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "note: $PREFIX/bin is not on your PATH; add it, e.g.: export PATH=\"$PREFIX/bin:\$PATH\"" ;;
esac
