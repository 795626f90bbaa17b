#!/usr/bin/env bash
# Builds alertsnap (release, scripts/build-static.sh) and installs it with its bundled fonts, so it runs from any folder
# and keeps working after the clone is moved or deleted:
#   $PREFIX/lib/alertsnap/alertsnap      the binary
#   $PREFIX/lib/alertsnap/Fonts/         the bundled fonts and their licences (found beside the binary)
#   $PREFIX/lib/alertsnap/Hyphenation/   the hyphenation patterns and their licences (found beside Fonts/)
#   $PREFIX/bin/alertsnap                a symbolic link to the binary
# PREFIX defaults to /usr/local when that is writable (root), else ~/.local.
# Usage: scripts/install.sh            or   PREFIX=/opt/tools scripts/install.sh
#        scripts/install.sh --prefix   prints the PREFIX it would install into, and does nothing else
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${PREFIX:-}" ]; then
  if [ -w /usr/local ] || [ "$(id -u)" = 0 ]; then PREFIX=/usr/local; else PREFIX="$HOME/.local"; fi
fi
if [ "${1:-}" = "--prefix" ]; then echo "$PREFIX"; exit 0; fi
bin=$(scripts/build-static.sh)
lib="$PREFIX/lib/alertsnap"
mkdir -p "$lib" "$PREFIX/bin"
# Into a temporary name first, then renamed: a running alertsnap is never overwritten in place.
install -m 755 "$bin" "$lib/alertsnap.new" && mv -f "$lib/alertsnap.new" "$lib/alertsnap"
rm -rf "$lib/Fonts.new" && cp -R Fonts "$lib/Fonts.new" && rm -rf "$lib/Fonts" && mv "$lib/Fonts.new" "$lib/Fonts"
rm -rf "$lib/Hyphenation.new" && cp -R Hyphenation "$lib/Hyphenation.new" && rm -rf "$lib/Hyphenation" &&
  mv "$lib/Hyphenation.new" "$lib/Hyphenation"
ln -sfn "$lib/alertsnap" "$PREFIX/bin/alertsnap"
echo "installed $("$PREFIX/bin/alertsnap" --version) to $PREFIX/bin/alertsnap (binary and fonts in $lib)"
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "note: $PREFIX/bin is not on your PATH; add it, e.g.: export PATH=\"$PREFIX/bin:\$PATH\"" ;;
esac
